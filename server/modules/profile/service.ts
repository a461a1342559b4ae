import { fromMinorUnits } from '@/lib/money';
import { NICKNAME_CHANGE_INTERVAL_DAYS } from '@/lib/nickname';
import type { Region } from '@/lib/region';
import { mapVerificationStatus } from '@/lib/verification';
import type { RateLimitRule } from '../../config';
import type { Db } from '../../db/db';
import { NotFoundError, ValidationError } from '../../http/errors';
import { enforceRateLimits, type RateLimiter } from '../../http/rate-limit';
import type { Ledger } from '../../ledger/ledger';
import { checkNickname, findUserById, setNickname, updateSettings, type SettingsPatch, type User } from '../users/service';

const DAY_MS = 86_400_000;

/** When the player may pick a nickname again (ISO), or null when they may now (the first pick is free). */
export function nameChangeableAt(user: Pick<User, 'nameChangedAt'>, nowMs = Date.now()): string | null {
  if (user.nameChangedAt === null) return null;
  const at = Date.parse(user.nameChangedAt) + NICKNAME_CHANGE_INTERVAL_DAYS * DAY_MS;
  return at > nowMs ? new Date(at).toISOString() : null;
}

export async function getProfileOrThrow(
  db: Db,
  ledger: Ledger,
  userId: number,
  region: Region | null = null,
  freshToken: string | null = null,
) {
  const user = await findUserById(db, userId);
  if (!user) throw new NotFoundError('User not found.');
  const balances = await ledger.playerBalances(db, user.id, user.currency);
  const bonus = fromMinorUnits(balances.bonusMinor, user.currency);
  const status = mapVerificationStatus(user.verificationStatus) ?? 'failed';
  return {
    id: user.id,
    name: user.name,
    is_name_chosen: user.nameChangedAt !== null,
    name_changeable_at: nameChangeableAt(user),
    phone: user.phone,
    email: user.email,
    currency: user.currency,
    balance: fromMinorUnits(balances.realMinor, user.currency),
    bonus,
    bonus_balance: bonus,
    total_balance: fromMinorUnits(balances.totalMinor, user.currency),
    locale: user.locale,
    timezone: user.timezone,
    image: { small: user.imageSmall },
    register_method: user.registerMethod,
    is_phone_verified: user.isPhoneVerified,
    is_email_verified: user.isEmailVerified,
    is_password_exists: user.passwordHash !== null,
    is_avatar_hidden: user.isAvatarHidden,
    is_statistics_hidden: user.isStatisticsHidden,
    verification: { is_need: user.verificationRequired && status !== 'success', data: { status } },
    premium: { status: user.premiumStatus },
    fresh_token: freshToken,
    super_bonus: user.superBonus,
    features: user.features,
    region,
  };
}

let timeZones: Set<string> | null = null;

/** IANA names as this runtime knows them, plus UTC (which Intl lists under Etc/ or not at all). */
export function isTimeZone(value: string): boolean {
  timeZones ??= new Set([...Intl.supportedValuesOf('timeZone'), 'UTC', 'Etc/UTC']);
  return timeZones.has(value);
}

export type SettingsDeps = { db: Db; limiter: RateLimiter; rule: RateLimitRule };
/** The settings and, when given, the nickname as the player typed it. */
export type SettingsInput = SettingsPatch & { name?: string };

/** All of it or nothing: a refused nickname leaves the other settings as they were. */
export async function updateProfileSettings(deps: SettingsDeps, userId: number, input: SettingsInput): Promise<void> {
  await enforceRateLimits(deps.limiter, [{ key: `settings:acct:${userId}`, rule: deps.rule }]);
  const { name, ...patch } = input;
  if (patch.timezone !== undefined && !isTimeZone(patch.timezone)) {
    throw new ValidationError({ timezone: ['invalid_timezone: The time zone is not a known IANA name.'] });
  }
  const nickname = name === undefined ? undefined : checkNickname(name);
  await deps.db.transaction(async (tx) => {
    if (nickname !== undefined) await setNickname(tx, userId, nickname);
    await updateSettings(tx, userId, patch);
  });
}
