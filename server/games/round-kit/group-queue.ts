/** A group's parts, as the indexes of its items: every index once. */
export type SplitGroup<T> = (items: T[]) => Promise<number[][]>;

/** Parts of at most `maxItems`, in order: for writes that cannot run side by side anyway. */
export const inChunks =
  <T>(maxItems: number): SplitGroup<T> =>
  (items) =>
    Promise.resolve(
      Array.from({ length: Math.ceil(items.length / maxItems) }, (_, part) =>
        Array.from({ length: Math.min(maxItems, items.length - part * maxItems) }, (_, i) => part * maxItems + i),
      ),
    );

/**
 * Group commit for a game's writes (the cash-outs of a round): what is submitted in one turn of the event loop goes
 * in one group, and while a group is being written the next one gathers. `split` cuts a group into parts that are
 * written side by side, each part's items answered as soon as its own write lands: a part never waits for another
 * (1,000 cash-outs acked after both of their 500-transfer postings, #28), and answering one part (its acks, its
 * events fanned out) overlaps the others' round trips, which went out before it. `write` answers each item with its
 * own outcome, in order; a throw fails the items of that part.
 */
export function createGroupQueue<T, R>(write: (items: T[]) => Promise<PromiseSettledResult<R>[]>, split: SplitGroup<T>) {
  type Waiting = { item: T; resolve: (value: R) => void; reject: (error: unknown) => void };
  let queue: Waiting[] = [];
  let writing = false;

  async function writePart(part: Waiting[]): Promise<void> {
    let outcomes: PromiseSettledResult<R>[];
    try {
      outcomes = await write(part.map((waiting) => waiting.item));
    } catch (error) {
      outcomes = part.map(() => ({ status: 'rejected', reason: error }));
    }
    part.forEach((waiting, i) => {
      const outcome = outcomes[i] ?? { status: 'rejected', reason: new Error('The group write gave no outcome for an item') };
      if (outcome.status === 'fulfilled') waiting.resolve(outcome.value);
      else waiting.reject(outcome.reason);
    });
  }

  async function writeGroup(group: Waiting[]): Promise<void> {
    let parts: number[][];
    try {
      parts = await split(group.map((waiting) => waiting.item));
    } catch (error) {
      for (const waiting of group) waiting.reject(error);
      return;
    }
    const indexes = parts.flat().sort((a, b) => a - b);
    if (indexes.length !== group.length || indexes.some((index, i) => index !== i)) {
      const broken = new Error(`A group's split must name each of its ${group.length} items once`);
      for (const waiting of group) waiting.reject(broken);
      return;
    }
    await Promise.all(parts.map((part) => writePart(part.map((index) => group[index]))));
  }

  async function drain(): Promise<void> {
    while (queue.length > 0) {
      const group = queue;
      queue = [];
      await writeGroup(group);
    }
    writing = false;
  }

  return {
    submit(item: T): Promise<R> {
      return new Promise<R>((resolve, reject) => {
        queue.push({ item, resolve, reject });
        if (writing) return;
        writing = true;
        setImmediate(() => void drain());
      });
    },
  };
}
