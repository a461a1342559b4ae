#!/usr/bin/env node
// Renders the installable app's icons (public/icons/*.png, committed) from app/icon.svg with sharp (Next's image
// dependency). Run by hand after the logo changes: node scripts/render-pwa-icons.mjs
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';

const root = new URL('..', import.meta.url).pathname;
const svg = readFileSync(join(root, 'app', 'icon.svg'));
const out = join(root, 'public', 'icons');
const background = '#0f1923';
mkdirSync(out, { recursive: true });

for (const size of [192, 512]) {
  await sharp(svg, { density: 72 * (size / 64) })
    .resize(size, size)
    .png()
    .toFile(join(out, `icon-${size}.png`));
}

// Maskable: the launcher crops to a circle or a squircle, so the logo sits in the inner 80 % (the safe zone) on a
// full-bleed background.
const maskable = 512;
const inner = Math.round(maskable * 0.7);
const logo = await sharp(svg, { density: 72 * (inner / 64) })
  .resize(inner, inner)
  .png()
  .toBuffer();
await sharp({ create: { width: maskable, height: maskable, channels: 4, background } })
  .composite([{ input: logo, gravity: 'center' }])
  .png()
  .toFile(join(out, `icon-maskable-${maskable}.png`));
console.log(`[icons] written to ${out}`);
