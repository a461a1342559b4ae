import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { createTopics, dispatch, LEADER_TIMEOUT, NO_LEADER, withTimeout, type CommandHandler, type RealtimeBus } from './bus';
import type { CommandResult, ForwardedCommand } from './protocol';
import type { RealtimeEvent } from './types';

export type RedisBusOptions = {
  url: string;
  commandTimeoutMs: number;
  /** Channel names start with it: deployments (or test files) sharing one Redis stay apart. */
  prefix?: string;
  onError?: (error: unknown) => void;
};

type CommandMessage = { correlation: string; replyTo: string; command: ForwardedCommand };
type ReplyMessage = { correlation: string; result: CommandResult };
type BroadcastMessage = { topic: string; payload: unknown };

/**
 * Redis pub/sub between api nodes: one channel of events that every node reads, one of broadcasts (by topic) that
 * every node reads too, one of commands per game that only its leader reads, and one of replies per node. A command nobody reads (no leader) is answered 503 at once.
 */
export async function createRedisBus(options: RedisBusOptions): Promise<RealtimeBus> {
  const prefix = options.prefix ?? 'realtime:';
  const onError = options.onError ?? (() => undefined);
  const node = randomUUID();
  const eventsChannel = `${prefix}events`;
  const broadcastChannel = `${prefix}broadcast`;
  const replyChannel = (to: string) => `${prefix}reply:${to}`;
  const commandChannel = (game: string) => `${prefix}command:${game}`;

  const publisher = new Redis(options.url, { maxRetriesPerRequest: 2 });
  const subscriber = new Redis(options.url, { maxRetriesPerRequest: 2 });
  publisher.on('error', onError);
  subscriber.on('error', onError);

  const listeners: Array<(event: RealtimeEvent) => void> = [];
  const pending = new Map<string, (result: CommandResult) => void>();
  const handlers = new Map<string, CommandHandler>();
  const topics = createTopics();

  const answer = async (handler: CommandHandler, message: CommandMessage) => {
    const result = await handler(message.command);
    const reply: ReplyMessage = { correlation: message.correlation, result };
    await publisher.publish(replyChannel(message.replyTo), JSON.stringify(reply));
  };

  subscriber.on('message', (channel: string, text: string) => {
    try {
      if (channel === eventsChannel) return dispatch(listeners, JSON.parse(text) as RealtimeEvent, onError);
      if (channel === broadcastChannel) {
        const message = JSON.parse(text) as BroadcastMessage;
        return dispatch(topics.listeners(message.topic), message.payload, onError);
      }
      if (channel === replyChannel(node)) {
        const reply = JSON.parse(text) as ReplyMessage;
        return pending.get(reply.correlation)?.(reply.result);
      }
      const handler = handlers.get(channel);
      if (handler) answer(handler, JSON.parse(text) as CommandMessage).catch(onError);
    } catch (error) {
      onError(error);
    }
  });
  await subscriber.subscribe(eventsChannel, broadcastChannel, replyChannel(node));

  return {
    publish(event) {
      publisher.publish(eventsChannel, JSON.stringify(event)).catch(onError);
    },
    onEvent(listener) {
      listeners.push(listener);
    },
    broadcast(topic, payload) {
      const message: BroadcastMessage = { topic, payload };
      publisher.publish(broadcastChannel, JSON.stringify(message)).catch(onError);
    },
    onBroadcast: (topic, listener) => topics.add(topic, listener),
    async serve(game, handler) {
      const channel = commandChannel(game);
      handlers.set(channel, handler);
      await subscriber.subscribe(channel);
      return async () => {
        if (handlers.get(channel) !== handler) return;
        handlers.delete(channel);
        await subscriber.unsubscribe(channel).catch(onError);
      };
    },
    async request(command) {
      const correlation = randomUUID();
      const replied = new Promise<CommandResult>((resolve) => pending.set(correlation, resolve));
      const message: CommandMessage = { correlation, replyTo: node, command };
      try {
        const readers = await publisher.publish(commandChannel(command.game), JSON.stringify(message));
        if (readers === 0) return NO_LEADER;
        return await withTimeout(replied, options.commandTimeoutMs, LEADER_TIMEOUT);
      } catch (error) {
        onError(error);
        return NO_LEADER;
      } finally {
        pending.delete(correlation);
      }
    },
    async close() {
      for (const resolve of pending.values()) resolve(NO_LEADER);
      pending.clear();
      handlers.clear();
      listeners.length = 0;
      topics.clear();
      await Promise.all([subscriber.quit().catch(() => undefined), publisher.quit().catch(() => undefined)]);
    },
  };
}
