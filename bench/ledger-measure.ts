import { performance } from 'node:perf_hooks';
import type { Db, Queryable } from '../server/db/db';
import { InsufficientFundsError } from '../server/ledger/errors';

let refused = 0;
/** A refused bet is an answered bet; anything else is a failure of the bench. */
export const countRefusal = (error: unknown) => {
  if (!(error instanceof InsufficientFundsError) && !(error instanceof NaiveRefusal)) throw error;
  refused += 1;
};
export class NaiveRefusal extends Error {}

export type RunResult = { betsPerS: number; p50Ms: number; p99Ms: number; roundTripsPerBet: number; refusedShare: number };
export type Sample = { bets: number; elapsedS: number; latenciesMs: number[]; roundTrips: number; refused: number };

/** Counts round trips: each statement, and BEGIN and COMMIT (or ROLLBACK) of each transaction. */
export function countingDb(db: Db): Db & { roundTrips: number } {
  const counted = (q: Queryable): Queryable => ({
    query: (text, params) => ((wrapper.roundTrips += 1), q.query(text, params)),
    exec: (text) => ((wrapper.roundTrips += 1), q.exec(text)),
  });
  const wrapper = {
    kind: db.kind,
    roundTrips: 0,
    ...counted(db),
    transaction: <T>(fn: (tx: Queryable) => Promise<T>) => ((wrapper.roundTrips += 2), db.transaction((tx) => fn(counted(tx)))),
    close: () => db.close(),
  };
  return wrapper;
}

/** N clients pull operations from a shared counter until `ops` are done; each operation is timed. */
export async function run(
  db: Db & { roundTrips: number },
  clients: number,
  ops: number,
  operation: (index: number) => Promise<void>,
): Promise<Sample> {
  let next = 0;
  const roundTripsBefore = db.roundTrips;
  const refusedBefore = refused;
  const latenciesMs: number[] = [];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (next < ops) {
        const index = next++;
        const t0 = performance.now();
        await operation(index);
        latenciesMs.push(performance.now() - t0);
      }
    }),
  );
  return {
    bets: ops,
    elapsedS: (performance.now() - started) / 1000,
    latenciesMs,
    roundTrips: db.roundTrips - roundTripsBefore,
    refused: refused - refusedBefore,
  };
}

export function summarise(samples: Sample[], betsPerOperation = 1): RunResult {
  const latenciesMs = samples.flatMap((s) => s.latenciesMs).sort((a, b) => a - b);
  const at = (q: number) => latenciesMs[Math.min(latenciesMs.length - 1, Math.floor(q * latenciesMs.length))];
  const bets = samples.reduce((sum, s) => sum + s.bets, 0) * betsPerOperation;
  const elapsedS = samples.reduce((sum, s) => sum + s.elapsedS, 0);
  const roundTrips = samples.reduce((sum, s) => sum + s.roundTrips, 0);
  const refusedShare = samples.reduce((sum, s) => sum + s.refused, 0) / samples.reduce((sum, s) => sum + s.bets, 0);
  return { betsPerS: bets / elapsedS, p50Ms: at(0.5), p99Ms: at(0.99), roundTripsPerBet: roundTrips / bets, refusedShare };
}
