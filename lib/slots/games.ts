import { FairFloats, generateFloats } from '../fairness/floats';
import { FRUIT_CLASSIC } from './fruit-classic';
import { GEM_SCATTER } from './gem-scatter';
import { BACCARAT_MAX_CARDS, BACCARAT_SIDE_RTP_PERCENT, getBaccaratOutcome, getBaccaratReturnMinor } from './speed-baccarat';
import { STAR_LINES_GAME } from './star-lines';
import type { BaccaratBets, BaccaratOutcome, SlotEngine, SlotOutcome, SlotSeeds } from './types';

export type SandboxGame = {
  code: string;
  name: string;
  category: 'slots' | 'live';
  /** Declared return to player, in percent (96.25 = 96.25 %); checked by the games' tests and bench/slots-rtp.ts. */
  rtpPercent: number;
  /** How it plays: 'lines' (paylines), 'pay-anywhere' or 'punto-banco'. */
  mechanic: string;
};

/**
 * The sandbox aggregator's games. Each RTP is declared here only: fruit-classic's, star-lines' and gem-scatter's are
 * their exact returns rounded to 0.01 (fruit-classic.test.ts, star-lines.test.ts, gem-scatter.test.ts);
 * speed-baccarat's is the banker bet's (the player bet returns 98.76 %, the tie 85.64 %: BACCARAT_SIDE_RTP_PERCENT).
 */
export const SANDBOX_GAMES: readonly SandboxGame[] = [
  { code: 'sbx_fruit_classic', name: 'Fruit Classic', category: 'slots', rtpPercent: 96.25, mechanic: 'lines' },
  { code: 'sbx_star_lines', name: 'Star Lines', category: 'slots', rtpPercent: 96.2, mechanic: 'lines' },
  { code: 'sbx_gem_scatter', name: 'Gem Scatter', category: 'slots', rtpPercent: 96.53, mechanic: 'pay-anywhere' },
  {
    code: 'sbx_speed_baccarat',
    name: 'Speed Baccarat',
    category: 'live',
    rtpPercent: BACCARAT_SIDE_RTP_PERCENT.banker,
    mechanic: 'punto-banco',
  },
];

export const SLOT_ENGINES: Readonly<Record<string, SlotEngine>> = {
  sbx_fruit_classic: FRUIT_CLASSIC,
  sbx_star_lines: STAR_LINES_GAME,
  sbx_gem_scatter: GEM_SCATTER,
};

export function findSandboxGame(code: string): SandboxGame | undefined {
  return SANDBOX_GAMES.find((game) => game.code === code);
}

function getSlotEngine(code: string): SlotEngine {
  const engine = Object.hasOwn(SLOT_ENGINES, code) ? SLOT_ENGINES[code] : undefined;
  if (!engine) throw new RangeError(`"${code}" is not a sandbox slot`);
  return engine;
}

export function playSlot(code: string, seeds: SlotSeeds): SlotOutcome {
  const engine = getSlotEngine(code);
  return engine.spin(generateFloats(seeds, engine.floatCount));
}

/** The same spins as playSlot for many nonces of one seed pair, without preparing the HMAC key each time (benches). */
export function createSlotSpinner(code: string, serverSeed: string, clientSeed: string): (nonce: number) => SlotOutcome {
  const engine = getSlotEngine(code);
  const stream = new FairFloats(serverSeed, clientSeed);
  const floats = new Float64Array(engine.floatCount);
  return (nonce) => engine.spin(stream.fill(nonce, floats));
}

/** floor(bet x multiplierX100 / 100) in whole minor units. */
export function slotPayoutMinor(betMinor: number, outcome: SlotOutcome): number {
  if (!Number.isSafeInteger(betMinor) || betMinor < 0) throw new RangeError('the bet must be a whole number of minor units from 0');
  const m = outcome.multiplierX100;
  if (!Number.isSafeInteger(m) || m < 0) throw new RangeError('the multiplier must be whole hundredths from 0');
  const payout = (BigInt(betMinor) * BigInt(m)) / 100n;
  if (payout > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError('the payout is too large');
  return Number(payout);
}

export function playBaccarat(seeds: SlotSeeds): BaccaratOutcome {
  return getBaccaratOutcome(generateFloats(seeds, BACCARAT_MAX_CARDS));
}

/** The total returned for a round's bets, stakes included where they win or push. */
export function baccaratPayoutMinor(bets: BaccaratBets, outcome: BaccaratOutcome): number {
  return getBaccaratReturnMinor(bets, outcome);
}
