import { z } from 'zod';

/** The bonus engine's settings: the definitions' seed file and how often the sweep ends wagered and expired bonuses. */
export type BonusConfig = { bonusesFile: string; bonusSweepIntervalS: number };

export const bonusEnvSchema = {
  BONUSES_FILE: z.string().min(1).default('config/bonuses.json'),
  BONUS_SWEEP_INTERVAL_S: z.coerce.number().int().min(5).max(3_600).default(60),
};

export function toBonusConfig(env: z.output<z.ZodObject<typeof bonusEnvSchema>>): BonusConfig {
  return { bonusesFile: env.BONUSES_FILE, bonusSweepIntervalS: env.BONUS_SWEEP_INTERVAL_S };
}
