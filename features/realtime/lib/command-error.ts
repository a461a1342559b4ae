export type ErrorsMap = Record<string, string[] | string>;

/** The reply part of the error, in the shape an axios error carries, so the REST error readers understand it. */
export interface CommandErrorResponse {
  status: number;
  data: { message: string; code?: string; errors?: ErrorsMap };
  headers: Record<string, string>;
}

/**
 * A refused or unanswered socket command. A refusal carries `response` like a failed REST call
 * (`readApiFailure`, `describeGameFailure` read it unchanged); a command the server never answered (the link
 * dropped, or no reply in time) has none, as a request without a response.
 */
export class RealtimeCommandError extends Error {
  readonly response?: CommandErrorResponse;

  constructor(message: string, reply?: { status: number; message: string; code?: string; errors?: ErrorsMap }) {
    super(message);
    this.name = 'RealtimeCommandError';
    if (reply)
      this.response = {
        status: reply.status,
        data: {
          message: reply.message,
          ...(reply.code === undefined ? {} : { code: reply.code }),
          ...(reply.errors ? { errors: reply.errors } : {}),
        },
        headers: {},
      };
  }
}

export function noAnswerError(op: string, why: string): RealtimeCommandError {
  return new RealtimeCommandError(`${op}: ${why}`);
}
