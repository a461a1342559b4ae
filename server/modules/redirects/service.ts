import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { normalizeRedirectPath, REDIRECT_STATUSES, type RedirectRule } from '@/lib/redirects';
import type { Db } from '../../db/db';
import { insertMissingRedirects, listRedirects } from './repository';

const SEED_FILE = new URL('./seed-redirects.json', import.meta.url);

const seedSchema = z.array(
  z.object({
    path: z.string().startsWith('/'),
    target: z.string().regex(/^(\/|https?:\/\/)/, 'must be a path or an http(s) URL'),
    status: z.union(REDIRECT_STATUSES.map((status) => z.literal(status))),
  }),
);

export async function seedRedirects(db: Db): Promise<void> {
  const rules = seedSchema.parse(JSON.parse(readFileSync(SEED_FILE, 'utf8')));
  await insertMissingRedirects(
    db,
    rules.map((rule) => ({ ...rule, path: normalizeRedirectPath(rule.path) })),
  );
}

export type RedirectService = { lookup(path: string): Promise<RedirectRule | null> };

/** The whole table is small and read on every page view, so it is cached in memory for ttlMs. */
export function createRedirectService(db: Db, ttlMs: number, now: () => number = Date.now): RedirectService {
  let cache: { rules: Map<string, RedirectRule>; expiresAtMs: number } | null = null;
  let loading: Promise<Map<string, RedirectRule>> | null = null;

  const load = async () => {
    const rows = await listRedirects(db);
    const rules = new Map(rows.map((row) => [normalizeRedirectPath(row.path), { target: row.target, status: row.status }]));
    cache = { rules, expiresAtMs: now() + ttlMs };
    return rules;
  };

  return {
    async lookup(path) {
      let rules = cache && cache.expiresAtMs > now() ? cache.rules : null;
      if (!rules) {
        loading ??= load().finally(() => (loading = null));
        rules = await loading;
      }
      return rules.get(normalizeRedirectPath(path)) ?? null;
    },
  };
}
