import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ActivationView } from '@/lib/bonuses/contract';
import { call, type RealPlayer } from '../../games/test-kit';
import { until } from '../../payments/test-kit';
import {
  createBillingTestApp,
  deposit,
  expectLedgerClean,
  newPlayer,
  type BillingTestApp,
  type DepositConfig,
} from '../billing/shared/test-kit';

/*
 * The bonus engine through the api, with its own definitions (test-bonuses.json: x2 wagering, a 100 RUB max bet) and
 * real deposits through the sandbox provider. checkLedger runs after every test.
 */
let t: BillingTestApp;
beforeAll(async () => {
  t = await createBillingTestApp({ bonusesFile: 'server/modules/bonuses/test-bonuses.json', restrictedCountries: ['US'] });
  await t.testDb.db.query(
    `INSERT INTO casino_games (code, aggregator, name, studio, category) VALUES ('test_table', 'sandbox', 'Test Table', 'Studio', 'live')`,
  );
});
afterAll(async () => {
  await t?.close();
});
afterEach(async () => {
  await expectLedgerClean(t);
});

const DICE = '/api/v2/games/dice/bets';
const LOSE = { target: 99.99, direction: 'over' } as const;
const WIN = { target: 98, direction: 'under' } as const;

async function player(currency = 'RUB'): Promise<RealPlayer> {
  const made = await newPlayer(t.app, currency);
  return { kind: 'user', token: made.token, userId: made.userId, currency: currency as RealPlayer['currency'] };
}

const balances = async (p: RealPlayer) =>
  (await call(t, p, '/profile/user')).json<{ data: { balance: number; bonus_balance: number; total_balance: number } }>().data;

const activations = async (p: RealPlayer) => {
  const res = await call(t, p, '/api/v2/bonuses/activations');
  expect(res.statusCode, JSON.stringify(res.json())).toBe(200);
  return res.json<{ data: ActivationView[] }>().data;
};

const notices = async (p: RealPlayer) =>
  (await call(t, p, '/api/v1/notifications')).json<{ data: { type: string }[] }>().data.map((n) => n.type);

/** A deposit of `amount` RUB paid through the sandbox and credited. */
async function paidDeposit(p: RealPlayer, amount: number): Promise<string> {
  const before = (await balances(p)).balance;
  const config = (await deposit(t.app, p.token, { hash: 'sandbox-card', amount })).json<DepositConfig>();
  const [row] = await t.testDb.db.query<{ provider_invoice_id: string }>('SELECT provider_invoice_id FROM payment_invoices WHERE id = $1', [
    config.id,
  ]);
  await t.sandbox.payInvoice(row.provider_invoice_id);
  await until(async () => (await balances(p)).balance >= before + amount);
  return config.id;
}

/** The account a bet's stake came from: 'player_real' or 'player_bonus'. */
async function stakeSourceOf(betId: number): Promise<string> {
  const rows = await t.testDb.db.query<{ kind: string }>(
    `SELECT a.kind FROM ledger_transfers t JOIN ledger_accounts a ON a.id = t.from_account_id WHERE t.cause_ref = $1 AND t.kind = 'bet'`,
    [`bet:${betId}`],
  );
  return rows[0]?.kind ?? 'none';
}

async function bet(p: RealPlayer, amount: number, pick: typeof WIN | typeof LOSE) {
  const res = await call(t, p, DICE, { amount, ...pick });
  return res;
}

describe('the welcome pack on a first deposit', () => {
  it('names the bonus before the deposit, grants it once on the credit, queues the next step', async () => {
    const p = await player();
    const data = (await call(t, p, '/api/v2/billing/data')).json<{ payments: { bonus: { name: string } } }>();
    expect(data.payments.bonus.name).toBe('Test welcome 1');
    const waiting = (await call(t, p, '/bonus-system/bonus-activation/waiting-reg-and-dep')).json<{
      data: { name: string; expires_in: number };
    }>();
    expect(waiting.data.name).toBe('Test welcome 1');
    expect(waiting.data.expires_in).toBeGreaterThan(29 * 86_400);

    const invoice = await paidDeposit(p, 300);
    expect(await balances(p)).toEqual({ ...(await balances(p)), balance: 300, bonus_balance: 300, total_balance: 600 });
    const [active] = await activations(p);
    expect(active).toMatchObject({ code: 'welcome-1', status: 'active', amount: 300, wager_required: 600, wagered: 0, max_bet: 100 });
    expect(await notices(p)).toEqual(expect.arrayContaining(['deposit_credited', 'bonus_granted']));
    // The provider's notification again: nothing more.
    const [row] = await t.testDb.db.query<{ provider_invoice_id: string }>(
      'SELECT provider_invoice_id FROM payment_invoices WHERE id = $1',
      [invoice],
    );
    await t.sandbox.payInvoice(row.provider_invoice_id).catch(() => undefined);
    expect((await balances(p)).bonus_balance).toBe(300);
    expect(await activations(p)).toHaveLength(1);
    expect((await call(t, p, '/api/v2/billing/data')).json<{ payments: { bonus: { name: string } } }>().payments.bonus.name).toBe(
      'Test welcome 2',
    );

    // A second deposit while the first bonus runs: queued, not credited, until the first ends.
    await paidDeposit(p, 200);
    const [second, first] = await activations(p);
    expect(second).toMatchObject({ code: 'welcome-2', status: 'waiting', amount: 100, wager_required: 900 });
    expect(first.status).toBe('active');
    expect((await balances(p)).bonus_balance).toBe(300);
    const res = await call(t, p, `/api/v2/bonuses/activations/${first.id}/forfeit`, {});
    expect(res.statusCode, JSON.stringify(res.json())).toBe(200);
    const after = res.json<{ data: ActivationView[] }>().data;
    expect(after.map((a) => [a.code, a.status, a.settled])).toEqual([
      ['welcome-2', 'active', null],
      ['welcome-1', 'forfeited', 300],
    ]);
    expect(await balances(p)).toMatchObject({ balance: 500, bonus_balance: 100 });
    expect(await notices(p)).toEqual(expect.arrayContaining(['bonus_forfeited']));
  });
});

describe('wagering', () => {
  it('stakes real money first, then bonus money; the win goes back where the stake came from; it converts when met', async () => {
    const p = await player();
    await paidDeposit(p, 100);
    const lost = await bet(p, 100, LOSE);
    expect(lost.statusCode, JSON.stringify(lost.json())).toBe(200);
    expect(await stakeSourceOf(lost.json<{ bet: { id: number } }>().bet.id)).toBe('player_real');
    expect(await balances(p)).toMatchObject({ balance: 0, bonus_balance: 100 });

    const fromBonus = await bet(p, 100, WIN);
    expect(fromBonus.statusCode, JSON.stringify(fromBonus.json())).toBe(200);
    const reply = fromBonus.json<{ bet: { id: number; payout: number }; balance: { balance: number; bonus_balance: number } }>();
    expect(await stakeSourceOf(reply.bet.id)).toBe('player_bonus');
    const held = 100 - 100 + reply.bet.payout;
    expect(reply.balance).toMatchObject({ balance: 0, bonus_balance: held });

    // 200 wagered on dice (100 %) meets x2 of 100: the list converts it.
    const [done] = await activations(p);
    expect(done).toMatchObject({ status: 'wagered', progress: 1, settled: held });
    expect(await balances(p)).toMatchObject({ balance: held, bonus_balance: 0 });
    expect(await notices(p)).toEqual(expect.arrayContaining(['bonus_wagered']));
  });

  it('counts each game by its contribution and refuses a stake above the max bet while a bonus is active', async () => {
    const p = await player();
    await paidDeposit(p, 100);
    const over = await bet(p, 100.01, WIN);
    expect(over.statusCode).toBe(422);
    expect(over.json<{ code: string }>().code).toBe('bonus_max_bet');
    expect(await balances(p)).toMatchObject({ balance: 100, bonus_balance: 100 });
    // A live table at 10 %: 1,000.00 staked counts 100.00.
    const round = randomUUID();
    await t.testDb.db.query(
      `INSERT INTO casino_transactions (aggregator, transaction_uuid, kind, user_id, currency, game_code, round, amount_minor, fingerprint)
       VALUES ('sandbox', $1, 'bet', $2, 'RUB', 'test_table', $3, 100000, 'test')`,
      [randomUUID(), p.userId, round],
    );
    await bet(p, 50, WIN);
    const [active] = await activations(p);
    expect(active).toMatchObject({ status: 'active', wagered: 150, wager_required: 200 });
    expect(active.progress).toBeCloseTo(0.75, 5);
  });

  it('expires by the sweep: the bonus money is removed once, even with two sweeps and a forfeit at once', async () => {
    const p = await player();
    await paidDeposit(p, 100);
    const [active] = await activations(p);
    await t.testDb.db.query(`UPDATE bonus_activations SET expires_at = now() - interval '1 second' WHERE id = $1`, [active.id]);
    const raced = await Promise.all([
      t.app.bonuses.sweep(),
      t.app.bonuses.sweep(),
      call(t, p, `/api/v2/bonuses/activations/${active.id}/forfeit`, {}),
    ]);
    const forfeited = raced[2].statusCode === 200 ? 1 : 0;
    expect(raced[2].statusCode === 200 || raced[2].statusCode === 404).toBe(true);
    const [ended] = await activations(p);
    expect(['expired', 'forfeited']).toContain(ended.status);
    expect(ended.status === 'forfeited').toBe(forfeited === 1);
    expect(await balances(p)).toMatchObject({ balance: 100, bonus_balance: 0 });
    const removals = await t.testDb.db.query(`SELECT 1 FROM ledger_transfers WHERE cause_ref = $1`, [`bonus-activation:${active.id}`]);
    // The grant and one removal.
    expect(removals).toHaveLength(2);
  });

  it("another player's bonus cannot be forfeited; bad ids are 4xx", async () => {
    const owner = await player();
    const stranger = await player();
    await paidDeposit(owner, 100);
    const [active] = await activations(owner);
    expect((await call(t, stranger, `/api/v2/bonuses/activations/${active.id}/forfeit`, {})).statusCode).toBe(404);
    expect((await call(t, null, `/api/v2/bonuses/activations/${active.id}/forfeit`, {})).statusCode).toBe(401);
    for (const id of ['0', '-1', 'abc', '1e400', '99999999999999999999'])
      expect((await call(t, owner, `/api/v2/bonuses/activations/${id}/forfeit`, {})).statusCode).toBeGreaterThanOrEqual(400);
    expect((await activations(owner))[0].status).toBe('active');
  });
});

describe('promo codes', () => {
  it('looks a promo up (unknown and ended ones are 404) and redeems it once, case-insensitively, even twice at once', async () => {
    expect((await call(t, null, '/bonus-system/bonus/NO-SUCH')).statusCode).toBe(404);
    expect((await call(t, null, '/bonus-system/bonus/OLDCODE')).statusCode).toBe(404);
    const known = (await call(t, null, '/bonus-system/bonus/start10')).json<{ data: { name: string; expires_in: number } }>();
    expect(known.data).toMatchObject({ name: 'Test no-deposit', expires_in: 3 * 86_400 });

    const p = await player();
    const raced = await Promise.all([
      call(t, p, '/api/v2/bonuses/promo', { promo: 'start10' }),
      call(t, p, '/api/v2/bonuses/promo', { promo: 'START10' }),
    ]);
    expect(raced.map((res) => res.statusCode).sort()).toEqual([201, 409]);
    expect((await call(t, p, '/api/v2/bonuses/promo', { promo: 'START10' })).json<{ code: string }>().code).toBe('promo_used');
    expect(await balances(p)).toMatchObject({ balance: 0, bonus_balance: 10 });
    expect((await activations(p))[0]).toMatchObject({ code: 'promo-start', status: 'active', wager_required: 50, max_bet: 5 });
  });

  it('refuses a promo outside its region, its currency, or its window, each with its reason; bad input is a 422', async () => {
    const p = await player();
    const regional = await call(t, p, '/api/v2/bonuses/promo', { promo: 'KZONLY' });
    expect([regional.statusCode, regional.json<{ code: string }>().code]).toEqual([403, 'promo_region']);
    const kzt = await player('KZT');
    const currency = await call(t, kzt, '/api/v2/bonuses/promo', { promo: 'START10' });
    expect([currency.statusCode, currency.json<{ code: string }>().code]).toEqual([422, 'promo_currency']);
    const ended = await call(t, p, '/api/v2/bonuses/promo', { promo: 'OLDCODE' });
    expect([ended.statusCode, ended.json<{ code: string }>().code]).toEqual([404, 'promo_not_found']);
    for (const body of [{}, { promo: 'x' }, { promo: 'A'.repeat(5000) }, { promo: 'AB\u0000C' }, { promo: 12345 }])
      expect((await call(t, p, '/api/v2/bonuses/promo', body)).statusCode).toBe(422);
    expect((await call(t, null, '/api/v2/bonuses/promo', { promo: 'START10' })).statusCode).toBe(401);
    expect(await activations(p)).toEqual([]);
  });
});

describe('public bonus data', () => {
  it("the guest welcome pack has a public title and each step's real terms in the asked currency", async () => {
    const res = await call(t, null, '/api/v3/welcome-pack/get-welcome-packs-guest?currency=RUB');
    expect(res.statusCode).toBe(200);
    const pack = res.json<{ data: { publicTitle: string; currency: string; steps: unknown[] } }>().data;
    expect(pack.publicTitle).toBe('Test pack');
    expect(pack.steps).toEqual([
      expect.objectContaining({ deposit_number: 1, percent: 100, cap: 1000, min_deposit: 50, wagering_multiplier: 2, max_bet: 100 }),
      expect.objectContaining({ deposit_number: 2, percent: 50, wagering_base: 'bonus_deposit' }),
    ]);
    const guest = (await call(t, null, '/bonus-system/bonus-activation/waiting-reg-and-dep')).json<{
      data: { name: string; expires_in: number };
    }>();
    expect(guest.data).toEqual({ name: 'Test welcome 1', expires_in: 7 * 86_400 });
    expect((await call(t, null, '/api/v2/bonuses/activations')).json()).toEqual({ data: [] });
    expect((await call(t, null, '/profile/freeSpins')).json()).toEqual({ data: [] });
  });
});
