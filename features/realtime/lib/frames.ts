import type { ErrorsMap } from './command-error';

/** An event frame as the server sends it: `type` plus its fields (docs/realtime.md). */
export interface RealtimeEvent {
  type: string;
  game?: string;
  [field: string]: unknown;
}

export type ServerFrame =
  | { kind: 'ack'; id: number; data: Record<string, unknown> }
  | { kind: 'error'; id: number | null; status: number; message: string; code?: string; errors?: ErrorsMap }
  | { kind: 'event'; event: RealtimeEvent };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Reads one text frame; null for anything the protocol does not describe (it is skipped, never half-read). */
export function readServerFrame(text: string): ServerFrame | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(value) || typeof value.type !== 'string') return null;
  if (value.type === 'ack') {
    if (typeof value.id !== 'number') return null;
    return { kind: 'ack', id: value.id, data: isRecord(value.data) ? value.data : {} };
  }
  if (value.type === 'error') {
    const id = typeof value.id === 'number' ? value.id : null;
    const status = typeof value.status === 'number' ? value.status : 400;
    const message = typeof value.message === 'string' ? value.message : '';
    const code = typeof value.code === 'string' ? { code: value.code } : {};
    return { kind: 'error', id, status, message, ...code, ...(isRecord(value.errors) ? { errors: value.errors as ErrorsMap } : {}) };
  }
  return { kind: 'event', event: value as RealtimeEvent };
}
