import { enforceRateLimits } from '../../http/rate-limit';
import { hashToken, newOpaqueToken, revokeUserSessions } from '../sessions/service';
import { findUserById, updatePasswordHash } from '../users/service';
import { consumeCode, issueCode } from './codes';
import { hashPassword } from './passwords';
import { consumeResetToken, expireUserResetTokens, findLiveResetToken, insertResetToken } from './repository';
import {
  deliver,
  fieldError,
  findUserByContact,
  invalidCode,
  passwordRuleError,
  type AuthDeps,
  type Channel,
  type Client,
} from './service';
import { ValidationError } from '../../http/errors';

export const RESET_TOKEN_TTL_S = 1800;

const invalidToken = () => fieldError('token', 'invalid_token', 'The reset link is invalid or has expired.');

function recoveryLimits(deps: AuthDeps, ip: string, account: string) {
  const { rateLimits } = deps.config;
  return enforceRateLimits(deps.limiter, [
    { key: `recovery:ip:${ip}`, rule: rateLimits.recoveryIp },
    { key: `recovery:acct:${account}`, rule: rateLimits.recoveryAccount },
  ]);
}

async function issueResetToken(deps: AuthDeps, userId: number): Promise<string> {
  const token = newOpaqueToken();
  await insertResetToken(deps.db, hashToken(token), userId, RESET_TOKEN_TTL_S);
  return token;
}

/**
 * Sends a recovery code (and by email a reset link). The code row is stored for unknown addresses too, so
 * the reply and the resend cooldown are the same whether or not the account exists; everything that depends
 * on the account (finding it, its reset token, the message) is done after the reply, so its time tells nothing.
 */
export async function forgotPassword(deps: AuthDeps, channel: Channel, address: string, client: Client): Promise<void> {
  await recoveryLimits(deps, client.ip, address);
  const code = await issueCode(deps.db, 'recovery', address);
  deps.delivery.background.run(async () => {
    const user = await findUserByContact(deps.db, channel, address);
    if (!user) return;
    const locale = user.locale ?? client.locale;
    if (channel === 'email') {
      const token = await issueResetToken(deps, user.id);
      const link = `${deps.config.webUrl}/reset-password/${token}?email=${encodeURIComponent(address)}`;
      await deliver(deps, 'email', address, { kind: 'resetEmail', code, link }, locale);
    } else {
      await deliver(deps, 'phone', address, { kind: 'resetSms', code }, locale);
    }
  });
}

/** A right recovery code becomes a reset token. */
export async function confirmRecoveryCode(deps: AuthDeps, channel: Channel, address: string, code: string, ip: string): Promise<string> {
  await recoveryLimits(deps, ip, address);
  const used = await consumeCode(deps.db, 'recovery', address, code);
  const user = used ? await findUserByContact(deps.db, channel, address) : null;
  if (!user) throw invalidCode();
  return issueResetToken(deps, user.id);
}

/** The user a live reset token belongs to; with a phone, the token must be that phone's account's. */
export async function checkResetToken(deps: AuthDeps, token: string, ip: string, phone?: string): Promise<number> {
  await enforceRateLimits(deps.limiter, [{ key: `recovery:ip:${ip}`, rule: deps.config.rateLimits.recoveryIp }]);
  const userId = await findLiveResetToken(deps.db, hashToken(token));
  if (userId === null) throw invalidToken();
  if (phone !== undefined) {
    const user = await findUserById(deps.db, userId);
    if (user?.phone !== phone) throw invalidToken();
  }
  return userId;
}

export async function confirmResetToken(deps: AuthDeps, token: string, ip: string): Promise<string | null> {
  const userId = await checkResetToken(deps, token, ip);
  const user = await findUserById(deps.db, userId);
  return user?.email ?? null;
}

function checkNewPassword(password: string, confirm: string): void {
  const errors: Record<string, string[]> = {};
  const rule = passwordRuleError(password);
  if (rule) errors.password = [rule];
  if (password !== confirm) errors.password_confirm = ['mismatch: The passwords do not match.'];
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
}

async function applyReset(deps: AuthDeps, userId: number, passwordHash: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await updatePasswordHash(tx, userId, passwordHash);
    await expireUserResetTokens(tx, userId);
    await revokeUserSessions(tx, userId, null);
  });
  deps.sessions.revoked(userId);
}

export async function resetWithToken(
  deps: AuthDeps,
  input: { token: string; password: string; password_confirm: string; phone?: string },
  ip: string,
): Promise<void> {
  checkNewPassword(input.password, input.password_confirm);
  await checkResetToken(deps, input.token, ip, input.phone);
  const passwordHash = await hashPassword(input.password);
  const userId = await consumeResetToken(deps.db, hashToken(input.token));
  if (userId === null) throw invalidToken();
  await applyReset(deps, userId, passwordHash);
}

export async function resetWithCode(
  deps: AuthDeps,
  input: { email: string; code: string; password: string; password_confirm: string },
  ip: string,
): Promise<void> {
  checkNewPassword(input.password, input.password_confirm);
  await recoveryLimits(deps, ip, input.email);
  const used = await consumeCode(deps.db, 'recovery', input.email, input.code);
  const user = used ? await findUserByContact(deps.db, 'email', input.email) : null;
  if (!user) throw invalidCode();
  await applyReset(deps, user.id, await hashPassword(input.password));
}
