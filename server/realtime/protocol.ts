import { z } from 'zod';
import type { FieldErrors } from '../http/errors';
import type { RenderedError } from '../http/error-handler';
import { REALTIME_GAMES, type Caller, type RealtimeEvent, type RealtimeGameId } from './types';

/** The largest frame a client may send (docs/realtime.md); ws closes the socket (1009) past it. */
export const MAX_INCOMING_FRAME_BYTES = 4 * 1024;

/** The commands the leader runs; the others every node answers itself. */
export const GAME_OPS = ['bet', 'cashout', 'cancel'] as const;
export type GameOp = (typeof GAME_OPS)[number];

/** A player's command on its way to the leader of its game. Plain JSON: it may travel through Redis. */
export type ForwardedCommand = { game: RealtimeGameId; op: GameOp; caller: Caller; args: Record<string, unknown> };
/** The leader's answer: the ack's data, or the refusal rendered as REST would render it. */
export type CommandResult = { ok: true; data: unknown } | { ok: false; error: RenderedError };

const game = z.enum(REALTIME_GAMES, { message: `One of ${REALTIME_GAMES.join(', ')}.` });

const argumentSchemas = {
  auth: z
    .object({ token: z.string().min(16).max(512).optional(), demo: z.string().min(1).max(128).optional() })
    .refine((value) => (value.token === undefined) !== (value.demo === undefined), {
      message: 'Send either token or demo.',
      path: ['token'],
    }),
  join: z.object({ game }),
  leave: z.object({ game }),
  ping: z.object({}),
  bet: z.looseObject({ game }),
  cashout: z.looseObject({ game }),
  cancel: z.looseObject({ game }),
};

type Op = keyof typeof argumentSchemas;
export type Command = { [K in Op]: { id: number; op: K } & z.infer<(typeof argumentSchemas)[K]> }[Op];

const OPS = Object.keys(argumentSchemas) as Op[];
const isOp = (value: unknown): value is Op => typeof value === 'string' && (OPS as string[]).includes(value);

export type ParsedFrame = { ok: true; command: Command } | { ok: false; id: number | null; error: RenderedError };

const unreadable = (id: number | null, message: string): ParsedFrame => ({ ok: false, id, error: { status: 400, body: { message } } });

/** A client's frame as a command, or the error frame's content: never a throw. */
export function parseFrame(data: string): ParsedFrame {
  let frame: unknown;
  try {
    frame = JSON.parse(data);
  } catch {
    return unreadable(null, 'The frame is not JSON.');
  }
  if (typeof frame !== 'object' || frame === null || Array.isArray(frame)) return unreadable(null, 'The frame is not a JSON object.');
  const { id, op, ...rest } = frame as Record<string, unknown>;
  if (!Number.isSafeInteger(id) || (id as number) < 0) return unreadable(null, 'The frame needs an integer id.');
  const commandId = id as number;
  if (!isOp(op)) return unreadable(commandId, `Unknown op: one of ${OPS.join(', ')}.`);
  const parsed = argumentSchemas[op].safeParse(rest);
  if (!parsed.success) {
    const errors: FieldErrors = {};
    for (const issue of parsed.error.issues) (errors[issue.path.join('.') || 'frame'] ??= []).push(issue.message);
    return { ok: false, id: commandId, error: { status: 422, body: { message: 'The given data was invalid.', errors } } };
  }
  return { ok: true, command: { id: commandId, op, ...parsed.data } as Command };
}

export function ackFrame(id: number, data: unknown): string {
  return JSON.stringify({ type: 'ack', id, data });
}

export function errorFrame(id: number | null, error: RenderedError): string {
  return JSON.stringify({ type: 'error', id, status: error.status, ...error.body });
}

/** An event as its frame, encoded once for every socket it goes to; the audience stays on the server. */
export function encodeEvent(event: RealtimeEvent): Buffer {
  const { to: _audience, ...frame } = event;
  return Buffer.from(JSON.stringify(frame));
}

export const serviceUnavailable = (message: string): RenderedError => ({ status: 503, body: { message } });
