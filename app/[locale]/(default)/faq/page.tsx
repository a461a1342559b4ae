import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { getCurrencyLimits } from '@/lib/bet-limits';
import { CURRENCIES } from '@/lib/currencies';
import { fromMinorUnits } from '@/lib/money';
import { TIMINGS } from '@/lib/timings';
import { titleMetadata } from '../../_lib/metadata';
import { PageHero } from '@/components/page-hero';
import styles from '@/app/_info/info.module.css';
import faq from './faq.module.css';

const QUESTIONS = [
  'registration',
  'verification',
  'deposits',
  'withdrawals',
  'provablyFair',
  'bonuses',
  'currencies',
  'responsible',
  'mirrors',
  'support',
  'languages',
] as const;

export const generateMetadata = titleMetadata('faq');

/** An accordion of native details/summary: keyboard, screen readers and find-in-page work without script. */
export default async function FaqPage({ params }: PageProps<'/[locale]/faq'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('faq');
  const format = await getFormatter();
  return (
    <div className={`${styles.page} ${styles.narrow}`}>
      <PageHero title={t('title')} lead={t('lead')} />
      <div className={faq.list}>
        {QUESTIONS.map((question) => (
          <details key={question} id={`faq-${question}`} className={faq.item}>
            <summary className={faq.question}>
              <span>{t(`items.${question}.q`)}</span>
              <svg className={faq.chevron} width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
                <path d="m5 7.5 5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            </summary>
            <div className={faq.answer}>
              <p>{t(`items.${question}.a`, { minutes: TIMINGS.invoiceLifeTimeS / 60 })}</p>
              {question === 'withdrawals' && (
                <table className={faq.table}>
                  <caption className="visually-hidden">{t('minPayoutCaption')}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('currency')}</th>
                      <th scope="col">{t('minPayout')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {CURRENCIES.map((currency) => (
                      <tr key={currency}>
                        <th scope="row">{currency}</th>
                        <td>
                          {format.number(fromMinorUnits(getCurrencyLimits(currency).minPayoutMinor, currency), {
                            style: 'currency',
                            currency,
                            currencyDisplay: 'narrowSymbol',
                          })}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
            </div>
          </details>
        ))}
      </div>
      <p className={styles.note}>
        {t('more')} <Link href="/policy/en/user-agreement">{t('agreementLink')}</Link>
      </p>
    </div>
  );
}
