import { describe, expect, it } from 'vitest';
import { buildContentSecurityPolicy, createNonce, nonceOfPolicy, staticSecurityHeaders } from './security-headers';

const base = {
  nonce: 'abc123==',
  isDevelopment: false,
  apiOrigins: ['https://api.casino.example'],
  gameFrameOrigins: [] as string[],
  hcaptcha: false,
  recaptcha: false,
};

function directives(csp: string): Record<string, string[]> {
  return Object.fromEntries(csp.split('; ').map((part) => [part.split(' ')[0], part.split(' ').slice(1)]));
}

describe('static security headers', () => {
  it('send nosniff, frame denial and the referrer policy always, HSTS only from a production build', () => {
    const development = Object.fromEntries(staticSecurityHeaders({ isProduction: false }).map((h) => [h.key, h.value]));
    expect(development).toEqual({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'strict-origin-when-cross-origin',
    });
    const production = Object.fromEntries(staticSecurityHeaders({ isProduction: true }).map((h) => [h.key, h.value]));
    expect(production['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
  });
});

describe('content security policy', () => {
  it('allows only this site, the api and nonce-carrying scripts in production', () => {
    const csp = directives(buildContentSecurityPolicy(base));
    expect(csp['script-src']).toEqual(["'self'", "'nonce-abc123=='", "'strict-dynamic'"]);
    expect(csp['connect-src']).toEqual(["'self'", 'https://api.casino.example', 'wss://api.casino.example']);
    expect(csp['frame-src']).toEqual(["'none'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'none'"]);
    expect(csp['worker-src']).toEqual(["'self'"]);
    expect(csp['manifest-src']).toEqual(["'self'"]);
    expect(csp['default-src']).toEqual(["'self'"]);
  });

  it('adds eval and the hot-reload socket in development only', () => {
    const csp = directives(buildContentSecurityPolicy({ ...base, isDevelopment: true }));
    expect(csp['script-src']).toContain("'unsafe-eval'");
    expect(csp['connect-src']).toEqual(expect.arrayContaining(['ws:', 'wss:']));
    expect(buildContentSecurityPolicy(base)).not.toMatch(/unsafe-eval| wss?:[ ;]/);
  });

  it('frames exactly the game providers it is given, beside the captchas', () => {
    const games = directives(
      buildContentSecurityPolicy({ ...base, gameFrameOrigins: ['https://games.example', 'https://api.casino.example'] }),
    );
    expect(games['frame-src']).toEqual(['https://games.example', 'https://api.casino.example']);
    const both = directives(buildContentSecurityPolicy({ ...base, gameFrameOrigins: ['https://games.example'], hcaptcha: true }));
    expect(both['frame-src']).toEqual(['https://games.example', 'https://hcaptcha.com', 'https://*.hcaptcha.com']);
    expect(both['frame-ancestors']).toEqual(["'none'"]);
  });

  it('adds hCaptcha and reCAPTCHA origins only when each is configured', () => {
    const hcaptcha = directives(buildContentSecurityPolicy({ ...base, hcaptcha: true }));
    expect(hcaptcha['script-src']).toContain('https://*.hcaptcha.com');
    expect(hcaptcha['frame-src']).toEqual(['https://hcaptcha.com', 'https://*.hcaptcha.com']);
    expect(hcaptcha['style-src']).toContain('https://hcaptcha.com');
    expect(hcaptcha['connect-src']).toContain('https://*.hcaptcha.com');
    expect(hcaptcha['script-src']).not.toContain('https://www.gstatic.com/recaptcha/');

    const recaptcha = directives(buildContentSecurityPolicy({ ...base, recaptcha: true }));
    expect(recaptcha['script-src']).toEqual(
      expect.arrayContaining(['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/']),
    );
    expect(recaptcha['frame-src']).toEqual(['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/']);
    expect(recaptcha['connect-src']).not.toContain('https://*.hcaptcha.com');
  });

  it("lets the support chat provider's origin load, connect, frame and show images only when one is configured", () => {
    const csp = directives(buildContentSecurityPolicy({ ...base, supportChatOrigins: ['https://chat.example'] }));
    for (const name of ['script-src', 'connect-src', 'frame-src', 'img-src', 'style-src'])
      expect(csp[name]).toContain('https://chat.example');
    expect(csp['connect-src']).toContain('wss://chat.example');
    expect(buildContentSecurityPolicy(base)).not.toContain('chat.example');
  });

  it('lists an origin once even when it is both the api and a captcha', () => {
    const csp = directives(buildContentSecurityPolicy({ ...base, apiOrigins: ['https://hcaptcha.com'], hcaptcha: true }));
    expect(csp['connect-src'].filter((source) => source === 'https://hcaptcha.com')).toHaveLength(1);
  });

  it('makes a fresh nonce Next can read from the header', () => {
    const nonces = new Set(Array.from({ length: 50 }, createNonce));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });

  it('gives back the nonce of a policy for the client code that adds scripts, and none for a policy without one', () => {
    const nonce = createNonce();
    expect(nonceOfPolicy(buildContentSecurityPolicy({ ...base, nonce, hcaptcha: true, recaptcha: true }))).toBe(nonce);
    expect(nonceOfPolicy("default-src 'self'")).toBeUndefined();
    expect(nonceOfPolicy(null)).toBeUndefined();
  });
});
