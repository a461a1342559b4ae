import type { Region } from '@/lib/region';
import { fromMinorUnits } from '@/lib/money';
import { mapVerificationStatus } from '@/lib/verification';
import type { Db } from '../../db/db';
import { NotFoundError, ValidationError } from '../../http/errors';
import type { Ledger } from '../../ledger/ledger';
import { findUserById, updateSettings, type SettingsPatch } from '../users/service';

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

export async function updateProfileSettings(db: Db, userId: number, patch: SettingsPatch): Promise<void> {
  if (patch.timezone !== undefined && !isTimeZone(patch.timezone)) {
    throw new ValidationError({ timezone: ['invalid_timezone: The time zone is not a known IANA name.'] });
  }
  await updateSettings(db, userId, patch);
}
