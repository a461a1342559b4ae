import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('./', import.meta.url));
const include = ['**/*.test.{ts,tsx}'];
const exclude = ['node_modules/**', '.next/**', 'e2e/**', '.data/**'];

export default defineConfig({
  resolve: { alias: { '@': root } },
  esbuild: { jsx: 'automatic' },
  test: {
    environment: 'node',
    globalSetup: ['tests/setup/pglite-template.ts'],
    // next-intl's ESM imports 'next/navigation' without an extension, which only a bundler resolves.
    server: { deps: { inline: ['next-intl'] } },
    // vitest's default is one worker fewer than the cores: a single worker on 2 cores. The api files wait on their
    // database and timers often enough that one worker more than the cores ran the suite fastest (400 s with 1
    // worker, 288 s with 3, 310 s with 4 on 2 cores).
    maxWorkers: availableParallelism() + 1,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Isolating every file (a fresh worker and module graph each) cost most of the suite's time: imports, jsdom and
    // PGlite's WASM compile per file. Files share their worker's modules, except those that mock modules.
    projects: [{ extends: true, test: { name: 'shared', include, exclude, isolate: false, setupFiles: ['tests/setup/fresh-modules.ts'] } }],
  },
});
