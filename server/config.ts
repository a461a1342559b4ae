import { z } from 'zod';
import { booleanText, csv } from './env-text';
import { bonusEnvSchema, toBonusConfig, type BonusConfig } from './modules/bonuses/bonus-config';
import { mirrorsEnvSchema, toMirrorsConfig, type MirrorsConfig } from './modules/mirrors/mirrors-config';
import { casinoEnvSchema, casinoStartProblems, toCasinoConfig, type CasinoConfig } from './modules/casino/casino-config';
import { paymentsEnvSchema, paymentsProductionProblems, toPaymentsConfig, type PaymentsConfig } from './payments/payments-config';
import { realtimeEnvSchema, toRealtimeConfig, type RealtimeConfig } from './realtime/realtime-config';
import { DEFAULT_RATE_LIMITS, type RateLimitRules } from './rate-limit-rules';

/** The demo player's token when DEMO_TOKEN is not set: public (it is in this file), so only for a machine of one's own. */
export const DEFAULT_DEMO_TOKEN = 'demo-player-token-change-me';

const LOOPBACK_HOSTS = new Set(['127.0.0.1', '::1', 'localhost', '::ffff:127.0.0.1']);

/** Whether listening on this host keeps the api unreachable from other machines. */
export function isLoopbackHost(host: string): boolean {
  return LOOPBACK_HOSTS.has(host.toLowerCase()) || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  API_PORT: z.coerce.number().int().min(1).max(65535).default(4000),
  API_HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(500).default(20),
  DATA_DIR: z.string().min(1).default('.data'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_ORIGINS: z
    .string()
    // The dev mirrors (config/mirrors.json) are served by the same web process.
    .default('http://localhost:3000,http://mirror-a.localhost:3000,http://mirror-b.localhost:3000')
    .transform(csv)
    .pipe(z.array(z.url({ protocol: /^https?$/ })).min(1))
    // Browsers send an origin as scheme://host[:port] in lower case: CORS and the socket compare that text exactly.
    .transform((urls) => urls.map((url) => new URL(url).origin)),
  TRUSTED_PROXIES: z
    .string()
    .default('127.0.0.1,::1,::ffff:127.0.0.1')
    .transform(csv)
    .pipe(z.array(z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()]))),
  RESTRICTED_COUNTRIES: z
    .string()
    .default('')
    .transform((value) => csv(value).map((code) => code.toUpperCase()))
    .pipe(z.array(z.string().regex(/^[A-Z]{2}$/, 'must be ISO 3166-1 alpha-2 codes'))),
  HOUSE_ACCOUNT_SHARDS: z.coerce.number().int().min(1).max(1024).default(16),
  LEDGER_LOCK_TIMEOUT_MS: z.coerce.number().int().min(10).max(60_000).default(2_000),
  LEDGER_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(5_000),
  REDIRECTS_CACHE_TTL_MS: z.coerce.number().int().min(0).max(3_600_000).default(30_000),
  /** How long GET /api/v2/top answers from memory (0: never cached). */
  TOP_CACHE_TTL_MS: z.coerce.number().int().min(0).max(3_600_000).default(30_000),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  DEV_OUTBOX: booleanText.default(false),
  DEMO_SEED: booleanText.default(false),
  DEMO_TOKEN: z.string().min(16).default(DEFAULT_DEMO_TOKEN),
  ACCESS_TOKEN_TTL_S: z.coerce.number().int().min(30).max(86_400).default(900),
  SESSION_TTL_S: z.coerce.number().int().min(300).max(31_536_000).default(2_592_000),
  WEB_URL: z.url({ protocol: /^https?$/ }).default('http://localhost:3000'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Casino <no-reply@casino.local>'),
  SMS_PROVIDER: z.enum(['outbox', 'http']).default('outbox'),
  SMS_HTTP_URL: z.url({ protocol: /^https?$/ }).optional(),
  SMS_HTTP_TOKEN: z.string().min(1).optional(),
  SMS_SENDER: z.string().min(1).max(11).default('Casino'),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// URL')
    .optional(),
  HCAPTCHA_SECRET: z.string().min(1).optional(),
  RECAPTCHA_SECRET: z.string().min(1).optional(),
  OPERATOR_API_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  API_PUBLIC_URL: z.url({ protocol: /^https?$/ }).default('http://localhost:4000'),
  ...paymentsEnvSchema,
  ...casinoEnvSchema,
  ...bonusEnvSchema,
  ...mirrorsEnvSchema,
  ...realtimeEnvSchema,
  OIDC_PROVIDERS: z
    .string()
    .default('[]')
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'must be a JSON array' });
        return z.NEVER;
      }
    })
    .pipe(
      z.array(
        z.object({
          name: z.string().regex(/^[a-z][a-z0-9_-]{1,31}$/),
          issuer: z.url({ protocol: /^https?$/ }),
          client_id: z.string().min(1),
          client_secret: z.string().min(1),
          scope: z.string().default('openid email profile'),
        }),
      ),
    ),
});

export type OidcProviderConfig = { name: string; issuer: string; clientId: string; clientSecret: string; scope: string };

export { DEFAULT_RATE_LIMITS, type RateLimitRule, type RateLimitRules } from './rate-limit-rules';

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  databaseUrl: string | null;
  databasePoolMax: number;
  dataDir: string;
  logLevel: string;
  webOrigins: string[];
  trustedProxies: string[];
  restrictedCountries: string[];
  houseAccountShards: number;
  /** lock_timeout and statement_timeout of ledger transactions (the batched statement gets the lock timeout). */
  ledgerTimeouts: { lockMs: number; statementMs: number };
  redirectsCacheTtlMs: number;
  topCacheTtlMs: number;
  /** Not read from the environment: how long a node trusts a bearer token's session it looked up (at most 1 s, so a revocation it missed still holds within 1 s). */
  sessionCacheTtlMs: number;
  shutdownTimeoutMs: number;
  /** GET /dev/outbox: opt-in (DEV_OUTBOX), only on a loopback API_HOST, never in production. */
  devOutbox: boolean;
  /** The demo player with a permanent public token: opt-in (DEMO_SEED), same rules as devOutbox. */
  demoSeed: boolean;
  demoToken: string;
  accessTokenTtlS: number;
  sessionTtlS: number;
  webUrl: string;
  smtpUrl: string | null;
  mailFrom: string;
  smsProvider: 'outbox' | 'http';
  /** The SMS gateway of SMS_PROVIDER=http: messages are POSTed to url as JSON, with the token as a bearer. */
  smsHttp: { url: string; token: string | null; sender: string } | null;
  redisUrl: string | null;
  hcaptchaSecret: string | null;
  recaptchaSecret: string | null;
  /** Unlocks the /operator routes (sent as X-Operator-Key); without it they do not exist. */
  operatorApiKey: string | null;
  /** The api's own public base URL (social-login callbacks). */
  apiPublicUrl: string;
  oidcProviders: OidcProviderConfig[];
  realtime: RealtimeConfig;
  /** Not read from the environment: the product's abuse limits, overridable in tests. */
  rateLimits: RateLimitRules;
} & PaymentsConfig &
  CasinoConfig &
  BonusConfig &
  MirrorsConfig;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

type Env = z.infer<typeof envSchema>;

/**
 * Combinations each variable allows alone but that must not start: development conveniences reachable from
 * other machines, and a production start with any of them, a public secret or no way to deliver codes.
 */
function startProblems(value: Env): string[] {
  const problems: string[] = [];
  if (value.SMS_PROVIDER === 'http' && !value.SMS_HTTP_URL) problems.push('SMS_HTTP_URL: must be set when SMS_PROVIDER is http');
  const loopback = isLoopbackHost(value.API_HOST);
  for (const name of ['DEV_OUTBOX', 'DEMO_SEED'] as const) {
    if (!value[name]) continue;
    if (value.NODE_ENV === 'production') problems.push(`${name}: a development convenience; must be off in production`);
    else if (!loopback) problems.push(`${name}: only with a loopback API_HOST (127.0.0.1 or ::1), not ${value.API_HOST}`);
  }
  problems.push(...casinoStartProblems(value, value.NODE_ENV === 'production'));
  if (value.NODE_ENV === 'production') {
    if (value.DEMO_TOKEN === DEFAULT_DEMO_TOKEN && value.DEMO_SEED) problems.push('DEMO_TOKEN: the default token is public');
    if (!value.SMTP_URL) problems.push('SMTP_URL: production needs a real mail transport (codes and reset links go by email)');
    problems.push(...paymentsProductionProblems(value));
    if (value.SMS_PROVIDER !== 'http')
      problems.push('SMS_PROVIDER: production needs http (an SMS gateway); the outbox is not served there');
  }
  return problems;
}

/** Parses the environment once; every bad variable is named in one error. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.') || '(env)'}: ${issue.message}`));
  }
  const value = parsed.data;
  const problems = startProblems(value);
  if (problems.length > 0) throw new ConfigError(problems);
  return {
    env: value.NODE_ENV,
    port: value.API_PORT,
    host: value.API_HOST,
    databaseUrl: value.DATABASE_URL ?? null,
    databasePoolMax: value.DATABASE_POOL_MAX,
    dataDir: value.DATA_DIR,
    logLevel: value.LOG_LEVEL,
    webOrigins: value.WEB_ORIGINS,
    trustedProxies: value.TRUSTED_PROXIES,
    restrictedCountries: value.RESTRICTED_COUNTRIES,
    houseAccountShards: value.HOUSE_ACCOUNT_SHARDS,
    ledgerTimeouts: { lockMs: value.LEDGER_LOCK_TIMEOUT_MS, statementMs: value.LEDGER_STATEMENT_TIMEOUT_MS },
    redirectsCacheTtlMs: value.REDIRECTS_CACHE_TTL_MS,
    topCacheTtlMs: value.TOP_CACHE_TTL_MS,
    sessionCacheTtlMs: 1_000,
    shutdownTimeoutMs: value.SHUTDOWN_TIMEOUT_MS,
    devOutbox: value.DEV_OUTBOX,
    demoSeed: value.DEMO_SEED,
    demoToken: value.DEMO_TOKEN,
    accessTokenTtlS: value.ACCESS_TOKEN_TTL_S,
    sessionTtlS: value.SESSION_TTL_S,
    webUrl: value.WEB_URL.replace(/\/+$/, ''),
    smtpUrl: value.SMTP_URL ?? null,
    mailFrom: value.MAIL_FROM,
    smsProvider: value.SMS_PROVIDER,
    smsHttp: value.SMS_HTTP_URL ? { url: value.SMS_HTTP_URL, token: value.SMS_HTTP_TOKEN ?? null, sender: value.SMS_SENDER } : null,
    redisUrl: value.REDIS_URL ?? null,
    hcaptchaSecret: value.HCAPTCHA_SECRET ?? null,
    recaptchaSecret: value.RECAPTCHA_SECRET ?? null,
    operatorApiKey: value.OPERATOR_API_KEY ?? null,
    apiPublicUrl: value.API_PUBLIC_URL.replace(/\/+$/, ''),
    oidcProviders: value.OIDC_PROVIDERS.map((provider) => ({
      name: provider.name,
      issuer: provider.issuer,
      clientId: provider.client_id,
      clientSecret: provider.client_secret,
      scope: provider.scope,
    })),
    ...toPaymentsConfig(value, value.NODE_ENV === 'production'),
    ...toCasinoConfig(value, value.NODE_ENV === 'production'),
    ...toBonusConfig(value),
    ...toMirrorsConfig(value),
    realtime: toRealtimeConfig(value),
    rateLimits: DEFAULT_RATE_LIMITS,
  };
}

/** Defaults for tests: no environment read, no realtime game unless a test names one, everything overridable. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  // The casino's sandbox aggregator only where a test asks for it (it makes RSA keys and jobs).
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DEV_OUTBOX: '1', CASINO_SANDBOX: 'false' });
  return { ...config, realtime: { ...config.realtime, games: [] }, ...overrides };
}

/** The Redis of the suites that need one (REDIS_URL); null: they are skipped. */
export function testRedisUrl(env: Record<string, string | undefined> = process.env): string | null {
  return env.REDIS_URL || null;
}

/** The test suites' database: DATABASE_URL names a Postgres (none: embedded PGlite); TEST_SCHEMA a child node's schema. */
export function testDatabaseEnv(env: Record<string, string | undefined> = process.env): { url: string | null; schema: string | null } {
  return { url: env.DATABASE_URL || null, schema: env.TEST_SCHEMA || null };
}
