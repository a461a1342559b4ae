import { describe, expect, it } from 'vitest';
import { describeApiFailure, errorCodeOf, mapValidationErrors } from './validation-errors';

const catalogue: Record<string, string> = { email_taken: 'This email is already registered', invalid_code: 'Wrong code' };
const translate = (code: string) => catalogue[code];

describe('mapValidationErrors (spec section 5)', () => {
  it('shows each message as its translated first segment before ":"', () => {
    const notice = mapValidationErrors(
      { email: ['email_taken: This email is already registered.'], code: ['invalid_code: The code is wrong.'] },
      translate,
    );
    expect(notice.lines).toEqual(['This email is already registered', 'Wrong code']);
    expect(notice.byField).toEqual({ email: ['This email is already registered'], code: ['Wrong code'] });
  });

  it('keeps a message as is when its code has no translation', () => {
    const notice = mapValidationErrors(
      { password: ['password_short: At least 8 characters.', 'The password field is required.'] },
      translate,
    );
    expect(notice.lines).toEqual(['password_short: At least 8 characters.', 'The password field is required.']);
  });

  it('suppresses the hCaptcha and reCAPTCHA response fields', () => {
    const notice = mapValidationErrors(
      {
        'h-captcha-response': ['captcha_required: Solve the captcha.'],
        'g-recaptcha-response': ['captcha_required'],
        email: ['email_taken: x'],
      },
      translate,
    );
    expect(notice.lines).toEqual(['This email is already registered']);
    expect(Object.keys(notice.byField)).toEqual(['email']);
  });

  it('accepts a single string, skips empty values and repeats a line once', () => {
    const notice = mapValidationErrors({ email: 'email_taken: a', phone: ['email_taken: b', ''], other: [] }, translate);
    expect(notice.lines).toEqual(['This email is already registered']);
    expect(notice.byField.phone).toEqual(['This email is already registered']);
    expect(mapValidationErrors(null, translate)).toEqual({ lines: [], byField: {} });
  });

  it('takes the code before the first colon', () => {
    expect(errorCodeOf('invalid_credentials: Wrong email: or password')).toBe('invalid_credentials');
    expect(errorCodeOf('Plain sentence.')).toBe('Plain sentence.');
  });
});

describe('describeApiFailure', () => {
  const fallback = { generic: 'Something failed', tooManyRequests: (s: number) => `Wait ${s} s` };
  const failure = (status: number, data: unknown, headers: Record<string, string> = {}) => ({ response: { status, data, headers } });

  it('maps a 422, reports a 429 with Retry-After, translates other messages, falls back without an answer', () => {
    expect(describeApiFailure(failure(422, { message: 'x', errors: { email: ['email_taken: x'] } }), translate, fallback).lines).toEqual([
      'This email is already registered',
    ]);
    expect(describeApiFailure(failure(429, { message: 'Too many' }, { 'retry-after': '42' }), translate, fallback).lines).toEqual([
      'Wait 42 s',
    ]);
    expect(describeApiFailure(failure(409, { message: 'email_taken: dup' }), translate, fallback).lines).toEqual([
      'This email is already registered',
    ]);
    expect(describeApiFailure(new Error('Network Error'), translate, fallback).lines).toEqual(['Something failed']);
    expect(describeApiFailure(failure(500, { message: 'boom' }), translate, fallback).lines).toEqual(['Something failed']);
  });
});
