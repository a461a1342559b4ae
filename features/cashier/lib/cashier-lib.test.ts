import { describe, expect, it } from 'vitest';
import { amountInputOf, parseAmountInput, quickAmountsMinor } from './amount-input';
import { clockOf, minutesToAnnounce } from './countdown-text';
import { loginKeepingDeposit, queryAfterModalClose } from './deposit-flag';
import { periodStartMs, withinPeriod } from './history-period';
import { newIdempotencyKey } from '@/lib/api/idempotency-key';
import { createAttemptKeys } from './idempotency-key';
import { nameIn } from './localized-name';
import { methodLabelsOf } from './method-label';
import { invoiceStatusName, isInvoiceOpen, statusTone } from './payment-status';
import { usableTimeZone } from './time-zone';
import { formatCardNumber, formatPhoneNumber, isCardNumber, isCryptoAddress } from './wallet-format';

const failure = (status: number | null) => (status === null ? new Error('Network Error') : { response: { status, data: {} } });

describe('amounts as a player types them', () => {
  it('reads grouping spaces and a decimal comma, and refuses what the currency cannot hold', () => {
    expect(parseAmountInput('1 500', 'RUB', 'ru-RU')).toBe(150_000);
    expect(parseAmountInput('12,5', 'KZT', 'ru-RU')).toBe(1250);
    expect(parseAmountInput('100.', 'USD', 'ru-RU')).toBe(10_000);
    for (const bad of ['', 'abc', '1.234', '-5', '1e3', '0x10', '1.2.3', ' ', '١٠٠'])
      expect(parseAmountInput(bad, 'RUB', 'ru-RU')).toBeNull();
  });

  it('writes a sum back as plain major units', () => {
    expect(amountInputOf(150_050, 'RUB')).toBe('1500.5');
    expect(amountInputOf(10_000, 'USD')).toBe('100');
  });

  it('offers the minimum and 5, 10 and 50 times it, never above the maximum', () => {
    expect(quickAmountsMinor(10_000, 30_000_000)).toEqual([10_000, 50_000, 100_000, 500_000]);
    expect(quickAmountsMinor(10_000, 60_000)).toEqual([10_000, 50_000]);
    expect(quickAmountsMinor(0, 100)).toEqual([]);
  });
});

describe('card, phone and wallet text', () => {
  it('groups a card number by four and checks it like a bank does (16-19 digits, Luhn)', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-4242 42')).toBe('4242 4242 42');
    expect(isCardNumber('4242 4242 4242 4242')).toBe(true);
    expect(isCardNumber('4242 4242 4242 4241')).toBe(false);
    expect(isCardNumber('4242 4242 4242')).toBe(false);
    expect(isCardNumber('0'.repeat(20))).toBe(false);
  });

  it("shows a phone in spec section 5's +7 (###) ### ## ## mask, with or without the plus or the trunk 8", () => {
    expect(formatPhoneNumber('+79991234567')).toBe('+7 (999) 123 45 67');
    expect(formatPhoneNumber('89991234567')).toBe('+7 (999) 123 45 67');
    expect(formatPhoneNumber('+77011234567')).toBe('+7 (701) 123 45 67');
    expect(formatPhoneNumber('+998901234567')).toBe('+998 (90) 123-45-67');
    expect(formatPhoneNumber('+1 202 555 0100')).toBe('+1 202 555 0100');
  });

  it('takes a crypto address of letters and digits only', () => {
    expect(isCryptoAddress('TXYZabc1234567890abcdef1234')).toBe(true);
    expect(isCryptoAddress('short')).toBe(false);
    expect(isCryptoAddress('TXYZ abc1234567890abcdef1234')).toBe(false);
    expect(isCryptoAddress('TXYZabc1234567890\u0000abcdef1234')).toBe(false);
    expect(isCryptoAddress('a'.repeat(129))).toBe(false);
  });
});

describe('idempotency keys per submission attempt', () => {
  it('are v4 UUIDs', () => {
    expect(newIdempotencyKey()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('repeat for a retry of the same request after no answer, a 5xx, a 429 or a 409, and change after a final answer', () => {
    let next = 0;
    const keys = createAttemptKeys(() => `key-${++next}`);
    expect(keys.keyFor('a:100')).toBe('key-1');
    for (const status of [null, 500, 503, 429, 409]) {
      keys.settle(failure(status));
      expect(keys.keyFor('a:100')).toBe('key-1');
    }
    keys.settle(failure(422));
    expect(keys.keyFor('a:100')).toBe('key-2');
    keys.settle();
    expect(keys.keyFor('a:100')).toBe('key-3');
  });

  it('change when the request changes, even without an answer', () => {
    let next = 0;
    const keys = createAttemptKeys(() => `key-${++next}`);
    keys.keyFor('a:100');
    keys.settle(failure(null));
    expect(keys.keyFor('a:200')).toBe('key-2');
  });
});

describe('the deposit flag around a login', () => {
  it('sends a guest to the login modal with ?deposit kept and the other parameters untouched', () => {
    expect(loginKeepingDeposit(new URLSearchParams('deposit&utm_source=x'))).toBe('?utm_source=x&login&deposit');
    expect(loginKeepingDeposit(new URLSearchParams('deposit'))).toBe('?login&deposit');
  });

  it('leaves ?deposit after a sign-in through the login or sign-up modal, and nothing otherwise', () => {
    expect(queryAfterModalClose(new URLSearchParams('a=1&login&deposit'), true)).toBe('?a=1&deposit');
    expect(queryAfterModalClose(new URLSearchParams('signup&deposit'), true)).toBe('?deposit');
    expect(queryAfterModalClose(new URLSearchParams('login&deposit'), false)).toBe('');
    expect(queryAfterModalClose(new URLSearchParams('deposit&a=1'), true)).toBe('?a=1');
    expect(queryAfterModalClose(new URLSearchParams('login&vip'), true)).toBe('');
  });
});

describe('the history period', () => {
  const now = Date.parse('2026-11-23T12:00:00Z');
  const item = (iso: string) => ({ createdAt: iso });

  it('is a rolling window; all time has none', () => {
    expect(periodStartMs('day', now)).toBe(Date.parse('2026-11-22T12:00:00Z'));
    expect(periodStartMs('week', now)).toBe(Date.parse('2026-11-16T12:00:00Z'));
    expect(periodStartMs('all', now)).toBeNull();
  });

  it('keeps what is inside and says when the newest-first list has gone past its start', () => {
    const items = [item('2026-11-23T10:00:00Z'), item('2026-11-20T10:00:00Z'), item('2026-11-01T10:00:00Z')];
    expect(withinPeriod(items, periodStartMs('week', now))).toEqual({ shown: items.slice(0, 2), reachedStart: true });
    expect(withinPeriod(items.slice(0, 2), periodStartMs('week', now))).toEqual({ shown: items.slice(0, 2), reachedStart: false });
    expect(withinPeriod(items, null)).toEqual({ shown: items, reachedStart: false });
  });
});

describe('small cashier rules', () => {
  it('prints the countdown as mm:ss and announces whole minutes, changing once a minute', () => {
    expect(clockOf(1200)).toBe('20:00');
    expect(clockOf(65)).toBe('01:05');
    expect(clockOf(3661)).toBe('1:01:01');
    expect(clockOf(-3)).toBe('00:00');
    expect([1200, 1199, 1141, 1140].map(minutesToAnnounce)).toEqual([20, 20, 20, 19]);
    expect(minutesToAnnounce(1)).toBe(1);
  });

  it('names the invoice statuses of docs/cashier.md and colours every status', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(invoiceStatusName)).toEqual(['created', 'pending', 'paid', 'expired', 'failed', 'refunded', null]);
    expect([1, 2, 3, 4].map(isInvoiceOpen)).toEqual([true, true, false, false]);
    expect(statusTone('paid')).toBe('success');
    expect(statusTone('rejected')).toBe('danger');
    expect(statusTone('cancelled')).toBe('neutral');
  });

  it('names a method in the interface language, else English, else any', () => {
    expect(nameIn({ en: 'Card', ru: 'Карта', kz: 'Карта ' }, 'ru')).toBe('Карта');
    expect(nameIn({ en: 'Card', ru: '' }, 'ru')).toBe('Card');
    expect(nameIn({ kz: 'Карта' }, 'en')).toBe('Карта');
    expect(nameIn('Card', 'kz')).toBe('Card');
  });

  it('tells apart methods that pay the same coin through different providers, and only those', () => {
    const providerName = (provider: string) => ({ sandbox: 'test gateway', nowpayments: 'NOWPayments' })[provider]!;
    const usdt = { en: 'USDT (TRC-20)', ru: 'USDT (TRC-20)' };
    const payouts = [
      { provider: 'sandbox', name: { en: 'To a bank card', ru: 'На карту' }, coin: null },
      { provider: 'sandbox', name: usdt, coin: 'usdttrc20' },
      { provider: 'nowpayments', name: { en: 'USDT (TRC-20), NOWPayments' }, coin: 'usdttrc20' },
    ];
    expect(methodLabelsOf(payouts, 'ru', providerName)).toEqual([
      { name: 'На карту', provider: null },
      { name: 'USDT (TRC-20)', provider: 'test gateway' },
      { name: 'USDT (TRC-20)', provider: 'NOWPayments' },
    ]);
    const deposits = [
      { provider: 'sandbox', name: usdt, coin: 'usdttrc20' },
      { provider: 'nowpayments', name: 'Crypto (NOWPayments)', coin: null },
      { provider: null, name: usdt, coin: null },
    ];
    expect(methodLabelsOf(deposits.slice(0, 2), 'en', providerName)).toEqual([
      { name: 'USDT (TRC-20)', provider: null },
      { name: 'Crypto (NOWPayments)', provider: null },
    ]);
    expect(methodLabelsOf([{ ...deposits[1], provider: 'sandbox', name: 'Crypto' }, deposits[1]], 'en', providerName)).toEqual([
      { name: 'Crypto', provider: 'test gateway' },
      { name: 'Crypto', provider: 'NOWPayments' },
    ]);
    expect(methodLabelsOf([deposits[0], deposits[2]], 'en', providerName)[1]).toEqual({ name: 'USDT (TRC-20)', provider: null });
  });

  it('uses only a time zone the runtime knows', () => {
    expect(usableTimeZone('Asia/Almaty')).toBe('Asia/Almaty');
    expect(usableTimeZone('Mars/Olympus')).toBeUndefined();
    expect(usableTimeZone(null)).toBeUndefined();
  });
});
