import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, registerByEmail, type InvalidReply } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';

/** POST /api/v2/vip/join's `data`. */
type VipRequest = { id: number; request_type: string; status: string; created_at: string; created: boolean };

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('POST /api/v2/vip/join', () => {
  it('makes one pending request per type; asking again returns it, even when racing', async () => {
    const token = await registerByEmail(t.app, 'vip@example.com');
    const first = await post(t.app, '/api/v2/vip/join', { request_type: 'vip_club' }, { token });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      success: true,
      data: {
        id: expect.any(Number),
        request_type: 'vip_club',
        status: 'pending',
        created_at: expect.stringMatching(/^\d{4}-/),
        created: true,
      },
    });
    const again = await Promise.all([1, 2, 3].map(() => post(t.app, '/api/v2/vip/join', { request_type: 'vip_club' }, { token })));
    expect(again.map((res) => res.json<{ data: VipRequest }>().data)).toEqual(
      again.map(() => ({ ...first.json<{ data: VipRequest }>().data, created: false })),
    );
    const rows = await t.testDb.db.query<{ n: unknown }>('SELECT count(*) AS n FROM vip_join_requests');
    expect(Number(rows[0].n)).toBe(1);
  });

  it('each player may ask only a few times an hour (429 + Retry-After)', async () => {
    const token = await registerByEmail(t.app, 'vip-many@example.com');
    const { limit } = t.config.rateLimits.vipJoinUser;
    for (let i = 0; i < limit; i += 1)
      expect((await post(t.app, '/api/v2/vip/join', { request_type: 'vip_club' }, { token })).statusCode).toBe(200);
    const refused = await post(t.app, '/api/v2/vip/join', { request_type: 'vip_club' }, { token });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('a decided request lets the player ask again', async () => {
    const token = await registerByEmail(t.app, 'vip-again@example.com');
    const first = (await post(t.app, '/api/v2/vip/join', { request_type: 'vip_club' }, { token })).json<{ data: VipRequest }>().data;
    await t.testDb.db.query("UPDATE vip_join_requests SET status = 'declined' WHERE id = $1", [first.id]);
    const second = (await post(t.app, '/api/v2/vip/join', { request_type: 'vip_club' }, { token })).json<{ data: VipRequest }>().data;
    expect(second).toMatchObject({ created: true, status: 'pending' });
    expect(second.id).not.toBe(first.id);
  });

  it('401 without a session; 422 for a bad request type, and nothing is stored', async () => {
    expect((await post(t.app, '/api/v2/vip/join', { request_type: 'vip_club' })).statusCode).toBe(401);
    const token = await registerByEmail(t.app, 'vip-bad@example.com');
    for (const body of [
      {},
      { request_type: '' },
      { request_type: 'VIP CLUB' },
      { request_type: 'premium' },
      { request_type: 'x'.repeat(40) },
      { request_type: 7 },
    ]) {
      const res = await post(t.app, '/api/v2/vip/join', body, { token });
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json<InvalidReply>().errors)).toEqual(['request_type']);
    }
    const rows = await t.testDb.db.query(
      "SELECT 1 FROM vip_join_requests r JOIN users u ON u.id = r.user_id WHERE u.email = 'vip-bad@example.com'",
    );
    expect(rows).toHaveLength(0);
  });
});

describe('first requests racing', () => {
  it('make exactly one pending request and every caller gets it', async () => {
    const token = await registerByEmail(t.app, 'vip-race@example.com');
    const replies = await Promise.all(
      Array.from({ length: 8 }, () => post(t.app, '/api/v2/vip/join', { request_type: 'vip_club' }, { token })),
    );
    expect(replies.map((res) => res.statusCode)).toEqual(replies.map(() => 200));
    expect(new Set(replies.map((res) => res.json<{ data: VipRequest }>().data.id)).size).toBe(1);
    expect(replies.filter((res) => res.json<{ data: VipRequest }>().data.created)).toHaveLength(1);
  });
});
