import type { Currency } from '@/lib/currencies';
import { toSafeInteger, type Queryable } from '../../db/db';
import { ONE_X_BP } from '@/lib/fairness/multiplier';
import { isoTime, ROUND_SOURCES } from '../feed/round-sources';
import type { Owner } from './owner';
import type { RoundBetState, RoundHistoryBet } from './view';

type Row = Record<string, unknown>;

const multiplierOf = (game: string) => ROUND_SOURCES.find((source) => source.game === game)!.multiplierBp;
const int = (value: unknown, what: string) => toSafeInteger(value, what);
const nullableInt = (value: unknown, what: string) => (value === null || value === undefined ? null : int(value, what));
const time = (value: unknown) => (value === null || value === undefined ? null : isoTime(value));
const centiToX = (centi: number | null) => (centi === null ? null : centi / 100);

/** A refunded bet's stake came back: it reads as paid its stake at 1x. */
function base(row: Row, state: RoundBetState, multiplierBp: number) {
  const stakeMinor = int(row.stake_minor, 'stake_minor');
  const refunded = state === 'refunded';
  return {
    id: int(row.id, 'id'),
    demo: row.demo_session_id !== null,
    state,
    currency: row.currency as Currency,
    stakeMinor,
    payoutMinor: refunded ? stakeMinor : int(row.payout_minor, 'payout_minor'),
    multiplierBp: refunded ? ONE_X_BP : multiplierBp,
    createdAt: time(row.created_at)!,
    settledAt: time(row.settled_at),
  };
}

const CRASH_STATE: Record<string, RoundBetState> = { open: 'open', cashed_out: 'won', lost: 'lost', refunded: 'refunded' };

/** Crash bets by id; a round's hash and crash point once it has ended. */
export async function crashHistory(q: Queryable, ids: number[]): Promise<RoundHistoryBet[]> {
  if (ids.length === 0) return [];
  const rows = await q.query<Row>(
    `SELECT b.*, ${multiplierOf('crash')} AS multiplier_bp,
       CASE WHEN r.phase IN ('crashed', 'aborted') THEN r.hash END AS hash, CASE WHEN r.phase = 'crashed' THEN r.crash_centi END AS crash_centi
     FROM crash_bets b JOIN crash_rounds r ON r.id = b.round_id WHERE b.id = ANY($1::bigint[])`,
    [ids],
  );
  return rows.map((row) => ({
    game: 'crash',
    ...base(row, CRASH_STATE[String(row.state)], int(row.multiplier_bp, 'multiplier_bp')),
    params: { round_id: int(row.round_id, 'round_id'), auto_cashout: centiToX(nullableInt(row.auto_cashout_centi, 'auto_cashout_centi')) },
    result: {
      cashout: centiToX(nullableInt(row.cashout_centi, 'cashout_centi')),
      crash_point: centiToX(nullableInt(row.crash_centi, 'crash_centi')),
    },
    fairness: { roundId: int(row.round_id, 'round_id'), hash: (row.hash as string | null) ?? null, hashCommit: null, seed: null },
  }));
}

/** Roulette bets by id; the round's hash, sector and colour once the spin revealed them. */
export async function rouletteHistory(q: Queryable, ids: number[]): Promise<RoundHistoryBet[]> {
  if (ids.length === 0) return [];
  const rows = await q.query<Row>(
    `SELECT b.*, ${multiplierOf('roulette')} AS multiplier_bp, r.phase <> 'betting' AS revealed, r.hash, r.sector, r.color AS round_color
     FROM roulette_bets b JOIN roulette_rounds r ON r.id = b.round_id WHERE b.id = ANY($1::bigint[])`,
    [ids],
  );
  return rows.map((row) => {
    const revealed = row.revealed === true;
    return {
      game: 'roulette',
      ...base(row, row.state as RoundBetState, int(row.multiplier_bp, 'multiplier_bp')),
      params: { round_id: int(row.round_id, 'round_id'), color: row.color },
      result: revealed ? { color: row.round_color, sector: int(row.sector, 'sector') } : {},
      fairness: { roundId: int(row.round_id, 'round_id'), hash: revealed ? String(row.hash) : null, hashCommit: null, seed: null },
    };
  });
}

/** The rooms: each id a player's first stake in a round, read with all of their stakes in it added up. */
export async function roomsHistory(q: Queryable, owner: Owner, ids: number[]): Promise<RoundHistoryBet[]> {
  if (ids.length === 0) return [];
  const rows = await q.query<Row>(
    `SELECT f.id, f.demo_session_id, f.state, f.currency, f.created_at, f.round_id, s.stake_minor, s.payout_minor, s.stakes, s.settled_at,
       r.room, r.hash_commit, CASE WHEN r.phase = 'drawn' THEN r.seed END AS seed
     FROM room_bets f JOIN room_rounds r ON r.id = f.round_id
     CROSS JOIN LATERAL (
       SELECT sum(b.stake_minor) AS stake_minor, sum(b.payout_minor) AS payout_minor, count(*) AS stakes, max(b.settled_at) AS settled_at
       FROM room_bets b WHERE b.round_id = f.round_id AND b.${owner.column} = $2
     ) s
     WHERE f.id = ANY($1::bigint[])`,
    [ids, owner.id],
  );
  return rows.map((row) => {
    const stakeMinor = int(row.stake_minor, 'stake_minor');
    const payoutMinor = int(row.payout_minor, 'payout_minor');
    return {
      game: 'rooms',
      ...base(row, row.state as RoundBetState, payoutMinor > 0 ? Math.floor((payoutMinor * ONE_X_BP) / stakeMinor) : 0),
      params: { round_id: int(row.round_id, 'round_id'), room: row.room, stakes: int(row.stakes, 'stakes') },
      result: {},
      fairness: {
        roundId: int(row.round_id, 'round_id'),
        hash: null,
        hashCommit: String(row.hash_commit),
        seed: (row.seed as string | null) ?? null,
      },
    };
  });
}
