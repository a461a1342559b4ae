import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/db';
import { TooManyRequestsError } from '../../http/errors';
import { countCodeAttempt, deleteCode, upsertCode, type CodePurpose } from './repository';

export const CODE_TTL_S = 600;
export const CODE_COOLDOWN_S = 60;
export const CODE_MAX_ATTEMPTS = 5;

const hashCode = (purpose: CodePurpose, target: string, code: string) =>
  createHash('sha256').update(`${purpose}\n${target}\n${code}`).digest('hex');

/** A new 6-digit code for (purpose, target); 429 while the previous one is in its resend cooldown. */
export async function issueCode(db: Db, purpose: CodePurpose, target: string, payload: string | null = null): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const result = await upsertCode(db, {
    purpose,
    target,
    payload,
    codeSha256: hashCode(purpose, target, code),
    ttlS: CODE_TTL_S,
    cooldownS: CODE_COOLDOWN_S,
  });
  if (!result.stored) throw new TooManyRequestsError(result.waitS, 'Please wait before asking for another code.');
  return code;
}

/**
 * Checks a code and uses it up when right. Every try counts; after the last allowed attempt, or once
 * expired, even the right code fails. Returns the code's payload on success, undefined otherwise.
 */
export async function consumeCode(
  db: Db,
  purpose: CodePurpose,
  target: string,
  code: string,
): Promise<{ payload: string | null } | undefined> {
  const live = await countCodeAttempt(db, purpose, target, CODE_MAX_ATTEMPTS);
  if (!live) return undefined;
  const given = Buffer.from(hashCode(purpose, target, code), 'hex');
  const stored = Buffer.from(live.codeSha256, 'hex');
  if (given.length !== stored.length || !timingSafeEqual(given, stored)) return undefined;
  return (await deleteCode(db, purpose, target, live.codeSha256)) ? { payload: live.payload } : undefined;
}
