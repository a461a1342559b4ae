/** Spec section 9: the nine currencies and their prefix symbols. SQL's one list of them is the domain currency_code (docs/database.md). */
export const CURRENCIES = ['RUB', 'USD', 'KZT', 'INR', 'EUR', 'TRY', 'AZN', 'UZS', 'KGS'] as const;
export type Currency = (typeof CURRENCIES)[number];

export const DEFAULT_CURRENCY: Currency = 'RUB';

/** A guest plays in the currency of the interface's market (tenge on /kz), the api's default otherwise. */
export function guestCurrencyFor(localeTag: string): Currency {
  return localeTag === 'kk-KZ' ? 'KZT' : DEFAULT_CURRENCY;
}

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

// Euro-area countries (2026), whose visitors get EUR when no region of ours says otherwise.
const EURO_COUNTRIES = new Set('AT BE BG CY DE EE ES FI FR GR HR IE IT LT LU LV MT NL PT SI SK'.split(' '));

const CURRENCY_OF_COUNTRY: Record<string, Currency> = {
  RU: 'RUB',
  KZ: 'KZT',
  UZ: 'UZS',
  AZ: 'AZN',
  TR: 'TRY',
  KG: 'KGS',
  IN: 'INR',
  US: 'USD',
};

function currencyOfCountry(code: string | null | undefined): Currency | null {
  const upper = (code ?? '').toUpperCase();
  return CURRENCY_OF_COUNTRY[upper] ?? (EURO_COUNTRIES.has(upper) ? 'EUR' : null);
}

/**
 * The currency a new player is offered first (docs/decisions.md, "Currency default"): a region the visitor chose
 * (region_override) other than the default RU, then the Kazakh interface (KZT), then the geo country's own
 * currency (euro area -> EUR, US -> USD). RUB, the spec's default, when nothing else is known.
 */
export function defaultCurrencyFor(input: { region?: string | null; countryCode?: string | null; localeCode?: string | null }): Currency {
  const chosen = input.region && input.region.toUpperCase() !== 'RU' ? currencyOfCountry(input.region) : null;
  if (chosen) return chosen;
  if (input.localeCode === 'kz') return 'KZT';
  const ofCountry = currencyOfCountry(input.countryCode);
  if (ofCountry) return ofCountry;
  return DEFAULT_CURRENCY;
}
