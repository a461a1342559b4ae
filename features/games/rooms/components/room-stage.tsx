'use client';

import { useBetOutcomeText } from '@/components/use-bet-outcome-text';
import { betOutcomeOf, type BetOutcome } from '@/lib/bet-outcome';
import { useTranslations } from 'next-intl';
import { formatMinor } from '@/lib/money-format';
import type { Currency } from '@/lib/currencies';
import { Countdown } from '../../live/components/countdown';
import type { Participant, StripSegment } from '../lib/room-participants';
import type { RoomResult, RoomRound } from '../lib/rooms-wire';
import { DrawStrip } from './draw-strip';
import styles from './rooms.module.css';

interface RoomStageProps {
  round: RoomRound | null;
  result: RoomResult | null;
  potMinor: number;
  players: number;
  currency: Currency;
  locale: string;
  segments: readonly StripSegment[];
  participants: readonly Participant[];
  spin: boolean;
  landed: boolean;
  windowMs: number;
  serverNow: () => number;
  formatChance: (bp: number) => string;
  onLanded: () => void;
  onCheck: () => void;
  waiting: string;
  /** The connection's state while it is down: the round dims and says so until it resumes. */
  stale: string | null;
}

/** The room's round: the pot, the players, the window's timer, the pot's strip and its draw, the winner, the seed. */
export function RoomStage(props: RoomStageProps) {
  const {
    round,
    result,
    potMinor,
    players,
    currency,
    locale,
    segments,
    participants,
    spin,
    landed,
    windowMs,
    serverNow,
    formatChance,
    onLanded,
    onCheck,
    waiting,
    stale,
  } = props;
  const t = useTranslations('games.play.rooms');
  const money = (minor: number) => formatMinor(minor, currency, locale);
  const byKey = new Map(participants.map((participant) => [participant.key, participant]));
  const initials = (key: string) => {
    const participant = byKey.get(key);
    if (!participant) return '';
    if (participant.mine) return t('you');
    return participant.name ? participant.name.slice(0, 2).toUpperCase() : '?';
  };
  const winnerBetId = result?.winner?.betId ?? null;
  const outcomeWords = useBetOutcomeText();
  const holder = winnerBetId === null ? null : (participants.find((participant) => participant.betIds.includes(winnerBetId)) ?? null);
  return (
    <div className={styles.stage} data-phase={round?.phase ?? 'none'} data-stale={stale !== null || undefined}>
      <dl className={styles.figures}>
        <div className={styles.figure}>
          <dt>{t('pot')}</dt>
          <dd className={styles.pot}>{money(result ? result.potMinor : potMinor)}</dd>
        </div>
        <div className={styles.figure}>
          <dt>{t('players')}</dt>
          <dd>{players}</dd>
        </div>
        <div className={styles.figure}>
          <dt>{round?.phase === 'betting' ? t('drawIn') : t('status')}</dt>
          <dd>
            {round?.phase === 'betting' ? (
              <Countdown
                endsAtMs={round.bettingEndsAt}
                totalMs={windowMs}
                serverNow={serverNow}
                format={(seconds) => t('seconds', { seconds })}
                className={styles.timer}
                barClassName={styles.timerBar}
              />
            ) : round?.phase === 'drawn' ? (
              t(result?.refunded ? 'phase.refunded' : 'phase.drawn')
            ) : round ? (
              t('phase.waitingShort')
            ) : (
              waiting
            )}
          </dd>
        </div>
      </dl>
      <DrawStrip
        segments={segments}
        potMinor={result?.potMinor ?? potMinor}
        ticket={result?.ticket ?? null}
        spin={spin}
        initials={initials}
        onLanded={onLanded}
      />
      <p
        className={styles.outcome}
        data-state={outcomeState(result, landed, holder?.mine ? betOutcomeOf(holder.stakeMinor, result?.payoutMinor ?? 0) : null)}
      >
        {outcomeText()}
      </p>
      <div className={styles.seed}>
        {result ? (
          <>
            <span className={styles.seedLabel}>{t('seed')}</span>
            <code className={styles.seedValue}>{result.seed}</code>
            <button type="button" className={styles.checkButton} onClick={onCheck}>
              {t('check')}
            </button>
          </>
        ) : (
          <>
            <span className={styles.seedLabel}>{t('commitment')}</span>
            <code className={styles.seedValue}>{round?.hashCommit ?? '–'}</code>
          </>
        )}
      </div>
    </div>
  );

  function outcomeText(): string {
    if (stale !== null) return stale;
    if (!round) return '\u00a0';
    if (round.phase !== 'drawn') return segments.length === 0 ? t('empty') : t('open');
    if (!result || !landed) return t('drawing');
    if (result.refunded) return t('refunded');
    if (!result.winner) return t('noStakes');
    if (holder?.mine) {
      const mine = { amountMinor: holder.stakeMinor, payoutMinor: result.payoutMinor, currency };
      return betOutcomeOf(mine.amountMinor, mine.payoutMinor) === 'won'
        ? t('youWon', { payout: money(result.payoutMinor) })
        : outcomeWords.sentence(mine, locale);
    }
    const chance = holder ? formatChance(holder.chanceBp) : null;
    const name = result.winner.hidden || !result.winner.name ? t('hidden') : result.winner.name;
    return chance
      ? t('wonWithChance', { name, payout: money(result.payoutMinor), chance })
      : t('won', { name, payout: money(result.payoutMinor) });
  }
}

/** The line's colour: the viewer's own win stands out, a winning ticket that paid them less than they staked is a loss. */
function outcomeState(result: RoomResult | null, landed: boolean, mine: BetOutcome | null): string {
  if (!result || !landed) return 'open';
  if (result.refunded) return 'refunded';
  if (mine === null) return 'won';
  return mine === 'won' ? 'mine' : mine;
}
