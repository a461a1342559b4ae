import type { Currency } from '@/lib/currencies';
import type { LocaleCode } from '@/lib/locales';
import { toSafeInteger, type Queryable } from '../../db/db';
import { generatePseudonym, nameKeyOf } from './public-name';

export type User = {
  id: number;
  /** The public name: a generated pseudonym, or the nickname the player picked. */
  name: string;
  /** When the player last picked a nickname (ISO); null while the name is a generated pseudonym. */
  nameChangedAt: string | null;
  email: string | null;
  phone: string | null;
  currency: Currency;
  passwordHash: string | null;
  locale: LocaleCode | null;
  timezone: string | null;
  registerMethod: string;
  isEmailVerified: boolean;
  isPhoneVerified: boolean;
  isAvatarHidden: boolean;
  isStatisticsHidden: boolean;
  verificationStatus: string;
  premiumStatus: string;
  superBonus: string | null;
  imageSmall: string | null;
  verificationRequired: boolean;
  features: string[];
};

export type Attribution = {
  partner?: string | null;
  adplace?: string | null;
  stag?: string | null;
  promo?: string | null;
  fingerprint?: string | null;
  partnerId?: string | null;
  advId?: string | null;
  advertiseUid?: string | null;
  advertiseSource?: string | null;
  cpaOneUid?: string | null;
  prHash?: string | null;
};

const ATTRIBUTION_COLUMNS: Record<keyof Attribution, string> = {
  partner: 'partner',
  adplace: 'adplace',
  stag: 'stag',
  promo: 'promo',
  fingerprint: 'fingerprint',
  partnerId: 'partner_id',
  advId: 'adv_id',
  advertiseUid: 'advertise_uid',
  advertiseSource: 'advertise_source',
  cpaOneUid: 'cpa_one_uid',
  prHash: 'pr_hash',
};

const USER_COLUMNS = `id, name, name_changed_at, email, phone, currency, password_hash, locale, timezone, register_method,
  is_email_verified, is_phone_verified, is_avatar_hidden, is_statistics_hidden, verification_status,
  premium_status, super_bonus, image_small, verification_required, features`;

type UserRow = {
  id: unknown;
  name: string;
  name_changed_at: Date | string | null;
  email: string | null;
  phone: string | null;
  currency: Currency;
  password_hash: string | null;
  locale: LocaleCode | null;
  timezone: string | null;
  register_method: string;
  is_email_verified: boolean;
  is_phone_verified: boolean;
  is_avatar_hidden: boolean;
  is_statistics_hidden: boolean;
  verification_status: string;
  premium_status: string;
  super_bonus: string | null;
  image_small: string | null;
  verification_required: boolean;
  features: string[];
};

const toUser = (row: UserRow): User => ({
  id: toSafeInteger(row.id, 'user id'),
  name: row.name,
  nameChangedAt: row.name_changed_at === null ? null : new Date(row.name_changed_at).toISOString(),
  email: row.email,
  phone: row.phone,
  currency: row.currency,
  passwordHash: row.password_hash,
  locale: row.locale,
  timezone: row.timezone,
  registerMethod: row.register_method,
  isEmailVerified: row.is_email_verified,
  isPhoneVerified: row.is_phone_verified,
  isAvatarHidden: row.is_avatar_hidden,
  isStatisticsHidden: row.is_statistics_hidden,
  verificationStatus: row.verification_status,
  premiumStatus: row.premium_status,
  superBonus: row.super_bonus,
  imageSmall: row.image_small,
  verificationRequired: row.verification_required,
  features: row.features,
});

/** A new player: their public name is generated here, never taken from the input (docs/auth-contract.md, "Public name"). */
export type NewUser = {
  email: string | null;
  phone?: string | null;
  currency: Currency;
  passwordHash?: string | null;
  registerMethod?: string;
  locale?: LocaleCode | null;
  attribution?: Attribution;
};

/** Tries this many pseudonyms before giving up: with millions of them free, a second try is already rare. */
const PSEUDONYM_ATTEMPTS = 10;

export async function insertUser(q: Queryable, input: NewUser): Promise<User> {
  const attribution = input.attribution ?? {};
  const keys = (Object.keys(ATTRIBUTION_COLUMNS) as (keyof Attribution)[]).filter((key) => attribution[key] != null);
  const columns = [
    'name',
    'name_key',
    'email',
    'phone',
    'currency',
    'password_hash',
    'register_method',
    'locale',
    ...keys.map((key) => ATTRIBUTION_COLUMNS[key]),
  ];
  const values = [
    input.email,
    input.phone ?? null,
    input.currency,
    input.passwordHash ?? null,
    input.registerMethod ?? 'email',
    input.locale ?? null,
    ...keys.map((key) => attribution[key]),
  ];
  // A pseudonym another player has is skipped by the unique index without aborting the caller's transaction.
  const sql = `INSERT INTO users (${columns.join(', ')}) VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')})
    ON CONFLICT (name_key) DO NOTHING RETURNING ${USER_COLUMNS}`;
  for (let attempt = 0; attempt < PSEUDONYM_ATTEMPTS; attempt += 1) {
    const name = generatePseudonym();
    const rows = await q.query<UserRow>(sql, [name, nameKeyOf(name), ...values]);
    if (rows[0]) return toUser(rows[0]);
  }
  throw new Error(`users: no free pseudonym in ${PSEUDONYM_ATTEMPTS} attempts`);
}

export async function findUserById(q: Queryable, id: number): Promise<User | null> {
  const rows = await q.query<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE id = $1`, [id]);
  return rows[0] ? toUser(rows[0]) : null;
}

export async function findUserByEmail(q: Queryable, email: string): Promise<User | null> {
  const rows = await q.query<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE email = $1`, [email]);
  return rows[0] ? toUser(rows[0]) : null;
}

export async function findUserByPhone(q: Queryable, phone: string): Promise<User | null> {
  const rows = await q.query<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE phone = $1`, [phone]);
  return rows[0] ? toUser(rows[0]) : null;
}

export async function updatePasswordHash(q: Queryable, userId: number, passwordHash: string): Promise<void> {
  await q.query('UPDATE users SET password_hash = $2 WHERE id = $1', [userId, passwordHash]);
}

export type SettingsPatch = {
  locale?: LocaleCode;
  timezone?: string;
  isAvatarHidden?: boolean;
  isStatisticsHidden?: boolean;
};

export async function updateSettings(q: Queryable, userId: number, patch: SettingsPatch): Promise<void> {
  await q.query(
    `UPDATE users SET
       locale = COALESCE($2, locale),
       timezone = COALESCE($3, timezone),
       is_avatar_hidden = COALESCE($4, is_avatar_hidden),
       is_statistics_hidden = COALESCE($5, is_statistics_hidden)
     WHERE id = $1`,
    [userId, patch.locale ?? null, patch.timezone ?? null, patch.isAvatarHidden ?? null, patch.isStatisticsHidden ?? null],
  );
}

export type PublicNameChange = 'changed' | 'taken' | 'too_soon';

/**
 * Sets the player's nickname unless they picked one less than `intervalDays` ago. Uniqueness is the index's: of two
 * players racing for one name exactly one gets it; of one player's two changes at once the second finds the first's
 * time and is too soon.
 */
export async function updatePublicName(q: Queryable, userId: number, name: string, intervalDays: number): Promise<PublicNameChange> {
  try {
    const rows = await q.query(
      `UPDATE users SET name = $2, name_key = $3, name_changed_at = now()
       WHERE id = $1 AND (name_changed_at IS NULL OR name_changed_at <= now() - make_interval(hours => 24 * $4::int)) RETURNING id`,
      [userId, name, nameKeyOf(name), intervalDays],
    );
    return rows.length === 1 ? 'changed' : 'too_soon';
  } catch (error) {
    if ((error as { code?: unknown } | null)?.code === '23505') return 'taken';
    throw error;
  }
}

/** Sets the contact (when given) and marks it verified; false when the address belongs to someone else. */
export async function markContactVerified(q: Queryable, userId: number, channel: 'email' | 'phone', address: string): Promise<boolean> {
  const column = channel === 'email' ? 'email' : 'phone';
  const flag = channel === 'email' ? 'is_email_verified' : 'is_phone_verified';
  const taken = await q.query(`SELECT 1 FROM users WHERE ${column} = $1 AND id <> $2`, [address, userId]);
  if (taken.length > 0) return false;
  await q.query(`UPDATE users SET ${column} = $2, ${flag} = true WHERE id = $1`, [userId, address]);
  return true;
}

/** First touch wins: a field already set is kept. */
export async function attachAttribution(q: Queryable, userId: number, attribution: Attribution): Promise<void> {
  const keys = (Object.keys(ATTRIBUTION_COLUMNS) as (keyof Attribution)[]).filter((key) => attribution[key] != null);
  if (keys.length === 0) return;
  const sets = keys.map((key, i) => `${ATTRIBUTION_COLUMNS[key]} = COALESCE(${ATTRIBUTION_COLUMNS[key]}, $${i + 2})`);
  await q.query(`UPDATE users SET ${sets.join(', ')} WHERE id = $1`, [userId, ...keys.map((key) => attribution[key])]);
}

/** Operators' switches on an account: any subset of the verification status, its requirement and the features. */
export type OperatorPatch = { verificationStatus?: string; verificationRequired?: boolean; features?: string[] };

export async function updateOperatorFlags(q: Queryable, userId: number, patch: OperatorPatch): Promise<boolean> {
  const rows = await q.query(
    `UPDATE users SET
       verification_status = COALESCE($2, verification_status),
       verification_required = COALESCE($3, verification_required),
       features = COALESCE($4::text[], features)
     WHERE id = $1 RETURNING id`,
    [userId, patch.verificationStatus ?? null, patch.verificationRequired ?? null, patch.features ?? null],
  );
  return rows.length === 1;
}

/** The player's premium status (the VIP level they reached, lib/vip/levels.ts). */
export async function updatePremiumStatus(q: Queryable, userId: number, status: string): Promise<void> {
  await q.query(`UPDATE users SET premium_status = $2 WHERE id = $1`, [userId, status]);
}
