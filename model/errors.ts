/*
 * Domain errors are typed values. The core throws them; the HTTP edge maps `code` to a status in one place
 * (api/errors.ts) and MCP maps them to tool errors. Nothing below the edge picks HTTP status codes.
 */
export const ERROR_CODES = [
  'VALIDATION_ERROR',
  'UNAUTHORIZED',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'CONFLICT',
  'PRECONDITION_FAILED',
  'IDEMPOTENCY_KEY_REUSED',
  'FILE_TOO_LARGE',
  'RANGE_NOT_SATISFIABLE',
  'UPLOAD_FAILED',
  'RATE_LIMITED',
  'INTERNAL_ERROR',
  'SERVICE_UNAVAILABLE',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export class MontageError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly hint?: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class ValidationError extends MontageError {
  constructor(message: string, hint?: string) {
    super('VALIDATION_ERROR', message, hint);
  }
}

export class UnauthorizedError extends MontageError {
  constructor(message = 'Missing or invalid API key', hint = 'Send the header "Authorization: Bearer <API_KEY>".') {
    super('UNAUTHORIZED', message, hint);
  }
}

export class NotFoundError extends MontageError {
  constructor(what: string, hint?: string) {
    super('NOT_FOUND', `${what} not found`, hint);
  }
}

/** A known path asked with a method it does not have; `allow` lists those it has (the `Allow` header). */
export class MethodNotAllowedError extends MontageError {
  constructor(
    method: string,
    path: string,
    readonly allow: readonly string[],
  ) {
    super('METHOD_NOT_ALLOWED', `${method} is not allowed on ${path}`, `This path takes ${allow.join(', ')}; see /api/v1/openapi.json.`);
  }
}

/** A byte range that starts at or past the end of the file; `size` goes into `Content-Range: bytes *\/size`. */
export class RangeNotSatisfiableError extends MontageError {
  constructor(readonly size: number) {
    super('RANGE_NOT_SATISFIABLE', `The requested range is not within the file (${size} bytes)`, size > 0 ? `Ask for bytes within 0-${size - 1}, or send no Range header for the whole file.` : 'The file is empty: send no Range header.');
  }
}

export class ConflictError extends MontageError {
  constructor(message: string, hint?: string) {
    super('CONFLICT', message, hint);
  }
}

/** A write made on a version that is no longer the current one (`If-Match` with a stale `ETag`). */
export class PreconditionFailedError extends MontageError {
  constructor(message: string, hint?: string) {
    super('PRECONDITION_FAILED', message, hint);
  }
}

/** An Idempotency-Key sent again with another request (another body, path or query) by the same tenant. */
export class IdempotencyKeyReusedError extends MontageError {
  constructor() {
    super(
      'IDEMPOTENCY_KEY_REUSED',
      'This Idempotency-Key was already used with a different request',
      'A key may be reused only to retry the identical request (same path, query and body) within 24 hours; use a new key for a new request.',
    );
  }
}

export class FileTooLargeError extends MontageError {
  constructor(limitBytes: number) {
    super('FILE_TOO_LARGE', `Upload exceeds the limit of ${limitBytes} bytes`, 'Upload files of at most 100 MB.');
  }
}

export class UploadFailedError extends MontageError {
  constructor(message = 'Storing the uploaded file failed', hint = 'Retry the upload; the partial file was discarded.') {
    super('UPLOAD_FAILED', message, hint);
  }
}

export class RateLimitedError extends MontageError {
  constructor(readonly retryAfterSeconds: number) {
    super(
      'RATE_LIMITED',
      'Rate limit exceeded for this API key',
      `Retry after ${retryAfterSeconds} s and back off exponentially on repeated 429s.`,
    );
  }
}

/**
 * Something the service depends on cannot be used (the OAuth issuer is unreachable; object storage is misconfigured
 * or unreachable): the request may succeed if retried, once the dependency is back or fixed.
 */
export class ServiceUnavailableError extends MontageError {
  constructor(
    message: string,
    hint: string,
    readonly retryAfterSeconds: number,
    options: { cause?: unknown } = {},
  ) {
    super('SERVICE_UNAVAILABLE', message, hint);
    if (options.cause !== undefined) this.cause = options.cause;
  }
}

export function isMontageError(value: unknown): value is MontageError {
  return value instanceof MontageError;
}
