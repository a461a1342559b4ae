import type { CrashBet, CrashPhase } from './crash-wire';

/** The bet panel's one big button, by the round's phase and the player's bet. */
export type MainAction = 'bet' | 'betNext' | 'cancel' | 'cancelNext' | 'cashout';

export function mainActionOf(phase: CrashPhase | null, myBet: CrashBet | null, queued: boolean): MainAction {
  if (queued) return 'cancelNext';
  if (myBet && phase === 'betting') return 'cancel';
  if (myBet && phase === 'running' && myBet.cashedOutCenti === null) return 'cashout';
  if (phase === 'betting' && !myBet) return 'bet';
  return 'betNext';
}

/** Where the player's bet of this round stands, for the line under the button. */
export type MyBetState = 'none' | 'queued' | 'placed' | 'inPlay' | 'won' | 'lost';

export function myBetStateOf(phase: CrashPhase | null, myBet: CrashBet | null, queued: boolean): MyBetState {
  if (myBet?.cashedOutCenti !== null && myBet?.cashedOutCenti !== undefined) return 'won';
  if (myBet && phase === 'crashed') return 'lost';
  if (myBet) return phase === 'running' ? 'inPlay' : 'placed';
  return queued ? 'queued' : 'none';
}
