import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Currency } from '@/lib/currencies';
import { checkLedger } from '../../../ledger/check-ledger';
import { getProfile, registerByEmail, type Call, type InvalidReply, type ProfileReply } from '../../../test/auth-helpers';
import { ProviderRefusedError, ProviderUnavailableError, type PaymentProvider } from '../../../payments/types';
import { until } from '../../../payments/test-kit';
import {
  createBillingTestApp,
  OPERATOR_KEY as KEY,
  postWebhook,
  signedSandboxNotification,
  type BillingTestApp,
  type OperatorPayout,
  type WebhookReply,
  type Payout,
  type Page,
} from '../shared/test-kit';
import { applyPayoutEvent, approvePayout, type PayoutDeps } from './service';

const CARD = '4111 1111 1111 1111';
const TRON = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
/** Luhn-valid and ending in 0000: the sandbox fails payouts to it. */
const FAILING_CARD = '4111111111170000';
const CARD_METHOD = 'sandbox-card-payout';
const CRYPTO_METHOD = 'sandbox-usdt-payout';

let t: BillingTestApp;
let players = 0;

beforeAll(async () => {
  t = await createBillingTestApp({ restrictedCountries: ['US'] });
});
afterAll(async () => {
  await t?.close();
});
afterEach(async () => {
  await checkLedger(t.testDb.db);
});

type Player = { token: string; userId: number; currency: Currency };

async function newPlayer(fundMinor = 0, currency: Currency = 'RUB'): Promise<Player> {
  players += 1;
  const token = await registerByEmail(t.app, `payout${players}@example.com`, 'correct horse battery', { currency });
  const userId = (await getProfile(t.app, token)).json<ProfileReply>().data.id;
  if (fundMinor > 0) await fund(userId, currency, fundMinor);
  return { token, userId, currency };
}

/** Gives a player money the way a credited deposit does: payment_clearing -> their real balance. */
async function fund(userId: number, currency: Currency, amountMinor: number) {
  const { real } = await t.ledger.playerAccountIds(userId, currency);
  const clearing = await t.ledger.houseAccountId({ purpose: 'payment_clearing', scope: 'test', currency });
  await t.ledger.post([
    {
      idempotencyKey: `test-fund:${randomUUID()}`,
      fromAccountId: clearing,
      toAccountId: real,
      amountMinor,
      currency,
      kind: 'deposit',
      causeRef: 'test:fund',
    },
  ]);
}

async function realBalance(player: Player): Promise<number> {
  return (await t.ledger.playerBalances(t.testDb.db, player.userId, player.currency)).realMinor;
}

function requestPayout(player: Player | null, body: unknown, options: { key?: string | null; ip?: string } = {}): Promise<Call> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (player) headers.authorization = `Bearer ${player.token}`;
  if (options.key !== null) headers['idempotency-key'] = options.key ?? randomUUID();
  return t.app.inject({
    method: 'POST',
    url: '/api/v2/billing/payouts',
    headers,
    remoteAddress: options.ip ?? '127.0.0.1',
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

function cancel(player: Player | null, id: string): Promise<Call> {
  return t.app.inject({
    method: 'POST',
    url: `/api/v2/billing/payouts/${encodeURIComponent(id)}/cancel`,
    headers: player ? { authorization: `Bearer ${player.token}` } : {},
  });
}

function operator(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, key: string | null = KEY): Promise<Call> {
  return t.app.inject({ method, url, payload, headers: key === null ? {} : { 'x-operator-key': key } });
}

async function createPayout(player: Player, amount = 150, wallet = CARD, hash = CARD_METHOD) {
  const res = await requestPayout(player, { hash, amount, wallet });
  expect(res.statusCode, JSON.stringify(res.json())).toBe(201);
  return res.json<Payout>();
}

async function transfersOf(payoutId: string): Promise<string[]> {
  const rows = await t.testDb.db.query<{ idempotency_key: string }>(
    `SELECT idempotency_key FROM ledger_transfers WHERE cause_ref = $1 ORDER BY id`,
    [`payout:${payoutId}`],
  );
  return rows.map((row) => row.idempotency_key);
}

async function statusOf(payoutId: string): Promise<string> {
  const [row] = await t.testDb.db.query<{ status: string }>('SELECT status FROM payouts WHERE id = $1', [payoutId]);
  return row.status;
}

const firstError = (res: Call, field: string): string => res.json<InvalidReply>().errors?.[field]?.[0] ?? '';

describe('POST /api/v2/billing/payouts', () => {
  it('holds the amount at once: real balance -> payout_clearing, pending, the destination only masked', async () => {
    const player = await newPlayer(100_000);
    const res = await requestPayout(player, { hash: CARD_METHOD, amount: 150.5, wallet: CARD });
    expect(res.statusCode).toBe(201);
    const body = res.json<Payout>();
    expect(body).toMatchObject({
      hash: CARD_METHOD,
      status: 'pending',
      status_name: 'pending',
      amount: 150.5,
      currency: 'RUB',
      wallet_masked: '**** 1111',
      reason: null,
    });
    expect(body.id).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(JSON.stringify(body)).not.toContain('4111111111111111');
    expect(await realBalance(player)).toBe(100_000 - 15_050);
    expect(await transfersOf(body.id)).toEqual([`payout:${body.id}:hold`]);
    const [clearing] = await t.testDb.db.query<{ to_purpose: string; kind: string }>(
      `SELECT a.purpose AS to_purpose, t.kind FROM ledger_transfers t JOIN ledger_accounts a ON a.id = t.to_account_id WHERE t.idempotency_key = $1`,
      [`payout:${body.id}:hold`],
    );
    expect(clearing).toEqual({ to_purpose: 'payout_clearing', kind: 'payout' });

    const list = await t.app.inject({
      method: 'GET',
      url: '/api/v2/billing/payouts',
      headers: { authorization: `Bearer ${player.token}` },
    });
    expect(list.json()).toMatchObject({ data: [{ id: body.id, status: 'pending' }], meta: { page: 1, per_page: 20, total: 1 } });
  });

  it('a crypto payout checks the address against the coin', async () => {
    const player = await newPlayer(100_000);
    const res = await requestPayout(player, { hash: CRYPTO_METHOD, amount: 200, wallet: TRON });
    expect(res.statusCode).toBe(201);
    expect(res.json<Payout>().wallet_masked).toBe('TR7NHq…Lj6t');
    const evm = await requestPayout(player, { hash: CRYPTO_METHOD, amount: 200, wallet: '0xdAC17F958D2ee523a2206206994597C13D831ec7' });
    expect(evm.statusCode).toBe(422);
    expect(firstError(evm, 'wallet')).toMatch(/^invalid_wallet:/);
  });

  it('422 for an unknown method, a deposit method, a bad wallet, amounts out of range, and nothing moves', async () => {
    const player = await newPlayer(100_000_000);
    const cases: Array<[unknown, string, string]> = [
      [{ hash: 'no-such-method', amount: 150, wallet: CARD }, 'hash', 'unknown_method'],
      [{ hash: 'sandbox-card', amount: 150, wallet: CARD }, 'hash', 'unknown_method'],
      [{ hash: CARD_METHOD, amount: 150, wallet: '4111 1111 1111 1112' }, 'wallet', 'invalid_wallet'],
      [{ hash: CARD_METHOD, amount: 150, wallet: '1234' }, 'wallet', 'invalid_wallet'],
      [{ hash: CARD_METHOD, amount: 99.99, wallet: CARD }, 'amount', 'amount_below_minimum'],
      [{ hash: CARD_METHOD, amount: 300_000.01, wallet: CARD }, 'amount', 'amount_out_of_range'],
      [{ hash: CARD_METHOD, amount: 150.001, wallet: CARD }, 'amount', 'invalid_amount'],
      [{ hash: CARD_METHOD, amount: 1e300, wallet: CARD }, 'amount', 'invalid_amount'],
      [{ hash: CARD_METHOD, amount: -150, wallet: CARD }, 'amount', 'invalid_amount'],
      [{ hash: CARD_METHOD, amount: 0, wallet: CARD }, 'amount', 'invalid_amount'],
      [{ hash: CARD_METHOD, amount: '150', wallet: CARD }, 'amount', 'invalid_amount'],
      [{ hash: CARD_METHOD, amount: 150, wallet: 4111111111111111 }, 'wallet', 'invalid_wallet'],
      [{ hash: ['x'], amount: 150, wallet: CARD }, 'hash', 'unknown_method'],
      [{ hash: CARD_METHOD, amount: 150, wallet: 'x'.repeat(10_000) }, 'wallet', 'invalid_wallet'],
      [{ hash: CARD_METHOD, amount: 150 }, 'wallet', 'invalid_wallet'],
      [{ hash: CARD_METHOD, amount: 150, wallet: '4111 1111\u0000 1111 1111' }, 'wallet', 'invalid_text'],
    ];
    for (const [body, field, code] of cases) {
      const res = await requestPayout(player, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(firstError(res, field), JSON.stringify(res.json())).toMatch(new RegExp(`^${code}:`));
    }
    expect(await realBalance(player)).toBe(100_000_000);
    expect(await t.testDb.db.query('SELECT 1 FROM payouts WHERE user_id = $1', [player.userId])).toHaveLength(0);
  });

  it("the minimum is spec section 9's minimum payout of the player's currency", async () => {
    const usd = await newPlayer(10_000, 'USD');
    const below = await requestPayout(usd, { hash: CARD_METHOD, amount: 0.99, wallet: CARD });
    expect(firstError(below, 'amount')).toMatch(/^amount_below_minimum:/);
    // The method's own minimum (100, the spec's deposit default) is higher for USD.
    const methodMin = await requestPayout(usd, { hash: CARD_METHOD, amount: 99, wallet: CARD });
    expect(firstError(methodMin, 'amount')).toMatch(/^amount_below_minimum:/);
    expect((await requestPayout(usd, { hash: CARD_METHOD, amount: 100, wallet: CARD })).statusCode).toBe(201);

    const kzt = await newPlayer(100_000_000, 'KZT');
    const kztBelow = await requestPayout(kzt, { hash: CARD_METHOD, amount: 499, wallet: CARD });
    expect(firstError(kztBelow, 'amount')).toMatch(/^amount_below_minimum:/);
    expect((await requestPayout(kzt, { hash: CARD_METHOD, amount: 500, wallet: CARD })).statusCode).toBe(201);
  });

  it('422 insufficient_funds when the real balance does not cover it (the bonus balance does not count)', async () => {
    const player = await newPlayer(10_000);
    const res = await requestPayout(player, { hash: CARD_METHOD, amount: 100.01, wallet: CARD });
    expect(res.statusCode).toBe(422);
    expect(firstError(res, 'amount')).toMatch(/^insufficient_funds:/);
    expect(await realBalance(player)).toBe(10_000);
    expect(await t.testDb.db.query('SELECT 1 FROM payouts WHERE user_id = $1', [player.userId])).toHaveLength(0);
    expect((await requestPayout(player, { hash: CARD_METHOD, amount: 100, wallet: CARD })).statusCode).toBe(201);
    expect(await realBalance(player)).toBe(0);
  });

  it('401 without a login, 422 without an Idempotency-Key, 451 from a restricted country, 400 for unreadable JSON', async () => {
    const player = await newPlayer(100_000);
    const body = { hash: CARD_METHOD, amount: 150, wallet: CARD };
    expect((await requestPayout(null, body)).statusCode).toBe(401);
    const noKey = await requestPayout(player, body, { key: null });
    expect(noKey.statusCode).toBe(422);
    expect(Object.keys(noKey.json<InvalidReply>().errors)).toEqual(['Idempotency-Key']);
    expect((await requestPayout(player, body, { ip: '8.8.8.8' })).statusCode).toBe(451);
    expect((await requestPayout(player, '{"hash":')).statusCode).toBe(400);
    expect(await realBalance(player)).toBe(100_000);
  });

  it('a replay with the same Idempotency-Key returns the first reply and holds once', async () => {
    const player = await newPlayer(100_000);
    const key = randomUUID();
    const body = { hash: CARD_METHOD, amount: 150, wallet: CARD };
    const first = await requestPayout(player, body, { key });
    const again = await requestPayout(player, body, { key });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    const concurrent = await Promise.all(Array.from({ length: 10 }, () => requestPayout(player, body, { key })));
    for (const res of concurrent) expect(res.json()).toEqual(first.json());
    expect(await t.testDb.db.query('SELECT 1 FROM payouts WHERE user_id = $1', [player.userId])).toHaveLength(1);
    expect(await realBalance(player)).toBe(100_000 - 15_000);

    const otherBody = await requestPayout(player, { ...body, amount: 151 }, { key });
    expect(otherBody.statusCode).toBe(422);
    expect(await realBalance(player)).toBe(100_000 - 15_000);
  });

  it('concurrent first requests with one key make one payout', async () => {
    const player = await newPlayer(100_000);
    const key = randomUUID();
    const results = await Promise.all(
      Array.from({ length: 10 }, () => requestPayout(player, { hash: CARD_METHOD, amount: 150, wallet: CARD }, { key })),
    );
    const made = results.filter((res) => res.statusCode === 201);
    expect(made.length).toBeGreaterThanOrEqual(1);
    for (const res of results) expect([201, 409]).toContain(res.statusCode);
    expect(new Set(made.map((res) => res.json<{ id: string }>().id)).size).toBe(1);
    expect(await realBalance(player)).toBe(100_000 - 15_000);
  });
});

describe('verification', () => {
  it("an operator's verification_required flag blocks payouts until the status maps to success", async () => {
    const player = await newPlayer(100_000);
    const flag = await operator('PUT', `/operator/users/${player.userId}`, { verification_required: true, verification_status: 'pending' });
    expect(flag.statusCode).toBe(200);
    const blocked = await requestPayout(player, { hash: CARD_METHOD, amount: 150, wallet: CARD });
    expect(blocked.statusCode).toBe(422);
    expect(firstError(blocked, 'verification')).toMatch(/^verification_required:/);
    expect(await realBalance(player)).toBe(100_000);

    await operator('PUT', `/operator/users/${player.userId}`, { verification_status: 'verified' });
    expect((await requestPayout(player, { hash: CARD_METHOD, amount: 150, wallet: CARD })).statusCode).toBe(201);
  });

  it('PAYOUT_REQUIRES_VERIFICATION applies to every player', async () => {
    const strict = await createBillingTestApp({ payoutRequiresVerification: true });
    try {
      const token = await registerByEmail(strict.app, 'strict@example.com');
      const userId = (await getProfile(strict.app, token)).json<ProfileReply>().data.id;
      const { real } = await strict.ledger.playerAccountIds(userId, 'RUB');
      const clearing = await strict.ledger.houseAccountId({ purpose: 'payment_clearing', scope: 'test', currency: 'RUB' });
      await strict.ledger.post([
        {
          idempotencyKey: 'strict-fund',
          fromAccountId: clearing,
          toAccountId: real,
          amountMinor: 100_000,
          currency: 'RUB',
          kind: 'deposit',
          causeRef: 'test:fund',
        },
      ]);
      const send = () =>
        strict.app.inject({
          method: 'POST',
          url: '/api/v2/billing/payouts',
          headers: { authorization: `Bearer ${token}`, 'idempotency-key': randomUUID() },
          payload: { hash: CARD_METHOD, amount: 150, wallet: CARD },
        });
      const blocked = await send();
      expect(blocked.statusCode).toBe(422);
      expect(blocked.json<InvalidReply>().errors.verification[0]).toMatch(/^verification_required:/);
      await strict.app.inject({
        method: 'PUT',
        url: `/operator/users/${userId}`,
        headers: { 'x-operator-key': KEY },
        payload: { verification_status: 'success' },
      });
      expect((await send()).statusCode).toBe(201);
      await checkLedger(strict.testDb.db);
    } finally {
      await strict.close();
    }
  });
});

describe('POST /api/v2/billing/payouts/:id/cancel', () => {
  it('returns the funds once; a second cancel is 409; a stranger gets 404; no login 401', async () => {
    const player = await newPlayer(100_000);
    const stranger = await newPlayer();
    const { id } = await createPayout(player, 150);
    expect((await cancel(null, id)).statusCode).toBe(401);
    expect((await cancel(stranger, id)).statusCode).toBe(404);
    expect((await cancel(player, 'AAAAAAAAAAAAAAAAAAAAAAAA')).statusCode).toBe(404);
    expect((await cancel(player, 'x')).statusCode).toBe(404);
    expect(await realBalance(player)).toBe(85_000);

    const res = await cancel(player, id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, status: 'cancelled', status_name: 'cancelled' });
    expect(await realBalance(player)).toBe(100_000);
    expect(await transfersOf(id)).toEqual([`payout:${id}:hold`, `payout:${id}:release`]);

    const again = await cancel(player, id);
    expect(again.statusCode).toBe(409);
    expect(again.json<InvalidReply>().message).toMatch(/^payout_not_pending:/);
    expect(await realBalance(player)).toBe(100_000);
  });

  it('many concurrent cancels release once', async () => {
    const player = await newPlayer(100_000);
    const { id } = await createPayout(player, 150);
    const results = await Promise.all(Array.from({ length: 10 }, () => cancel(player, id)));
    expect(results.filter((res) => res.statusCode === 200)).toHaveLength(1);
    expect(results.filter((res) => res.statusCode === 409)).toHaveLength(9);
    expect(await realBalance(player)).toBe(100_000);
  });
});

describe('operator: list and reject', () => {
  it('lists by status and rejects a pending payout with its reason, funds back', async () => {
    const player = await newPlayer(100_000);
    const { id } = await createPayout(player, 150);
    const list = await operator('GET', '/operator/billing/payouts?status=pending&per_page=100');
    expect(list.statusCode).toBe(200);
    const listed = list.json<Page<OperatorPayout>>().data.find((item: { id: string }) => item.id === id);
    expect(listed).toMatchObject({
      user_id: player.userId,
      provider: 'sandbox',
      shape: 'card',
      status: 'pending',
      wallet_masked: '**** 1111',
    });
    expect(JSON.stringify(list.json())).not.toContain('4111111111111111');

    const res = await operator('POST', `/operator/billing/payouts/${id}/reject`, {
      reason: 'Card holder name differs',
      decided_by: 'support:anna',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, status: 'rejected', reason: 'Card holder name differs', decided_by: 'support:anna' });
    expect(res.json<OperatorPayout>().decided_at).toEqual(expect.any(String));
    expect(await realBalance(player)).toBe(100_000);
    expect(await transfersOf(id)).toEqual([`payout:${id}:hold`, `payout:${id}:release`]);

    const again = await operator('POST', `/operator/billing/payouts/${id}/reject`, { reason: 'again' });
    expect(again.statusCode).toBe(409);
    expect((await cancel(player, id)).statusCode).toBe(409);
    const rejected = await operator('GET', '/operator/billing/payouts?status=rejected&per_page=100');
    expect(rejected.json<Page<OperatorPayout>>().data.map((item: { id: string }) => item.id)).toContain(id);
    expect(await realBalance(player)).toBe(100_000);
    const told = await t.app.inject({
      method: 'GET',
      url: '/api/v1/notifications',
      headers: { authorization: `Bearer ${player.token}`, 'accept-language': 'ru' },
    });
    expect(told.json<{ data: { type: string; text: string }[] }>().data).toEqual([
      expect.objectContaining({ type: 'payout_returned', text: expect.stringContaining('вернулись на ваш баланс') }),
    ]);
  });

  it('401 without the operator key, 404 for an unknown payout, 422 for a bad body or query', async () => {
    const player = await newPlayer(100_000);
    const { id } = await createPayout(player, 150);
    for (const key of [null, 'wrong', `${KEY}x`]) {
      expect((await operator('GET', '/operator/billing/payouts', undefined, key)).statusCode).toBe(401);
      expect((await operator('POST', `/operator/billing/payouts/${id}/reject`, { reason: 'x' }, key)).statusCode).toBe(401);
      expect((await operator('POST', `/operator/billing/payouts/${id}/approve`, {}, key)).statusCode).toBe(401);
    }
    expect((await operator('POST', '/operator/billing/payouts/AAAAAAAAAAAAAAAAAAAAAAAA/reject', { reason: 'x' })).statusCode).toBe(404);
    expect((await operator('POST', '/operator/billing/payouts/AAAAAAAAAAAAAAAAAAAAAAAA/approve', {})).statusCode).toBe(404);
    for (const body of [{}, { reason: '' }, { reason: 5 }, { reason: 'x'.repeat(501) }, { reason: 'a\u0000b' }]) {
      expect((await operator('POST', `/operator/billing/payouts/${id}/reject`, body)).statusCode, JSON.stringify(body)).toBe(422);
    }
    expect((await operator('GET', '/operator/billing/payouts?status=lost')).statusCode).toBe(422);
    expect((await operator('GET', '/operator/billing/payouts?per_page=1000')).statusCode).toBe(422);
    expect(await statusOf(id)).toBe('pending');
    expect(await realBalance(player)).toBe(85_000);
  });

  it('cancel racing reject: exactly one wins and the funds come back once', async () => {
    const player = await newPlayer(1_000_000);
    for (let i = 0; i < 10; i += 1) {
      const { id } = await createPayout(player, 150);
      const [cancelled, rejected] = await Promise.all([
        cancel(player, id),
        operator('POST', `/operator/billing/payouts/${id}/reject`, { reason: 'race' }),
      ]);
      expect([cancelled.statusCode, rejected.statusCode].sort()).toEqual([200, 409]);
      expect(await transfersOf(id)).toEqual([`payout:${id}:hold`, `payout:${id}:release`]);
    }
    expect(await realBalance(player)).toBe(1_000_000);
  });
});

describe('overdraw', () => {
  it('20 concurrent payouts with concurrent bets never hold more than the balance', async () => {
    const player = await newPlayer(100_000);
    const { real } = await t.ledger.playerAccountIds(player.userId, 'RUB');
    const bankroll = await t.ledger.houseAccountId({ purpose: 'game_bankroll', scope: 'test', currency: 'RUB' });
    const bets = Array.from({ length: 10 }, (_, i) =>
      t.ledger
        .post([
          {
            idempotencyKey: `overdraw-bet:${player.userId}:${i}`,
            fromAccountId: real,
            toAccountId: bankroll,
            amountMinor: 10_000,
            currency: 'RUB',
            kind: 'bet',
            causeRef: 'test:bet',
          },
        ])
        .then(
          () => true,
          () => false,
        ),
    );
    const payouts = Array.from({ length: 20 }, () => requestPayout(player, { hash: CARD_METHOD, amount: 100, wallet: CARD }));
    const [betResults, payoutResults] = await Promise.all([Promise.all(bets), Promise.all(payouts)]);
    for (const res of payoutResults) {
      expect([201, 422], JSON.stringify(res.json())).toContain(res.statusCode);
      if (res.statusCode === 422) expect(firstError(res, 'amount')).toMatch(/^insufficient_funds:/);
    }
    const paidOut = payoutResults.filter((res) => res.statusCode === 201).length;
    const betsTaken = betResults.filter(Boolean).length;
    expect((paidOut + betsTaken) * 10_000).toBe(100_000);
    expect(await realBalance(player)).toBe(0);
    const [held] = await t.testDb.db.query<{ total: unknown }>(
      `SELECT coalesce(sum(amount_minor), 0) AS total FROM payouts WHERE user_id = $1`,
      [player.userId],
    );
    expect(Number(held.total)).toBe(paidOut * 10_000);
  });
});

describe('applyPayoutEvent', () => {
  it('an unknown payout or another provider changes nothing', async () => {
    const player = await newPlayer(100_000);
    const { id } = await createPayout(player, 150);
    const deps = { db: t.testDb.db, ledger: t.ledger };
    const event = { eventId: 'e1', providerPayoutId: 'pp-1', payoutId: id, status: 'paid' as const, raw: {} };
    expect((await applyPayoutEvent(deps, 'nowpayments', event)).outcome).toBe('unknown_payout');
    expect((await applyPayoutEvent(deps, 'sandbox', { ...event, payoutId: 'AAAAAAAAAAAAAAAAAAAAAAAA' })).outcome).toBe('unknown_payout');
    // Still pending: a provider cannot pay what the operator has not approved.
    expect((await applyPayoutEvent(deps, 'sandbox', event)).outcome).toBe('ignored');
    expect(await statusOf(id)).toBe('pending');
    expect(await transfersOf(id)).toEqual([`payout:${id}:hold`]);
  });
});

async function clearingTransfer(key: string): Promise<{ from: string; to: string; scope: string } | undefined> {
  const [row] = await t.testDb.db.query<{ from: string; to: string; scope: string }>(
    `SELECT f.purpose AS from, d.purpose AS to, d.scope FROM ledger_transfers t
     JOIN ledger_accounts f ON f.id = t.from_account_id JOIN ledger_accounts d ON d.id = t.to_account_id
     WHERE t.idempotency_key = $1`,
    [key],
  );
  return row;
}

const approve = (id: string, body: object = {}) => operator('POST', `/operator/billing/payouts/${id}/approve`, body);

describe('operator: approve through the sandbox provider', () => {
  it('approved goes to the provider; its paid notification settles, its failed one returns the funds', async () => {
    const player = await newPlayer(100_000);
    const paid = await createPayout(player, 150);
    const failing = await createPayout(player, 200, FAILING_CARD);
    expect(await realBalance(player)).toBe(100_000 - 15_000 - 20_000);

    const res = await approve(paid.id, { decided_by: 'finance:oleg' });
    expect(res.statusCode, JSON.stringify(res.json())).toBe(200);
    expect(res.json()).toMatchObject({ id: paid.id, status: 'approved', decided_by: 'finance:oleg', provider: 'sandbox' });
    expect(res.json<OperatorPayout>().provider_payout_id).toEqual(expect.any(String));
    expect((await approve(failing.id)).json<OperatorPayout>().status).toBe('approved');
    // Approved is past the player's reach and the operator's second thoughts.
    expect((await cancel(player, paid.id)).statusCode).toBe(409);
    expect((await operator('POST', `/operator/billing/payouts/${paid.id}/reject`, { reason: 'late' })).statusCode).toBe(409);
    expect((await approve(paid.id)).statusCode).toBe(409);

    await until(async () => (await statusOf(paid.id)) === 'paid' && (await statusOf(failing.id)) === 'failed');
    expect(await transfersOf(paid.id)).toEqual([`payout:${paid.id}:hold`, `payout:${paid.id}:settle`]);
    expect(await clearingTransfer(`payout:${paid.id}:settle`)).toEqual({
      from: 'payout_clearing',
      to: 'payment_clearing',
      scope: 'sandbox',
    });
    expect(await transfersOf(failing.id)).toEqual([`payout:${failing.id}:hold`, `payout:${failing.id}:release`]);
    expect(await realBalance(player)).toBe(100_000 - 15_000);
    const list = await operator('GET', '/operator/billing/payouts?status=failed');
    expect(list.json<Page<OperatorPayout>>().data.find((item: { id: string }) => item.id === failing.id)).toMatchObject({
      reason: 'provider_failed',
    });
  });

  it("the provider's notification applies once however often it is delivered", async () => {
    const player = await newPlayer(100_000);
    const { id } = await createPayout(player, 150);
    const approved = await approve(id);
    const providerPayoutId = approved.json<OperatorPayout>().provider_payout_id as string;
    const secret = t.config.paymentSandbox!.secret;
    const notification = signedSandboxNotification(secret, {
      id: `evt-${id}`,
      type: 'payout.paid',
      data: { payout_id: providerPayoutId, order_id: id, status: 'paid', amount_minor: 15_000, currency: 'RUB' },
    });
    const replies = await Promise.all(Array.from({ length: 25 }, () => postWebhook(t.app, 'sandbox', notification)));
    for (const reply of replies) expect(reply.statusCode).toBe(200);
    expect(replies.filter((reply) => reply.json<WebhookReply>().outcome === 'applied')).toHaveLength(1);
    expect(await statusOf(id)).toBe('paid');
    expect(await transfersOf(id)).toEqual([`payout:${id}:hold`, `payout:${id}:settle`]);

    // A failed notification after paid, even signed, cannot return the money a second way.
    const late = signedSandboxNotification(secret, {
      id: `evt-${id}-failed`,
      type: 'payout.failed',
      data: { payout_id: providerPayoutId, order_id: id, status: 'failed', amount_minor: 15_000, currency: 'RUB' },
    });
    expect((await postWebhook(t.app, 'sandbox', late)).json<WebhookReply>().outcome).toBe('ignored');
    // Nor can a notification naming this payout with another provider id.
    const forged = signedSandboxNotification(secret, {
      id: `evt-${id}-other`,
      type: 'payout.failed',
      data: { payout_id: 'po_other', order_id: id, status: 'failed', amount_minor: 15_000, currency: 'RUB' },
    });
    expect((await postWebhook(t.app, 'sandbox', forged)).json<WebhookReply>().outcome).toBe('ignored');
    expect(await transfersOf(id)).toEqual([`payout:${id}:hold`, `payout:${id}:settle`]);
    expect(await realBalance(player)).toBe(85_000);
  });

  it('cancel racing approve: exactly one wins', async () => {
    const player = await newPlayer(1_000_000);
    for (let i = 0; i < 10; i += 1) {
      const { id } = await createPayout(player, 150);
      const [cancelled, approved] = await Promise.all([cancel(player, id), approve(id)]);
      expect([cancelled.statusCode, approved.statusCode].sort()).toEqual([200, 409]);
      const status = await statusOf(id);
      if (cancelled.statusCode === 200) {
        expect(status).toBe('cancelled');
        expect(await transfersOf(id)).toEqual([`payout:${id}:hold`, `payout:${id}:release`]);
        expect(await t.testDb.db.query('SELECT 1 FROM sandbox_payouts WHERE order_id = $1', [id])).toHaveLength(0);
      } else {
        expect(status).toBe('approved');
        expect(await transfersOf(id)).toEqual([`payout:${id}:hold`]);
        expect(await t.testDb.db.query('SELECT 1 FROM sandbox_payouts WHERE order_id = $1', [id])).toHaveLength(1);
      }
    }
  });

  it("409 provider_unavailable when the payout's provider is no longer configured", async () => {
    const player = await newPlayer(100_000);
    const { id } = await createPayout(player, 150);
    await t.testDb.db.query(`UPDATE payouts SET provider = 'gone' WHERE id = $1`, [id]);
    const res = await approve(id);
    expect(res.statusCode).toBe(409);
    expect(res.json<InvalidReply>().message).toMatch(/^provider_unavailable:/);
    expect(await statusOf(id)).toBe('pending');
    await t.testDb.db.query(`UPDATE payouts SET provider = 'sandbox' WHERE id = $1`, [id]);
  });
});

describe('approve when the provider fails', () => {
  /** The real deps with the sandbox replaced by one whose createPayout throws: a provider outage cannot be ordered. */
  function depsWithProvider(createPayout: PaymentProvider['createPayout']): PayoutDeps {
    const sandbox = t.payments.get('sandbox')!;
    return {
      db: t.testDb.db,
      ledger: t.ledger,
      config: t.config,
      catalog: { methods: [] },
      findProvider: (name) => (name === 'sandbox' ? { ...sandbox, createPayout } : null),
    };
  }

  it('an unreachable provider leaves it approved; a resend is allowed only after the wait', async () => {
    const player = await newPlayer(100_000);
    const { id } = await createPayout(player, 150);
    const down = depsWithProvider(async () => {
      throw new ProviderUnavailableError('sandbox', 'connect ECONNREFUSED');
    });
    await expect(approvePayout(down, id, 'ops')).rejects.toMatchObject({ statusCode: 502 });
    expect(await statusOf(id)).toBe('approved');
    expect(await realBalance(player)).toBe(85_000);
    // At once: another approve could race a send still in flight.
    expect((await approve(id)).statusCode).toBe(409);
    await t.testDb.db.query(`UPDATE payouts SET sent_at = now() - interval '61 seconds' WHERE id = $1`, [id]);
    const resent = await approve(id);
    expect(resent.statusCode, JSON.stringify(resent.json())).toBe(200);
    expect(resent.json<OperatorPayout>().provider_payout_id).toEqual(expect.any(String));
    expect((await approve(id)).statusCode).toBe(409);
  });

  it('a refusal by the provider fails the payout and returns the funds', async () => {
    const player = await newPlayer(100_000);
    const { id } = await createPayout(player, 150);
    const refusing = depsWithProvider(async () => {
      throw new ProviderRefusedError('sandbox', 422, 'destination not allowed');
    });
    const payout = await approvePayout(refusing, id, 'ops');
    expect(payout).toMatchObject({ status: 'failed', reason: 'provider_refused' });
    expect(await transfersOf(id)).toEqual([`payout:${id}:hold`, `payout:${id}:release`]);
    expect(await realBalance(player)).toBe(100_000);
  });
});
