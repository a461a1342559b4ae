interface Sample {
  offsetMs: number;
  roundTripMs: number;
}

const KEPT_SAMPLES = 5;

/**
 * The server clock as seen from here. A ping's sample assumes the reply's timestamp was taken half-way through the
 * round trip; the sample with the shortest trip of the last few is the least wrong. The hello frame's time gives a
 * first guess (its trip is unknown, so any ping replaces it).
 */
export class ClockOffset {
  private samples: Sample[] = [];
  private guessMs: number | null = null;

  /** The server time in a frame that arrived at local time `receivedAtMs`, its sending time unknown. */
  addGuess(serverTimeMs: number, receivedAtMs: number): void {
    this.guessMs = serverTimeMs - receivedAtMs;
  }

  /** A ping sent at `sentAtMs` and answered at `receivedAtMs` (local), carrying the server's `serverTimeMs`. */
  addPing(sentAtMs: number, serverTimeMs: number, receivedAtMs: number): void {
    const roundTripMs = Math.max(0, receivedAtMs - sentAtMs);
    this.samples = [...this.samples, { offsetMs: serverTimeMs - (sentAtMs + roundTripMs / 2), roundTripMs }].slice(-KEPT_SAMPLES);
  }

  /** Add this to the local clock to get the server's (0 until anything was heard). */
  get offsetMs(): number {
    if (this.samples.length === 0) return this.guessMs ?? 0;
    return this.samples.reduce((best, sample) => (sample.roundTripMs < best.roundTripMs ? sample : best)).offsetMs;
  }
}
