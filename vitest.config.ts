import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { testFilesThatMockModules } from './tests/setup/module-mocking-files';

const root = fileURLToPath(new URL('./', import.meta.url));
const include = ['**/*.test.{ts,tsx}'];
const exclude = ['node_modules/**', '.next/**', 'e2e/**', '.data/**'];
const mockingModules = testFilesThatMockModules(root);

export default defineConfig({
  resolve: { alias: { '@': root } },
  esbuild: { jsx: 'automatic' },
  test: {
    environment: 'node',
    globalSetup: ['tests/setup/pglite-template.ts'],
    // next-intl's ESM imports 'next/navigation' without an extension, which only a bundler resolves.
    server: { deps: { inline: ['next-intl'] } },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Isolating every file (a fresh worker and module graph each) cost most of the suite's time: imports, jsdom and
    // PGlite's WASM compile per file. Files share their worker's modules, except those that mock modules.
    projects: [{ extends: true, test: { name: 'shared', include, exclude, isolate: false, setupFiles: ['tests/setup/fresh-modules.ts'] } }],
  },
});
