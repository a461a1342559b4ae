import { describe, expect, it } from 'vitest';
import { parseWebEnv } from './web-env';

describe('web configuration: CASINO_FRAME_ORIGINS', () => {
  it('is null when unset, so the CSP frames the api’s public origin (the sandbox aggregator)', () => {
    expect(parseWebEnv({}).CASINO_FRAME_ORIGINS).toBeNull();
    expect(parseWebEnv({ CASINO_FRAME_ORIGINS: ' ' }).CASINO_FRAME_ORIGINS).toBeNull();
  });

  it('reads a comma-separated list as origins', () => {
    expect(
      parseWebEnv({ CASINO_FRAME_ORIGINS: 'https://games.hub88.example/launch, https://cdn.provider.example:8443' }).CASINO_FRAME_ORIGINS,
    ).toEqual(['https://games.hub88.example', 'https://cdn.provider.example:8443']);
  });

  it.each(['games.example', 'javascript:alert(1)', "'self'"])('refuses %j', (value) => {
    expect(() => parseWebEnv({ CASINO_FRAME_ORIGINS: value })).toThrow(/CASINO_FRAME_ORIGINS/);
  });
});
