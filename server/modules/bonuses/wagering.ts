import type { Queryable } from '../../db/db';
import { contributionOf } from './definitions';
import { endActivation, type BonusDeps, type Ending } from './money';
import { findActivation, listActive, stakesByGame, type Activation } from './repository';

/**
 * How much of a bonus's requirement is wagered: every settled real-money stake in its currency since it started (from
 * whichever balance), times its game's contribution percent, rounded down.
 */
export async function wageredOf(q: Queryable, activation: Activation): Promise<number> {
  if (!activation.startedAt) return 0;
  const stakes = await stakesByGame(q, activation.userId, activation.currency, activation.startedAt);
  const weighted = stakes.reduce(
    (sum, row) => sum + BigInt(row.stakeMinor) * BigInt(contributionOf(activation.contributions, row.game, row.category)),
    0n,
  );
  return Number(weighted / 100n);
}

/** What ends an active bonus now: its requirement met (wagered), else its time up (expired), else nothing. */
async function dueEnding(q: Queryable, activation: Activation, now: Date): Promise<Ending | null> {
  if ((await wageredOf(q, activation)) >= activation.wagerRequiredMinor) return 'wagered';
  return activation.expiresAt && new Date(activation.expiresAt) <= now ? 'expired' : null;
}

/** Converts or expires one active bonus when it is due; what it did, or null (not due, or ended meanwhile). */
export async function settleIfDue(deps: BonusDeps, ref: { id: number }, now = new Date()): Promise<Ending | null> {
  const activation = await findActivation(deps.db, ref.id);
  if (!activation || activation.status !== 'active') return null;
  const ending = await dueEnding(deps.db, activation, now);
  return ending ? endActivation(deps, activation, ending) : null;
}

/** The player gives the bonus up: the bonus money they hold in its currency is removed. */
export function forfeit(deps: BonusDeps, ref: { id: number; userId: number; currency: Activation['currency'] }) {
  return endActivation(deps, ref, 'forfeited');
}

/** The sweep: every active bonus checked, the due ones ended (one transaction each). Returns how many ended. */
export async function sweepActive(deps: BonusDeps, limit = 500): Promise<number> {
  let ended = 0;
  for (const ref of await listActive(deps.db, limit)) if (await settleIfDue(deps, ref)) ended += 1;
  return ended;
}
