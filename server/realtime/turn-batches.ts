/**
 * The broadcasts of one turn of the event loop, kept per channel and written when the turn ends: every socket of a
 * channel gets the turn's frames as one buffer, one write. A burst (1,000 cash-outs settled together) was a write
 * per event per socket, 5,000,000 of them for 5,000 sockets (#11). Order is kept within a channel; `flush` writes
 * what is pending at once, for a change of who is in a channel.
 */
export function createTurnBatches<K>(write: (key: K, frames: Buffer) => void) {
  const pending = new Map<K, Buffer[]>();
  const flush = () => {
    if (pending.size === 0) return;
    const batches = [...pending];
    pending.clear();
    for (const [key, frames] of batches) write(key, frames.length === 1 ? frames[0] : Buffer.concat(frames));
  };
  return {
    add(key: K, frame: Buffer): void {
      let frames = pending.get(key);
      if (!frames) {
        if (pending.size === 0) setImmediate(flush);
        pending.set(key, (frames = []));
      }
      frames.push(frame);
    },
    flush,
  };
}
