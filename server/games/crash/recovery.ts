import { closeCrashBet, refusalOf, type MoneyDeps } from './money';
import { findOpenBets, findUnfinishedRoundIds, markRoundAborted } from './repository';

/**
 * What a leader that died left (docs/decisions.md, "Crash recovery"): each round still betting or running is settled
 * by the rule of docs/realtime.md. Cash-outs already acknowledged stay paid (each was paid in the transaction that
 * closed its bet), every bet still open gets its stake back (key `crash-bet:{id}:refund`, the same a cancel uses, so a
 * bet is refunded at most once), and only then is the round marked aborted, which reveals its hash in the history.
 * Running it twice, or after a takeover that stopped halfway, refunds only what is still open.
 */
export async function settleUnfinishedRounds(deps: MoneyDeps, endedAt: number): Promise<number> {
  const rounds = await findUnfinishedRoundIds(deps.db);
  for (const roundId of rounds) {
    for (const bet of await findOpenBets(deps.db, roundId)) {
      try {
        await closeCrashBet(deps, bet, { state: 'refunded', cashoutCenti: null, payoutMinor: 0 });
      } catch (error) {
        if (refusalOf(error) !== 'already_closed') throw error;
      }
    }
    await markRoundAborted(deps.db, roundId, endedAt);
  }
  return rounds.length;
}
