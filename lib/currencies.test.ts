import { describe, expect, it } from 'vitest';
import { guestCurrencyFor } from './currencies';

describe('guestCurrencyFor', () => {
  it('gives tenge on the Kazakh interface and the default rouble elsewhere', () => {
    expect(guestCurrencyFor('kk-KZ')).toBe('KZT');
    expect(guestCurrencyFor('ru-RU')).toBe('RUB');
    expect(guestCurrencyFor('en-US')).toBe('RUB');
  });
});
