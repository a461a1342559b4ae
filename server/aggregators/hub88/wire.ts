import { z } from 'zod';
import { CURRENCY_EXPONENTS, type Currency } from '@/lib/currencies';

/** The wallet's answers (Hub88, Seamless Wallet response statuses - Operator API). Always HTTP 200. */
export const RS = {
  ok: 'RS_OK',
  unknown: 'RS_ERROR_UNKNOWN',
  invalidToken: 'RS_ERROR_INVALID_TOKEN',
  invalidGame: 'RS_ERROR_INVALID_GAME',
  wrongCurrency: 'RS_ERROR_WRONG_CURRENCY',
  notEnoughMoney: 'RS_ERROR_NOT_ENOUGH_MONEY',
  userDisabled: 'RS_ERROR_USER_DISABLED',
  invalidSignature: 'RS_ERROR_INVALID_SIGNATURE',
  tokenExpired: 'RS_ERROR_TOKEN_EXPIRED',
  wrongSyntax: 'RS_ERROR_WRONG_SYNTAX',
  wrongTypes: 'RS_ERROR_WRONG_TYPES',
  duplicateTransaction: 'RS_ERROR_DUPLICATE_TRANSACTION',
  transactionDoesNotExist: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
  transactionRolledBack: 'RS_ERROR_TRANSACTION_ROLLED_BACK',
} as const;
export type WalletStatus = (typeof RS)[keyof typeof RS];

/** Hub88 amounts are integers: the amount in major units times 100,000 ($3.56 is 356000). */
export const WIRE_SCALE = 100_000;

const text = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .refine((value) => !value.includes('\0'), 'must not contain NUL');
const wireAmount = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

// Unknown fields are accepted (the aggregator adds fields over time): the objects are loose.
export const userInfoRequest = z.looseObject({ user: text(100), request_uuid: text(100) });
export const balanceRequest = z.looseObject({
  user: text(100),
  token: text(255),
  request_uuid: text(100),
  game_code: text(100).nullish(),
});
const transactionFields = {
  user: text(100),
  token: text(255),
  request_uuid: text(100),
  transaction_uuid: text(100),
  round: text(255).nullish(),
  game_code: text(100),
  round_closed: z.boolean().nullish(),
};
export const betRequest = z.looseObject({
  ...transactionFields,
  currency: text(8),
  amount: wireAmount,
  is_free: z.boolean().nullish(),
  reward_uuid: text(100).nullish(),
});
export const winRequest = z.looseObject({
  ...transactionFields,
  currency: text(8),
  amount: wireAmount,
  reference_transaction_uuid: text(100),
  is_free: z.boolean().nullish(),
});
export const rollbackRequest = z.looseObject({
  ...transactionFields,
  reference_transaction_uuid: text(100),
});
export type BetRequest = z.infer<typeof betRequest>;
export type WinRequest = z.infer<typeof winRequest>;
export type RollbackRequest = z.infer<typeof rollbackRequest>;
export type BalanceRequest = z.infer<typeof balanceRequest>;
export type UserInfoRequest = z.infer<typeof userInfoRequest>;

/** A wire amount in the currency's minor units, or null when it is not a whole number of them (never rounded). */
export function wireToMinor(amount: number, currency: Currency): number | null {
  const exponent = CURRENCY_EXPONENTS[currency];
  if (exponent >= 5) return amount * 10 ** (exponent - 5);
  const per = 10 ** (5 - exponent);
  return amount % per === 0 ? amount / per : null;
}

export function minorToWire(amountMinor: number, currency: Currency): number {
  const exponent = CURRENCY_EXPONENTS[currency];
  return exponent >= 5 ? amountMinor / 10 ** (exponent - 5) : amountMinor * 10 ** (5 - exponent);
}

/** The user id we give the aggregator: no personal data, at least 4 characters. */
export const wireUserOf = (userId: number): string => `player-${userId}`;

export function userIdOfWire(user: string): number | null {
  const match = /^player-([1-9][0-9]{0,15})$/.exec(user);
  const id = match ? Number(match[1]) : NaN;
  return Number.isSafeInteger(id) ? id : null;
}
