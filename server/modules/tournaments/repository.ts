import type { Currency } from '@/lib/currencies';
import type { TournamentStatus } from '@/lib/tournaments';
import type { TournamentScoring } from '@/lib/tournaments/contract';
import { toSafeInteger, type Queryable } from '../../db/db';
import { isoTime } from '../../games/feed/round-sources';
import { SETTLED_BETS as SETTLED } from '../../games/feed/settled-bets-repository';

/** All SQL of races and tournaments. */

/** USD minor units per minor unit of a currency, as an exact fraction (the top's usdFactors makes them). */
export type UsdFactor = { currency: string; num: bigint; den: bigint };

export type StoredTournament = {
  id: number;
  slug: string;
  title: Record<string, string>;
  scoring: TournamentScoring;
  games: string[] | null;
  startsAt: Date;
  endsAt: Date;
  prizeCurrency: Currency;
  /** prizesMinor[0] is the first place's prize. */
  prizesMinor: number[];
  finishedAt: Date | null;
};

export type NewTournament = Omit<StoredTournament, 'id' | 'finishedAt'>;

const COLUMNS = `id, slug, title, scoring, games, starts_at, ends_at, prize_currency::text AS prize_currency, prizes, finished_at`;

type TournamentColumns = {
  id: unknown;
  slug: string;
  title: Record<string, string>;
  scoring: TournamentScoring;
  games: string[] | null;
  starts_at: unknown;
  ends_at: unknown;
  prize_currency: Currency;
  prizes: unknown[];
  finished_at: unknown;
};

const tournamentOf = (row: TournamentColumns): StoredTournament => ({
  id: toSafeInteger(row.id, 'id'),
  slug: row.slug,
  title: row.title,
  scoring: row.scoring,
  games: row.games,
  startsAt: new Date(isoTime(row.starts_at)),
  endsAt: new Date(isoTime(row.ends_at)),
  prizeCurrency: row.prize_currency,
  prizesMinor: row.prizes.map((prize) => toSafeInteger(prize, 'prize')),
  finishedAt: row.finished_at === null ? null : new Date(isoTime(row.finished_at)),
});

/** Creates the tournament unless one with its slug exists; true when this call created it. */
export async function insertTournamentIfAbsent(q: Queryable, t: NewTournament): Promise<boolean> {
  const rows = await q.query(
    `INSERT INTO tournaments (slug, title, scoring, games, starts_at, ends_at, prize_currency, prizes)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (slug) DO NOTHING RETURNING id`,
    [t.slug, JSON.stringify(t.title), t.scoring, t.games, t.startsAt.toISOString(), t.endsAt.toISOString(), t.prizeCurrency, t.prizesMinor],
  );
  return rows.length === 1;
}

const STATUS_FILTER: Record<TournamentStatus, string> = {
  active: `starts_at <= $1 AND ends_at > $1 ORDER BY ends_at, id`,
  upcoming: `starts_at > $1 ORDER BY starts_at, id`,
  finished: `ends_at <= $1 ORDER BY ends_at DESC, id DESC`,
};

export async function listTournaments(q: Queryable, status: TournamentStatus, now: Date, limit: number): Promise<StoredTournament[]> {
  const rows = await q.query<TournamentColumns>(`SELECT ${COLUMNS} FROM tournaments WHERE ${STATUS_FILTER[status]} LIMIT $2`, [
    now.toISOString(),
    limit,
  ]);
  return rows.map(tournamentOf);
}

export async function findTournament(q: Queryable, ref: { id: number } | { slug: string }): Promise<StoredTournament | null> {
  const rows =
    'id' in ref
      ? await q.query<TournamentColumns>(`SELECT ${COLUMNS} FROM tournaments WHERE id = $1`, [ref.id])
      : await q.query<TournamentColumns>(`SELECT ${COLUMNS} FROM tournaments WHERE slug = $1`, [ref.slug]);
  return rows[0] ? tournamentOf(rows[0]) : null;
}

/** The ended tournaments whose prizes are not paid yet, oldest first. */
export async function listUnfinishedEnded(q: Queryable, now: Date, limit: number): Promise<number[]> {
  const rows = await q.query<{ id: unknown }>(
    `SELECT id FROM tournaments WHERE finished_at IS NULL AND ends_at <= $1 ORDER BY ends_at, id LIMIT $2`,
    [now.toISOString(), limit],
  );
  return rows.map((row) => toSafeInteger(row.id, 'id'));
}

/** Marks the tournament finished unless it is already: true for the one transaction that does (it pays the prizes). */
export async function claimFinish(q: Queryable, id: number): Promise<boolean> {
  const rows = await q.query(`UPDATE tournaments SET finished_at = now() WHERE id = $1 AND finished_at IS NULL RETURNING id`, [id]);
  return rows.length === 1;
}

export type PrizeRow = {
  tournamentId: number;
  place: number;
  userId: number;
  score: number;
  prizeMinor: number;
  amountMinor: number;
  currency: Currency;
};

export async function insertPrize(q: Queryable, prize: PrizeRow): Promise<void> {
  await q.query(
    `INSERT INTO tournament_prizes (tournament_id, place, user_id, score, prize_minor, amount_minor, currency)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [prize.tournamentId, prize.place, prize.userId, prize.score, prize.prizeMinor, prize.amountMinor, prize.currency],
  );
}

export type StandingRow = {
  place: number;
  userId: number;
  currency: Currency;
  score: number;
  bets: number;
  name: string;
  avatar: string | null;
  statisticsHidden: boolean;
  avatarHidden: boolean;
};

/** $2..$4: the USD factors; a currency without a rate to USD counts 0 towards wagering. */
const RATES = `SELECT * FROM unnest($2::text[], $3::numeric[], $4::numeric[]) AS r(currency, num, den)`;

/** A player's score and when they reached it (ties go to whoever reached it first, then to the lower user id). */
const SCORES: Record<TournamentScoring, string> = {
  wagered: `floor(sum(coalesce(w.stake_minor * r.num / r.den, 0)))::bigint AS score, max(w.at) AS reached`,
  bets: `sum(w.bets)::bigint AS score, max(w.at) AS reached`,
  best_multiplier: `max(w.multiplier_bp)::bigint AS score, (array_agg(w.at ORDER BY w.multiplier_bp DESC, w.at))[1] AS reached`,
};

/**
 * The standings of a tournament: its eligible games' settled real-money bets in [starts_at, ends_at), players with a
 * positive score, ranked. Returns the first `limit` places and the place of `userId` (when given and ranked).
 */
export async function listStandings(
  q: Queryable,
  t: Pick<StoredTournament, 'scoring' | 'games' | 'startsAt' | 'endsAt'>,
  factors: UsdFactor[],
  limit: number,
  userId: number | null,
): Promise<{ rows: StandingRow[]; participants: number }> {
  const rows = await q.query<Record<string, unknown>>(
    `WITH s AS (${SETTLED}), r AS (${RATES}),
     w AS (SELECT s.* FROM s WHERE s.at < $5 AND ($6::text[] IS NULL OR s.game = ANY ($6::text[]))),
     p AS (SELECT w.user_id, ${SCORES[t.scoring]}, sum(w.bets)::bigint AS bets
           FROM w LEFT JOIN r ON r.currency = w.currency GROUP BY w.user_id),
     ranked AS (SELECT p.*, row_number() OVER (ORDER BY p.score DESC, p.reached, p.user_id) AS place,
                  count(*) OVER () AS participants
                FROM p WHERE p.score > 0)
     SELECT ranked.place, ranked.user_id, ranked.score, ranked.bets, ranked.participants, u.currency::text AS currency,
       u.name, u.image_small AS avatar, u.is_statistics_hidden AS hidden, u.is_avatar_hidden AS avatar_hidden
     FROM ranked JOIN users u ON u.id = ranked.user_id
     WHERE ranked.place <= $7 OR ranked.user_id = $8
     ORDER BY ranked.place`,
    [
      t.startsAt.toISOString(),
      factors.map((f) => f.currency),
      factors.map((f) => f.num.toString()),
      factors.map((f) => f.den.toString()),
      t.endsAt.toISOString(),
      t.games,
      limit,
      userId,
    ],
  );
  return {
    participants: rows[0] ? toSafeInteger(rows[0].participants, 'participants') : 0,
    rows: rows.map((row) => ({
      place: toSafeInteger(row.place, 'place'),
      userId: toSafeInteger(row.user_id, 'user_id'),
      currency: row.currency as Currency,
      score: toSafeInteger(row.score, 'score'),
      bets: toSafeInteger(row.bets, 'bets'),
      name: String(row.name),
      avatar: (row.avatar as string | null) ?? null,
      statisticsHidden: row.hidden === true,
      avatarHidden: row.avatar_hidden === true,
    })),
  };
}
