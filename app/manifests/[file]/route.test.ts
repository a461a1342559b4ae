import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import kz from '@/messages/kz.json';
import ru from '@/messages/ru.json';
import { GET } from './route';

const get = (file: string) => GET(new Request(`http://localhost/manifests/${file}`), { params: Promise.resolve({ file }) });

describe('GET /manifests/[file]', () => {
  it.each([
    ['en', en, '/', 'en-US'],
    ['ru', ru, '/ru', 'ru-RU'],
    ['kz', kz, '/kz', 'kk-KZ'],
  ] as const)('serves the %s manifest in its language, starting on its home page', async (code, messages, startUrl, lang) => {
    const response = await get(`${code}.webmanifest`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/manifest+json');
    const manifest = (await response.json()) as Record<string, unknown>;
    expect(manifest).toMatchObject({
      id: '/',
      name: messages.pwa.manifest.name,
      short_name: messages.meta.brand,
      description: messages.pwa.manifest.description,
      lang,
      start_url: startUrl,
      scope: '/',
      display: 'standalone',
      theme_color: '#0f1923',
      background_color: '#0f1923',
    });
    expect(manifest.icons).toEqual([
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ]);
  });

  it('names the app differently in each language', async () => {
    const names = await Promise.all(
      ['en', 'ru', 'kz'].map(async (code) => ((await (await get(`${code}.webmanifest`)).json()) as { name: string }).name),
    );
    expect(new Set(names).size).toBe(3);
  });

  it.each(['xx.webmanifest', 'en', 'en.json', '../en.webmanifest', '\u0000.webmanifest', 'e'.repeat(5000)])(
    'answers 404 for %j',
    async (file) => {
      expect((await get(file)).status).toBe(404);
    },
  );
});
