#!/usr/bin/env node
// Lighthouse (mobile preset: Moto G Power emulation, simulated slow 4G) against a running `npm start`, three runs
// per page, medians printed as a table with each route's first-load JS (bench/web-routes.mjs's measurement).
// Usage: node bench/lighthouse.mjs [baseUrl]   (default http://localhost:3000; CHROMIUM_PATH, LH_RUNS, DEMO_TOKEN;
// LH_ONLY=/route measures that one page, signed in when it is /profile; LH_SAVE=dir keeps each run's report as JSON there)
// A benchmark: it prints figures and never fails on them; it exits 1 only when it could not measure.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { firstLoadJsGzipBytes } from './web-routes.mjs';

const base = (process.argv[2] ?? 'http://localhost:3000').replace(/\/+$/, '');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const RUNS = Math.max(1, Number(process.env.LH_RUNS ?? 3));
// `npm start` seeds the demo player with this public token (server/config.ts DEFAULT_DEMO_TOKEN).
const DEMO_TOKEN = process.env.DEMO_TOKEN ?? 'demo-player-token-change-me';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const PAGES = process.env.LH_ONLY
  ? [{ route: process.env.LH_ONLY, signedIn: process.env.LH_ONLY === '/profile' }]
  : [
      { route: '/', signedIn: false },
      { route: '/games/dice', signedIn: false },
      { route: '/bonuses', signedIn: false },
      { route: '/profile', signedIn: true },
    ];
const LAUNCH_TIMEOUT_MS = 30_000;
const RUN_TIMEOUT_MS = 180_000;

function withTimeout(promise, ms, what) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** A fresh Chromium with its own profile per run, as the Lighthouse CLI does; resolves once DevTools listens. */
function launchChromium() {
  const profile = mkdtempSync(join(tmpdir(), 'bench-lh-'));
  const child = spawn(CHROMIUM, [...CHROME_FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const running = () => child.exitCode === null && child.signalCode === null;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const close = async () => {
    for (const signal of ['SIGTERM', 'SIGKILL']) {
      if (!running()) break;
      child.kill(signal);
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 3000))]);
    }
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    } catch (error) {
      console.log(`    (left ${profile}: ${error.message})`);
    }
  };
  const ready = new Promise((resolve, reject) => {
    let stderr = '';
    child.once('error', (error) => reject(new Error(`cannot start ${CHROMIUM}: ${error.message} (set CHROMIUM_PATH)`)));
    child.once('exit', (code) => reject(new Error(`${CHROMIUM} exited with ${code} before DevTools listened:\n${stderr.slice(-800)}`)));
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(stderr);
      if (match) resolve(Number(match[1]));
    });
  });
  return withTimeout(ready, LAUNCH_TIMEOUT_MS, 'starting Chromium').then(
    (port) => ({ port, close }),
    async (error) => {
      await close();
      throw error;
    },
  );
}

/** The demo token did not sign in: every run of the page would fail the same way. */
class SignInError extends Error {}

/**
 * Signs the browser in as the demo player. The web reads the `token` cookie from JavaScript, so it goes into the
 * browser's cookie jar (a Cookie request header from Lighthouse's extraHeaders would reach the server but not the
 * page's script). Lighthouse's storage reset keeps cookies. The header's balance proves the sign-in: the web server
 * loads the user from the cookie (and the browser asks the api's /profile/user itself only when the server could not).
 */
async function signIn(port) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    await context.addCookies([{ name: 'token', value: DEMO_TOKEN, url: base }]);
    const page = await context.newPage();
    let refused = null;
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.endsWith('/profile/user') && response.status() !== 200) refused = response.status();
    });
    await page.goto(`${base}/profile`, { timeout: 30_000 });
    const signedIn = await page
      .getByTestId('header-balance')
      .waitFor({ state: 'attached', timeout: 30_000 })
      .then(
        () => true,
        () => false,
      );
    if (!signedIn) {
      throw new SignInError(
        refused
          ? `the api refused the demo token (status ${refused}): start the stack with npm start (it seeds the demo player) or set DEMO_TOKEN`
          : 'the page never showed a signed-in header: is the token cookie read, and does the demo player exist (npm start seeds it)?',
      );
    }
    await page.close();
  } finally {
    await browser.close(); // over CDP this only disconnects; the default context and its cookie stay
  }
}

async function measure({ route, signedIn }) {
  const chrome = await launchChromium();
  try {
    if (signedIn) await signIn(chrome.port);
    const url = base + route;
    const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES, maxWaitForLoad: 60_000 };
    const result = await withTimeout(lighthouse(url, flags), RUN_TIMEOUT_MS, `Lighthouse on ${url}`);
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned no result for ${url}`);
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    if (process.env.LH_SAVE) saveReport(lhr, route);
    const score = (id) => (lhr.categories[id]?.score == null ? NaN : Math.round(lhr.categories[id].score * 100));
    const value = (id) => lhr.audits[id]?.numericValue ?? NaN;
    // What cost points outside performance: audits that apply and did not pass.
    const failing = ['accessibility', 'best-practices', 'seo'].flatMap((id) =>
      (lhr.categories[id]?.auditRefs ?? [])
        .map((ref) => lhr.audits[ref.id])
        .filter((audit) => audit && audit.score !== null && audit.score < 1 && ['binary', 'numeric'].includes(audit.scoreDisplayMode))
        .map((audit) => `${id}: ${audit.id}`),
    );
    return {
      finalUrl: lhr.finalDisplayedUrl,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: value('largest-contentful-paint'),
      cls: value('cumulative-layout-shift'),
      tbtMs: value('total-blocking-time'),
      failing,
      warnings: lhr.runWarnings ?? [],
    };
  } finally {
    await chrome.close();
  }
}

/** LH_SAVE: the whole report of each run, to read what an audit found (its items) after the table. */
function saveReport(lhr, route) {
  mkdirSync(process.env.LH_SAVE, { recursive: true });
  const name = `${route.replace(/[^a-z0-9]+/gi, '_') || '_'}-${Date.now()}.json`;
  writeFileSync(join(process.env.LH_SAVE, name), JSON.stringify(lhr));
}

function median(values) {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

async function checkReachable() {
  try {
    const response = await fetch(`${base}/`, { signal: AbortSignal.timeout(15_000), redirect: 'manual' });
    if (response.status >= 500) throw new Error(`status ${response.status}`);
  } catch (error) {
    throw new Error(`${base}/ does not answer (${error.message}): start the product with npm start, or pass its base URL`);
  }
}

async function main() {
  await checkReachable();
  console.log(`Lighthouse ${RUNS}x per page, mobile preset, against ${base} (Chromium ${CHROMIUM})`);
  const rows = [];
  for (const target of PAGES) {
    const runs = [];
    for (let run = 1; run <= RUNS; run++) {
      process.stdout.write(`  ${target.route}${target.signedIn ? ' (signed in)' : ''} run ${run}/${RUNS}… `);
      try {
        const result = await measure(target);
        runs.push(result);
        console.log(`performance ${result.performance}, LCP ${Math.round(result.lcpMs)} ms`);
        if (new URL(result.finalUrl).pathname !== new URL(base + target.route).pathname) console.log(`    ended at ${result.finalUrl}`);
        for (const warning of result.warnings) console.log(`    warning: ${warning}`);
      } catch (error) {
        console.log(`failed: ${error.message}`);
        if (error instanceof SignInError) break; // every later run would fail the same way
      }
    }
    let firstLoad = '';
    try {
      firstLoad = ((await firstLoadJsGzipBytes(target.route, base)).total / 1024).toFixed(1);
    } catch (error) {
      firstLoad = 'n/a';
      console.log(`  first-load JS of ${target.route}: ${error.message} (the server must run this tree's build)`);
    }
    rows.push({ target, runs, firstLoad });
  }

  const columns = ['route', 'runs', 'perf', 'a11y', 'b-p', 'seo', 'LCP ms', 'CLS', 'TBT ms', 'JS kB gz'];
  const widths = [22, 5, 5, 5, 5, 5, 8, 7, 8, 9];
  const line = (cells) =>
    cells.map((cell, index) => (index ? String(cell).padStart(widths[index]) : String(cell).padEnd(widths[index]))).join(' ');
  console.log(`\nMedians of ${RUNS} runs (scores 0-100; JS = first-load scripts, gzip level 9)`);
  console.log(line(columns));
  for (const { target, runs, firstLoad } of rows) {
    const m = (key) => median(runs.map((run) => run[key]));
    const show = (value, format = String) => (Number.isNaN(value) ? '-' : format(value));
    const label = target.route + (target.signedIn ? ' (in)' : '');
    console.log(
      line([
        label,
        runs.length,
        show(m('performance')),
        show(m('accessibility')),
        show(m('bestPractices')),
        show(m('seo')),
        show(m('lcpMs'), Math.round),
        show(m('cls'), (value) => value.toFixed(3)),
        show(m('tbtMs'), Math.round),
        firstLoad,
      ]),
    );
  }
  const failing = rows.flatMap(({ target, runs }) =>
    [...new Set(runs.flatMap((run) => run.failing))].map((audit) => `${target.route}: ${audit}`),
  );
  if (failing.length) console.log(`\nAudits that did not pass in some run:\n  ${failing.join('\n  ')}`);
  const complete = rows.every(({ runs }) => runs.length > 0);
  if (!complete) console.log('\nSome pages have no successful run (see the errors above).');
  return complete;
}

main().then(
  (complete) => process.exit(complete ? 0 : 1),
  (error) => {
    console.error(`bench:lighthouse: ${error.message}`);
    process.exit(1);
  },
);
