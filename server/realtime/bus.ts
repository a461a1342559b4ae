import { serviceUnavailable, type CommandResult, type ForwardedCommand } from './protocol';
import type { RealtimeEvent, RealtimeGameId } from './types';

export type CommandHandler = (command: ForwardedCommand) => Promise<CommandResult>;

/**
 * Carries a game's events from its leader to every node (this one too) and players' commands from any node to the
 * leader and back. In process for one node; through Redis pub/sub for several (redis-bus.ts).
 */
export interface RealtimeBus {
  publish(event: RealtimeEvent): void;
  /** Every event of every game, in the order its leader published them. */
  onEvent(listener: (event: RealtimeEvent) => void): void;
  /** The leader answers its game's commands until the returned function is called. */
  serve(game: RealtimeGameId, handler: CommandHandler): Promise<() => Promise<void>>;
  /** A command to its game's leader: its result, or a 503 when no leader answers in time. */
  request(command: ForwardedCommand): Promise<CommandResult>;
  /** Plain JSON on a topic to every node (this one too), for what is no game's event (the feeds' settled bets). */
  broadcast(topic: string, payload: unknown): void;
  onBroadcast(topic: string, listener: (payload: unknown) => void): void;
  close(): Promise<void>;
}

export const NO_LEADER: CommandResult = {
  ok: false,
  error: serviceUnavailable('leader_unavailable: The game is between servers; retry in a few seconds.'),
};
export const LEADER_TIMEOUT: CommandResult = {
  ok: false,
  error: serviceUnavailable('leader_timeout: The game did not answer in time; check your bet before retrying.'),
};

/** The result, or `fallback` when it takes longer than timeoutMs. */
export function withTimeout<T>(work: Promise<T>, timeoutMs: number, fallback: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(fallback), timeoutMs);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** Calls every listener; one that throws neither stops the others nor reaches the publisher. */
export function dispatch<T>(listeners: Array<(event: T) => void>, event: T, onError: (error: unknown) => void): void {
  for (const listener of listeners) {
    try {
      listener(event);
    } catch (error) {
      onError(error);
    }
  }
}

export function createMemoryBus(options: { commandTimeoutMs: number; onError?: (error: unknown) => void }): RealtimeBus {
  const listeners: Array<(event: RealtimeEvent) => void> = [];
  const handlers = new Map<RealtimeGameId, CommandHandler>();
  const topics = createTopics();
  const onError = options.onError ?? (() => undefined);
  return {
    publish: (event) => dispatch(listeners, event, onError),
    onEvent: (listener) => {
      listeners.push(listener);
    },
    broadcast: (topic, payload) => dispatch(topics.listeners(topic), payload, onError),
    onBroadcast: (topic, listener) => topics.add(topic, listener),
    async serve(game, handler) {
      handlers.set(game, handler);
      return async () => {
        if (handlers.get(game) === handler) handlers.delete(game);
      };
    },
    async request(command) {
      const handler = handlers.get(command.game);
      if (!handler) return NO_LEADER;
      return withTimeout(handler(command), options.commandTimeoutMs, LEADER_TIMEOUT);
    },
    async close() {
      listeners.length = 0;
      handlers.clear();
      topics.clear();
    },
  };
}

/** The broadcast listeners of a bus, by topic. */
export function createTopics() {
  const byTopic = new Map<string, Array<(payload: unknown) => void>>();
  return {
    add(topic: string, listener: (payload: unknown) => void): void {
      byTopic.set(topic, [...(byTopic.get(topic) ?? []), listener]);
    },
    listeners: (topic: string) => byTopic.get(topic) ?? [],
    clear: () => byTopic.clear(),
  };
}
