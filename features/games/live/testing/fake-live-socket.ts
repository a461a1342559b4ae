import { act } from '@testing-library/react';
import type { LiveLink, LiveSocket } from '../lib/live-link';

export type SentCommand = { op: string; args: Record<string, unknown> };

/**
 * The socket a live game's page would hand in: the test pushes events (with the game's name) and answers commands
 * with `reply` (an Error is a refusal). `serverNow` is the test's clock, so nothing waits on real time.
 */
export function fakeLiveSocket(
  game: string,
  reply: (sent: SentCommand) => Record<string, unknown> | Error,
  clock: { now: number } = { now: Date.now() },
) {
  const listeners = new Set<(event: { type: string }) => void>();
  const sent: SentCommand[] = [];
  const socket: LiveSocket = {
    command: async (op, args = {}) => {
      sent.push({ op, args });
      const answer = reply({ op, args });
      if (answer instanceof Error) throw answer;
      return answer as never;
    },
    serverNow: () => clock.now,
    onEvent: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    retryNow: () => {},
  };
  const emit = (event: Record<string, unknown>) =>
    act(() => listeners.forEach((listener) => listener({ game, ...event } as unknown as { type: string })));
  return { socket, sent, emit, clock };
}

/**
 * A refusal as the realtime client throws it, in the api's shape: its code, and its words under `field` (a 422) or as
 * the message (any other status).
 */
export function refusal(status: number, code: string, text: string, field?: string) {
  const worded = `${code}: ${text}`;
  const data = field ? { message: 'The given data was invalid.', code, errors: { [field]: [worded] } } : { message: worded, code };
  return Object.assign(new Error(data.message), { response: { status, data, headers: {} } });
}

export const onlineLink = (socket: LiveSocket): LiveLink => ({ socket, connection: 'online', auth: 'ok' });
