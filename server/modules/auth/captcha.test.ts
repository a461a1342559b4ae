import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, type InvalidReply } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createCaptchaVerifier, type CaptchaVerifier } from './captcha';

const body = (email: string, extra: object = {}) => ({ email, password: 'long enough password', ...extra });

describe('captcha', () => {
  it('is skipped when no secret is set', async () => {
    expect(createCaptchaVerifier({ hcaptchaSecret: null, recaptchaSecret: null }).enabled).toEqual([]);
    const t = await createTestApp();
    try {
      expect((await post(t.app, '/api/v2/auth/register/email', body('nocaptcha@example.com'))).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  describe('with secrets set', () => {
    let t: TestApp;
    const seen: Array<{ kind: string; token: string; ip: string }> = [];
    // Stands in for the hCaptcha / reCAPTCHA services, which tests cannot reach.
    const verifier: CaptchaVerifier = {
      enabled: ['hcaptcha', 'recaptcha'],
      async verify(kind, token, ip) {
        seen.push({ kind, token, ip });
        return token === 'good-token';
      },
    };

    beforeAll(async () => {
      t = await createTestApp({ hcaptchaSecret: 'h-secret', recaptchaSecret: 'g-secret' }, { captcha: verifier });
    });
    afterAll(async () => {
      await t.close();
    });

    it('the config turns the kinds on', () => {
      expect(createCaptchaVerifier({ hcaptchaSecret: 'x', recaptchaSecret: null }).enabled).toEqual(['hcaptcha']);
    });

    it('422 captcha_required on the response fields when none is sent; the service is not asked', async () => {
      const res = await post(t.app, '/api/v2/auth/register/email', body('required@example.com'));
      expect(res.statusCode).toBe(422);
      expect(res.json<InvalidReply>().errors).toEqual({
        'h-captcha-response': ['captcha_required: The captcha must be solved.'],
        'g-recaptcha-response': ['captcha_required: The captcha must be solved.'],
      });
      expect(seen).toEqual([]);
    });

    it('422 captcha_failed when the service refuses the token', async () => {
      const res = await post(t.app, '/api/v2/auth/register/email', body('refused@example.com', { 'g-recaptcha-response': 'bad-token' }), {
        ip: '198.51.100.9',
      });
      expect(res.statusCode).toBe(422);
      expect(res.json<InvalidReply>().errors).toEqual({ 'g-recaptcha-response': ['captcha_failed: The captcha was not accepted.'] });
      expect(seen.at(-1)).toEqual({ kind: 'recaptcha', token: 'bad-token', ip: '198.51.100.9' });
    });

    it('registers when the service accepts the token', async () => {
      const res = await post(t.app, '/api/v2/auth/register/phone', {
        phone: '+77040000000',
        password: 'long enough password',
        'h-captcha-response': 'good-token',
      });
      expect(res.statusCode).toBe(200);
      expect(seen.at(-1)?.kind).toBe('hcaptcha');
    });
  });

  it('without a secret the default verifier refuses instead of calling out', async () => {
    const verifier = createCaptchaVerifier({ hcaptchaSecret: null, recaptchaSecret: null });
    expect(await verifier.verify('hcaptcha', 'token', '127.0.0.1')).toBe(false);
  });
});
