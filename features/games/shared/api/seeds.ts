import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { newIdempotencyKey } from '@/lib/api/idempotency-key';
import { gamesGet, gamesSend, type PlayAs } from './games-api';
import { gamesKeys, type KeyMode } from './query-keys';

export const activeSeedsSchema = z
  .looseObject({
    server_seed_hash: z.string(),
    client_seed: z.string(),
    nonce: z.number().int().nonnegative(),
    next_server_seed_hash: z.string(),
    open_games: z.array(z.string()).nullish(),
  })
  .transform((wire) => ({
    serverSeedHash: wire.server_seed_hash,
    clientSeed: wire.client_seed,
    nonce: wire.nonce,
    nextServerSeedHash: wire.next_server_seed_hash,
    openGames: wire.open_games ?? [],
  }));
export type ActiveSeeds = z.infer<typeof activeSeedsSchema>;

export const revealedPairSchema = z
  .looseObject({
    server_seed: z.string(),
    server_seed_hash: z.string(),
    client_seed: z.string(),
    nonces_used: z.number().int().nonnegative(),
  })
  .transform((wire) => ({
    serverSeed: wire.server_seed,
    serverSeedHash: wire.server_seed_hash,
    clientSeed: wire.client_seed,
    noncesUsed: wire.nonces_used,
  }));
export type RevealedPair = z.infer<typeof revealedPairSchema>;

export const rotateReplySchema = z.looseObject({ previous: revealedPairSchema, active: activeSeedsSchema });
export type RotateReply = z.infer<typeof rotateReplySchema>;

/** GET /seeds: the active pair's commitment, client seed, next nonce and the next pair's commitment. */
export async function getSeeds(as: PlayAs): Promise<ActiveSeeds> {
  return activeSeedsSchema.parse(await gamesGet('/seeds', as));
}

export function useSeeds(mode: KeyMode, as: PlayAs, enabled: boolean) {
  return useQuery({ queryKey: gamesKeys.seeds(mode), queryFn: () => getSeeds(as), enabled: enabled && mode !== null });
}

/** POST /seeds/rotate: reveals the active server seed and starts the committed next one (optionally with a new client seed). */
export async function rotateSeeds(as: PlayAs, clientSeed?: string): Promise<RotateReply> {
  return rotateReplySchema.parse(
    await gamesSend('post', '/seeds/rotate', clientSeed ? { client_seed: clientSeed } : {}, as, newIdempotencyKey()),
  );
}

/** PUT /seeds/client: a new client seed starts a new pair (the old server seed is revealed as by a rotation). */
export async function setClientSeed(as: PlayAs, clientSeed: string): Promise<RotateReply> {
  return rotateReplySchema.parse(await gamesSend('put', '/seeds/client', { client_seed: clientSeed }, as, newIdempotencyKey()));
}
