import { signNowpaymentsIpn } from './signature';
import type { IpnDelivery } from './emulator-types';

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

type IpnOptions = {
  ipnSecret: string;
  /** Attempts per IPN and the first retry's delay (doubling). */
  retry: { attempts: number; delayMs: number };
  log: (line: string) => void;
};

/**
 * The emulator's IPNs: signed with HMAC-SHA512 over the key-sorted body, retried until the shop answers 2xx, each
 * recorded in `ipns`; the steps of a payment or a withdrawal run in order and are tracked until they have settled.
 */
export function createIpnSender({ ipnSecret, retry, log }: IpnOptions) {
  const ipns: IpnDelivery[] = [];
  const inFlight = new Set<Promise<void>>();
  let closed = false;

  async function deliver(target: string, body: object): Promise<void> {
    const text = JSON.stringify(body);
    const delivery: IpnDelivery = {
      url: target,
      body: text,
      signature: signNowpaymentsIpn(ipnSecret, body),
      attempts: 0,
      lastStatus: null,
      delivered: false,
    };
    ipns.push(delivery);
    for (let attempt = 0; attempt < retry.attempts && !closed; attempt += 1) {
      if (attempt > 0) await sleep(retry.delayMs * 2 ** (attempt - 1));
      if (closed) return;
      delivery.attempts += 1;
      try {
        const response = await fetch(target, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-nowpayments-sig': delivery.signature },
          body: text,
          redirect: 'manual',
          signal: AbortSignal.timeout(5_000),
        });
        await response.body?.cancel();
        delivery.lastStatus = response.status;
        if (response.ok) {
          delivery.delivered = true;
          return;
        }
      } catch {
        delivery.lastStatus = null;
      }
    }
    log(`IPN to ${target} given up after ${delivery.attempts} attempts`);
  }

  /** Runs steps one after another (each IPN after the previous one's delivery), tracked for settled(). */
  function sequence(steps: (() => Promise<void>)[]): void {
    const run = (async () => {
      for (const step of steps) {
        if (closed) return;
        await step();
      }
    })();
    inFlight.add(run);
    void run.finally(() => inFlight.delete(run));
  }

  return {
    ipns,
    deliver,
    sequence,
    /** Resolves when every sequence has finished, those started meanwhile too. */
    settled: async (): Promise<void> => {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
    /** No new attempt or step starts: the emulator is closing. */
    stop: (): void => {
      closed = true;
    },
    /** Resolves when the sequences under way now have ended. */
    running: async (): Promise<void> => {
      await Promise.all([...inFlight]);
    },
  };
}
