import { DEFAULT_LOCALE_CODE, isLocaleCode, type LocaleCode } from '@/lib/locales';

/** navigator.languages entries -> our codes: Kazakh is kk (kk-KZ) in browsers, kz in our URLs. */
function codeOfLanguage(language: string): LocaleCode | null {
  const primary = language.toLowerCase().split('-')[0];
  if (primary === 'kk' || primary === 'kz') return 'kz';
  return isLocaleCode(primary) ? primary : null;
}

/**
 * The language of the offline page for a page load that failed: the locale prefix of the address (/ru/faq), then
 * the locale the site last rendered in this browser (the page stores it for the worker), then the browser's languages.
 */
export function pickOfflineLocale(input: { pathname: string; storedLocale?: string | null; languages?: readonly string[] }): LocaleCode {
  const prefix = input.pathname.split('/')[1] ?? '';
  if (isLocaleCode(prefix)) return prefix;
  if (isLocaleCode(input.storedLocale)) return input.storedLocale;
  for (const language of input.languages ?? []) {
    const code = codeOfLanguage(language);
    if (code) return code;
  }
  return DEFAULT_LOCALE_CODE;
}
