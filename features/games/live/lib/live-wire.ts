import { z } from 'zod';
import { CURRENCIES, type Currency } from '@/lib/currencies';
import { toMinorUnits } from '@/lib/money';

/** What every live game's socket frames share (docs/realtime.md): ids as strings, amounts in major units, a currency. */
export const wireId = z.union([z.string(), z.number()]).transform(String);
export const wireAmount = z.union([z.number(), z.string()]);
export const wireCurrency = z.enum(CURRENCIES);

/** A field the server may leave out or send as null, kept as null. */
export const nullable = <T extends z.ZodType>(schema: T) => schema.nullish().transform((value) => value ?? null);

/** An amount that may not be there yet (a payout before the result), in minor units of its currency. */
export function minorOrNull(amount: number | string | null | undefined, currency: Currency): number | null {
  return amount === null || amount === undefined ? null : toMinorUnits(amount, currency);
}

/** A frame or an ack as `schema` reads it, or null when it does not fit. */
export function parseOrNull<T>(schema: z.ZodType<T>, wire: unknown): T | null {
  const parsed = schema.safeParse(wire);
  return parsed.success ? parsed.data : null;
}

/** What a crash or a roulette bet says alike: who placed it, the stake and the payout. */
export interface LiveBet {
  id: string;
  /** null: the player hides their statistics (or has no name). */
  userName: string | null;
  hidden: boolean;
  amountMinor: number;
  currency: Currency;
  /** null while nothing is paid (a roulette bet that lost settles at 0). */
  payoutMinor: number | null;
  demo: boolean;
}

/** A crash or roulette bet frame's common fields; the game adds its own (auto cash-out, colour). */
export const liveBetFields = {
  id: wireId,
  user: z.looseObject({ name: z.string().nullish() }).nullish(),
  amount: wireAmount,
  currency: wireCurrency,
  payout: wireAmount.nullish(),
  demo: z.boolean().optional(),
};

type LiveBetWire = {
  id: string;
  user?: { name?: string | null } | null;
  amount: number | string;
  currency: Currency;
  payout?: number | string | null;
  demo?: boolean;
};

/** A crash or roulette bet frame's common fields as the screen keeps them (minor units, the hidden player). */
export function readLiveBet(wire: LiveBetWire): LiveBet {
  return {
    id: wire.id,
    userName: wire.user?.name ?? null,
    hidden: !wire.user,
    amountMinor: toMinorUnits(wire.amount, wire.currency),
    currency: wire.currency,
    payoutMinor: minorOrNull(wire.payout, wire.currency),
    demo: wire.demo ?? false,
  };
}
