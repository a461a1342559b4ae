import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { escapeHtml, safeHref } from '../html';
import type { EmulatorInvoice } from './emulator-types';

/** The emulator's request parsing, validation, replies and its invoice page. */

export const FIAT = new Set(['usd', 'eur', 'rub', 'kzt', 'inr', 'try', 'azn', 'uzs', 'kgs', 'gbp']);
/** US dollars per unit, fixed: the emulator's exchange. */
export const USD_PER_UNIT: Record<string, number> = {
  usd: 1,
  eur: 1.08,
  gbp: 1.27,
  rub: 0.0108,
  kzt: 0.0021,
  inr: 0.012,
  try: 0.031,
  azn: 0.588,
  uzs: 0.000079,
  kgs: 0.0112,
  usdttrc20: 1,
  usdterc20: 1,
  usdtbsc: 1,
  usdc: 1,
  btc: 60_000,
  eth: 3_000,
  trx: 0.12,
  ltc: 80,
};
const MAX_BODY_BYTES = 64 * 1024;

export const now = () => new Date().toISOString();
export const numericId = () => String(randomInt(1_000_000_000, 9_999_999_999));
export const round8 = (value: number) => Math.floor(value * 1e8) / 1e8;
const digest = (value: string) => createHash('sha256').update(value).digest();
export const same = (a: string, b: string) => timingSafeEqual(digest(a), digest(b));

export class HttpFailure extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export const invalid = (message: string) => new HttpFailure(400, 'INVALID_REQUEST_PARAMS', message);

function isHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > 2048) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

export function positiveNumber(value: unknown, name: string): number {
  const number = typeof value === 'string' && /^\d+(\.\d+)?$/.test(value) ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isFinite(number) || number <= 0) throw invalid(`"${name}" must be a positive number`);
  return number;
}

export function optionalText(value: unknown, name: string, max = 256): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string' || value.length > max) throw invalid(`"${name}" must be a string of at most ${max} characters`);
  return value;
}

export function optionalUrl(value: unknown, name: string): string | null {
  if (value === undefined || value === null || value === '') return null;
  if (!isHttpUrl(value)) throw invalid(`"${name}" must be a valid uri`);
  return value;
}

export async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new HttpFailure(413, 'PAYLOAD_TOO_LARGE', 'Request body is too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export function readJson(text: string): Record<string, unknown> {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw invalid('Body must be JSON');
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw invalid('Body must be a JSON object');
  return body as Record<string, unknown>;
}

export function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

const PAGE_STYLE = `body{margin:0;font:16px/1.5 system-ui,sans-serif;background:#10131a;color:#e9edf5}main{max-width:30rem;margin:2rem auto;padding:0 1rem}
.banner{background:#f5b83d;color:#1b1400;text-align:center;font-weight:700;padding:.5rem}.card{background:#1a2030;border:1px solid #2b3550;border-radius:12px;padding:1rem;margin-bottom:1rem}
.amount{font-size:1.8rem;font-weight:700}button{min-height:44px;border:0;border-radius:10px;background:#3d7bff;color:#fff;font:inherit;font-weight:600;padding:0 1rem;cursor:pointer}
input{min-height:44px;border-radius:10px;border:1px solid #2b3550;background:#10131a;color:#e9edf5;font:inherit;padding:0 .75rem}form{display:flex;gap:.5rem;margin:.5rem 0}a{color:#7ea6ff}li{font-size:.9rem}`;
export const PAGE_CSP = `default-src 'none'; style-src 'sha256-${createHash('sha256').update(PAGE_STYLE).digest('base64')}'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`;

export function renderInvoicePage(invoice: EmulatorInvoice): string {
  const payments = invoice.payments
    .map(
      (payment) =>
        `<li>${escapeHtml(payment.payment_id)}: ${escapeHtml(payment.payment_status)}, paid ${escapeHtml(String(payment.actually_paid))} of ${escapeHtml(String(payment.pay_amount))} ${escapeHtml(payment.pay_currency)}</li>`,
    )
    .join('');
  const back = safeHref(invoice.success_url);
  const iid = escapeHtml(invoice.id);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>NOWPayments emulator \u2013 invoice ${iid}</title><style>${PAGE_STYLE}</style></head><body>
<div class="banner">NOWPayments EMULATOR \u2013 no real crypto moves</div><main>
<section class="card"><p>Invoice ${iid}${invoice.order_id ? ` for order ${escapeHtml(invoice.order_id)}` : ''}</p>
<p class="amount">${escapeHtml(invoice.price_amount)} ${escapeHtml(invoice.price_currency.toUpperCase())}</p>
<form method="post" action="/payment/pay"><input type="hidden" name="iid" value="${iid}"><button type="submit">Pay in full</button></form>
<form method="post" action="/payment/pay"><input type="hidden" name="iid" value="${iid}"><label for="amount" hidden>Amount</label>
<input id="amount" name="amount" inputmode="decimal" required maxlength="24" placeholder="Part of ${escapeHtml(invoice.price_amount)}"><button type="submit">Pay this part</button></form></section>
${payments ? `<section class="card"><p>Payments</p><ul>${payments}</ul></section>` : ''}
${back ? `<p><a href="${escapeHtml(back)}">Back to the shop</a></p>` : ''}
</main></body></html>`;
}
