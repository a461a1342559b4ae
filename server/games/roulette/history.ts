import type { Currency } from '@/lib/currencies';
import { ROULETTE_PAYS_BP, type RouletteColor } from '@/lib/fairness/roulette';
import { fromMinorUnits } from '@/lib/money';
import { toSafeInteger, type Queryable } from '../../db/db';
import type { RealtimeEvent } from '../../realtime/types';
import { stakeOutcomeView } from '../bets/view';
import type { Player } from '../core/types';
import { historyEvent } from '../round-kit/mirror-history';
import { listOwnBetRows } from '../round-kit/rows';
import { SNAPSHOT_HISTORY, type RouletteHistoryEntry } from './mirror';
import { findSettledRounds, toRouletteBetRow } from './repository';

/** Only settled rounds show their result and hash outside the round's own events. */
export const SETTLED = `r.phase = 'settled'`;

/** The last settled rounds, newest first, with their real-money bets and stakes per currency. */
export async function listRoundHistory(q: Queryable, limit: number) {
  const rows = await findSettledRounds(q, SETTLED, limit);
  return rows.map((row) => ({
    round_id: toSafeInteger(row.id, 'round id'),
    sector: toSafeInteger(row.sector, 'sector'),
    color: row.color,
    multiplier: ROULETTE_PAYS_BP[row.color] / 10_000,
    hash: row.hash,
    recovered: row.recovered,
    settled_at: new Date(String(row.settled_at)).toISOString(),
    bets: toSafeInteger(row.bets, 'bets'),
    wagered: Object.fromEntries(
      Object.entries(row.wagered).map(([currency, total]) => [
        currency,
        fromMinorUnits(toSafeInteger(total, 'wagered'), currency as Currency),
      ]),
    ),
  }));
}

/** The last results a node's mirror starts from (docs/realtime.md, Nodes), as their `round_result` events listed them. */
export async function loadRouletteMirrorHistory(q: Queryable): Promise<RealtimeEvent[]> {
  const rounds = await listRoundHistory(q, SNAPSHOT_HISTORY);
  const entries: RouletteHistoryEntry[] = rounds.map(({ round_id, sector, color, hash }) => ({ round_id, sector, color, hash }));
  return [historyEvent('roulette', entries)];
}

/** The owner's roulette bets, newest first; the round's result and hash only once it is settled. */
export async function listOwnRouletteBets(q: Queryable, player: Player, page: { limit: number; offset: number }) {
  const { total, rows } = await listOwnBetRows<{ sector: unknown; color: RouletteColor | null; hash: string | null }>(q, player, page, {
    bets: 'roulette_bets',
    rounds: 'roulette_rounds',
    roundColumns: `CASE WHEN ${SETTLED} THEN r.sector END AS sector, CASE WHEN ${SETTLED} THEN r.color END AS color,
            CASE WHEN ${SETTLED} THEN r.hash END AS hash`,
  });
  const data = rows.map((row) => {
    const bet = toRouletteBetRow(row.bet);
    return {
      id: bet.id,
      round_id: bet.roundId,
      demo: bet.demoSessionId !== null,
      state: bet.state,
      color: bet.color,
      currency: bet.currency,
      ...stakeOutcomeView(bet),
      sector: row.sector === null ? null : toSafeInteger(row.sector, 'sector'),
      result_color: row.color,
      hash: row.hash,
      created_at: bet.createdAt,
      settled_at: bet.settledAt,
    };
  });
  return { total, data };
}
