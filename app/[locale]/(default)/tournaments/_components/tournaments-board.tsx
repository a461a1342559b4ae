import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { TournamentStatus } from '@/lib/tournaments';
import { StatusTabs } from './status-tabs';
import { buttonClass } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { TrophyIcon } from '@/app/_info/info-icons';
import styles from '@/app/_info/info.module.css';
import board from './tournaments-board.module.css';

const RULES = ['rule1', 'rule2', 'rule3'] as const;

/**
 * The tabs, the list of one status and how tournaments work. No tournament feed exists yet, so the list is its
 * empty state, which says what each tournament will show.
 */
export async function TournamentsBoard({ status }: { status: TournamentStatus }) {
  const t = await getTranslations('tournaments');
  return (
    <>
      <div className={`${styles.section} ${board.board}`}>
        <StatusTabs current={status} />
        <section aria-label={t('listTitle', { status: t(`statuses.${status}.name`) })}>
          <EmptyState
            icon={<TrophyIcon />}
            title={t(`statuses.${status}.empty`)}
            action={
              <Link className={buttonClass({ variant: 'secondary' })} href="/">
                {t('emptyCta')}
              </Link>
            }
          >
            <p>{t('emptyHint')}</p>
          </EmptyState>
        </section>
      </div>
      <section className={styles.section} aria-labelledby="tournaments-rules">
        <h2 id="tournaments-rules">{t('rulesTitle')}</h2>
        <ol className={styles.steps} role="list">
          {RULES.map((rule) => (
            <li key={rule}>
              <span>{t(`rules.${rule}`)}</span>
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}
