import { describe, expect, it } from 'vitest';
import { holdHistoryWritesUntilFirstPaint, type HistoryHoldWindow } from './history-hold';

type Write = [kind: string, data: unknown, url?: string];

function fakeWindow({ observer = true }: { observer?: boolean } = {}) {
  const writes: Write[] = [];
  let state: unknown = null;
  const history = {
    get state() {
      return state;
    },
    pushState(data: unknown, _: string, url?: string) {
      state = data;
      writes.push(['push', data, url]);
    },
    replaceState(data: unknown, _: string, url?: string) {
      state = data;
      writes.push(['replace', data, url]);
    },
  } as unknown as History;
  let paint: ((names: string[]) => void) | null = null;
  const timers: Array<() => void> = [];
  class FakeObserver {
    constructor(callback: PerformanceObserverCallback) {
      paint = (names) => callback({ getEntriesByName: (name: string) => names.filter((n) => n === name) } as never, this as never);
    }
    observe() {}
    disconnect() {
      paint = null;
    }
  }
  const win: HistoryHoldWindow = {
    history,
    PerformanceObserver: observer ? (FakeObserver as unknown as typeof PerformanceObserver) : undefined,
    setTimeout: (callback) => timers.push(callback),
  };
  return { win, history, writes, paint: (...names: string[]) => paint?.(names), fireTimers: () => timers.forEach((t) => t()) };
}

const routerState = (n: number) => ({ __NA: true, tree: n });

describe('holdHistoryWritesUntilFirstPaint', () => {
  it("holds the router's writes until the first contentful paint, then makes them in order", () => {
    const { win, history, writes, paint } = fakeWindow();
    holdHistoryWritesUntilFirstPaint(win);
    history.replaceState(routerState(1), '', '/en');
    history.pushState(routerState(2), '', '/en/games');
    expect(writes).toEqual([]);
    paint('first-paint');
    expect(writes).toEqual([]);
    paint('first-contentful-paint');
    expect(writes).toEqual([
      ['replace', routerState(1), '/en'],
      ['push', routerState(2), '/en/games'],
    ]);
    history.replaceState(routerState(3), '', '/en/games');
    expect(writes).toHaveLength(3);
  });

  it('lets the held writes go after the timeout when no paint is reported (a hidden tab)', () => {
    const { win, history, writes, fireTimers } = fakeWindow();
    holdHistoryWritesUntilFirstPaint(win, 2000);
    history.replaceState(routerState(1), '', '/');
    fireTimers();
    expect(writes).toEqual([['replace', routerState(1), '/']]);
  });

  it("releases the held writes before another script's write, which keeps the router's state when it passes the one it read", () => {
    const { win, history, writes } = fakeWindow();
    holdHistoryWritesUntilFirstPaint(win);
    history.replaceState(routerState(1), '', '/en?simpleAuthToken=x');
    history.replaceState(history.state, '', '/en');
    expect(writes).toEqual([
      ['replace', routerState(1), '/en?simpleAuthToken=x'],
      ['replace', routerState(1), '/en'],
    ]);
  });

  it("writes another script's own state as given", () => {
    const { win, history, writes } = fakeWindow();
    holdHistoryWritesUntilFirstPaint(win);
    history.pushState({ mine: true }, '', '/a');
    expect(writes).toEqual([['push', { mine: true }, '/a']]);
  });

  it('does not hold where paint timing is missing, and installs once', () => {
    const bare = fakeWindow({ observer: false });
    holdHistoryWritesUntilFirstPaint(bare.win);
    bare.history.replaceState(routerState(1), '', '/');
    expect(bare.writes).toHaveLength(1);

    const twice = fakeWindow();
    holdHistoryWritesUntilFirstPaint(twice.win);
    const wrapped = twice.history.replaceState;
    holdHistoryWritesUntilFirstPaint(twice.win);
    expect(twice.history.replaceState).toBe(wrapped);
  });
});
