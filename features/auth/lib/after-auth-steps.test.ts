import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runAfterAuthSteps, type AfterAuthDeps } from './after-auth-steps';

function deps(overrides: Partial<AfterAuthDeps> = {}): AfterAuthDeps {
  return {
    kind: 'login',
    user: { locale: 'ru', timezone: 'Europe/Moscow', total_balance: 0, currency: 'RUB' },
    currentLocale: 'ru',
    applyLocale: vi.fn(),
    saveSettings: vi.fn(async () => undefined),
    guessTimezone: () => 'Asia/Almaty',
    fetchNotifications: vi.fn(async () => undefined),
    isLoggedIn: () => true,
    isModalShowing: () => false,
    openDeposit: vi.fn(),
    ...overrides,
  };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('after-login steps', () => {
  it('fetches notifications after 4 s and opens PayIn after 17 s for an empty balance', () => {
    const d = deps();
    runAfterAuthSteps(d);
    vi.advanceTimersByTime(3999);
    expect(d.fetchNotifications).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(d.fetchNotifications).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(12_999);
    expect(d.openDeposit).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(d.openDeposit).toHaveBeenCalledTimes(1);
  });

  it('does not prompt with money on the account, without a currency, or while a modal shows', () => {
    for (const d of [
      deps({ user: { locale: 'ru', timezone: 'UTC', total_balance: 10, currency: 'RUB' } }),
      deps({ user: { locale: 'ru', timezone: 'UTC', total_balance: 0, currency: null } }),
      deps({ isModalShowing: () => true }),
      deps({ isLoggedIn: () => false }),
    ]) {
      runAfterAuthSteps(d);
      vi.advanceTimersByTime(20_000);
      expect(d.openDeposit).not.toHaveBeenCalled();
    }
  });

  it('after a registration prompts whatever the balance', () => {
    const d = deps({ kind: 'register', user: { locale: 'ru', timezone: 'UTC', total_balance: 5, currency: 'RUB' } });
    runAfterAuthSteps(d);
    vi.advanceTimersByTime(17_000);
    expect(d.openDeposit).toHaveBeenCalledTimes(1);
  });

  it('applies the user locale (en when unsupported) and saves a guessed time zone when absent', () => {
    const kz = deps({ user: { locale: 'kz', timezone: 'UTC', total_balance: 0, currency: 'RUB' } });
    runAfterAuthSteps(kz);
    expect(kz.applyLocale).toHaveBeenCalledWith('kz');
    expect(kz.saveSettings).not.toHaveBeenCalled();

    const unsupported = deps({ user: { locale: 'br', timezone: null, total_balance: 0, currency: 'RUB' } });
    runAfterAuthSteps(unsupported);
    expect(unsupported.applyLocale).toHaveBeenCalledWith('en');
    expect(unsupported.saveSettings).toHaveBeenCalledWith({ timezone: 'Asia/Almaty' });

    const none = deps({ user: { locale: null, timezone: null, total_balance: 0, currency: 'RUB' } });
    runAfterAuthSteps(none);
    expect(none.applyLocale).not.toHaveBeenCalled();
    expect(none.saveSettings).toHaveBeenCalledWith({ locale: 'ru', timezone: 'Asia/Almaty' });
  });

  it('ignores a failed notifications fetch and stops its timers when cancelled', async () => {
    const failing = deps({ fetchNotifications: vi.fn(async () => Promise.reject(new Error('down'))) });
    runAfterAuthSteps(failing);
    await vi.advanceTimersByTimeAsync(4000);
    expect(failing.fetchNotifications).toHaveBeenCalled();

    const cancelled = deps();
    runAfterAuthSteps(cancelled)();
    vi.advanceTimersByTime(20_000);
    expect(cancelled.fetchNotifications).not.toHaveBeenCalled();
    expect(cancelled.openDeposit).not.toHaveBeenCalled();
  });
});
