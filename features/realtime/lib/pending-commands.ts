import { noAnswerError, RealtimeCommandError } from './command-error';
import type { ServerFrame } from './frames';

interface Pending {
  op: string;
  resolve: (data: Record<string, unknown>) => void;
  reject: (error: RealtimeCommandError) => void;
  timer: ReturnType<typeof setTimeout>;
}

/** The commands sent and not yet answered, by id: an ack resolves one, an error frame rejects it, silence times out. */
export class PendingCommands {
  private readonly byId = new Map<number, Pending>();
  private nextId = 0;

  constructor(private readonly timeoutMs: number) {}

  /** Sends the command through `send` under a fresh id; the promise settles with its reply. */
  send(op: string, args: Record<string, unknown>, send: (text: string) => void): Promise<Record<string, unknown>> {
    const id = ++this.nextId;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.byId.delete(id);
        reject(noAnswerError(op, 'no reply in time'));
      }, this.timeoutMs);
      this.byId.set(id, { op, resolve, reject, timer });
      try {
        send(JSON.stringify({ id, op, ...args }));
      } catch {
        this.byId.delete(id);
        clearTimeout(timer);
        reject(noAnswerError(op, 'could not send'));
      }
    });
  }

  /** Settles the command a reply frame answers; false when it answers none of them. */
  settle(frame: Exclude<ServerFrame, { kind: 'event' }>): boolean {
    const waiting = frame.id === null ? undefined : this.byId.get(frame.id);
    if (!waiting || frame.id === null) return false;
    this.byId.delete(frame.id);
    clearTimeout(waiting.timer);
    if (frame.kind === 'ack') waiting.resolve(frame.data);
    else waiting.reject(new RealtimeCommandError(`${waiting.op}: ${frame.message}`, frame));
    return true;
  }

  /** Every command still waiting fails as unanswered (the link is gone; a reply can no longer come). */
  rejectAll(why: string): void {
    for (const [id, waiting] of this.byId) {
      clearTimeout(waiting.timer);
      this.byId.delete(id);
      waiting.reject(noAnswerError(waiting.op, why));
    }
  }
}
