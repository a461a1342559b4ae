import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../../config';
import { getProfile, lastMessage, nextIp, registerByEmail, type ProfileReply } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';

const KEY = 'operator-key-for-support-tests';
let t: TestApp;
let players = 0;

beforeAll(async () => {
  t = await createTestApp({
    operatorApiKey: KEY,
    devOutbox: true,
    rateLimits: { ...DEFAULT_RATE_LIMITS, supportTicketIp: { limit: 3, windowS: 3600 } },
  });
});
afterAll(async () => {
  await t.close();
});

async function newPlayer(): Promise<{ token: string; userId: number }> {
  players += 1;
  const token = await registerByEmail(t.app, `support${players}@example.com`);
  return { token, userId: (await getProfile(t.app, token)).json<ProfileReply>().data.id };
}

type Ticket = { id: number; topic: string; status: string; messages: { author: string; body: string }[]; user_id?: number | null };

const call = (method: 'GET' | 'POST', url: string, payload?: unknown, options: { token?: string; ip?: string; operator?: boolean } = {}) =>
  t.app.inject({
    method,
    url,
    payload: payload as object | undefined,
    remoteAddress: options.ip ?? nextIp(),
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.operator ? { 'x-operator-key': KEY } : {}),
    },
  });

const open = (body: unknown, token?: string, ip?: string) => call('POST', '/api/v2/support/tickets', body, { token, ip });
const mine = async (token: string) => (await call('GET', '/api/v2/support/tickets', undefined, { token })).json<{ data: Ticket[] }>().data;
const answer = (id: number, body: unknown) => call('POST', `/operator/support/tickets/${id}/replies`, body, { operator: true });

describe('support tickets', () => {
  it("opens a player's ticket, which only they see; an operator's answer reaches them with a notification", async () => {
    const player = await newPlayer();
    const other = await newPlayer();
    const made = await open({ topic: 'payments', message: '  My deposit is missing.  ' }, player.token);
    expect(made.statusCode).toBe(201);
    const ticket = made.json<{ data: Ticket }>().data;
    expect(ticket).toMatchObject({ topic: 'payments', status: 'open', messages: [{ author: 'player', body: 'My deposit is missing.' }] });
    expect((await mine(player.token)).map((item) => item.id)).toEqual([ticket.id]);
    expect(await mine(other.token)).toEqual([]);

    const queue = (await call('GET', '/operator/support/tickets', undefined, { operator: true })).json<{ data: Ticket[] }>().data;
    expect(queue.find((item) => item.id === ticket.id)).toMatchObject({ user_id: player.userId, status: 'open' });
    const answered = await answer(ticket.id, { message: 'It is credited now.', operator_name: 'Dana' });
    expect(answered.statusCode).toBe(201);

    const [seen] = await mine(player.token);
    expect(seen).toMatchObject({
      status: 'answered',
      messages: [{ author: 'player' }, { author: 'operator', body: 'It is credited now.' }],
    });
    const notifications = await t.app.inject({
      method: 'GET',
      url: '/api/v1/notifications',
      headers: { authorization: `Bearer ${player.token}`, 'accept-language': 'en' },
    });
    expect(notifications.json<{ data: { type: string; text: string }[] }>().data[0]).toEqual(
      expect.objectContaining({
        type: 'support_reply',
        text: `Support answered your request #${ticket.id}. Read it in your profile, under Support.`,
      }),
    );
    const waiting = (await call('GET', '/operator/support/tickets', undefined, { operator: true })).json<{ data: Ticket[] }>().data;
    expect(waiting.some((item) => item.id === ticket.id)).toBe(false);

    const replied = await call('POST', `/api/v2/support/tickets/${ticket.id}/messages`, { message: 'Thanks!' }, { token: player.token });
    expect(replied.statusCode).toBe(201);
    expect(replied.json<{ data: Ticket }>().data).toMatchObject({ status: 'open' });
    expect((await mine(player.token))[0].messages).toHaveLength(3);
  });

  it("answers 404 for another player's ticket and for a missing one", async () => {
    const player = await newPlayer();
    const other = await newPlayer();
    const ticket = (await open({ topic: 'account', message: 'Help' }, player.token)).json<{ data: Ticket }>().data;
    const foreign = await call('POST', `/api/v2/support/tickets/${ticket.id}/messages`, { message: 'Mine now' }, { token: other.token });
    expect(foreign.statusCode).toBe(404);
    expect((await call('POST', '/api/v2/support/tickets/999999/messages', { message: 'x' }, { token: player.token })).statusCode).toBe(404);
    expect((await answer(999999, { message: 'x', operator_name: 'Dana' })).statusCode).toBe(404);
    expect((await mine(player.token))[0].messages).toHaveLength(1);
  });

  it("opens a guest's ticket with an email, answers it by email, and needs the email", async () => {
    const made = await open({ topic: 'other', message: 'I cannot sign up.', email: 'Guest@Example.com' });
    expect(made.statusCode).toBe(201);
    const ticket = made.json<{ data: Ticket }>().data;
    const queue = (await call('GET', '/operator/support/tickets', undefined, { operator: true })).json<{
      data: (Ticket & { email: string })[];
    }>().data;
    expect(queue.find((item) => item.id === ticket.id)).toMatchObject({ user_id: null, email: 'guest@example.com' });
    expect((await answer(ticket.id, { message: 'Try again now.', operator_name: 'Dana', close: true })).json()).toMatchObject({
      data: { status: 'closed' },
    });
    expect(await lastMessage(t.app, 'guest@example.com')).toMatchObject({
      subject: `Re: support request #${ticket.id}`,
      text: 'Try again now.',
    });

    const missing = await open({ topic: 'other', message: 'Hello' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json<{ errors: Record<string, string[]> }>().errors.email).toBeDefined();
  });

  it('refuses bad input with a 4xx, never a 500', async () => {
    const player = await newPlayer();
    const bad: unknown[] = [
      {},
      { topic: 'payments' },
      { topic: 'refunds', message: 'x', email: 'a@b.co' },
      { topic: 'payments', message: '   ', email: 'a@b.co' },
      { topic: 'payments', message: 'x'.repeat(4001), email: 'a@b.co' },
      { topic: 'payments', message: 'a\u0000b', email: 'a@b.co' },
      { topic: 'payments', message: 'x', email: 'not-an-email' },
      { topic: 'payments', message: 'x', email: `${'a'.repeat(250)}@b.co` },
      { topic: 'payments', message: 42, email: 'a@b.co' },
      { topic: ['payments'], message: 'x', email: 'a@b.co' },
      { topic: 'payments', message: { text: 'x' }, email: 'a@b.co' },
    ];
    for (const body of bad) expect((await open(body, player.token)).statusCode, JSON.stringify(body).slice(0, 60)).toBe(422);
    const ticket = (await open({ topic: 'games', message: 'x' }, player.token)).json<{ data: Ticket }>().data;
    for (const id of ['abc', '0', '-1', '1e400', '99999999999999999999']) {
      const reply = await call('POST', `/api/v2/support/tickets/${id}/messages`, { message: 'x' }, { token: player.token });
      expect(reply.statusCode, id).toBe(422);
    }
    const empty = await call('POST', `/api/v2/support/tickets/${ticket.id}/messages`, { message: '' }, { token: player.token });
    expect(empty.statusCode).toBe(422);
    expect((await call('GET', '/api/v2/support/tickets')).statusCode).toBe(401);
    expect((await call('POST', `/api/v2/support/tickets/${ticket.id}/messages`, { message: 'x' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/operator/support/tickets' })).statusCode).toBe(401);
    expect((await call('GET', '/operator/support/tickets?status=lost', undefined, { operator: true })).statusCode).toBe(422);
    expect((await answer(ticket.id, { message: 'x' })).statusCode).toBe(422);
  });

  it('limits the tickets one address opens', async () => {
    const ip = nextIp();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1)
      statuses.push((await open({ topic: 'other', message: `m${i}`, email: 'flood@example.com' }, undefined, ip)).statusCode);
    expect(statuses).toEqual([201, 201, 201, 429]);
  });
});
