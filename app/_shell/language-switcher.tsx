'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { usePathname, useRouter } from '@/i18n/navigation';
import { LOCALE_CODES, LOCALES, localeTagOf, type LocaleTag } from '@/lib/locales';

/** Switching the language navigates to the same page in the other locale; next-intl saves the choice in the locale cookie. */
export function LanguageSwitcher() {
  const t = useTranslations('languages');
  const locale = useLocale() as LocaleTag;
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const router = useRouter();
  const query = searchParams.toString();

  return (
    <label className="language-switcher">
      <span className="visually-hidden">{t('label')}</span>
      <select
        value={locale}
        onChange={(event) => router.replace(`${pathname}${query ? `?${query}` : ''}`, { locale: event.target.value as LocaleTag })}
      >
        {LOCALE_CODES.map((code) => (
          <option key={code} value={localeTagOf(code)} lang={localeTagOf(code)}>
            {LOCALES[code].label}
          </option>
        ))}
      </select>
    </label>
  );
}
