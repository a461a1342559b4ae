/**
 * How a settled bet ended for the player, by money alone: more back than the stake is a win, exactly the stake a push
 * (the stake returned), less a loss, even when part of the stake came back (a case worth 0.3× of its price). The
 * api's `state: 'won'` only says that something was paid, so every screen and history reads a result through this.
 */
export type BetOutcome = 'won' | 'push' | 'lost';

export function betOutcomeOf(stakeMinor: number, payoutMinor: number): BetOutcome {
  if (payoutMinor > stakeMinor) return 'won';
  return payoutMinor === stakeMinor ? 'push' : 'lost';
}

/** A bet as a list shows it: still open (or refunded, where a history knows that state), else its outcome. */
export function shownBetStateOf<Extra extends string = never>(
  bet: { state: string; amountMinor: number; payoutMinor: number },
  kept: readonly Extra[] = [],
): BetOutcome | 'open' | Extra {
  if (bet.state === 'open') return 'open';
  if ((kept as readonly string[]).includes(bet.state)) return bet.state as Extra;
  return betOutcomeOf(bet.amountMinor, bet.payoutMinor);
}
