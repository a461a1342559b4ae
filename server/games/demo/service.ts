import { createHash, randomBytes } from 'node:crypto';
import type { Currency } from '@/lib/currencies';
import { demoStartBalanceMinor } from '@/lib/demo-balance';
import type { RateLimitRule } from '../../config';
import type { Db, Queryable } from '../../db/db';
import { enforceRateLimits, type RateLimiter } from '../../http/rate-limit';
import { gameErrors } from '../core/errors';
import {
  findDemoSession,
  findLiveDemoSession,
  findUserCurrency,
  insertDemoSession,
  refillDemoSession,
  type DemoSession,
} from './repository';

export type { DemoSession };
export { demoStartBalanceMinor };

/** A demo session lives this long after its last use. */
export const DEMO_SESSION_LIFETIME_S = 30 * 24 * 3600;
export const DEMO_HEADER = 'x-demo-session';
const TOKEN = /^demo_[A-Za-z0-9_-]{43}$/;

export type DemoDeps = { db: Db; limiter: RateLimiter; demoSessionRule: RateLimitRule };

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createDemoSession(
  deps: DemoDeps,
  input: { ip: string; userId: number | null; currency: Currency },
): Promise<{ token: string; session: DemoSession }> {
  await enforceRateLimits(deps.limiter, [{ key: `games-demo-session:ip:${input.ip}`, rule: deps.demoSessionRule }]);
  const token = `demo_${randomBytes(32).toString('base64url')}`;
  const session = await insertDemoSession(deps.db, {
    tokenSha256: hashToken(token),
    userId: input.userId,
    currency: input.currency,
    balanceMinor: demoStartBalanceMinor(input.currency),
    lifetimeS: DEMO_SESSION_LIFETIME_S,
  });
  return { token, session };
}

/** The live session of a demo token; 401 demo_session_invalid for anything else. */
export async function authenticateDemoToken(db: Db, token: string): Promise<DemoSession> {
  const session = TOKEN.test(token) ? await findLiveDemoSession(db, hashToken(token), DEMO_SESSION_LIFETIME_S) : null;
  if (!session) throw gameErrors.demoSessionInvalid();
  return session;
}

export async function getDemoSession(db: Db, id: number): Promise<DemoSession> {
  const session = await findDemoSession(db, id);
  if (!session) throw gameErrors.demoSessionInvalid();
  return session;
}

export async function refillDemo(db: Db, session: DemoSession): Promise<DemoSession> {
  const refilled = await refillDemoSession(db, session.id, demoStartBalanceMinor(session.currency));
  if (!refilled) throw gameErrors.demoSessionInvalid();
  return refilled;
}

/** A signed-in player's currency (what a demo session they start plays in), null for an unknown user. */
export function readUserCurrency(q: Queryable, userId: number): Promise<Currency | null> {
  return findUserCurrency(q, userId);
}
