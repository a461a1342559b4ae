import { z } from 'zod';
import { CURRENCIES } from '@/lib/currencies';

/* The profile's wire shapes; the operator's user routes answer with the same profile. */

const userSchema = z
  .object({
    id: z.number().int(),
    name: z.string().describe('The public name other players see: a generated pseudonym until the player picks a nickname'),
    is_name_chosen: z.boolean().describe('false while the name is the generated pseudonym'),
    name_changeable_at: z.string().nullable().describe('When the nickname may change again (ISO 8601); null: now'),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    currency: z.enum(CURRENCIES),
    balance: z.number().describe('Real balance in major units'),
    bonus: z.number().describe('Same as bonus_balance'),
    bonus_balance: z.number().describe('Bonus balance in major units'),
    total_balance: z.number().describe('balance + bonus_balance in major units'),
    locale: z.enum(['ru', 'en', 'kz']).nullable(),
    timezone: z.string().nullable(),
    image: z.object({ small: z.string().nullable() }),
    register_method: z.string(),
    is_phone_verified: z.boolean(),
    is_email_verified: z.boolean(),
    is_password_exists: z.boolean(),
    is_avatar_hidden: z.boolean(),
    is_statistics_hidden: z.boolean(),
    verification: z.object({ is_need: z.boolean(), data: z.object({ status: z.enum(['pending', 'failed', 'success']) }) }),
    premium: z.object({ status: z.string() }),
    fresh_token: z.string().nullable().describe('When set, replaces the stored access token'),
    super_bonus: z.string().nullable(),
    features: z.array(z.string()),
    region: z.string().nullable(),
  })
  .meta({ id: 'User' });

export const profileResponseSchema = z.object({ data: userSchema });
