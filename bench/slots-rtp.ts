/**
 * Return to player of the sandbox aggregator's games by simulation (not a test; prints figures): N spins per slot and
 * N coups of speed baccarat (N from the first argument, default 1 000 000) through lib/slots with a fresh server
 * seed, against the RTP declared in lib/slots/games.ts. For each: the measured RTP, the declared one, their difference
 * in standard errors of the measurement, the hit frequency (spins that pay anything) and the largest multiplier seen.
 * Usage: npm run bench:slots -- 200000
 */
import { performance } from 'node:perf_hooks';
import { FairFloats } from '../lib/fairness/floats';
import { createServerSeed } from '../lib/fairness/seeds';
import { createSlotSpinner, SANDBOX_GAMES, SLOT_ENGINES } from '../lib/slots/games';
import { BACCARAT_MAX_CARDS, BACCARAT_SIDE_RTP_PERCENT, getBaccaratOutcome } from '../lib/slots/speed-baccarat';
import type { BaccaratSide } from '../lib/slots/types';

const N = Number(process.argv[2] ?? 1_000_000);
if (!Number.isSafeInteger(N) || N < 2) throw new Error(`N must be a whole number above 1, got ${process.argv[2]}`);
const SERVER_SEED = createServerSeed();

/** Returns in hundredths of the stake. */
class Tally {
  sum = 0;
  sumSquares = 0;
  hits = 0;
  max = 0;

  add(x100: number): void {
    this.sum += x100;
    this.sumSquares += x100 * x100;
    if (x100 > 0) this.hits++;
    if (x100 > this.max) this.max = x100;
  }

  row(name: string, declared: number, seconds: number): Record<string, string> {
    const mean = this.sum / N;
    const error = Math.sqrt(Math.max(0, this.sumSquares / N - mean * mean) / N);
    return {
      game: name,
      measured: `${mean.toFixed(3)} %`,
      declared: `${declared.toFixed(2)} %`,
      'std error': `${error.toFixed(3)} pp`,
      'diff (SE)': ((mean - declared) / error).toFixed(2),
      'hit freq': `${((100 * this.hits) / N).toFixed(2)} %`,
      'max win': `${(this.max / 100).toFixed(2)}x`,
      seconds: seconds.toFixed(1),
    };
  }
}

const rows: Record<string, string>[] = [];
for (const game of SANDBOX_GAMES) {
  if (!Object.hasOwn(SLOT_ENGINES, game.code)) continue;
  const started = performance.now();
  const spin = createSlotSpinner(game.code, SERVER_SEED, `bench-${game.code}`);
  const tally = new Tally();
  for (let nonce = 0; nonce < N; nonce++) tally.add(spin(nonce).multiplierX100);
  rows.push(tally.row(game.code, game.rtpPercent, (performance.now() - started) / 1000));
}

{
  const started = performance.now();
  const stream = new FairFloats(SERVER_SEED, 'bench-sbx_speed_baccarat');
  const floats = new Float64Array(BACCARAT_MAX_CARDS);
  const sides: Record<BaccaratSide, Tally> = { player: new Tally(), banker: new Tally(), tie: new Tally() };
  // One coup settles a unit bet on each side; a push returns the stake (100) and counts as a hit.
  const returns: Record<BaccaratSide, Record<BaccaratSide, number>> = {
    player: { player: 200, banker: 0, tie: 100 },
    banker: { player: 0, banker: 195, tie: 100 },
    tie: { player: 0, banker: 0, tie: 900 },
  };
  for (let nonce = 0; nonce < N; nonce++) {
    const { winner } = getBaccaratOutcome(stream.fill(nonce, floats));
    for (const side of ['player', 'banker', 'tie'] as const) sides[side].add(returns[side][winner]);
  }
  const seconds = (performance.now() - started) / 1000;
  for (const side of ['banker', 'player', 'tie'] as const) {
    rows.push(sides[side].row(`sbx_speed_baccarat ${side}`, BACCARAT_SIDE_RTP_PERCENT[side], seconds));
  }
}

console.log(`${N} spins or coups per game, server seed ${SERVER_SEED}`);
console.table(rows);
