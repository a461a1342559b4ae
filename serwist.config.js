// `serwist build` (after `next build`: npm run build, scripts/start.mjs) bundles features/pwa/worker/service-worker.ts
// into public/sw.js with the precache manifest of .next/static and public/ (no prerendered page: every page carries
// the visitor's session) and this build's id. next start serves public/ as it finds it when it starts.
import { existsSync, readFileSync } from 'node:fs';
import { serwist } from '@serwist/next/config';

const BUILD_ID_FILE = '.next/BUILD_ID';
if (!existsSync(BUILD_ID_FILE)) throw new Error('[pwa] no .next/BUILD_ID: run `next build` before `serwist build`');
const buildId = readFileSync(BUILD_ID_FILE, 'utf8').trim();

export default serwist({
  swSrc: 'features/pwa/worker/service-worker.ts',
  swDest: 'public/sw.js',
  precachePrerendered: false,
  esbuildOptions: {
    format: 'iife',
    tsconfig: 'tsconfig.json',
    define: { __PWA_BUILD_ID__: JSON.stringify(buildId) },
  },
});
