import { ROOMS, type Room } from '@/lib/bet-limits';
import type { Currency } from '@/lib/currencies';
import { fromMinorUnits } from '@/lib/money';
import { toSafeInteger, type Queryable } from '../../db/db';
import type { RealtimeEvent } from '../../realtime/types';
import { stakeOutcomeView } from '../bets/view';
import type { Player } from '../core/types';
import { historyEvent } from '../round-kit/mirror-history';
import { bettorOf, isoTime, listOwnBetRows } from '../round-kit/rows';
import { publicUserOf } from '../round-kit/views';
import { SNAPSHOT_HISTORY, type RoomsHistoryEntry } from './mirror';
import { findDrawnRounds, toRoomBetRow } from './repository';

/** The drawn rounds that had real stakes, newest first, optionally of one room and currency. */
export async function listRoomHistory(q: Queryable, filter: { room?: Room; currency?: Currency; limit: number }) {
  const rows = await findDrawnRounds(q, filter);
  return rows.map((row) => {
    const currency = row.currency as Currency;
    const major = (value: unknown) => fromMinorUnits(toSafeInteger(value ?? 0, 'amount'), currency);
    return {
      round_id: toSafeInteger(row.id, 'round id'),
      room: row.room as Room,
      currency,
      pot: major(row.pot_minor),
      commission: major(row.commission_minor),
      payout: major(row.payout_minor),
      players: toSafeInteger(row.players, 'players'),
      ticket: row.ticket === null ? null : toSafeInteger(row.ticket, 'ticket'),
      winner: row.winner_bet_id === null ? null : { bet_id: toSafeInteger(row.winner_bet_id, 'winner'), user: publicUserOf(bettorOf(row)) },
      refunded: row.refunded === true,
      recovered: row.recovered === true,
      hash_commit: String(row.hash_commit),
      seed: String(row.seed),
      ended_at: isoTime(row.ended_at),
    };
  });
}

/**
 * The last results of each instance (room and currency) a node's mirror starts from (docs/realtime.md, Nodes), as
 * their `round_result` events listed them; one event per instance that has any.
 */
export async function loadRoomsMirrorHistory(q: Queryable, currencies: readonly Currency[]): Promise<RealtimeEvent[]> {
  const instances = ROOMS.flatMap((room) => currencies.map((currency) => ({ room, currency })));
  const histories = await Promise.all(instances.map((where) => listRoomHistory(q, { ...where, limit: SNAPSHOT_HISTORY })));
  return instances.flatMap((where, i) => {
    const entries: RoomsHistoryEntry[] = histories[i].map(({ round_id, pot, payout, winner, refunded, seed }) => ({
      round_id,
      pot,
      payout,
      winner,
      refunded,
      seed,
    }));
    return entries.length > 0 ? [historyEvent('rooms', entries, where)] : [];
  });
}

/** The owner's stakes, newest first; a round's seed only once it is drawn. */
export async function listOwnRoomBets(q: Queryable, player: Player, page: { limit: number; offset: number }) {
  const { total, rows } = await listOwnBetRows<{ room: Room; hash_commit: string; seed: string | null }>(q, player, page, {
    bets: 'room_bets',
    rounds: 'room_rounds',
    roundColumns: `r.room, r.hash_commit, CASE WHEN r.phase = 'drawn' THEN r.seed END AS seed`,
  });
  const data = rows.map((row) => {
    const bet = toRoomBetRow(row.bet);
    return {
      id: bet.id,
      round_id: bet.roundId,
      room: row.room,
      demo: bet.demoSessionId !== null,
      state: bet.state,
      currency: bet.currency,
      ...stakeOutcomeView(bet, bet.state === 'refunded' ? bet.stakeMinor : bet.payoutMinor),
      hash_commit: row.hash_commit,
      seed: row.seed,
      created_at: bet.createdAt,
      settled_at: bet.settledAt,
    };
  });
  return { total, data };
}
