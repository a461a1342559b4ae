import { createHash } from 'node:crypto';
import { isCurrency, type Currency } from '@/lib/currencies';
import { balancesOf, payout, rollback, runAlone, stake, type KitDeps } from '../../bets-kit/kit';
import { moneyRefusalOf } from '../../bets-kit/refusals';
import {
  betStatement,
  findSession,
  findTransaction,
  findUserRegistration,
  insertRollbackRecord,
  insertTombstone,
  recordAnsweredBalance,
  rollbackStatement,
  winStatement,
  type NewTransaction,
  type StoredTransaction,
} from './wallet-repository';
import {
  minorToWire,
  RS,
  userIdOfWire,
  wireToMinor,
  wireUserOf,
  type BalanceRequest,
  type BetRequest,
  type RollbackRequest,
  type UserInfoRequest,
  type WalletStatus,
  type WinRequest,
} from '../../aggregators/hub88/wire';

/**
 * The seamless wallet an aggregator calls (Hub88's Wallet API, docs/casino.md). Every movement is one posting of the
 * bets kit keyed by the transaction uuid; a replay answers the first answer; other data under a uuid is a duplicate.
 */
export type WalletDeps = KitDeps & { aggregator: string };

export type WalletReply = { status: WalletStatus; user?: string; currency?: string; balance?: number; [field: string]: unknown };

export const sha256Hex = (text: string): string => createHash('sha256').update(text).digest('hex');

const scopeOf = (aggregator: string) => `slots:${aggregator}`;
const stakeKeyOf = (aggregator: string, betUuid: string) => `slots:${aggregator}:${betUuid}:stake`;

function fingerprintOf(
  kind: string,
  fields: { userId: number; currency: Currency; amountMinor: number; round: string | null; gameCode: string; reference?: string },
) {
  return sha256Hex(
    JSON.stringify([kind, fields.userId, fields.currency, fields.amountMinor, fields.round, fields.gameCode, fields.reference ?? null]),
  );
}

async function realBalanceMinor(deps: WalletDeps, userId: number, currency: Currency): Promise<number> {
  return (await balancesOf(deps, { kind: 'user', userId }, currency)).realMinor;
}

async function answer(deps: WalletDeps, userId: number, currency: Currency, status: WalletStatus = RS.ok): Promise<WalletReply> {
  return { status, user: wireUserOf(userId), currency, balance: minorToWire(await realBalanceMinor(deps, userId, currency), currency) };
}

/** A transaction the uuid already holds: the first answer again, or why it cannot be. */
async function replayOf(deps: WalletDeps, stored: StoredTransaction, fingerprint: string): Promise<WalletReply> {
  if (stored.kind === 'tombstone') return { status: RS.transactionRolledBack };
  if (stored.fingerprint !== fingerprint || stored.userId === null || stored.currency === null) return { status: RS.duplicateTransaction };
  if (stored.balanceMinor === null) return answer(deps, stored.userId, stored.currency);
  return {
    status: RS.ok,
    user: wireUserOf(stored.userId),
    currency: stored.currency,
    balance: minorToWire(stored.balanceMinor, stored.currency),
  };
}

export async function userInfo(deps: WalletDeps, request: UserInfoRequest): Promise<WalletReply> {
  const userId = userIdOfWire(request.user);
  const registration = userId === null ? null : await findUserRegistration(deps.db, userId);
  if (!registration) return { status: RS.unknown };
  return { status: RS.ok, user: request.user, registration_date: registration.registeredOn, tags: [] };
}

type SessionCheck =
  { ok: true; userId: number; currency: Currency; gameCode: string; expired: boolean } | { ok: false; reply: WalletReply };

/** The token's session, bound to a user, a currency and a game (its expiry is the caller's to judge). */
async function checkSession(deps: WalletDeps, request: { user: string; token: string; game_code?: string | null }): Promise<SessionCheck> {
  const session = await findSession(deps.db, sha256Hex(request.token));
  if (!session || wireUserOf(session.userId) !== request.user) return { ok: false, reply: { status: RS.invalidToken } };
  if (request.game_code && request.game_code !== session.gameCode) return { ok: false, reply: { status: RS.invalidGame } };
  return { ok: true, ...session };
}

export async function balance(deps: WalletDeps, request: BalanceRequest): Promise<WalletReply> {
  const session = await checkSession(deps, request);
  if (!session.ok) return session.reply;
  if (session.expired) return { status: RS.tokenExpired };
  return answer(deps, session.userId, session.currency);
}

/** The stake's refusals as the protocol's statuses; null for an error that is not one (rethrown). */
function refusedStatus(error: unknown): WalletStatus | null {
  switch (moneyRefusalOf(error)) {
    case 'insufficient_funds':
      return RS.notEnoughMoney;
    case 'rolled_back':
      return RS.transactionRolledBack;
    case 'duplicate_transaction':
      return RS.duplicateTransaction;
    case 'no_bet':
      return RS.transactionDoesNotExist;
    // Above the active bonus's max bet: the bet is not taken (Hub88 has no status of its own for it).
    case 'bonus_max_bet':
      return RS.unknown;
    default:
      return null;
  }
}

export async function bet(deps: WalletDeps, request: BetRequest): Promise<WalletReply> {
  const session = await checkSession(deps, request);
  const stored = await findTransaction(deps.db, deps.aggregator, request.transaction_uuid);
  if (!session.ok)
    return stored ? { status: stored.kind === 'tombstone' ? RS.transactionRolledBack : RS.duplicateTransaction } : session.reply;
  if (!isCurrency(request.currency) || request.currency !== session.currency) return { status: RS.wrongCurrency };
  const currency = request.currency;
  const amountMinor = wireToMinor(request.amount, currency);
  if (amountMinor === null) return { status: RS.wrongTypes };
  const round = request.round ?? null;
  const fields = { userId: session.userId, currency, amountMinor, round, gameCode: request.game_code };
  const fingerprint = fingerprintOf('bet', fields);
  if (stored) return replayOf(deps, stored, fingerprint);
  if (session.expired) return { status: RS.tokenExpired };
  const row: NewTransaction = { aggregator: deps.aggregator, uuid: request.transaction_uuid, ...fields, fingerprint };
  try {
    const wallet = { kind: 'user' as const, userId: session.userId };
    const key = stakeKeyOf(deps.aggregator, request.transaction_uuid);
    let balanceMinor: number;
    if (amountMinor === 0) {
      await runAlone(deps, betStatement(row));
      balanceMinor = await realBalanceMinor(deps, session.userId, currency);
    } else {
      ({ balanceMinor } = await stake(deps, { wallet, scope: scopeOf(deps.aggregator), currency, amountMinor, key }, betStatement(row)));
    }
    await recordAnsweredBalance(deps.db, deps.aggregator, request.transaction_uuid, balanceMinor);
    return { status: RS.ok, user: request.user, currency, balance: minorToWire(balanceMinor, currency) };
  } catch (error) {
    const status = refusedStatus(error);
    if (status === null) throw error;
    return status === RS.notEnoughMoney ? answer(deps, session.userId, currency, status) : { status };
  }
}

export async function win(deps: WalletDeps, request: WinRequest): Promise<WalletReply> {
  const userId = userIdOfWire(request.user);
  const betRow = await findTransaction(deps.db, deps.aggregator, request.reference_transaction_uuid);
  if (userId === null || !betRow || betRow.kind !== 'bet' || betRow.userId !== userId || betRow.currency === null) {
    const stored = await findTransaction(deps.db, deps.aggregator, request.transaction_uuid);
    return { status: stored ? RS.duplicateTransaction : RS.transactionDoesNotExist };
  }
  if (request.currency !== betRow.currency) return { status: RS.wrongCurrency };
  const currency = betRow.currency;
  const amountMinor = wireToMinor(request.amount, currency);
  if (amountMinor === null) return { status: RS.wrongTypes };
  const fields = {
    userId,
    currency,
    amountMinor,
    round: request.round ?? null,
    gameCode: request.game_code,
    reference: request.reference_transaction_uuid,
  };
  const fingerprint = fingerprintOf('win', fields);
  const stored = await findTransaction(deps.db, deps.aggregator, request.transaction_uuid);
  if (stored) return replayOf(deps, stored, fingerprint);
  if (betRow.rolledBack) return { status: RS.transactionRolledBack };
  const row = {
    aggregator: deps.aggregator,
    uuid: request.transaction_uuid,
    ...fields,
    referenceUuid: request.reference_transaction_uuid,
    fingerprint,
  };
  try {
    const key = `slots:${deps.aggregator}:${request.transaction_uuid}:win`;
    const paid = await payout(deps, scopeOf(deps.aggregator), { userId, currency, amountMinor, key }, winStatement(row));
    const balanceMinor = paid.posted ? paid.balanceMinor : await realBalanceMinor(deps, userId, currency);
    await recordAnsweredBalance(deps.db, deps.aggregator, request.transaction_uuid, balanceMinor);
    return { status: RS.ok, user: request.user, currency, balance: minorToWire(balanceMinor, currency) };
  } catch (error) {
    const status = refusedStatus(error);
    if (status === null) throw error;
    return { status };
  }
}

/**
 * A rollback always ends RS_OK (the aggregator retries until it does): the bet's stake back once; for a bet not seen
 * yet, a tombstone that refuses it when it comes. Other data under the rollback's own uuid is a duplicate.
 */
export async function rollbackBet(deps: WalletDeps, request: RollbackRequest): Promise<WalletReply> {
  const userId = userIdOfWire(request.user);
  const reference = request.reference_transaction_uuid;
  const stored = await findTransaction(deps.db, deps.aggregator, request.transaction_uuid);
  const record = {
    aggregator: deps.aggregator,
    uuid: request.transaction_uuid,
    gameCode: request.game_code,
    round: request.round ?? null,
    referenceUuid: reference,
  };
  const fingerprint = sha256Hex(JSON.stringify(['rollback', request.user, reference, request.game_code, record.round]));
  if (stored) {
    if (stored.kind !== 'rollback' || stored.fingerprint !== fingerprint) return { status: RS.duplicateTransaction };
    return userId === null || stored.currency === null ? { status: RS.ok, user: request.user } : answer(deps, userId, stored.currency);
  }
  for (let attempt = 0; attempt < 3; attempt++) {
    const betRow = await findTransaction(deps.db, deps.aggregator, reference);
    if (!betRow) {
      if (await insertTombstone(deps.db, deps.aggregator, reference)) {
        await insertRollbackRecord(deps.db, { ...record, userId: null, currency: null, amountMinor: 0, fingerprint });
        return { status: RS.ok, user: request.user };
      }
      continue; // the bet (or another rollback's tombstone) landed meanwhile: look again
    }
    const isOwnBet = betRow.kind === 'bet' && betRow.userId === userId && betRow.currency !== null;
    if (!isOwnBet || betRow.rolledBack) {
      await insertRollbackRecord(deps.db, { ...record, userId: betRow.userId, currency: betRow.currency, amountMinor: 0, fingerprint });
      return betRow.userId !== null && betRow.currency !== null && isOwnBet
        ? answer(deps, betRow.userId, betRow.currency)
        : { status: RS.ok, user: request.user };
    }
    const currency = betRow.currency!;
    const statement = rollbackStatement({ ...record, userId: userId!, currency, amountMinor: betRow.amountMinor, fingerprint });
    try {
      const undone = await rollback(deps, { stakeKey: stakeKeyOf(deps.aggregator, reference) }, statement);
      if (undone.status === 'no_stake') await runAlone(deps, statement);
    } catch (error) {
      if (moneyRefusalOf(error) !== 'already_rolled_back') throw error;
      await insertRollbackRecord(deps.db, { ...record, userId, currency, amountMinor: 0, fingerprint });
    }
    const reply = await answer(deps, userId!, currency);
    await recordAnsweredBalance(deps.db, deps.aggregator, request.transaction_uuid, minorBalanceOf(reply, currency));
    return reply;
  }
  throw new Error(`rollback ${request.transaction_uuid}: the bet ${reference} kept changing`);
}

const minorBalanceOf = (reply: WalletReply, currency: Currency): number => wireToMinor(Number(reply.balance ?? 0), currency) ?? 0;
