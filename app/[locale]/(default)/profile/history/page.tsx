import { getTranslations, setRequestLocale } from 'next-intl/server';
import { DeferredForm } from '@/components/deferred-form';
import { profileTabMetadata } from '../_components/profile-metadata';

const KINDS = ['games', 'payments'] as const;
const PERIODS = ['day', 'week', 'month', 'all'] as const;

export const generateMetadata = profileTabMetadata('history');

export default async function ProfileHistoryPage({ params }: PageProps<'/[locale]/profile/history'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('profile.history');
  return (
    <section className="section" aria-labelledby="profile-history">
      <h2 id="profile-history">{t('title')}</h2>
      <DeferredForm aria-label={t('filtersLabel')} className="form history-filters">
        <fieldset>
          <legend>{t('kind')}</legend>
          {KINDS.map((kind, index) => (
            <label key={kind} className="checkbox">
              <input type="radio" name="kind" value={kind} defaultChecked={index === 0} /> {t(`kinds.${kind}`)}
            </label>
          ))}
        </fieldset>
        <div className="field">
          <label htmlFor="history-period">{t('period')}</label>
          <select id="history-period" name="period" defaultValue="week">
            {PERIODS.map((period) => (
              <option key={period} value={period}>
                {t(`periods.${period}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button button--ghost">
          {t('apply')}
        </button>
      </DeferredForm>
      <p className="empty-state">{t('empty')}</p>
    </section>
  );
}
