import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CreateBucketCommand, HeadBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { AssumeRoleCommand, STSClient } from '@aws-sdk/nested-clients/sts';
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { pino, type Logger } from 'pino';
import { loadConfig } from '../../lib/config.js';
import { startClusterApi } from '../../runtime/cluster.js';
import type { Runtime } from '../../runtime/runtime.js';
import { StorageUnavailableError } from '../../storage/object-storage.js';
import { S3Storage, type S3StorageOptions } from '../../storage/s3.js';
import { createTestNamespace, kubeConfig, testEnv } from '../env/test-env.js';
import { freePort } from '../env/ports.js';
import { listenRuntime, type Listening } from '../support/listen.js';
import { generatedBody } from './bodies.js';

/*
 * What admins are told when object storage is misconfigured, against the real MinIO: the bucket is created where
 * the credentials allow it; otherwise /readyz, the log (once per change) and every storage-dependent request name
 * the problem, and requests answer 503 with a hint naming the fix.
 */

const newBucket = (what: string) => `${what}-${randomBytes(5).toString('hex')}`;

function adminClient(): S3Client {
  const { s3 } = testEnv();
  return new S3Client({ endpoint: s3.endpoint, region: s3.region, forcePathStyle: true, credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey } });
}

function capturedLogs(): { logger: Logger; lines: { level: number; msg: string; [k: string]: unknown }[] } {
  const lines: { level: number; msg: string }[] = [];
  return { logger: pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) }), lines };
}

/**
 * Credentials that may do everything but create buckets: MinIO's STS AssumeRole with a session policy, signed with
 * the root credentials (a real IAM refusal, AccessDenied, without the admin API's encrypted requests). They are
 * temporary credentials, whose session token Montage's settings have no place for, so they are given the way the
 * SDK's default chain reads them (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, AWS_SESSION_TOKEN), around `body`.
 */
async function withCredentialsWithoutCreateBucket(body: () => Promise<void>): Promise<void> {
  const c = await credentialsWithoutCreateBucket();
  const names = { AWS_ACCESS_KEY_ID: c.accessKeyId, AWS_SECRET_ACCESS_KEY: c.secretAccessKey, AWS_SESSION_TOKEN: c.sessionToken };
  const saved = Object.fromEntries(Object.keys(names).map((name) => [name, process.env[name]]));
  Object.assign(process.env, names);
  try {
    await body();
  } finally {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
}

async function credentialsWithoutCreateBucket(): Promise<{ accessKeyId: string; secretAccessKey: string; sessionToken: string }> {
  const { s3 } = testEnv();
  const sts = new STSClient({ endpoint: s3.endpoint, region: s3.region, credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey } });
  try {
    const policy = {
      Version: '2012-10-17',
      Statement: [
        { Effect: 'Allow', Action: ['s3:*'], Resource: ['arn:aws:s3:::*'] },
        { Effect: 'Deny', Action: ['s3:CreateBucket'], Resource: ['arn:aws:s3:::*'] },
      ],
    };
    const out = await sts.send(new AssumeRoleCommand({ RoleArn: 'arn:xxx:xxx:xxx:xxxx', RoleSessionName: 'no-create-bucket', Policy: JSON.stringify(policy), DurationSeconds: 900 }));
    const c = out.Credentials!;
    return { accessKeyId: c.AccessKeyId!, secretAccessKey: c.SecretAccessKey!, sessionToken: c.SessionToken! };
  } finally {
    sts.destroy();
  }
}

describe('S3Storage names what is wrong with object storage', () => {
  const admin = adminClient();
  const opened: S3Storage[] = [];
  const storage = (extra: Partial<S3StorageOptions>) => {
    const { s3 } = testEnv();
    const s = new S3Storage({ ...s3, forcePathStyle: true, ...extra });
    opened.push(s);
    return s;
  };
  afterAll(() => {
    for (const s of opened) s.close();
    admin.destroy();
  });
  const png = () => Readable.from([Buffer.from('not really a png')]);

  it('creates a missing bucket when allowed, and then is fine', async () => {
    const bucket = newBucket('created');
    const { logger, lines } = capturedLogs();
    const s = storage({ bucket, createBucket: true, logger });
    await s.setUpBucket();
    await admin.send(new HeadBucketCommand({ Bucket: bucket }));
    await s.check();
    expect(lines.map((l) => l.msg)).toEqual([`created the bucket "${bucket}"`]);
    // A second replica starting meanwhile finds it there.
    await storage({ bucket, createBucket: true }).setUpBucket();
    await expect(storage({ bucket }).check()).resolves.toBeUndefined();
  });

  it('names a missing bucket it may not create in check(), uploads and reads, and logs it once per change', async () => {
    const bucket = newBucket('missing');
    const { logger, lines } = capturedLogs();
    const s = storage({ bucket, logger });
    await s.setUpBucket();
    for (let i = 0; i < 3; i++) {
      await expect(s.check()).rejects.toMatchObject({ problem: 'no-bucket', bucket, message: `bucket "${bucket}" does not exist (NoSuchBucket)` });
    }
    expect(lines).toEqual([expect.objectContaining({ level: 50, bucket, detail: 'NoSuchBucket', msg: `object storage unavailable: bucket "${bucket}" does not exist (NoSuchBucket)` })]);
    await expect(s.put('a/small', png(), { contentType: 'image/png' })).rejects.toMatchObject({ name: 'StorageUnavailableError', problem: 'no-bucket' });
    // Over one part: a multipart upload, refused at its start.
    await expect(s.put('a/large', generatedBody(6 * 1024 * 1024).stream, { contentType: 'video/mp4' })).rejects.toMatchObject({ problem: 'no-bucket' });
    await expect(s.get('a/small')).rejects.toMatchObject({ problem: 'no-bucket' });

    await admin.send(new CreateBucketCommand({ Bucket: bucket }));
    await s.check();
    await s.check();
    expect(lines.slice(1)).toEqual([expect.objectContaining({ level: 30, msg: 'object storage is available again' })]);
  });

  it('says so when creating the bucket is refused (AccessDenied), and keeps running', async () => {
    const bucket = newBucket('refused');
    const { logger, lines } = capturedLogs();
    await withCredentialsWithoutCreateBucket(async () => {
      const s = storage({ bucket, createBucket: true, logger, accessKeyId: undefined, secretAccessKey: undefined });
      await s.setUpBucket();
      const message = `bucket "${bucket}" does not exist (NoSuchBucket); creating it failed (AccessDenied)`;
      await expect(s.check()).rejects.toMatchObject({ problem: 'no-bucket', message });
      expect(lines).toEqual([expect.objectContaining({ level: 50, bucket, msg: `object storage unavailable: ${message}` })]);
    });
    await expect(admin.send(new HeadBucketCommand({ Bucket: bucket }))).rejects.toMatchObject({ name: 'NotFound' });
  });

  it('names an unreachable endpoint', async () => {
    const s = storage({ endpoint: `http://127.0.0.1:${await freePort()}` });
    const unreachable = { problem: 'unreachable', detail: 'ECONNREFUSED', message: 'endpoint unreachable: ECONNREFUSED' };
    await expect(s.check()).rejects.toMatchObject(unreachable);
    await expect(s.put('a/b', png(), { contentType: 'image/png' })).rejects.toMatchObject(unreachable);
  }, 30_000);

  it('names refused credentials', async () => {
    const s = storage({ secretAccessKey: 'not-the-secret-key' });
    await expect(s.check()).rejects.toMatchObject({ problem: 'access-denied', message: 'access denied to bucket "montage-test" (SignatureDoesNotMatch)' });
    await expect(s.put('a/b', png(), { contentType: 'image/png' })).rejects.toMatchObject({ problem: 'access-denied', detail: 'SignatureDoesNotMatch' });
    const unknownKey = storage({ accessKeyId: 'nobody-has-this-key' });
    await expect(unknownKey.check()).rejects.toMatchObject({ problem: 'access-denied', detail: 'InvalidAccessKeyId' });
  });

  it('leaves a failure of one upload (its body breaking off) an ordinary error, for the caller to retry', async () => {
    const s = storage({});
    const broken = new Readable({
      read() {
        this.destroy(new Error('client went away'));
      },
    });
    const err = await s.put(`broken/${randomBytes(4).toString('hex')}`, broken, { contentType: 'image/png' }).catch((e: unknown) => e);
    expect(err).not.toBeInstanceOf(StorageUnavailableError);
  });
});

describe('the cluster API with a storage problem', () => {
  let namespace: { name: string; remove(): Promise<void> };
  const key = `storage-key-${randomBytes(12).toString('hex')}`;
  const admin = adminClient();
  beforeAll(async () => {
    namespace = await createTestNamespace('storage-problems');
  });
  afterAll(async () => {
    admin.destroy();
    await namespace?.remove();
  });

  /** The cluster API as `montage api` composes it, on loopback, with these storage settings. */
  async function withApi(env: Record<string, string>, body: (base: string, logs: ReturnType<typeof capturedLogs>['lines']) => Promise<void>): Promise<void> {
    const { s3, redisUrl } = testEnv();
    const logs = capturedLogs();
    const config = loadConfig({
      MONTAGE_MODE: 'cluster',
      MONTAGE_NAMESPACE: namespace.name,
      MONTAGE_API_KEYS: `${key}=storage`,
      REDIS_URL: redisUrl,
      S3_ENDPOINT: s3.endpoint,
      S3_REGION: s3.region,
      S3_ACCESS_KEY_ID: s3.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
      LOG_LEVEL: 'info',
      ...env,
    });
    let api: Runtime | undefined;
    let http: Listening | undefined;
    try {
      api = await startClusterApi(config, logs.logger, kubeConfig());
      http = await listenRuntime(api);
      await body(http.base, logs.lines);
    } finally {
      await http?.close();
      await api?.stop();
    }
  }

  const readyz = async (base: string) => {
    const res = await fetch(`${base}/readyz`);
    return { status: res.status, body: (await res.json()) as Record<string, string> };
  };
  const upload = async (base: string) => {
    const res = await fetch(`${base}/api/v1/assets?name=a.png`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'image/png' },
      body: Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'),
    });
    return { status: res.status, retryAfter: res.headers.get('retry-after'), body: (await res.json()) as Record<string, string> };
  };

  it('creates its bucket at start, and is ready', async () => {
    const bucket = newBucket('api-created');
    await withApi({ S3_BUCKET: bucket }, async (base, logs) => {
      await admin.send(new HeadBucketCommand({ Bucket: bucket }));
      expect(await readyz(base)).toMatchObject({ status: 200, body: { status: 'ok', storage: 'ok' } });
      expect((await upload(base)).status).toBe(201);
      expect(logs.filter((l) => l.msg === `created the bucket "${bucket}"`)).toHaveLength(1);
    });
  });

  it('with S3_CREATE_BUCKET=false and no bucket: /readyz names it and an upload gets 503 with the fix', async () => {
    const bucket = newBucket('api-missing');
    await withApi({ S3_BUCKET: bucket, S3_CREATE_BUCKET: 'false' }, async (base, logs) => {
      const problem = `bucket "${bucket}" does not exist (NoSuchBucket)`;
      expect(await readyz(base)).toMatchObject({ status: 503, body: { status: 'unavailable', store: 'ok', storage: problem } });
      expect(await readyz(base)).toMatchObject({ status: 503 });
      // Logged at start, and not again by the probes while nothing changed.
      expect(logs.filter((l) => l.msg === `object storage unavailable: ${problem}`)).toHaveLength(1);
      expect(await upload(base)).toEqual({
        status: 503,
        retryAfter: '30',
        body: {
          code: 'SERVICE_UNAVAILABLE',
          error: `Object storage is unavailable: ${problem}`,
          hint: `The storage bucket "${bucket}" does not exist: create it or let the service create it (S3_BUCKET, credentials with s3:CreateBucket).`,
        },
      });
      await expect(admin.send(new HeadBucketCommand({ Bucket: bucket }))).rejects.toMatchObject({ name: 'NotFound' });
    });
  });

  it('with credentials that may not create the bucket: /readyz says creating it was refused', async () => {
    const bucket = newBucket('api-refused');
    await withCredentialsWithoutCreateBucket(() =>
      withApi({ S3_BUCKET: bucket, S3_ACCESS_KEY_ID: '', S3_SECRET_ACCESS_KEY: '' }, async (base, logs) => {
        const problem = `bucket "${bucket}" does not exist (NoSuchBucket); creating it failed (AccessDenied)`;
        expect(await readyz(base)).toMatchObject({ status: 503, body: { storage: problem } });
        expect(logs.filter((l) => l.level === 50 && l.msg === `object storage unavailable: ${problem}`)).toHaveLength(1);
        expect(await upload(base)).toMatchObject({ status: 503, body: { code: 'SERVICE_UNAVAILABLE', hint: expect.stringContaining('s3:CreateBucket') } });
      }),
    );
    await expect(admin.send(new HeadBucketCommand({ Bucket: bucket }))).rejects.toMatchObject({ name: 'NotFound' });
  });

  it('with the endpoint down: /readyz names the socket error and an upload gets 503 naming S3_ENDPOINT', async () => {
    await withApi({ S3_ENDPOINT: `http://127.0.0.1:${await freePort()}` }, async (base) => {
      expect(await readyz(base)).toMatchObject({ status: 503, body: { storage: 'endpoint unreachable: ECONNREFUSED' } });
      expect(await upload(base)).toEqual({
        status: 503,
        retryAfter: '30',
        body: {
          code: 'SERVICE_UNAVAILABLE',
          error: 'Object storage is unavailable: endpoint unreachable: ECONNREFUSED',
          hint: 'The storage endpoint cannot be reached (ECONNREFUSED): check S3_ENDPOINT and that the S3 server is running.',
        },
      });
    });
  }, 60_000);
});
