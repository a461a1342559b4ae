import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Tournament } from '@/lib/tournaments/contract';
import { Badge } from '@/components/ui/badge';
import { buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { moneyOf, periodOf } from './format';
import styles from './tournaments.module.css';

/** The tournaments of one status as cards: the title, prize pool, period, scoring and games, and a link to the race. */
export async function TournamentList({ tournaments, locale, label }: { tournaments: Tournament[]; locale: string; label: string }) {
  const t = await getTranslations('tournaments');
  return (
    <ul className={styles.list} aria-label={label}>
      {tournaments.map((item) => (
        <li key={item.id}>
          <Card as="article" className={styles.card} aria-labelledby={`tournament-${item.id}`}>
            <div className={styles.cardHead}>
              <h3 id={`tournament-${item.id}`}>{item.title}</h3>
              <Badge tone={item.status === 'active' ? 'success' : item.status === 'upcoming' ? 'accent' : 'neutral'}>
                {t(`statuses.${item.status}.name`)}
              </Badge>
            </div>
            <dl className={styles.facts}>
              <div>
                <dt>{t('cardPrizePool')}</dt>
                <dd className={styles.pool}>{moneyOf(item.prize_pool, item.prize_currency, locale)}</dd>
              </div>
              <div>
                <dt>{t('cardPeriod')}</dt>
                <dd>{periodOf(item, locale)}</dd>
              </div>
              <div>
                <dt>{t('cardScoring')}</dt>
                <dd>{t(`scoring.${item.scoring}`)}</dd>
              </div>
              <div>
                <dt>{t('cardGames')}</dt>
                <dd>{item.games ? t('gamesCount', { count: item.games.length }) : t('allGames')}</dd>
              </div>
            </dl>
            <Link
              className={buttonClass({ variant: item.status === 'active' ? 'primary' : 'secondary' })}
              href={`/tournament/${item.slug}`}
            >
              {t('openRace')}
              <span className={styles.visuallyHidden}>: {item.title}</span>
            </Link>
          </Card>
        </li>
      ))}
    </ul>
  );
}
