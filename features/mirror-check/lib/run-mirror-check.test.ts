import { afterEach, describe, expect, it, vi } from 'vitest';
import { probeImage } from './probe';
import { runMirrorCheck } from './run-mirror-check';

describe('runMirrorCheck', () => {
  it('probes every mirror and posts load times by hostname', async () => {
    const send = vi.fn(async () => undefined);
    await runMirrorCheck({
      fetchMirrors: async () => [
        { url: 'https://a.example', image: 'https://a.example/pixel.png' },
        { url: 'https://b.example', image: 'https://b.example/pixel.png' },
      ],
      probe: async (image) => (image.startsWith('https://a.') ? 120 : null),
      send,
    });
    expect(send).toHaveBeenCalledWith({ 'a.example': 120, 'b.example': null });
  });

  it('posts nothing without a list', async () => {
    const send = vi.fn(async () => undefined);
    await runMirrorCheck({ fetchMirrors: async () => null, probe: async () => 1, send });
    expect(send).not.toHaveBeenCalled();
  });
});

describe('probeImage', () => {
  class FakeImage {
    static last: FakeImage | null = null;
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    src = '';
    constructor() {
      FakeImage.last = this;
    }
  }
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('cache-busts the URL and yields the load time', async () => {
    vi.stubGlobal('Image', FakeImage);
    let clock = 1000;
    const pending = probeImage('https://a.example/pixel.png', 4000, () => clock);
    const image = FakeImage.last!;
    expect(new URL(image.src).searchParams.get('_')).toBeTruthy();
    clock = 1180;
    image.onload?.();
    expect(await pending).toBe(180);
  });

  it('yields null on an error and after the 4 s timeout', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('Image', FakeImage);
    const failing = probeImage('https://a.example/pixel.png');
    FakeImage.last!.onerror?.();
    expect(await failing).toBeNull();
    const slow = probeImage('https://b.example/pixel.png');
    await vi.advanceTimersByTimeAsync(3_999);
    let settled = false;
    void slow.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await slow).toBeNull();
  });
});
