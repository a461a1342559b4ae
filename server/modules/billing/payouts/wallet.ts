/*
 * Where a payout goes: a card number or a crypto address, checked before any money moves and only ever shown masked.
 */

const BASE58 = '[1-9A-HJ-NP-Za-km-z]';
const BECH32 = '[02-9ac-hj-np-z]';
const EVM = /^0x[0-9a-fA-F]{40}$/;
const TRON = new RegExp(`^T${BASE58}{33}$`);

/** Address formats per coin family, by the coin names NOWPayments uses (usdttrc20, usdterc20, ...). */
const ADDRESS_PATTERNS: Array<{ coins: RegExp; address: RegExp }> = [
  { coins: /^(trx|[a-z0-9]*trc20)$/, address: TRON },
  { coins: /^(eth|bnb|bsc|matic|pol|[a-z0-9]*(erc20|bsc|bep20|matic|polygon|arb|op|base))$/, address: EVM },
  { coins: /^btc$/, address: new RegExp(`^(bc1${BECH32}{11,71}|[13]${BASE58}{25,34})$`) },
  { coins: /^ltc$/, address: new RegExp(`^(ltc1${BECH32}{11,71}|[LM3]${BASE58}{26,33})$`) },
  { coins: /^(ton|usdtton)$/, address: /^(?:[EU]Q[A-Za-z0-9_-]{46}|-?[0-9]:[0-9a-fA-F]{64})$/ },
  { coins: /sol$/, address: new RegExp(`^${BASE58}{32,44}$`) },
];
/** A coin this list does not know: a plausible address, no spaces or punctuation beyond what addresses use. */
const ANY_ADDRESS = /^[A-Za-z0-9:_-]{20,128}$/;

export type PayoutShape = 'card' | 'crypto';

/** The destination normalised for storage and the provider, or null when it is not a valid one for this shape and coin. */
export function normaliseWallet(shape: PayoutShape, wallet: string, coin: string | undefined): string | null {
  const trimmed = wallet.trim();
  if (shape === 'card') {
    const digits = trimmed.replace(/[ -]/g, '');
    return /^\d{16,19}$/.test(digits) && passesLuhn(digits) ? digits : null;
  }
  const pattern = ADDRESS_PATTERNS.find((entry) => coin !== undefined && entry.coins.test(coin))?.address ?? ANY_ADDRESS;
  return pattern.test(trimmed) ? trimmed : null;
}

export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** A card shows its last four digits; an address its first six and last four characters. */
export function maskWallet(shape: PayoutShape, destination: string): string {
  if (shape === 'card') return `**** ${destination.slice(-4)}`;
  return `${destination.slice(0, 6)}…${destination.slice(-4)}`;
}
