import { describe, expect, it } from 'vitest';
import { NotificationRejectedError } from '../types';
import { parseSandboxNotification } from './provider';
import { signSandboxPayload, verifySandboxSignature } from './signature';
import { isLuhnValid, testCardNumber, testCryptoAddress, testPhoneNumber } from './test-numbers';

const SECRET = 'sandbox-secret-for-tests-0123456789';
const NOW = 1_800_000_000;
const body = JSON.stringify({
  id: 'evt_1',
  type: 'invoice.paid',
  created: NOW,
  data: { invoice_id: 'sbx_inv_1', order_id: 'inv-1', status: 'paid', amount_minor: 10000, paid_amount_minor: 9000, currency: 'RUB' },
});

const rejection = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof NotificationRejectedError) return error.reason;
    throw error;
  }
  return 'accepted';
};

const parse = (raw: string, header: string | undefined, now = NOW) =>
  parseSandboxNotification(SECRET, { rawBody: Buffer.from(raw), headers: { 'x-sandbox-signature': header } }, now);

describe('sandbox notification signatures', () => {
  it('accepts a signed body and parses it', () => {
    const event = parse(body, signSandboxPayload(SECRET, body, NOW - 10));
    expect(event).toMatchObject({
      eventId: 'evt_1',
      providerInvoiceId: 'sbx_inv_1',
      invoiceId: 'inv-1',
      status: 'paid',
      paidAmountMinor: 9000,
      paidCurrency: 'RUB',
    });
  });

  it('refuses a tampered body, a wrong secret, a missing or garbled header', () => {
    const header = signSandboxPayload(SECRET, body, NOW);
    expect(rejection(() => parse(body.replace('9000', '90000'), header))).toBe('bad_signature');
    expect(rejection(() => parse(`${body} `, header))).toBe('bad_signature');
    expect(rejection(() => parse(body, signSandboxPayload('another-secret-0123456789abc', body, NOW)))).toBe('bad_signature');
    expect(rejection(() => parse(body, undefined))).toBe('bad_signature');
    expect(rejection(() => parse(body, 'v1=abc'))).toBe('bad_signature');
    expect(rejection(() => parse(body, header.replace(/t=\d+/, `t=${NOW + 1}`)))).toBe('bad_signature');
    expect(rejection(() => parse(body, header.replace(/v1=[0-9a-f]{2}/, 'v1=00')))).toBe('bad_signature');
    expect(rejection(() => parse(body, `t=${NOW},v1=${'g'.repeat(64)}`))).toBe('bad_signature');
    expect(rejection(() => parse(body, 'x'.repeat(5000)))).toBe('bad_signature');
  });

  it('refuses stale and future timestamps even with a valid signature', () => {
    expect(rejection(() => parse(body, signSandboxPayload(SECRET, body, NOW - 301)))).toBe('stale_timestamp');
    expect(rejection(() => parse(body, signSandboxPayload(SECRET, body, NOW + 301)))).toBe('stale_timestamp');
    expect(rejection(() => parse(body, signSandboxPayload(SECRET, body, NOW - 300)))).toBe('accepted');
    expect(rejection(() => parse(body, signSandboxPayload(SECRET, body, NOW + 300)))).toBe('accepted');
  });

  it('accepts any one matching v1 (a rotated secret) and verifies the raw bytes, not a re-serialisation', () => {
    const good = signSandboxPayload(SECRET, body, NOW).split(',')[1];
    expect(rejection(() => parse(body, `t=${NOW},v1=${'0'.repeat(64)},${good}`))).toBe('accepted');
    const spaced = body.replace('{', '{ ');
    expect(() => verifySandboxSignature(SECRET, Buffer.from(spaced), signSandboxPayload(SECRET, body, NOW), NOW)).toThrow(
      NotificationRejectedError,
    );
  });

  it('refuses a signed but malformed body', () => {
    const bad = (raw: string) => rejection(() => parse(raw, signSandboxPayload(SECRET, raw, NOW)));
    expect(bad('not json')).toBe('malformed');
    expect(bad('{}')).toBe('malformed');
    expect(bad(body.replace('"RUB"', '"XXX"'))).toBe('malformed');
    expect(bad(body.replace('9000', '-5'))).toBe('malformed');
    expect(bad(body.replace('9000', '1.5'))).toBe('malformed');
    expect(bad(body.replace('"paid_amount_minor":9000', '"paid_amount_minor":null'))).toBe('malformed');
  });

  it('parses payout notifications as payout events', () => {
    const payout = JSON.stringify({
      id: 'evt_2',
      type: 'payout.paid',
      created: NOW,
      data: { payout_id: 'sbx_po_1', order_id: 'po-1', status: 'paid', amount_minor: 500, currency: 'USD' },
    });
    expect(parse(payout, signSandboxPayload(SECRET, payout, NOW))).toMatchObject({
      eventId: 'evt_2',
      providerPayoutId: 'sbx_po_1',
      payoutId: 'po-1',
      status: 'paid',
    });
  });
});

describe('sandbox test numbers', () => {
  it('card numbers pass Luhn, phones and addresses look like their kind', () => {
    for (let index = 0; index < 50; index += 1) expect(isLuhnValid(testCardNumber())).toBe(true);
    expect(isLuhnValid('4111111111111111')).toBe(true);
    expect(isLuhnValid('4111111111111112')).toBe(false);
    expect(testPhoneNumber()).toMatch(/^\+7900\d{7}$/);
    expect(testCryptoAddress('usdttrc20')).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
    expect(testCryptoAddress('usdterc20')).toMatch(/^0x[0-9a-f]{40}$/);
  });
});
