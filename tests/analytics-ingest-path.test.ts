import { describe, expect, it } from 'vitest';
import { config } from '@/proxy';
import { isKnownRoute } from '@/lib/routes';
import { ANALYTICS_INGEST_PATH } from '@/lib/analytics/ingest-contract';

/** Next's matcher is a path-to-regexp source; anchored, it is the same test Next runs on a request's path. */
const matchesProxy = (path: string) => config.matcher.some((source) => new RegExp(`^${source}$`).test(path));

describe('the analytics ingest path', () => {
  it('stays out of the proxy (no locale routing, no 404 rewrite), while pages still go through it', () => {
    expect(matchesProxy(ANALYTICS_INGEST_PATH)).toBe(false);
    expect(isKnownRoute(ANALYTICS_INGEST_PATH)).toBe(false);
    expect(matchesProxy('/games/dice')).toBe(true);
    expect(matchesProxy('/ru/profile/support')).toBe(true);
    expect(matchesProxy('/ingestion')).toBe(true);
  });
});
