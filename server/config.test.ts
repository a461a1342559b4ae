import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('has working defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 4000,
      host: '0.0.0.0',
      databaseUrl: null,
      dataDir: '.data',
      webOrigins: ['http://localhost:3000'],
      restrictedCountries: [],
      demoSeed: true,
    });
    expect(config.trustedProxies).toContain('::ffff:127.0.0.1');
  });

  it('parses lists and numbers', () => {
    const config = loadConfig({
      API_PORT: '4100',
      WEB_ORIGINS: 'https://a.example, https://b.example',
      RESTRICTED_COUNTRIES: 'us,gb',
      DATABASE_URL: 'postgres://u@db:5432/casino',
      NODE_ENV: 'production',
    });
    expect(config.port).toBe(4100);
    expect(config.webOrigins).toEqual(['https://a.example', 'https://b.example']);
    expect(config.restrictedCountries).toEqual(['US', 'GB']);
    expect(config.demoSeed).toBe(false);
  });

  it('names every bad variable at once', () => {
    let error: unknown;
    try {
      loadConfig({ API_PORT: 'x', WEB_ORIGINS: 'not a url', RESTRICTED_COUNTRIES: 'USA', DATABASE_URL: 'mysql://x' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const text = (error as ConfigError).problems.join('\n');
    for (const name of ['API_PORT', 'WEB_ORIGINS', 'RESTRICTED_COUNTRIES', 'DATABASE_URL']) expect(text).toContain(name);
  });

  it('has working account defaults: no SMTP, Redis, captcha or social providers', () => {
    expect(loadConfig({})).toMatchObject({
      accessTokenTtlS: 900,
      sessionTtlS: 2_592_000,
      webUrl: 'http://localhost:3000',
      apiPublicUrl: 'http://localhost:4000',
      smtpUrl: null,
      smsProvider: 'outbox',
      smsHttp: null,
      redisUrl: null,
      hcaptchaSecret: null,
      recaptchaSecret: null,
      operatorApiKey: null,
      oidcProviders: [],
    });
  });

  it('parses the account variables', () => {
    const config = loadConfig({
      ACCESS_TOKEN_TTL_S: '60',
      WEB_URL: 'https://casino.example/',
      SMTP_URL: 'smtp://user:pass@mail.example:587',
      REDIS_URL: 'redis://cache:6379/0',
      OIDC_PROVIDERS: '[{"name":"google","issuer":"https://accounts.google.com","client_id":"id","client_secret":"s"}]',
    });
    expect(config).toMatchObject({
      accessTokenTtlS: 60,
      webUrl: 'https://casino.example',
      smtpUrl: 'smtp://user:pass@mail.example:587',
      redisUrl: 'redis://cache:6379/0',
    });
    expect(config.oidcProviders).toEqual([
      { name: 'google', issuer: 'https://accounts.google.com', clientId: 'id', clientSecret: 's', scope: 'openid email profile' },
    ]);
  });

  it('refuses bad account variables', () => {
    for (const env of [
      { SMTP_URL: 'http://mail' },
      { REDIS_URL: 'localhost:6379' },
      { OIDC_PROVIDERS: '{not json' },
      { OIDC_PROVIDERS: '[{"name":"x"}]' },
      { ACCESS_TOKEN_TTL_S: '5' },
    ]) {
      expect(() => loadConfig(env)).toThrow(ConfigError);
    }
  });
});
