import type { RoomsConfig } from './config';
import { drawRound, type DrawContext } from './draw';
import { findUnfinishedRounds } from './repository';
import { addBet, newLiveBet, type LiveRound } from './round';

/**
 * What a leader that died (or stopped) left (docs/realtime.md, "Rooms recovery"): every round not drawn comes back
 * with its stakes, all of them acknowledged ones. A round whose window has closed is drawn now from its seed and
 * stakes, as the dead leader would have (the draw statement refuses a second draw, and its payout's key a second
 * posting); the others go on until their window ends. Returns the rounds still in play, for the instances of the
 * configured currencies.
 */
export async function resumeRounds(ctx: DrawContext, config: RoomsConfig): Promise<LiveRound[]> {
  const live: LiveRound[] = [];
  for (const { round: row, bets } of await findUnfinishedRounds(ctx.deps.db)) {
    const round: LiveRound = {
      ...row,
      phase: row.bettingEndsAt === null ? 'waiting' : 'betting',
      nextAt: null,
      bets: [],
      placed: new Map(),
    };
    for (const { bet, bettor } of bets) addBet(round, newLiveBet(bet, bettor));
    const closed = round.bettingEndsAt !== null && round.bettingEndsAt <= ctx.clock.now();
    if (closed || !config.currencies.includes(round.currency)) {
      round.phase = 'closing';
      await drawRound(ctx, round, true);
      continue;
    }
    live.push(round);
  }
  return live;
}
