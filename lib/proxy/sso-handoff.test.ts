import { describe, expect, it } from 'vitest';
import { defaultMirrorData, type MirrorData } from '../mirrors/contract';
import { decideSsoHandoff, isBot, isDocumentRequest, type SsoHandoffInput } from './sso-handoff';

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0.0.0 Safari/537.36';
const mirrorB: MirrorData = {
  ...defaultMirrorData('mirror-b.localhost'),
  known: true,
  sso: 'http://localhost:3000/sso/start',
};

type Overrides = Omit<Partial<SsoHandoffInput>, 'cookies'> & { cookies?: Record<string, string>; query?: string };

function input(overrides: Overrides = {}): SsoHandoffInput {
  const { cookies = {}, query = '', ...rest } = overrides;
  return {
    mirror: mirrorB,
    method: 'GET',
    isDocument: true,
    cookies: { get: (name: string) => (name in cookies ? { value: cookies[name] } : undefined) },
    searchParams: new URLSearchParams(query),
    userAgent: CHROME,
    isDevelopment: false,
    ...rest,
  };
}

describe('decideSsoHandoff', () => {
  it('hands off a page load on a mirror with an SSO link, no token, no flag, no no_sso, not development, not a bot', () => {
    expect(decideSsoHandoff(input())).toEqual({ kind: 'hand-off', ssoLink: 'http://localhost:3000/sso/start' });
  });

  it.each<[string, Overrides]>([
    ['the SSO home itself (no link)', { mirror: { ...mirrorB, sso: null, is_sso_home: true } }],
    ['an unknown host', { mirror: defaultMirrorData('evil.example') }],
    ['a token', { cookies: { token: 'abc' } }],
    ['the redirected flag', { cookies: { sso_redirected: '1' } }],
    ['a hand-off that came back empty', { cookies: { sso_checked: '1' } }],
    ['no_sso in the query', { query: 'no_sso=1' }],
    ['an empty no_sso', { query: 'a=1&no_sso' }],
    ['development', { isDevelopment: true }],
    ['a bot', { userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' }],
    ['no user agent', { userAgent: null }],
    ['a POST', { method: 'POST' }],
    ['a client navigation', { isDocument: false }],
  ])('does nothing with %s', (_, overrides) => {
    expect(decideSsoHandoff(input(overrides))).toEqual({ kind: 'none' });
  });

  it('knows bots from browsers', () => {
    for (const ua of [
      'YandexBot/3.0',
      'Mozilla/5.0 (compatible; bingbot/2.0)',
      'facebookexternalhit/1.1',
      'TelegramBot (like TwitterBot)',
      'curl/8.0',
    ]) {
      expect(isBot(ua)).toBe(true);
    }
    expect(isBot(CHROME)).toBe(false);
    expect(
      isBot('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1'),
    ).toBe(false);
  });

  it('tells page loads from RSC requests and prefetches', () => {
    expect(isDocumentRequest(new Headers({ 'sec-fetch-mode': 'navigate' }))).toBe(true);
    expect(isDocumentRequest(new Headers())).toBe(true);
    expect(isDocumentRequest(new Headers({ rsc: '1' }))).toBe(false);
    expect(isDocumentRequest(new Headers({ 'next-router-prefetch': '1' }))).toBe(false);
    expect(isDocumentRequest(new Headers({ 'sec-fetch-mode': 'cors' }))).toBe(false);
  });
});
