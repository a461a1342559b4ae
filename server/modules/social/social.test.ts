import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getProfile, lastCode, post, registerByEmail, type InvalidReply, type ProfileReply } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';

const API = 'http://api.test';
const WEB = 'http://localhost:3000';
/** A mirror of the dev seed (config/mirrors.json) that is not the SSO home. */
const MIRROR = 'http://mirror-a.localhost:3000';
const accounts: Record<string, { sub: string; email?: string; email_verified?: boolean; name?: string }> = {
  'alice-sub': { sub: 'alice-sub', email: 'Alice@Example.com', email_verified: true, name: 'Alice' },
  'linked-sub': { sub: 'linked-sub', email: 'linked@example.com', email_verified: true },
  'unverified-sub': { sub: 'unverified-sub', email: 'claimed@example.com', email_verified: false },
};
let signInAs = 'alice-sub';

/** A real OpenID provider on an ephemeral loopback port; its login and consent pages sign in as `signInAs`. */
async function startProvider(): Promise<{ issuer: string; close(): Promise<void> }> {
  // The provider is made once the port is known; no request arrives before that.
  const handle = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    if (!req.url?.startsWith('/interaction/')) {
      await provider.callback()(req, res);
      return;
    }
    try {
      const details = await provider.interactionDetails(req, res);
      if (details.prompt.name === 'login') {
        await provider.interactionFinished(req, res, { login: { accountId: signInAs } }, { mergeWithLastSubmission: false });
        return;
      }
      const grant = new provider.Grant({ accountId: details.session.accountId, clientId: details.params.client_id });
      grant.addOIDCScope(details.params.scope);
      await provider.interactionFinished(req, res, { consent: { grantId: await grant.save() } }, { mergeWithLastSubmission: true });
    } catch (error) {
      res.statusCode = 500;
      res.end(String(error));
    }
  };
  const server = http.createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      res.statusCode = 500;
      res.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: 'casino',
        client_secret: 'casino-secret',
        redirect_uris: [`${API}/auth/callback/testid`],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    findAccount: async (_ctx: unknown, id: string) => ({ accountId: id, claims: async () => accounts[id] }),
  });
  return { issuer, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** Follows the provider's redirects like a browser with cookies, until it sends the pop-up back to the api. */
async function authorize(url: string): Promise<string> {
  const cookies = new Map<string, string>();
  let next = url;
  for (let hop = 0; hop < 15; hop += 1) {
    if (next.startsWith(API)) return next.slice(API.length);
    const res = await fetch(next, {
      redirect: 'manual',
      headers: { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const index = pair.indexOf('=');
      cookies.set(pair.slice(0, index), pair.slice(index + 1));
    }
    const location = res.headers.get('location');
    if (!location) throw new Error(`provider stopped at ${next}: ${res.status} ${await res.text()}`);
    next = new URL(location, next).toString();
  }
  throw new Error('too many redirects');
}

/** The pop-up page's message to its opener. */
type PopupMessage = { token: string; is_register: boolean } & Record<string, unknown>;
const messageOf = (html: string) => JSON.parse(/var message = (\{.*\});/.exec(html)![1]) as PopupMessage;

let op: Awaited<ReturnType<typeof startProvider>>;
let t: TestApp;

beforeAll(async () => {
  op = await startProvider();
  t = await createTestApp({
    apiPublicUrl: API,
    webOrigins: [WEB, MIRROR],
    oidcProviders: [
      { name: 'testid', issuer: op.issuer, clientId: 'casino', clientSecret: 'casino-secret', scope: 'openid email profile' },
    ],
  });
});
afterAll(async () => {
  await t?.close();
  await op?.close();
});

const start = (body: object) => t.app.inject({ method: 'PUT', url: '/auth/login', payload: body });

async function signIn(body: object = { provider: 'testid', origin: WEB }) {
  const res = await start(body);
  expect(res.statusCode).toBe(200);
  const callback = await authorize(res.json<{ url: string }>().url);
  return t.app.inject({ method: 'GET', url: callback });
}

describe('social login over OpenID Connect', () => {
  it('GET /auth/providers lists the configured providers by name', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/auth/providers' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: [{ name: 'testid' }] });
  });

  it('PUT /auth/login returns the authorization URL with PKCE and state', async () => {
    const res = await start({ provider: 'testid', origin: `${WEB}/ru/casino`, currency: 'KZT', promo: 'P1', token: null });
    expect(res.statusCode).toBe(200);
    const url = new URL(res.json<{ url: string }>().url);
    expect(url.origin).toBe(op.issuer);
    expect(url.searchParams.get('redirect_uri')).toBe(`${API}/auth/callback/testid`);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('state')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('registers on the first sign-in and posts { token, is_register } to the opener origin', async () => {
    signInAs = 'alice-sub';
    const res = await start({ provider: 'testid', origin: WEB, currency: 'KZT', promo: 'SOCIAL' });
    const page = await t.app.inject({ method: 'GET', url: await authorize(res.json<{ url: string }>().url) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    const nonce = /script-src 'nonce-([^']+)'/.exec(String(page.headers['content-security-policy']))![1];
    expect(page.body).toContain(`<script nonce="${nonce}">`);
    expect(page.body).toContain(`window.opener.postMessage(message, "${WEB}")`);
    const message = messageOf(page.body);
    expect(message).toEqual({ token: expect.any(String), is_register: true, sso: null });
    const profile = (await getProfile(t.app, message.token)).json<ProfileReply>().data;
    // The public name is a generated pseudonym, never the provider's profile name or the email.
    expect(profile.name).toMatch(/^[A-Z][a-z]+[A-Z][a-z]+\d{4}$/);
    expect(profile).toMatchObject({
      email: 'alice@example.com',
      is_email_verified: true,
      register_method: 'testid',
      currency: 'KZT',
      is_password_exists: false,
    });
    const [row] = await t.testDb.db.query('SELECT promo FROM users WHERE id = $1', [profile.id]);
    expect(row).toEqual({ promo: 'SOCIAL' });

    const again = messageOf((await signIn()).body);
    expect(again.is_register).toBe(false);
    // On a mirror, the answer names the SSO home's link, as a login reply does, so the session reaches the home.
    const onMirror = messageOf((await signIn({ provider: 'testid', origin: MIRROR })).body);
    expect(onMirror).toMatchObject({ is_register: false, sso: 'http://localhost:3000/sso/pull' });
    expect((await getProfile(t.app, again.token)).json<ProfileReply>().data.id).toBe(profile.id);
  });

  it('a verified email joins an existing account whose email is confirmed; an unverified one does not', async () => {
    const token = await registerByEmail(t.app, 'linked@example.com');
    const ownerId = (await getProfile(t.app, token)).json<ProfileReply>().data.id;
    signInAs = 'linked-sub';
    // Until the owner confirms the email, a provider's word cannot join the account (pre-account takeover).
    expect(messageOf((await signIn()).body)).toEqual({ error: expect.stringMatching(/^social_failed: An account with this email exists/) });
    await post(t.app, '/api/v2/auth/email/send', {}, { token });
    expect(
      (await post(t.app, '/api/v2/auth/email/verify/code', { code: await lastCode(t.app, 'linked@example.com') }, { token })).statusCode,
    ).toBe(200);
    const linked = messageOf((await signIn()).body);
    expect(linked.is_register).toBe(false);
    expect((await getProfile(t.app, linked.token)).json<ProfileReply>().data.id).toBe(ownerId);

    await registerByEmail(t.app, 'claimed@example.com');
    signInAs = 'unverified-sub';
    const separate = messageOf((await signIn()).body);
    expect(separate.is_register).toBe(true);
    expect((await getProfile(t.app, separate.token)).json<ProfileReply>().data).toMatchObject({ email: null, register_method: 'testid' });
  });

  it('422 for an unknown provider, a foreign origin or bad input', async () => {
    const provider = await start({ provider: 'nope', origin: WEB });
    expect(provider.statusCode).toBe(422);
    expect(provider.json<InvalidReply>().errors.provider[0]).toMatch(/^unknown_provider:/);
    const origin = await start({ provider: 'testid', origin: 'https://evil.example' });
    expect(origin.json<InvalidReply>().errors.origin[0]).toMatch(/^invalid_origin:/);
    expect((await start({ provider: 'testid' })).statusCode).toBe(422);
    expect((await start({ provider: 'testid', origin: WEB, currency: 'XXX' })).statusCode).toBe(422);
  });

  it('the callback refuses an unknown or reused state, and reports a refused code to the opener', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/auth/callback/testid?code=x&state=unknown' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json<InvalidReply>().errors.state[0]).toMatch(/^social_failed:/);

    signInAs = 'alice-sub';
    const res = await start({ provider: 'testid', origin: WEB });
    const callback = await authorize(res.json<{ url: string }>().url);
    expect((await t.app.inject({ method: 'GET', url: callback })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: callback })).statusCode).toBe(422);

    const fresh = await start({ provider: 'testid', origin: WEB });
    const state = new URL(fresh.json<{ url: string }>().url).searchParams.get('state')!;
    const forged = await t.app.inject({ method: 'GET', url: `/auth/callback/testid?code=forged&state=${state}` });
    expect(forged.statusCode).toBe(200);
    expect(messageOf(forged.body)).toEqual({ error: expect.stringMatching(/^social_failed:/) });
  });

  it('429 past the per-IP login limit', async () => {
    let status = 0;
    for (let i = 0; i <= t.config.rateLimits.loginIp.limit; i += 1) {
      status = (
        await t.app.inject({ method: 'PUT', url: '/auth/login', payload: { provider: 'nope', origin: WEB }, remoteAddress: '192.0.2.77' })
      ).statusCode;
    }
    expect(status).toBe(429);
  });
});

describe('without configured providers', () => {
  it('GET /auth/providers is an empty list', async () => {
    const bare = await createTestApp();
    try {
      const res = await bare.app.inject({ method: 'GET', url: '/auth/providers' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ data: [] });
    } finally {
      await bare.close();
    }
  });
});
