import type { SocketLike } from '../lib/realtime-types';

interface SentCommand {
  id: number;
  op: string;
  [field: string]: unknown;
}

/** A WebSocket stand-in: the test opens, feeds, answers and drops it; every socket made is kept in `sockets`. */
export class FakeSocket implements SocketLike {
  readyState = 0;
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  readonly sent: SentCommand[] = [];
  closedWith: number | null = null;

  constructor(
    readonly url: string,
    registry: FakeSocket[],
  ) {
    registry.push(this);
  }

  send(text: string): void {
    if (this.readyState !== 1) throw new Error('send on a socket that is not open');
    this.sent.push(JSON.parse(text) as SentCommand);
  }

  close(code = 1000): void {
    this.closedWith = code;
    this.readyState = 3;
  }

  open(): void {
    this.readyState = 1;
    this.onopen?.({});
  }

  receive(frame: unknown): void {
    this.onmessage?.({ data: typeof frame === 'string' ? frame : JSON.stringify(frame) });
  }

  /** The server side closed it (or the network did). */
  drop(): void {
    this.readyState = 3;
    this.onclose?.({});
  }

  ops(): string[] {
    return this.sent.map((command) => command.op);
  }

  last(op: string): SentCommand {
    const found = this.sent.findLast((command) => command.op === op);
    if (!found) throw new Error(`no ${op} command was sent (sent: ${this.ops().join(', ')})`);
    return found;
  }

  ack(op: string, data: Record<string, unknown> = {}): void {
    this.receive({ type: 'ack', id: this.last(op).id, data });
  }

  refuse(op: string, status: number, reply: { message: string; code?: string; errors?: Record<string, string[]> }): void {
    this.receive({ type: 'error', id: this.last(op).id, status, ...reply });
  }
}

/** A socket factory for the client and the list of what it made. */
export function fakeSockets() {
  const sockets: FakeSocket[] = [];
  return { sockets, createSocket: (url: string) => new FakeSocket(url, sockets), latest: () => sockets[sockets.length - 1] };
}
