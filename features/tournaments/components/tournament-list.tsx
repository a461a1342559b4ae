import { Link } from '@/i18n/navigation';
import type { TournamentStatus } from '@/lib/tournaments';
import type { Tournament, TournamentScoring } from '@/lib/tournaments/contract';
import { Badge } from '@/components/ui/badge';
import { buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { moneyOf, periodOf } from './format';
import styles from './tournaments.module.css';

/** The tournaments of one status as cards: the title, prize pool, period, scoring and games, and a link to the race. */
export interface TournamentListText {
  status: Record<TournamentStatus, string>;
  scoring: Record<TournamentScoring, string>;
  prizePool: string;
  period: string;
  scoringLabel: string;
  games: string;
  allGames: string;
  gamesCount: (count: number) => string;
  open: string;
}

export function TournamentList({
  tournaments,
  locale,
  label,
  text,
}: {
  tournaments: Tournament[];
  locale: string;
  label: string;
  text: TournamentListText;
}) {
  return (
    <ul className={styles.list} aria-label={label}>
      {tournaments.map((item) => (
        <li key={item.id}>
          <Card as="article" className={styles.card} aria-labelledby={`tournament-${item.id}`}>
            <div className={styles.cardHead}>
              <h3 id={`tournament-${item.id}`}>{item.title}</h3>
              <Badge tone={item.status === 'active' ? 'success' : item.status === 'upcoming' ? 'accent' : 'neutral'}>
                {text.status[item.status]}
              </Badge>
            </div>
            <dl className={styles.facts}>
              <div>
                <dt>{text.prizePool}</dt>
                <dd className={styles.pool}>{moneyOf(item.prize_pool, item.prize_currency, locale)}</dd>
              </div>
              <div>
                <dt>{text.period}</dt>
                <dd>{periodOf(item, locale)}</dd>
              </div>
              <div>
                <dt>{text.scoringLabel}</dt>
                <dd>{text.scoring[item.scoring]}</dd>
              </div>
              <div>
                <dt>{text.games}</dt>
                <dd>{item.games ? text.gamesCount(item.games.length) : text.allGames}</dd>
              </div>
            </dl>
            <Link
              className={buttonClass({ variant: item.status === 'active' ? 'primary' : 'secondary' })}
              href={`/tournament/${item.slug}`}
            >
              {text.open}
              <span className={styles.visuallyHidden}>: {item.title}</span>
            </Link>
          </Card>
        </li>
      ))}
    </ul>
  );
}
