import { describe, expect, it } from 'vitest';
import { mapVerificationStatus } from './verification';

describe('mapVerificationStatus', () => {
  it.each([
    ['init', 'pending'],
    ['waiting', 'pending'],
    ['user_pending', 'pending'],
    ['pending', 'pending'],
    ['failed', 'failed'],
    ['unverified', 'failed'],
    ['success', 'success'],
    ['verified', 'success'],
  ])('%s -> %s', (raw, mapped) => {
    expect(mapVerificationStatus(raw)).toBe(mapped);
  });

  it('returns null for anything else', () => {
    for (const raw of [null, undefined, '', 'SUCCESS', 'toString', '__proto__']) {
      expect(mapVerificationStatus(raw)).toBeNull();
    }
  });
});
