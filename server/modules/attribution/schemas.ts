import { z } from 'zod';

const attributionValue = z
  .union([z.string().max(200), z.number()])
  .nullish()
  .transform((value) => (value === null || value === undefined || value === '' ? null : String(value)));

/** The attribution payload of spec section 3; null where absent. */
export const attachSourceBody = z.object({
  stag: attributionValue,
  promo: attributionValue,
  partnerId: attributionValue,
  advId: attributionValue,
  advertiseUid: attributionValue,
  advertiseSource: attributionValue,
  cpaOneUid: attributionValue,
  prHash: attributionValue,
});

export const successSchema = z.object({ success: z.literal(true) });

/** At most this many query parameters are kept of a landing. */
export const MAX_QUERY_KEYS = 40;

/** A landing's query as the web saw it: short names, short scalar values (a repeated parameter is refused). */
export const landingQuery = z
  .record(
    z.string().regex(/^[A-Za-z0-9_.[\]-]{1,64}$/, 'invalid_parameter: Parameter names are letters, digits, _ . - [ ].'),
    z.union([z.string().max(512), z.number(), z.boolean()]).transform(String),
  )
  .refine((query) => Object.keys(query).length <= MAX_QUERY_KEYS, `too_many_parameters: At most ${MAX_QUERY_KEYS} parameters.`);

export const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term'] as const;

/** The whole landing query; the four utm_* parameters are required and non-empty. */
export const utmBody = landingQuery.superRefine((query, context) => {
  for (const key of UTM_KEYS) {
    const value = query[key]?.trim();
    if (!value) context.addIssue({ code: 'custom', path: [key], message: 'required: The four utm_* parameters are required.' });
    else if (value.length > 200) context.addIssue({ code: 'custom', path: [key], message: 'too_long: At most 200 characters.' });
  }
});

export const utmReply = z.object({
  advId: z.string(),
  promo: z.object({ type: z.string(), value: z.string() }).nullable(),
});

export const pageOpenBody = z.object({
  subH: z.string().trim().min(1).max(200),
  uuid: z.string().trim().max(100).nullish(),
  click_url: z.string().trim().max(2048).nullish(),
});

/** Either the query itself or `{ query }`. */
export const affiliateBody = z.union([z.object({ query: landingQuery }).strict(), landingQuery]);

export const AFFILIATE_FIELDS = [
  'stag',
  'partner',
  'partnerId',
  'adplace',
  'promo',
  'advertiseSource',
  'advertiseUid',
  'cpaOneUid',
  'pr',
  'utm_source',
  'utm_campaign',
] as const;

const partnerName = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_.-]{1,64}$/, 'invalid_partner: Letters, digits, _ . - (up to 64).');

export const postbackConfigBody = z.object({
  url_template: z.string().trim().min(10).max(2048),
  secret: z.string().min(16).max(256),
});

export const partnerParams = z.object({ partner: partnerName });

export const campaignPromoBody = z.object({
  utm_source: z.string().trim().min(1).max(200),
  utm_campaign: z.string().trim().min(1).max(200),
  type: z.string().trim().min(1).max(64),
  value: z.string().trim().min(1).max(64),
});

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'invalid_date: YYYY-MM-DD.');

export const reportQuery = z.object({
  from: day.optional(),
  to: day.optional(),
  format: z.enum(['json', 'csv']).default('json'),
});

export const reportLineSchema = z.object({
  day: z.string(),
  stag: z.string().nullable(),
  partner: z.string().nullable(),
  utm_source: z.string().nullable(),
  utm_campaign: z.string().nullable(),
  currency: z.string().nullable(),
  registrations: z.number(),
  first_deposits: z.number(),
  deposits: z.number(),
  stakes: z.number(),
  wins: z.number(),
  ngr: z.number(),
});
