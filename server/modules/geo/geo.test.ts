import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ restrictedCountries: ['US'], trustedProxies: ['127.0.0.1', '10.0.0.0/8'] });
});
afterAll(async () => {
  await t.close();
});

describe('GET /geo_ip', () => {
  it('answers ip, country and KZ as its own region behind a trusted proxy', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/geo_ip', headers: { 'x-forwarded-for': '95.59.0.1' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { ip: '95.59.0.1', country_code: 'KZ', region: 'KZ' } });
  });

  it('puts any other country in the RU region', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/geo_ip', headers: { 'x-forwarded-for': '2a02:6b8::1' } });
    expect(res.json()).toEqual({ data: { ip: '2a02:6b8::1', country_code: 'RU', region: 'RU' } });
    const germany = await t.app.inject({ method: 'GET', url: '/geo_ip', headers: { 'x-forwarded-for': '85.214.132.117' } });
    expect(germany.json<{ data: unknown }>().data).toMatchObject({ country_code: 'DE', region: 'RU' });
  });

  it('answers country_code null for an unknown address', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/geo_ip' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { ip: '127.0.0.1', country_code: null, region: 'RU' } });
  });

  it('answers 451 for a restricted country', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/geo_ip', headers: { 'x-forwarded-for': '8.8.8.8' } });
    expect(res.statusCode).toBe(451);
    expect(res.json()).toEqual({ message: expect.any(String), code: 'region_restricted' });
  });

  it('ignores X-Forwarded-For from an untrusted peer', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/geo_ip',
      remoteAddress: '203.0.113.9',
      headers: { 'x-forwarded-for': '8.8.8.8' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ data: { ip: string } }>().data.ip).toBe('203.0.113.9');
  });

  it('uses the client address closest to the last trusted proxy', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/geo_ip',
      remoteAddress: '10.1.2.3',
      headers: { 'x-forwarded-for': '8.8.8.8, 95.59.0.1, 10.0.0.7' },
    });
    expect(res.json<{ data: unknown }>().data).toMatchObject({ ip: '95.59.0.1', country_code: 'KZ' });
  });
});
