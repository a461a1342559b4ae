/** Invoice statuses of GET /billing/payment/status (docs/cashier.md). */
export const INVOICE_STATUS = { created: 1, pending: 2, paid: 3, expired: 4, failed: 5, refunded: 6 } as const;
export type InvoiceStatusName = keyof typeof INVOICE_STATUS;

const NAME_OF_INVOICE_STATUS = Object.fromEntries(Object.entries(INVOICE_STATUS).map(([name, code]) => [code, name])) as Record<
  number,
  InvoiceStatusName
>;

export function invoiceStatusName(status: number): InvoiceStatusName | null {
  return NAME_OF_INVOICE_STATUS[status] ?? null;
}

/** An invoice the provider can still pay. */
export function isInvoiceOpen(status: number): boolean {
  return status === INVOICE_STATUS.created || status === INVOICE_STATUS.pending;
}

export const PAYOUT_STATUSES = ['pending', 'approved', 'paid', 'rejected', 'cancelled', 'failed'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

export function isPayoutStatus(value: unknown): value is PayoutStatus {
  return typeof value === 'string' && (PAYOUT_STATUSES as readonly string[]).includes(value);
}

export type StatusTone = 'neutral' | 'accent' | 'gold' | 'danger' | 'success';

/** The badge colour of any cashier status; the badge's text carries the meaning, the colour only repeats it. */
export function statusTone(status: InvoiceStatusName | PayoutStatus | 'unknown'): StatusTone {
  switch (status) {
    case 'paid':
      return 'success';
    case 'created':
    case 'pending':
      return 'gold';
    case 'approved':
      return 'accent';
    case 'failed':
    case 'rejected':
      return 'danger';
    default:
      return 'neutral';
  }
}
