import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { gamesGet } from '../../shared/api/games-api';

export const crashChainSchema = z.looseObject({
  terminal_hash: z.string(),
  salt: z.string(),
  length: z.number().optional(),
  rounds_played: z.number().optional(),
});
export type CrashChain = z.infer<typeof crashChainSchema>;

/** GET /crash/chain: the public salt and the chain's terminal hash (docs/realtime.md); public, no credentials. */
export async function getCrashChain(): Promise<CrashChain> {
  return crashChainSchema.parse(await gamesGet('/crash/chain', { demoToken: null }));
}

/** The chain changes only when one runs out, so it is fetched once per visit. */
export function useCrashChain() {
  return useQuery({ queryKey: ['games', 'crash', 'chain'], queryFn: getCrashChain, staleTime: 60 * 60 * 1000 });
}
