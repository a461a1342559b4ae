import { toSafeInteger, type Queryable } from '../../../db/db';
import type { ProviderPaymentStatus } from '../../../payments/types';
import { isoOf, jsonOf, optionalInteger } from '../shared/rows';
import { toInvoice, INVOICE_COLUMNS, type Invoice, type InvoiceRow } from './repository';

/** Provider notifications as received: recorded once per provider event, with what became of them. */

export type NotificationOutcome = 'credited' | 'duplicate' | 'late' | 'ignored' | 'applied' | 'corrected';

export type NewNotification = {
  provider: string;
  eventId: string;
  source: 'notification' | 'status_query';
  invoiceId: string;
  status: ProviderPaymentStatus;
  paidAmountMinor: number | null;
  paidCurrency: string | null;
  payload: unknown;
  outcome: NotificationOutcome;
};

export async function notificationExists(q: Queryable, provider: string, eventId: string): Promise<boolean> {
  const rows = await q.query(`SELECT 1 FROM payment_notifications WHERE provider = $1 AND event_id = $2`, [provider, eventId]);
  return rows.length > 0;
}

/** Records a notification once per provider event; false when that event was recorded before. */
export async function insertNotification(q: Queryable, notification: NewNotification): Promise<boolean> {
  const rows = await q.query(
    `INSERT INTO payment_notifications (provider, event_id, source, invoice_id, status, paid_amount_minor, paid_currency, payload, outcome)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9)
     ON CONFLICT (provider, event_id) DO NOTHING
     RETURNING id`,
    [
      notification.provider,
      notification.eventId,
      notification.source,
      notification.invoiceId,
      notification.status,
      notification.paidAmountMinor,
      notification.paidCurrency,
      JSON.stringify(notification.payload ?? null),
      notification.outcome,
    ],
  );
  return rows.length === 1;
}

/** The late notifications of an invoice, once an operator has credited it. */
export async function markLateNotificationsCorrected(q: Queryable, invoiceId: string): Promise<void> {
  await q.query(`UPDATE payment_notifications SET outcome = 'corrected' WHERE invoice_id = $1 AND outcome = 'late'`, [invoiceId]);
}

export type LateNotification = {
  id: number;
  provider: string;
  eventId: string;
  status: string;
  paidAmountMinor: number | null;
  paidCurrency: string | null;
  payload: unknown;
  outcome: 'late' | 'corrected';
  receivedAt: string;
  invoice: Invoice;
};

export async function listLateNotifications(
  q: Queryable,
  options: { outcome: 'late' | 'corrected' | null; limit: number; offset: number },
): Promise<{ items: LateNotification[]; total: number }> {
  const rows = await q.query<Record<string, unknown>>(
    `SELECT n.id AS n_id, n.provider AS n_provider, n.event_id, n.status AS n_status, n.paid_amount_minor AS n_paid, n.paid_currency,
            n.payload, n.outcome, n.received_at, count(*) OVER () AS total, i.*
     FROM payment_notifications n
     JOIN LATERAL (SELECT ${INVOICE_COLUMNS} FROM payment_invoices WHERE id = n.invoice_id) i ON true
     WHERE n.outcome IN ('late', 'corrected') AND ($1::text IS NULL OR n.outcome = $1)
     ORDER BY n.received_at DESC, n.id DESC
     LIMIT $2 OFFSET $3`,
    [options.outcome, options.limit, options.offset],
  );
  return {
    total: rows[0] ? toSafeInteger(rows[0].total, 'total') : 0,
    items: rows.map((row) => ({
      id: toSafeInteger(row.n_id, 'notification id'),
      provider: row.n_provider as string,
      eventId: row.event_id as string,
      status: row.n_status as string,
      paidAmountMinor: optionalInteger(row.n_paid, 'paid amount'),
      paidCurrency: (row.paid_currency as string | null) ?? null,
      payload: jsonOf(row.payload),
      outcome: row.outcome as 'late' | 'corrected',
      receivedAt: isoOf(row.received_at),
      invoice: toInvoice(row as InvoiceRow),
    })),
  };
}
