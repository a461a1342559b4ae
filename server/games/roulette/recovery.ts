import { findOpenBets, findUnfinishedRounds, markRoundSpinning } from './repository';
import { settleRouletteRound, type SettleContext } from './settle';

/**
 * What a leader that died left (docs/realtime.md, "Roulette recovery"): every round still betting or spinning is
 * settled at its result, which its hash fixed before the first bet: the bets close, the winners are paid (each at
 * most once: only an open row changes, and the key `roulette-bet:<id>:win`), the others lose, and the round is marked
 * recovered. Running it again, or after a takeover that stopped halfway, settles only what is still open.
 */
export async function settleUnfinishedRounds(ctx: SettleContext): Promise<number> {
  const rounds = await findUnfinishedRounds(ctx.deps.db);
  for (const round of rounds) {
    await markRoundSpinning(ctx.deps.db, round.id);
    await settleRouletteRound(ctx, round, await findOpenBets(ctx.deps.db, round.id), true);
  }
  return rounds.length;
}
