import { ForbiddenError, ValidationError } from '../../http/errors';
import { enforceRateLimits } from '../../http/rate-limit';
import { revokeUserSessions } from '../sessions/service';
import { markContactVerified, updatePasswordHash } from '../users/service';
import { consumeCode, issueCode } from './codes';
import { hashPassword, verifyPassword } from './passwords';
import {
  codeSendLimits,
  deliver,
  fieldError,
  getUserOrThrow,
  invalidCode,
  isUniqueViolation,
  passwordRuleError,
  type AuthDeps,
  type Channel,
  type Client,
} from './service';

/** Changes the password; every other session of the user ends. */
export async function updatePassword(
  deps: AuthDeps,
  userId: number,
  sessionId: number,
  input: { old_password: string; password: string; password_confirm: string },
): Promise<void> {
  await enforceRateLimits(deps.limiter, [{ key: `password:acct:${userId}`, rule: deps.config.rateLimits.passwordAccount }]);
  const user = await getUserOrThrow(deps.db, userId);
  const errors: Record<string, string[]> = {};
  if (!(await verifyPassword(user.passwordHash, input.old_password))) {
    errors.old_password = ['wrong_password: The current password is wrong.'];
  }
  const rule = passwordRuleError(input.password);
  if (rule) errors.password = [rule];
  if (input.password !== input.password_confirm) errors.password_confirm = ['mismatch: The passwords do not match.'];
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  await deps.db.transaction(async (tx) => {
    await updatePasswordHash(tx, userId, await hashPassword(input.password));
    await revokeUserSessions(tx, userId, sessionId);
  });
  deps.sessions.revoked(userId);
}

/**
 * For accounts without a password (code or social sign-up). A session that never expires (the demo player's
 * public token) did not come from a sign-in, so it cannot give the account a password anyone could then use.
 */
export async function setPassword(
  deps: AuthDeps,
  userId: number,
  session: { permanent: boolean },
  input: { password: string; confirm_password: string },
): Promise<void> {
  if (session.permanent) throw new ForbiddenError('This session cannot set a password.');
  const user = await getUserOrThrow(deps.db, userId);
  const errors: Record<string, string[]> = {};
  const rule = passwordRuleError(input.password);
  if (user.passwordHash) errors.password = ['password_exists: The account already has a password.'];
  else if (rule) errors.password = [rule];
  if (input.password !== input.confirm_password) errors.confirm_password = ['mismatch: The passwords do not match.'];
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  await updatePasswordHash(deps.db, userId, await hashPassword(input.password));
}

/** Mails the account's login to its own confirmed email only, so a stolen session cannot send it elsewhere. */
export async function sendLoginData(deps: AuthDeps, userId: number, email: string, client: Client): Promise<void> {
  await codeSendLimits(deps, client.ip, `login-data:${userId}`);
  const user = await getUserOrThrow(deps.db, userId);
  if (!user.email || !user.isEmailVerified || user.email !== email) {
    throw fieldError('email', 'email_not_verified', "Login data goes only to the account's own confirmed email.");
  }
  const login = user.email ?? user.phone ?? String(user.id);
  await deliver(
    deps,
    'email',
    user.email,
    { kind: 'loginData', login, signInUrl: `${deps.config.webUrl}/?login` },
    user.locale ?? client.locale,
  );
}

/**
 * Sends a verification code to the account's own address, or to a new one for an account that has none. Limits
 * come first; whether a new address belongs to someone else is told only to whoever proves they received the
 * code (verifyContactCode), so this call reveals no account.
 */
export async function sendContactCode(
  deps: AuthDeps,
  userId: number,
  channel: Channel,
  given: string | undefined,
  client: Client,
): Promise<void> {
  const { rateLimits } = deps.config;
  await enforceRateLimits(deps.limiter, [
    { key: `code:ip:${client.ip}`, rule: rateLimits.codeSendIp },
    { key: `code:user:${userId}`, rule: rateLimits.codeSendUser },
  ]);
  const user = await getUserOrThrow(deps.db, userId);
  const own = channel === 'email' ? user.email : user.phone;
  const address = own ?? given;
  if (!address) {
    throw fieldError(channel, `${channel}_required`, channel === 'email' ? 'An email is required.' : 'A phone number is required.');
  }
  await enforceRateLimits(deps.limiter, [{ key: `code:target:${address}`, rule: rateLimits.codeSendTarget }]);
  const code = await issueCode(deps.db, channel === 'email' ? 'verify_email' : 'verify_phone', `user:${userId}`, address);
  await deliver(deps, channel, address, { kind: 'contactCode', code }, user.locale ?? client.locale);
}

export async function verifyContactCode(deps: AuthDeps, userId: number, channel: Channel, code: string, ip: string): Promise<void> {
  await enforceRateLimits(deps.limiter, [{ key: `code-check:ip:${ip}`, rule: deps.config.rateLimits.codeCheckIp }]);
  const used = await consumeCode(deps.db, channel === 'email' ? 'verify_email' : 'verify_phone', `user:${userId}`, code);
  if (!used?.payload) throw invalidCode();
  let ok = false;
  try {
    ok = await markContactVerified(deps.db, userId, channel, used.payload);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
  if (!ok) {
    throw channel === 'email'
      ? fieldError('email', 'email_taken', 'This email is already registered.')
      : fieldError('phone', 'phone_taken', 'This phone number is already registered.');
  }
}
