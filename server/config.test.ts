import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

/** What a production start needs besides its own choices. */
const PRODUCTION = {
  NODE_ENV: 'production',
  SMTP_URL: 'smtp://mail.example:587',
  SMS_PROVIDER: 'http',
  SMS_HTTP_URL: 'https://sms.example/send',
};

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('development conveniences and a production start', () => {
  it('turns the outbox and the demo on only when asked and only on loopback', () => {
    expect(loadConfig({ DEV_OUTBOX: '1', DEMO_SEED: '1' })).toMatchObject({ host: '127.0.0.1', devOutbox: true, demoSeed: true });
    expect(loadConfig({ DEV_OUTBOX: '1', API_HOST: '::1' }).devOutbox).toBe(true);
    expect(problemsOf({ DEV_OUTBOX: '1', DEMO_SEED: 'true', API_HOST: '0.0.0.0' })).toEqual([
      expect.stringMatching(/^DEV_OUTBOX: only with a loopback API_HOST/),
      expect.stringMatching(/^DEMO_SEED: only with a loopback API_HOST/),
    ]);
    expect(loadConfig({ API_HOST: '0.0.0.0' })).toMatchObject({ devOutbox: false, demoSeed: false });
  });

  it('starts in production with a mail transport and an SMS gateway and nothing of development', () => {
    expect(loadConfig(PRODUCTION)).toMatchObject({ env: 'production', devOutbox: false, demoSeed: false });
  });

  it('refuses a production start with the outbox, the demo, a default secret or no transport, naming every problem', () => {
    const problems = problemsOf({ NODE_ENV: 'production', DEV_OUTBOX: '1', DEMO_SEED: '1' });
    expect(problems.map((problem) => problem.split(':')[0])).toEqual(['DEV_OUTBOX', 'DEMO_SEED', 'DEMO_TOKEN', 'SMTP_URL', 'SMS_PROVIDER']);
    expect(problemsOf({ ...PRODUCTION, DEMO_SEED: '1', DEMO_TOKEN: 'a-secret-of-our-own-1234' })).toEqual([
      expect.stringMatching(/^DEMO_SEED: a development convenience/),
    ]);
  });
});

describe('loadConfig', () => {
  it('has working defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 4000,
      host: '127.0.0.1',
      databaseUrl: null,
      dataDir: '.data',
      webOrigins: ['http://localhost:3000', 'http://mirror-a.localhost:3000', 'http://mirror-b.localhost:3000'],
      restrictedCountries: [],
      devOutbox: false,
      demoSeed: false,
    });
    expect(config.trustedProxies).toContain('::ffff:127.0.0.1');
  });

  it('parses lists and numbers', () => {
    const config = loadConfig({
      API_PORT: '4100',
      WEB_ORIGINS: 'https://a.example, https://b.example',
      RESTRICTED_COUNTRIES: 'us,gb',
      DATABASE_URL: 'postgres://u@db:5432/casino',
      ...PRODUCTION,
    });
    expect(config.port).toBe(4100);
    expect(config.webOrigins).toEqual(['https://a.example', 'https://b.example']);
    expect(config.restrictedCountries).toEqual(['US', 'GB']);
    expect(config.demoSeed).toBe(false);
  });

  it('reduces each web origin to what a browser sends: scheme, host and port, lower case, no path', () => {
    const config = loadConfig({ WEB_ORIGINS: 'HTTPS://Casino.Example/, https://mirror.example:443/app, http://localhost:3000/' });
    expect(config.webOrigins).toEqual(['https://casino.example', 'https://mirror.example', 'http://localhost:3000']);
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
