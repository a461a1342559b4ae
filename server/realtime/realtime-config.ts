import { z } from 'zod';
import { REALTIME_GAMES, type RealtimeGameId } from './types';

/** The sockets' and the leaders' settings (docs/realtime.md); server/config.ts reads them with the rest of the environment. */
export type RealtimeConfig = {
  /** The shared-round games this node serves and may lead. */
  games: RealtimeGameId[];
  /** Open sockets on one node; past it an upgrade gets 503. */
  maxSockets: number;
  /** Open sockets from one client address on one node; past it an upgrade gets 429. */
  maxSocketsPerIp: number;
  /** Commands one socket may send per second; past it each gets a 429 error frame. */
  commandsPerSecond: number;
  /** The bytes a socket may have queued for sending; a slower reader is closed (1013), never buffered further. */
  maxBufferedBytes: number;
  /** Heartbeat events and ws pings; a socket that missed the last ping's pong is terminated. */
  heartbeatMs: number;
  /** A command forwarded to the leader that gets no reply in this time is answered 503. */
  commandTimeoutMs: number;
  /** A follower tries to take the leader's lock this often. */
  leaderRetryMs: number;
};

const gameList = z
  .string()
  .transform((text) => [
    ...new Set(
      text
        .split(',')
        .map((item) => item.trim())
        .filter((item) => item.length > 0),
    ),
  ])
  .pipe(z.array(z.enum(REALTIME_GAMES)));

export const realtimeEnvSchema = {
  REALTIME_GAMES: gameList.default([...REALTIME_GAMES]),
  REALTIME_MAX_SOCKETS: z.coerce.number().int().min(1).max(1_000_000).default(20_000),
  REALTIME_MAX_SOCKETS_PER_IP: z.coerce.number().int().min(1).max(100_000).default(20),
  REALTIME_COMMANDS_PER_S: z.coerce.number().int().min(1).max(1_000).default(20),
  REALTIME_MAX_BUFFERED_BYTES: z.coerce
    .number()
    .int()
    .min(16_384)
    .max(64 * 1024 * 1024)
    .default(1024 * 1024),
  REALTIME_HEARTBEAT_MS: z.coerce.number().int().min(1_000).max(120_000).default(15_000),
  REALTIME_COMMAND_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
  REALTIME_LEADER_RETRY_MS: z.coerce.number().int().min(100).max(60_000).default(1_000),
};

type RealtimeEnv = { [K in keyof typeof realtimeEnvSchema]: z.infer<(typeof realtimeEnvSchema)[K]> };

export function toRealtimeConfig(env: RealtimeEnv): RealtimeConfig {
  return {
    games: env.REALTIME_GAMES,
    maxSockets: env.REALTIME_MAX_SOCKETS,
    maxSocketsPerIp: env.REALTIME_MAX_SOCKETS_PER_IP,
    commandsPerSecond: env.REALTIME_COMMANDS_PER_S,
    maxBufferedBytes: env.REALTIME_MAX_BUFFERED_BYTES,
    heartbeatMs: env.REALTIME_HEARTBEAT_MS,
    commandTimeoutMs: env.REALTIME_COMMAND_TIMEOUT_MS,
    leaderRetryMs: env.REALTIME_LEADER_RETRY_MS,
  };
}
