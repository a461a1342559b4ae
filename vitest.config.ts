import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./', import.meta.url)) } },
  esbuild: { jsx: 'automatic' },
  test: {
    include: ['**/*.test.{ts,tsx}'],
    exclude: ['node_modules/**', '.next/**', 'e2e/**', '.data/**'],
    environment: 'node',
    globalSetup: ['tests/setup/pglite-template.ts'],
    // next-intl's ESM imports 'next/navigation' without an extension, which only a bundler resolves.
    server: { deps: { inline: ['next-intl'] } },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
