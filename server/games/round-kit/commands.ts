import type { z, ZodType } from 'zod';
import type { roundBetArgsSchema } from '@/lib/games/contract';
import type { Currency } from '@/lib/currencies';
import { UnauthorizedError, ValidationError, type FieldErrors } from '../../http/errors';
import type { Queryable } from '../../db/db';
import { fieldRefusalOf } from '../../http/error-handler';
import { resolveGeo } from '../../modules/geo/service';
import type { Caller } from '../../realtime/types';
import { hashIdempotencyKey } from '../bets/play';
import { gameErrors } from '../core/errors';
import type { Player } from '../core/types';
import { readUserCurrency } from '../demo/service';
import { currentBalanceMinor, type MoneyDeps } from './money';
import { findBettor, type Json, type RoundBetRow } from './rows';
import { findBetByKey } from './rows-repository';
import { ownerKeyOf, publicUserOf, type PublicUser } from './views';

type BetArgs = z.infer<typeof roundBetArgsSchema>;

/** What a round game's contract (lib/games) gives a bet command: its arguments' schema and their refusal codes. */
export type BetContract<Args extends BetArgs> = { operations: { bet: ZodType<Args> }; fields: Readonly<Record<string, string>> };

/** A command's arguments, or a 422 with every field's messages (the REST api's ValidationError). */
function parseArgs<Args extends BetArgs>({ operations, fields }: BetContract<Args>, args: unknown): Args {
  const parsed = operations.bet.safeParse(args ?? {});
  if (parsed.success) return parsed.data;
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) (errors[issue.path.map(String).join('.') || 'input'] ??= []).push(issue.message);
  throw new ValidationError(errors, undefined, fieldRefusalOf(errors, fields));
}

/** The currency the player's bets are in (the account's or the demo session's); `requested`, when given, must be it. */
async function betCurrency(q: Queryable, player: Player, requested: string | undefined): Promise<Currency> {
  let currency: Currency;
  if (player.kind === 'demo') currency = player.currency;
  else {
    const found = await readUserCurrency(q, player.userId);
    if (!found) throw new UnauthorizedError();
    currency = found;
  }
  if (requested !== undefined && requested !== currency)
    throw gameErrors.field('currency', 'currency_mismatch', `Your bets are in ${currency}.`);
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
 * How a game's bet command answers a retry of a bet its key placed earlier: the game's bets table and row, its ack,
 * and the bettor of a bet in the round in play as the leader holds it (undefined: read anew from the database).
 */
export type BetReplay<Row extends RoundBetRow> = {
  table: string;
  toRow: (json: Json) => Row;
  ackOf: (bet: Row, user: PublicUser | null, balanceMinor: number) => unknown;
  liveUser?: (bet: Row) => PublicUser | null | undefined;
};

/**
 * What every bet command starts with: its arguments, the player's currency (a requested one must be it), the key's
 * hash, and `refuse`, which checks a refusal against the key first: a retry of a bet taken earlier gets that bet's
 * reply, whatever the phase or limit says now (docs/realtime.md).
 */
export async function startBet<Args extends BetArgs, Row extends RoundBetRow>(
  deps: MoneyDeps,
  replay: BetReplay<Row>,
  player: Player,
  contract: BetContract<Args>,
  args: unknown,
) {
  const input = parseArgs(contract, args);
  const currency = await betCurrency(deps.db, player, input.currency);
  const keyHash = hashIdempotencyKey(input.key);
  async function refuse(error: Error): Promise<unknown> {
    const first = await findBetByKey(deps.db, replay.table, player, keyHash);
    if (!first) throw error;
    const bet = replay.toRow(first);
    const live = replay.liveUser?.(bet);
    const user = live !== undefined ? live : bet.userId === null ? null : publicUserOf(await findBettor(deps.db, bet.userId));
    return replay.ackOf(bet, user, await currentBalanceMinor(deps, player, bet.currency));
  }
  return { input, currency, keyHash, refuse };
}

/** The commands of a game whose one command is `bet`: none from a restricted region, each player's bets one at a time. */
export function betOnlyCommands(
  restrictedCountries: readonly string[],
  unknownOp: (op: string) => Error,
  bet: (player: Player, args: unknown) => Promise<unknown>,
) {
  const serially = createSerialQueue();
  return {
    async run(caller: Caller, op: string, args: unknown): Promise<unknown> {
      resolveGeo(caller.ip, restrictedCountries);
      if (op !== 'bet') throw unknownOp(op);
      return serially(ownerKeyOf(caller.player), () => bet(caller.player, args));
    },
  };
}
