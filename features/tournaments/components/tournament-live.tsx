'use client';

import { useSyncExternalStore } from 'react';
import { useTranslations } from 'next-intl';
import type { LeaderboardRow, TournamentReply } from '@/lib/tournaments/contract';
import { EmptyState } from '@/components/ui/empty-state';
import { useTournament } from '../api/use-tournament';
import { moneyOf, scoreOf } from './format';
import styles from './tournaments.module.css';
import table from './leaderboard.module.css';

type Data = TournamentReply['data'];

const pad = (value: number) => String(value).padStart(2, '0');

/** A clock that ticks every second in the browser; the server render has none (null), so it cannot mismatch. */
function subscribeSeconds(onTick: () => void): () => void {
  const timer = setInterval(onTick, 1000);
  return () => clearInterval(timer);
}
const clientNow = () => Math.floor(Date.now() / 1000) * 1000;
const serverNow = () => null;

/** Time left as "d h:mm:ss" (the days only when there are any); null before the browser's clock runs. */
function useCountdown(targetMs: number): { days: number; time: string } | null {
  const now = useSyncExternalStore(subscribeSeconds, clientNow, serverNow);
  if (now === null) return null;
  const seconds = Math.floor(Math.max(0, targetMs - now) / 1000);
  const days = Math.floor(seconds / 86_400);
  return { days, time: `${pad(Math.floor((seconds % 86_400) / 3600))}:${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}` };
}

function Countdown({ data }: { data: Data }) {
  const t = useTranslations('tournament');
  const upcoming = data.status === 'upcoming';
  const left = useCountdown(Date.parse(upcoming ? data.starts_at : data.ends_at));
  if (data.status === 'finished') return <p className={styles.countdown}>{t('ended')}</p>;
  return (
    <p>
      <span className={styles.muted}>{t(upcoming ? 'startsIn' : 'endsIn')}</span>{' '}
      <span className={styles.countdown} role="timer" aria-live="off">
        {left === null ? '—' : left.days > 0 ? t('countdown', { days: left.days, time: left.time }) : left.time}
      </span>
    </p>
  );
}

function Row({ row, data, locale, mine }: { row: LeaderboardRow; data: Data; locale: string; mine?: boolean }) {
  const t = useTranslations('tournament');
  return (
    <tr className={mine ? styles.mineRow : undefined}>
      <td data-label={t('rank')} className={`${table.number} ${table.rank}`}>
        {row.rank}
      </td>
      <td data-label={t('player')}>
        {row.player ? <span className={table.name}>{row.player.name}</span> : <span className={table.hidden}>{t('hiddenPlayer')}</span>}
      </td>
      <td data-label={t('score')} className={table.number}>
        {scoreOf(row.score, data.scoring, locale)}
      </td>
      <td data-label={t('bets')} className={table.number}>
        {row.bets}
      </td>
      <td data-label={t('prize')} className={table.number}>
        {row.prize > 0 ? moneyOf(row.prize, data.prize_currency, locale) : '—'}
      </td>
    </tr>
  );
}

/**
 * The race's live part: the countdown, the prize table, the leaderboard (asked again every 10 s while the race runs,
 * with the player's bearer, which adds their own place) and the player's place.
 */
export function TournamentLive({ initial, locale }: { initial: Data; locale: string }) {
  const t = useTranslations('tournament');
  const { data } = useTournament(initial, initial.status !== 'finished' || !initial.paid);
  const mineOutside = data.me && !data.leaderboard.some((row) => row.rank === data.me?.rank);
  return (
    <div className={styles.live}>
      <section aria-labelledby="tournament-time">
        <h2 id="tournament-time">{t('period')}</h2>
        <Countdown data={data} />
        {data.status === 'finished' ? <p className={styles.muted}>{t(data.paid ? 'paid' : 'paying')}</p> : null}
        {data.me ? (
          <p className={styles.mine} role="status">
            {t('myPlace', { rank: data.me.rank })} · {t('myScore', { score: scoreOf(data.me.score, data.scoring, locale) })}
          </p>
        ) : null}
      </section>
      <section aria-labelledby="tournament-prizes">
        <h2 id="tournament-prizes">{t('prizesTitle')}</h2>
        <table className={table.table} aria-labelledby="tournament-prizes">
          <thead>
            <tr>
              <th scope="col">{t('place')}</th>
              <th scope="col" className={table.number}>
                {t('prize')}
              </th>
            </tr>
          </thead>
          <tbody>
            {data.prizes.map((prize) => (
              <tr key={prize.place}>
                <td data-label={t('place')} className={table.rank}>
                  {prize.place}
                </td>
                <td data-label={t('prize')} className={table.number}>
                  {moneyOf(prize.amount, data.prize_currency, locale)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section className={styles.leaderboard} aria-labelledby="tournament-leaderboard">
        <h2 id="tournament-leaderboard">{t('leaderboardTitle')}</h2>
        <p className={styles.muted}>
          {t('participants', { count: data.participants })}
          {data.status === 'active' ? ` · ${t('live')}` : ''}
        </p>
        {data.leaderboard.length === 0 ? (
          <EmptyState title={t('leaderboardEmpty')}>
            <p>{t('leaderboardHint')}</p>
          </EmptyState>
        ) : (
          <table className={table.table} aria-labelledby="tournament-leaderboard">
            <thead>
              <tr>
                <th scope="col" className={table.number}>
                  {t('rank')}
                </th>
                <th scope="col">{t('player')}</th>
                <th scope="col" className={table.number}>
                  {t('score')}
                </th>
                <th scope="col" className={table.number}>
                  {t('bets')}
                </th>
                <th scope="col" className={table.number}>
                  {t('prize')}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.leaderboard.map((row) => (
                <Row key={row.rank} row={row} data={data} locale={locale} mine={row.rank === data.me?.rank} />
              ))}
              {mineOutside && data.me ? <Row row={data.me} data={data} locale={locale} mine /> : null}
            </tbody>
          </table>
        )}
        {!data.me && data.status !== 'finished' ? <p className={styles.muted}>{t('myPlaceNone')}</p> : null}
      </section>
    </div>
  );
}
