import type { FeedBus } from '../feed/bus';
import { publishRoundBet } from '../round-kit/feed';
import type { CrashBetRow } from './repository';
import type { Bettor } from '../core/types';

/** A settled real-money crash bet on the feed bus: a cash-out when it is paid, a loss at the crash; nothing else. */
export function publishCrashBet(feed: FeedBus | undefined, bet: CrashBetRow, bettor: Bettor | null): void {
  if (bet.state !== 'cashed_out' && bet.state !== 'lost') return;
  publishRoundBet(feed, 'crash', bet, bet.state === 'cashed_out' ? (bet.cashoutCenti ?? 0) * 100 : 0, bettor);
}
