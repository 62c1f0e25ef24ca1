import type { Readable } from 'node:stream';

/*
 * The object storage port: S3 (any S3-protocol server) or local disk in the embedded mode. Bodies are streams so
 * that a 100 MB upload never sits in memory.
 */

export interface PutOptions {
  contentType: string;
  /**
   * Stop reading and fail with ObjectTooLargeError once the body passes this many bytes; nothing is left stored
   * (a partial multipart upload is aborted, a partial file removed).
   */
  maxBytes?: number;
  /**
   * The body's length, when the caller knows it (a file). Storage reached through a presigned URL needs it to stream
   * (S3 takes no chunked PUT); without it such a body is read into memory first, which is fine for small ones.
   */
  contentLength?: number;
}

export interface ObjectInfo {
  size: number;
  contentType: string;
}

/** Bytes `start`..`end` of an object, both inclusive (as in HTTP's `Range: bytes=start-end`). */
export interface ByteRange {
  start: number;
  end: number;
}

export interface SignedUrlOptions {
  expiresInSeconds: number;
  /** Suggested file name for the download (Content-Disposition). */
  filename?: string;
}

export interface ObjectStorage {
  put(key: string, body: Readable, options: PutOptions): Promise<ObjectInfo>;
  /**
   * Fails with ObjectNotFoundError. With a range (inside the object: the caller checked it against the size), only
   * those bytes are read, so seeking in a 100 MB video does not pull 100 MB out of storage for each seek.
   */
  get(key: string, range?: ByteRange): Promise<Readable>;
  head(key: string): Promise<ObjectInfo | undefined>;
  /** Deleting a missing object is not an error. */
  delete(key: string): Promise<void>;
  /** A URL anyone holding it may GET until it expires: an S3 presigned GET, or an HMAC-signed URL of the API. */
  signedUrl(key: string, options: SignedUrlOptions): Promise<string>;
  /** Throws when the storage cannot be reached (used by readiness). */
  check(): Promise<void>;
}

export class ObjectTooLargeError extends Error {
  constructor(readonly limitBytes: number) {
    super(`object exceeds ${limitBytes} bytes`);
    this.name = 'ObjectTooLargeError';
  }
}

export class ObjectNotFoundError extends Error {
  constructor(key: string) {
    super(`object ${key} not found`);
    this.name = 'ObjectNotFoundError';
  }
}

/**
 * Why object storage cannot serve any request: a problem of configuration or of the storage server, not of one
 * request. `no-bucket`: the bucket does not exist; `access-denied`: the credentials are refused, or lack a permission;
 * `no-credentials`: none were found; `unreachable`: no connection to the endpoint. The message says it in a few words,
 * with the server's error code (e.g. `bucket "montage" does not exist (NoSuchBucket)`); readiness shows it as is.
 */
export type StorageProblem = 'no-bucket' | 'access-denied' | 'no-credentials' | 'unreachable';

export class StorageUnavailableError extends Error {
  constructor(
    readonly problem: StorageProblem,
    readonly bucket: string,
    /** The server's error code or the socket error (NoSuchBucket, AccessDenied, ECONNREFUSED...). */
    readonly detail: string,
    message: string,
  ) {
    super(message);
    this.name = 'StorageUnavailableError';
  }
}

/** /readyz's words for a failed storage check: the problem when it is known, never an internal message. */
export function describeStorageFailure(err: unknown): string {
  if (err instanceof StorageUnavailableError) return err.message;
  const e = err as { name?: string; code?: string } | undefined;
  const what = e?.code ?? e?.name;
  return what ? `unavailable (${what})` : 'unavailable';
}
