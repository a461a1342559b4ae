import { generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Currency } from '@/lib/currencies';
import { checkLedger } from '../../ledger/check-ledger';
import { getProfile, registerByEmail, type ProfileReply } from '../../test/auth-helpers';
import { fundPlayer } from '../../test/fund';
import { createTestApp, type TestApp } from '../../test/test-app';
import { publicKeyOf, signBody, verifyBody } from '../../aggregators/hub88/signature';
import { wireUserOf } from '../../aggregators/hub88/wire';
import { insertSession } from './wallet-repository';
import { sha256Hex } from './wallet-service';

/*
 * The seamless wallet as an aggregator drives it: this test holds the aggregator's private key and signs every call
 * on its exact bytes. Amounts on the wire are x100,000 (RUB: 1 kopeck = 1,000).
 */

const aggregatorKeys = generateKeyPairSync('rsa', { modulusLength: 2048 });
const aggregatorPrivate = aggregatorKeys.privateKey;
const operatorKeys = generateKeyPairSync('rsa', { modulusLength: 2048 });
const GAME = 'test_slot';
const CURRENCY: Currency = 'RUB';
const KOPECK = 1_000;

let t: TestApp;
let players = 0;

beforeAll(async () => {
  t = await createTestApp({
    hub88: {
      apiUrl: 'http://127.0.0.1:9/hub88',
      operatorId: 7,
      privateKeyPem: operatorKeys.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      publicKeyPem: aggregatorKeys.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    },
  });
});
afterAll(async () => {
  await t.close();
});
afterEach(async () => {
  await checkLedger(t.testDb.db);
});

type Player = { userId: number; user: string; token: string };

async function newPlayer(fundMinor = 100_000, options: { expired?: boolean } = {}): Promise<Player> {
  players += 1;
  const bearer = await registerByEmail(t.app, `wallet${players}@example.com`, 'correct horse battery', { currency: CURRENCY });
  const userId = (await getProfile(t.app, bearer)).json<ProfileReply>().data.id;
  if (fundMinor > 0) await fundPlayer(t.ledger, userId, CURRENCY, fundMinor);
  const token = randomBytes(32).toString('hex');
  await insertSession(t.testDb.db, {
    tokenSha256: sha256Hex(token),
    userId,
    currency: CURRENCY,
    gameCode: GAME,
    ttlS: options.expired ? -1 : 3600,
  });
  return { userId, user: wireUserOf(userId), token };
}

const realMinor = async (player: Player) => (await t.ledger.playerBalances(t.testDb.db, player.userId, CURRENCY)).realMinor;

type Reply = { status: string; request_uuid: string | null; balance?: number; currency?: string; user?: string };

async function callRaw(path: string, body: string, signature: string | null = signBody(body, aggregatorPrivate)): Promise<Reply> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/wallet/hub88${path}`,
    payload: body,
    headers: { 'content-type': 'application/json', ...(signature === null ? {} : { 'x-hub88-signature': signature }) },
  });
  expect(res.statusCode).toBe(200);
  return res.json<Reply>();
}

const call = (path: string, payload: Record<string, unknown>) => callRaw(path, JSON.stringify({ request_uuid: randomUUID(), ...payload }));

const betOf = (player: Player, amountKopecks: number, uuid = randomUUID()) => ({
  user: player.user,
  token: player.token,
  transaction_uuid: uuid,
  round: `r-${uuid}`,
  game_code: GAME,
  currency: CURRENCY,
  amount: amountKopecks * KOPECK,
  is_free: false,
  round_closed: false,
});

const winOf = (player: Player, betUuid: string, amountKopecks: number, uuid = randomUUID()) => ({
  ...betOf(player, amountKopecks, uuid),
  reference_transaction_uuid: betUuid,
  round_closed: true,
});

const rollbackOf = (player: Player, betUuid: string, uuid = randomUUID()) => ({
  user: player.user,
  token: player.token,
  transaction_uuid: uuid,
  reference_transaction_uuid: betUuid,
  round: `r-${betUuid}`,
  game_code: GAME,
  round_closed: true,
});

describe('hub88 signatures', () => {
  // Hub88's published test vectors (github.com/coingaming/Hub88-Examples, signatures.csv) and its demo public key.
  const HUB88_DEMO_PUBLIC_KEY = `-----BEGIN PUBLIC KEY-----
MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAx3IRpSri/9SjA7f9me35
v6LtJzn8drb1vg/UeGaPPFR16KsUOPqbGJ2r1pRPJMedqqbO7Agt/HavWDcQhNZl
c9VrVQcWK/w2HD9PflQYv0oQMiPK5Mut/eIdFOpwwwaRAU4s6WOkJdSmP9F4cfr/
amTZZoY59/t3SZWYjgZ9/LDI2X8S3uLW/JPiH+6dm2bU8ykhxoWwLE/piJxynS73
EzM0tgjHyTUMkarhK9qRVZk581/kzmtJLLBZQl9XrQQcIfQ+zFZj7ijddOptxpxq
Cmq8gQNohB56p34yjVH3uAJAaFvIVg5mEkprrvNVDJwGonHSaaq7AICmzrF6h/r5
dwIDAQAB
-----END PUBLIC KEY-----`;
  const VECTORS: [string, string][] = [
    [
      'test',
      'V3bEXE72v0fbrKNV6bHW945WgsuRvkKcUBA4+C2AiUp+ssrItfk4btBhQfuupBsUXY11JZY+2DSK15NlXeziZbtGQRbgq6v/Ou2tWd652r39nKCfwpxLw1foXaLiSP5ZPudi42M7ANG4XygjaErPiIMHHQaEA6WKqSLIPmJmJJ1u6PkLulpG5CEMO+/6tWRBMMd5vZuHxqc2koaCWI6a3sW+75INSPXbSAEnwVkWPIeUg+EYCdUE7RARSlT/xf5Bp37qtEGZSG7TF7198HDQjAMpC7HBY+tUXsNZwXJJpcRxRh0Pqfz7Q9LG0ikFfdQE+0gCnuLOmx0IMtLIFjVQpA==',
    ],
    [
      '{"test":"test"}',
      'LMYX772LMBO+r83MakogTLoYnUmkR5TTSCMbzbzWPQBgqakoUwjsQnGAbIvA2ZEZXKgbygEW32crr/OzkJbXJp/XSeXPg93IvlOOiaItcPZAIx2MvBh7tY2vtcNMfodlrEvvG5ySDJQWO4LD/Gv7v6dpJJEsVy7AFdT8Azix2MUGcsljIJFWclYsHjJ96OCm5z4RZeA4tp49QCMKb3AL0TZojxxPL/9vSO//o4IcGQCQ02Sw7/p1c8EogCKI9AcMA2fmcog5fy853wMoZJem+qzLtQfBNKLmmKvFE02V7AkRdPn4q7ilCFzkpmN3T5Rhmazv5JHUIvjokR9c0p/4UQ==',
    ],
    [
      '{"game_id":132,"request_uuid":"583c985f-fee6-4c0e-bbf5-308aad6265af","token":"55b7518e-b89e-11e7-81be-58404eea6d16"}',
      'Kd+/B1NealiUiv/9cI/0MQuwnLiAMteKFesys/b8Koe9pVP/H7Hw54W99+q1uMGizaXj+nMIzcwerFSlSkMj94uqXHueGFvDKI4YGKqntlj7EvID1B7P+VlS/A5RN4RjghIMR3MGnsJZT43G8tAju+xJCzjzDmgS25IPVIZobabIpct87ReqxYfkqIlqgH/uKkpU0ezG25mmhMa82Umat1eu88dJDCa1NsbX9SF5gtdC+A8pYS/o87s2RWHG5VVYM8awAwxPnwZacyKIEbXS59BcAI6StUm+/sJWvSKKvR6lxCiJyQOWzG1IwN9NxBthp5AfQx23G5aDMnYDkSUsIw==',
    ],
  ];

  it("verifies Hub88's published vectors with its demo public key, on the exact bytes only", () => {
    const key = publicKeyOf(HUB88_DEMO_PUBLIC_KEY);
    for (const [data, signature] of VECTORS) {
      expect(verifyBody(Buffer.from(data), signature, key)).toBe(true);
      expect(verifyBody(Buffer.from(`${data} `), signature, key)).toBe(false);
    }
    const [json, signature] = VECTORS[2];
    const reordered = JSON.stringify(Object.fromEntries(Object.entries(JSON.parse(json) as object).reverse()));
    expect(verifyBody(Buffer.from(JSON.stringify(JSON.parse(json), null, 1)), signature, key)).toBe(false);
    expect(verifyBody(Buffer.from(reordered), signature, key)).toBe(false);
    expect(verifyBody(Buffer.from(json), undefined, key)).toBe(false);
    expect(verifyBody(Buffer.from(json), 'not base64!', key)).toBe(false);
  });

  it('refuses an unsigned, forged or re-serialised call with RS_ERROR_INVALID_SIGNATURE, echoing request_uuid, and moves nothing', async () => {
    const player = await newPlayer();
    const body = JSON.stringify({ request_uuid: 'req-1', ...betOf(player, 100) });
    const reserialised = JSON.stringify(JSON.parse(body), null, 2);
    for (const [bytes, signature] of [
      [body, null],
      [body, Buffer.from('forged').toString('base64')],
      [body, signBody(body, operatorKeys.privateKey)],
      [reserialised, signBody(body, aggregatorPrivate)],
    ] as const) {
      expect(await callRaw('/transaction/bet', bytes, signature)).toEqual({ status: 'RS_ERROR_INVALID_SIGNATURE', request_uuid: 'req-1' });
    }
    expect(await realMinor(player)).toBe(100_000);
    // The same bytes, signed, go through.
    expect((await callRaw('/transaction/bet', reserialised)).status).toBe('RS_OK');
    expect(await realMinor(player)).toBe(100_000 - 100);
  });

  it('answers malformed signed bodies with WRONG_SYNTAX / WRONG_TYPES, and takes unknown fields', async () => {
    const player = await newPlayer();
    expect((await callRaw('/user/balance', '{"user":')).status).toBe('RS_ERROR_WRONG_SYNTAX');
    expect((await callRaw('/user/balance', '[1,2]')).status).toBe('RS_ERROR_WRONG_SYNTAX');
    expect((await call('/transaction/bet', { ...betOf(player, 100), amount: '100000' })).status).toBe('RS_ERROR_WRONG_TYPES');
    expect((await call('/transaction/bet', { ...betOf(player, 100), amount: 1.5 })).status).toBe('RS_ERROR_WRONG_TYPES');
    expect((await call('/transaction/bet', { ...betOf(player, 100), user: 'a\u0000b' })).status).toBe('RS_ERROR_WRONG_TYPES');
    expect((await call('/transaction/bet', { ...betOf(player, 100), transaction_uuid: 'x'.repeat(5000) })).status).toBe(
      'RS_ERROR_WRONG_TYPES',
    );
    const extra = await call('/user/balance', { user: player.user, token: player.token, game_code: GAME, something_new: { nested: [1] } });
    expect(extra).toMatchObject({ status: 'RS_OK', balance: 100_000 * KOPECK, currency: 'RUB', user: player.user });
    expect(await realMinor(player)).toBe(100_000);
  });
});

describe('hub88 wallet: user, balance, tokens', () => {
  it('tells a user and a balance; a token is bound to its user and game, and expires', async () => {
    const player = await newPlayer(12_345);
    expect(await call('/user/info', { user: player.user })).toMatchObject({ status: 'RS_OK', user: player.user });
    expect((await call('/user/info', { user: 'player-999999999' })).status).toBe('RS_ERROR_UNKNOWN');
    expect(await call('/user/balance', { user: player.user, token: player.token, game_code: GAME })).toMatchObject({
      status: 'RS_OK',
      balance: 12_345 * KOPECK,
    });
    expect((await call('/user/balance', { user: player.user, token: 'f'.repeat(64), game_code: GAME })).status).toBe(
      'RS_ERROR_INVALID_TOKEN',
    );
    const other = await newPlayer(0);
    expect((await call('/user/balance', { user: other.user, token: player.token, game_code: GAME })).status).toBe('RS_ERROR_INVALID_TOKEN');
    expect((await call('/user/balance', { user: player.user, token: player.token, game_code: 'other_game' })).status).toBe(
      'RS_ERROR_INVALID_GAME',
    );
    const expired = await newPlayer(1_000, { expired: true });
    expect((await call('/user/balance', { user: expired.user, token: expired.token, game_code: GAME })).status).toBe(
      'RS_ERROR_TOKEN_EXPIRED',
    );
    expect((await call('/transaction/bet', betOf(expired, 10))).status).toBe('RS_ERROR_TOKEN_EXPIRED');
  });
});

describe('hub88 wallet: bets and wins', () => {
  it('takes a bet once: a replay answers the first balance, other data under its uuid is a duplicate', async () => {
    const player = await newPlayer(10_000);
    const bet = betOf(player, 1_000);
    const first = await call('/transaction/bet', bet);
    expect(first).toMatchObject({ status: 'RS_OK', balance: 9_000 * KOPECK, currency: 'RUB' });
    await call('/transaction/bet', betOf(player, 500));
    expect(await call('/transaction/bet', bet)).toMatchObject({ status: 'RS_OK', balance: 9_000 * KOPECK });
    expect((await call('/transaction/bet', { ...bet, amount: 2_000 * KOPECK })).status).toBe('RS_ERROR_DUPLICATE_TRANSACTION');
    expect((await call('/transaction/bet', { ...bet, round: 'another' })).status).toBe('RS_ERROR_DUPLICATE_TRANSACTION');
    expect(await realMinor(player)).toBe(8_500);
  });

  it('charges parallel replays of one bet once', async () => {
    const player = await newPlayer(10_000);
    const bet = betOf(player, 700);
    const replies = await Promise.all(Array.from({ length: 6 }, () => call('/transaction/bet', bet)));
    expect(replies.every((reply) => reply.status === 'RS_OK')).toBe(true);
    expect(await realMinor(player)).toBe(9_300);
  });

  it('refuses what the balance cannot cover with the real balance, a wrong currency, and an amount finer than a kopeck', async () => {
    const player = await newPlayer(500);
    expect(await call('/transaction/bet', betOf(player, 501))).toMatchObject({
      status: 'RS_ERROR_NOT_ENOUGH_MONEY',
      balance: 500 * KOPECK,
      currency: 'RUB',
    });
    expect((await call('/transaction/bet', { ...betOf(player, 10), currency: 'USD' })).status).toBe('RS_ERROR_WRONG_CURRENCY');
    expect((await call('/transaction/bet', { ...betOf(player, 10), amount: 10 * KOPECK + 1 })).status).toBe('RS_ERROR_WRONG_TYPES');
    expect(await realMinor(player)).toBe(500);
  });

  it('pays a win once, after its bet, even when the token has expired; refuses a win for no bet or a rolled-back one', async () => {
    const player = await newPlayer(10_000);
    const bet = betOf(player, 1_000);
    await call('/transaction/bet', bet);
    const win = winOf(player, bet.transaction_uuid, 2_500);
    expect(await call('/transaction/win', win)).toMatchObject({ status: 'RS_OK', balance: 11_500 * KOPECK });
    expect(await call('/transaction/win', win)).toMatchObject({ status: 'RS_OK', balance: 11_500 * KOPECK });
    expect((await call('/transaction/win', { ...win, amount: 3_000 * KOPECK })).status).toBe('RS_ERROR_DUPLICATE_TRANSACTION');
    expect((await call('/transaction/win', winOf(player, randomUUID(), 100))).status).toBe('RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
    const stranger = await newPlayer(0);
    expect((await call('/transaction/win', winOf(stranger, bet.transaction_uuid, 100))).status).toBe('RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
    await t.testDb.db.query(`UPDATE casino_sessions SET expires_at = now() - interval '1 second' WHERE user_id = $1`, [player.userId]);
    expect((await call('/transaction/win', winOf(player, bet.transaction_uuid, 100))).status).toBe('RS_OK');
    expect(await realMinor(player)).toBe(11_600);

    const undone = betOf(player, 100);
    await t.testDb.db.query(`UPDATE casino_sessions SET expires_at = now() + interval '1 hour' WHERE user_id = $1`, [player.userId]);
    await call('/transaction/bet', undone);
    await call('/transaction/rollback', rollbackOf(player, undone.transaction_uuid));
    expect((await call('/transaction/win', winOf(player, undone.transaction_uuid, 100))).status).toBe('RS_ERROR_TRANSACTION_ROLLED_BACK');
    expect(await realMinor(player)).toBe(11_600);
  });

  it('keeps a zero win (closing a round) and a free bet without moving money', async () => {
    const player = await newPlayer(1_000);
    const bet = { ...betOf(player, 0), is_free: true };
    expect(await call('/transaction/bet', bet)).toMatchObject({ status: 'RS_OK', balance: 1_000 * KOPECK });
    expect(await call('/transaction/win', winOf(player, bet.transaction_uuid, 0))).toMatchObject({
      status: 'RS_OK',
      balance: 1_000 * KOPECK,
    });
  });
});

describe('hub88 wallet: rollbacks', () => {
  it('gives a stake back once however often it is rolled back, always answering RS_OK', async () => {
    const player = await newPlayer(10_000);
    const bet = betOf(player, 4_000);
    await call('/transaction/bet', bet);
    const rollback = rollbackOf(player, bet.transaction_uuid);
    expect(await call('/transaction/rollback', rollback)).toMatchObject({ status: 'RS_OK', balance: 10_000 * KOPECK });
    expect((await call('/transaction/rollback', rollback)).status).toBe('RS_OK');
    expect((await call('/transaction/rollback', rollbackOf(player, bet.transaction_uuid))).status).toBe('RS_OK');
    expect(await realMinor(player)).toBe(10_000);
  });

  it('leaves a tombstone for a rollback that came first: the late bet is refused and charges nothing', async () => {
    const player = await newPlayer(10_000);
    const bet = betOf(player, 3_000);
    expect((await call('/transaction/rollback', rollbackOf(player, bet.transaction_uuid))).status).toBe('RS_OK');
    expect((await call('/transaction/bet', bet)).status).toBe('RS_ERROR_TRANSACTION_ROLLED_BACK');
    expect((await call('/transaction/rollback', rollbackOf(player, randomUUID()))).status).toBe('RS_OK');
    expect(await realMinor(player)).toBe(10_000);
  });

  it('gives one outcome when a bet and its rollback race: the balance ends where it began', async () => {
    const player = await newPlayer(50_000);
    for (let i = 0; i < 8; i++) {
      const bet = betOf(player, 1_000);
      const rollback = rollbackOf(player, bet.transaction_uuid);
      const [betReply, rollbackReply] = await Promise.all([call('/transaction/bet', bet), call('/transaction/rollback', rollback)]);
      expect(rollbackReply.status).toBe('RS_OK');
      expect(['RS_OK', 'RS_ERROR_TRANSACTION_ROLLED_BACK']).toContain(betReply.status);
      expect(await realMinor(player)).toBe(50_000);
      // Whatever happened, a replay of the bet never charges.
      await call('/transaction/bet', bet);
      expect(await realMinor(player)).toBe(50_000);
    }
  });
});
