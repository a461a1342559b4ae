'use client';

import { betOutcomeOf, shownBetStateOf } from '@/lib/bet-outcome';
import { useFormatter, useTranslations } from 'next-intl';
import { EmptyState } from '@/components/ui/empty-state';
import { Tabs } from '@/components/ui/tabs';
import { formatMinor } from '@/lib/money-format';
import { formatMultiplier } from '@/lib/fairness/multiplier';
import { useLiveFeed, type FeedKind } from '../api/get-feed';
import { useMyBets } from '../api/get-my-bets';
import type { FeedItem, GameBet } from '../api/schemas';
import { usePlayerContext } from '../hooks/player-context';
import { useVerifyStore } from '../stores/verify-store';
import styles from './game-screen.module.css';

/** The game's bets: the player's own (demo ones in demo), everyone's live, and the high rollers'; a row opens its check. */
export function BetFeeds({ game }: { game: string }) {
  const t = useTranslations('games.play.feeds');
  return (
    <section className={styles.feeds} aria-label={t('label')}>
      <Tabs
        label={t('label')}
        items={[
          { id: 'mine', label: t('mine'), content: <MyBets game={game} /> },
          { id: 'all', label: t('all'), content: <LiveFeed game={game} kind="all" /> },
          { id: 'high', label: t('highRollers'), content: <LiveFeed game={game} kind="high_rollers" /> },
        ]}
      />
    </section>
  );
}

function MyBets({ game }: { game: string }) {
  const t = useTranslations('games.play.feeds');
  const player = usePlayerContext();
  // Play money without a session yet: nothing played, nothing to ask for.
  const noSessionYet = player.mode === 'demo' && player.as.demoToken === null;
  const query = useMyBets(game, player.mode, player.as, player.ready && !noSessionYet);
  if (player.ready && noSessionYet) return <EmptyState>{t('mineEmptyDemo')}</EmptyState>;
  if (!player.ready || query.isPending) return <p aria-busy="true">{t('loading')}</p>;
  if (query.isError) return <p role="alert">{t('failed')}</p>;
  if (query.data.length === 0) return <EmptyState>{t(player.mode === 'demo' ? 'mineEmptyDemo' : 'mineEmpty')}</EmptyState>;
  return (
    <ul className={styles.feedList} role="list">
      {query.data.map((bet) => (
        <li key={bet.id}>
          <MyBetRow bet={bet} />
        </li>
      ))}
    </ul>
  );
}

function MyBetRow({ bet }: { bet: GameBet }) {
  const t = useTranslations('games.play.feeds');
  const format = useFormatter();
  const { locale } = usePlayerContext();
  const open = useVerifyStore((state) => state.open);
  const money = (minor: number) => formatMinor(minor, bet.currency, locale);
  const time = format.dateTime(new Date(bet.createdAt), { hour: '2-digit', minute: '2-digit', second: '2-digit' });
  const state = shownBetStateOf(bet);
  const outcome = t(state);
  return (
    <button
      type="button"
      className={styles.feedRow}
      data-state={state}
      aria-label={t('mineRow', { time, stake: money(bet.amountMinor), outcome, payout: money(bet.payoutMinor) })}
      onClick={() => open({ id: bet.id, bet })}
    >
      <span className={styles.feedWho}>{time}</span>
      <span>{money(bet.amountMinor)}</span>
      <span>{bet.state === 'open' ? '…' : `${formatMultiplier(bet.multiplierBp, locale)}×`}</span>
      <span className={styles.feedPayout}>{bet.state === 'open' ? outcome : money(bet.payoutMinor)}</span>
    </button>
  );
}

function LiveFeed({ game, kind }: { game: string; kind: FeedKind }) {
  const t = useTranslations('games.play.feeds');
  const query = useLiveFeed(game, kind);
  if (query.isPending) return <p aria-busy="true">{t('loading')}</p>;
  if (query.isError) return <p role="alert">{t('failed')}</p>;
  if (query.data.length === 0) return <EmptyState>{t(kind === 'all' ? 'allEmpty' : 'highEmpty')}</EmptyState>;
  return (
    <ul className={styles.feedList} role="list" aria-live="polite" aria-relevant="additions">
      {query.data.map((item) => (
        <li key={item.id}>
          <FeedRow item={item} />
        </li>
      ))}
    </ul>
  );
}

function FeedRow({ item }: { item: FeedItem }) {
  const t = useTranslations('games.play.feeds');
  const { locale } = usePlayerContext();
  const open = useVerifyStore((state) => state.open);
  const money = (minor: number) => formatMinor(minor, item.currency, locale);
  const who = item.hidden || !item.userName ? t('hidden') : item.userName;
  return (
    <button
      type="button"
      className={styles.feedRow}
      data-state={betOutcomeOf(item.amountMinor, item.payoutMinor)}
      aria-label={t('feedRow', {
        who,
        stake: money(item.amountMinor),
        multiplier: formatMultiplier(item.multiplierBp, locale),
        payout: money(item.payoutMinor),
      })}
      onClick={() => open({ id: item.id })}
    >
      <span className={styles.feedWho}>{who}</span>
      <span>{money(item.amountMinor)}</span>
      <span>{formatMultiplier(item.multiplierBp, locale)}×</span>
      <span className={styles.feedPayout}>{money(item.payoutMinor)}</span>
    </button>
  );
}
