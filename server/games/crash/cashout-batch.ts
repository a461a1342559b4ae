import { bankrollAccount } from '../../bets-kit/bankroll';
import { MAX_TRANSFERS_PER_POSTING } from '../../ledger/post-transfers';
import { createGroupQueue } from '../round-kit/group-queue';
import { mapMoneyRefusal, postPayouts, type MoneyDeps } from '../round-kit/money';
import type { Json } from '../round-kit/rows';
import { crashErrors } from './errors';
import { closeCrashBet, type Moved } from './money';
import { cashOutStatement, toWrittenCrashBet, type CrashBetRow } from './repository';

export type CashoutOrder = { roundId: number; bet: CrashBetRow; centi: number; payoutMinor: number };

/**
 * The cash-outs of one round in one statement (crash_bets_cash_out, migration 019) and one ledger posting paying
 * every real-money bet of them (bankroll -> player, keyed `crash-bet:{id}:cashout` as closeCrashBet keys it): every
 * row's state check and every payout in one transaction, one round trip for the lot. All or nothing: a refusal
 * (a bet already closed, the round no longer running) writes nothing.
 */
async function cashOutTogether(deps: MoneyDeps, roundId: number, orders: CashoutOrder[]): Promise<Moved[]> {
  const statement = cashOutStatement(roundId, orders);
  const real = orders.filter((o) => o.bet.userId !== null && o.payoutMinor > 0);
  const payees = real.map(({ bet, payoutMinor }) => ({
    userId: bet.userId!,
    currency: bet.currency,
    amountMinor: payoutMinor,
    key: `crash-bet:${bet.id}:cashout`,
    causeRef: `crash-bet:${bet.id}`,
    kind: 'win' as const,
  }));
  const phaseClosed = () => crashErrors.phaseClosed('The round is not in that phase any more.');
  let posted: { row: Json; balancesMinor: number[] };
  try {
    posted = await postPayouts(deps, 'crash', payees, statement);
  } catch (error) {
    throw mapMoneyRefusal(error, phaseClosed);
  }
  const rows = (typeof posted.row.bets === 'string' ? JSON.parse(posted.row.bets) : posted.row.bets) as Json[];
  const byBet = new Map(rows.map((row) => [Number((row.bet as Json).id), toWrittenCrashBet(row)]));
  const balances = new Map(real.map((order, i) => [order.bet.id, posted.balancesMinor[i]]));
  return orders.map(({ bet }) => {
    const written = byBet.get(bet.id);
    if (!written) throw new Error(`crash_bets_cash_out returned no row for bet ${bet.id}`);
    return { ...written, balanceMinor: balances.get(bet.id) ?? written.demoBalanceMinor ?? 0 };
  });
}

/**
 * A group's parts: as few as postings of at most MAX_TRANSFERS_PER_POSTING allow, about the same size, and no two of
 * them paying from the same bankroll shard, so that the ledger writes them side by side (its batches in flight never
 * share an account). A shard holding more than a posting's worth is cut in chunks, which the ledger writes one after
 * another. Orders with nothing to pay (demo bets, nothing won) have no shard and join any part.
 */
export async function splitByBankrollShard(deps: MoneyDeps, orders: CashoutOrder[]): Promise<number[][]> {
  const shards = await Promise.all(
    orders.map(({ bet, payoutMinor }) =>
      bet.userId !== null && payoutMinor > 0 ? bankrollAccount(deps.ledger, 'crash', bet.userId, bet.currency) : Promise.resolve(null),
    ),
  );
  const byShard = new Map<number | null, number[]>();
  shards.forEach((shard, index) => {
    const indexes = byShard.get(shard);
    if (indexes) indexes.push(index);
    else byShard.set(shard, [index]);
  });
  const target = Math.ceil(orders.length / Math.ceil(orders.length / MAX_TRANSFERS_PER_POSTING));
  const parts: number[][] = [];
  let part: number[] = [];
  for (const indexes of byShard.values()) {
    if (part.length > 0 && part.length + indexes.length > target) {
      parts.push(part);
      part = [];
    }
    for (let start = 0; start < indexes.length; start += MAX_TRANSFERS_PER_POSTING) {
      const chunk = indexes.slice(start, start + MAX_TRANSFERS_PER_POSTING);
      if (part.length + chunk.length > MAX_TRANSFERS_PER_POSTING) {
        parts.push(part);
        part = [];
      }
      part.push(...chunk);
    }
  }
  if (part.length > 0) parts.push(part);
  return parts;
}

/**
 * The leader's cash-outs, grouped (group commit): those arriving while a group is being written go together in the
 * next, in parts on distinct bankroll shards (splitByBankrollShard) written side by side, each order answered when its
 * part is paid; each order gets its own outcome. A group refused as a whole is closed
 * bet by bet (closeCrashBet), so every order learns its own: paid, already closed, or the round ended.
 */
export function createCashoutBatcher(deps: MoneyDeps) {
  const queue = createGroupQueue<CashoutOrder, Moved>(
    async (orders) => {
      const byRound = new Map<number, CashoutOrder[]>();
      for (const order of orders) byRound.set(order.roundId, [...(byRound.get(order.roundId) ?? []), order]);
      const outcomes = new Map<CashoutOrder, PromiseSettledResult<Moved>>();
      for (const [roundId, group] of byRound) {
        try {
          const moved = await cashOutTogether(deps, roundId, group);
          group.forEach((order, i) => outcomes.set(order, { status: 'fulfilled', value: moved[i] }));
        } catch {
          const alone = await Promise.allSettled(
            group.map(({ bet, centi, payoutMinor }) => closeCrashBet(deps, bet, { state: 'cashed_out', cashoutCenti: centi, payoutMinor })),
          );
          group.forEach((order, i) => outcomes.set(order, alone[i]));
        }
      }
      return orders.map((order) => outcomes.get(order)!);
    },
    (orders) => splitByBankrollShard(deps, orders),
  );
  return { cashOut: (order: CashoutOrder): Promise<Moved> => queue.submit(order) };
}
