'use client';

import { Button } from '@/components/ui/button';
import { payoutMinor } from '@/lib/fairness/multiplier';
import { formatMinor } from '@/lib/money-format';
import type { GameBet } from '../api/schemas';
import { usePlayerContext } from '../hooks/player-context';

interface CashOutButtonProps {
  bet: GameBet;
  canCashOut: boolean;
  loading: boolean;
  onCashOut: () => void;
  label: (payout: string) => string;
  /** Said instead of the payout while there is nothing won yet to cash out. */
  laterLabel?: string;
}

/** Cashes out an open game for its stake times the multiplier reached so far. */
export function CashOutButton({ bet, canCashOut, loading, onCashOut, label, laterLabel }: CashOutButtonProps) {
  const player = usePlayerContext();
  const payout = formatMinor(payoutMinor(bet.amountMinor, bet.multiplierBp), player.currency, player.locale);
  return (
    <Button variant="primary" size="lg" block loading={loading} disabled={!canCashOut} onClick={onCashOut}>
      {canCashOut || laterLabel === undefined ? label(payout) : laterLabel}
    </Button>
  );
}
