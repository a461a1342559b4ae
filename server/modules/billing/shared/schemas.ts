import { z } from 'zod';

/* Wire shapes more than one part of the cashier uses. */

export const localizedNameSchema = z.object({ en: z.string(), ru: z.string(), kz: z.string() });

export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});

export const pageMetaSchema = z.object({ page: z.number().int(), per_page: z.number().int(), total: z.number().int() });
