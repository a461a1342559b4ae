/**
 * The offline verifier: `npm run verify -- <game> --server-seed <hex> --client-seed <s> --nonce <n> [options]`
 * prints one line of JSON. Bad arguments: a message on stderr and exit code 2. docs/fairness.md lists every game.
 */
import { gameIdOfSlug } from '../lib/games/identity';
import { parseArgs } from 'node:util';
import { findCase } from '../lib/cases-catalog';
import type { CaseItem } from '../lib/fairness/cases';
import { verifyBet, VerifyInputError, type VerifyRequest } from '../lib/fairness/verify';
import { playBaccarat, playSlot, SLOT_ENGINES } from '../lib/slots/games';

const USAGE = `usage: npm run verify -- <game> [options]
  dice      --server-seed <hex> --client-seed <s> --nonce <n>                 {"roll": 19.59}
  keno      --server-seed <hex> --client-seed <s> --nonce <n>                 {"drawn": [...]} in draw order
  mines     --server-seed <hex> --client-seed <s> --nonce <n> --mines <1-24>  {"mines": [...]} tiles 0-24 in draw order
  hilo      --server-seed <hex> --client-seed <s> --nonce <n> --count <n>     {"cards": [...]} deck indexes 0 (2♦) to 51 (A♣)
  coinflip  --server-seed <hex> --client-seed <s> --nonce <n> [--count <n>]   {"flips": ["heads", ...]}
  cases     --server-seed <hex> --client-seed <s> --nonce <n> (--case <slug> | --weights <w1,w2,...>)  {"item": <index>}
  crash     --hash <game hash hex> --salt <salt>                              {"crash": 2.56}
  roulette  --hash <round hash hex> --salt <salt>                             {"sector": 16, "color": "blue", "multiplier": 5.5}
  rooms     --seed <hex> --round <id> --stakes <minor units in bet order, comma-separated>
            {"hash": "<commitment>", "pot": 400, "ticket": 298, "winner": 1, "payout": 380, "commission": 20}
  seed-hash --server-seed <hex>                                               {"hash": "<sha-256 of the seed>"}
  slot      --code <sbx_fruit_classic|sbx_star_lines|sbx_gem_scatter> --server-seed <hex> --client-seed <s> --nonce <n>
            the sandbox slot's spin: {"kind": "slot", "grid": [...], "wins": [...], "multiplierX100": 250}
  baccarat  --server-seed <hex> --client-seed <s> --nonce <n>                 the sandbox table's coup: cards, totals, winner`;

class UsageError extends Error {}

const OPTIONS = {
  'server-seed': { type: 'string' },
  'client-seed': { type: 'string' },
  nonce: { type: 'string' },
  mines: { type: 'string' },
  count: { type: 'string' },
  case: { type: 'string' },
  weights: { type: 'string' },
  hash: { type: 'string' },
  salt: { type: 'string' },
  seed: { type: 'string' },
  round: { type: 'string' },
  stakes: { type: 'string' },
  code: { type: 'string' },
} as const;

type Values = Partial<Record<keyof typeof OPTIONS, string>>;

function required(values: Values, name: keyof typeof OPTIONS): string {
  const value = values[name];
  if (value === undefined) throw new UsageError(`--${name} is required`);
  return value;
}

function wholeNumber(text: string, name: string): number {
  if (!/^\d{1,16}$/.test(text) || !Number.isSafeInteger(Number(text))) {
    throw new UsageError(`--${name} must be a whole number, got "${text}"`);
  }
  return Number(text);
}

function readSeeds(values: Values) {
  return {
    serverSeed: required(values, 'server-seed'),
    clientSeed: required(values, 'client-seed'),
    nonce: wholeNumber(required(values, 'nonce'), 'nonce'),
  };
}

function readCaseWeights(values: Values): number[] {
  if (values.case !== undefined && values.weights !== undefined) throw new UsageError('give --case or --weights, not both');
  if (values.weights !== undefined) return values.weights.split(',').map((w) => wholeNumber(w.trim(), 'weights'));
  const slug = required(values, 'case');
  const entry = findCase(slug);
  if (!entry) throw new UsageError(`no case "${slug}" in the catalogue`);
  // The catalogue lists prices today; its items (value and weight) come with the cases game.
  const items = (entry as { items?: readonly CaseItem[] }).items;
  if (!items?.length) throw new UsageError(`the case "${slug}" lists no items yet: pass --weights`);
  return items.map((item) => item.weight);
}

/** A game by its api id or its page's slug (`miner` is the mines game's page). */
function toRequest(named: string, values: Values): VerifyRequest {
  const game = gameIdOfSlug(named) ?? named;
  switch (game) {
    case 'dice':
    case 'keno':
      return { game, seeds: readSeeds(values) };
    case 'mines':
      return { game, seeds: readSeeds(values), mines: wholeNumber(required(values, 'mines'), 'mines') };
    case 'hilo':
      return { game, seeds: readSeeds(values), count: wholeNumber(required(values, 'count'), 'count') };
    case 'coinflip':
      return { game, seeds: readSeeds(values), count: values.count === undefined ? 1 : wholeNumber(values.count, 'count') };
    case 'cases':
      return { game, seeds: readSeeds(values), weights: readCaseWeights(values) };
    case 'crash':
    case 'roulette':
      return { game, gameHash: required(values, 'hash'), salt: required(values, 'salt') };
    case 'rooms':
      return {
        game,
        seed: required(values, 'seed'),
        roundId: wholeNumber(required(values, 'round'), 'round'),
        stakesMinor: required(values, 'stakes')
          .split(',')
          .map((stake) => wholeNumber(stake.trim(), 'stakes')),
      };
    case 'seed-hash':
      return { game, serverSeed: required(values, 'server-seed') };
    default:
      throw new UsageError(game ? `unknown game "${game}"` : 'name a game');
  }
}

/** The sandbox aggregator's games (docs/casino.md): the same float stream, their own mappings in lib/slots. */
function verifySandboxGame(game: string, values: Values): unknown {
  const seeds = readSeeds(values);
  try {
    if (game === 'baccarat') return playBaccarat(seeds);
    const code = required(values, 'code');
    if (!SLOT_ENGINES[code]) throw new UsageError(`no sandbox slot "${code}"`);
    return playSlot(code, seeds);
  } catch (error) {
    if (error instanceof RangeError) throw new UsageError(error.message);
    throw error;
  }
}

function main(argv: string[]): number {
  try {
    const { values, positionals } = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: true });
    if (positionals.length !== 1) throw new UsageError(positionals.length ? `one game, got ${positionals.join(' ')}` : 'name a game');
    const [game] = positionals;
    const result = game === 'slot' || game === 'baccarat' ? verifySandboxGame(game, values) : verifyBet(toRequest(game, values));
    process.stdout.write(`${JSON.stringify(result)}\n`);
    return 0;
  } catch (error) {
    const known =
      error instanceof UsageError || error instanceof VerifyInputError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS');
    if (!known) throw error;
    process.stderr.write(`verify: ${(error as Error).message}\n${USAGE}\n`);
    return 2;
  }
}

process.exitCode = main(process.argv.slice(2));
