import type { Currency } from '@/lib/currencies';
import { ONE_X_BP } from '@/lib/fairness/multiplier';
import { fromMinorUnits } from '@/lib/money';
import type { BetRecord, Player } from '../core/types';

/** A bet on the wire (docs/games-api.md, "Bet"): amounts in major units, the multiplier twice. */
export function toBetView(bet: BetRecord, serverSeed: string | null) {
  const major = (minor: number) => fromMinorUnits(minor, bet.currency);
  return {
    id: bet.id,
    game: bet.game,
    demo: bet.demoSessionId !== null,
    state: bet.state,
    currency: bet.currency,
    amount: major(bet.stakeMinor),
    payout: major(bet.payoutMinor),
    profit: bet.state === 'open' ? 0 : major(bet.payoutMinor - bet.stakeMinor),
    multiplier: bet.multiplierBp / ONE_X_BP,
    multiplier_bp: bet.multiplierBp,
    params: bet.params,
    result: bet.result,
    fairness: { server_seed_hash: bet.serverSeedHash, client_seed: bet.clientSeed, nonce: bet.nonce, server_seed: serverSeed },
    created_at: bet.createdAt,
    settled_at: bet.settledAt,
  };
}

export type BetView = ReturnType<typeof toBetView>;

export type Balances = { currency: Currency; realMinor: number; bonusMinor: number };

export function toBalanceView(player: Player, balances: Balances) {
  const major = (minor: number) => fromMinorUnits(minor, balances.currency);
  return {
    demo: player.kind === 'demo',
    currency: balances.currency,
    balance: major(balances.realMinor),
    bonus_balance: major(balances.bonusMinor),
    total_balance: major(balances.realMinor + balances.bonusMinor),
  };
}
