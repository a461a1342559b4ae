import { COINFLIP_MAX_FLIPS, getCoinflipMultiplierBp, getCoinflipStepBp, getCoinSide, type CoinSide } from '@/lib/fairness/coinflip';
import type { BetRecord, Draw, Outcome } from '../core/types';
import { gameErrors } from '../core/errors';

/** One flip, one call: 1.98x when the call is right. Float 0 decides it (docs/fairness.md). */
export function settleCoinflip(side: CoinSide, draw: Draw): Outcome {
  const flip = getCoinSide(draw(1)[0]);
  return { open: false, multiplierBp: flip === side ? getCoinflipStepBp() : 0, result: { flips: [flip], calls: [side] } };
}

type SeriesResult = { flips: CoinSide[]; calls: CoinSide[]; wins: number };

/** Flip i of a series is float i of the bet; a miss loses the series, 20 wins pay by themselves. */
function flipNext(previous: SeriesResult, side: CoinSide, draw: Draw): Outcome {
  const flip = getCoinSide(draw(1, previous.flips.length)[0]);
  const flips = [...previous.flips, flip];
  const calls = [...previous.calls, side];
  if (flip !== side) return { open: false, multiplierBp: 0, result: { flips, calls, wins: previous.wins } };
  const wins = previous.wins + 1;
  const multiplierBp = getCoinflipMultiplierBp(wins);
  if (wins === COINFLIP_MAX_FLIPS) return { open: false, multiplierBp, result: { flips, calls, wins } };
  return { open: true, multiplierBp, result: { flips, calls, wins, next_multiplier_bp: getCoinflipMultiplierBp(wins + 1) } };
}

export function startCoinflipSeries(side: CoinSide, draw: Draw): Outcome {
  return flipNext({ flips: [], calls: [], wins: 0 }, side, draw);
}

function seriesOf(bet: BetRecord): SeriesResult {
  const { flips, calls, wins } = bet.result as SeriesResult;
  return { flips, calls, wins };
}

export function flipCoinflipSeries(bet: BetRecord, side: CoinSide, draw: Draw): Outcome {
  return flipNext(seriesOf(bet), side, draw);
}

export function cashOutCoinflipSeries(bet: BetRecord): Outcome {
  const series = seriesOf(bet);
  if (series.wins < 1) throw gameErrors.cashoutTooEarly();
  return { open: false, multiplierBp: getCoinflipMultiplierBp(series.wins), result: series };
}
