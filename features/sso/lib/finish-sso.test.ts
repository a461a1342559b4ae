import { describe, expect, it, vi } from 'vitest';
import { finishSso, type FinishSsoDeps } from './finish-sso';

function setUp(cookies: Record<string, string>, stored: Record<string, string> = {}) {
  const jar = new Map(Object.entries(cookies));
  const items = new Map(Object.entries(stored));
  const send = vi.fn(async () => undefined);
  const deps: FinishSsoDeps = {
    readCookie: (name) => jar.get(name) ?? null,
    removeCookie: (name) => void jar.delete(name),
    storage: {
      getItem: (key) => items.get(key) ?? null,
      setItem: (key, value) => void items.set(key, value),
      removeItem: (key) => void items.delete(key),
    },
    hostname: 'mirror-b.localhost',
    send,
  };
  return { deps, jar, items, send };
}

describe('finishSso', () => {
  it('after the return: moves the id from its cookie, sends the finished event with the mirror, removes the id', async () => {
    const { deps, jar, items, send } = setUp({ sso_session_id: 'sid-0123456789abcdef' });
    await finishSso(deps);
    expect(send).toHaveBeenCalledWith({
      name: 'ssoAvailabilityFinish',
      data: { session_id: 'sid-0123456789abcdef', mirror: 'mirror-b.localhost' },
    });
    expect(jar.has('sso_session_id')).toBe(false);
    expect(items.size).toBe(0);
  });

  it('while the hand-off is under way (the flag is set) keeps the id and sends nothing', async () => {
    const { deps, items, send } = setUp({ sso_session_id: 'sid-0123456789abcdef', sso_redirected: '1' });
    await finishSso(deps);
    expect(send).not.toHaveBeenCalled();
    expect(items.get('sso_session_id')).toBe('sid-0123456789abcdef');
  });

  it('sends nothing without a stored id', async () => {
    const { deps, send } = setUp({});
    await finishSso(deps);
    expect(send).not.toHaveBeenCalled();
  });
});
