import type { FeedBus } from '../feed/bus';
import type { FeedGame } from '../feed/games';
import { isBigWin, isHighRoller } from '../feed/rules';
import type { RoundBetRow } from './rows';
import type { Bettor } from '../core/types';

/**
 * A settled real-money bet of a shared-round game on the feed bus, by the instant games' rules (high rollers, big
 * wins, the bettor's privacy). Demo and unsettled bets never go out.
 */
export function publishRoundBet(
  feed: FeedBus | undefined,
  game: FeedGame,
  bet: RoundBetRow,
  multiplierBp: number,
  bettor: Bettor | null,
): void {
  if (!feed || bet.userId === null || bet.settledAt === null) return;
  feed.publish({ ...bet, game, multiplierBp }, bettor, {
    highRoller: isHighRoller(bet.currency, bet.stakeMinor),
    bigWin: isBigWin(bet.currency, bet.stakeMinor, bet.payoutMinor, multiplierBp),
  });
}
