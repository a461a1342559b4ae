import type { ProfileReply } from '../../test/auth-helpers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createPermanentSession } from '../sessions/service';
import { createUser } from '../users/service';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

let players = 0;
async function newPlayer(): Promise<{ id: number; token: string }> {
  players += 1;
  const user = await createUser(t.testDb.db, t.ledger, { email: `nick${players}@example.com`, currency: 'RUB' });
  return { id: user.id, token: await createPermanentSession(t.testDb.db, user.id) };
}

const put = (token: string, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: '/profile/settings', headers: { authorization: `Bearer ${token}` }, payload: payload as object });
const profileOf = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/profile/user', headers: { authorization: `Bearer ${token}` } })).json<ProfileReply>().data;
const codeOf = (res: { json(): { errors?: Record<string, string[]> } }) => res.json().errors?.name?.[0]?.split(':')[0];

describe('PUT /profile/settings: the nickname', () => {
  it('replaces the pseudonym; the next change waits 30 days, then is allowed; the same name again changes nothing', async () => {
    const player = await newPlayer();
    const before = await profileOf(player.token);
    expect(before).toMatchObject({ is_name_chosen: false, name_changeable_at: null });
    expect(before.name).toMatch(/^[A-Z][a-z]+[A-Z][a-z]+\d{4}$/);

    const picked = await put(player.token, { name: '  Ｓｔｅｐｐｅ_Wolf ' });
    expect(picked.statusCode).toBe(200);
    expect(picked.json<{ data: unknown }>().data).toMatchObject({ name: 'Steppe_Wolf', is_name_chosen: true });
    const nextAt = Date.parse(picked.json<ProfileReply>().data.name_changeable_at ?? '');
    expect(Math.abs(nextAt - (Date.now() + 30 * 86_400_000))).toBeLessThan(60_000);

    expect((await put(player.token, { name: 'Steppe_Wolf', locale: 'kz' })).statusCode).toBe(200);
    const tooSoon = await put(player.token, { name: 'Other_Wolf', locale: 'ru' });
    expect(tooSoon.statusCode).toBe(422);
    expect(codeOf(tooSoon)).toBe('name_change_too_soon');
    expect(await profileOf(player.token)).toMatchObject({ name: 'Steppe_Wolf', locale: 'kz' });

    await t.testDb.db.query("UPDATE users SET name_changed_at = now() - interval '31 days' WHERE id = $1", [player.id]);
    expect((await profileOf(player.token)).name_changeable_at).toBeNull();
    const later = await put(player.token, { name: 'Other_Wolf' });
    expect(later.json<{ data: unknown }>().data).toMatchObject({ name: 'Other_Wolf', is_name_chosen: true });
  });

  it('refuses each rule with its code on `name` and changes nothing else', async () => {
    const player = await newPlayer();
    const { name } = await profileOf(player.token);
    const refusals: [unknown, string][] = [
      ['ab', 'name_length'],
      ['x'.repeat(101), 'name_length'],
      ['fox fox', 'name_characters'],
      ['.fox', 'name_edges'],
      [`fox${player.id}@mail.ru`, 'name_contact'],
      ['+77011234567', 'name_contact'],
      ['fox.casino', 'name_contact'],
      ['Аdmin', 'name_blocked'],
      ['kazino_support', 'name_blocked'],
      [42, 'name_characters'],
    ];
    for (const [typed, code] of refusals) {
      const res = await put(player.token, { name: typed, is_statistics_hidden: true });
      expect(res.statusCode, String(typed)).toBe(422);
      expect(res.json()).toEqual({ message: expect.any(String), errors: { name: [expect.stringMatching(new RegExp(`^${code}: `))] } });
    }
    expect((await put(player.token, { name: 'fox\u0000fox' })).statusCode).toBe(422);
    expect(await profileOf(player.token)).toMatchObject({ name, is_name_chosen: false, is_statistics_hidden: false });
  });

  it('is unique whatever the case or look-alike letters; a refused name leaves the other settings as they were', async () => {
    const [first, second] = [await newPlayer(), await newPlayer()];
    expect((await put(first.token, { name: 'LuckyFox' })).statusCode).toBe(200);
    for (const taken of ['luckyfox', 'LUCKYFOX', 'LuckyFоx', 'ＬｕｃｋｙＦｏｘ']) {
      const res = await put(second.token, { name: taken, timezone: 'Asia/Almaty' });
      expect(codeOf(res), taken).toBe('name_taken');
    }
    expect(await profileOf(second.token)).toMatchObject({ is_name_chosen: false, timezone: null });
    // A generated pseudonym is taken too.
    const pseudonym = (await profileOf(second.token)).name;
    expect(codeOf(await put(first.token, { name: pseudonym.toUpperCase() }))).toBe('name_change_too_soon');
    const third = await newPlayer();
    expect(codeOf(await put(third.token, { name: pseudonym.toLowerCase() }))).toBe('name_taken');
  });

  it('two players racing for one nickname: exactly one gets it', async () => {
    const racers = await Promise.all(Array.from({ length: 6 }, () => newPlayer()));
    const replies = await Promise.all(racers.map((racer) => put(racer.token, { name: 'RaceWinner' })));
    expect(replies.map((res) => res.statusCode).sort()).toEqual([200, 422, 422, 422, 422, 422]);
    for (const res of replies.filter((reply) => reply.statusCode === 422)) expect(codeOf(res)).toBe('name_taken');
    const [{ n }] = await t.testDb.db.query<{ n: unknown }>("SELECT count(*) AS n FROM users WHERE name_key = 'racewinner'");
    expect(Number(n)).toBe(1);
  });

  it("one player's two picks at once: one of them stands", async () => {
    const player = await newPlayer();
    const replies = await Promise.all([put(player.token, { name: 'FirstPick' }), put(player.token, { name: 'SecondPick' })]);
    expect(replies.map((res) => res.statusCode).sort()).toEqual([200, 422]);
    const loser = replies.find((res) => res.statusCode === 422)!;
    expect(codeOf(loser)).toBe('name_change_too_soon');
    const winner = replies.find((res) => res.statusCode === 200)!.json<ProfileReply>().data.name;
    expect((await profileOf(player.token)).name).toBe(winner);
  });

  it('is rate-limited per account like the other settings (429 with Retry-After)', async () => {
    const player = await newPlayer();
    const { limit } = t.config.rateLimits.settingsAccount;
    for (let i = 0; i < limit; i += 1) expect((await put(player.token, { name: `.x${i}` })).statusCode).toBe(422);
    const limited = await put(player.token, { name: 'PatientFox' });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});
