#!/usr/bin/env node
// The npm registry this project installs from serves only the linux-x64 builds of packages that ship
// one native package per platform (@next/swc-*, @swc/core-*), so `npm install` writes a lockfile without
// the other platforms' entries and `npm ci` then refuses it as out of sync. This adds those entries as
// optional, platform-restricted packages: npm ci checks them and skips them on this platform, as it would
// with entries from the full registry. Runs after every `npm install` (postinstall); idempotent.
import { readFileSync, writeFileSync } from 'node:fs';

const lockPath = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
const OS = ['darwin', 'linux', 'win32', 'freebsd', 'android'];
const CPU = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 's390x', 'riscv64'];

function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = OS.find((value) => parts.includes(value));
  const cpu = CPU.find((value) => parts.includes(value)) ?? (parts.includes('arm') ? 'arm' : undefined);
  return os && cpu ? { os: [os], cpu: [cpu] } : null;
}

let added = 0;
for (const entry of Object.values(lock.packages ?? {})) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const key = `node_modules/${name}`;
    const platform = platformOf(name);
    if (lock.packages[key] || !platform) continue;
    lock.packages[key] = { version, cpu: platform.cpu, optional: true, os: platform.os };
    added += 1;
  }
}
if (added > 0) {
  writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(`[lockfile] added ${added} other-platform optional entries`);
}
