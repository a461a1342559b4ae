import { CauseRefusedError, InsufficientFundsError } from '../ledger/errors';

/**
 * The refusals a bet's cause statement (ledger_refuse('reason')) or the ledger itself gives that callers share:
 * the balance is short, the demo session is gone, the seed pair moved on, another bet holds the key or the game, the
 * row changed since it was read, the round's betting phase closed, the stake is above the active bonus's max bet.
 */
export const MONEY_REFUSALS = [
  'insufficient_funds',
  'demo_session_invalid',
  'stale_seed',
  'bet_conflict',
  'game_changed',
  'phase_closed',
  'bonus_max_bet',
] as const;
export type MoneyRefusal = (typeof MONEY_REFUSALS)[number];

/** The reason a cause statement refused (ledger_refuse), through the ledger or run on its own; null for other errors. */
export function refusalOf(error: unknown): string | null {
  if (error instanceof CauseRefusedError) return error.reason;
  if (typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'LD100') {
    return String((error as { message?: unknown }).message);
  }
  return null;
}

/** refusalOf, with the ledger's own InsufficientFundsError (a player account would go negative) as insufficient_funds. */
export function moneyRefusalOf(error: unknown): string | null {
  if (error instanceof InsufficientFundsError) return 'insufficient_funds';
  return refusalOf(error);
}

/** What each refusal becomes for the caller (its product's errors); a refusal left out stays the error it was. */
export type RefusalMapping = Partial<Record<MoneyRefusal, () => Error>> & Record<string, (() => Error) | undefined>;

/** The caller's error for `error` when it is a refusal the mapping names, else `error` itself (to rethrow). */
export function mapRefusal(error: unknown, mapping: RefusalMapping): unknown {
  const reason = moneyRefusalOf(error);
  const toError = reason === null ? undefined : mapping[reason];
  return toError ? toError() : error;
}
