import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { VipClaim, VipStatus } from '@/lib/vip/contract';
import { call, newPlayer, realBalance, type RealPlayer } from '../../games/test-kit';
import { checkLedger } from '../../ledger/check-ledger';
import { CauseRefusedError } from '../../ledger/errors';
import { getProfile, type InvalidReply } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { claimStatement } from './levels-repository';

/*
 * One api for the file; each test has players of its own (levels and rakeback are a player's). Dice is played through
 * the api; casino rounds are written as the casino wallet writes them (a slot with a 96 % RTP, one with none declared).
 * RUB is worth 1/92.50 USD at the test operator's rates.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ restrictedCountries: ['US'] });
  await t.testDb.db.query(
    `INSERT INTO casino_games (code, aggregator, name, studio, category, rtp) VALUES
       ('vip_slot', 'sandbox', 'VIP Slot', 'Studio', 'slots', 96.00), ('vip_live', 'sandbox', 'VIP Live', 'Studio', 'live', NULL)`,
  );
});
afterEach(async () => {
  await checkLedger(t.testDb.db);
});
afterAll(async () => {
  await t?.close();
});

async function playDice(player: RealPlayer, amount: number, times: number) {
  for (let i = 0; i < times; i += 1) {
    const res = await call(t, player, '/api/v2/games/dice/bets', { amount, target: 50, direction: 'under' });
    expect(res.statusCode, JSON.stringify(res.json())).toBe(200);
  }
}

/** A settled casino round: one bet, no win. */
async function casinoBet(player: RealPlayer, game: string, betMinor: number) {
  await t.testDb.db.query(
    `INSERT INTO casino_transactions (aggregator, transaction_uuid, kind, user_id, currency, game_code, round, amount_minor, fingerprint)
     VALUES ('sandbox', $1, 'bet', $2, $3, $4, $5, $6, 'test')`,
    [randomUUID(), player.userId, player.currency, game, randomUUID(), betMinor],
  );
}

async function status(player: RealPlayer): Promise<VipStatus> {
  const res = await call(t, player, '/api/v2/vip/status');
  expect(res.statusCode, JSON.stringify(res.json())).toBe(200);
  return res.json<{ data: VipStatus }>().data;
}

const claim = (player: RealPlayer, body: unknown = { currency: player.currency }, key?: string | null) =>
  call(t, player, '/api/v2/vip/rakeback/claim', body, { key });

const rakebackOf = async (player: RealPlayer) => (await status(player)).rakeback.find((row) => row.currency === player.currency)?.amount;

const premiumOf = async (player: RealPlayer) =>
  (await getProfile(t.app, player.token)).json<{ data: { premium: { status: string } } }>().data.premium.status;

const count = async (sql: string, params: unknown[]) => Number((await t.testDb.db.query<{ n: unknown }>(sql, params))[0].n);

describe('GET /api/v2/vip/status', () => {
  it('a new player is Bronze with nothing wagered, the levels published', async () => {
    const player = await newPlayer(t, 0);
    expect(await status(player)).toEqual({
      level: { number: 0, id: 'bronze', threshold: 0, rakeback_rate: 0.05, reward: 0 },
      next_level: { number: 1, id: 'silver', threshold: 1000, rakeback_rate: 0.075, reward: 10 },
      wagered: 0,
      progress: 0,
      rakeback: [],
      levels: [
        { number: 0, id: 'bronze', threshold: 0, rakeback_rate: 0.05, reward: 0 },
        { number: 1, id: 'silver', threshold: 1000, rakeback_rate: 0.075, reward: 10 },
        { number: 2, id: 'gold', threshold: 5000, rakeback_rate: 0.1, reward: 50 },
        { number: 3, id: 'platinum', threshold: 25000, rakeback_rate: 0.125, reward: 250 },
        { number: 4, id: 'diamond', threshold: 100000, rakeback_rate: 0.15, reward: 1000 },
      ],
    });
    expect(await premiumOf(player)).toBe('none');
  });

  it('counts real bets in USD and accrues rakeback per bet: stake x edge x share, rounded down once', async () => {
    const player = await newPlayer(t, 100_000);
    // Dice: a 1 % edge, Bronze's 5 % of it: 1999 x 0.0005 = 0.9995 kopecks a bet, 4.9975 for five.
    await playDice(player, 19.99, 5);
    // The 96 % slot: a 4 % edge; 10000 x 0.04 x 0.05 = 20 kopecks. A game without a declared RTP accrues nothing.
    await casinoBet(player, 'vip_slot', 10_000);
    await casinoBet(player, 'vip_live', 50_000);
    const reply = await status(player);
    // 99.95 + 100 + 500 RUB = 699.95 RUB = 7.5670... USD, rounded down to the cent.
    expect(reply).toMatchObject({ level: { id: 'bronze' }, wagered: 7.56, progress: 0.00756 });
    expect(reply.rakeback).toEqual([{ currency: 'RUB', amount: 0.24 }]);
  });
});

describe('POST /api/v2/vip/rakeback/claim', () => {
  it('pays what accrued to the real balance in one posting, then only what accrues after', async () => {
    const player = await newPlayer(t, 100_000);
    await casinoBet(player, 'vip_slot', 10_000); // 20 kopecks
    await casinoBet(player, 'vip_slot', 2_500); // 5 kopecks
    const before = await realBalance(t, player);
    const res = await claim(player);
    expect(res.statusCode, JSON.stringify(res.json())).toBe(200);
    const paid = res.json<{ success: true; data: VipClaim }>();
    expect(paid).toEqual({ success: true, data: { id: expect.any(Number), currency: 'RUB', amount: 0.25, balance: (before + 25) / 100 } });
    expect(await realBalance(t, player)).toBe(before + 25);
    const transfers = await t.testDb.db.query<{ kind: string; amount_minor: unknown; purpose: string; scope: string; cause_ref: string }>(
      `SELECT tr.kind, tr.amount_minor, h.purpose, h.scope, tr.cause_ref FROM ledger_transfers tr
         JOIN ledger_accounts h ON h.id = tr.from_account_id JOIN ledger_accounts p ON p.id = tr.to_account_id
       WHERE p.user_id = $1 AND p.kind = 'player_real' AND tr.kind = 'bonus_grant'`,
      [player.userId],
    );
    // bigint arrives as a number from PGlite and as text from Postgres.
    expect(transfers.map((row) => ({ ...row, amount_minor: Number(row.amount_minor) }))).toEqual([
      {
        kind: 'bonus_grant',
        amount_minor: 25,
        purpose: 'bonus_expense',
        scope: 'rakeback',
        cause_ref: `vip_rakeback_claim:${paid.data.id}`,
      },
    ]);
    expect(await rakebackOf(player)).toBe(0);

    const nothing = await claim(player);
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json()).toEqual({ message: expect.any(String), code: 'nothing_to_claim' });

    await casinoBet(player, 'vip_slot', 5_000); // 10 kopecks
    expect(await rakebackOf(player)).toBe(0.1);
    expect((await claim(player)).json<{ data: VipClaim }>().data.amount).toBe(0.1);
    expect(await realBalance(t, player)).toBe(before + 35);
    const rows = await t.testDb.db.query<{ from_total_minor: unknown; to_total_minor: unknown; covers_until: unknown }>(
      'SELECT from_total_minor, to_total_minor, covers_until FROM vip_rakeback_claims WHERE user_id = $1 ORDER BY id',
      [player.userId],
    );
    expect(rows.map((row) => [Number(row.from_total_minor), Number(row.to_total_minor)])).toEqual([
      [0, 25],
      [25, 35],
    ]);
    expect(rows.every((row) => row.covers_until !== null)).toBe(true);
  });

  it('concurrent claims pay once; a retry with the same key replays the first reply', async () => {
    const player = await newPlayer(t, 0);
    await casinoBet(player, 'vip_slot', 100_000); // 200 kopecks
    const replies = await Promise.all(Array.from({ length: 6 }, () => claim(player)));
    const codes = replies.map((res) => res.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409, 409, 409]);
    for (const res of replies.filter((reply) => reply.statusCode === 409))
      expect(['nothing_to_claim', 'claim_in_progress']).toContain(res.json<{ code: string }>().code);
    expect(await realBalance(t, player)).toBe(200);
    expect(await count('SELECT count(*) AS n FROM vip_rakeback_claims WHERE user_id = $1', [player.userId])).toBe(1);

    await casinoBet(player, 'vip_slot', 50_000); // 100 kopecks
    const key = randomUUID();
    const first = await claim(player, undefined, key);
    const again = await claim(player, undefined, key);
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await realBalance(t, player)).toBe(300);
  });

  it('two claims that read the same totals race at their cause: one link of the chain is written, one posting made', async () => {
    const player = await newPlayer(t, 0);
    const { real } = await t.ledger.playerAccountIds(player.userId, 'RUB');
    const house = await t.ledger.houseAccountId({ purpose: 'bonus_expense', scope: 'rakeback', currency: 'RUB' });
    // As claimRakeback makes them, after each read 0 claimed of 200 accrued (the second also saw a later bet: 250).
    const attempt = (toTotalMinor: number, key: string) =>
      t.ledger.postWithCause(
        claimStatement({ userId: player.userId, currency: 'RUB', fromTotalMinor: 0, toTotalMinor, coversUntil: null }),
        [{ idempotencyKey: key, fromAccountId: house, toAccountId: real, amountMinor: toTotalMinor, currency: 'RUB', kind: 'bonus_grant' }],
      );
    const outcomes = await Promise.allSettled([attempt(200, `race-a:${randomUUID()}`), attempt(250, `race-b:${randomUUID()}`)]);
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    const refused = outcomes.find((outcome) => outcome.status === 'rejected');
    expect(refused?.reason).toBeInstanceOf(CauseRefusedError);
    expect((refused?.reason as CauseRefusedError).reason).toBe('claim_in_progress');
    expect([200, 250]).toContain(await realBalance(t, player));
    expect(await count('SELECT count(*) AS n FROM vip_rakeback_claims WHERE user_id = $1', [player.userId])).toBe(1);
    // A claim that read the chain before it moved on is refused too.
    await expect(attempt(300, `race-c:${randomUUID()}`)).rejects.toMatchObject({ reason: 'claim_in_progress' });
  });

  it("refuses bad input (422), no session (401), no Idempotency-Key (422); nobody claims another player's rakeback", async () => {
    const owner = await newPlayer(t, 0);
    await casinoBet(owner, 'vip_slot', 100_000);
    expect((await call(t, null, '/api/v2/vip/status')).statusCode).toBe(401);
    expect((await call(t, null, '/api/v2/vip/rakeback/claim', { currency: 'RUB' })).statusCode).toBe(401);
    for (const body of [{}, { currency: 'XXX' }, { currency: 'rub' }, { currency: 7 }, { currency: null }]) {
      const res = await claim(owner, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys(res.json<InvalidReply>().errors)).toEqual(['currency']);
    }
    const keyless = await claim(owner, undefined, null);
    expect(keyless.statusCode).toBe(422);
    expect(Object.keys(keyless.json<InvalidReply>().errors)).toEqual(['Idempotency-Key']);

    const other = await newPlayer(t, 0);
    const stolen = await claim(other, { currency: 'RUB', user_id: owner.userId });
    expect(stolen.statusCode).toBe(409);
    expect(stolen.json<{ code: string }>().code).toBe('nothing_to_claim');
    expect(await realBalance(t, other)).toBe(0);
    expect(await realBalance(t, owner)).toBe(0);
    expect(await rakebackOf(owner)).toBe(2);
  });
});

describe('level up', () => {
  it('rewards a level once when it is reached, sets the premium status and tells the player', async () => {
    const player = await newPlayer(t, 10_000_000);
    // 10 x 10000 RUB = 100000 RUB = 1081.08 USD: Silver, reached with the last bet (all ten at Bronze's share).
    await playDice(player, 10_000, 10);
    const before = await realBalance(t, player);
    const reply = await status(player);
    expect(reply).toMatchObject({ level: { id: 'silver' }, next_level: { id: 'gold' }, wagered: 1081.08 });
    expect(reply.progress).toBeCloseTo(8108 / 400_000, 10);
    // $10 at 92.50 RUB: 925 RUB.
    expect(await realBalance(t, player)).toBe(before + 92_500);
    expect(await premiumOf(player)).toBe('silver');
    const feed = await t.app.inject({
      method: 'GET',
      url: '/api/v1/notifications',
      headers: { authorization: `Bearer ${player.token}`, 'accept-language': 'en' },
    });
    const levelUps = feed.json<{ data: { type: string; text: string }[] }>().data.filter((item) => item.type === 'vip_level_up');
    expect(levelUps).toHaveLength(1);
    expect(levelUps[0].text).toMatch(/^VIP level up: you are now Silver\. Your reward of .*925.* is on your balance\.$/);
    const ru = await t.app.inject({
      method: 'GET',
      url: '/api/v1/notifications',
      headers: { authorization: `Bearer ${player.token}`, 'accept-language': 'ru' },
    });
    expect(ru.json<{ data: { type: string; text: string }[] }>().data.find((item) => item.type === 'vip_level_up')?.text).toMatch(
      /^Новый VIP-уровень: теперь у вас Серебро\. Награда .*925.* на вашем балансе\.$/,
    );

    // Read again, and the job runs, concurrently: nothing more is paid.
    await Promise.all([status(player), t.app.vip.syncLevels(), status(player)]);
    expect(await realBalance(t, player)).toBe(before + 92_500);
    expect(await count('SELECT count(*) AS n FROM vip_level_rewards WHERE user_id = $1', [player.userId])).toBe(1);
    expect(await count("SELECT count(*) AS n FROM notifications WHERE user_id = $1 AND kind = 'vip_level_up'", [player.userId])).toBe(1);

    // Ten bets at Bronze (5 % of the 1 % edge): 5000 kopecks; one more at Silver (7.5 %): 10000 x 0.00075 = 7.5.
    await playDice(player, 100, 1);
    expect(await rakebackOf(player)).toBe(50.07);
  });

  it('the job rewards every level a player passed who never looked, lowest first, each once', async () => {
    const player = await newPlayer(t, 0, 'USD');
    await casinoBet(player, 'vip_slot', 600_000); // $6000: Gold
    const results = await Promise.all([t.app.vip.syncLevels(), t.app.vip.syncLevels()]);
    expect(results.every((players) => players >= 1)).toBe(true);
    const rewards = await t.testDb.db.query<{ level: unknown; amount_minor: unknown }>(
      'SELECT level, amount_minor FROM vip_level_rewards WHERE user_id = $1 ORDER BY level',
      [player.userId],
    );
    expect(rewards.map((row) => [Number(row.level), Number(row.amount_minor)])).toEqual([
      [1, 1_000],
      [2, 5_000],
    ]);
    expect(await realBalance(t, player)).toBe(6_000);
    expect(await premiumOf(player)).toBe('gold');
    const keys = await t.testDb.db.query<{ idempotency_key: string }>(
      `SELECT tr.idempotency_key FROM ledger_transfers tr JOIN ledger_accounts p ON p.id = tr.to_account_id
       WHERE p.user_id = $1 ORDER BY tr.id`,
      [player.userId],
    );
    expect(keys.map((row) => row.idempotency_key)).toEqual([`vip:${player.userId}:level:1`, `vip:${player.userId}:level:2`]);
    expect((await status(player)).level.id).toBe('gold');
    expect(await realBalance(t, player)).toBe(6_000);
  });
});

describe('the level-up job', () => {
  it('keeps one run ahead however often the api starts', async () => {
    await t.app.payments.start();
    await t.app.vip.start();
    await t.app.vip.start();
    const schema = t.app.payments.queue.schema();
    const rows = await t.testDb.db.query<{ count: unknown }>(
      `SELECT count(*) AS count FROM ${schema}.job WHERE name = 'vip-level-sync' AND state = 'created' AND start_after > now()`,
    );
    expect(Number(rows[0].count)).toBe(1);
  });
});
