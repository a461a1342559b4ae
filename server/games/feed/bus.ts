import { ONE_X_BP } from '@/lib/fairness/multiplier';
import { fromMinorUnits } from '@/lib/money';
import type { Bettor } from '../bets/repository';
import type { BetRecord, GameId } from '../core/types';

export const FEED_KINDS = ['all', 'high_rollers', 'big_wins'] as const;
export type FeedKind = (typeof FEED_KINDS)[number];

/** A settled real-money bet as the public feeds show it: the bettor only as they allow. */
export function toFeedItem(bet: BetRecord, bettor: Bettor | null) {
  const major = (minor: number) => fromMinorUnits(minor, bet.currency);
  const visible = bettor !== null && !bettor.statisticsHidden;
  return {
    id: bet.id,
    game: bet.game,
    user: visible ? { name: bettor.name ?? '', avatar: bettor.avatarHidden ? null : bettor.avatar } : null,
    currency: bet.currency,
    amount: major(bet.stakeMinor),
    payout: major(bet.payoutMinor),
    multiplier: bet.multiplierBp / ONE_X_BP,
    multiplier_bp: bet.multiplierBp,
    win: bet.payoutMinor > 0,
    created_at: bet.settledAt ?? bet.createdAt,
  };
}

export type FeedItem = ReturnType<typeof toFeedItem>;
export type FeedEvent = { item: FeedItem; game: GameId; highRoller: boolean; bigWin: boolean };
type Listener = (event: FeedEvent) => void;

/**
 * Settled public bets to the live streams of this api process. (With several api nodes the events would travel
 * through Redis pub/sub; one node needs none.)
 */
export function createFeedBus() {
  const listeners = new Set<Listener>();
  return {
    publish(bet: BetRecord, bettor: Bettor | null, flags: { highRoller: boolean; bigWin: boolean }): void {
      if (bet.demoSessionId !== null || bet.state === 'open') return;
      const event: FeedEvent = { item: toFeedItem(bet, bettor), game: bet.game, ...flags };
      for (const listener of listeners) listener(event);
    },
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get listenerCount() {
      return listeners.size;
    },
  };
}

export type FeedBus = ReturnType<typeof createFeedBus>;

export function matchesFeed(event: FeedEvent, game: GameId | 'all', kind: FeedKind): boolean {
  if (game !== 'all' && event.game !== game) return false;
  if (kind === 'high_rollers') return event.highRoller;
  if (kind === 'big_wins') return event.bigWin;
  return true;
}
