import { describe, expect, it } from 'vitest';
import { returnUrlAfterAuth } from './complete-auth';

describe('the return address after a sign-in hands off to SSO', () => {
  it('leaves the modal flags behind and keeps the rest of the page address', () => {
    expect(returnUrlAfterAuth('https://casino.test/ru/games/dice?login&vip&utm_source=x#rules')).toBe(
      'https://casino.test/ru/games/dice?utm_source=x#rules',
    );
    expect(returnUrlAfterAuth('https://casino.test/?signup')).toBe('https://casino.test/');
  });
});
