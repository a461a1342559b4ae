import { MIRROR_HISTORY, type Audience, type RealtimeEvent, type RoundMirror } from '../../realtime/types';
import { entriesOf, fillHistory, recordResult } from '../round-kit/mirror-history';
import { audienceKey, sameAudience } from '../round-kit/views';
import type { RoomBetView } from './round';

/** The results a snapshot lists per instance. */
export const SNAPSHOT_HISTORY = 10;

type Result = Record<string, unknown> & { winner: unknown; refunded: boolean };
type MirrorBet = { view: RoomBetView; owner: Audience | null };
type MirrorRound = {
  id: number;
  phase: 'waiting' | 'betting' | 'drawn';
  hashCommit: string | null;
  bettingEndsAt: number | null;
  pot: number;
  players: number;
  bets: Map<number, MirrorBet>;
  result: Result | null;
  /** Each demo session's copy's result (personal). */
  demoResults: Map<string, Result>;
};
/** A result as the snapshot's `history` lists it. */
export type RoomsHistoryEntry = { round_id: number; pot: unknown; payout: unknown; winner: unknown; refunded: unknown; seed: unknown };
type Instance = { room: string; currency: string; round: MirrorRound | null; history: RoomsHistoryEntry[] };

const num = (value: unknown): number => (typeof value === 'number' ? value : Number(value));

/**
 * The rooms as every node keeps them from the events alone: per instance (room and currency) the round in play, its
 * stakes and whose they are (from the owners' personal `bet` events), the pot, the result, and the last results (the
 * node's start fills in earlier ones from the `history` event of loadHistory, one per instance; an instance known only
 * from it has no round until its next event).
 */
export function createRoomsMirror(): RoundMirror {
  const instances = new Map<string, Instance>();

  function instanceOf(event: RealtimeEvent): Instance {
    const key = `${String(event.room)}:${String(event.currency)}`;
    let instance = instances.get(key);
    if (!instance)
      instances.set(key, (instance = { room: String(event.room), currency: String(event.currency), round: null, history: [] }));
    return instance;
  }

  function roundOf(instance: Instance, id: number): MirrorRound {
    if (instance.round?.id !== id) {
      instance.round = {
        id,
        phase: 'waiting',
        hashCommit: null,
        bettingEndsAt: null,
        pot: 0,
        players: 0,
        bets: new Map(),
        result: null,
        demoResults: new Map(),
      };
    }
    return instance.round;
  }

  function apply(event: RealtimeEvent): void {
    if (event.game !== 'rooms' || event.room === undefined) return;
    if (event.type === MIRROR_HISTORY) return fillHistory(instanceOf(event).history, entriesOf<RoomsHistoryEntry>(event), SNAPSHOT_HISTORY);
    if (event.round_id === undefined) return;
    const instance = instanceOf(event);
    const round = roundOf(instance, num(event.round_id));
    const { game: _game, type, to, room: _room, currency: _currency, round_id: roundId, ...fields } = event;
    switch (type) {
      case 'round_open':
        round.hashCommit = String(event.hash_commit);
        return;
      case 'round_betting':
        round.phase = 'betting';
        round.bettingEndsAt = num(event.betting_ends_at);
        return;
      case 'bet': {
        const view = event.bet as RoomBetView;
        const known = round.bets.get(view.id);
        round.bets.set(view.id, { view, owner: to ?? known?.owner ?? null });
        if (!view.demo) {
          round.pot = num(event.pot);
          round.players = num(event.players);
        }
        return;
      }
      case 'round_result': {
        round.phase = 'drawn';
        round.result = fields as Result;
        recordResult(
          instance.history,
          {
            round_id: num(roundId),
            pot: fields.pot,
            payout: fields.payout,
            winner: fields.winner,
            refunded: fields.refunded,
            seed: fields.seed,
          },
          SNAPSHOT_HISTORY,
        );
        return;
      }
      case 'demo_result':
        if (to) round.demoResults.set(audienceKey(to), fields as Result);
        return;
      default:
    }
  }

  function roundView(round: MirrorRound, viewer: Audience | null) {
    const bets: RoomBetView[] = [];
    const mine: RoomBetView[] = [];
    for (const bet of round.bets.values()) {
      const own = sameAudience(bet.owner, viewer);
      if (bet.view.demo && !own) continue;
      bets.push(bet.view);
      if (own) mine.push(bet.view);
    }
    const demoResult = viewer ? round.demoResults.get(audienceKey(viewer)) : undefined;
    return {
      id: round.id,
      phase: round.phase,
      hash_commit: round.hashCommit,
      betting_ends_at: round.bettingEndsAt,
      pot: round.pot,
      players: round.players,
      bets,
      my_bets: mine,
      result: round.result,
      ...(demoResult ? { demo_result: demoResult } : {}),
    };
  }

  return {
    apply,
    snapshot(nowMs: number, viewer: Audience | null) {
      const rooms = [...instances.values()].map((instance) => ({
        room: instance.room,
        currency: instance.currency,
        round: instance.round ? roundView(instance.round, viewer) : null,
        history: [...instance.history],
      }));
      return { rooms, server_time: nowMs };
    },
  };
}
