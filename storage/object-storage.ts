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
}

export interface ObjectInfo {
  size: number;
  contentType: string;
}

export interface SignedUrlOptions {
  expiresInSeconds: number;
  /** Suggested file name for the download (Content-Disposition). */
  filename?: string;
}

export interface ObjectStorage {
  put(key: string, body: Readable, options: PutOptions): Promise<ObjectInfo>;
  /** Fails with ObjectNotFoundError. */
  get(key: string): Promise<Readable>;
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
