import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGeoLookup, createRedirectLookup } from './api-lookups';

/** A real HTTP server standing in for the api's two endpoints, counting calls to show the caching. */
let server: Server;
let baseUrl: string;
const calls: string[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    calls.push(`${url.pathname}${url.search}|${String(request.headers['x-forwarded-for'] ?? '')}`);
    response.setHeader('content-type', 'application/json');
    if (url.pathname === '/geo_ip') {
      const ip = String(request.headers['x-forwarded-for'] ?? '');
      if (ip === '6.6.6.6') return void response.writeHead(451).end(JSON.stringify({ message: 'Region restricted' }));
      if (ip === '5.5.5.5') return void response.writeHead(500).end('{}');
      return void response.end(JSON.stringify({ data: { ip, country_code: ip === '95.59.0.1' ? 'KZ' : 'DE', region: 'RU' } }));
    }
    if (url.pathname === '/api/v1/redirects/lookup') {
      const path = url.searchParams.get('path');
      const data = path === '/promo' ? { target: '/bonuses', status: 302 } : path === '/weird' ? { target: '/x', status: 200 } : null;
      return void response.end(JSON.stringify({ data }));
    }
    response.writeHead(404).end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('geo lookup', () => {
  it('passes the visitor IP, reads the country and caches per IP', async () => {
    const lookup = createGeoLookup({ apiBaseUrl: baseUrl, ttlMs: 60_000, timeoutMs: 1000 });
    const before = calls.length;
    expect(await lookup('95.59.0.1')).toEqual({ kind: 'country', countryCode: 'KZ' });
    expect(await lookup('95.59.0.1')).toEqual({ kind: 'country', countryCode: 'KZ' });
    expect(await lookup('8.8.8.8')).toEqual({ kind: 'country', countryCode: 'DE' });
    expect(calls.slice(before)).toEqual(['/geo_ip|95.59.0.1', '/geo_ip|8.8.8.8']);
  });

  it('turns a 451 into restricted and any other failure into unavailable, without caching failures', async () => {
    const errors: string[] = [];
    const lookup = createGeoLookup({ apiBaseUrl: baseUrl, ttlMs: 60_000, timeoutMs: 1000, onError: (what) => errors.push(what) });
    expect(await lookup('6.6.6.6')).toEqual({ kind: 'restricted' });
    const before = calls.length;
    expect(await lookup('5.5.5.5')).toEqual({ kind: 'unavailable' });
    expect(await lookup('5.5.5.5')).toEqual({ kind: 'unavailable' });
    expect(calls.length - before).toBe(2);
    expect(errors).toEqual(['geo_ip', 'geo_ip']);
  });

  it('reports an unreachable api as unavailable', async () => {
    const lookup = createGeoLookup({ apiBaseUrl: 'http://127.0.0.1:9', ttlMs: 1000, timeoutMs: 500 });
    expect(await lookup('1.1.1.1')).toEqual({ kind: 'unavailable' });
  });
});

describe('redirect lookup', () => {
  it('makes one call per path within the TTL, misses included', async () => {
    const lookup = createRedirectLookup({ apiBaseUrl: baseUrl, ttlMs: 60_000, timeoutMs: 1000 });
    const before = calls.length;
    expect(await lookup('/promo')).toEqual({ target: '/bonuses', status: 302 });
    expect(await lookup('/promo')).toEqual({ target: '/bonuses', status: 302 });
    expect(await lookup('/faq')).toBeNull();
    expect(await lookup('/faq')).toBeNull();
    expect(calls.length - before).toBe(2);
  });

  it('ignores answers that are not redirects', async () => {
    const lookup = createRedirectLookup({ apiBaseUrl: baseUrl, ttlMs: 60_000, timeoutMs: 1000 });
    expect(await lookup('/weird')).toBeNull();
  });
});
