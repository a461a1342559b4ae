import { describe, expect, it } from 'vitest';
import { BUSTABIT_HASH as HASH, BUSTABIT_SALT as SALT } from './testing/bustabit-game';
import { runVerifyCli as verify } from './testing/run-verify-cli';
import { verifyBet, VerifyInputError } from './verify';

const SEED = 'a9a09f7f84c9dc6d4f46f9b702d8e7e211e1fc219ac10e1145c4ca032eb000c6';

describe('npm run verify: roulette and rooms', () => {
  it('prints one line of JSON each', async () => {
    const [roulette, rooms] = await Promise.all([
      verify('roulette', '--hash', HASH, '--salt', SALT),
      verify('rooms', '--seed', SEED, '--round', '42', '--stakes', '100, 250,50'),
    ]);
    expect(roulette).toEqual({ code: 0, stdout: '{"sector":16,"color":"blue","multiplier":5.5}\n', stderr: '' });
    expect(rooms.code).toBe(0);
    expect(rooms.stdout.split('\n')).toHaveLength(2);
    expect(JSON.parse(rooms.stdout)).toEqual({
      hash: '735699851adce9f8345624575365a435e2ac5d4e941ab2744db8c2ad00a6d79f',
      pot: 400,
      ticket: 298,
      winner: 1,
      payout: 380,
      commission: 20,
    });
  });

  it('refuses bad arguments with code 2 and the usage', async () => {
    const runs = await Promise.all([
      verify('roulette', '--hash', HASH),
      verify('roulette', '--hash', 'ABC', '--salt', SALT),
      verify('rooms', '--seed', SEED, '--round', '0', '--stakes', '1'),
      verify('rooms', '--seed', SEED, '--round', '1', '--stakes', '1,x'),
      verify('rooms', '--seed', SEED, '--round', '1', '--stakes', '1,0'),
    ]);
    for (const result of runs) {
      expect(result.code).toBe(2);
      expect(result.stdout).toBe('');
      expect(result.stderr).toMatch(/^verify: .+\nusage: npm run verify/);
    }
  });

  it('verifyBet (the browser) computes the same and refuses what the CLI refuses', () => {
    expect(verifyBet({ game: 'roulette', gameHash: HASH, salt: SALT })).toEqual({ sector: 16, color: 'blue', multiplier: 5.5 });
    expect(verifyBet({ game: 'rooms', seed: SEED, roundId: 42, stakesMinor: [100, 250, 50] })).toMatchObject({ ticket: 298, winner: 1 });
    expect(() => verifyBet({ game: 'rooms', seed: SEED, roundId: 42, stakesMinor: new Array(1_001).fill(1) })).toThrow(VerifyInputError);
    expect(() => verifyBet({ game: 'roulette', gameHash: HASH, salt: '' })).toThrow(VerifyInputError);
  });
});
