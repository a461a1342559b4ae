#!/usr/bin/env node
// Times the README's `npm test` (typecheck, import and code lint, format check, then vitest) phase by phase, and
// prints vitest's test and file counts and its ten slowest files. Usage: node bench/test-suite.mjs [--vitest-only]
// A benchmark: it prints figures and never fails on them; run it on an idle machine and state the machine's cores.
import { spawnSync } from 'node:child_process';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { readFileSync } from 'node:fs';

const report = join(tmpdir(), `vitest-bench-${process.pid}.json`);
const phases = [
  ['typecheck', 'npm', ['run', 'typecheck']],
  ['lint:imports', 'npm', ['run', 'lint:imports']],
  ['lint', 'npm', ['run', 'lint']],
  ['format:check', 'npm', ['run', 'format:check']],
  ['vitest', 'npx', ['vitest', 'run', '--reporter=dot', '--reporter=json', `--outputFile.json=${report}`]],
].filter(([name]) => !process.argv.includes('--vitest-only') || name === 'vitest');

console.log(`npm test phases on ${cpus().length} cores (${cpus()[0]?.model ?? 'cpu'})`);
let total = 0;
for (const [name, command, args] of phases) {
  const started = performance.now();
  const run = spawnSync(command, args, { stdio: ['ignore', 'ignore', 'inherit'] });
  const seconds = (performance.now() - started) / 1000;
  total += seconds;
  console.log(`${name.padEnd(14)} ${seconds.toFixed(1).padStart(7)} s${run.status === 0 ? '' : `  (exit ${run.status})`}`);
}
console.log(`${'total'.padEnd(14)} ${total.toFixed(1).padStart(7)} s (${(total / 60).toFixed(1)} min)`);

try {
  const json = JSON.parse(readFileSync(report, 'utf8'));
  const files = json.testResults.map((file) => ({ name: file.name.replace(`${process.cwd()}/`, ''), ms: file.endTime - file.startTime }));
  console.log(
    `tests: ${json.numTotalTests} (${json.numPassedTests} passed, ${json.numFailedTests} failed, ${json.numPendingTests} skipped) in ${files.length} files`,
  );
  console.log('slowest files:');
  for (const file of files.sort((a, b) => b.ms - a.ms).slice(0, 10))
    console.log(`  ${(file.ms / 1000).toFixed(1).padStart(6)} s  ${file.name}`);
} catch {
  console.log('(no vitest report)');
}
