import type { LocaleCode } from '@/lib/locales';
import { nameIn, type LocalizedName } from './localized-name';

/** Providers' brand names, the same in every language; the sandbox (a stand-in for a real provider) is named in messages. */
export const PROVIDER_BRANDS: Record<string, string> = { nowpayments: 'NOWPayments' };

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
  methods: readonly { name: LocalizedName; provider: string | null; coin: string | null }[],
  locale: LocaleCode,
  providerName: (provider: string) => string,
): MethodLabel[] {
  const rows = methods.map((method) => {
    const { provider } = method;
    const full = nameIn(method.name, locale);
    const bare = provider ? withoutProvider(full, providerName(provider)) : full;
    return { full, bare, provider, key: method.coin?.toLowerCase() || bare.toLowerCase() };
  });
  return rows.map((row) => {
    const lookAlike = rows.some((other) => other.key === row.key && other.provider !== row.provider);
    return row.provider && lookAlike ? { name: row.bare, provider: providerName(row.provider) } : { name: row.full, provider: null };
  });
}
