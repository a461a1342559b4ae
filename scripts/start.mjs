#!/usr/bin/env node
// `npm start`: builds the web (next build, then the service worker: serwist build, serwist.config.js) when there is no build (or
// the sources changed since it), then serves the web (next start, :3000) and the api (:4000) together and stops both
// when either stops.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const bin = (name) => join(root, 'node_modules', '.bin', name);
const webPort = process.env.PORT ?? '3000';
const stampFile = join(root, '.next', 'source-stamp');
const WEB_SOURCES = [
  'app',
  'components',
  'features',
  'lib',
  'messages',
  'i18n',
  'public',
  'proxy.ts',
  'next.config.ts',
  'serwist.config.js',
  'package-lock.json',
];

/** The service worker `serwist build` writes after `next build`: an output, so not part of the stamp. */
const SERVICE_WORKER_OUTPUT = 'public/sw.js';
const GENERATED = new Set([SERVICE_WORKER_OUTPUT, `${SERVICE_WORKER_OUTPUT}.map`].map((path) => join(root, path)));

function sourceStamp() {
  const hash = createHash('sha1');
  const visit = (path) => {
    if (!existsSync(path) || GENERATED.has(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path).sort()) visit(join(path, entry));
    } else {
      hash.update(`${path}:${stat.size}:${stat.mtimeMs}\n`);
    }
  };
  for (const source of WEB_SOURCES) visit(join(root, source));
  return hash.digest('hex');
}

function ensureBuild() {
  const stamp = sourceStamp();
  const built =
    existsSync(join(root, '.next', 'BUILD_ID')) &&
    existsSync(join(root, SERVICE_WORKER_OUTPUT)) &&
    existsSync(stampFile) &&
    readFileSync(stampFile, 'utf8') === stamp;
  if (built) return;
  console.log('[start] building the web (first start or sources changed); this takes a minute…');
  const result = spawnSync(bin('next'), ['build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  const worker = spawnSync(bin('serwist'), ['build'], { cwd: root, stdio: 'inherit' });
  if (worker.status !== 0) process.exit(worker.status ?? 1);
  writeFileSync(stampFile, stamp);
}

/** The web's proxy asks the api for geo and redirects, so the web starts once the api answers /ready. */
async function waitForApi(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (children[0].exitCode !== null) process.exit(children[0].exitCode);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  console.error(`[start] the api did not become ready at ${url} within ${timeoutMs} ms`);
  children[0].kill('SIGTERM');
  process.exit(1);
}

ensureBuild();

/**
 * On one's own machine the NOWPayments emulator stands in for the gateway (scripts/nowpayments-emulator.ts), unless
 * the environment names a gateway of its own; its keys are public demo values, so never in production.
 */
function nowpaymentsEmulatorEnv() {
  const env = process.env;
  if (env.NODE_ENV === 'production' || env.NOWPAYMENTS_API_URL || env.NOWPAYMENTS_API_KEY || env.NOWPAYMENTS_IPN_SECRET) return null;
  const port = env.NOWPAYMENTS_EMULATOR_PORT ?? '4600';
  return {
    NOWPAYMENTS_EMULATOR_PORT: port,
    NOWPAYMENTS_API_URL: `http://127.0.0.1:${port}`,
    NOWPAYMENTS_API_KEY: 'emulator-api-key',
    NOWPAYMENTS_IPN_SECRET: 'emulator-ipn-secret',
    NOWPAYMENTS_EMAIL: 'merchant@emulator.test',
    NOWPAYMENTS_PASSWORD: 'emulator-password',
  };
}
const emulatorEnv = nowpaymentsEmulatorEnv();

/**
 * On one's own machine the api gets the development conveniences (the dev outbox, the demo player) unless the
 * environment decides them; the api itself refuses them in production and when listening beyond loopback.
 */
function apiEnv() {
  const env = { ...process.env };
  const host = env.API_HOST ?? '127.0.0.1';
  const loopback = host === 'localhost' || host === '::1' || /^127\./.test(host);
  if (env.NODE_ENV !== 'production' && loopback) {
    env.DEV_OUTBOX ??= '1';
    env.DEMO_SEED ??= '1';
  }
  return emulatorEnv ? { ...env, ...emulatorEnv } : env;
}

const apiPort = process.env.API_PORT ?? '4000';
const children = [spawn(bin('tsx'), ['server/main.ts'], { cwd: root, stdio: 'inherit', env: apiEnv() })];
if (emulatorEnv) {
  children.push(
    spawn(bin('tsx'), ['scripts/nowpayments-emulator.ts'], { cwd: root, stdio: 'inherit', env: { ...process.env, ...emulatorEnv } }),
  );
}
await waitForApi(`http://127.0.0.1:${apiPort}/ready`, 120_000);
children.push(spawn(bin('next'), ['start', '-p', webPort], { cwd: root, stdio: 'inherit' }));
console.log(`[start] web on http://localhost:${webPort}, api on http://localhost:${apiPort}`);
if (emulatorEnv)
  console.log(`[start] NOWPayments emulator on ${emulatorEnv.NOWPAYMENTS_API_URL} (set NOWPAYMENTS_API_KEY for a real gateway)`);

let stopping = false;
function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 10_000).unref();
  Promise.all(children.map((child) => (child.exitCode === null ? new Promise((resolve) => child.once('exit', resolve)) : null))).then(() =>
    process.exit(code),
  );
}

for (const child of children) child.on('exit', (code) => stopAll(code ?? 0));
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
