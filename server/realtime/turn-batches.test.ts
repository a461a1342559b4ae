import { describe, expect, it } from 'vitest';
import { createTurnBatches } from './turn-batches';

const turnEnd = () => new Promise((resolve) => setImmediate(resolve));

describe('createTurnBatches', () => {
  it("writes a turn's frames per key as one buffer, in order, when the turn ends", async () => {
    const writes: Array<[string, string]> = [];
    const batches = createTurnBatches<string>((key, frames) => writes.push([key, frames.toString()]));
    batches.add('crash', Buffer.from('a'));
    batches.add('roulette', Buffer.from('x'));
    batches.add('crash', Buffer.from('b'));
    expect(writes).toEqual([]);
    await turnEnd();
    expect(writes).toEqual([
      ['crash', 'ab'],
      ['roulette', 'x'],
    ]);
    batches.add('crash', Buffer.from('c'));
    await turnEnd();
    expect(writes.at(-1)).toEqual(['crash', 'c']);
    expect(writes).toHaveLength(3);
  });

  it('flushes at once on demand, and the end of the turn then has nothing left to write', async () => {
    const writes: string[] = [];
    const batches = createTurnBatches<string>((_key, frames) => writes.push(frames.toString()));
    batches.add('crash', Buffer.from('a'));
    batches.flush();
    expect(writes).toEqual(['a']);
    await turnEnd();
    expect(writes).toEqual(['a']);
  });
});
