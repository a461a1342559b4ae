import { describe, expect, it } from 'vitest';
import { createGroupQueue, inChunks } from './group-queue';

describe('group queue', () => {
  it('writes what one turn submits as one group, its parts side by side, and answers each part when its write lands', async () => {
    const parts: number[][] = [];
    const answered: number[] = [];
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const queue = createGroupQueue<number, number>(async (items) => {
      parts.push(items);
      if (items.includes(5)) await held;
      return items.map((item) =>
        item === 3 ? { status: 'rejected', reason: new Error('three') } : { status: 'fulfilled', value: item * 10 },
      );
    }, inChunks(2));
    const outcomes = Promise.allSettled([1, 2, 3, 4, 5].map((item) => queue.submit(item).then((value) => (answered.push(item), value))));
    await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setImmediate(resolve));
    // Every part went out at once; the last one, still being written, holds up none of the others.
    expect(parts).toEqual([[1, 2], [3, 4], [5]]);
    expect(answered.sort()).toEqual([1, 2, 4]);
    release();
    expect((await outcomes).map((outcome) => (outcome.status === 'fulfilled' ? outcome.value : (outcome.reason as Error).message))).toEqual(
      [10, 20, 'three', 40, 50],
    );
  });

  it('fails the whole group when it cannot be split, and a split that loses an item is refused', async () => {
    const unsplit = createGroupQueue<number, number>(
      () => Promise.resolve([]),
      () => Promise.reject(new Error('no shards')),
    );
    await expect(unsplit.submit(1)).rejects.toThrow('no shards');
    const lossy = createGroupQueue<number, number>(
      (items) => Promise.resolve(items.map((item) => ({ status: 'fulfilled', value: item }))),
      () => Promise.resolve([[0]]),
    );
    const lost = await Promise.allSettled([lossy.submit(1), lossy.submit(2)]);
    expect(lost.map((outcome) => (outcome.status === 'rejected' ? (outcome.reason as Error).message : 'written'))).toEqual([
      "A group's split must name each of its 2 items once",
      "A group's split must name each of its 2 items once",
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
    }, inChunks(10));
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
