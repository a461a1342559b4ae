/**
 * Whether `probe` settles true within `ms`. The verdict waits for the event loop's next poll phase after the timer:
 * a busy loop runs its timers before the I/O that may already hold the answer, and a leader whose lock connection did
 * answer must not resign because its own loop was late to read the reply (a loop busy past the timeout, #11).
 */
export function answeredWithin(probe: Promise<boolean>, ms: number): Promise<boolean> {
  const late = new Promise<boolean>((resolve) => setTimeout(() => setImmediate(resolve, false), ms).unref());
  return Promise.race([probe, late]);
}
