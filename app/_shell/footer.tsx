import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { CURRENCIES, CURRENCY_SYMBOLS } from '@/lib/currencies';
import { INFO_NAV, LEGAL_NAV, MAIN_NAV } from './nav-links';

/** Footer columns: the heading's message key, the links, and the namespace of the links' labels. */
const COLUMNS = [
  { id: 'games', items: MAIN_NAV, labels: 'nav' },
  { id: 'info', items: INFO_NAV, labels: 'nav' },
  { id: 'legal', items: LEGAL_NAV, labels: 'footer' },
] as const;

export function Footer() {
  const t = useTranslations();
  return (
    <footer className="site-footer">
      <div className="site-footer__columns">
        {COLUMNS.map((column) => (
          <section key={column.id} aria-labelledby={`footer-${column.id}`}>
            <h2 id={`footer-${column.id}`}>{t(`footer.${column.id}`)}</h2>
            <ul>
              {column.items.map((item) => (
                <li key={item.key}>
                  <Link href={item.href}>{t(`${column.labels}.${item.key}`)}</Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <p className="site-footer__currencies" aria-hidden="true">
        {CURRENCIES.map((code) => `${CURRENCY_SYMBOLS[code]} ${code}`).join(' · ')}
      </p>
      <p className="site-footer__note">{t('footer.responsible')}</p>
      <p className="site-footer__note">{t('footer.rights', { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
