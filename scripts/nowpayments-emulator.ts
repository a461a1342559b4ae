/**
 * The NOWPayments emulator as a process, for the local demo (`npm start` runs it on :4600 when the environment names
 * no real gateway). It speaks the gateway's documented requests, keeps invoices in memory, serves the invoice page a
 * tester pays on, and sends signed IPNs to the api. Never for production: the keys it accepts are whatever it is given.
 * Usage: NOWPAYMENTS_API_KEY=... NOWPAYMENTS_IPN_SECRET=... tsx scripts/nowpayments-emulator.ts
 * (NOWPAYMENTS_EMULATOR_PORT, default 4600; NOWPAYMENTS_EMAIL / NOWPAYMENTS_PASSWORD for the payout login).
 */
import { startNowpaymentsEmulator } from '../server/payments/nowpayments/emulator';

async function main(): Promise<void> {
  const env = process.env;
  const apiKey = env.NOWPAYMENTS_API_KEY;
  const ipnSecret = env.NOWPAYMENTS_IPN_SECRET;
  if (!apiKey || !ipnSecret) {
    console.error('nowpayments-emulator: set NOWPAYMENTS_API_KEY and NOWPAYMENTS_IPN_SECRET (the api must be given the same)');
    process.exit(2);
  }
  if (env.NODE_ENV === 'production') {
    console.error('nowpayments-emulator: refusing to run with NODE_ENV=production');
    process.exit(2);
  }
  const emulator = await startNowpaymentsEmulator({
    port: Number(env.NOWPAYMENTS_EMULATOR_PORT ?? 4600),
    host: '127.0.0.1',
    apiKey,
    ipnSecret,
    email: env.NOWPAYMENTS_EMAIL,
    password: env.NOWPAYMENTS_PASSWORD,
    stepDelayMs: 1500,
    ipnRetry: { attempts: 8, delayMs: 2000 },
    log: (line) => console.log(`[nowpayments-emulator] ${line}`),
  });
  console.log(`[nowpayments-emulator] listening on ${emulator.url}`);
  const stop = () => void emulator.close().then(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error('nowpayments-emulator failed to start', error);
  process.exit(1);
});
