/**
 * Errors a service may throw; the error handler renders each in the spec's shape. A refusal a client acts on carries
 * its stable `code` (docs/games-api.md, "Errors"), sent beside the message.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export type FieldErrors = Record<string, string[]>;

export class ValidationError extends HttpError {
  constructor(
    readonly errors: FieldErrors,
    message = 'The given data was invalid.',
    code?: string,
  ) {
    super(422, message, code);
  }
}

export class UnauthorizedError extends HttpError {
  constructor(message = 'Unauthenticated.', code?: string) {
    super(401, message, code);
  }
}

export class ForbiddenError extends HttpError {
  constructor(message = 'Forbidden.', code?: string) {
    super(403, message, code);
  }
}

export class NotFoundError extends HttpError {
  constructor(message = 'Not found.', code?: string) {
    super(404, message, code);
  }
}

export class ConflictError extends HttpError {
  constructor(message = 'Conflict.', code?: string) {
    super(409, message, code);
  }
}

export class TooManyRequestsError extends HttpError {
  constructor(
    readonly retryAfterS: number,
    message = 'Too many requests.',
  ) {
    super(429, message, 'too_many_requests');
  }
}

export class RegionRestrictedError extends HttpError {
  constructor(message = 'The service is not available in your region.') {
    super(451, message, 'region_restricted');
  }
}
