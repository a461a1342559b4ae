import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { Currency } from '@/lib/currencies';
import { buildApp } from '../app';
import type { Config } from '../config';
import { checkLedger } from '../ledger/check-ledger';
import { createLedger } from '../ledger/ledger';
import { getProfile, nextIp, registerByEmail, type Call } from '../test/auth-helpers';
import { createTestApp, type TestApp } from '../test/test-app';

/** A test app whose region gate refuses US addresses (8.8.8.8 is one). */
export function createGamesTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  return createTestApp({ restrictedCountries: ['US'], ...overrides });
}

/** The suite's games app: created before its tests, closed after them, the ledger checked after each test. */
export function useGamesTestApp(onReady: (app: TestApp) => void, overrides: Partial<Config> = {}): void {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await createGamesTestApp(overrides);
    onReady(app);
  });
  afterAll(async () => {
    await app?.close();
  });
  afterEach(async () => {
    if (app) await checkLedger(app.testDb.db);
  });
}

export type RealPlayer = { kind: 'user'; token: string; userId: number; currency: Currency };
export type DemoPlayer = { kind: 'demo'; token: string; currency: Currency };
export type Caller = RealPlayer | DemoPlayer | null;

let players = 0;

export async function newPlayer(t: TestApp, fundMinor = 0, currency: Currency = 'RUB'): Promise<RealPlayer> {
  players += 1;
  const token = await registerByEmail(t.app, `games${players}-${randomUUID().slice(0, 8)}@example.com`, 'correct horse battery', {
    currency,
  });
  const userId = (await getProfile(t.app, token)).json<{ data: { id: number } }>().data.id;
  if (fundMinor > 0) await fund(t, userId, currency, fundMinor);
  return { kind: 'user', token, userId, currency };
}

/** Money the way a credited deposit gives it: payment_clearing -> the player's real balance. */
export async function fund(t: TestApp, userId: number, currency: Currency, amountMinor: number): Promise<void> {
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

export async function realBalance(t: TestApp, player: RealPlayer): Promise<number> {
  return (await t.ledger.playerBalances(t.testDb.db, player.userId, player.currency)).realMinor;
}

export async function newDemo(t: TestApp, currency?: Currency, token?: string): Promise<DemoPlayer> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v2/games/demo/session',
    remoteAddress: nextIp(),
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(currency ? { currency } : {}),
  });
  if (res.statusCode !== 201) throw new Error(`demo session: ${res.statusCode} ${res.body}`);
  const session = res.json<{ token: string; balance: { currency: Currency } }>();
  return { kind: 'demo', token: session.token, currency: session.balance.currency };
}

export function callerHeaders(caller: Caller): Record<string, string> {
  if (!caller) return {};
  return caller.kind === 'demo' ? { 'x-demo-session': caller.token } : { authorization: `Bearer ${caller.token}` };
}

type CallOptions = { key?: string | null; ip?: string; method?: 'POST' | 'PUT' | 'GET' };

/** A call as the web makes it: the caller's credentials, a fresh Idempotency-Key unless one is given (null: none). */
export function call(t: TestApp, caller: Caller, url: string, body?: unknown, options: CallOptions = {}): Promise<Call> {
  const method = options.method ?? (body === undefined ? 'GET' : 'POST');
  const headers: Record<string, string> = { ...callerHeaders(caller) };
  if (method !== 'GET') {
    headers['content-type'] = 'application/json';
    if (options.key !== null) headers['idempotency-key'] = options.key ?? randomUUID();
  }
  return t.app.inject({
    method,
    url,
    headers,
    remoteAddress: options.ip ?? '127.0.0.1',
    body: method === 'GET' ? undefined : typeof body === 'string' ? body : JSON.stringify(body ?? {}),
  });
}

export function firstError(res: Call, field: string): string {
  return res.json<{ errors?: Record<string, string[] | undefined> }>().errors?.[field]?.[0] ?? '';
}

/** The (still secret) server seed of a bet, read from the database: what lets a test play a game knowingly. */
export async function secretSeedsOf(t: TestApp, betId: number): Promise<{ serverSeed: string; clientSeed: string; nonce: number }> {
  const rows = await t.testDb.db.query<{ server_seed: string; client_seed: string; nonce: unknown }>(
    'SELECT s.server_seed, b.client_seed, b.nonce FROM game_bets b JOIN game_seeds s ON s.id = b.seed_id WHERE b.id = $1',
    [betId],
  );
  return { serverSeed: rows[0].server_seed, clientSeed: rows[0].client_seed, nonce: Number(rows[0].nonce) };
}

/** Another api instance on the same database (an api restart, or a second node). */
export async function createSiblingApp(t: TestApp): Promise<TestApp> {
  const ledger = createLedger(t.testDb.db, { houseShards: t.config.houseAccountShards });
  const app = await buildApp({ config: t.config, db: t.testDb.db, ledger });
  return {
    app,
    testDb: t.testDb,
    ledger,
    config: t.config,
    async close() {
      await app.close();
      await ledger.close();
    },
  };
}
