'use client';

import { useSearchParams } from 'next/navigation';
import { useLocale, usePathname, useRouter } from '@/i18n/navigation';
import { LOCALE_CODES, LOCALES, localeTagOf, type LocaleTag } from '@/lib/locales';
import styles from './language-switcher.module.css';

/** Switching the language navigates to the same page in the other locale; the router saves the choice in the locale cookie. */
export function LanguageSwitcher({ label, className }: { label: string; className?: string }) {
  const locale = useLocale();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const router = useRouter();
  const query = searchParams.toString();

  return (
    <label className={className ? `${styles.switcher} ${className}` : styles.switcher}>
      <span className="visually-hidden">{label}</span>
      <select
        className={styles.select}
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
