import { randomUUID } from 'node:crypto';
import { isCurrency } from '@/lib/currencies';
import { fromMinorUnits } from '@/lib/money';
import type { Db, Queryable } from '../../db/db';
import { recordSessionClient } from '../sessions/service';
import { attachAttribution, type Attribution } from '../users/service';
import {
  attributionReport,
  claimTouch,
  findCampaignPromo,
  findTouchByAdvId,
  findUserAttribution,
  insertDeposit,
  insertTouch,
  listUserTouches,
  recordUserTouch,
  upsertCampaignPromo,
  type NewTouch,
  type Touch,
} from './repository';
import { insertPostbacks } from './postback-repository';

/** The client's address as the api sees it, with the host and user agent the web reports. */
export function recordClient(db: Db, sessionId: number, client: { ip: string; host: string | null; userAgent: string | null }) {
  return recordSessionClient(db, sessionId, client);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const nonEmpty = (value: string | null | undefined) => (value === undefined || value === null || value === '' ? null : value);

/** Stores the touch and, for a user, counts it as their last (and, the first time, their first). */
async function storeTouch(q: Queryable, touch: NewTouch, registered = false): Promise<Touch> {
  const stored = await insertTouch(q, touch);
  if (stored.userId !== null) {
    await recordUserTouch(
      q,
      stored.userId,
      stored,
      {
        stag: nonEmpty(stored.stag),
        partner: nonEmpty(stored.partner) ?? nonEmpty(stored.partnerId),
        utmSource: nonEmpty(stored.utmSource),
        utmCampaign: nonEmpty(stored.utmCampaign),
      },
      registered,
    );
  }
  return stored;
}

export type UtmLanding = { query: Record<string, string>; ip: string; userId: number | null };

/** A UTM landing: stored with a new advId, answered with the campaign's ad bonus when the operator set one. */
export async function recordUtmLanding(
  db: Db,
  { query, ip, userId }: UtmLanding,
): Promise<{ advId: string; promo: { type: string; value: string } | null }> {
  const advId = randomUUID();
  const touch = await storeTouch(db, {
    kind: 'utm',
    advId,
    userId,
    query,
    ip,
    utmSource: query.utm_source,
    utmMedium: query.utm_medium,
    utmCampaign: query.utm_campaign,
    utmTerm: query.utm_term,
    stag: nonEmpty(query.stag),
    promo: nonEmpty(query.promo),
  });
  const promo = await findCampaignPromo(db, touch.utmSource ?? '', touch.utmCampaign ?? '');
  return { advId, promo };
}

/** An affiliate landing: the query's partner fields, stored as a touch. */
export async function recordAffiliateLanding(db: Db, { query, ip, userId }: UtmLanding): Promise<void> {
  await storeTouch(db, {
    kind: 'affiliate',
    userId,
    query,
    ip,
    stag: nonEmpty(query.stag),
    partner: nonEmpty(query.partner),
    partnerId: nonEmpty(query.partnerId),
    adplace: nonEmpty(query.adplace),
    promo: nonEmpty(query.promo),
    advertiseSource: nonEmpty(query.advertiseSource),
    advertiseUid: nonEmpty(query.advertiseUid),
    cpaOneUid: nonEmpty(query.cpaOneUid),
    prHash: nonEmpty(query.pr),
    utmSource: nonEmpty(query.utm_source),
    utmMedium: nonEmpty(query.utm_medium),
    utmCampaign: nonEmpty(query.utm_campaign),
    utmTerm: nonEmpty(query.utm_term),
  });
}

/** A page opened from a partner's link carrying subH. */
export async function recordPageOpen(
  db: Db,
  event: { subH: string; uuid: string | null; clickUrl: string | null; ip: string; userId: number | null },
): Promise<void> {
  await storeTouch(db, {
    kind: 'page_open',
    userId: event.userId,
    ip: event.ip,
    subH: event.subH,
    query: { ...(event.uuid ? { uuid: event.uuid } : {}), ...(event.clickUrl ? { click_url: event.clickUrl } : {}) },
  });
}

/**
 * POST /attachSource after a login or a registration: the user's own fields keep their first values (users table),
 * the touch is stored as the user's last, and the UTM landing its advId names becomes the user's (its utm fields
 * come along).
 */
export async function attachSource(db: Db, userId: number, attribution: Attribution, ip: string): Promise<void> {
  await attachAttribution(db, userId, attribution);
  const landing = attribution.advId && UUID.test(attribution.advId) ? await findTouchByAdvId(db, attribution.advId) : null;
  const claimable = landing && (landing.userId === null || landing.userId === userId) ? landing : null;
  await db.transaction(async (tx) => {
    if (claimable) await claimTouch(tx, claimable.id, userId);
    await storeTouch(tx, {
      kind: 'attach',
      userId,
      ip,
      advId: null,
      stag: attribution.stag,
      promo: attribution.promo,
      partnerId: attribution.partnerId,
      advertiseUid: attribution.advertiseUid,
      advertiseSource: attribution.advertiseSource,
      cpaOneUid: attribution.cpaOneUid,
      prHash: attribution.prHash,
      utmSource: claimable?.utmSource,
      utmMedium: claimable?.utmMedium,
      utmCampaign: claimable?.utmCampaign,
      utmTerm: claimable?.utmTerm,
    });
  });
}

/** In the registration's transaction: its touch (the user's first) and the partners' registration postbacks. */
export async function recordRegistration(tx: Queryable, userId: number, attribution: Attribution, ip: string | null): Promise<void> {
  await storeTouch(
    tx,
    {
      kind: 'register',
      userId,
      ip,
      stag: attribution.stag,
      partner: attribution.partner,
      adplace: attribution.adplace,
      promo: attribution.promo,
    },
    true,
  );
  await insertPostbacks(tx, { event: 'registration', userId, amountMinor: null, currency: null });
}

/** In a deposit credit's transaction: the deposit counts for the report; a first one fires the partners' postbacks. */
export async function recordCreditedDeposit(
  tx: Queryable,
  deposit: { invoiceId: string; userId: number; currency: string; amountMinor: number },
): Promise<void> {
  const { first } = await insertDeposit(tx, deposit);
  if (first) {
    await insertPostbacks(tx, {
      event: 'first_deposit',
      userId: deposit.userId,
      amountMinor: deposit.amountMinor,
      currency: deposit.currency,
    });
  }
}

export async function userAttribution(db: Db, userId: number) {
  const summary = await findUserAttribution(db, userId);
  if (!summary) return null;
  const touches = await listUserTouches(db, userId);
  return {
    summary,
    first: touches.find((touch) => touch.id === summary.firstTouchId) ?? null,
    last: touches.find((touch) => touch.id === summary.lastTouchId) ?? null,
    touches,
  };
}

export function setCampaignPromo(db: Db, promo: { utmSource: string; utmCampaign: string; type: string; value: string }) {
  return upsertCampaignPromo(db, promo);
}

export type ReportLine = {
  day: string;
  stag: string | null;
  partner: string | null;
  utm_source: string | null;
  utm_campaign: string | null;
  currency: string | null;
  registrations: number;
  first_deposits: number;
  deposits: number;
  stakes: number;
  wins: number;
  ngr: number;
};

const major = (minor: number, currency: string | null) => (currency && isCurrency(currency) ? fromMinorUnits(minor, currency) : minor);

/** The partners' report between from (inclusive) and to (exclusive); money in major units of each row's currency. */
export async function partnerReport(db: Db, from: Date, to: Date): Promise<ReportLine[]> {
  const rows = await attributionReport(db, from, to);
  return rows.map((row) => ({
    day: row.day,
    stag: row.stag,
    partner: row.partner,
    utm_source: row.utmSource,
    utm_campaign: row.utmCampaign,
    currency: row.currency,
    registrations: row.registrations,
    first_deposits: row.firstDeposits,
    deposits: major(row.depositsMinor, row.currency),
    stakes: major(row.stakesMinor, row.currency),
    wins: major(row.winsMinor, row.currency),
    ngr: major(row.stakesMinor - row.winsMinor, row.currency),
  }));
}

const CSV_COLUMNS: (keyof ReportLine)[] = [
  'day',
  'stag',
  'partner',
  'utm_source',
  'utm_campaign',
  'currency',
  'registrations',
  'first_deposits',
  'deposits',
  'stakes',
  'wins',
  'ngr',
];

/** A field as CSV: quoted when needed; a leading = + - @ is defused so a spreadsheet never runs it as a formula. */
function csvField(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function reportCsv(lines: ReportLine[]): string {
  const body = lines.map((line) => CSV_COLUMNS.map((column) => csvField(line[column])).join(','));
  return [CSV_COLUMNS.join(','), ...body].join('\n') + '\n';
}
