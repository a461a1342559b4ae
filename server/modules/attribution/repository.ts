import type { Queryable } from '../../db/db';
import { SETTLED_BETS } from '../../games/feed/settled-bets-repository';

export type TouchKind = 'utm' | 'affiliate' | 'page_open' | 'register' | 'attach';

/** The fields a touch may carry; each null when absent. */
export type TouchFields = {
  stag?: string | null;
  partner?: string | null;
  partnerId?: string | null;
  adplace?: string | null;
  promo?: string | null;
  advertiseSource?: string | null;
  advertiseUid?: string | null;
  cpaOneUid?: string | null;
  prHash?: string | null;
  subH?: string | null;
  utmSource?: string | null;
  utmMedium?: string | null;
  utmCampaign?: string | null;
  utmTerm?: string | null;
};

const TOUCH_COLUMNS: Record<keyof TouchFields, string> = {
  stag: 'stag',
  partner: 'partner',
  partnerId: 'partner_id',
  adplace: 'adplace',
  promo: 'promo',
  advertiseSource: 'advertise_source',
  advertiseUid: 'advertise_uid',
  cpaOneUid: 'cpa_one_uid',
  prHash: 'pr_hash',
  subH: 'sub_h',
  utmSource: 'utm_source',
  utmMedium: 'utm_medium',
  utmCampaign: 'utm_campaign',
  utmTerm: 'utm_term',
};
const FIELD_KEYS = Object.keys(TOUCH_COLUMNS) as (keyof TouchFields)[];

export type NewTouch = TouchFields & {
  kind: TouchKind;
  advId?: string | null;
  userId?: number | null;
  query?: Record<string, string> | null;
  ip?: string | null;
};

export type Touch = TouchFields & { id: number; kind: TouchKind; advId: string | null; userId: number | null; createdAt: Date };

type TouchRow = Record<string, unknown>;

function toTouch(row: TouchRow): Touch {
  const fields = Object.fromEntries(FIELD_KEYS.map((key) => [key, (row[TOUCH_COLUMNS[key]] as string | null) ?? null])) as TouchFields;
  return {
    ...fields,
    id: Number(row.id),
    kind: row.kind as TouchKind,
    advId: (row.adv_id as string | null) ?? null,
    userId: row.user_id === null ? null : Number(row.user_id),
    createdAt: new Date(row.created_at as string),
  };
}

export async function insertTouch(q: Queryable, touch: NewTouch): Promise<Touch> {
  const columns = ['kind', 'adv_id', 'user_id', 'query', 'ip', ...FIELD_KEYS.map((key) => TOUCH_COLUMNS[key])];
  const values = [
    touch.kind,
    touch.advId ?? null,
    touch.userId ?? null,
    touch.query ? JSON.stringify(touch.query) : null,
    touch.ip ?? null,
    ...FIELD_KEYS.map((key) => touch[key] ?? null),
  ];
  const rows = await q.query<TouchRow>(
    `INSERT INTO attribution_touches (${columns.join(', ')}) VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING *`,
    values,
  );
  return toTouch(rows[0]);
}

export async function findTouchByAdvId(q: Queryable, advId: string): Promise<Touch | null> {
  const rows = await q.query<TouchRow>(`SELECT * FROM attribution_touches WHERE adv_id = $1`, [advId]);
  return rows[0] ? toTouch(rows[0]) : null;
}

/** Links an anonymous touch (a UTM landing) to the user who came back with its advId. */
export async function claimTouch(q: Queryable, touchId: number, userId: number): Promise<void> {
  await q.query(`UPDATE attribution_touches SET user_id = $2 WHERE id = $1 AND user_id IS NULL`, [touchId, userId]);
}

export async function listUserTouches(q: Queryable, userId: number): Promise<Touch[]> {
  const rows = await q.query<TouchRow>(`SELECT * FROM attribution_touches WHERE user_id = $1 ORDER BY id`, [userId]);
  return rows.map(toTouch);
}

export type UserAttribution = {
  userId: number;
  firstTouchId: number;
  lastTouchId: number;
  stag: string | null;
  partner: string | null;
  utmSource: string | null;
  utmCampaign: string | null;
  registeredAt: Date | null;
};

/**
 * Counts the touch for its user: the first touch is written once and never replaced, the last one always; each
 * report dimension keeps its first non-empty value.
 */
export async function recordUserTouch(
  q: Queryable,
  userId: number,
  touch: Touch,
  dimensions: { stag: string | null; partner: string | null; utmSource: string | null; utmCampaign: string | null },
  registered: boolean,
): Promise<void> {
  await q.query(
    `INSERT INTO attribution_users (user_id, first_touch_id, last_touch_id, stag, partner, utm_source, utm_campaign, registered_at)
     VALUES ($1, $2, $2, $3, $4, $5, $6, CASE WHEN $7::boolean THEN now() END)
     ON CONFLICT (user_id) DO UPDATE SET
       last_touch_id = GREATEST(attribution_users.last_touch_id, EXCLUDED.last_touch_id),
       stag = COALESCE(attribution_users.stag, EXCLUDED.stag),
       partner = COALESCE(attribution_users.partner, EXCLUDED.partner),
       utm_source = COALESCE(attribution_users.utm_source, EXCLUDED.utm_source),
       utm_campaign = COALESCE(attribution_users.utm_campaign, EXCLUDED.utm_campaign),
       registered_at = COALESCE(attribution_users.registered_at, EXCLUDED.registered_at),
       updated_at = now()`,
    [userId, touch.id, dimensions.stag, dimensions.partner, dimensions.utmSource, dimensions.utmCampaign, registered],
  );
}

export async function findUserAttribution(q: Queryable, userId: number): Promise<UserAttribution | null> {
  const rows = await q.query<Record<string, unknown>>(`SELECT * FROM attribution_users WHERE user_id = $1`, [userId]);
  const row = rows[0];
  if (!row) return null;
  return {
    userId: Number(row.user_id),
    firstTouchId: Number(row.first_touch_id),
    lastTouchId: Number(row.last_touch_id),
    stag: (row.stag as string | null) ?? null,
    partner: (row.partner as string | null) ?? null,
    utmSource: (row.utm_source as string | null) ?? null,
    utmCampaign: (row.utm_campaign as string | null) ?? null,
    registeredAt: row.registered_at ? new Date(row.registered_at as string) : null,
  };
}

/** Records a credited deposit once per invoice; true when it is the player's first. */
export async function insertDeposit(
  q: Queryable,
  deposit: { invoiceId: string; userId: number; currency: string; amountMinor: number },
): Promise<{ recorded: boolean; first: boolean }> {
  const rows = await q.query<{ is_first: boolean }>(
    `INSERT INTO attribution_deposits (invoice_id, user_id, currency, amount_minor, is_first)
     VALUES ($1, $2, $3, $4, NOT EXISTS (SELECT 1 FROM attribution_deposits WHERE user_id = $2 AND is_first))
     ON CONFLICT DO NOTHING RETURNING is_first`,
    [deposit.invoiceId, deposit.userId, deposit.currency, deposit.amountMinor],
  );
  return rows[0] ? { recorded: true, first: rows[0].is_first } : { recorded: false, first: false };
}

export async function findCampaignPromo(
  q: Queryable,
  utmSource: string,
  utmCampaign: string,
): Promise<{ type: string; value: string } | null> {
  const rows = await q.query<{ bonus_type: string; bonus_value: string }>(
    `SELECT bonus_type, bonus_value FROM attribution_campaign_promos
     WHERE utm_source = $1 AND utm_campaign IN ($2, '*') ORDER BY (utm_campaign = '*') LIMIT 1`,
    [utmSource, utmCampaign],
  );
  return rows[0] ? { type: rows[0].bonus_type, value: rows[0].bonus_value } : null;
}

export async function upsertCampaignPromo(
  q: Queryable,
  promo: { utmSource: string; utmCampaign: string; type: string; value: string },
): Promise<void> {
  await q.query(
    `INSERT INTO attribution_campaign_promos (utm_source, utm_campaign, bonus_type, bonus_value) VALUES ($1, $2, $3, $4)
     ON CONFLICT (utm_source, utm_campaign) DO UPDATE SET bonus_type = EXCLUDED.bonus_type, bonus_value = EXCLUDED.bonus_value`,
    [promo.utmSource, promo.utmCampaign, promo.type, promo.value],
  );
}

export type ReportRow = {
  day: string;
  stag: string | null;
  partner: string | null;
  utmSource: string | null;
  utmCampaign: string | null;
  currency: string | null;
  registrations: number;
  firstDeposits: number;
  depositsMinor: number;
  stakesMinor: number;
  winsMinor: number;
};

/**
 * Per day (UTC), stag, partner, utm_source, utm_campaign and currency: registrations, first deposits, the sum of
 * deposits, and the stakes and wins of settled real-money bets of the attributed players, in minor units.
 * Registrations have no currency (null); money rows one per currency.
 */
export async function attributionReport(q: Queryable, from: Date, to: Date): Promise<ReportRow[]> {
  const rows = await q.query<Record<string, unknown>>(
    `WITH facts AS (
       SELECT u.user_id, (u.registered_at AT TIME ZONE 'UTC')::date AS day, NULL::text AS currency,
         1 AS registrations, 0 AS first_deposits, 0::bigint AS deposits_minor, 0::bigint AS stakes_minor, 0::bigint AS wins_minor
       FROM attribution_users u WHERE u.registered_at >= $1 AND u.registered_at < $2
       UNION ALL
       SELECT d.user_id, (d.credited_at AT TIME ZONE 'UTC')::date, d.currency::text,
         0, CASE WHEN d.is_first THEN 1 ELSE 0 END, d.amount_minor, 0, 0
       FROM attribution_deposits d WHERE d.credited_at >= $1 AND d.credited_at < $2
       UNION ALL
       SELECT s.user_id, (s.at AT TIME ZONE 'UTC')::date, s.currency, 0, 0, 0, s.stake_minor, s.payout_minor
       FROM (${SETTLED_BETS}) s
       WHERE s.at < $2 AND s.user_id IN (SELECT user_id FROM attribution_users)
     )
     SELECT to_char(f.day, 'YYYY-MM-DD') AS day, a.stag, a.partner, a.utm_source, a.utm_campaign, f.currency,
       sum(f.registrations)::bigint AS registrations, sum(f.first_deposits)::bigint AS first_deposits,
       sum(f.deposits_minor)::bigint AS deposits_minor, sum(f.stakes_minor)::bigint AS stakes_minor,
       sum(f.wins_minor)::bigint AS wins_minor
     FROM facts f JOIN attribution_users a ON a.user_id = f.user_id
     GROUP BY f.day, a.stag, a.partner, a.utm_source, a.utm_campaign, f.currency
     ORDER BY f.day, a.stag NULLS FIRST, a.partner NULLS FIRST, a.utm_source NULLS FIRST, a.utm_campaign NULLS FIRST,
       f.currency NULLS FIRST`,
    [from, to],
  );
  return rows.map((row) => ({
    day: row.day as string,
    stag: (row.stag as string | null) ?? null,
    partner: (row.partner as string | null) ?? null,
    utmSource: (row.utm_source as string | null) ?? null,
    utmCampaign: (row.utm_campaign as string | null) ?? null,
    currency: (row.currency as string | null) ?? null,
    registrations: Number(row.registrations),
    firstDeposits: Number(row.first_deposits),
    depositsMinor: Number(row.deposits_minor),
    stakesMinor: Number(row.stakes_minor),
    winsMinor: Number(row.wins_minor),
  }));
}
