import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resolveApiBaseUrl } from './api-base-url';
import { createApiClient, REFRESH_PATH, withReturnUrl, type ApiSession } from './create-api-client';

const BASE = 'http://api.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

interface FakeSession extends ApiSession {
  token: string | null;
  loggedOut: number;
  redirectedTo: string | null;
  sso: string | null;
  region: string | null;
  locale: string;
}

let session: FakeSession;
beforeEach(() => {
  session = {
    token: 'old',
    loggedOut: 0,
    redirectedTo: null,
    sso: null,
    region: null,
    locale: 'ru',
    getToken: () => session.token,
    setToken: (token) => {
      session.token = token;
    },
    getRegion: () => session.region,
    getLocale: () => session.locale,
    logout: () => {
      throw new Error('the api client never logs out on the player’s behalf: it ends the session');
    },
    endSession: () => {
      session.loggedOut += 1;
      session.token = null;
    },
    getSsoLink: () => session.sso,
    redirect: (url) => {
      session.redirectedTo = url;
    },
    currentUrl: () => 'https://casino.example/ru/games/dice?x=1',
  };
});

/** A protected endpoint that accepts only the token 'new', and a refresh endpoint issuing it. */
function protectedApi(
  refreshCalls: { count: number },
  refreshReply: () => Response | Promise<Response> = () => HttpResponse.json({ access_token: 'new' }),
) {
  return [
    http.get(`${BASE}/profile/:what`, ({ request, params }) =>
      request.headers.get('authorization') === 'Bearer new'
        ? HttpResponse.json({ what: params.what })
        : HttpResponse.json({ message: 'Unauthenticated' }, { status: 401 }),
    ),
    http.post(`${BASE}${REFRESH_PATH}`, async () => {
      refreshCalls.count += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return refreshReply();
    }),
  ];
}

describe('request headers', () => {
  it('sends the bearer token, Region when known and Accept-Language (br as pt-BR)', async () => {
    let seen: Headers | null = null;
    server.use(
      http.get(`${BASE}/geo_ip`, ({ request }) => {
        seen = request.headers;
        return HttpResponse.json({});
      }),
    );
    session.region = 'KZ';
    session.locale = 'br';
    await createApiClient(BASE, session).get('/geo_ip');
    expect(seen!.get('authorization')).toBe('Bearer old');
    expect(seen!.get('region')).toBe('KZ');
    expect(seen!.get('accept-language')).toBe('pt-BR');
  });

  it('sends no Authorization or Region header when there is no token or region', async () => {
    let seen: Headers | null = null;
    server.use(
      http.get(`${BASE}/geo_ip`, ({ request }) => {
        seen = request.headers;
        return HttpResponse.json({});
      }),
    );
    session.token = null;
    await createApiClient(BASE, session).get('/geo_ip');
    expect(seen!.has('authorization')).toBe(false);
    expect(seen!.has('region')).toBe(false);
  });
});

describe('the 401 refresh queue', () => {
  it('refreshes once and retries the call with the new token', async () => {
    const refreshCalls = { count: 0 };
    server.use(...protectedApi(refreshCalls));
    const { data } = await createApiClient(BASE, session).get<{ what: string }>('/profile/user');
    expect(data).toEqual({ what: 'user' });
    expect(refreshCalls.count).toBe(1);
    expect(session.token).toBe('new');
  });

  it('queues concurrent 401s behind one refresh and replays them all with the new token', async () => {
    const refreshCalls = { count: 0 };
    server.use(...protectedApi(refreshCalls));
    const client = createApiClient(BASE, session);
    const replies = await Promise.all(
      ['user', 'freeSpins', 'settings', 'bonuses'].map((what) => client.get<{ what: string }>(`/profile/${what}`)),
    );
    expect(replies.map((reply) => reply.data.what)).toEqual(['user', 'freeSpins', 'settings', 'bonuses']);
    expect(refreshCalls.count).toBe(1);
  });

  it('retries only once: a second 401 after the refresh is the caller’s', async () => {
    const refreshCalls = { count: 0 };
    server.use(...protectedApi(refreshCalls, () => HttpResponse.json({ access_token: 'still-wrong' })));
    await expect(createApiClient(BASE, session).get('/profile/user')).rejects.toMatchObject({ response: { status: 401 } });
    expect(refreshCalls.count).toBe(1);
    expect(session.loggedOut).toBe(0);
  });

  it('logs out when the refresh fails, and every queued call fails', async () => {
    const refreshCalls = { count: 0 };
    server.use(...protectedApi(refreshCalls, () => HttpResponse.json({ message: 'down' }, { status: 503 })));
    const client = createApiClient(BASE, session);
    const results = await Promise.allSettled([client.get('/profile/user'), client.get('/profile/freeSpins')]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(refreshCalls.count).toBe(1);
    expect(session.loggedOut).toBe(1);
    expect(session.token).toBeNull();
  });

  it('on a 401 from the refresh call logs out and goes to the SSO link with the current URL encoded', async () => {
    const refreshCalls = { count: 0 };
    server.use(...protectedApi(refreshCalls, () => HttpResponse.json({ message: 'Unauthenticated' }, { status: 401 })));
    session.sso = 'https://sso.mirror.example/hand-off?sig=abc';
    await expect(createApiClient(BASE, session).get('/profile/user')).rejects.toBeTruthy();
    expect(session.loggedOut).toBe(1);
    expect(session.redirectedTo).toBe(
      'https://sso.mirror.example/hand-off?sig=abc&url=https%3A%2F%2Fcasino.example%2Fru%2Fgames%2Fdice%3Fx%3D1',
    );
  });

  it('does not refresh for errors other than 401', async () => {
    const refreshCalls = { count: 0 };
    server.use(
      http.get(`${BASE}/profile/user`, () => HttpResponse.json({ message: 'Nope' }, { status: 403 })),
      http.post(`${BASE}${REFRESH_PATH}`, () => {
        refreshCalls.count += 1;
        return HttpResponse.json({ access_token: 'new' });
      }),
    );
    await expect(createApiClient(BASE, session).get('/profile/user')).rejects.toMatchObject({ response: { status: 403 } });
    expect(refreshCalls.count).toBe(0);
  });
});

describe('api base url', () => {
  it('is the configured URL in development and on this machine, else api. + the host without www', () => {
    const configuredUrl = 'http://localhost:4000';
    expect(
      resolveApiBaseUrl({ configuredUrl, isDevelopment: true, location: { protocol: 'https:', hostname: 'www.casino.example' } }),
    ).toBe(configuredUrl);
    expect(resolveApiBaseUrl({ configuredUrl, isDevelopment: false, location: { protocol: 'http:', hostname: 'localhost' } })).toBe(
      configuredUrl,
    );
    expect(
      resolveApiBaseUrl({ configuredUrl, isDevelopment: false, location: { protocol: 'https:', hostname: 'www.casino.example' } }),
    ).toBe('https://api.casino.example');
    expect(resolveApiBaseUrl({ configuredUrl, isDevelopment: false, location: { protocol: 'https:', hostname: 'mirror-2.example' } })).toBe(
      'https://api.mirror-2.example',
    );
    expect(
      resolveApiBaseUrl({ configuredUrl, isDevelopment: false, location: { protocol: 'http:', hostname: 'mirror-a.localhost' } }),
    ).toBe(configuredUrl);
  });

  it('adds the return URL to an SSO link', () => {
    expect(withReturnUrl('https://sso.example/go', 'https://a.example/x?y=1')).toBe(
      'https://sso.example/go?url=https%3A%2F%2Fa.example%2Fx%3Fy%3D1',
    );
  });
});
