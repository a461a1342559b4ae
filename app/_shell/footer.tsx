import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { CURRENCIES, CURRENCY_SYMBOLS } from '@/lib/currencies';
import styles from './footer.module.css';
import { MirrorLinks } from './mirror-links';
import { CATEGORY_NAV, LEGAL_NAV, SECTION_NAV } from './nav-links';

/** Footer columns: the heading's message key, the links, and the namespace of the links' labels. */
const COLUMNS = [
  { id: 'games', items: CATEGORY_NAV, labels: 'nav' },
  { id: 'info', items: SECTION_NAV, labels: 'nav' },
  { id: 'legal', items: LEGAL_NAV, labels: 'footer' },
] as const;

export function Footer() {
  const t = useTranslations();
  return (
    <footer className={styles.footer}>
      <div className={styles.columns}>
        {COLUMNS.map((column) => (
          <section key={column.id} aria-labelledby={`footer-${column.id}`}>
            <h2 id={`footer-${column.id}`} className={styles.heading}>
              {t(`footer.${column.id}`)}
            </h2>
            <ul className={styles.links}>
              {column.items.map((item) => (
                <li key={item.key}>
                  <Link className={styles.link} href={item.href}>
                    {t(`${column.labels}.${item.key}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <div className={styles.bottom}>
        <MirrorLinks labels={{ telegram: t('mirrors.telegramChannel'), partners: t('mirrors.partners') }} />
        <p className={styles.responsible}>
          <span className={styles.age} aria-hidden="true">
            {t('footer.age')}
          </span>
          {t('footer.responsible')}
        </p>
        <p className={styles.currencies} aria-hidden="true">
          {CURRENCIES.map((code) => `${CURRENCY_SYMBOLS[code]} ${code}`).join(' · ')}
        </p>
        <p className={styles.note}>{t('footer.rights', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
