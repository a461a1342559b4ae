import type { Currency } from '@/lib/currencies';
import { fromMinorUnits } from '@/lib/money';
import { toSafeInteger, type Queryable } from '../../db/db';
import type { RealtimeEvent } from '../../realtime/types';
import { stakeOutcomeView } from '../bets/view';
import type { Player } from '../core/types';
import { chainSummary } from '../round-kit/chain';
import { historyEvent } from '../round-kit/mirror-history';
import { listOwnBetRows } from '../round-kit/rows';
import { centiToMultiplier } from '@/lib/fairness/crash-curve';
import { SNAPSHOT_HISTORY, type CrashHistoryEntry } from './mirror';
import { findEndedRounds, toCrashBetRow } from './repository';

/** Only ended rounds (crashed, or aborted by a takeover) ever show their crash point and hash. */
const ENDED = `r.phase IN ('crashed', 'aborted')`;

/** GET /crash/chain: the chain in use, with its ended rounds counted. */
export const crashChainSummary = (q: Queryable) => chainSummary(q, 'crash', ENDED);

/** The last ended rounds, newest first, with their real-money bets and stakes (per currency; refunds not counted). */
export async function listRoundHistory(q: Queryable, limit: number) {
  const rows = await findEndedRounds(q, ENDED, limit);
  return rows.map((row) => ({
    round_id: toSafeInteger(row.id, 'round id'),
    crash: centiToMultiplier(toSafeInteger(row.crash_centi, 'crash')),
    hash: row.hash,
    aborted: row.phase === 'aborted',
    started_at: row.started_at === null ? null : new Date(String(row.started_at)).toISOString(),
    bets: toSafeInteger(row.bets, 'bets'),
    wagered: Object.fromEntries(
      Object.entries(row.wagered).map(([currency, total]) => [
        currency,
        fromMinorUnits(toSafeInteger(total, 'wagered'), currency as Currency),
      ]),
    ),
  }));
}

/**
 * The last crashes a node's mirror starts from (docs/realtime.md, Nodes): the rounds that crashed, as their `crash`
 * events listed them (an aborted round never had one).
 */
export async function loadCrashMirrorHistory(q: Queryable): Promise<RealtimeEvent[]> {
  const rounds = await listRoundHistory(q, SNAPSHOT_HISTORY);
  const entries: CrashHistoryEntry[] = rounds
    .filter((round) => !round.aborted)
    .map(({ round_id, crash, hash }) => ({ round_id, crash, hash }));
  return [historyEvent('crash', entries)];
}

/** The owner's crash bets, newest first; a round's crash point and hash only once it has ended. */
export async function listOwnCrashBets(q: Queryable, player: Player, page: { limit: number; offset: number }) {
  const { total, rows } = await listOwnBetRows<{ crash_centi: unknown; hash: string | null }>(q, player, page, {
    bets: 'crash_bets',
    rounds: 'crash_rounds',
    roundColumns: `CASE WHEN ${ENDED} THEN r.crash_centi END AS crash_centi, CASE WHEN ${ENDED} THEN r.hash END AS hash`,
  });
  const data = rows.map((row) => {
    const bet = toCrashBetRow(row.bet);
    const returned =
      bet.state === 'cashed_out' ? bet.payoutMinor : bet.state === 'cancelled' || bet.state === 'refunded' ? bet.stakeMinor : 0;
    const { amount, payout, profit } = stakeOutcomeView(bet, returned);
    return {
      id: bet.id,
      round_id: bet.roundId,
      demo: bet.demoSessionId !== null,
      state: bet.state,
      currency: bet.currency,
      amount,
      auto_cashout: bet.autoCashoutCenti === null ? null : centiToMultiplier(bet.autoCashoutCenti),
      cashed_out_at: bet.cashoutCenti === null ? null : centiToMultiplier(bet.cashoutCenti),
      payout,
      profit,
      crash: row.crash_centi === null ? null : centiToMultiplier(toSafeInteger(row.crash_centi, 'crash')),
      hash: row.hash,
      created_at: bet.createdAt,
      settled_at: bet.settledAt,
    };
  });
  return { total, data };
}
