/**
 * What an api node of bench/crash-sockets.ts measures inside a burst (between the bench's 'mark' and 'figures'
 * messages): the event loop's delay (perf_hooks monitorEventLoopDelay) and the ledger's batches (the posting
 * batcher's onBatch): how many, their size, how long their oldest posting queued and their statement's round trip.
 * With `profileDir`, each burst's CPU profile is written there too (burst-<n>.cpuprofile), the burst alone.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { BatchFigures } from '../server/ledger/posting-batcher';

export type BurstFigures = {
  loopDelayMs: { p50: number; p99: number; max: number };
  batches: BatchFigures[];
};

export function createBurstFigures(profileDir: string | null) {
  const loop = monitorEventLoopDelay({ resolution: 5 });
  loop.enable();
  let batches: BatchFigures[] = [];
  let bursts = 0;
  const session = profileDir ? new Session() : null;
  session?.connect();
  const ms = (ns: number) => Math.round(ns / 1e5) / 10;
  return {
    onBatch: (figures: BatchFigures) => void batches.push(figures),
    async mark(): Promise<void> {
      loop.reset();
      batches = [];
      if (!session) return;
      await session.post('Profiler.enable');
      await session.post('Profiler.start');
    },
    async read(): Promise<BurstFigures> {
      if (session && profileDir) {
        const { profile } = await session.post('Profiler.stop');
        mkdirSync(profileDir, { recursive: true });
        writeFileSync(`${profileDir}/burst-${process.pid}-${(bursts += 1)}.cpuprofile`, JSON.stringify(profile));
      }
      return {
        loopDelayMs: { p50: ms(loop.percentile(50)), p99: ms(loop.percentile(99)), max: ms(loop.max) },
        batches,
      };
    },
  };
}

/** One line per burst: the event loop's delay and the batches' figures (sizes; queued and statement p50/max). */
export function describeBurst({ loopDelayMs, batches }: BurstFigures): string {
  const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
  const p50max = (values: number[]) => {
    const s = sorted(values);
    return s.length === 0 ? '-' : `p50 ${s[Math.floor(s.length / 2)].toFixed(0)} / max ${s[s.length - 1].toFixed(0)} ms`;
  };
  const transfers = batches.map((batch) => batch.transfers);
  return (
    `event loop delay p50 ${loopDelayMs.p50} ms, p99 ${loopDelayMs.p99} ms, max ${loopDelayMs.max} ms; ` +
    `${batches.length} ledger batches (${batches.reduce((sum, b) => sum + b.postings, 0)} postings, transfers ` +
    `${transfers.length ? `${Math.min(...transfers)}-${Math.max(...transfers)}` : '-'}), ` +
    `queued ${p50max(batches.map((b) => b.queuedMs))}, statement ${p50max(batches.map((b) => b.statementMs))}, ` +
    `max in flight ${Math.max(0, ...batches.map((b) => b.inFlight))}`
  );
}
