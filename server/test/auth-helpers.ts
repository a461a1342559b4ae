import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { profileResponseSchema } from '../modules/profile/schemas';

let ipCounter = 0;
/** A fresh client address, so per-IP limits of one test do not spill into the next. */
export function nextIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

/** The spec's 422 body. */
export type InvalidReply = { message: string; errors: Record<string, string[]> };

/** GET /profile/user's reply. */
export type ProfileReply = z.infer<typeof profileResponseSchema>;

/** A login's reply (register, login, social callback). */
export type TokenReply = { token: string };

// The default stays `any` while the server/modules suites read replies untyped (issue 24 phase 2 types them).
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see the line above.
export type Call = { statusCode: number; headers: Record<string, unknown>; json<T = any>(): T };

export function post(app: FastifyInstance, url: string, payload?: object, options: { token?: string; ip?: string } = {}): Promise<Call> {
  return app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: options.ip ?? nextIp(),
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
  });
}

export async function registerByEmail(
  app: FastifyInstance,
  email: string,
  password = 'correct horse battery',
  extra: object = {},
): Promise<string> {
  const res = await post(app, '/api/v2/auth/register/email', { email, password, ...extra });
  if (res.statusCode !== 200) throw new Error(`register failed: ${res.statusCode} ${JSON.stringify(res.json())}`);
  return res.json<{ token: string }>().token;
}

export async function registerByPhone(app: FastifyInstance, phone: string, password = 'correct horse battery'): Promise<string> {
  const res = await post(app, '/api/v2/auth/register/phone', { phone, password });
  if (res.statusCode !== 200) throw new Error(`register failed: ${res.statusCode} ${JSON.stringify(res.json())}`);
  return res.json<{ token: string }>().token;
}

/** The newest dev-outbox message to an address. */
export async function lastMessage(app: FastifyInstance, to: string): Promise<{ subject: string | null; text: string } | undefined> {
  const res = await app.inject({ method: 'GET', url: `/dev/outbox?to=${encodeURIComponent(to)}` });
  if (res.statusCode !== 200) throw new Error(`outbox: ${res.statusCode}`);
  return res.json<{ data: { subject: string | null; text: string }[] }>().data[0];
}

export async function lastCode(app: FastifyInstance, to: string): Promise<string> {
  const message = await lastMessage(app, to);
  const code = /\b(\d{6})\b/.exec(message?.text ?? '')?.[1];
  if (!code) throw new Error(`no code in the outbox for ${to}`);
  return code;
}

export function getProfile(app: FastifyInstance, token: string): Promise<Call> {
  return app.inject({ method: 'GET', url: '/profile/user', headers: { authorization: `Bearer ${token}` } });
}
