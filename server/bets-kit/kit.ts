import type { Currency } from '@/lib/currencies';
import { coalesce } from '../db/coalesce';
import type { Db } from '../db/db';
import type { Ledger } from '../ledger/ledger';
import type { CausedTransferInput, CauseStatement, PlayerBalanceKind, TransferKind } from '../ledger/types';
import { bankrollAccount } from './bankroll';
import { chooseStakeSource } from './funding';
import { findDemoBalanceMinor, findFundingStates, findTransferByKey, runStatement, type FundingRow, type Json } from './repository';

export type { Json } from './repository';

/**
 * The one money path of every bet: instant games, shared rounds, and later the slots aggregator, the sportsbook and
 * bonuses. Every movement is ONE ledger posting whose cause is the caller's statement (the bet row, the settle, the
 * tombstone) in the same transaction, keyed so a retry or a race moves the money once. Nothing here knows a game.
 */
export type KitDeps = { db: Db; ledger: Ledger };

/** Who bets: a registered player (real money, the ledger) or a demo session (play money its statements move). */
export type Wallet = { kind: 'user'; userId: number } | { kind: 'demo'; sessionId: number };

/** The cause statement's row and the player's balance after the money moved (real or demo, minor units). */
export type Moved = { row: Json; balanceMinor: number };

/** The row a demo session's statement returns carries the session's balance after it (`demo_balance_minor`). */
const demoBalance = (row: Json): number => Number(row.demo_balance_minor ?? 0);

/** `<prefix>:u<userId>:<key hash>`: the base of a bet's keys (`game:dice:u7:<hash>`, `crash:u7:<hash>`); add `:stake`, `:win`. */
export const betKeyBase = (prefix: string, userId: number, keyHash: string): string => `${prefix}:u${userId}:${keyHash}`;

/** The player's account a payout goes to when it is posted apart from its stake: the real one (see funding.ts). */
export async function stakeAccount(deps: KitDeps, userId: number, currency: Currency): Promise<number> {
  return (await deps.ledger.playerAccountIds(userId, currency)).real;
}

/** Each database's funding reads, coalesced: the stakes being routed at once read their players' funding in one statement. */
const fundingReaders = new WeakMap<Db, (asked: { userId: number; currency: Currency }) => Promise<FundingRow>>();

function readFunding(db: Db, userId: number, currency: Currency): Promise<FundingRow> {
  let read = fundingReaders.get(db);
  if (!read) {
    read = coalesce((asked: { userId: number; currency: Currency }[]) => findFundingStates(db, asked));
    fundingReaders.set(db, read);
  }
  return read({ userId, currency });
}

/** The two accounts a real stake moves between: the player's stake source and the scope's bankroll shard. */
export type StakeRoute = { playerAccountId: number; bankrollAccountId: number; source: PlayerBalanceKind };

/**
 * A real player's stake route, resolved ahead: a caller that must reach the ledger with no await after a step (an
 * instant game takes the seed pair's nonce, then sends at once) resolves it before and passes it to stake. The
 * balance that pays is chosen by funding.ts (real before bonus; bonus money only with `bonusPlay`, where the win is
 * posted with the stake), which also refuses a stake above an active bonus's max bet.
 */
export async function stakeRoute(
  deps: KitDeps,
  userId: number,
  scope: string,
  currency: Currency,
  stake: { amountMinor: number; bonusPlay?: boolean },
): Promise<StakeRoute> {
  const [accounts, state, bankrollAccountId] = await Promise.all([
    deps.ledger.playerAccountIds(userId, currency),
    readFunding(deps.db, userId, currency),
    bankrollAccount(deps.ledger, scope, userId, currency),
  ]);
  const chosen = chooseStakeSource(accounts, state, stake.amountMinor, stake.bonusPlay === true);
  return { playerAccountId: chosen.accountId, bankrollAccountId, source: chosen.kind };
}

export type StakeInput = {
  wallet: Wallet;
  /** The bankroll's scope: the game or product. */
  scope: string;
  currency: Currency;
  amountMinor: number;
  /** The stake's idempotency key, unique forever (`betKeyBase(...) + ':stake'`); unused for a demo wallet. */
  key: string;
  /** The accounts, resolved ahead (stakeRoute): with it the posting is sent before stake's first await. */
  route?: StakeRoute;
  /** A bet settled in the same statement (an instant game's win): credited in the same posting under its own key. */
  win?: { amountMinor: number; key: string };
};

/**
 * A stake: player -> the scope's bankroll shard, the statement (which writes the bet) as its cause. Real money: one
 * posting keyed `input.key`, so a retry never charges twice, with the win in it when `win` has money; the balance is
 * the player's after all of it. Demo: the statement moves the play money itself and runs alone.
 * Refusals (the ledger's InsufficientFundsError, the statement's ledger_refuse) are thrown: see refusals.ts.
 */
export async function stake(deps: KitDeps, input: StakeInput, statement: CauseStatement): Promise<Moved> {
  const { wallet, currency } = input;
  if (wallet.kind === 'demo') {
    const row = await runStatement(deps.db, statement);
    return { row, balanceMinor: demoBalance(row) };
  }
  const { playerAccountId: account, bankrollAccountId: house } =
    input.route ?? (await stakeRoute(deps, wallet.userId, input.scope, currency, { amountMinor: input.amountMinor }));
  const transfers: CausedTransferInput[] = [
    { idempotencyKey: input.key, fromAccountId: account, toAccountId: house, amountMinor: input.amountMinor, currency, kind: 'bet' },
  ];
  const win = input.win && input.win.amountMinor > 0 ? input.win : null;
  if (win)
    transfers.push({
      idempotencyKey: win.key,
      fromAccountId: house,
      toAccountId: account,
      amountMinor: win.amountMinor,
      currency,
      kind: 'win',
    });
  const posted = await deps.ledger.postWithCause(statement, transfers);
  const balanceMinor = win ? posted.transfers[1].toBalanceAfterMinor : posted.transfers[0].fromBalanceAfterMinor;
  return { row: posted.cause, balanceMinor };
}

export type Payee = {
  /** The real player paid; null for a demo session (its statement credits it). */
  userId: number | null;
  currency: Currency;
  amountMinor: number;
  /** The payment's idempotency key (`<bet key base>:win`, `game-bet:<id>:cashout`, a round's `<scope>-bet:<id>:win`). */
  key: string;
  kind?: Extract<TransferKind, 'win' | 'refund'>;
};

/** Whether the kit posted money (a real payee with an amount) or ran the statement alone. */
export type Paid = Moved & { posted: boolean };

/**
 * Money back to a player (a win, or with kind 'refund' a stake given back) with the statement that records why: the
 * posting bankroll shard -> player keyed `payee.key`, whose cause is the statement, so the row's change and the key
 * both stand between a bet and a second payment. With no real player or nothing to pay the statement runs alone and
 * the balance is the demo session's from its row (0 for a real player: ask balancesOf).
 */
export async function payout(deps: KitDeps, scope: string, payee: Payee, statement: CauseStatement): Promise<Paid> {
  if (payee.userId === null || payee.amountMinor <= 0) {
    const row = await runStatement(deps.db, statement);
    return { row, balanceMinor: demoBalance(row), posted: false };
  }
  const { userId, currency } = payee;
  const [account, house] = await Promise.all([stakeAccount(deps, userId, currency), bankrollAccount(deps.ledger, scope, userId, currency)]);
  const posted = await deps.ledger.postWithCause(statement, [
    {
      idempotencyKey: payee.key,
      fromAccountId: house,
      toAccountId: account,
      amountMinor: payee.amountMinor,
      currency,
      kind: payee.kind ?? 'win',
    },
  ]);
  return { row: posted.cause, balanceMinor: posted.transfers[0].toBalanceAfterMinor, posted: true };
}

/** A stake given back (a cancelled round, a voided bet): payout with kind 'refund'. */
export function refund(deps: KitDeps, scope: string, payee: Omit<Payee, 'kind'>, statement: CauseStatement): Promise<Paid> {
  return payout(deps, scope, { ...payee, kind: 'refund' }, statement);
}

export type BatchPayee = Payee & { userId: number; causeRef: string };

/**
 * Many payouts in ONE posting whose cause is `statement` (a statement that changes every row the payouts are for):
 * all of them or none, in one round trip. Each transfer keeps its own key and cause reference (the ones payout would
 * give it), so a payout made here or alone is made once. Returns the cause row and each payee's balance after.
 */
export async function payouts(
  deps: KitDeps,
  scope: string,
  payees: BatchPayee[],
  statement: CauseStatement,
): Promise<{ row: Json; balancesMinor: number[] }> {
  if (payees.length === 0) return { row: await runStatement(deps.db, statement), balancesMinor: [] };
  const transfers = await Promise.all(
    payees.map(async (payee): Promise<CausedTransferInput> => {
      const [account, house] = await Promise.all([
        stakeAccount(deps, payee.userId, payee.currency),
        bankrollAccount(deps.ledger, scope, payee.userId, payee.currency),
      ]);
      const { key: idempotencyKey, causeRef, amountMinor, currency } = payee;
      return { idempotencyKey, causeRef, fromAccountId: house, toAccountId: account, amountMinor, currency, kind: payee.kind ?? 'win' };
    }),
  );
  const posted = await deps.ledger.postWithCause(statement, transfers);
  return { row: posted.cause, balancesMinor: posted.transfers.map((transfer) => transfer.toBalanceAfterMinor) };
}

export type RollbackInput = {
  /** The stake's idempotency key: what a seamless-wallet rollback names (`slots:<provider>:<transaction uuid>:stake`). */
  stakeKey: string;
  /** The rollback's own key; `<stakeKey>:rollback` unless given. */
  key?: string;
};

/**
 * - `rolled_back`: the stake's amount went back (bankroll -> the account it came from, kind 'refund') with `statement`
 *   as the cause; a replay or a race posts nothing more (the ledger answers the same key with the first posting).
 * - `no_stake`: no stake was ever posted under the key, nothing moved and `statement` did not run. The caller leaves
 *   a tombstone (its own row saying "rolled back before it arrived", e.g. with tombstone(), under a unique key) and
 *   its stake statement refuses (ledger_refuse('bet_conflict')) when a tombstone holds the key, so a stake arriving
 *   after its rollback is never charged.
 */
export type RolledBack = { status: 'rolled_back'; row: Json; balanceMinor: number; amountMinor: number } | { status: 'no_stake' };

/**
 * Undo a stake identified by its key: its money back exactly once, however often the rollback is sent. A stake the
 * ledger never posted (a demo one included: a demo session's stake has no posting) answers `no_stake`.
 */
export async function rollback(deps: KitDeps, input: RollbackInput, statement: CauseStatement): Promise<RolledBack> {
  const staked = await findTransferByKey(deps.db, input.stakeKey);
  if (!staked) return { status: 'no_stake' };
  if (staked.kind !== 'bet') throw new Error(`rollback: the transfer keyed ${input.stakeKey} is a ${staked.kind}, not a stake`);
  const posted = await deps.ledger.postWithCause(statement, [
    {
      idempotencyKey: input.key ?? `${input.stakeKey}:rollback`,
      fromAccountId: staked.toAccountId,
      toAccountId: staked.fromAccountId,
      amountMinor: staked.amountMinor,
      currency: staked.currency as Currency,
      kind: 'refund',
    },
  ]);
  return {
    status: 'rolled_back',
    row: posted.cause,
    balanceMinor: posted.transfers[0].toBalanceAfterMinor,
    amountMinor: staked.amountMinor,
  };
}

/** A statement with no money (a tombstone, a losing settle, a demo bet): its row. */
export function runAlone(deps: KitDeps, statement: CauseStatement): Promise<Json> {
  return runStatement(deps.db, statement);
}

export type WalletBalances = { currency: Currency; realMinor: number; bonusMinor: number };

/** The wallet's balances now (a replayed command's reply): the ledger's real and bonus, or the demo session's play money. */
export async function balancesOf(deps: KitDeps, wallet: Wallet, currency: Currency): Promise<WalletBalances> {
  if (wallet.kind === 'demo') return { currency, realMinor: await findDemoBalanceMinor(deps.db, wallet.sessionId), bonusMinor: 0 };
  const balances = await deps.ledger.playerBalances(deps.db, wallet.userId, currency);
  return { currency, realMinor: balances.realMinor, bonusMinor: balances.bonusMinor };
}
