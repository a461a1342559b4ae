import { CURRENCIES, CURRENCY_EXPONENTS, type Currency } from '@/lib/currencies';
import { ONE_X_BP } from '@/lib/fairness/multiplier';
import { fromMinorUnits } from '@/lib/money';
import { GAME_IDS } from '@/lib/games/identity';
import { TtlCache } from '@/lib/ttl-cache';
import { TOP_LIMIT, TOP_PERIOD_MS, TOP_PERIODS, type TopPeriod, type TopPlayer, type TopReply, type TopWin } from '@/lib/top/contract';
import type { Queryable } from '../../db/db';
import { invertRate, ONE, parseRate, type Rate } from '../billing/rates/exchange';
import { getRateTable } from '../billing/rates/service';
import { listBiggestWins, listTopPlayers, type TopBettorRow, type UsdFactor } from './repository';

const USD: Currency = 'USD';

/** USD minor units per minor unit of each currency with a stored rate to USD (either direction). */
export async function usdFactors(q: Queryable): Promise<UsdFactor[]> {
  const toUsd = new Map<string, Rate>([[USD, ONE]]);
  const { rates } = await getRateTable(q);
  for (const [base, quotes] of Object.entries(rates))
    for (const [quote, rate] of Object.entries(quotes ?? {})) {
      if (quote === USD) toUsd.set(base, parseRate(rate));
      if (base === USD) toUsd.set(quote, invertRate(parseRate(rate)));
    }
  return CURRENCIES.flatMap((currency) => {
    const rate = toUsd.get(currency);
    if (!rate) return [];
    const num = rate.num * 10n ** BigInt(CURRENCY_EXPONENTS[USD]);
    const den = rate.den * 10n ** BigInt(CURRENCY_EXPONENTS[currency]);
    return [{ currency, num, den }];
  });
}

/** What others see of a player: their public display name, nothing when they hide their statistics. */
function playerOf(row: TopBettorRow): TopPlayer {
  if (row.statisticsHidden) return null;
  return { name: row.name, avatar: row.avatarHidden ? null : row.avatar };
}

function categoryOf(game: string, casinoCategory: string | null): TopWin['game_category'] {
  if ((GAME_IDS as readonly string[]).includes(game)) return 'in_house';
  return casinoCategory === 'slots' || casinoCategory === 'live' ? casinoCategory : null;
}

const isCurrency = (code: string): code is Currency => (CURRENCIES as readonly string[]).includes(code);

export async function loadTop(q: Queryable, period: TopPeriod, nowMs = Date.now()): Promise<TopReply> {
  const since = new Date(nowMs - TOP_PERIOD_MS[period]);
  const factors = await usdFactors(q);
  const [wins, ranks] = await Promise.all([listBiggestWins(q, since, factors, TOP_LIMIT), listTopPlayers(q, since, factors, TOP_LIMIT)]);
  return {
    period,
    since: since.toISOString(),
    biggest_wins: wins.map((win) => ({
      player: playerOf(win),
      game: win.game,
      game_category: categoryOf(win.game, win.category),
      game_name: win.gameName,
      multiplier: win.multiplierBp / ONE_X_BP,
      amount: isCurrency(win.currency) ? fromMinorUnits(win.payoutMinor, win.currency) : 0,
      currency: win.currency,
      at: win.at,
    })),
    top_players: ranks.map((rank, index) => ({
      rank: index + 1,
      player: playerOf(rank),
      wagered: fromMinorUnits(rank.wageredUsdMinor, USD),
      bets: rank.bets,
      biggest_multiplier: rank.multiplierBp / ONE_X_BP,
    })),
  };
}

/** The top per period, computed at most once per ttl per api process. */
export function createTopService(q: Queryable, ttlMs: number) {
  const cache = new TtlCache<TopReply>(ttlMs, TOP_PERIODS.length);
  return {
    get: (period: TopPeriod) => (ttlMs > 0 ? cache.getOrLoad(period, () => loadTop(q, period)) : loadTop(q, period)),
  };
}
