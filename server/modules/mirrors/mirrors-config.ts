import { z } from 'zod';

/** The mirrors' seed file and how long an SSO hand-off token lives (under a minute: it only crosses one redirect). */
export type MirrorsConfig = { mirrorsFile: string; ssoHandoffTtlS: number };

export const mirrorsEnvSchema = {
  MIRRORS_FILE: z.string().min(1).default('config/mirrors.json'),
  SSO_HANDOFF_TTL_S: z.coerce.number().int().min(1).max(59).default(30),
};

export function toMirrorsConfig(env: z.output<z.ZodObject<typeof mirrorsEnvSchema>>): MirrorsConfig {
  return { mirrorsFile: env.MIRRORS_FILE, ssoHandoffTtlS: env.SSO_HANDOFF_TTL_S };
}
