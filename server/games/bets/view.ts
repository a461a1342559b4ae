import { betOutcomeOf } from '@/lib/bet-outcome';
import type { Currency } from '@/lib/currencies';
import { ONE_X_BP } from '@/lib/fairness/multiplier';
import { fromMinorUnits } from '@/lib/money';
import type { BetRecord } from '../core/types';

type StakeOutcome = { currency: Currency; state: string; stakeMinor: number; payoutMinor: number };

/**
 * A bet's money on the wire, in major units: the stake, the payout and the profit (0 while open). `returnedMinor` is
 * what came back to the player when that is not the payout (a refunded or cancelled live-game bet: the stake).
 */
export function stakeOutcomeView(bet: StakeOutcome, returnedMinor = bet.payoutMinor) {
  const major = (minor: number) => fromMinorUnits(minor, bet.currency);
  return {
    amount: major(bet.stakeMinor),
    payout: major(bet.payoutMinor),
    profit: bet.state === 'open' ? 0 : major(returnedMinor - bet.stakeMinor),
  };
}

/**
 * The stake, payout and profit, the multiplier twice (a number, and in basis points), and the outcome told by money
 * (lib/bet-outcome: more back than the stake a win, the stake a push, less a loss; null while open).
 */
export function betOutcomeView(bet: StakeOutcome & { multiplierBp: number }) {
  return {
    ...stakeOutcomeView(bet),
    multiplier: bet.multiplierBp / ONE_X_BP,
    multiplier_bp: bet.multiplierBp,
    outcome: bet.state === 'open' ? null : betOutcomeOf(bet.stakeMinor, bet.payoutMinor),
  };
}

/** A bet on the wire (docs/games-api.md, "Bet"): amounts in major units, the multiplier twice. */
export function toBetView(bet: BetRecord, serverSeed: string | null) {
  return {
    id: bet.id,
    game: bet.game,
    demo: bet.demoSessionId !== null,
    state: bet.state,
    currency: bet.currency,
    ...betOutcomeView(bet),
    params: bet.params,
    result: bet.result,
    fairness: { server_seed_hash: bet.serverSeedHash, client_seed: bet.clientSeed, nonce: bet.nonce, server_seed: serverSeed },
    created_at: bet.createdAt,
    settled_at: bet.settledAt,
  };
}

export type BetView = ReturnType<typeof toBetView>;
