import type { FastifyBaseLogger } from 'fastify';
import type { Currency } from '@/lib/currencies';
import type { LocaleCode } from '@/lib/locales';
import type { Config } from '../../config';
import type { Db } from '../../db/db';
import { ValidationError } from '../../http/errors';
import { enforceRateLimits, type RateLimiter } from '../../http/rate-limit';
import type { Ledger } from '../../ledger/ledger';
import type { Delivery } from '../delivery/service';
import { renderMessage, type MessageContent } from '../delivery/templates';
import { loginSsoLink } from '../mirrors/service';
import { openSession, hashToken, newOpaqueToken, type SessionRevocations } from '../sessions/service';
import { recordRegistration } from '../attribution/service';
import {
  createUserIn,
  findUserByEmail,
  findUserById,
  findUserByPhone,
  markContactVerified,
  type Attribution,
  type User,
} from '../users/service';
import { checkCaptcha, type CaptchaVerifier } from './captcha';
import { consumeCode, issueCode } from './codes';
import { demandStepUp, loginGuard, type CaptchaAnswer } from './login-guard';
import { hashPassword, verifyPassword } from './passwords';
import { consumeSimpleAuthToken, insertSimpleAuthToken } from './repository';

export type AuthDeps = {
  log: FastifyBaseLogger;
  db: Db;
  ledger: Ledger;
  config: Config;
  limiter: RateLimiter;
  delivery: Delivery;
  captcha: CaptchaVerifier;
  /** Told when the user's tokens stop working, so no api node keeps trusting them. */
  sessions: SessionRevocations;
};

export type Client = {
  ip: string;
  userAgent: string | null;
  locale: LocaleCode | null;
  /** The page's origin (the Origin header, else the Referer's): a login on a mirror replies with its SSO link. */
  origin?: string | null;
};
export type Channel = 'email' | 'phone';
export type LoginReply = { success: true; token: string; sso: string | null };

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export function fieldError(field: string, code: string, sentence: string): ValidationError {
  return new ValidationError({ [field]: [`${code}: ${sentence}`] });
}

export const invalidCode = () => fieldError('code', 'invalid_code', 'The code is wrong or has expired.');

export function passwordRuleError(password: string): string | null {
  return password.length < PASSWORD_MIN || password.length > PASSWORD_MAX
    ? `password_length: The password must be ${PASSWORD_MIN} to ${PASSWORD_MAX} characters.`
    : null;
}

export const isUniqueViolation = (error: unknown) => (error as { code?: unknown } | null)?.code === '23505';

async function loginReply(deps: AuthDeps, userId: number, client: Client): Promise<LoginReply> {
  const token = await openSession(deps.db, deps.config, userId, client);
  return { success: true, token, sso: await loginSsoLink(deps.db, client.origin ?? undefined) };
}

export function findUserByContact(db: Db, channel: Channel, address: string): Promise<User | null> {
  return channel === 'email' ? findUserByEmail(db, address) : findUserByPhone(db, address);
}

export type RegisterInput = {
  channel: Channel;
  address: string;
  password: string;
  currency: Currency;
  attribution: Attribution;
  captcha: Partial<Record<'h-captcha-response' | 'g-recaptcha-response', string>>;
};

export async function register(deps: AuthDeps, input: RegisterInput, client: Client): Promise<LoginReply> {
  const { rateLimits } = deps.config;
  await enforceRateLimits(deps.limiter, [{ key: `register:ip:${client.ip}`, rule: rateLimits.registerIp }]);
  await checkCaptcha(deps.captcha, input.captcha, client.ip);
  const taken = () =>
    input.channel === 'email'
      ? fieldError('email', 'email_taken', 'This email is already registered.')
      : fieldError('phone', 'phone_taken', 'This phone number is already registered.');
  if (await findUserByContact(deps.db, input.channel, input.address)) throw taken();
  const passwordHash = await hashPassword(input.password);
  let user: User;
  try {
    // The registration's touch (the user's first) and the partners' postbacks commit with the user.
    user = await deps.db.transaction(async (tx) => {
      const created = await createUserIn(tx, deps.ledger, {
        email: input.channel === 'email' ? input.address : null,
        phone: input.channel === 'phone' ? input.address : null,
        currency: input.currency,
        passwordHash,
        registerMethod: input.channel,
        locale: client.locale,
        attribution: input.attribution,
      });
      await recordRegistration(tx, created.id, input.attribution, client.ip);
      return created;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
  return loginReply(deps, user.id, client);
}

export async function loginWithPassword(
  deps: AuthDeps,
  input: { channel: Channel; address: string; password: string; captcha: CaptchaAnswer },
  client: Client,
): Promise<LoginReply> {
  const guard = loginGuard(deps, input.address, client.ip);
  await guard.admit();
  if (await guard.needsStepUp()) {
    await demandStepUp(deps, input, client, () => issueLoginCode(deps, input.channel, input.address, client));
  }
  const user = await findUserByContact(deps.db, input.channel, input.address);
  const ok = await verifyPassword(user?.passwordHash ?? null, input.password);
  if (!user || !ok) {
    await guard.recordFailure();
    throw fieldError(input.channel, 'invalid_credentials', 'These credentials do not match our records.');
  }
  return loginReply(deps, user.id, client);
}

export function codeSendLimits(deps: AuthDeps, ip: string, target: string) {
  const { rateLimits } = deps.config;
  return enforceRateLimits(deps.limiter, [
    { key: `code:ip:${ip}`, rule: rateLimits.codeSendIp },
    { key: `code:target:${target}`, rule: rateLimits.codeSendTarget },
  ]);
}

/** Sends a message to an address over its channel. */
export async function deliver(
  deps: AuthDeps,
  channel: Channel,
  to: string,
  content: MessageContent,
  locale: Client['locale'] | 'br',
): Promise<void> {
  const { subject, text } = renderMessage(content, locale);
  await (channel === 'email' ? deps.delivery.mailer.send({ to, subject, text }) : deps.delivery.sms.send({ to, text }));
}

/**
 * A login code: stored (and its cooldown started) whether or not the account exists, so neither the reply
 * nor a later resend tells; only an existing account is sent anything.
 */
export async function sendLoginCode(deps: AuthDeps, channel: Channel, address: string, client: Client): Promise<void> {
  await codeSendLimits(deps, client.ip, address);
  await issueLoginCode(deps, channel, address, client);
}

/** Finding the account and sending happen after the reply, so its time does not tell whether the account exists. */
async function issueLoginCode(deps: AuthDeps, channel: Channel, address: string, client: Client): Promise<void> {
  const code = await issueCode(deps.db, 'login', address);
  deps.delivery.background.run(async () => {
    const user = await findUserByContact(deps.db, channel, address);
    if (user) await deliver(deps, channel, address, { kind: 'loginCode', code }, user.locale ?? client.locale);
  });
}

/** A code login is guarded by the code itself (few attempts, short life); only the address is slowed here. */
export async function loginWithCode(deps: AuthDeps, channel: Channel, address: string, code: string, client: Client): Promise<LoginReply> {
  await enforceRateLimits(deps.limiter, [{ key: `login:ip:${client.ip}`, rule: deps.config.rateLimits.loginIp }]);
  const used = await consumeCode(deps.db, 'login', address, code);
  const user = used ? await findUserByContact(deps.db, channel, address) : null;
  if (!user) throw invalidCode();
  // Whoever received the code owns the address.
  await markContactVerified(deps.db, user.id, channel, address);
  return loginReply(deps, user.id, client);
}

export async function loginWithSimpleToken(deps: AuthDeps, token: string, client: Client): Promise<LoginReply> {
  await enforceRateLimits(deps.limiter, [{ key: `login:ip:${client.ip}`, rule: deps.config.rateLimits.loginIp }]);
  const userId = await consumeSimpleAuthToken(deps.db, hashToken(token));
  if (userId === null) throw fieldError('simpleAuthToken', 'invalid_token', 'The sign-in link is invalid or was already used.');
  return loginReply(deps, userId, client);
}

/** Operators (support tools, scripts) issue these; the token is shown once. */
export async function issueSimpleAuthToken(db: Db, userId: number, issuedBy: string, ttlS = 86_400): Promise<string> {
  const token = newOpaqueToken();
  await insertSimpleAuthToken(db, { tokenSha256: hashToken(token), userId, issuedBy, ttlS });
  return token;
}

export async function getUserOrThrow(db: Db, userId: number): Promise<User> {
  const user = await findUserById(db, userId);
  if (!user) throw new ValidationError({ user: ['user_missing: The account no longer exists.'] });
  return user;
}
