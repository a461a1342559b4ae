import { readFileSync } from 'node:fs';
import type { Db } from '../server/db/db';
import type { Sample } from './bets-client';

export function summarise(samples: Sample[]) {
  const latencies = samples.flatMap((s) => s.latenciesMs).sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))];
  const bets = samples.reduce((sum, s) => sum + s.bets, 0);
  const elapsedS = samples.reduce((sum, s) => sum + s.elapsedS, 0);
  return { betsPerS: bets / elapsedS, p50Ms: at(0.5), p99Ms: at(0.99), failed: samples.reduce((sum, s) => sum + s.failed, 0) };
}

/** CPU seconds so far of the api's Postgres backends (every backend of this database but the bench's own), the api and the bench. */
export async function cpuSeconds(db: Db, apiPid: number): Promise<{ postgres: number; api: number; bench: number }> {
  const ticks = (pid: number) => {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      return Number(fields[11]) + Number(fields[12]);
    } catch {
      return 0; // not Linux, or the backend has ended
    }
  };
  const backends = await db.query<{ pid: number }>(
    'SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
  );
  const usage = process.cpuUsage();
  // /proc counts in clock ticks: 100 a second on Linux.
  return {
    postgres: backends.reduce((sum, row) => sum + ticks(row.pid), 0) / 100,
    api: ticks(apiPid) / 100,
    bench: (usage.user + usage.system) / 1e6,
  };
}

type Summary = ReturnType<typeof summarise>;

export function printTable(title: string, naive: Summary, ledger: Summary): void {
  console.log(title);
  console.log('path                                   |   bets/s |  p50 ms |  p99 ms | failed');
  for (const [label, r] of [
    ['(naive) one transaction, one house row', naive],
    ['(ledger) the games api, group commit', ledger],
  ] as const) {
    console.log(
      `${label.padEnd(38)} | ${r.betsPerS.toFixed(0).padStart(8)} | ${r.p50Ms.toFixed(2).padStart(7)} | ${r.p99Ms.toFixed(2).padStart(7)} | ${r.failed}`,
    );
  }
}
