import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TournamentReply, TournamentsReply } from '@/lib/tournaments/contract';
import { call, createSiblingApp, newPlayer, realBalance, type Caller, type RealPlayer } from '../../games/test-kit';
import { checkLedger } from '../../ledger/check-ledger';
import { createTestApp, type TestApp } from '../../test/test-app';
import { DAILY_RACES, dailyInstances } from './daily-races';
import { insertTournamentIfAbsent, type NewTournament } from './repository';
import { ensureDailyRaces, finishEnded, finishTournament } from './service';

/* A fresh api per test (a leaderboard reads every player's bets); dice bets are played through the api. */
let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ restrictedCountries: ['US'], topCacheTtlMs: 0 });
  await t.testDb.db.query(
    `INSERT INTO casino_games (code, aggregator, name, studio, category) VALUES ('test_slot', 'sandbox', 'Test Slot', 'Studio', 'slots')`,
  );
});
afterEach(async () => {
  await checkLedger(t.testDb.db);
  await t.close();
});

const HOUR = 3600_000;
let races = 0;

/** A race around now (by default an hour either side) whose bets count by `scoring`. */
async function race(options: Partial<NewTournament> = {}): Promise<string> {
  races += 1;
  const slug = options.slug ?? `test-race-${races}`;
  await insertTournamentIfAbsent(t.testDb.db, {
    slug,
    title: { en: 'Test race', ru: 'Тестовая гонка', kz: 'Сынақ жарысы' },
    scoring: 'wagered',
    games: null,
    startsAt: new Date(Date.now() - HOUR),
    endsAt: new Date(Date.now() + HOUR),
    prizeCurrency: 'USD',
    prizesMinor: [10_000, 5_000, 2_500],
    ...options,
  });
  return slug;
}

async function get<T>(url: string, caller: Caller = null, status = 200): Promise<T> {
  const res = await call(t, caller, url);
  expect(res.statusCode, JSON.stringify(res.json())).toBe(status);
  return res.json<T>();
}

const board = (ref: string, caller: Caller = null) => get<TournamentReply>(`/api/v2/tournaments/${ref}`, caller).then((r) => r.data);

async function playDice(player: RealPlayer, amount: number, times: number) {
  for (let i = 0; i < times; i += 1) {
    const res = await call(t, player, '/api/v2/games/dice/bets', { amount, target: 50, direction: 'under' });
    expect(res.statusCode, JSON.stringify(res.json())).toBe(200);
  }
}

const deps = () => ({ db: t.testDb.db, ledger: t.ledger });

/** One casino round (a bet and, when paid, a win) as the casino wallet writes it, `ageHours` ago. */
async function casinoRound(player: RealPlayer, betMinor: number, winMinor: number, ageHours = 0) {
  const round = randomUUID();
  const rows: [string, number][] = [['bet', betMinor], ...(winMinor > 0 ? [['win', winMinor] as [string, number]] : [])];
  for (const [kind, amount] of rows)
    await t.testDb.db.query(
      `INSERT INTO casino_transactions (aggregator, transaction_uuid, kind, user_id, currency, game_code, round, amount_minor,
         fingerprint, rolled_back, created_at)
       VALUES ('sandbox', $1, $2, $3, $4, 'test_slot', $5, $6, 'test', false, now() - make_interval(secs => $7::double precision * 3600))`,
      [randomUUID(), kind, player.userId, player.currency, round, amount, ageHours],
    );
}

const nameOf = async (player: RealPlayer) =>
  (await t.testDb.db.query<{ name: string }>('SELECT name FROM users WHERE id = $1', [player.userId]))[0].name;

describe('GET /api/v2/tournaments', () => {
  it('lists the daily race running today and the one announced for tomorrow, created once however often asked', async () => {
    expect((await get<TournamentsReply>('/api/v2/tournaments?status=active')).data).toEqual([]);
    expect(await ensureDailyRaces(t.testDb.db, DAILY_RACES)).toBe(2);
    expect(await ensureDailyRaces(t.testDb.db, DAILY_RACES)).toBe(0);
    const active = (await get<TournamentsReply>('/api/v2/tournaments?status=active')).data;
    const today = new Date().toISOString().slice(0, 10);
    expect(active).toEqual([
      expect.objectContaining({
        slug: `daily-race-${today}`,
        title: 'Daily race',
        scoring: 'wagered',
        games: null,
        status: 'active',
        paid: false,
        prize_currency: 'USD',
        prize_pool: 210,
      }),
    ]);
    expect(active[0].prizes.slice(0, 4)).toEqual([
      { place: 1, amount: 100 },
      { place: 2, amount: 50 },
      { place: 3, amount: 25 },
      { place: 4, amount: 5 },
    ]);
    expect(Date.parse(active[0].ends_at) - Date.parse(active[0].starts_at)).toBe(24 * HOUR);
    // The default status is active; the title follows Accept-Language.
    const ru = await t.app.inject({ method: 'GET', url: '/api/v2/tournaments', headers: { 'accept-language': 'ru' } });
    expect(ru.json<TournamentsReply>().data[0].title).toBe('Ежедневная гонка');
    const upcoming = (await get<TournamentsReply>('/api/v2/tournaments?status=upcoming')).data;
    expect(upcoming.map((item) => [item.status, item.starts_at])).toEqual([['upcoming', active[0].ends_at]]);
    expect((await get<TournamentsReply>('/api/v2/tournaments?status=finished')).data).toEqual([]);
  });

  it('lists an ended race as finished, newest first', async () => {
    await race({ slug: 'old', startsAt: new Date(Date.now() - 3 * HOUR), endsAt: new Date(Date.now() - 2 * HOUR) });
    await race({ slug: 'older', startsAt: new Date(Date.now() - 5 * HOUR), endsAt: new Date(Date.now() - 4 * HOUR) });
    const finished = (await get<TournamentsReply>('/api/v2/tournaments?status=finished')).data;
    expect(finished.map((item) => [item.slug, item.status])).toEqual([
      ['old', 'finished'],
      ['older', 'finished'],
    ]);
  });

  it('refuses a bad status, and a malformed or unknown tournament', async () => {
    for (const status of ['past', '', 'ACTIVE']) {
      const res = await call(t, null, `/api/v2/tournaments?status=${status}`);
      expect(res.statusCode).toBe(422);
      expect(res.json<{ errors: Record<string, string[]> }>().errors.status?.[0]).toMatch(/invalid_status/);
    }
    expect((await call(t, null, '/api/v2/tournaments/bad%20id!')).statusCode).toBe(422);
    expect((await call(t, null, `/api/v2/tournaments/${'a'.repeat(65)}`)).statusCode).toBe(422);
    for (const ref of ['weekly-race', '999999', '99999999999999999999']) {
      const res = await call(t, null, `/api/v2/tournaments/${ref}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: expect.any(String) });
    }
  });
});

describe('GET /api/v2/tournaments/{id}', () => {
  it('ranks players by wagered in USD at the operator rates, by slug or id, with the caller’s own place', async () => {
    const slug = await race();
    const rub = await newPlayer(t, 200_000, 'RUB');
    const usd = await newPlayer(t, 5_000, 'USD');
    const idle = await newPlayer(t, 0, 'USD');
    await playDice(rub, 500, 2); // 1000 RUB at 92.50: 10.81 USD
    await playDice(usd, 10, 2); // 20 USD
    const bySlug = await board(slug);
    expect(bySlug.leaderboard).toEqual([
      { rank: 1, player: { name: await nameOf(usd), avatar: null }, score: 20, bets: 2, prize: 100 },
      { rank: 2, player: { name: await nameOf(rub), avatar: null }, score: 10.81, bets: 2, prize: 50 },
    ]);
    expect(bySlug).toMatchObject({ participants: 2, me: null, status: 'active' });
    const byId = await board(String(bySlug.id), rub);
    expect(byId.me).toMatchObject({ rank: 2, score: 10.81 });
    expect((await board(slug, idle)).me).toBeNull();

    // A player who hides their statistics is listed without a name.
    expect((await call(t, usd, '/profile/settings', { is_statistics_hidden: true }, { method: 'PUT' })).statusCode).toBe(200);
    expect((await board(slug)).leaderboard[0].player).toBeNull();
  });

  it('shows the top 20 and, below them, the signed-in player’s own place', async () => {
    const slug = await race({ games: ['test_slot'] });
    const players: RealPlayer[] = [];
    for (let i = 0; i < 22; i += 1) {
      const player = await newPlayer(t, 0, 'USD');
      await casinoRound(player, 10_000 - i * 100, 0); // 100.00, 99.00, ... USD
      players.push(player);
    }
    const reply = await board(slug, players[21]);
    expect(reply.leaderboard.map((row) => row.rank)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(reply.leaderboard[19]).toMatchObject({ score: 81, prize: 0 });
    expect(reply).toMatchObject({ participants: 22, me: { rank: 22, score: 79, prize: 0 } });
    expect((await board(slug, players[0])).me).toMatchObject({ rank: 1, score: 100, prize: 100 });
  });

  it('breaks a tie by who reached the score first', async () => {
    const slug = await race({ scoring: 'bets' });
    const first = await newPlayer(t, 100_000);
    const second = await newPlayer(t, 100_000);
    await playDice(second, 10, 1);
    await playDice(first, 10, 2);
    await playDice(second, 10, 1);
    expect((await board(slug)).leaderboard.map((row) => [row.rank, row.player?.name, row.score])).toEqual([
      [1, await nameOf(first), 2],
      [2, await nameOf(second), 2],
    ]);
  });

  it('counts only the eligible games and the bets inside [starts_at, ends_at)', async () => {
    const player = await newPlayer(t, 100_000);
    await playDice(player, 10, 3);
    const crashOnly = await race({ games: ['crash'] });
    const diceOnly = await race({ games: ['dice', 'crash'], scoring: 'bets' });
    expect((await board(crashOnly)).leaderboard).toEqual([]);
    expect((await board(diceOnly)).leaderboard.map((row) => row.score)).toEqual([3]);

    // One bet before the start, one exactly at the end: neither counts.
    const ids = (await t.testDb.db.query<{ id: number }>('SELECT id FROM game_bets ORDER BY id')).map((row) => row.id);
    const startsAt = new Date(Date.now() - HOUR);
    const endsAt = new Date(Date.now() + HOUR);
    const windowed = await race({ scoring: 'bets', startsAt, endsAt });
    await t.testDb.db.query('UPDATE game_bets SET settled_at = $2 WHERE id = $1', [ids[0], new Date(startsAt.getTime() - 1).toISOString()]);
    await t.testDb.db.query('UPDATE game_bets SET settled_at = $2 WHERE id = $1', [ids[1], endsAt.toISOString()]);
    expect((await board(windowed)).leaderboard.map((row) => row.score)).toEqual([1]);
  });

  it('scores the best multiplier, a tie going to whoever reached it first; a loss scores nothing', async () => {
    const slug = await race({ scoring: 'best_multiplier', games: ['test_slot'] });
    const [late, early, loser, outside] = [await newPlayer(t), await newPlayer(t), await newPlayer(t), await newPlayer(t)];
    await casinoRound(late, 10_000, 50_000); // 5x, now
    await casinoRound(late, 10_000, 20_000, 0.5);
    await casinoRound(early, 1_000, 5_000, 0.5); // 5x, half an hour ago
    await casinoRound(loser, 10_000, 0);
    await casinoRound(outside, 10_000, 900_000, 2); // 90x, before the start
    const { leaderboard, participants } = await board(slug);
    expect(leaderboard.map((row) => [row.rank, row.player?.name, row.score, row.bets])).toEqual([
      [1, await nameOf(early), 5, 1],
      [2, await nameOf(late), 5, 2],
    ]);
    expect(participants).toBe(2);
  });
});

describe('finishing a tournament', () => {
  it('pays each prize place once through the ledger, even with two nodes finishing at once, and tells the winners', async () => {
    const slug = await race({ prizesMinor: [10_000, 5_000] });
    const usd = await newPlayer(t, 5_000, 'USD');
    const rub = await newPlayer(t, 200_000, 'RUB');
    const third = await newPlayer(t, 100_000, 'RUB');
    await playDice(usd, 10, 2);
    await playDice(rub, 500, 2);
    await playDice(third, 10, 1);
    const { id } = await board(slug);
    // Not before it ends.
    expect(await finishTournament(deps(), id)).toEqual({ finished: false, paid: [] });

    const before = { usd: await realBalance(t, usd), rub: await realBalance(t, rub), third: await realBalance(t, third) };
    const later = new Date(Date.now() + 2 * HOUR);
    const sibling = await createSiblingApp(t);
    try {
      const outcomes = await Promise.all([
        finishTournament({ db: t.testDb.db, ledger: t.ledger }, id, later),
        finishTournament({ db: t.testDb.db, ledger: sibling.ledger }, id, later),
      ]);
      expect(outcomes.map((outcome) => outcome.finished).sort()).toEqual([false, true]);
    } finally {
      await sibling.close();
    }
    expect(await finishTournament(deps(), id, later)).toEqual({ finished: false, paid: [] });
    expect(await finishEnded(deps(), later)).toBe(0);

    // 100.00 USD to the first; 50.00 USD at 92.50 to the second, in roubles; nothing to the third.
    expect(await realBalance(t, usd)).toBe(before.usd + 10_000);
    expect(await realBalance(t, rub)).toBe(before.rub + 462_500);
    expect(await realBalance(t, third)).toBe(before.third);
    const transfers = await t.testDb.db.query<{ idempotency_key: string; kind: string; amount_minor: unknown }>(
      `SELECT idempotency_key, kind, amount_minor FROM ledger_transfers WHERE idempotency_key LIKE 'tournament:%' ORDER BY idempotency_key`,
    );
    expect(transfers.map((row) => [row.idempotency_key, row.kind, Number(row.amount_minor)])).toEqual([
      [`tournament:${id}:place:1`, 'bonus_grant', 10_000],
      [`tournament:${id}:place:2`, 'bonus_grant', 462_500],
    ]);
    const prizes = await t.testDb.db.query('SELECT place, user_id FROM tournament_prizes WHERE tournament_id = $1 ORDER BY place', [id]);
    expect(prizes.map((row) => Number(row.user_id))).toEqual([usd.userId, rub.userId]);

    const notices = await get<{ data: { type: string; text: string }[] }>('/api/v1/notifications', rub);
    expect(notices.data.filter((notice) => notice.type === 'race_prize')).toHaveLength(1);
    expect(notices.data[0].text).toContain('race');

    const finished = await board(slug, usd);
    expect(finished).toMatchObject({ paid: true, me: { rank: 1, prize: 100 } });
  });

  it('finishes a race nobody played without paying anything', async () => {
    const slug = await race({ startsAt: new Date(Date.now() - 2 * HOUR), endsAt: new Date(Date.now() - HOUR) });
    expect(await finishEnded(deps())).toBe(1);
    expect((await board(slug)).paid).toBe(true);
    expect(await finishEnded(deps())).toBe(0);
  });
});

describe('the daily races', () => {
  it('names each day’s instance by its UTC date: [00:00, 24:00)', () => {
    const [today, tomorrow] = dailyInstances(DAILY_RACES, new Date('2026-11-29T23:59:59Z'));
    expect(today).toMatchObject({ slug: 'daily-race-2026-11-29', startsAt: new Date('2026-11-29T00:00:00Z') });
    expect(tomorrow).toMatchObject({ slug: 'daily-race-2026-11-30', endsAt: new Date('2026-12-01T00:00:00Z') });
    expect(today.prizesMinor).toEqual([10_000, 5_000, 2_500, 500, 500, 500, 500, 500, 500, 500]);
  });
});
