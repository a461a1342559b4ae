import * as core from 'zod/v4/core';
import * as mini from 'zod/mini';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';

describe('zod as installed (scripts/patch-zod-locales.mjs, run by postinstall)', () => {
  it('exports no locales namespace, so Turbopack cannot bundle every locale', () => {
    expect('locales' in z).toBe(false);
    expect('locales' in core).toBe(false);
    expect('locales' in mini).toBe(false);
  });

  it('still reports errors in English', () => {
    const result = z.object({ amount: z.number() }).safeParse({ amount: 'x' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Invalid input: expected number, received string');
  });
});
