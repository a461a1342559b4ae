import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getProfile, registerByEmail, type ProfileReply } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { notifyPlayer } from './service';

/* Notifications as a player reads them: their own only, in their language, told once per event, marked read. */

let t: TestApp;
let players = 0;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function newPlayer(): Promise<{ token: string; userId: number }> {
  players += 1;
  const token = await registerByEmail(t.app, `notify${players}@example.com`);
  return { token, userId: (await getProfile(t.app, token)).json<ProfileReply>().data.id };
}

type Reply = { data: { id: number; type: string; text: string; read: boolean }[]; meta: { unread: number } };

const list = async (token: string | null, language = 'en') =>
  (
    await t.app.inject({
      method: 'GET',
      url: '/api/v1/notifications',
      headers: { 'accept-language': language, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    })
  ).json<Reply>();

const markRead = (token: string, body: object) =>
  t.app.inject({ method: 'POST', url: '/api/v1/notifications/read', payload: body, headers: { authorization: `Bearer ${token}` } });

describe('notifications', () => {
  it("lists a player's own, newest first, in the request's language, each event once", async () => {
    const player = await newPlayer();
    const other = await newPlayer();
    await notifyPlayer(t.testDb.db, {
      userId: player.userId,
      kind: 'deposit_credited',
      amountMinor: 150_000,
      currency: 'RUB',
      key: 'test:d1',
    });
    await notifyPlayer(t.testDb.db, {
      userId: player.userId,
      kind: 'deposit_credited',
      amountMinor: 150_000,
      currency: 'RUB',
      key: 'test:d1',
    });
    await notifyPlayer(t.testDb.db, { userId: player.userId, kind: 'payout_paid', amountMinor: 2_500, currency: 'KZT', key: 'test:p1' });
    const en = await list(player.token);
    expect(en.data.map((item) => item.type)).toEqual(['payout_paid', 'deposit_credited']);
    expect(en.data[1].text).toBe('Deposit credited: ₽1,500.00 is on your balance.');
    expect(en.meta.unread).toBe(2);
    expect((await list(player.token, 'ru')).data[1].text).toMatch(/^Депозит зачислен: 1\s500,00\s₽/);
    expect((await list(player.token, 'kk-KZ')).data[0].text).toMatch(/^Төлем жіберілді: 25,00\s₸/);
    expect(await list(other.token)).toEqual({ data: [], meta: { unread: 0 } });
    expect(await list(null)).toEqual({ data: [], meta: { unread: 0 } });
  });

  it("marks read the ids given, or all; another player's ids change nothing", async () => {
    const player = await newPlayer();
    const other = await newPlayer();
    for (const key of ['a', 'b', 'c']) {
      await notifyPlayer(t.testDb.db, {
        userId: player.userId,
        kind: 'payout_returned',
        amountMinor: 100,
        currency: 'USD',
        key: `test:r:${player.userId}:${key}`,
      });
    }
    const [newest] = (await list(player.token)).data;
    expect((await markRead(other.token, { ids: [newest.id] })).json()).toEqual({ meta: { unread: 0 } });
    expect((await list(player.token)).meta.unread).toBe(3);
    expect((await markRead(player.token, { ids: [newest.id] })).json()).toEqual({ meta: { unread: 2 } });
    expect((await list(player.token)).data.map((item) => item.read)).toEqual([true, false, false]);
    expect((await markRead(player.token, {})).json()).toEqual({ meta: { unread: 0 } });
    for (const body of [{ ids: [] }, { ids: ['1'] }, { ids: [-1] }, { ids: Array.from({ length: 101 }, (_, i) => i + 1) }]) {
      expect((await markRead(player.token, body)).statusCode, JSON.stringify(body).slice(0, 40)).toBe(422);
    }
    const guest = await t.app.inject({ method: 'POST', url: '/api/v1/notifications/read', payload: {} });
    expect(guest.statusCode).toBe(401);
  });
});
