import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { Currency } from '@/lib/currencies';
import { gamesGet } from '../../shared/api/games-api';

export const rouletteConfigSchema = z.looseObject({
  currency: z.string(),
  betting_ms: z.number().positive().optional(),
  spinning_ms: z.number().positive().optional(),
  chain: z
    .looseObject({ terminal_hash: z.string(), salt: z.string(), length: z.number().optional(), rounds_played: z.number().optional() })
    .nullish(),
});
export type RouletteConfig = z.infer<typeof rouletteConfigSchema>;

/**
 * GET /roulette/config: the phases' lengths and the chain's public salt and terminal hash (docs/realtime.md). The
 * wheel, its multipliers and the stake limits are lib/fairness/roulette.ts's, the same numbers the api publishes.
 */
export async function getRouletteConfig(currency: Currency): Promise<RouletteConfig> {
  return rouletteConfigSchema.parse(await gamesGet('/roulette/config', { demoToken: null }, { params: { currency } }));
}

/** The chain changes only when one runs out, so the config is fetched once per visit and currency. */
export function useRouletteConfig(currency: Currency) {
  return useQuery({
    queryKey: ['games', 'roulette', 'config', currency],
    queryFn: () => getRouletteConfig(currency),
    staleTime: 60 * 60 * 1000,
  });
}
