import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { webEnv } from '@/lib/config/web-env';

let cached: string | null | undefined;

/**
 * The id of the build this server runs (.next/BUILD_ID, written by `next build`), or null under `next dev`, which
 * has none. Pages hand it to the new-build poll; /builds/latest.json answers it.
 */
export function currentBuildId(): string | null {
  if (cached !== undefined) return cached;
  try {
    const id = readFileSync(join(process.cwd(), '.next', 'BUILD_ID'), 'utf8').trim();
    cached = webEnv.NODE_ENV === 'production' && id ? id : null;
  } catch {
    cached = null;
  }
  return cached;
}
