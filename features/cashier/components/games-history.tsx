'use client';

import { shownBetStateOf } from '@/lib/bet-outcome';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Notice } from '@/components/ui/notice';
import { Skeleton } from '@/components/ui/skeleton';
import { Link } from '@/i18n/navigation';
import { formatMultiplier } from '@/lib/fairness/multiplier';
import { formatDateTime } from '@/lib/format-date';
import { formatMinor } from '@/lib/money-format';
import { isGameId, slugOfGameId, type GameId } from '@/lib/games/identity';
import { useMyBets, type MyBet } from '../api/get-my-bets';
import { periodStartMs, withinPeriod, type HistoryPeriod } from '../lib/history-period';
import styles from './cashier.module.css';

/** The player's real-money bets of every game, newest first, a page at a time behind "Show more". */
export function GamesHistory({ period, timeZone }: { period: HistoryPeriod; timeZone: string | undefined }) {
  const t = useTranslations('cashier.history');
  const bets = useMyBets();
  // The window is fixed when the period is chosen, not moved by every render.
  const [now] = useState(() => Date.now());

  if (bets.isPending) {
    return (
      <div aria-busy="true">
        <p role="status">{t('bets.loading')}</p>
        <Skeleton height="64px" radius="md" />
        <Skeleton height="64px" radius="md" />
      </div>
    );
  }
  if (bets.isError) {
    return (
      <>
        <Notice tone="error" role="alert">
          {t('bets.failed')}
        </Notice>
        <Button onClick={() => void bets.refetch()} loading={bets.isFetching}>
          {t('retry')}
        </Button>
      </>
    );
  }
  const items = bets.data.pages.flatMap((page) => page.data);
  const { shown, reachedStart } = withinPeriod(items, periodStartMs(period, now));
  const more = bets.hasNextPage && !reachedStart;
  if (items.length === 0) return <EmptyState>{t('gamesEmpty')}</EmptyState>;
  return (
    <>
      {shown.length === 0 && !more ? (
        <EmptyState>{t('bets.periodEmpty')}</EmptyState>
      ) : (
        <ul className={styles.list} aria-label={t('bets.listLabel')} aria-busy={bets.isFetchingNextPage || undefined}>
          {shown.map((bet) => (
            <BetItem key={bet.id} bet={bet} timeZone={timeZone} />
          ))}
        </ul>
      )}
      {more && (
        <Button onClick={() => void bets.fetchNextPage()} loading={bets.isFetchingNextPage}>
          {t('showMore')}
        </Button>
      )}
    </>
  );
}

/** One bet: the game (a link back to it), when, the stake, what it paid and at what multiplier. */
function BetItem({ bet, timeZone }: { bet: MyBet; timeZone: string | undefined }) {
  const t = useTranslations('cashier.history.bets');
  const locale = useLocale();
  const game = isGameId(bet.game) ? bet.game : null;
  const name = game ? t(`games.${game}`) : bet.game;
  const href = game ? gameHref(game, bet.caseSlug) : null;
  const money = (minor: number) => formatMinor(minor, bet.currency, locale);
  const state = shownBetStateOf({ state: bet.state, amountMinor: bet.stakeMinor, payoutMinor: bet.payoutMinor }, ['refunded'] as const);
  return (
    <li className={`${styles.item} ${styles.betItem}`} data-testid={`bet-${bet.id}`}>
      <span className={styles.itemTitle}>
        {href ? (
          <Link href={href} className={styles.betLink}>
            {name}
          </Link>
        ) : (
          name
        )}
      </span>
      <span className={styles.itemAmount} data-state={state}>
        {bet.state === 'open' ? t('open') : `${money(bet.payoutMinor)} · ×${formatMultiplier(bet.multiplierBp, locale)}`}
      </span>
      <span className={styles.itemMeta}>
        <time dateTime={bet.createdAt}>
          {formatDateTime(new Date(bet.createdAt), { locale, dateStyle: 'medium', timeStyle: 'short', timeZone })}
        </time>
        {` · ${t('stake', { amount: money(bet.stakeMinor) })}`}
        {state !== 'open' && ` · ${t(state)}`}
      </span>
    </li>
  );
}

/** The page a bet was played on (lib/games names each game's page); a case links to that case when the bet names it. */
function gameHref(game: GameId, caseSlug: string | null): string {
  if (game === 'cases' && caseSlug) return `/games/cases/${caseSlug}`;
  return `/games/${slugOfGameId(game)}`;
}
