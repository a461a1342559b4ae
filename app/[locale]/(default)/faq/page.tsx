import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { getCurrencyLimits } from '@/lib/bet-limits';
import { CURRENCIES } from '@/lib/currencies';
import { fromMinorUnits } from '@/lib/money';
import { TIMINGS } from '@/lib/timings';
import { titleMetadata } from '../../_lib/metadata';

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

export default async function FaqPage({ params }: PageProps<'/[locale]/faq'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('faq');
  const format = await getFormatter();
  return (
    <div className="page page--narrow">
      <h1>{t('title')}</h1>
      <p className="lead">{t('lead')}</p>
      {QUESTIONS.map((question) => (
        <details key={question}>
          <summary>{t(`items.${question}.q`)}</summary>
          <p>{t(`items.${question}.a`, { minutes: TIMINGS.invoiceLifeTimeS / 60 })}</p>
          {question === 'withdrawals' && (
            <table>
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
        </details>
      ))}
      <p>
        {t('more')} <Link href="/policy/en/user-agreement">{t('agreementLink')}</Link>
      </p>
    </div>
  );
}
