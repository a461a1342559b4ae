import { betOutcomeOf } from '@/lib/bet-outcome';
import { ONE_X_BP } from '@/lib/fairness/multiplier';
import { fromMinorUnits } from '@/lib/money';
import type { RealtimeBus } from '../../realtime/bus';
import type { BetRecord, Bettor } from '../core/types';
import { betKey, type FeedGame } from './games';

export const FEED_KINDS = ['all', 'high_rollers', 'big_wins'] as const;
export type FeedKind = (typeof FEED_KINDS)[number];

/** What the feeds read of a bet of any game (an instant game's BetRecord is one). */
export type FeedBet = Pick<
  BetRecord,
  'id' | 'demoSessionId' | 'currency' | 'stakeMinor' | 'payoutMinor' | 'multiplierBp' | 'createdAt' | 'settledAt'
> & {
  game: FeedGame;
};

/** A settled real-money bet as the public feeds show it: the bettor only as they allow. */
export function toFeedItem(bet: FeedBet, bettor: Bettor | null) {
  const major = (minor: number) => fromMinorUnits(minor, bet.currency);
  const visible = bettor !== null && !bettor.statisticsHidden;
  return {
    id: bet.id,
    key: betKey(bet.game, bet.id),
    game: bet.game,
    user: visible ? { name: bettor.name ?? '', avatar: bettor.avatarHidden ? null : bettor.avatar } : null,
    currency: bet.currency,
    amount: major(bet.stakeMinor),
    payout: major(bet.payoutMinor),
    multiplier: bet.multiplierBp / ONE_X_BP,
    multiplier_bp: bet.multiplierBp,
    win: bet.payoutMinor > 0,
    outcome: betOutcomeOf(bet.stakeMinor, bet.payoutMinor),
    created_at: bet.settledAt ?? bet.createdAt,
  };
}

export type FeedItem = ReturnType<typeof toFeedItem>;
/** Plain JSON: with several api nodes it travels through the realtime bus's Redis. */
export type FeedEvent = { item: FeedItem; game: FeedGame; highRoller: boolean; bigWin: boolean };
type Listener = (event: FeedEvent) => void;

/** How events reach every node's streams, this node's included (feedTransportOf a RealtimeBus). */
export type FeedTransport = { send(event: FeedEvent): void; onEvent(listener: Listener): void };

/**
 * Settled public bets to the live streams. Alone it serves this process; once carried over a transport (app.ts: the
 * realtime bus, through Redis with several api nodes) every node's streams get every node's bets, each once.
 */
export function createFeedBus() {
  const listeners = new Set<Listener>();
  const deliver = (event: FeedEvent) => {
    for (const listener of listeners) listener(event);
  };
  let send: Listener = deliver;
  return {
    publish(bet: FeedBet, bettor: Bettor | null, flags: { highRoller: boolean; bigWin: boolean }): void {
      if (bet.demoSessionId !== null || bet.settledAt === null) return;
      send({ item: toFeedItem(bet, bettor), game: bet.game, ...flags });
    },
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** From now on events go out through the transport only, and come back from it (so each arrives once). */
    carryOver(transport: FeedTransport): void {
      transport.onEvent(deliver);
      send = (event) => transport.send(event);
    },
    get listenerCount() {
      return listeners.size;
    },
  };
}

export type FeedBus = ReturnType<typeof createFeedBus>;

const FEED_TOPIC = 'games-feed';

/** The realtime bus as the feed's transport: in process on one node, through Redis between several. */
export function feedTransportOf(bus: Pick<RealtimeBus, 'broadcast' | 'onBroadcast'>): FeedTransport {
  return {
    send: (event) => bus.broadcast(FEED_TOPIC, event),
    onEvent: (listener) => bus.onBroadcast(FEED_TOPIC, (payload) => listener(payload as FeedEvent)),
  };
}

export function matchesFeed(event: FeedEvent, game: FeedGame | 'all', kind: FeedKind): boolean {
  if (game !== 'all' && event.game !== game) return false;
  if (kind === 'high_rollers') return event.highRoller;
  if (kind === 'big_wins') return event.bigWin;
  return true;
}
