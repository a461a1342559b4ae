'use client';

import type { GameBet } from '../api/schemas';
import { usePlayerContext } from '../hooks/player-context';
import type { StakeEntry } from '../hooks/use-stake-entry';
import { amountInputOf } from '@/lib/amount-input';
import { StakeField } from './stake-field';

/** The stake field in the player's currency; while a game is open it shows that game's stake, locked. */
export function PlayerStakeField({ stake, disabled, openBet = null }: { stake: StakeEntry; disabled: boolean; openBet?: GameBet | null }) {
  const player = usePlayerContext();
  return (
    <StakeField
      text={openBet ? amountInputOf(openBet.amountMinor, player.currency, player.locale) : stake.text}
      onTextChange={stake.setText}
      currency={player.currency}
      locale={player.locale}
      limit={stake.limit}
      balanceMinor={player.balanceMinor}
      disabled={disabled || openBet !== null}
      showProblem={stake.tried && !openBet}
    />
  );
}
