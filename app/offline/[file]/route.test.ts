import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import kz from '@/messages/kz.json';
import ru from '@/messages/ru.json';
import { GET } from './route';

const get = (file: string) => GET(new Request(`http://localhost/offline/${file}`), { params: Promise.resolve({ file }) });

describe('GET /offline/[file]', () => {
  it.each([
    ['en', en, 'en-US'],
    ['ru', ru, 'ru-RU'],
    ['kz', kz, 'kk-KZ'],
  ] as const)('serves the %s offline page in its language, without a script', async (code, messages, lang) => {
    const response = await get(`${code}.html`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await response.text();
    expect(html).toContain(`<html lang="${lang}">`);
    expect(html).toContain(`data-offline-page="${code}"`);
    expect(html).toContain(`<h1>${messages.pwa.offline.title}</h1>`);
    expect(html).toContain(messages.pwa.offline.retry);
    expect(html).not.toContain('<script');
  });

  it.each(['xx.html', 'en', 'en.json', '../en.html', '\u0000.html'])('answers 404 for %j', async (file) => {
    expect((await get(file)).status).toBe(404);
  });
});
