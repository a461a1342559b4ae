import { z } from 'zod';
import { CURRENCIES } from '@/lib/currencies';
import { errorBodySchema, validationErrorBodySchema } from '../../http/schemas';

/** What the shared-round games' REST routes have in common (docs/realtime.md). */
export const tags = ['games'];
export const publicErrors = { 404: errorBodySchema, 422: validationErrorBodySchema, 500: errorBodySchema };
export const historyLimitSchema = z.coerce.number({ message: 'invalid_limit: 1 to 100.' }).int().min(1).max(100).default(20);
export const currencyQuerySchema = z.enum(CURRENCIES, { message: `invalid_currency: One of ${CURRENCIES.join(', ')}.` }).optional();
export const chainSchema = z.object({ terminal_hash: z.string(), salt: z.string(), length: z.number().int(), rounds_played: z.number().int() });
export const publicUserSchema = z.object({ name: z.string(), avatar: z.string().nullable() }).nullable();
