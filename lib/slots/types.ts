/** What decides one spin or round: the repository's provably-fair seeds (lib/fairness/floats.ts). */
export type SlotSeeds = { serverSeed: string; clientSeed: string; nonce: number };

/** One win of a spin: a line win names its payline (0-based), a pay-anywhere win has none. */
export type SlotWin = { symbol: string; count: number; line: number | null; multiplierX100: number };

export type SlotOutcome = {
  kind: 'slot';
  /** grid[reel][row], symbol ids. */
  grid: string[][];
  wins: SlotWin[];
  /** The total of the wins in hundredths of the bet: 250 = 2.5x. */
  multiplierX100: number;
};

export type BaccaratSide = 'player' | 'banker' | 'tie';
/** Minor units, whole numbers above 0. */
export type BaccaratBets = Partial<Record<BaccaratSide, number>>;

export type BaccaratOutcome = {
  kind: 'baccarat';
  /** Cards 0..51 in the order dealt to each hand (lib/fairness/hilo.ts: rank 2..A times 4 plus the suit). */
  player: number[];
  banker: number[];
  playerTotal: number;
  bankerTotal: number;
  winner: BaccaratSide;
};

/** A slot game's rules as the shared spin helpers see them: it maps `floatCount` floats to an outcome. */
export type SlotEngine = {
  floatCount: number;
  spin: (floats: ArrayLike<number>) => SlotOutcome;
};
