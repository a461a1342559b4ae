/** Spec section 9: the nine currencies and their prefix symbols. */
export const CURRENCIES = ['RUB', 'USD', 'KZT', 'INR', 'EUR', 'TRY', 'AZN', 'UZS', 'KGS'] as const;
export type Currency = (typeof CURRENCIES)[number];

export const DEFAULT_CURRENCY: Currency = 'RUB';

export const CURRENCY_SYMBOLS: Record<Currency, string> = {
  RUB: '₽',
  USD: '$',
  KZT: '₸',
  INR: '₹',
  EUR: '€',
  TRY: '₺',
  AZN: '₼',
  UZS: "so'm",
  KGS: 'с',
};

/** Digits after the decimal point of each currency's minor unit (kopeck, cent, tiyn, paisa, kuruş, qəpik, tiyin, tyiyn). */
export const CURRENCY_EXPONENTS: Record<Currency, number> = {
  RUB: 2,
  USD: 2,
  KZT: 2,
  INR: 2,
  EUR: 2,
  TRY: 2,
  AZN: 2,
  UZS: 2,
  KGS: 2,
};

export function isCurrency(value: unknown): value is Currency {
  return typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value);
}
