'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { formatMinor } from '@/lib/money-format';
import { BetPanel } from '../../shared/components/bet-panel';
import { PlayerStakeField } from '../../shared/components/player-stake-field';
import { usePlayerContext } from '../../shared/hooks/player-context';
import type { StakeEntry } from '../../shared/hooks/use-stake-entry';
import type { Participant } from '../lib/room-participants';
import type { RoomPhase } from '../lib/rooms-wire';
import styles from './rooms.module.css';

interface RoomPanelProps {
  roomName: string;
  stake: StakeEntry;
  phase: RoomPhase | null;
  /** The socket plays for the player and the round takes stakes. */
  open: boolean;
  pending: boolean;
  me: Participant | null;
  formatChance: (bp: number) => string;
  commissionPercent: string;
  onStake: () => void;
  children?: ReactNode;
}

/** Joining a room's round, or adding to the stake in it: the amount (from the room's minimum), the player's chance now. */
export function RoomPanel({
  roomName,
  stake,
  phase,
  open,
  pending,
  me,
  formatChance,
  commissionPercent,
  onStake,
  children,
}: RoomPanelProps) {
  const t = useTranslations('games.play.rooms');
  const player = usePlayerContext();
  const money = (minor: number) => formatMinor(minor, player.currency, player.locale);
  const amount = stake.minor !== null && !stake.problem ? money(stake.minor) : null;
  const drawn = phase === 'drawn';
  const label =
    player.mode === null
      ? t('loading')
      : drawn
        ? t('nextRoundButton')
        : me
          ? amount
            ? t('addAmount', { amount })
            : t('add')
          : amount
            ? t('joinAmount', { amount })
            : t('join');
  return (
    <BetPanel label={t('panel', { room: roomName })} onSubmit={() => (open ? onStake() : undefined)}>
      <PlayerStakeField stake={stake} disabled={false} />
      <div className={styles.action}>
        <Button type="submit" variant="primary" size="lg" block loading={pending} disabled={!open}>
          {label}
        </Button>
        <p className={styles.myStake} data-in={me && !drawn ? true : undefined}>
          {me && !drawn
            ? t('mine', { stake: money(me.stakeMinor), count: me.stakes, chance: formatChance(me.chanceBp) })
            : drawn
              ? t('nextRound')
              : t('notIn')}
        </p>
      </div>
      <p className={styles.rules}>{t('rules', { commission: commissionPercent })}</p>
      {children}
    </BetPanel>
  );
}
