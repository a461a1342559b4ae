import { describe, expect, it } from 'vitest';
import { readStepUp } from './login-step-up';

const failure = (status: number, errors: unknown) => ({ response: { status, data: { message: 'x', errors }, headers: {} } });

describe('readStepUp', () => {
  it("reads the step-up code of a login's 422", () => {
    expect(readStepUp(failure(422, { step_up: ['code_sent: We sent a code.'] }))).toBe('code_sent');
    expect(readStepUp(failure(422, { step_up: 'captcha_required: Solve it.' }))).toBe('captcha_required');
    expect(readStepUp(failure(422, { step_up: ['captcha_failed: Refused.'] }))).toBe('captcha_failed');
  });

  it('is null for other failures and unknown codes', () => {
    expect(readStepUp(failure(422, { email: ['invalid_credentials: Wrong.'] }))).toBeNull();
    expect(readStepUp(failure(422, { step_up: ['something_else: ?'] }))).toBeNull();
    expect(readStepUp(failure(429, { step_up: ['code_sent: x'] }))).toBeNull();
    expect(readStepUp(new Error('network'))).toBeNull();
  });
});
