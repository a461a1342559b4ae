import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { gamePath, IN_HOUSE_GAMES } from '@/lib/games-catalog';
import { SessionCta } from '@/app/_shell/session-cta';
import { PageHero } from '@/components/page-hero';

export default async function HomePage({ params }: PageProps<'/[locale]'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('home');
  return (
    <div className="page">
      <PageHero title={t('title')} lead={t('lead')}>
        <SessionCta guest={{ flag: 'signup', label: t('cta') }} member={{ flag: 'deposit', label: t('memberCta') }} />
      </PageHero>
      <section className="section" aria-labelledby="home-games">
        <h2 id="home-games">{t('gamesTitle')}</h2>
        <p className="lead">{t('gamesLead')}</p>
        <ul className="grid" role="list">
          {IN_HOUSE_GAMES.map((game) => (
            <li key={game}>
              <Link className="card" href={gamePath(game)}>
                <h3>{t(`games.${game}`)}</h3>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
