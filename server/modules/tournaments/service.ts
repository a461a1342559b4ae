import type { Currency } from '@/lib/currencies';
import { TtlCache } from '@/lib/ttl-cache';
import { ONE_X_BP } from '@/lib/fairness/multiplier';
import type { LocaleCode } from '@/lib/locales';
import { fromMinorUnits } from '@/lib/money';
import type { TournamentStatus } from '@/lib/tournaments';
import { LEADERBOARD_LIMIT, type LeaderboardRow, type Tournament, type TournamentReply } from '@/lib/tournaments/contract';
import type { Db, Queryable } from '../../db/db';
import type { Ledger } from '../../ledger/ledger';
import { notifyPlayer } from '../notifications/service';
import { usdFactors } from '../top/service';
import { dailyInstances, type DailyRace } from './daily-races';
import {
  claimFinish,
  findTournament,
  insertPrize,
  insertTournamentIfAbsent,
  listStandings,
  listTournaments,
  listUnfinishedEnded,
  type PrizeRow,
  type StandingRow,
  type StoredTournament,
  type UsdFactor,
} from './repository';

/** A list shows at most this many tournaments of a status (the finished ones newest first). */
export const TOURNAMENTS_LIST_LIMIT = 50;

export function statusOf(t: Pick<StoredTournament, 'startsAt' | 'endsAt'>, now: Date): TournamentStatus {
  if (now < t.startsAt) return 'upcoming';
  return now < t.endsAt ? 'active' : 'finished';
}

export function tournamentView(t: StoredTournament, locale: LocaleCode, now: Date): Tournament {
  const pool = t.prizesMinor.reduce((sum, prize) => sum + prize, 0);
  return {
    id: t.id,
    slug: t.slug,
    title: t.title[locale] ?? t.title.en,
    scoring: t.scoring,
    games: t.games,
    starts_at: t.startsAt.toISOString(),
    ends_at: t.endsAt.toISOString(),
    status: statusOf(t, now),
    paid: t.finishedAt !== null,
    prize_currency: t.prizeCurrency,
    prize_pool: fromMinorUnits(pool, t.prizeCurrency),
    prizes: t.prizesMinor.map((prize, index) => ({ place: index + 1, amount: fromMinorUnits(prize, t.prizeCurrency) })),
  };
}

export async function listByStatus(q: Queryable, status: TournamentStatus, locale: LocaleCode, now = new Date()): Promise<Tournament[]> {
  const found = await listTournaments(q, status, now, TOURNAMENTS_LIST_LIMIT);
  return found.map((t) => tournamentView(t, locale, now));
}

/** A numeric ref is an id, any other a slug (slugs are never all digits). */
export function findByRef(q: Queryable, ref: string): Promise<StoredTournament | null> {
  if (/^\d+$/.test(ref)) {
    const id = Number(ref);
    return Number.isSafeInteger(id) ? findTournament(q, { id }) : Promise.resolve(null);
  }
  return findTournament(q, { slug: ref.toLowerCase() });
}

function scoreOf(t: StoredTournament, score: number): number {
  if (t.scoring === 'wagered') return fromMinorUnits(score, 'USD');
  if (t.scoring === 'best_multiplier') return score / ONE_X_BP;
  return score;
}

function rowView(t: StoredTournament, row: StandingRow): LeaderboardRow {
  const prize = t.prizesMinor[row.place - 1] ?? 0;
  return {
    rank: row.place,
    player: row.statisticsHidden ? null : { name: row.name, avatar: row.avatarHidden ? null : row.avatar },
    score: scoreOf(t, row.score),
    bets: row.bets,
    prize: fromMinorUnits(prize, t.prizeCurrency),
  };
}

type Standings = { rows: StandingRow[]; participants: number };

/** Every ranked player of a tournament with a score, computed at most once per ttl per api process (0: every time). */
export function createStandingsReader(q: Queryable, ttlMs: number) {
  const cache = new TtlCache<Standings>(ttlMs, 100);
  const load = async (t: StoredTournament): Promise<Standings> => listStandings(q, t, await usdFactors(q), Number.MAX_SAFE_INTEGER, null);
  return (t: StoredTournament): Promise<Standings> => (ttlMs > 0 ? cache.getOrLoad(String(t.id), () => load(t)) : load(t));
}

export type StandingsReader = ReturnType<typeof createStandingsReader>;

/** The tournament with its live leaderboard: the top places and, for a signed-in caller, their own place. */
export async function tournamentWithLeaderboard(
  read: StandingsReader,
  t: StoredTournament,
  locale: LocaleCode,
  userId: number | null,
  now = new Date(),
): Promise<TournamentReply['data']> {
  const { rows, participants } = await read(t);
  const mine = userId === null ? undefined : rows.find((row) => row.userId === userId);
  return {
    ...tournamentView(t, locale, now),
    leaderboard: rows.slice(0, LEADERBOARD_LIMIT).map((row) => rowView(t, row)),
    me: mine ? rowView(t, mine) : null,
    participants,
  };
}

/** Creates the configured daily races' instances of today and tomorrow (UTC) that do not exist yet. */
export async function ensureDailyRaces(q: Queryable, races: readonly DailyRace[], now = new Date()): Promise<number> {
  let created = 0;
  for (const instance of dailyInstances(races, now)) if (await insertTournamentIfAbsent(q, instance)) created += 1;
  return created;
}

/**
 * A prize in the player's currency: the prize currency's minor units through USD at the operator's rates, rounded
 * down (exact when both are the same); null when either currency has no rate.
 */
export function prizeInCurrency(prizeMinor: number, from: Currency, to: Currency, factors: UsdFactor[]): number | null {
  if (from === to) return prizeMinor;
  const source = factors.find((f) => f.currency === from);
  const target = factors.find((f) => f.currency === to);
  if (!source || !target) return null;
  return Number((BigInt(prizeMinor) * source.num * target.den) / (source.den * target.num));
}

export type FinishDeps = { db: Db; ledger: Ledger };

export type FinishOutcome = { finished: boolean; paid: PrizeRow[] };

export const prizeKey = (tournamentId: number, place: number) => `tournament:${tournamentId}:place:${place}`;

/**
 * Ends a tournament whose period is over: its final standings' prize places are paid from the house's tournament
 * expense to each winner's real balance in one ledger transaction that also marks it finished, writes the prize rows
 * (the postings' cause) and tells the winners. Whoever marks it finished pays; a second finisher (another node, a
 * retried job) finds it finished and pays nothing, and every transfer's key is the place's, so no prize is paid twice.
 */
export async function finishTournament(deps: FinishDeps, id: number, now = new Date()): Promise<FinishOutcome> {
  const { db, ledger } = deps;
  const t = await findTournament(db, { id });
  if (!t || t.finishedAt !== null || t.endsAt > now) return { finished: false, paid: [] };
  const factors = await usdFactors(db);
  const { rows } = await listStandings(db, t, factors, t.prizesMinor.length, null);
  const prizes: PrizeRow[] = [];
  for (const row of rows) {
    const prizeMinor = t.prizesMinor[row.place - 1];
    if (prizeMinor === undefined) continue;
    const amountMinor = prizeInCurrency(prizeMinor, t.prizeCurrency, row.currency, factors);
    if (amountMinor === null || amountMinor <= 0) continue;
    prizes.push({
      tournamentId: id,
      place: row.place,
      userId: row.userId,
      score: row.score,
      prizeMinor,
      amountMinor,
      currency: row.currency,
    });
  }
  if (prizes.length === 0) return { finished: await db.transaction((tx) => claimFinish(tx, id)), paid: [] };

  const transfers = await Promise.all(
    prizes.map(async (prize) => ({
      idempotencyKey: prizeKey(id, prize.place),
      fromAccountId: await ledger.houseAccountId(
        { purpose: 'bonus_expense', scope: 'tournaments', currency: prize.currency },
        `tournament:${id}`,
      ),
      toAccountId: (await ledger.playerAccountIds(prize.userId, prize.currency)).real,
      amountMinor: prize.amountMinor,
      currency: prize.currency,
      kind: 'bonus_grant' as const,
      causeRef: `tournament_prize:${id}:${prize.place}`,
    })),
  );
  const accounts = transfers.flatMap((transfer) => [transfer.fromAccountId, transfer.toAccountId]);
  return ledger.transaction(accounts, async (tx) => {
    if (!(await claimFinish(tx, id))) return { finished: false, paid: [] };
    for (const prize of prizes) await insertPrize(tx, prize);
    await tx.post(transfers);
    for (const prize of prizes)
      await notifyPlayer(tx, {
        userId: prize.userId,
        kind: 'race_prize',
        amountMinor: prize.amountMinor,
        currency: prize.currency,
        key: prizeKey(id, prize.place),
      });
    return { finished: true, paid: prizes };
  });
}

/** Finishes every tournament that has ended and is not paid yet; the number this call finished (throws the first failure after trying all). */
export async function finishEnded(deps: FinishDeps, now = new Date()): Promise<number> {
  let finished = 0;
  let failure: Error | null = null;
  for (const id of await listUnfinishedEnded(deps.db, now, 20)) {
    try {
      if ((await finishTournament(deps, id, now)).finished) finished += 1;
    } catch (error) {
      // One that cannot be paid now does not hold up the others; the job's retry tries it again.
      failure ??= error instanceof Error ? error : new Error(String(error));
    }
  }
  if (failure) throw failure;
  return finished;
}
