/** Errors a service may throw; the error handler renders each in the spec's shape. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
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
  ) {
    super(422, message);
  }
}

export class UnauthorizedError extends HttpError {
  constructor(message = 'Unauthenticated.') {
    super(401, message);
  }
}

export class ForbiddenError extends HttpError {
  constructor(message = 'Forbidden.') {
    super(403, message);
  }
}

export class NotFoundError extends HttpError {
  constructor(message = 'Not found.') {
    super(404, message);
  }
}

export class ConflictError extends HttpError {
  constructor(message = 'Conflict.') {
    super(409, message);
  }
}

export class TooManyRequestsError extends HttpError {
  constructor(
    readonly retryAfterS: number,
    message = 'Too many requests.',
  ) {
    super(429, message);
  }
}

export class RegionRestrictedError extends HttpError {
  constructor(message = 'The service is not available in your region.') {
    super(451, message);
  }
}
