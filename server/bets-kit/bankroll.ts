import type { Currency } from '@/lib/currencies';
import type { Ledger } from '../ledger/ledger';
import type { HouseAccountRef } from '../ledger/types';

/** The house account a product's bets post against: purpose game_bankroll, scope = the game or product (`dice`, `crash`, `slots:<provider>`, `sportsbook`). */
export const bankrollRef = (scope: string, currency: Currency): HouseAccountRef => ({ purpose: 'game_bankroll', scope, currency });

/**
 * Each player's bets stay on one house shard (the shard key is the player). The ledger sends queued postings in
 * batches, and a batch locks every account it posts to before it runs: shards picked at random would make every batch
 * lock nearly every shard, so two batches in flight would wait on each other; a player's shard is shared only with the
 * players hashed to it, so with enough shards (HOUSE_ACCOUNT_SHARDS) neighbouring batches mostly run side by side.
 */
export const bankrollShardKey = (userId: number): string => `u${userId}`;

/** The bankroll shard of `scope` that the player's stakes go to and their wins and refunds come from. */
export function bankrollAccount(ledger: Ledger, scope: string, userId: number, currency: Currency): Promise<number> {
  return ledger.houseAccountId(bankrollRef(scope, currency), bankrollShardKey(userId));
}
