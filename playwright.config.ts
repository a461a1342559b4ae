import { defineConfig } from '@playwright/test';
import { E2E_OPERATOR_KEY } from './e2e/operator-key';

/**
 * End-to-end tests in the system Chromium (no browser download works here) against the product as
 * `npm start` serves it: `next start` on :3000 and the api on :4000, with an e2e database of its own, and a
 * test OpenID provider on :4700 for social sign-in.
 */
const webPort = 3000;
/** The e2e's own OpenID provider (e2e/oidc-server.mjs), configured into the api as the social provider "testid". */
const oidcPort = 4700;
const apiPublicUrl = 'http://localhost:4000';
const testProvider = {
  name: 'testid',
  issuer: `http://127.0.0.1:${oidcPort}`,
  client_id: 'casino-e2e',
  client_secret: 'casino-e2e-secret',
};
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  // One retry on CI, reported as flaky in the list; a test that fails twice fails the run.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${webPort}`,
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
    trace: 'off',
  },
  webServer: [
    {
      command: 'node e2e/oidc-server.mjs',
      url: `${testProvider.issuer}/.well-known/openid-configuration`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        OIDC_TEST_PORT: String(oidcPort),
        OIDC_TEST_REDIRECT_URI: `${apiPublicUrl}/auth/callback/${testProvider.name}`,
        OIDC_TEST_CLIENT_ID: testProvider.client_id,
        OIDC_TEST_CLIENT_SECRET: testProvider.client_secret,
      },
    },
    {
      command: 'node scripts/start.mjs',
      url: `http://localhost:${webPort}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 240_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(webPort),
        DATA_DIR: '.data/e2e',
        API_PUBLIC_URL: apiPublicUrl,
        OIDC_PROVIDERS: JSON.stringify([testProvider]),
        OPERATOR_API_KEY: E2E_OPERATOR_KEY,
        // The accounts specs read codes from the api's dev outbox (opt-in; npm start turns it on by itself too).
        DEV_OUTBOX: '1',
        // config/payment-methods.json plus a method whose invoices expire after 20 s (the cashier spec lets one expire).
        PAYMENT_METHODS_FILE: 'e2e/payment-methods.json',
      },
    },
  ],
});
