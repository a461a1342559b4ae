/**
 * Return to player by simulation (not a test; prints figures): ROUNDS bets per game and setting (default 10 000 000)
 * through lib/fairness (the float stream, the mappings, the multipliers in basis points), against the declared RTP
 * (lib/games-catalog.ts) and the exact RTP of the rules. Goal: measured within 0.1 pp of declared.
 * The settings of one game share its rounds (one stream of nonces, every setting settled on each round), so each
 * setting sees ROUNDS independent rounds; figures of one game are correlated with each other.
 * Usage: npm run bench:rtp   (ROUNDS=1000000 npm run bench:rtp for a quicker look)
 */
import { performance } from 'node:perf_hooks';
import { findCase, CASES } from '../lib/cases-catalog';
import { getCaseExactRtp, pickCaseItem, type CaseItem } from '../lib/fairness/cases';
import { getCoinflipMultiplierBp, getCoinSide } from '../lib/fairness/coinflip';
import { getDiceExactRtp, getDiceMultiplierBp, getDiceRollCenti, isDiceWin, type DiceBet } from '../lib/fairness/dice';
import { FairFloats } from '../lib/fairness/floats';
import {
  applyHiloStep,
  getCard,
  getCardRank,
  getHiloStepMultiplierBp,
  getHiloWinningRanks,
  isHiloWin,
  type HiloGuess,
} from '../lib/fairness/hilo';
import { drawKeno, getKenoExactRtp, getKenoMultiplierBp, KENO_MAX_PICKS } from '../lib/fairness/keno';
import { KENO_RISKS } from '../lib/fairness/keno-paytables';
import { getMinesExactRtp, getMinesMultiplierBp, getMinesTileOrder } from '../lib/fairness/mines';
import { getRtpBp, ONE_X_BP, type FairGame } from '../lib/fairness/multiplier';
import { createServerSeed } from '../lib/fairness/seeds';

const ROUNDS = Number(process.env.ROUNDS ?? 10_000_000);
if (!Number.isSafeInteger(ROUNDS) || ROUNDS < 1) throw new Error(`ROUNDS must be a whole number above 0, got ${process.env.ROUNDS}`);
const SERVER_SEED = process.env.SERVER_SEED ?? createServerSeed();

/** One setting's tally: payouts in basis points of the stake. */
class Tally {
  sum = 0;
  sumSquares = 0;
  constructor(
    readonly game: string,
    readonly setting: string,
    readonly declared: number,
    readonly exact: number,
  ) {}

  add(multiplierBp: number): void {
    this.sum += multiplierBp;
    this.sumSquares += multiplierBp * multiplierBp;
  }
}

const tallies: Tally[] = [];
function tally(game: FairGame, setting: string, exact: number, steps = 1): Tally {
  const t = new Tally(game, setting, (getRtpBp(game) / ONE_X_BP) ** steps, exact);
  tallies.push(t);
  return t;
}

function run(game: string, floatsPerRound: number, settle: (floats: Float64Array) => void): void {
  const started = performance.now();
  const stream = new FairFloats(SERVER_SEED, `bench-${game}`);
  const floats = new Float64Array(floatsPerRound);
  for (let nonce = 0; nonce < ROUNDS; nonce++) settle(stream.fill(nonce, floats));
  process.stderr.write(`${game}: ${ROUNDS} rounds in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
}

function benchDice(): void {
  const bets: [string, DiceBet][] = [
    ['under 50.00 (1.98x)', { targetCenti: 5000, direction: 'under' }],
    ['over 75.00 (3.96x)', { targetCenti: 7500, direction: 'over' }],
    ['under 10.00 (9.9x)', { targetCenti: 1000, direction: 'under' }],
    ['under 90.00 (1.1x)', { targetCenti: 9000, direction: 'under' }],
    ['over 2.00 (98 %)', { targetCenti: 200, direction: 'over' }],
  ];
  const rows = bets.map(([name, bet]) => ({ bet, multiplier: getDiceMultiplierBp(bet), t: tally('dice', name, getDiceExactRtp(bet)) }));
  run('dice', 1, (floats) => {
    const roll = getDiceRollCenti(floats[0]);
    for (const row of rows) row.t.add(isDiceWin(row.bet, roll) ? row.multiplier : 0);
  });
}

function benchCoinflip(): void {
  const single = tally('coinflip', 'one flip, call heads', 0.99);
  const seriesFlips = 3;
  const seriesBp = getCoinflipMultiplierBp(seriesFlips);
  const series = tally('coinflip', `series of ${seriesFlips}, call heads`, seriesBp / ONE_X_BP / 2 ** seriesFlips, seriesFlips);
  run('coinflip', seriesFlips, (floats) => {
    single.add(getCoinSide(floats[0]) === 'heads' ? getCoinflipMultiplierBp(1) : 0);
    let won = true;
    for (let i = 0; i < seriesFlips; i++) won &&= getCoinSide(floats[i]) === 'heads';
    series.add(won ? seriesBp : 0);
  });
}

function benchKeno(): void {
  // The player picks 1..n: every number is as likely as another, so the picks do not matter.
  const rows = KENO_RISKS.map((risk) =>
    Array.from({ length: KENO_MAX_PICKS }, (_, i) => ({
      t: tally('keno', `${risk} ${i + 1} picks`, getKenoExactRtp(risk, i + 1)),
      multipliers: Array.from({ length: i + 2 }, (_, hits) => getKenoMultiplierBp(risk, i + 1, hits)),
    })),
  );
  const drawn = new Array<number>(10);
  const isDrawn = new Uint8Array(41);
  run('keno', 10, (floats) => {
    drawKeno(floats, drawn);
    isDrawn.fill(0);
    for (const n of drawn) isDrawn[n] = 1;
    for (const risk of rows) {
      let hits = 0;
      for (let picks = 1; picks <= KENO_MAX_PICKS; picks++) {
        hits += isDrawn[picks];
        const row = risk[picks - 1];
        row.t.add(row.multipliers[hits]);
      }
    }
  });
}

function benchMines(): void {
  // Reveal tiles 0, 1, ... k-1, then cash out: a blind pick is as good as any other.
  const strategies = [
    [1, 10],
    [3, 5],
    [5, 3],
    [10, 2],
    [20, 1],
  ].map(([mines, reveals]) => ({
    mines,
    reveals,
    multiplier: getMinesMultiplierBp(mines, reveals),
    t: tally('mines', `${mines} mines, ${reveals} revealed`, getMinesExactRtp(mines, reveals)),
  }));
  const order = new Array<number>(25);
  const position = new Int32Array(25);
  run('mines', 24, (floats) => {
    getMinesTileOrder(floats, order);
    for (let i = 0; i < 25; i++) position[order[i]] = i;
    for (const s of strategies) {
      let safe = true;
      for (let tile = 0; tile < s.reveals; tile++) safe &&= position[tile] >= s.mines;
      s.t.add(safe ? s.multiplier : 0);
    }
  });
}

function likelierGuess(card: number): HiloGuess {
  const rank = getCardRank(card);
  return getHiloWinningRanks(rank, 'higher') >= getHiloWinningRanks(rank, 'lower') ? 'higher' : 'lower';
}

/** Exact return of "guess the likelier side for `steps` cards, then cash out", by walking every rank path. */
function hiloLikelierExactRtp(steps: number): number {
  type State = [rank: number, multiplierBp: number, probability: number];
  let states: State[] = Array.from({ length: 13 }, (_, rank): State => [rank, ONE_X_BP, 1 / 13]);
  for (let s = 0; s < steps; s++) {
    const next: State[] = [];
    for (const [rank, multiplierBp, probability] of states) {
      const card = rank * 4;
      const guess = likelierGuess(card);
      for (let to = 0; to < 13; to++) {
        if (isHiloWin(card, to * 4, guess)) next.push([to, applyHiloStep(multiplierBp, card, guess), probability / 13]);
      }
    }
    states = next;
  }
  return states.reduce((sum, [, multiplierBp, probability]) => sum + (multiplierBp / ONE_X_BP) * probability, 0);
}

function benchHilo(): void {
  const one = tally('hilo', 'likelier side, 1 card', hiloLikelierExactRtp(1));
  const three = tally('hilo', 'likelier side, 3 cards', hiloLikelierExactRtp(3), 3);
  const same = tally('hilo', 'same, 1 card', (getHiloStepMultiplierBp(0, 'same') / ONE_X_BP) * (1 / 13));
  run('hilo', 4, (floats) => {
    let running = ONE_X_BP;
    for (let step = 0; step < 3; step++) {
      const card = getCard(floats[step]);
      const guess = likelierGuess(card);
      if (!isHiloWin(card, getCard(floats[step + 1]), guess)) {
        running = 0;
        break;
      }
      running = applyHiloStep(running, card, guess);
      if (step === 0) one.add(running);
    }
    three.add(running);
    const first = getCard(floats[0]);
    same.add(isHiloWin(first, getCard(floats[1]), 'same') ? getHiloStepMultiplierBp(first, 'same') : 0);
  });
}

/** Illustrative cases (95 %), used while the catalogue lists prices only. */
const SAMPLE_CASES: { slug: string; priceMinor: number; items: CaseItem[] }[] = [
  {
    slug: 'sample-even',
    priceMinor: 10_000,
    items: [
      { valueMinor: 4_400, weight: 50 },
      { valueMinor: 8_500, weight: 30 },
      { valueMinor: 15_000, weight: 15 },
      { valueMinor: 50_000, weight: 5 },
    ],
  },
  {
    slug: 'sample-jackpot',
    priceMinor: 10_000,
    items: [
      { valueMinor: 3_000, weight: 7_000 },
      { valueMinor: 8_000, weight: 2_000 },
      { valueMinor: 30_000, weight: 900 },
      { valueMinor: 310_000, weight: 100 },
    ],
  },
];

function benchCases(): void {
  const catalogued = CASES.flatMap((entry) => {
    const items = (findCase(entry.slug) as { items?: CaseItem[] } | undefined)?.items;
    return items?.length ? [{ slug: entry.slug, priceMinor: entry.priceMinor, items }] : [];
  });
  const cases = catalogued.length ? catalogued : SAMPLE_CASES;
  const rows = cases.map((c) => ({
    weights: c.items.map((item) => item.weight),
    // The payout as a multiple of the price, in basis points (exact for these prices).
    values: c.items.map((item) => (item.valueMinor * ONE_X_BP) / c.priceMinor),
    t: tally('cases', c.slug, getCaseExactRtp(c.priceMinor, c.items)),
  }));
  run('cases', 1, (floats) => {
    for (const row of rows) row.t.add(row.values[pickCaseItem(floats[0], row.weights)]);
  });
}

function percent(x: number): string {
  return (x * 100).toFixed(3);
}

function main(): void {
  process.stderr.write(`server seed ${SERVER_SEED}, ${ROUNDS} rounds per game\n`);
  const started = performance.now();
  benchDice();
  benchCoinflip();
  benchKeno();
  benchMines();
  benchHilo();
  benchCases();
  const header = [
    'game',
    'setting',
    'declared %',
    'exact %',
    'measured %',
    'measured - declared pp',
    '1 SE pp',
    'measured - exact',
    'rounds for 2 SE <= 0.1 pp',
  ];
  const lines = tallies.map((t) => {
    const mean = t.sum / ROUNDS / ONE_X_BP;
    const meanSquares = t.sumSquares / ROUNDS / ONE_X_BP ** 2;
    const se = Math.sqrt(Math.max(0, meanSquares - mean * mean) / ROUNDS);
    // The noise of ROUNDS rounds: a setting whose standard error is above 0.05 pp cannot be held to 0.1 pp by this run.
    const roundsNeeded = Math.ceil(ROUNDS * (se / 0.0005) ** 2);
    return [
      t.game,
      t.setting,
      percent(t.declared),
      percent(t.exact),
      percent(mean),
      ((mean - t.declared) * 100).toFixed(3),
      (se * 100).toFixed(3),
      `${((mean - t.exact) / se).toFixed(1)} SE`,
      roundsNeeded.toExponential(1),
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const format = (cells: string[]) => `| ${cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ')} |`;
  console.log(format(header));
  console.log(`|${widths.map((w, i) => (i < 2 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`);
  for (const line of lines) console.log(format(line));
  process.stderr.write(`total ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
}

main();
