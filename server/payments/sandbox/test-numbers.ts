import { randomInt } from 'node:crypto';

/*
 * Plausible, obviously-test payment details for the sandbox: card numbers pass the Luhn check (so masks and
 * validators in the web treat them as real) but start with the 2200 7000 test range; phones are +7 900 numbers.
 */

const digits = (count: number) => Array.from({ length: count }, () => String(randomInt(10))).join('');

export function luhnCheckDigit(partial: string): number {
  let sum = 0;
  for (let index = 0; index < partial.length; index += 1) {
    let digit = Number(partial[partial.length - 1 - index]);
    if (index % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return (10 - (sum % 10)) % 10;
}

export function isLuhnValid(number: string): boolean {
  return /^\d{12,19}$/.test(number) && luhnCheckDigit(number.slice(0, -1)) === Number(number.at(-1));
}

export function testCardNumber(): string {
  const partial = `22007000${digits(7)}`;
  return `${partial}${luhnCheckDigit(partial)}`;
}

export function testPhoneNumber(): string {
  return `+7900${digits(7)}`;
}

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const HEX = '0123456789abcdef';
const pick = (alphabet: string, count: number) => Array.from({ length: count }, () => alphabet[randomInt(alphabet.length)]).join('');

/** An address shaped like the coin's network (TRON, EVM, Bitcoin testnet); nothing is ever sent to it. */
export function testCryptoAddress(coin: string): string {
  if (/trc20|^trx$/i.test(coin)) return `T${pick(BASE58, 33)}`;
  if (/erc20|bep20|^eth$|^bnb/i.test(coin)) return `0x${pick(HEX, 40)}`;
  if (/^btc$/i.test(coin)) return `tb1q${pick('023456789acdefghjklmnpqrstuvwxyz', 38)}`;
  return `sandbox_${pick(HEX, 32)}`;
}
