import type { Currency } from '@/lib/currencies';
import { toSafeInteger, type Queryable } from '../../db/db';
import type { Bettor, Player } from '../core/types';
import { causeStatementSql, findBettorRow, findOwnBetRows } from './rows-repository';

/** The columns every shared-round game's bet row has (crash_bets, roulette_bets, room_bets). */
export type RoundBetRow<State extends string = string> = {
  id: number;
  roundId: number;
  userId: number | null;
  demoSessionId: number | null;
  currency: Currency;
  stakeMinor: number;
  state: State;
  payoutMinor: number;
  keyHash: string;
  createdAt: string;
  settledAt: string | null;
};

export type Json = Record<string, unknown>;

export const nullableInt = (value: unknown, what: string): number | null =>
  value === null || value === undefined ? null : toSafeInteger(value, what);
export const isoTime = (value: unknown): string => new Date(String(value)).toISOString();
export const toTimestamp = (ms: number): string => new Date(ms).toISOString();

/** A bet row's shared columns from its to_jsonb (a string when it came through the ledger's cause). */
export function toRoundBetRow<State extends string>(json: Json | string): RoundBetRow<State> & { raw: Json } {
  const row = typeof json === 'string' ? (JSON.parse(json) as Json) : json;
  return {
    id: toSafeInteger(row.id, 'id'),
    roundId: toSafeInteger(row.round_id, 'round_id'),
    userId: nullableInt(row.user_id, 'user_id'),
    demoSessionId: nullableInt(row.demo_session_id, 'demo_session_id'),
    currency: row.currency as Currency,
    stakeMinor: toSafeInteger(row.stake_minor, 'stake_minor'),
    state: row.state as State,
    payoutMinor: toSafeInteger(row.payout_minor, 'payout_minor'),
    keyHash: String(row.idempotency_key),
    createdAt: isoTime(row.created_at),
    settledAt: row.settled_at === null || row.settled_at === undefined ? null : isoTime(row.settled_at),
    raw: row,
  };
}

/** The bettor's columns the bet functions return (user_name, user_avatar, user_hidden, avatar_hidden); null for demo. */
export function bettorOf(row: Json): Bettor | null {
  if (row.user_hidden === null || row.user_hidden === undefined) return null;
  return {
    name: (row.user_name as string | null) ?? null,
    avatar: (row.user_avatar as string | null) ?? null,
    statisticsHidden: row.user_hidden === true,
    avatarHidden: row.avatar_hidden === true,
  };
}

/** What a bet function returns: the bet, a demo session's balance after it, the bettor as the public sees them. */
export type Written<Bet> = { bet: Bet; demoBalanceMinor: number | null; bettor: Bettor | null };

export function toWritten<Bet>(row: Json, parse: (json: Json | string) => Bet): Written<Bet> {
  return {
    bet: parse(row.bet as Json | string),
    demoBalanceMinor: nullableInt(row.demo_balance_minor, 'demo balance'),
    bettor: bettorOf(row),
  };
}

/** A bet function's call as a ledger cause statement: its row gets `cause_ref` `<prefix>:<bet id>`. */
export const betCauseSql = (prefix: string, call: string): string => causeStatementSql(prefix, call);

/**
 * A page of the owner's bets from a bets table of migrations 016-017, newest first, each with `roundColumns` of its
 * round (alias r), and how many bets the owner has in all.
 */
export const listOwnBetRows = <Round>(
  q: Queryable,
  player: Player,
  page: { limit: number; offset: number },
  from: { bets: string; rounds: string; roundColumns: string },
): Promise<{ total: number; rows: ({ bet: Json } & Round)[] }> => findOwnBetRows<Round>(q, player, page, from);

/** A player as the public sees them, for a replayed bet's reply. */
export async function findBettor(q: Queryable, userId: number): Promise<Bettor | null> {
  const row = await findBettorRow(q, userId);
  return row ? bettorOf(row) : null;
}
