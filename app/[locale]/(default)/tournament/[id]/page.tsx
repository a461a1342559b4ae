import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { isTournamentId } from '@/lib/tournaments';

const COLUMNS = ['rank', 'player', 'points', 'prize'] as const;

export async function generateMetadata({ params }: PageProps<'/[locale]/tournament/[id]'>): Promise<Metadata> {
  const { locale, id } = await params;
  const t = await getTranslations({ locale, namespace: 'tournament' });
  return { title: isTournamentId(id) ? t('title', { id }) : t('notFoundTitle') };
}

/** An unknown id shape renders the not-found state here: a notFound() from a page is only rendered in the browser. */
export default async function TournamentPage({ params }: PageProps<'/[locale]/tournament/[id]'>) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('tournament');
  if (!isTournamentId(id)) {
    return (
      <section className="page page--narrow not-found">
        <h1>{t('notFoundTitle')}</h1>
        <p>{t('notFoundText')}</p>
        <Link className="button button--primary" href="/tournaments">
          {t('back')}
        </Link>
      </section>
    );
  }
  return (
    <div className="page">
      <p>
        <Link href="/tournaments">{t('back')}</Link>
      </p>
      <header className="hero">
        <h1>{t('title', { id })}</h1>
        <p className="lead">{t('lead')}</p>
      </header>
      <dl className="grid details-list">
        <div className="card">
          <dt>{t('idLabel')}</dt>
          <dd>
            <code>{id}</code>
          </dd>
        </div>
        <div className="card">
          <dt>{t('prizePool')}</dt>
          <dd>{t('prizePoolPending')}</dd>
        </div>
        <div className="card">
          <dt>{t('period')}</dt>
          <dd>{t('periodPending')}</dd>
        </div>
      </dl>
      <section className="section" aria-labelledby="tournament-leaderboard">
        <h2 id="tournament-leaderboard">{t('leaderboardTitle')}</h2>
        <table>
          <thead>
            <tr>
              {COLUMNS.map((column) => (
                <th key={column} scope="col">
                  {t(`columns.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr>
              <td colSpan={COLUMNS.length} className="empty-state">
                {t('leaderboardEmpty')}
              </td>
            </tr>
          </tbody>
        </table>
      </section>
    </div>
  );
}
