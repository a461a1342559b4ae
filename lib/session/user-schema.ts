import { z } from 'zod';

const nullableString = z.string().nullish();
const nullableBoolean = z.boolean().nullish();

/** The user of spec section 3 as GET /profile/user and PUT /profile/settings return it; unknown extra fields pass. */
export const userSchema = z.looseObject({
  id: z.number(),
  /** The public name other players see: a generated pseudonym until the player picks a nickname. */
  name: nullableString,
  is_name_chosen: nullableBoolean,
  /** When the nickname may change again (ISO 8601); null: now. */
  name_changeable_at: nullableString,
  phone: nullableString,
  email: nullableString,
  balance: z.number().nullish(),
  bonus: z.number().nullish(),
  bonus_balance: z.number().nullish(),
  total_balance: z.number().nullish(),
  currency: nullableString,
  locale: nullableString,
  timezone: nullableString,
  image: z.object({ small: nullableString }).nullish(),
  register_method: nullableString,
  is_phone_verified: nullableBoolean,
  is_email_verified: nullableBoolean,
  is_password_exists: nullableBoolean,
  is_avatar_hidden: nullableBoolean,
  is_statistics_hidden: nullableBoolean,
  verification: z.object({ is_need: nullableBoolean, data: z.object({ status: nullableString }).nullish() }).nullish(),
  premium: z.object({ status: z.unknown() }).nullish(),
  fresh_token: nullableString,
  region: nullableString,
});

export type User = z.infer<typeof userSchema>;

export const userReplySchema = z.object({ data: userSchema });
