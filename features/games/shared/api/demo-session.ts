import { z } from 'zod';
import type { Currency } from '@/lib/currencies';
import { newIdempotencyKey } from '@/lib/api/idempotency-key';
import { gamesGet, gamesSend } from './games-api';
import { balanceSchema } from './schemas';

export const createDemoReplySchema = z.looseObject({ token: z.string().min(1), balance: balanceSchema });
export const demoSessionReplySchema = z.looseObject({ balance: balanceSchema });

/** POST /demo/session: a play-money session in the currency (a guest's, or a player's who chose demo). */
export async function createDemoSession(currency: Currency) {
  return createDemoReplySchema.parse(await gamesSend('post', '/demo/session', { currency }, { demoToken: null }, newIdempotencyKey()));
}

/** GET /demo/session: the stored session's balance; a 401 means it is gone (expired or unknown). */
export async function getDemoSession(demoToken: string) {
  return demoSessionReplySchema.parse(await gamesGet('/demo/session', { demoToken }));
}

/** POST /demo/session/refill: the play money back to its starting balance. */
export async function refillDemoSession(demoToken: string) {
  return demoSessionReplySchema.parse(await gamesSend('post', '/demo/session/refill', {}, { demoToken }, newIdempotencyKey()));
}
