import type { ErrorRequestHandler, RequestHandler } from 'express';
import { z } from 'zod';
import { MethodNotAllowedError, MontageError, NotFoundError, RangeNotSatisfiableError, ServiceUnavailableError, ValidationError, type ErrorCode } from '../model/errors.js';
import { StorageUnavailableError, type StorageProblem } from '../storage/object-storage.js';

/** The one place where domain error codes become HTTP statuses. */
export const HTTP_STATUS: Record<ErrorCode, number> = {
  VALIDATION_ERROR: 400,
  UNAUTHORIZED: 401,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  PRECONDITION_FAILED: 412,
  IDEMPOTENCY_KEY_REUSED: 422,
  FILE_TOO_LARGE: 413,
  RANGE_NOT_SATISFIABLE: 416,
  RATE_LIMITED: 429,
  UPLOAD_FAILED: 500,
  INTERNAL_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
};

/** A zod failure as one VALIDATION_ERROR whose hint names every offending field. */
export function validationErrorFrom(error: z.ZodError, where: string): ValidationError {
  const issues = error.issues.map((issue) => {
    const path = issue.path.length ? issue.path.join('.') : where;
    if (issue.code === 'unrecognized_keys') return `${path}: unknown field(s) ${issue.keys.join(', ')}`;
    return `${path}: ${issue.message}`;
  });
  return new ValidationError(`Invalid ${where}`, issues.join('; '));
}

/** A misconfigured or unreachable object storage is fixed by an admin, not by retrying at once: say what to fix. */
const STORAGE_RETRY_AFTER_SECONDS = 30;
const STORAGE_HINTS: Record<StorageProblem, (e: StorageUnavailableError) => string> = {
  'no-bucket': (e) => `The storage bucket "${e.bucket}" does not exist: create it or let the service create it (S3_BUCKET, credentials with s3:CreateBucket).`,
  'access-denied': (e) =>
    `The storage credentials were refused for the bucket "${e.bucket}" (${e.detail}): check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, and that they may read and write that bucket.`,
  'no-credentials': () => 'The service has no storage credentials: set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (or give it a role the AWS SDK finds).',
  unreachable: (e) => `The storage endpoint cannot be reached (${e.detail}): check S3_ENDPOINT and that the S3 server is running.`,
};

export function toMontageError(err: unknown): MontageError {
  if (err instanceof MontageError) return err;
  if (err instanceof StorageUnavailableError) {
    return new ServiceUnavailableError(`Object storage is unavailable: ${err.message}`, STORAGE_HINTS[err.problem](err), STORAGE_RETRY_AFTER_SECONDS, { cause: err });
  }
  if (err instanceof z.ZodError) return validationErrorFrom(err, 'request');
  // body-parser's errors carry a `type` and an HTTP status; they are the client's fault.
  const e = err as { type?: string; status?: number; headers?: Record<string, string> };
  // `send` (sendFile, express.static) refuses a range past the end with 416 and `Content-Range: bytes */<size>`.
  if (e?.status === 416) {
    const size = /^bytes \*\/(\d+)$/.exec(String(e.headers?.['Content-Range'] ?? ''))?.[1];
    return new RangeNotSatisfiableError(size === undefined ? 0 : Number(size));
  }
  if (e?.type === 'entity.parse.failed') return new ValidationError('Malformed JSON body', 'Send a valid JSON document.');
  if (e?.type === 'entity.too.large') return new ValidationError('Request body too large', 'JSON bodies are limited to 1 MB.');
  if (typeof e?.status === 'number' && e.status >= 400 && e.status < 500) {
    return new ValidationError('Invalid request', String((err as Error).message ?? ''));
  }
  return new MontageError('INTERNAL_ERROR', 'Internal server error', 'Retry later; the error was logged with the request id.');
}

export const notFoundRoute: RequestHandler = (req, _res, next) => {
  next(new NotFoundError(`Route ${req.method} ${req.path}`, 'See /api/v1/openapi.json for the available endpoints.'));
};

const FILE_HEADERS = ['Content-Disposition', 'Content-Length', 'Content-Range', 'Accept-Ranges', 'ETag', 'Last-Modified', 'Cache-Control'];

export const errorHandler: ErrorRequestHandler = (err, req, res, _next) => {
  const error = toMontageError(err);
  const status = HTTP_STATUS[error.code];
  // Only server faults are logged as errors; client mistakes are in the access log already.
  if (status >= 500) req.log?.error({ err }, 'request failed');
  if (res.headersSent) {
    res.destroy();
    return;
  }
  // A body we refused before reading it (e.g. an upload over 100 MB) is not drained: close the connection instead.
  if (!req.complete) res.setHeader('Connection', 'close');
  if (error instanceof ServiceUnavailableError) res.setHeader('Retry-After', String(error.retryAfterSeconds));
  if (error instanceof MethodNotAllowedError) res.setHeader('Allow', error.allow.join(', '));
  // Headers a download set before it failed describe the file, not this JSON answer.
  for (const name of FILE_HEADERS) res.removeHeader(name);
  if (error instanceof RangeNotSatisfiableError) res.setHeader('Content-Range', `bytes */${error.size}`);
  const body: { error: string; code: ErrorCode; hint?: string } = { error: error.message, code: error.code };
  if (error.hint) body.hint = error.hint;
  res.status(status).json(body);
};
