import { describe, expect, it } from 'vitest';
import { createGroupQueue } from './group-queue';

describe('group queue', () => {
  it('writes what one turn submits as one group, in parts, and answers the group after its last part', async () => {
    const parts: number[][] = [];
    const answered: number[] = [];
    const queue = createGroupQueue<number, number>(async (items) => {
      parts.push(items);
      // Nothing of the group is answered while its parts are being written.
      expect(answered).toEqual([]);
      return items.map((item) =>
        item === 3 ? { status: 'rejected', reason: new Error('three') } : { status: 'fulfilled', value: item * 10 },
      );
    }, 2);
    const outcomes = await Promise.allSettled(
      [1, 2, 3, 4, 5].map((item) => queue.submit(item).then((value) => (answered.push(item), value))),
    );
    expect(parts).toEqual([[1, 2], [3, 4], [5]]);
    expect(outcomes.map((outcome) => (outcome.status === 'fulfilled' ? outcome.value : (outcome.reason as Error).message))).toEqual([
      10,
      20,
      'three',
      40,
      50,
    ]);
  });

  it('gathers the next group while one is being written, and a failed write fails only its part', async () => {
    const parts: number[][] = [];
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const queue = createGroupQueue<number, number>(async (items) => {
      parts.push(items);
      if (items[0] === 1) await held;
      if (items.includes(4)) throw new Error('down');
      return items.map((item) => ({ status: 'fulfilled', value: item }));
    }, 10);
    const first = queue.submit(1);
    await new Promise((resolve) => setImmediate(resolve));
    const later = [2, 3, 4].map((item) => queue.submit(item));
    release();
    expect(await first).toBe(1);
    const outcomes = await Promise.allSettled(later);
    expect(parts).toEqual([[1], [2, 3, 4]]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(await queue.submit(6)).toBe(6);
  });
});
