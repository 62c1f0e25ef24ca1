import {
  AbortMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { Readable } from 'node:stream';
import type { Logger } from 'pino';
import { systemClock, type Clock } from '../core/clock.js';
import { countBytes } from './byte-limit.js';
import { attachmentDisposition } from './content-disposition.js';
import { assertSafeKey } from './keys.js';
import {
  ObjectNotFoundError,
  ObjectTooLargeError,
  type ObjectInfo,
  type ObjectStorage,
  type PutOptions,
  type SignedUrlOptions,
} from './object-storage.js';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** Any S3-protocol server (MinIO, Ceph, R2...); AWS itself when absent. */
  endpoint?: string;
  /** The endpoint clients outside the cluster reach; used only to presign download URLs. */
  publicEndpoint?: string;
  /** Without both, the SDK's default chain (environment, IRSA, instance role...). */
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle?: boolean;
  /**
   * Multipart part size (default and minimum 5 MiB, the S3 minimum) and parts uploaded at once (default 1). With
   * one part in flight the body is not read while a part uploads, which costs a short pause per part in-cluster;
   * a second part roughly doubled the measured peak RSS growth of a 90 MB upload (15-27 MiB against 37-56 MiB,
   * largely lib-storage's per-part Buffer.concat garbage) for no clear gain in throughput against MinIO.
   */
  partSizeBytes?: number;
  queueSize?: number;
  /** Signing time of presigned URLs (tests use it to make expired ones). */
  clock?: Clock;
  logger?: Logger;
}

const MiB = 1024 * 1024;
const CHECK_TIMEOUT_MS = 5_000;

function errorName(err: unknown): string | undefined {
  return (err as { name?: string } | undefined)?.name;
}

function isMissingObject(err: unknown): boolean {
  const name = errorName(err);
  if (name === 'NoSuchKey' || name === 'NotFound') return true;
  // Another 404 (NoSuchBucket) is a misconfiguration, which must not pass for a missing object.
  return (err as { $metadata?: { httpStatusCode?: number } })?.$metadata?.httpStatusCode === 404 && name !== 'NoSuchBucket';
}

/**
 * S3 through the AWS SDK. Uploads stream as multipart parts through lib-storage's Upload, so a 100 MB body holds
 * a few parts in memory, never the whole object.
 */
export class S3Storage implements ObjectStorage {
  private readonly client: S3Client;
  private readonly presigner: S3Client;
  private readonly bucket: string;
  private readonly partSize: number;
  private readonly queueSize: number;
  private readonly clock: Clock;
  private readonly logger: Logger | undefined;

  constructor(options: S3StorageOptions) {
    const config = (endpoint: string | undefined): S3ClientConfig => ({
      region: options.region,
      ...(endpoint ? { endpoint } : {}),
      forcePathStyle: options.forcePathStyle ?? Boolean(options.endpoint),
      ...(options.accessKeyId && options.secretAccessKey
        ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } }
        : {}),
      // An unreachable endpoint should fail a request (and readiness) in seconds, not hang it.
      requestHandler: { connectionTimeout: 5_000 },
    });
    this.client = new S3Client(config(options.endpoint));
    // Presigning is offline, but the signature covers the Host, so the public host needs a client of its own.
    this.presigner = options.publicEndpoint ? new S3Client(config(options.publicEndpoint)) : this.client;
    this.bucket = options.bucket;
    this.partSize = Math.max(5 * MiB, options.partSizeBytes ?? 5 * MiB);
    this.queueSize = Math.max(1, options.queueSize ?? 1);
    this.clock = options.clock ?? systemClock;
    this.logger = options.logger;
  }

  /*
   * Over the limit, the byte counter fails the body stream rather than calling upload.abort(): abort() settles
   * done() at once while parts are still in flight, and lib-storage then aborts the multipart upload in the
   * background, after the caller has moved on. A failing body makes done() wait for the in-flight parts and abort
   * the multipart upload first. The explicit AbortMultipartUpload afterwards covers a failure of that abort.
   */
  async put(key: string, body: Readable, options: PutOptions): Promise<ObjectInfo> {
    assertSafeKey(key);
    const counter = countBytes(body, options.maxBytes);
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: key, Body: counter, ContentType: options.contentType },
      partSize: this.partSize,
      queueSize: this.queueSize,
      leavePartsOnError: false,
    });
    try {
      await upload.done();
    } catch (err) {
      counter.destroy();
      await this.abandon(key, upload.uploadId);
      if (counter.overflowed) throw new ObjectTooLargeError(options.maxBytes!);
      throw err;
    }
    return { size: counter.bytes, contentType: options.contentType };
  }

  private async abandon(key: string, uploadId: string | undefined): Promise<void> {
    if (!uploadId) return; // a single PutObject never started: nothing was stored
    try {
      await this.client.send(new AbortMultipartUploadCommand({ Bucket: this.bucket, Key: key, UploadId: uploadId }));
    } catch (err) {
      if (errorName(err) === 'NoSuchUpload') return; // lib-storage aborted it already
      // Its parts stay billed until a bucket lifecycle rule (AbortIncompleteMultipartUpload) collects them.
      this.logger?.warn({ err, key, uploadId }, 'could not abort a failed multipart upload');
    }
  }

  async get(key: string): Promise<Readable> {
    assertSafeKey(key);
    try {
      const result = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      return result.Body as Readable;
    } catch (err) {
      if (isMissingObject(err)) throw new ObjectNotFoundError(key);
      throw err;
    }
  }

  async head(key: string): Promise<ObjectInfo | undefined> {
    assertSafeKey(key);
    try {
      const result = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return { size: result.ContentLength ?? 0, contentType: result.ContentType ?? 'application/octet-stream' };
    } catch (err) {
      if (isMissingObject(err)) return undefined;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    assertSafeKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async signedUrl(key: string, options: SignedUrlOptions): Promise<string> {
    assertSafeKey(key);
    const command = new GetObjectCommand({
      Bucket: this.bucket,
      Key: key,
      ...(options.filename ? { ResponseContentDisposition: attachmentDisposition(options.filename) } : {}),
    });
    return getSignedUrl(this.presigner, command, { expiresIn: options.expiresInSeconds, signingDate: this.clock.now() });
  }

  async check(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }), { abortSignal: AbortSignal.timeout(CHECK_TIMEOUT_MS) });
  }

  /** Closes the clients' sockets. */
  close(): void {
    this.client.destroy();
    if (this.presigner !== this.client) this.presigner.destroy();
  }
}
