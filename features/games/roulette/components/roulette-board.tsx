'use client';

import { useTranslations } from 'next-intl';
import { useLocale } from '@/i18n/hooks';
import { formatMultiplier } from '@/lib/fairness/multiplier';
import { ROULETTE_COLORS, ROULETTE_PAYS_BP, type RouletteColor } from '@/lib/fairness/roulette';
import { formatMinor } from '@/lib/money-format';
import { usePlayerContext } from '../../shared/hooks/player-context';
import { Countdown } from '../../live/components/countdown';
import type { ColorTotals } from '../lib/roulette-state';
import type { RouletteRound } from '../lib/roulette-wire';
import styles from './roulette.module.css';

interface RouletteBoardProps {
  totals: Record<RouletteColor, ColorTotals>;
  /** Bets are taken now (the betting phase, the socket playing for the player). */
  open: boolean;
  pending: ReadonlySet<string>;
  /** The round's winning colour once the wheel has stopped. */
  winner: RouletteColor | null;
  onBet: (color: RouletteColor) => void;
  round: RouletteRound | null;
  serverNow: () => number;
  bettingMs: number;
  /** The connection's state while it is down (the time left is then not known). */
  stale: string | null;
}

/** The phase beside the colours, so a player scrolled down to them still sees the time left. */
function BoardPhase({ round, serverNow, bettingMs, stale }: Pick<RouletteBoardProps, 'round' | 'serverNow' | 'bettingMs' | 'stale'>) {
  const t = useTranslations('games.play.roulette');
  const locale = useLocale();
  if (stale !== null) return <>{stale}</>;
  if (round?.phase === 'betting') {
    return (
      <Countdown
        endsAtMs={round.bettingEndsAt}
        totalMs={bettingMs}
        serverNow={serverNow}
        format={(seconds) => t('closesIn', { seconds })}
      />
    );
  }
  if (round?.phase === 'settled' && round.color) {
    return (
      <>
        {t('announce.result', { color: t(`colors.${round.color}`), multiplier: formatMultiplier(ROULETTE_PAYS_BP[round.color], locale) })}
      </>
    );
  }
  return <>{round?.phase === 'spinning' ? t('phase.spinning') : round ? t('next') : '\u00a0'}</>;
}

/**
 * One button per colour: its multiplier, what everyone has staked on it this round and the player's own bet. A
 * colour the player has bet on this round is done (one bet per colour); the others stay open for more bets.
 */
export function RouletteBoard({ totals, open, pending, winner, onBet, round, serverNow, bettingMs, stale }: RouletteBoardProps) {
  const t = useTranslations('games.play.roulette');
  const player = usePlayerContext();
  const money = (minor: number) => formatMinor(minor, player.currency, player.locale);
  return (
    <div className={styles.boardBox}>
      <p className={styles.boardHead}>
        <span className={styles.boardTitle}>{t('board')}</span>
        <span className={styles.boardPhase} data-phase={stale === null ? (round?.phase ?? 'none') : 'stale'}>
          <BoardPhase round={round} serverNow={serverNow} bettingMs={bettingMs} stale={stale} />
        </span>
      </p>
      <div className={styles.board} role="group" aria-label={t('board')}>
        {ROULETTE_COLORS.map((color) => {
          const total = totals[color];
          const multiplier = formatMultiplier(ROULETTE_PAYS_BP[color], player.locale);
          const placed = total.mineMinor > 0;
          const name = t(`colors.${color}`);
          return (
            <button
              key={color}
              type="button"
              className={styles.colorButton}
              data-color={color}
              data-won={winner === null ? undefined : winner === color}
              disabled={!open || placed}
              aria-busy={pending.has(color) || undefined}
              aria-label={
                placed ? t('betPlacedOn', { color: name, stake: money(total.mineMinor) }) : t('betOn', { color: name, multiplier })
              }
              onClick={() => onBet(color)}
            >
              <span className={styles.colorHead}>
                <span className={styles.colorName}>{name}</span>
                <span className={styles.colorMultiplier}>{t('multiplier', { value: multiplier })}</span>
              </span>
              <span className={styles.colorTotal}>{t('total', { total: money(total.totalMinor), count: total.count })}</span>
              <span className={styles.colorMine}>
                {placed ? t('yourBet', { stake: money(total.mineMinor) }) : pending.has(color) ? t('placing') : '\u00a0'}
              </span>
            </button>
          );
        })}
      </div>
    </div>
  );
}
