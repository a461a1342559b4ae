import { createHash } from 'node:crypto';
import { fromMinorUnits } from '@/lib/money';
import { CURRENCY_EXPONENTS } from '@/lib/currencies';
import { escapeHtml, safeHref } from '../html';
import type { SandboxInvoice, SandboxNotification } from './repository';

/*
 * The sandbox's checkout page: server-rendered HTML with no script. Every value is escaped; its one style sheet is
 * allowed by hash in the page's own Content-Security-Policy, and forms may post only back to this origin.
 */

const STYLE = `
:root{color-scheme:dark;--bg:#0f1420;--card:#182033;--line:#2a3550;--text:#e8ecf4;--muted:#9aa6bf;--accent:#4f8cff;--ok:#35c27a;--bad:#ff6b6b;--warn:#f5b83d}
*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:var(--bg);color:var(--text)}
.banner{background:var(--warn);color:#1b1400;text-align:center;font-weight:700;padding:.6rem 1rem}
main{max-width:32rem;margin:1.5rem auto;padding:0 1rem}
.card{background:var(--card);border:1px solid var(--line);border-radius:14px;padding:1.25rem;margin-bottom:1rem}
h1{font-size:1.25rem;margin:0 0 .25rem}h2{font-size:.95rem;margin:0 0 .5rem}p{margin:.25rem 0}.muted{color:var(--muted);font-size:.9rem}
.amount{font-size:2rem;font-weight:700;margin:.5rem 0}
dl{display:grid;grid-template-columns:auto 1fr;gap:.35rem 1rem;margin:.75rem 0 0}dt{color:var(--muted)}dd{margin:0;font-family:ui-monospace,monospace;word-break:break-all}
.status{display:inline-block;border-radius:999px;padding:.1rem .6rem;font-size:.85rem;font-weight:600;background:var(--line)}
.status.paid{background:var(--ok);color:#062012}.status.failed,.status.expired{background:var(--bad);color:#2a0505}
form{margin:.75rem 0 0}button{width:100%;min-height:44px;border:0;border-radius:10px;font:inherit;font-weight:600;cursor:pointer;background:var(--accent);color:#fff}
button.secondary{background:transparent;border:1px solid var(--line);color:var(--text)}button.danger{background:transparent;border:1px solid var(--bad);color:var(--bad)}
.row{display:flex;gap:.5rem}.row input{flex:1;min-width:0;min-height:44px;border-radius:10px;border:1px solid var(--line);background:var(--bg);color:var(--text);font:inherit;padding:0 .75rem}.row button{width:auto;padding:0 1rem}
label{display:block;color:var(--muted);font-size:.9rem;margin-bottom:.25rem}
.error{border:1px solid var(--bad);color:var(--bad);border-radius:10px;padding:.5rem .75rem;margin-bottom:1rem}
a{color:var(--accent)}ul{padding-left:1.1rem;margin:.5rem 0 0}li{font-size:.9rem}
`;

/** The style sheet's CSP hash: the page allows exactly this style and nothing else. */
export const CHECKOUT_STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;

export const CHECKOUT_CSP = [
  "default-src 'none'",
  `style-src ${CHECKOUT_STYLE_HASH}`,
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join('; ');

const ERROR_TEXTS: Record<string, string> = {
  invalid_amount: 'Enter an amount greater than zero with at most the currency\u2019s decimals (and at most 100 times the invoice).',
  not_pending: 'This invoice is already settled.',
  expired: 'This invoice has expired; it can no longer be paid.',
};

const STATUS_TEXTS: Record<SandboxInvoice['status'], string> = {
  pending: 'Waiting for payment',
  paid: 'Paid',
  failed: 'Failed',
  expired: 'Expired',
};

function money(amountMinor: number, invoice: SandboxInvoice): string {
  return `${fromMinorUnits(amountMinor, invoice.currency).toFixed(CURRENCY_EXPONENTS[invoice.currency])} ${invoice.currency}`;
}

function details(invoice: SandboxInvoice): string {
  const rows: [string, string | null][] = [
    ['Invoice', invoice.id],
    ['Order', invoice.orderId],
    ['Card number', invoice.cardNumber],
    ['Phone', invoice.phoneNumber],
    ['Coin', invoice.cryptoCoin],
    ['Address', invoice.cryptoAddress],
    ['Coin amount', invoice.cryptoAmount],
    ['Expires', invoice.expiresAt.toISOString().replace('T', ' ').slice(0, 19) + ' UTC'],
  ];
  return `<dl>${rows
    .filter((row): row is [string, string] => row[1] !== null)
    .map(([term, value]) => `<dt>${escapeHtml(term)}</dt><dd>${escapeHtml(value)}</dd>`)
    .join('')}</dl>`;
}

function actions(invoice: SandboxInvoice, action: string): string {
  const amount = fromMinorUnits(invoice.amountMinor, invoice.currency).toFixed(CURRENCY_EXPONENTS[invoice.currency]);
  return `<section class="card" aria-labelledby="act">
<h2 id="act" class="muted">Act as the payer</h2>
<form method="post" action="${escapeHtml(`${action}/pay`)}"><button type="submit">Pay ${escapeHtml(money(invoice.amountMinor, invoice))}</button></form>
<form method="post" action="${escapeHtml(`${action}/pay`)}"><label for="amount">Pay a different sum (${escapeHtml(invoice.currency)})</label>
<div class="row"><input id="amount" name="amount" inputmode="decimal" autocomplete="off" required maxlength="24" value="${escapeHtml(amount)}"><button type="submit" class="secondary">Pay this sum</button></div></form>
<form method="post" action="${escapeHtml(`${action}/fail`)}"><button type="submit" class="danger">Fail the payment</button></form>
</section>`;
}

function outcome(invoice: SandboxInvoice): string {
  const target = invoice.status === 'paid' ? safeHref(invoice.successUrl) : safeHref(invoice.cancelUrl);
  const paid =
    invoice.paidAmountMinor !== null ? `<p>Paid: <strong>${escapeHtml(money(invoice.paidAmountMinor, invoice))}</strong></p>` : '';
  const back = target ? `<p><a href="${escapeHtml(target)}">Return to the shop</a></p>` : '';
  return `<section class="card">${paid}${back}</section>`;
}

function deliveries(notifications: SandboxNotification[]): string {
  if (notifications.length === 0) return '';
  const items = notifications.map((notification) => {
    const type = (() => {
      try {
        const { type } = JSON.parse(notification.body) as { type?: unknown };
        return typeof type === 'string' ? type : '';
      } catch {
        return '';
      }
    })();
    const state = notification.deliveredAt
      ? 'delivered'
      : notification.deadAt
        ? `gave up after ${notification.attempts} attempts`
        : `not yet acknowledged (${notification.attempts} attempts${notification.lastStatus ? `, last answer ${notification.lastStatus}` : ''})`;
    return `<li>${escapeHtml(type)}: ${escapeHtml(state)}</li>`;
  });
  return `<section class="card"><h2 class="muted">Notifications to the shop (reload to update)</h2><ul>${items.join('')}</ul></section>`;
}

export function renderCheckoutPage(input: {
  invoice: SandboxInvoice;
  notifications: SandboxNotification[];
  /** This page's path: its forms post to `${actionPath}/pay` and `/fail`. */
  actionPath: string;
  error: string | null;
}): string {
  const { invoice } = input;
  const error = input.error && ERROR_TEXTS[input.error] ? `<p class="error" role="alert">${escapeHtml(ERROR_TEXTS[input.error])}</p>` : '';
  const pending = invoice.status === 'pending';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>Sandbox payment \u2013 ${escapeHtml(money(invoice.amountMinor, invoice))}</title>
<style>${STYLE}</style></head>
<body><div class="banner" role="note">SANDBOX \u2013 test payments only, no real money moves</div>
<main>${error}<section class="card">
<h1>Sandbox Pay checkout</h1>
<p class="muted">A test payment provider. What you do here is sent to the shop as a signed notification.</p>
<p class="amount">${escapeHtml(money(invoice.amountMinor, invoice))}</p>
<span class="status ${escapeHtml(invoice.status)}">${escapeHtml(STATUS_TEXTS[invoice.status])}</span>
${details(invoice)}
</section>
${pending ? actions(invoice, input.actionPath) : outcome(invoice)}
${deliveries(input.notifications)}
</main></body></html>`;
}
