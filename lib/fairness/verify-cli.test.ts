import { describe, expect, it } from 'vitest';
import { playBaccarat, playSlot } from '../slots/games';
import { BUSTABIT_HASH, BUSTABIT_SALT } from './testing/bustabit-game';
import { runVerifyCli as verify } from './testing/run-verify-cli';

const SEEDS = [
  '--server-seed',
  'a9a09f7f84c9dc6d4f46f9b702d8e7e211e1fc219ac10e1145c4ca032eb000c6',
  '--client-seed',
  '3c83fc7e07',
  '--nonce',
  '3',
];

describe('npm run verify', () => {
  it('prints one line of JSON per game', async () => {
    const runs = await Promise.all([
      verify('dice', ...SEEDS),
      verify('keno', ...SEEDS),
      verify('mines', ...SEEDS, '--mines', '3'),
      verify('hilo', ...SEEDS, '--count', '5'),
      verify('coinflip', ...SEEDS, '--count', '4'),
      verify('cases', ...SEEDS, '--weights', '1,2,3,4'),
      verify('crash', '--hash', BUSTABIT_HASH, '--salt', BUSTABIT_SALT),
      verify('seed-hash', SEEDS[0], SEEDS[1]),
    ]);
    expect(runs.map((r) => r.code)).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
    for (const r of runs) expect(r.stdout.endsWith('\n') && r.stdout.trim().split('\n')).toHaveLength(1);
    expect(runs.map((r): unknown => JSON.parse(r.stdout))).toEqual([
      { roll: 19.59 },
      { drawn: [8, 19, 28, 29, 18, 30, 11, 13, 3, 2] },
      { mines: [4, 11, 17] },
      { cards: [10, 23, 35, 36, 23] },
      { flips: ['heads', 'heads', 'tails', 'tails'] },
      { item: 1 },
      { crash: 1.46 },
      { hash: '735699851adce9f8345624575365a435e2ac5d4e941ab2744db8c2ad00a6d79f' },
    ]);
  });

  it("replays the sandbox aggregator's spins and coups (lib/slots) from the same seeds", async () => {
    const seeds = { serverSeed: SEEDS[1], clientSeed: SEEDS[3], nonce: 3 };
    const [slot, coup, unknown] = await Promise.all([
      verify('slot', '--code', 'sbx_star_lines', ...SEEDS),
      verify('baccarat', ...SEEDS),
      verify('slot', '--code', 'sbx_nope', ...SEEDS),
    ]);
    expect(JSON.parse(slot.stdout)).toEqual(playSlot('sbx_star_lines', seeds));
    expect(JSON.parse(coup.stdout)).toEqual(playBaccarat(seeds));
    expect(unknown.code).toBe(2);
  });

  it('answers bad arguments with a message and exit code 2', async () => {
    const cases: [string[], RegExp][] = [
      [[], /name a game/],
      [['blackjack', ...SEEDS], /unknown game "blackjack"/],
      [['dice'], /--server-seed is required/],
      [['dice', ...SEEDS.slice(0, 4)], /--nonce is required/],
      [['dice', ...SEEDS.slice(0, 5), '-1'], /nonce/],
      [['dice', ...SEEDS.slice(0, 5), '1e3'], /--nonce must be a whole number/],
      [['dice', '--server-seed', 'ABC', ...SEEDS.slice(2)], /server seed must be 64 lower-case hex/],
      [['dice', ...SEEDS, '--bogus', 'x'], /Unknown option '--bogus'/],
      [['mines', ...SEEDS], /--mines is required/],
      [['mines', ...SEEDS, '--mines', '25'], /mines must be a whole number from 1 to 24/],
      [['hilo', ...SEEDS, '--count', '0'], /count must be a whole number from 1/],
      [['coinflip', ...SEEDS, '--count', '21'], /count must be a whole number from 1 to 20/],
      [['cases', ...SEEDS, '--weights', '1,0'], /weights must be whole numbers above 0/],
      [['cases', ...SEEDS, '--case', 'no-such-case'], /no case "no-such-case"/],
      [['crash', '--hash', 'abc', '--salt', 's'], /game hash must be 64/],
      [['dice', 'keno', ...SEEDS], /one game/],
    ];
    const runs = await Promise.all(cases.map(([args]) => verify(...args)));
    runs.forEach((r, i) => {
      expect(r.code, cases[i][0].join(' ')).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr).toMatch(cases[i][1]);
      expect(r.stderr).toMatch(/usage: npm run verify/);
    });
  });
});
