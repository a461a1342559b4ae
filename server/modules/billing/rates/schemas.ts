import { z } from 'zod';
import { CURRENCIES, type Currency } from '@/lib/currencies';
import { isDecimalRate } from './exchange';

/** `{ "USD": { "RUB": "92.50" } }`: 1 USD = 92.50 RUB. The file's and PUT /operator/billing/rates' shape. */
export const rateTableSchema = z
  .partialRecord(
    z.enum(CURRENCIES),
    z.partialRecord(
      z.enum(CURRENCIES),
      z.string().refine(isDecimalRate, { message: 'invalid_rate: A rate is a positive decimal as text, e.g. "92.50".' }),
    ),
  )
  .superRefine((table, ctx) => {
    for (const [base, quotes] of Object.entries(table)) {
      for (const quote of Object.keys(quotes ?? {})) {
        if (quote === base)
          ctx.addIssue({ code: 'custom', message: 'invalid_rate: A currency has no rate to itself.', path: [base, quote] });
        else if (table[quote as Currency]?.[base as Currency] !== undefined) {
          ctx.addIssue({
            code: 'custom',
            message: `invalid_rate: ${base}/${quote} is given both ways; give one, the inverse is derived.`,
            path: [base, quote],
          });
        }
      }
    }
  });

export type RateTable = z.infer<typeof rateTableSchema>;

export const ratesReplySchema = z
  .object({
    rates: z
      .record(z.string(), z.record(z.string(), z.string()))
      .describe('{ USD: { RUB: "92.50" } }: 1 USD = 92.50 RUB; inverses derived'),
    updated_at: z.string().nullable(),
  })
  .meta({ id: 'ExchangeRates' });

export const ratesBodySchema = z.object({
  rates: rateTableSchema.refine((table) => Object.values(table).some((quotes) => Object.keys(quotes ?? {}).length > 0), {
    message: 'invalid_rate: Give at least one rate.',
  }),
});
