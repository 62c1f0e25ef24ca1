import {
  AbortMultipartUploadCommand,
  CreateBucketCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  type BucketLocationConstraint,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { Readable } from 'node:stream';
import type { Logger } from 'pino';
import { systemClock, type Clock } from '../lib/clock.js';
import { countBytes } from './byte-limit.js';
import { attachmentDisposition } from './content-disposition.js';
import type { GrantMethod, JobUrlSigner } from './job-urls.js';
import { assertSafeKey } from './keys.js';
import {
  ObjectNotFoundError,
  ObjectTooLargeError,
  StorageUnavailableError,
  type ByteRange,
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
  /**
   * Whether setUpBucket() (at the start of the API and the controller) and check() (readiness) create the bucket
   * when it does not exist. Off by default: an engine Job only uses the bucket.
   */
  createBucket?: boolean;
  /** Signing time of presigned URLs (tests use it to make expired ones). */
  clock?: Clock;
  logger?: Logger;
}

const MiB = 1024 * 1024;
const CHECK_TIMEOUT_MS = 5_000;

function errorName(err: unknown): string | undefined {
  return (err as { name?: string } | undefined)?.name;
}

/** Refusals of the credentials or of a permission (a HEAD request's 403 has no body, hence no name: see check()). */
const ACCESS_DENIED = new Set(['AccessDenied', 'Forbidden', 'InvalidAccessKeyId', 'SignatureDoesNotMatch', 'InvalidToken', 'ExpiredToken', 'AllAccessDisabled', 'AccountProblem']);
/**
 * Socket errors that mean no connection was made. A connection lost midway (ECONNRESET, EPIPE) is left out: it is
 * a transient failure of one request, not an endpoint that cannot be reached.
 */
const NO_CONNECTION = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH', 'EADDRNOTAVAIL']);

function socketErrorCode(err: unknown): string | undefined {
  const e = err as { code?: unknown; errors?: unknown[]; cause?: unknown; message?: unknown } | undefined;
  if (typeof e?.code === 'string' && NO_CONNECTION.has(e.code)) return e.code;
  // Node's happy-eyeballs connect fails with an AggregateError of one error per address tried.
  for (const inner of [...(Array.isArray(e?.errors) ? e.errors : []), e?.cause]) {
    const code = inner && inner !== err ? socketErrorCode(inner) : undefined;
    if (code) return code;
  }
  // The SDK's retry middleware re-wraps an error it does not take for an Error (one from another realm, as under
  // jest's VM modules) as "AWS SDK error wrapper for Error: connect ECONNREFUSED ...", keeping only the text.
  const named = typeof e?.message === 'string' ? /^AWS SDK error wrapper for .*?\b(E[A-Z_]+)\b/.exec(e.message)?.[1] : undefined;
  return named && NO_CONNECTION.has(named) ? named : undefined;
}

/**
 * The S3 error as a storage problem of configuration or of the server (see StorageUnavailableError), or undefined
 * for a failure of this one request (a 500, a connection reset mid-upload...), which the caller may retry.
 */
export function storageProblemOf(err: unknown, bucket: string): StorageUnavailableError | undefined {
  if (err instanceof StorageUnavailableError) return err;
  const name = errorName(err) ?? '';
  const status = (err as { $metadata?: { httpStatusCode?: number } })?.$metadata?.httpStatusCode;
  if (name === 'NoSuchBucket') return new StorageUnavailableError('no-bucket', bucket, name, `bucket "${bucket}" does not exist (NoSuchBucket)`);
  if (ACCESS_DENIED.has(name) || status === 403) {
    const detail = name && name !== 'Unknown' ? name : 'HTTP 403';
    return new StorageUnavailableError('access-denied', bucket, detail, `access denied to bucket "${bucket}" (${detail})`);
  }
  if (name === 'CredentialsProviderError') {
    return new StorageUnavailableError('no-credentials', bucket, name, 'no credentials: none given and none found by the AWS SDK (CredentialsProviderError)');
  }
  const code = socketErrorCode(err);
  if (code) return new StorageUnavailableError('unreachable', bucket, code, `endpoint unreachable: ${code}`);
  const message = (err as Error | undefined)?.message ?? '';
  if (name === 'TimeoutError' && /did not establish a connection/.test(message)) {
    return new StorageUnavailableError('unreachable', bucket, 'connect timeout', 'endpoint unreachable: connect timeout');
  }
  // check()'s own deadline: connected, perhaps, but no answer in time.
  if (name === 'AbortError' && errorName((err as { cause?: unknown }).cause) === 'TimeoutError') {
    return new StorageUnavailableError('unreachable', bucket, 'timeout', `endpoint unreachable: no answer within ${CHECK_TIMEOUT_MS / 1000} s`);
  }
  return undefined;
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
export class S3Storage implements ObjectStorage, JobUrlSigner {
  private readonly client: S3Client;
  private readonly presigner: S3Client;
  private readonly bucket: string;
  private readonly partSize: number;
  private readonly queueSize: number;
  private readonly clock: Clock;
  private readonly logger: Logger | undefined;
  private readonly createBucket: boolean;
  private readonly region: string;
  /** What the last bucket probe found ('ok' or the problem), so each change is logged once, not every probe. */
  private lastFinding: string | undefined;

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
    this.createBucket = options.createBucket ?? false;
    this.region = options.region;
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
      throw storageProblemOf(err, this.bucket) ?? err;
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

  async get(key: string, range?: ByteRange): Promise<Readable> {
    assertSafeKey(key);
    try {
      const result = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key, Range: range ? `bytes=${range.start}-${range.end}` : undefined }));
      return result.Body as Readable;
    } catch (err) {
      if (isMissingObject(err)) throw new ObjectNotFoundError(key);
      throw storageProblemOf(err, this.bucket) ?? err;
    }
  }

  async head(key: string): Promise<ObjectInfo | undefined> {
    assertSafeKey(key);
    try {
      const result = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return { size: result.ContentLength ?? 0, contentType: result.ContentType ?? 'application/octet-stream' };
    } catch (err) {
      if (isMissingObject(err)) return undefined;
      throw storageProblemOf(err, this.bucket) ?? err;
    }
  }

  async delete(key: string): Promise<void> {
    assertSafeKey(key);
    try {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
    } catch (err) {
      throw storageProblemOf(err, this.bucket) ?? err;
    }
  }

  /**
   * A presigned URL for a render Job, made with the client the controller itself uses (`S3_ENDPOINT`, not the public
   * endpoint): Pods reach S3 the way the controller does. The PUT signs no Content-Type, so the engine sets its own.
   */
  async jobUrl(key: string, method: GrantMethod, expiresInSeconds: number): Promise<string> {
    assertSafeKey(key);
    const command =
      method === 'GET' ? new GetObjectCommand({ Bucket: this.bucket, Key: key }) : new PutObjectCommand({ Bucket: this.bucket, Key: key });
    return getSignedUrl(this.client, command, { expiresIn: expiresInSeconds, signingDate: this.clock.now() });
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

  /**
   * At the start of the API and the controller: makes sure the bucket exists (creating it when allowed), and logs
   * what is wrong otherwise. Never throws: the process keeps running, unready, and check() tries again.
   */
  async setUpBucket(): Promise<void> {
    await this.check().catch(() => undefined);
  }

  /**
   * Readiness: HeadBucket, and CreateBucket when the bucket is missing and creation is allowed (so a bucket missing
   * at the start, or while the endpoint was down, is made once it can be). Throws StorageUnavailableError naming
   * the problem, or the SDK's error for anything else.
   */
  async check(): Promise<void> {
    let problem: StorageUnavailableError | undefined;
    try {
      await this.probeBucket();
    } catch (err) {
      problem = storageProblemOf(err, this.bucket);
      this.noteFinding(problem?.message ?? `unavailable (${errorName(err) ?? 'unknown error'})`, problem, err);
      throw problem ?? err;
    }
    this.noteFinding('ok');
  }

  private async probeBucket(): Promise<void> {
    const signal = () => ({ abortSignal: AbortSignal.timeout(CHECK_TIMEOUT_MS) });
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }), signal());
      return;
    } catch (err) {
      // HEAD answers carry no error body: a 404 is the bucket's, i.e. NoSuchBucket.
      const name = errorName(err);
      if (name !== 'NotFound' && name !== 'NoSuchBucket') {
        // Nor does a 403 say why; a GET needing the same permission (s3:ListBucket) names the refusal:
        // InvalidAccessKeyId, SignatureDoesNotMatch or AccessDenied.
        if ((err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 403) {
          await this.client.send(new ListObjectsV2Command({ Bucket: this.bucket, MaxKeys: 1 }), signal());
        }
        throw err;
      }
    }
    const missing = new StorageUnavailableError('no-bucket', this.bucket, 'NoSuchBucket', `bucket "${this.bucket}" does not exist (NoSuchBucket)`);
    if (!this.createBucket) throw missing;
    try {
      // AWS refuses a CreateBucket outside us-east-1 that does not name its region.
      const location = this.region === 'us-east-1' ? {} : { CreateBucketConfiguration: { LocationConstraint: this.region as BucketLocationConstraint } };
      await this.client.send(new CreateBucketCommand({ Bucket: this.bucket, ...location }), signal());
      this.logger?.info({ bucket: this.bucket }, `created the bucket "${this.bucket}"`);
    } catch (err) {
      // Another replica made it meanwhile.
      if (errorName(err) === 'BucketAlreadyOwnedByYou') return;
      const refused = storageProblemOf(err, this.bucket);
      const cause = refused?.detail ?? errorName(err) ?? 'unknown error';
      throw new StorageUnavailableError('no-bucket', this.bucket, missing.detail, `${missing.message}; creating it failed (${cause})`);
    }
  }

  private noteFinding(finding: string, problem?: StorageUnavailableError, err?: unknown): void {
    if (finding === this.lastFinding) return;
    const before = this.lastFinding;
    this.lastFinding = finding;
    if (finding === 'ok') {
      if (before !== undefined) this.logger?.info({ bucket: this.bucket }, 'object storage is available again');
      return;
    }
    // Only the error's name and code: an SDK error may carry the request it failed on.
    const cause = problem ? { problem: problem.problem, detail: problem.detail } : { error: errorName(err), code: (err as { code?: string })?.code };
    this.logger?.error({ bucket: this.bucket, ...cause }, `object storage unavailable: ${finding}`);
  }

  /** Closes the clients' sockets. */
  close(): void {
    this.client.destroy();
    if (this.presigner !== this.client) this.presigner.destroy();
  }
}
