import { TIMINGS } from '@/lib/timings';

/**
 * Loads a mirror's pixel, cache-busted, and resolves with the load time in ms, or null when it failed or took
 * longer than the timeout (4 s).
 */
export function probeImage(
  imageUrl: string,
  timeoutMs: number = TIMINGS.mirrorProbeTimeoutMs,
  now: () => number = () => performance.now(),
): Promise<number | null> {
  return new Promise((resolve) => {
    const image = new Image();
    const started = now();
    const done = (value: number | null) => {
      clearTimeout(timer);
      image.onload = null;
      image.onerror = null;
      image.src = '';
      resolve(value);
    };
    const timer = setTimeout(() => done(null), timeoutMs);
    image.onload = () => done(Math.max(0, Math.round(now() - started)));
    image.onerror = () => done(null);
    const url = new URL(imageUrl);
    url.searchParams.set('_', `${Date.now()}${Math.random().toString(36).slice(2, 8)}`);
    image.src = url.toString();
  });
}
