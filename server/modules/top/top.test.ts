import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TopReply } from '@/lib/top/contract';
import { call, newDemo, newPlayer, type RealPlayer } from '../../games/test-kit';
import { checkLedger } from '../../ledger/check-ledger';
import { getProfile, registerByPhone } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';

/*
 * A fresh api per test (the top reads every player's bets), no cache. Dice bets are played through the api; the
 * casino wallet's rows are written as its service writes them, which lets a test choose the multipliers and times.
 */
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

const top = async (query = '') => {
  const res = await call(t, null, `/api/v2/top${query}`);
  expect(res.statusCode, JSON.stringify(res.json())).toBe(200);
  return res.json<TopReply>();
};

const nameOf = async (player: RealPlayer) =>
  (await t.testDb.db.query<{ name: string }>('SELECT name FROM users WHERE id = $1', [player.userId]))[0].name;

/** One casino round: a bet and, when paid, a win, `ageHours` ago. */
async function casinoRound(
  player: RealPlayer,
  betMinor: number,
  winMinor: number,
  options: { ageHours?: number; rolledBack?: boolean } = {},
) {
  const round = randomUUID();
  const rows: [string, number][] = [['bet', betMinor], ...(winMinor > 0 ? [['win', winMinor] as [string, number]] : [])];
  for (const [kind, amount] of rows)
    await t.testDb.db.query(
      `INSERT INTO casino_transactions (aggregator, transaction_uuid, kind, user_id, currency, game_code, round, amount_minor,
         fingerprint, rolled_back, created_at)
       VALUES ('sandbox', $1, $2, $3, $4, 'test_slot', $5, $6, 'test', $7, now() - make_interval(hours => $8))`,
      [
        randomUUID(),
        kind,
        player.userId,
        player.currency,
        round,
        amount,
        kind === 'win' && options.rolledBack === true,
        options.ageHours ?? 0,
      ],
    );
}

async function playDice(player: RealPlayer, amount: number, times: number) {
  for (let i = 0; i < times; i += 1) {
    const res = await call(t, player, '/api/v2/games/dice/bets', { amount, target: 50, direction: 'under' });
    expect(res.statusCode, JSON.stringify(res.json())).toBe(200);
  }
}

describe('GET /api/v2/top', () => {
  it('lists the biggest wins by multiplier, then by the payout worth in USD; a rolled-back win never', async () => {
    const rub = await newPlayer(t, 0, 'RUB');
    const usd = await newPlayer(t, 0, 'USD');
    await casinoRound(rub, 10_000, 50_000); // 5x, 500 RUB
    await casinoRound(usd, 1_000, 5_000); // 5x, 50 USD: worth more
    await casinoRound(rub, 10_000, 200_000); // 20x
    await casinoRound(usd, 1_000, 100_000, { rolledBack: true });
    await casinoRound(rub, 10_000, 0);
    const reply = await top();
    expect(reply.period).toBe('day');
    expect(reply.biggest_wins.map((win) => [win.multiplier, win.amount, win.currency])).toEqual([
      [20, 2000, 'RUB'],
      [5, 50, 'USD'],
      [5, 500, 'RUB'],
    ]);
    expect(reply.biggest_wins[0]).toMatchObject({ game: 'test_slot', game_category: 'slots', game_name: 'Test Slot' });
    expect(reply.biggest_wins[0].player).toEqual({ name: await nameOf(rub), avatar: null });
  });

  it('counts dice played for real, by game id, and never demo play', async () => {
    const demo = await newDemo(t, 'RUB');
    for (let i = 0; i < 5; i += 1) {
      const res = await call(t, demo, '/api/v2/games/dice/bets', { amount: 10, target: 50, direction: 'under' });
      expect(res.statusCode).toBe(200);
    }
    expect(await top()).toMatchObject({ biggest_wins: [], top_players: [] });

    const player = await newPlayer(t, 100_000);
    await playDice(player, 10, 8);
    const reply = await top();
    expect(reply.top_players).toEqual([
      expect.objectContaining({ rank: 1, player: { name: await nameOf(player), avatar: null }, wagered: 0.86, bets: 8 }),
    ]);
    for (const win of reply.biggest_wins)
      expect(win).toMatchObject({ game: 'dice', game_category: 'in_house', multiplier: 1.98, amount: 19.8 });
  });

  it('ranks players by wagered in USD at the operator rates', async () => {
    const rub = await newPlayer(t, 200_000, 'RUB');
    const usd = await newPlayer(t, 5_000, 'USD');
    await playDice(rub, 500, 2); // 1000 RUB at 92.50: 10.81 USD
    await playDice(usd, 10, 2); // 20 USD
    await casinoRound(rub, 10_000, 0); // +100 RUB: 1100 RUB = 11.89 USD
    const { top_players } = await top();
    expect(top_players.map((row) => [row.rank, row.wagered, row.bets])).toEqual([
      [1, 20, 2],
      [2, 11.89, 3],
    ]);
    expect(top_players[0].player?.name).toBe(await nameOf(usd));
  });

  it('cuts each period off: a day, a week, a month', async () => {
    const player = await newPlayer(t, 100_000);
    await playDice(player, 10, 1);
    await t.testDb.db.query(`UPDATE game_bets SET created_at = now() - interval '3 days', settled_at = now() - interval '3 days'`);
    await casinoRound(player, 10_000, 30_000, { ageHours: 1 });
    await casinoRound(player, 10_000, 40_000, { ageHours: 10 * 24 });
    await casinoRound(player, 10_000, 50_000, { ageHours: 40 * 24 });
    const bets = async (period: string) => (await top(`?period=${period}`)).top_players[0]?.bets;
    expect(await bets('day')).toBe(1);
    expect(await bets('week')).toBe(2);
    expect(await bets('month')).toBe(3);
    const month = await top('?period=month');
    // The dice bet may have won too (1.98x), three days ago.
    expect(month.biggest_wins.map((win) => win.multiplier).filter((m) => m > 2)).toEqual([4, 3]);
    expect((await top('?period=day')).biggest_wins.map((win) => win.multiplier)).toEqual([3]);
    expect(Date.parse(month.since)).toBeLessThan(Date.now() - 29 * 24 * 3600_000);
  });

  it('anonymises a player who hides their statistics, drops a hidden avatar, and shows no email or phone', async () => {
    const hidden = await newPlayer(t, 0);
    const faceless = await newPlayer(t, 0);
    const phoneToken = await registerByPhone(t.app, '+79161234567');
    const phoneId = (await getProfile(t.app, phoneToken)).json<{ data: { id: number } }>().data.id;
    const byPhone: RealPlayer = { kind: 'user', token: phoneToken, userId: phoneId, currency: 'RUB' };
    await t.testDb.db.query(`UPDATE users SET image_small = 'https://cdn.example/a.png'`);
    for (const [player, body] of [
      [hidden, { is_statistics_hidden: true }],
      [faceless, { is_avatar_hidden: true }],
    ] as const)
      expect((await call(t, player, '/profile/settings', body, { method: 'PUT' })).statusCode).toBe(200);
    await casinoRound(hidden, 10_000, 90_000);
    await casinoRound(faceless, 10_000, 80_000);
    await casinoRound(byPhone, 10_000, 70_000);

    const reply = await top();
    expect(reply.biggest_wins.map((win) => win.player)).toEqual([
      null,
      { name: await nameOf(faceless), avatar: null },
      { name: await nameOf(byPhone), avatar: 'https://cdn.example/a.png' },
    ]);
    expect(reply.biggest_wins[0]).toMatchObject({ multiplier: 9, amount: 900 });
    expect(reply.top_players.find((row) => row.player === null)).toMatchObject({ wagered: 1.08, bets: 1 });
    const emails = await t.testDb.db.query<{ email: string | null; phone: string | null }>('SELECT email, phone FROM users');
    const body = JSON.stringify(reply);
    for (const { email, phone } of emails) {
      if (email) expect(body).not.toContain(email.split('@')[0]);
      if (phone) expect(body).not.toContain(phone.replace(/\D/g, '').slice(-7));
    }
    expect(body).not.toMatch(/@|9161234567/);
  });

  it('refuses a bad period with the 422 shape', async () => {
    for (const period of ['year', '', 'DAY']) {
      const res = await call(t, null, `/api/v2/top?period=${period}`);
      expect(res.statusCode).toBe(422);
      expect(res.json<{ errors: Record<string, string[]> }>().errors.period?.[0]).toMatch(/invalid_period/);
    }
  });
});
