import { defineConfig } from '@playwright/test';

/**
 * End-to-end tests in the system Chromium (no browser download works here) against the product as
 * `npm start` serves it: `next start` on :3000 and the api on :4000, with an e2e database of its own.
 */
const webPort = 3000;
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run'];

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${webPort}`,
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
    trace: 'off',
  },
  webServer: {
    command: 'node scripts/start.mjs',
    url: `http://localhost:${webPort}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 240_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { PORT: String(webPort), DATA_DIR: '.data/e2e' },
  },
});
