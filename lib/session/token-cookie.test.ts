// @vitest-environment jsdom
// @vitest-environment-options {"url": "https://casino.example/ru"}
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cookieAttributes, readToken, removeToken, storeCookieIfEmpty, writeToken } from './token-cookie';

/** What the page wrote to document.cookie: the attributes are visible only there, never when reading back. */
let written: string[];

beforeEach(() => {
  written = [];
  const native = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
  vi.spyOn(document, 'cookie', 'set').mockImplementation(function (this: Document, value: string) {
    written.push(value);
    native.set!.call(this, value);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
});

const attributesOf = (line: string) =>
  line
    .split(';')
    .slice(1)
    .map((part) => part.trim().toLowerCase());

describe('the token cookie', () => {
  it('is written Secure and SameSite=Lax for the whole site for 30 days on an https page', () => {
    writeToken('abc');
    expect(readToken()).toBe('abc');
    const attributes = attributesOf(written[0]);
    expect(attributes).toEqual(expect.arrayContaining(['path=/', 'samesite=lax', 'secure']));
    const expires = Date.parse(attributes.find((part) => part.startsWith('expires='))!.slice('expires='.length));
    expect(Math.round((expires - Date.now()) / 86_400_000)).toBe(30);
  });

  it('is removed on logout', () => {
    writeToken('abc');
    removeToken();
    expect(readToken()).toBeNull();
  });

  it('gives the query cookies the same attributes, and never overwrites one', () => {
    storeCookieIfEmpty('promo', 'WELCOME', 86_400);
    storeCookieIfEmpty('promo', 'OTHER', 86_400);
    expect(Cookies.get('promo')).toBe('WELCOME');
    expect(written).toHaveLength(1);
    expect(attributesOf(written[0])).toEqual(expect.arrayContaining(['path=/', 'samesite=lax', 'secure']));
  });
});

describe('cookie attributes', () => {
  it('leave Secure off on a plain-http page, where the browser would drop a Secure cookie', () => {
    expect(cookieAttributes('http:')).toEqual({ path: '/', sameSite: 'lax', secure: false });
    expect(cookieAttributes('https:')).toEqual({ path: '/', sameSite: 'lax', secure: true });
    expect(cookieAttributes()).toMatchObject({ secure: true });
  });
});
