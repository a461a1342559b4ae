/** Items per statement: enough for every request a busy api has in flight. */
const MAX_BATCH = 256;
/** Statements of one kind in flight at once; the rest queue into the next one. */
const MAX_IN_FLIGHT = 2;

/**
 * Group commit for a kind of small statement: items queue, and a statement for all queued items goes out as soon as
 * one of MAX_IN_FLIGHT slots is free (a request alone waits for one round trip, no timer), so each item costs its
 * request a share of a round trip. `run` answers the items in their order. A deadlock or serialisation failure of a
 * shared statement runs its items again one by one.
 */
export function coalesce<I, R>(run: (items: I[]) => Promise<R[]>): (item: I) => Promise<R> {
  const queue: { item: I; resolve: (result: R) => void; reject: (error: unknown) => void }[] = [];
  let inFlight = 0;
  let scheduled = false;
  const runAlone = (item: I) => run([item]).then(([result]) => result);
  const flush = async (batch: typeof queue) => {
    try {
      const results = await run(batch.map((pending) => pending.item));
      batch.forEach((pending, i) => pending.resolve(results[i]));
    } catch (error) {
      const code = (error as { code?: unknown } | null)?.code;
      if (batch.length > 1 && (code === '40P01' || code === '40001')) {
        for (const pending of batch) await runAlone(pending.item).then(pending.resolve, pending.reject);
      } else batch.forEach((pending) => pending.reject(error));
    }
  };
  const pump = () => {
    scheduled = false;
    while (queue.length > 0 && inFlight < MAX_IN_FLIGHT) {
      inFlight += 1;
      void flush(queue.splice(0, MAX_BATCH)).finally(() => {
        inFlight -= 1;
        if (queue.length > 0) pump();
      });
    }
  };
  return (item) =>
    new Promise<R>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      if (!scheduled) {
        scheduled = true;
        queueMicrotask(pump);
      }
    });
}
