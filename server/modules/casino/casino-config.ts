import { z } from 'zod';
import { booleanText } from '../../env-text';

/**
 * The game aggregator (docs/casino.md): Hub88 when its four settings are set; otherwise, outside production, the
 * sandbox aggregator inside this api (CASINO_SANDBOX, on by default there), whose keys are made on first start.
 */
export type CasinoConfig = {
  hub88: { apiUrl: string; operatorId: number; privateKeyPem: string; publicKeyPem: string } | null;
  casinoSandbox: boolean;
  /** How often the catalogue is synced from the aggregator's game list. */
  catalogSyncIntervalS: number;
};

export const casinoEnvSchema = {
  HUB88_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  HUB88_OPERATOR_ID: z.coerce.number().int().min(1).optional(),
  HUB88_PRIVATE_KEY: z.string().includes('PRIVATE KEY', { message: 'must be a PEM private key' }).optional(),
  HUB88_PUBLIC_KEY: z.string().includes('PUBLIC KEY', { message: 'must be a PEM public key' }).optional(),
  CASINO_SANDBOX: booleanText.optional(),
  CASINO_CATALOG_SYNC_INTERVAL_S: z.coerce.number().int().min(60).max(604_800).default(3_600),
};

type CasinoEnv = z.output<z.ZodObject<typeof casinoEnvSchema>>;

const HUB88_SETTINGS = ['HUB88_API_URL', 'HUB88_OPERATOR_ID', 'HUB88_PRIVATE_KEY', 'HUB88_PUBLIC_KEY'] as const;

/** Half a Hub88 configuration cannot start, nor a sandbox aggregator in production. */
export function casinoStartProblems(env: CasinoEnv, production: boolean): string[] {
  const set = HUB88_SETTINGS.filter((name) => env[name] !== undefined);
  const problems =
    set.length > 0 && set.length < HUB88_SETTINGS.length
      ? [`${HUB88_SETTINGS.filter((name) => !set.includes(name)).join(', ')}: Hub88 needs all four of ${HUB88_SETTINGS.join(', ')}`]
      : [];
  if (production && env.CASINO_SANDBOX)
    problems.push('CASINO_SANDBOX: the sandbox aggregator is for development; must be off in production');
  return problems;
}

export function toCasinoConfig(env: CasinoEnv, production: boolean): CasinoConfig {
  const hub88 =
    env.HUB88_API_URL && env.HUB88_OPERATOR_ID && env.HUB88_PRIVATE_KEY && env.HUB88_PUBLIC_KEY
      ? {
          apiUrl: env.HUB88_API_URL.replace(/\/+$/, ''),
          operatorId: env.HUB88_OPERATOR_ID,
          privateKeyPem: env.HUB88_PRIVATE_KEY,
          publicKeyPem: env.HUB88_PUBLIC_KEY,
        }
      : null;
  return { hub88, casinoSandbox: !hub88 && (env.CASINO_SANDBOX ?? !production), catalogSyncIntervalS: env.CASINO_CATALOG_SYNC_INTERVAL_S };
}
