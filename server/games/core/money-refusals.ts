import type { RefusalMapping } from '../../bets-kit/refusals';
import { gameErrors } from './errors';

/**
 * The money refusals every game answers the same way (server/bets-kit/refusals.ts): a short balance, a gone demo
 * session, a stake above the active bonus's max bet. A game adds its own (phase_closed, game_changed) where they mean something to it.
 */
export const gameMoneyRefusals = {
  insufficient_funds: gameErrors.insufficientFunds,
  demo_session_invalid: gameErrors.demoSessionInvalid,
  bonus_max_bet: gameErrors.bonusMaxBet,
} satisfies RefusalMapping;
