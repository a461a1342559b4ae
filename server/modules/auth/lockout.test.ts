import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastCode, lastMessage, nextIp, post, registerByEmail, type InvalidReply } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { CaptchaVerifier } from './captcha';

const PASSWORD = 'the owner knows this';
const LOGIN = '/api/v2/auth/login/email/password';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const guess = (email: string, password: string, ip = nextIp(), extra: object = {}) =>
  post(t.app, LOGIN, { email, password, ...extra }, { ip });

describe('password guessing slows the guesser and never locks the owner out', () => {
  it("strangers' wrong passwords from many addresses do not stop the owner signing in from another", async () => {
    await registerByEmail(t.app, 'owner@example.com', PASSWORD);
    for (let i = 0; i < 12; i += 1) expect((await guess('owner@example.com', `wrong-${i}`)).statusCode).toBe(422);
    expect((await guess('owner@example.com', PASSWORD)).statusCode).toBe(200);
  });

  it('one address that keeps failing for an account waits (429 + Retry-After); the owner elsewhere does not', async () => {
    await registerByEmail(t.app, 'pair@example.com', PASSWORD);
    const ip = nextIp();
    const { limit } = t.config.rateLimits.loginFailAccountIp;
    for (let i = 0; i < limit; i += 1) expect((await guess('pair@example.com', 'nope nope', ip)).statusCode).toBe(422);
    const slowed = await guess('pair@example.com', PASSWORD, ip);
    expect(slowed.statusCode).toBe(429);
    expect(Number(slowed.headers['retry-after'])).toBeGreaterThan(0);
    expect((await guess('pair@example.com', PASSWORD)).statusCode).toBe(200);
    // The same address may still sign in to other accounts.
    await registerByEmail(t.app, 'neighbour@example.com', PASSWORD);
    expect((await guess('neighbour@example.com', PASSWORD, ip)).statusCode).toBe(200);
  });

  it('past the per-account threshold a login asks for a one-time code, which the owner receives and signs in with', async () => {
    await registerByEmail(t.app, 'stepup@example.com', PASSWORD);
    for (let i = 0; i < t.config.rateLimits.loginFailAccount.limit; i += 1) await guess('stepup@example.com', `wrong-${i}`);
    const stepUp = await guess('stepup@example.com', PASSWORD);
    expect(stepUp.statusCode).toBe(422);
    expect(stepUp.json()).toEqual({
      message: 'More proof is needed to sign in to this account.',
      errors: { step_up: [expect.stringMatching(/^code_sent: /)] },
    });
    expect((await lastMessage(t.app, 'stepup@example.com'))?.subject).toBe('Your login code');
    const code = await lastCode(t.app, 'stepup@example.com');
    const signedIn = await post(t.app, '/api/v2/auth/login/email/code', { email: 'stepup@example.com', code });
    expect(signedIn.statusCode).toBe(200);
    // An unknown account gets the same step-up reply once it is attacked as hard: nothing tells it apart.
    for (let i = 0; i < t.config.rateLimits.loginFailAccount.limit; i += 1) await guess('ghost@example.com', `wrong-${i}`);
    expect((await guess('ghost@example.com', PASSWORD)).json()).toEqual(stepUp.json());
  });
});

describe('with a captcha configured the step-up is the captcha', () => {
  let c: TestApp;
  const captcha: CaptchaVerifier = { enabled: ['hcaptcha'], verify: async (_kind, token) => token === 'solved' };
  beforeAll(async () => {
    c = await createTestApp({}, { captcha });
  });
  afterAll(async () => {
    await c.close();
  });

  it('asks for it, refuses a bad one and lets the owner in with a good one', async () => {
    const login = (password: string, extra: object = {}) => post(c.app, LOGIN, { email: 'cap@example.com', password, ...extra });
    expect(
      (await post(c.app, '/api/v2/auth/register/email', { email: 'cap@example.com', password: PASSWORD, 'h-captcha-response': 'solved' }))
        .statusCode,
    ).toBe(200);
    expect((await login(PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < c.config.rateLimits.loginFailAccount.limit; i += 1) await login(`wrong-${i}`);
    expect((await login(PASSWORD)).json<InvalidReply>().errors).toEqual({ step_up: [expect.stringMatching(/^captcha_required: /)] });
    expect((await login(PASSWORD, { 'h-captcha-response': 'robot' })).json<InvalidReply>().errors).toEqual({
      step_up: [expect.stringMatching(/^captcha_failed: /)],
    });
    expect((await login(PASSWORD, { 'h-captcha-response': 'solved' })).statusCode).toBe(200);
  });
});
