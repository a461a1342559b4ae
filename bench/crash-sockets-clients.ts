/**
 * The clients of bench/crash-sockets.ts. Probes and players are ws clients that read every frame; the crowd are raw
 * TCP sockets that upgrade, join crash and then discard what arrives, run in worker processes of their own so that
 * reading ten thousand sockets does not delay the probes' clocks.
 */
import { randomBytes } from 'node:crypto';
import { connect, type Socket } from 'node:net';
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';
import type { BurstFigures } from './crash-sockets-figures';
import { onParentMessage } from './on-parent-message';

export const BENCH_SHARDS = 64;

/** What an api node of the bench tells the bench (IPC). */
export type NodeMessage =
  { port: number } | { leading: true } | { rss: number; heapUsed: number } | { marked: true } | { figures: BurstFigures };

export const percentile = (sorted: number[], q: number) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

export const benchIp = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

type Frame = { type: string; id?: number; sent_at?: number; round_id?: number; [field: string]: unknown };

/** A ws client that keeps a callback per command id and hands every event to `onEvent`. */
export async function openClient(port: number, ip: string, onEvent: (frame: Frame) => void = () => undefined) {
  const ws = new WebSocket(`ws://127.0.0.1:${port}/api/v2/realtime`, { headers: { 'x-forwarded-for': ip } });
  const waiting = new Map<number, (frame: Frame) => void>();
  let nextId = 1;
  ws.on('message', (data) => {
    // ws hands a text frame over as a Buffer (its default binaryType, nodebuffer).
    const frame = JSON.parse((data as Buffer).toString('utf8')) as Frame;
    if ((frame.type === 'ack' || frame.type === 'error') && typeof frame.id === 'number') {
      waiting.get(frame.id)?.(frame);
      waiting.delete(frame.id);
    } else onEvent(frame);
  });
  ws.on('error', () => undefined);
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  return {
    ws,
    command(op: string, args: Record<string, unknown> = {}): Promise<Frame> {
      const id = nextId++;
      ws.send(JSON.stringify({ id, op, ...args }));
      return new Promise((resolve) => waiting.set(id, resolve));
    },
    /** A command's reply and the milliseconds it took, from send to the reply read. */
    async timed(op: string, args: Record<string, unknown> = {}): Promise<{ frame: Frame; ms: number }> {
      const started = performance.now();
      const frame = await this.command(op, args);
      return { frame, ms: performance.now() - started };
    },
  };
}

export type Client = Awaited<ReturnType<typeof openClient>>;

/** A client-to-server text frame (masked, as RFC 6455 requires of clients), for payloads under 126 bytes. */
function maskedText(text: string): Buffer {
  const payload = Buffer.from(text);
  const mask = randomBytes(4);
  const frame = Buffer.alloc(6 + payload.length);
  frame[0] = 0x81;
  frame[1] = 0x80 | payload.length;
  mask.copy(frame, 2);
  for (let i = 0; i < payload.length; i += 1) frame[6 + i] = payload[i] ^ mask[i % 4];
  return frame;
}

/** A socket that upgrades, joins crash and then only reads (and drops) what the server sends. */
function openSilent(port: number, ip: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('error', reject);
    socket.once('connect', () => {
      socket.write(
        `GET /api/v2/realtime HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
          `Sec-WebSocket-Key: ${randomBytes(16).toString('base64')}\r\nSec-WebSocket-Version: 13\r\nX-Forwarded-For: ${ip}\r\n\r\n`,
      );
    });
    socket.once('data', (chunk) => {
      if (!chunk.toString('latin1').startsWith('HTTP/1.1 101'))
        return reject(new Error(`upgrade refused: ${chunk.toString('latin1').split('\r\n')[0]}`));
      socket.write(maskedText('{"id":1,"op":"join","game":"crash"}'));
      socket.on('data', () => undefined);
      socket.on('error', () => undefined);
      resolve(socket);
    });
  });
}

/** A crowd worker: opens what its parent asks for, in batches, and says how many are open. */
export function serveCrowd(): void {
  const sockets: Socket[] = [];
  onParentMessage(async (message: { port: number; from: number; count: number }) => {
    let failed = 0;
    for (let i = 0; i < message.count; i += 200) {
      const batch = Array.from({ length: Math.min(200, message.count - i) }, (_, j) =>
        openSilent(message.port, benchIp(message.from + i + j)),
      );
      for (const result of await Promise.allSettled(batch)) {
        if (result.status === 'fulfilled') sockets.push(result.value);
        else failed += 1;
      }
    }
    process.send?.({ open: sockets.length, failed });
  });
}
