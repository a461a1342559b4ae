import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { API, startApiServer } from '@/tests/support/api-server';
import { loadCatalog } from './server-catalog';

const server = startApiServer();
const SLOT = {
  code: 'sbx_fruit_classic',
  name: 'Fruit Classic',
  provider: 'Sandbox',
  category: 'slots',
  thumbnail: null,
  rtp: 96.5,
  demo: true,
};

describe('the catalogue for a server render', () => {
  it("asks for one category with the visitor's address and parses the reply", async () => {
    let seen: { category: string | null; forwarded: string | null } | null = null;
    server.use(
      http.get(`${API}/api/v2/games/catalog`, ({ request }) => {
        seen = { category: new URL(request.url).searchParams.get('category'), forwarded: request.headers.get('x-forwarded-for') };
        return HttpResponse.json({ data: [SLOT] });
      }),
    );
    expect(await loadCatalog('slots', { apiBaseUrl: API, forwardedFor: '203.0.113.7', timeoutMs: 1000 })).toEqual([SLOT]);
    expect(seen).toEqual({ category: 'slots', forwarded: '203.0.113.7' });
  });

  it('is null when the api fails or answers something else', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(http.get(`${API}/api/v2/games/catalog`, () => HttpResponse.json({ message: 'down' }, { status: 503 })));
    expect(await loadCatalog('live', { apiBaseUrl: API, timeoutMs: 1000 })).toBeNull();
    server.use(http.get(`${API}/api/v2/games/catalog`, () => HttpResponse.json({ data: [{ code: 'bad code!' }] })));
    expect(await loadCatalog('live', { apiBaseUrl: API, timeoutMs: 1000 })).toBeNull();
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});
