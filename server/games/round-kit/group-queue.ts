/**
 * Group commit for a game's writes (the cash-outs of a round): what is submitted in one turn of the event loop goes
 * in one group, and while a group is being written the next one gathers. A group larger than maxItems is written in
 * parts one after another, and its items are answered only when every part is written: answers that each start work
 * (an event fanned out to every socket) do not hold up the rest of the group. `write` answers each item with its own
 * outcome, in order; a throw fails the items of that part.
 */
export function createGroupQueue<T, R>(write: (items: T[]) => Promise<PromiseSettledResult<R>[]>, maxItems: number) {
  type Waiting = { item: T; resolve: (value: R) => void; reject: (error: unknown) => void };
  let queue: Waiting[] = [];
  let writing = false;

  async function writePart(part: Waiting[]): Promise<PromiseSettledResult<R>[]> {
    try {
      const outcomes = await write(part.map((waiting) => waiting.item));
      return part.map((_, i) => outcomes[i] ?? { status: 'rejected', reason: new Error('The group write gave no outcome for an item') });
    } catch (error) {
      return part.map(() => ({ status: 'rejected', reason: error }));
    }
  }

  async function drain(): Promise<void> {
    while (queue.length > 0) {
      const group = queue;
      queue = [];
      const outcomes: PromiseSettledResult<R>[] = [];
      for (let start = 0; start < group.length; start += maxItems)
        outcomes.push(...(await writePart(group.slice(start, start + maxItems))));
      group.forEach((waiting, i) => {
        const outcome = outcomes[i];
        if (outcome.status === 'fulfilled') waiting.resolve(outcome.value);
        else waiting.reject(outcome.reason);
      });
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
