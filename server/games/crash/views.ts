import { fromMinorUnits } from '@/lib/money';
import type { PublicUser } from '../round-kit/views';
import { centiToMultiplier } from '@/lib/fairness/crash-curve';
import type { CrashBetRow } from './repository';

export { audienceKey, audienceOf, betAudience, publicUserOf, type PublicUser } from '../round-kit/views';

/** `Bet` of docs/realtime.md as everybody sees it (no auto cash-out target). */
export function publicBetView(bet: CrashBetRow, user: PublicUser | null) {
  const cashedOut = bet.state === 'cashed_out';
  return {
    id: bet.id,
    user,
    amount: fromMinorUnits(bet.stakeMinor, bet.currency),
    currency: bet.currency,
    cashed_out_at: cashedOut && bet.cashoutCenti !== null ? centiToMultiplier(bet.cashoutCenti) : null,
    payout: cashedOut ? fromMinorUnits(bet.payoutMinor, bet.currency) : null,
    demo: bet.demoSessionId !== null,
  };
}

export type PublicBetView = ReturnType<typeof publicBetView>;

/** The owner's own `Bet`: with its auto cash-out target (null: none). */
export function ownBetView(bet: CrashBetRow, user: PublicUser | null) {
  return { ...publicBetView(bet, user), auto_cashout: bet.autoCashoutCenti === null ? null : centiToMultiplier(bet.autoCashoutCenti) };
}

export type OwnBetView = ReturnType<typeof ownBetView>;

/** A command's ack: the bet and the owner's balance after it (a number in the bet's currency, real or demo). */
export function ackOf(bet: CrashBetRow, user: PublicUser | null, balanceMinor: number) {
  return { bet: ownBetView(bet, user), balance: fromMinorUnits(balanceMinor, bet.currency) };
}
