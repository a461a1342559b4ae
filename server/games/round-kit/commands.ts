import { z, type ZodType } from 'zod';
import type { Currency } from '@/lib/currencies';
import { UnauthorizedError, ValidationError, type FieldErrors } from '../../http/errors';
import type { Queryable } from '../../db/db';
import { gameErrors } from '../core/errors';
import { amountSchema } from '../core/schemas';
import type { Player } from '../core/types';
import { findUserCurrency } from '../demo/repository';

/** The arguments every game's `bet` command takes (docs/realtime.md); games extend it with their own. */
export const betArgsSchema = z.object({
  amount: amountSchema,
  currency: z.string({ message: 'invalid_currency: The currency is a currency code.' }).optional(),
  key: z
    .string({ message: 'invalid_key: The key is 1 to 64 visible ASCII characters.' })
    .regex(/^[\x21-\x7e]{1,64}$/, { message: 'invalid_key: The key is 1 to 64 visible ASCII characters.' }),
});

/** A command's arguments, or a 422 with every field's messages (the REST api's ValidationError). */
export function parseArgs<T>(schema: ZodType<T>, args: unknown): T {
  const parsed = schema.safeParse(args ?? {});
  if (parsed.success) return parsed.data;
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) (errors[issue.path.map(String).join('.') || 'input'] ??= []).push(issue.message);
  throw new ValidationError(errors);
}

/** The currency the player's bets are in (the account's or the demo session's); `requested`, when given, must be it. */
export async function betCurrency(q: Queryable, player: Player, requested: string | undefined): Promise<Currency> {
  let currency: Currency;
  if (player.kind === 'demo') currency = player.currency;
  else {
    const found = await findUserCurrency(q, player.userId);
    if (!found) throw new UnauthorizedError();
    currency = found;
  }
  if (requested !== undefined && requested !== currency) throw gameErrors.field('currency', 'currency_mismatch', `Your bets are in ${currency}.`);
  return currency;
}

/** Runs each key's work one after another (a player's commands), different keys side by side. */
export function createSerialQueue() {
  const queues = new Map<string, Promise<unknown>>();
  return function serially<T>(key: string, work: () => Promise<T>): Promise<T> {
    const previous = queues.get(key) ?? Promise.resolve();
    const result = previous.then(work, work);
    const settled = result.then(
      () => undefined,
      () => undefined,
    );
    queues.set(key, settled);
    void settled.then(() => {
      if (queues.get(key) === settled) queues.delete(key);
    });
    return result;
  };
}

/**
 * A bet command's refusal checked against its key first: a retry of a bet taken earlier gets that bet's reply,
 * whatever the phase or limit says now (docs/realtime.md).
 */
export async function replayOrRefuse<T>(error: Error, findFirst: () => Promise<T | null>, replay: (first: T) => Promise<unknown>): Promise<unknown> {
  const first = await findFirst();
  if (first) return replay(first);
  throw error;
}
