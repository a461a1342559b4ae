import type { Room } from '@/lib/bet-limits';
import type { Currency } from '@/lib/currencies';
import { toSafeInteger, type Queryable } from '../../db/db';
import type { CauseStatement } from '../../ledger/types';
import { ownerParams, type Player, type Bettor } from '../core/types';
import {
  betCauseSql,
  bettorOf,
  isoTime,
  toRoundBetRow,
  toTimestamp,
  toWritten,
  type Json,
  type RoundBetRow,
  type Written,
} from '../round-kit/rows';

export type RoomBetState = 'open' | 'won' | 'lost' | 'refunded';
export type RoomBetRow = RoundBetRow<RoomBetState>;

export const toRoomBetRow = (json: Json | string): RoomBetRow => {
  const { raw: _raw, ...row } = toRoundBetRow<RoomBetState>(json);
  return row;
};

/** room_bet_place's row: the bet, and its round's window end (set by the round's first stake). */
export type WrittenRoomBet = Written<RoomBetRow> & { bettingEndsAt: number };
export const toWrittenRoomBet = (row: Json): WrittenRoomBet => ({
  ...toWritten(row, toRoomBetRow),
  bettingEndsAt: Date.parse(isoTime(row.betting_ends_at)),
});

const PLACE_SQL = betCauseSql(
  'room-bet',
  'room_bet_place($1::bigint, $2::bigint, $3::bigint, $4::text, $5::bigint, $6::uuid, $7::timestamptz)',
);
const DRAW_SQL = `SELECT 'room-round:' || (r.round ->> 'id') AS cause_ref, r.*
  FROM room_round_draw($1::bigint, $2::bigint, $3::bigint, $4::bigint, $5::bigint, $6::bigint, $7::boolean, $8::boolean, $9::timestamptz) AS r`;

export type PlaceInput = {
  roundId: number;
  player: Player;
  currency: Currency;
  stakeMinor: number;
  keyHash: string;
  bettingEndsAt: number;
};

/** room_bet_place (migration 017): the cause of a real stake's posting, or a demo stake on its own. */
export function placeStatement(input: PlaceInput): CauseStatement {
  return {
    text: PLACE_SQL,
    params: [
      input.roundId,
      ...ownerParams(input.player),
      input.currency,
      input.stakeMinor,
      input.keyHash,
      toTimestamp(input.bettingEndsAt),
    ],
  };
}

/** The real draw of a round, as room_round_draw records it. */
export type DrawInput = {
  roundId: number;
  potMinor: number;
  ticket: number | null;
  winnerBetId: number | null;
  payoutMinor: number;
  commissionMinor: number;
  refunded: boolean;
  recovered: boolean;
  endedAt: number;
};

/** room_round_draw (migration 017): the cause of the one posting that pays the pot (or refunds the one player). */
export function drawStatement(input: DrawInput): CauseStatement {
  return {
    text: DRAW_SQL,
    params: [
      input.roundId,
      input.potMinor,
      input.ticket,
      input.winnerBetId,
      input.payoutMinor,
      input.commissionMinor,
      input.refunded,
      input.recovered,
      toTimestamp(input.endedAt),
    ],
  };
}

/** One demo session's copy of a round settled (room_demo_draw): its balance after, null when it had nothing open. */
export async function drawDemoCopy(
  q: Queryable,
  input: { roundId: number; sessionId: number; winnerBetId: number | null; payoutMinor: number; refunded: boolean },
): Promise<number | null> {
  const rows = await q.query<{ balance: unknown }>(
    'SELECT room_demo_draw($1::bigint, $2::bigint, $3::bigint, $4::bigint, $5::boolean) AS balance',
    [input.roundId, input.sessionId, input.winnerBetId, input.payoutMinor, input.refunded],
  );
  return rows[0].balance === null ? null : toSafeInteger(rows[0].balance, 'demo balance');
}

export type RoundRow = { id: number; room: Room; currency: Currency; seed: string; hashCommit: string; bettingEndsAt: number | null };

export async function insertRound(
  q: Queryable,
  input: { room: Room; currency: Currency; seed: string; hashCommit: string },
): Promise<number> {
  const rows = await q.query<{ id: unknown }>(
    `INSERT INTO room_rounds (room, currency, seed, hash_commit, phase) VALUES ($1, $2, $3, $4, 'waiting') RETURNING id`,
    [input.room, input.currency, input.seed, input.hashCommit],
  );
  return toSafeInteger(rows[0].id, 'round id');
}

/** Every round not drawn yet (one per instance at most), with its stakes still open, in bet order, and their bettors. */
export async function findUnfinishedRounds(
  q: Queryable,
): Promise<{ round: RoundRow; bets: { bet: RoomBetRow; bettor: Bettor | null }[] }[]> {
  const rounds = await q.query<{
    id: unknown;
    room: Room;
    currency: Currency;
    seed: string;
    hash_commit: string;
    betting_ends_at: unknown;
  }>(`SELECT id, room, currency, seed, hash_commit, betting_ends_at FROM room_rounds WHERE phase <> 'drawn' ORDER BY id`);
  const result = [];
  for (const row of rounds) {
    const id = toSafeInteger(row.id, 'round id');
    const bets = await q.query<Json>(
      `SELECT to_jsonb(b) AS bet, u.name AS user_name, u.image_small AS user_avatar, u.is_statistics_hidden AS user_hidden, u.is_avatar_hidden AS avatar_hidden
       FROM room_bets b LEFT JOIN users u ON u.id = b.user_id WHERE b.round_id = $1 AND b.state = 'open' ORDER BY b.id`,
      [id],
    );
    result.push({
      round: {
        id,
        room: row.room,
        currency: row.currency,
        seed: row.seed,
        hashCommit: row.hash_commit,
        bettingEndsAt: row.betting_ends_at === null ? null : Date.parse(isoTime(row.betting_ends_at)),
      },
      bets: bets.map((bet) => ({ bet: toRoomBetRow(bet.bet as Json), bettor: bettorOf(bet) })),
    });
  }
  return result;
}

/** The drawn rounds that had real stakes, newest first, optionally of one room and currency, with the winner as the public sees them. */
export async function findDrawnRounds(q: Queryable, filter: { room?: Room; currency?: Currency; limit: number }) {
  return q.query<Json>(
    `SELECT r.*, (SELECT count(DISTINCT b.user_id) FROM room_bets b WHERE b.round_id = r.id AND b.user_id IS NOT NULL) AS players,
            u.name AS user_name, u.image_small AS user_avatar, u.is_statistics_hidden AS user_hidden, u.is_avatar_hidden AS avatar_hidden
     FROM room_rounds r LEFT JOIN room_bets w ON w.id = r.winner_bet_id LEFT JOIN users u ON u.id = w.user_id
     WHERE r.phase = 'drawn' AND r.pot_minor > 0 AND ($1::text IS NULL OR r.room = $1) AND ($2::text IS NULL OR r.currency = $2)
     ORDER BY r.id DESC LIMIT $3`,
    [filter.room ?? null, filter.currency ?? null, filter.limit],
  );
}
