import type { Currency } from '@/lib/currencies';

export const TRANSFER_KINDS = [
  'bet',
  'win',
  'refund',
  'deposit',
  'payout',
  'payout_reversal',
  'bonus_grant',
  'bonus_conversion',
  'bonus_forfeit',
  'correction',
] as const;
export type TransferKind = (typeof TRANSFER_KINDS)[number];

export const HOUSE_PURPOSES = ['game_bankroll', 'payment_clearing', 'bonus_expense', 'payout_clearing'] as const;
export type HousePurpose = (typeof HOUSE_PURPOSES)[number];

export type PlayerBalanceKind = 'real' | 'bonus';

export type HouseAccountRef = { purpose: HousePurpose; scope?: string; currency: Currency };

export type TransferInput = {
  /** Unique forever; a replay with the same data returns the first result, with other data it is refused. */
  idempotencyKey: string;
  fromAccountId: number;
  toAccountId: number;
  amountMinor: number;
  currency: Currency;
  kind: TransferKind;
  /** What caused the transfer, e.g. `bet:8812` or `invoice:ab12`. */
  causeRef: string;
};

export type PostedTransfer = TransferInput & {
  id: number;
  fromBalanceAfterMinor: number;
  toBalanceAfterMinor: number;
  /** True when this call found the transfer already posted and changed nothing. */
  replayed: boolean;
};

export type PlayerBalances = { currency: Currency; realMinor: number; bonusMinor: number; totalMinor: number };

/**
 * A statement writing the row that causes a posting (e.g. the bet), atomic with the posting. It must return
 * exactly one row with a text column `cause_ref` (e.g. `RETURNING id, 'bet:' || id AS cause_ref`); transfers
 * without a causeRef take it. Its parameters are $1..$n. Outside a transaction it runs inside the group-commit
 * batch as a prepared statement, one per distinct text and connection: keep the text constant, values in params.
 * A cause that refuses for a domain reason (a stale nonce, a closed round) calls ledger_refuse('reason') in the
 * statement: the posting rejects with CauseRefusedError(reason) and nothing is written.
 */
export type CauseStatement = { text: string; params?: unknown[] };

export type CausedTransferInput = Omit<TransferInput, 'causeRef'> & { causeRef?: string };

export type CausedPosting = {
  /** The cause statement's returned row, as JSON (bigint columns arrive as numbers). */
  cause: Record<string, unknown>;
  transfers: PostedTransfer[];
};
