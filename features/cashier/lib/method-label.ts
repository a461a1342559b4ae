import type { LocaleCode } from '@/lib/locales';
import { nameIn, type LocalizedName } from './localized-name';

/** The providers docs/cashier.md names; the operator's method hashes begin with their provider's id ("nowpayments-..."). */
export const KNOWN_PROVIDERS = ['sandbox', 'nowpayments'] as const;
export type KnownProvider = (typeof KNOWN_PROVIDERS)[number];

/** Providers' brand names, the same in every language; the sandbox (a stand-in for a real provider) is named in messages. */
export const PROVIDER_BRANDS: Record<Exclude<KnownProvider, 'sandbox'>, string> = { nowpayments: 'NOWPayments' };

export function providerOf(hash: string): KnownProvider | null {
  const prefix = hash.split('-', 1)[0];
  return KNOWN_PROVIDERS.find((provider) => provider === prefix) ?? null;
}

export interface MethodLabel {
  name: string;
  /** The provider's name, shown only when another method of the list pays the same way through another provider. */
  provider: string | null;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** "USDT (TRC-20), NOWPayments" or "Crypto (NOWPayments)" without the provider, which the tile shows on its own line. */
function withoutProvider(name: string, provider: string): string {
  const stripped = name.replace(new RegExp(`\\s*(?:[,·–—-]\\s*${escapeRegExp(provider)}|\\(${escapeRegExp(provider)}\\))\\s*$`, 'i'), '');
  return stripped || name;
}

/**
 * The tiles' labels. Methods that pay the same coin, or carry the same name, through different providers would look the
 * same to a player; each of them gets its provider's name on a line of its own.
 */
export function methodLabelsOf(
  methods: readonly { hash: string; name: LocalizedName; coin: string | null }[],
  locale: LocaleCode,
  providerName: (provider: KnownProvider) => string,
): MethodLabel[] {
  const rows = methods.map((method) => {
    const provider = providerOf(method.hash);
    const full = nameIn(method.name, locale);
    const bare = provider ? withoutProvider(full, providerName(provider)) : full;
    return { full, bare, provider, key: method.coin?.toLowerCase() || bare.toLowerCase() };
  });
  return rows.map((row) => {
    const lookAlike = rows.some((other) => other.key === row.key && other.provider !== row.provider);
    return row.provider && lookAlike ? { name: row.bare, provider: providerName(row.provider) } : { name: row.full, provider: null };
  });
}
