/** The captcha response fields whose "captcha required" messages are never shown (spec section 5). */
export const CAPTCHA_FIELDS = ['h-captcha-response', 'g-recaptcha-response'] as const;

export type ErrorsMap = Record<string, readonly string[] | string | undefined>;

/** Looks a code up under `error.<code>`; undefined when the catalogue has no such key. */
export type TranslateErrorCode = (code: string) => string | undefined;

/** The first segment of a message before ':', the stable code the api puts there (`email_taken: ...`). */
export function errorCodeOf(message: string): string {
  return message.split(':')[0].trim();
}

/** One server message as the user sees it: its code translated when the catalogue knows it, else the message as is. */
export function translateServerMessage(message: string, translate: TranslateErrorCode): string {
  return translate(errorCodeOf(message)) ?? message;
}

export interface ValidationNotice {
  /** The lines of the multi-line error notice, in field order, without duplicates. */
  lines: string[];
  /** The same messages per field, to tie them to their inputs. */
  byField: Record<string, string[]>;
}

/** Spec section 5: the errors map of a 422 as the notice shows it, captcha fields suppressed. */
export function mapValidationErrors(errors: ErrorsMap | null | undefined, translate: TranslateErrorCode): ValidationNotice {
  const lines: string[] = [];
  const byField: Record<string, string[]> = {};
  for (const [field, value] of Object.entries(errors ?? {})) {
    if ((CAPTCHA_FIELDS as readonly string[]).includes(field) || value === undefined) continue;
    const messages = (Array.isArray(value) ? value : [value]).filter(
      (message): message is string => typeof message === 'string' && message.trim() !== '',
    );
    if (messages.length === 0) continue;
    byField[field] = messages.map((message) => translateServerMessage(message, translate));
    for (const line of byField[field]) if (!lines.includes(line)) lines.push(line);
  }
  return { lines, byField };
}

export interface ApiFailure {
  status: number | null;
  /** The refusal's stable code where the api sends one (`{ code }`, docs/games-api.md "Errors"). */
  code: string | null;
  message: string | null;
  errors: ErrorsMap | null;
  retryAfterS: number | null;
}

/** Reads an axios-shaped error without importing axios (status, `{ message, errors }` body, Retry-After). */
export function readApiFailure(error: unknown): ApiFailure {
  const response = (
    error as {
      response?: {
        status?: number;
        data?: { message?: unknown; errors?: unknown; code?: unknown } | null;
        headers?: Record<string, unknown>;
      };
    } | null
  )?.response;
  const body = response?.data ?? null;
  const retryAfter = Number(response?.headers?.['retry-after']);
  return {
    status: typeof response?.status === 'number' ? response.status : null,
    code: body && typeof body.code === 'string' ? body.code : null,
    message: body && typeof body.message === 'string' ? body.message : null,
    errors: body && typeof body.errors === 'object' && body.errors !== null ? (body.errors as ErrorsMap) : null,
    retryAfterS: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null,
  };
}

/**
 * Everything a form shows for a failed call: a 422's mapped errors, a 429's wait, the message of any other
 * answer translated by its code, or the generic failure when there was no answer.
 */
export function describeApiFailure(
  error: unknown,
  translate: TranslateErrorCode,
  fallback: { generic: string; tooManyRequests: (seconds: number) => string },
): ValidationNotice {
  const failure = readApiFailure(error);
  if (failure.status === 422 && failure.errors) {
    const notice = mapValidationErrors(failure.errors, translate);
    if (notice.lines.length > 0) return notice;
  }
  if (failure.status === 429) return { lines: [fallback.tooManyRequests(failure.retryAfterS ?? 60)], byField: {} };
  if (failure.message && failure.status !== null && failure.status < 500) {
    return { lines: [translateServerMessage(failure.message, translate)], byField: {} };
  }
  return { lines: [fallback.generic], byField: {} };
}
