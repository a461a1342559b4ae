/**
 * The product's three locales. The product code (the user's `locale` field, Accept-Language handling on
 * the api, URL prefixes) is ru/en/kz; formatting and `<html lang>` use the BCP 47 tag, because plain 'kz'
 * is not a language tag and Intl would fall back to en-US.
 */
export const LOCALE_CODES = ['en', 'ru', 'kz'] as const;
export type LocaleCode = (typeof LOCALE_CODES)[number];

export const LOCALE_TAGS = ['en-US', 'ru-RU', 'kk-KZ'] as const;
export type LocaleTag = (typeof LOCALE_TAGS)[number];

export const DEFAULT_LOCALE_CODE: LocaleCode = 'en';
export const DEFAULT_LOCALE_TAG: LocaleTag = 'en-US';

export const LOCALES: Record<LocaleCode, { tag: LocaleTag; label: string }> = {
  en: { tag: 'en-US', label: 'English' },
  ru: { tag: 'ru-RU', label: 'Русский' },
  kz: { tag: 'kk-KZ', label: 'Казақ' },
};

export function isLocaleCode(value: unknown): value is LocaleCode {
  return typeof value === 'string' && (LOCALE_CODES as readonly string[]).includes(value);
}

export function isLocaleTag(value: unknown): value is LocaleTag {
  return typeof value === 'string' && (LOCALE_TAGS as readonly string[]).includes(value);
}

export function localeTagOf(code: LocaleCode): LocaleTag {
  return LOCALES[code].tag;
}

export function localeCodeOf(tag: LocaleTag): LocaleCode {
  return LOCALE_CODES.find((code) => LOCALES[code].tag === tag) ?? DEFAULT_LOCALE_CODE;
}

/** A user's stored locale applied to the interface: unsupported values fall back to en (spec section 4). */
export function resolveUserLocale(value: string | null | undefined): LocaleCode {
  return isLocaleCode(value) ? value : DEFAULT_LOCALE_CODE;
}

/** The Accept-Language value sent to the api: the product's code, with br sent as pt-BR (spec section 7). */
export function toAcceptLanguage(code: string): string {
  return code === 'br' ? 'pt-BR' : code;
}
