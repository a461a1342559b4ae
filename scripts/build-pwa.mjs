#!/usr/bin/env node
// After `next build` (npm run build, scripts/start.mjs): bundles the service worker (features/pwa/worker/) into
// public/sw.js with this build's id and its app shell to precache: the runtime every page loads, the stylesheets,
// the offline pages, the manifests and the icons. next start serves public/ as it finds it when it starts.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';

const root = new URL('..', import.meta.url).pathname;
const nextDir = join(root, '.next');
const LOCALE_CODES = ['en', 'ru', 'kz'];

function readBuild() {
  const buildIdFile = join(nextDir, 'BUILD_ID');
  if (!existsSync(buildIdFile)) {
    console.error('[pwa] no .next/BUILD_ID: run `next build` first');
    process.exit(1);
  }
  const buildId = readFileSync(buildIdFile, 'utf8').trim();
  const manifest = JSON.parse(readFileSync(join(nextDir, 'build-manifest.json'), 'utf8'));
  return { buildId, manifest };
}

function stylesheets() {
  const found = [];
  for (const folder of ['chunks', 'css']) {
    const dir = join(nextDir, 'static', folder);
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir)) if (name.endsWith('.css')) found.push(`/_next/static/${folder}/${name}`);
  }
  return found;
}

function appShell(manifest) {
  const runtime = [...(manifest.polyfillFiles ?? []), ...(manifest.rootMainFiles ?? [])].map((file) => `/_next/${file}`);
  const icons = readdirSync(join(root, 'public', 'icons')).map((name) => `/icons/${name}`);
  const perLocale = LOCALE_CODES.flatMap((code) => [`/offline/${code}.html`, `/manifests/${code}.webmanifest`]);
  return [...new Set([...runtime, ...stylesheets(), ...perLocale, ...icons])];
}

const { buildId, manifest } = readBuild();
const precache = appShell(manifest);
await build({
  entryPoints: [join(root, 'features', 'pwa', 'worker', 'service-worker.ts')],
  outfile: join(root, 'public', 'sw.js'),
  bundle: true,
  format: 'iife',
  platform: 'browser',
  target: 'es2020',
  minify: true,
  sourcemap: true,
  tsconfig: join(root, 'tsconfig.json'),
  define: { __PWA_BUILD_ID__: JSON.stringify(buildId), __PWA_PRECACHE__: JSON.stringify(precache) },
  logLevel: 'warning',
});
console.log(`[pwa] public/sw.js for build ${buildId}, ${precache.length} files precached`);
