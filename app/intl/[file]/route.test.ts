import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import ru from '@/messages/ru.json';
import { CLIENT_NAMESPACES, clientMessagesUrl } from '@/i18n/client-messages';
import { GET } from './route';

const get = (file: string) => GET(new Request(`http://localhost/intl/${file}`), { params: Promise.resolve({ file }) });

describe('GET /intl/[file]', () => {
  it("serves a locale's client namespaces, and only those, to be kept by the browser", async () => {
    const response = await get('ru.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const body = (await response.json()) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual([...CLIENT_NAMESPACES].sort());
    expect(body.auth).toEqual(ru.auth);
    expect(body.cashier).toEqual(ru.cashier);
  });

  it.each(['xx.json', 'en', '../en.json', 'en.json.json', '\u0000.json'])('answers 404 for %j', async (file) => {
    expect((await get(file)).status).toBe(404);
  });
});

describe('clientMessagesUrl', () => {
  it('names the locale and changes its version with the texts, not otherwise', () => {
    const url = clientMessagesUrl('en', en);
    expect(url).toMatch(/^\/intl\/en\.json\?v=[0-9a-z]+$/);
    expect(clientMessagesUrl('en', structuredClone(en))).toBe(url);
    const edited = structuredClone(en);
    edited.auth = { ...edited.auth, title: `${String((en.auth as Record<string, unknown>).title)}!` } as typeof en.auth;
    expect(clientMessagesUrl('en', edited)).not.toBe(url);
    expect(clientMessagesUrl('en', { ...en, home: { changed: 'only a server namespace' } })).toBe(url);
  });
});
