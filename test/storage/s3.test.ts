import { describe, expect, it, afterAll } from '@jest/globals';
import {
  AbortMultipartUploadCommand,
  CreateMultipartUploadCommand,
  ListMultipartUploadsCommand,
  ListObjectsV2Command,
  S3Client,
} from '@aws-sdk/client-s3';
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { ObjectNotFoundError, ObjectTooLargeError } from '../../storage/object-storage.js';
import { S3Storage, type S3StorageOptions } from '../../storage/s3.js';
import { testEnv } from '../env/test-env.js';
import { freePort } from '../env/ports.js';
import { generatedBody } from './bodies.js';
import { objectStorageContract } from './object-storage-contract.js';

function settings(extra: Partial<S3StorageOptions> = {}): S3StorageOptions {
  const { s3 } = testEnv();
  return { ...s3, forcePathStyle: true, ...extra };
}

function adminClient(): S3Client {
  const { s3 } = testEnv();
  return new S3Client({ endpoint: s3.endpoint, region: s3.region, forcePathStyle: true, credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey } });
}

async function objectsUnder(admin: S3Client, prefix: string): Promise<string[]> {
  const out = await admin.send(new ListObjectsV2Command({ Bucket: testEnv().s3.bucket, Prefix: `${prefix}/` }));
  return (out.Contents ?? []).map((o) => o.Key!).sort();
}

/** MinIO lists the multipart uploads of one object only: the prefix must be its whole key. */
async function uploadsOf(admin: S3Client, key: string): Promise<string[]> {
  const out = await admin.send(new ListMultipartUploadsCommand({ Bucket: testEnv().s3.bucket, Prefix: key }));
  return (out.Uploads ?? []).map((u) => `${u.Key} (upload ${u.UploadId})`).sort();
}

objectStorageContract('S3Storage against MinIO', async () => {
  const storage = new S3Storage(settings());
  const admin = adminClient();
  const clocked: S3Storage[] = [];
  return {
    storage,
    withClock: (now) => {
      const s = new S3Storage(settings({ clock: { now } }));
      clocked.push(s);
      return s;
    },
    objects: (prefix) => objectsUnder(admin, prefix),
    unfinished: (key) => uploadsOf(admin, key),
    close: async () => {
      for (const s of [storage, ...clocked]) s.close();
      admin.destroy();
    },
  };
});

describe('S3Storage specifics', () => {
  const admin = adminClient();
  const storage = new S3Storage(settings());
  afterAll(() => {
    storage.close();
    admin.destroy();
  });

  it('lists a dangling multipart upload (the contract relies on seeing them)', async () => {
    const prefix = `oracle/${randomBytes(6).toString('hex')}`;
    const { UploadId } = await admin.send(new CreateMultipartUploadCommand({ Bucket: testEnv().s3.bucket, Key: `${prefix}/dangling.bin` }));
    expect(await uploadsOf(admin, `${prefix}/dangling.bin`)).toEqual([`${prefix}/dangling.bin (upload ${UploadId})`]);
    await admin.send(new AbortMultipartUploadCommand({ Bucket: testEnv().s3.bucket, Key: `${prefix}/dangling.bin`, UploadId }));
    expect(await uploadsOf(admin, `${prefix}/dangling.bin`)).toEqual([]);
  });

  it('aborts the multipart upload it had started when the body passes the limit', async () => {
    const prefix = `abort/${randomBytes(6).toString('hex')}`;
    const key = `${prefix}/big.bin`;
    const put = storage.put(key, generatedBody(60 * 1024 * 1024).stream, { contentType: 'video/mp4', maxBytes: 40 * 1024 * 1024 });
    let settled = false;
    const outcome = put.then(
      () => 'stored',
      (err: unknown) => err,
    ).finally(() => (settled = true));
    let sawUpload = false;
    while (!settled && !sawUpload) {
      sawUpload = (await uploadsOf(admin, key)).length > 0;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(await outcome).toBeInstanceOf(ObjectTooLargeError);
    expect(sawUpload).toBe(true);
    expect(await uploadsOf(admin, key)).toEqual([]);
    expect(await objectsUnder(admin, prefix)).toEqual([]);
  }, 60_000);

  it('presigns for the public endpoint, which clients outside the cluster reach', async () => {
    const { s3 } = testEnv();
    const publicEndpoint = s3.endpoint.replace('127.0.0.1', 'localhost');
    const outside = new S3Storage(settings({ publicEndpoint }));
    try {
      const key = `public/${randomBytes(6).toString('hex')}/a.txt`;
      await outside.put(key, Readable.from([Buffer.from('from outside')]), { contentType: 'text/plain' });
      const url = await outside.signedUrl(key, { expiresInSeconds: 60 });
      expect(url.startsWith(`${publicEndpoint}/`)).toBe(true);
      const res = await fetch(url);
      expect(res.status).toBe(200);
      expect(await res.text()).toBe('from outside');
      // The signature covers the host: the same URL on another host is refused.
      const elsewhere = await fetch(url.replace('localhost', '127.0.0.1'));
      expect(elsewhere.status).toBe(403);
      await elsewhere.arrayBuffer();
    } finally {
      outside.close();
    }
  });

  it('fails check() for a missing bucket or an unreachable endpoint, and promptly', async () => {
    const missing = new S3Storage(settings({ bucket: `missing-${randomBytes(4).toString('hex')}` }));
    const unreachable = new S3Storage(settings({ endpoint: `http://127.0.0.1:${await freePort()}` }));
    try {
      const started = Date.now();
      await expect(missing.check()).rejects.toThrow();
      await expect(unreachable.check()).rejects.toThrow();
      expect(Date.now() - started).toBeLessThan(10_000);
    } finally {
      missing.close();
      unreachable.close();
    }
  }, 30_000);

  it('does not pass a missing bucket or bad credentials off as a missing object', async () => {
    const missing = new S3Storage(settings({ bucket: `missing-${randomBytes(4).toString('hex')}` }));
    const forged = new S3Storage(settings({ secretAccessKey: 'not-the-secret-key' }));
    try {
      const notFound = await missing.get('a/b').catch((e: unknown) => e);
      expect(notFound).not.toBeInstanceOf(ObjectNotFoundError);
      expect(notFound).toMatchObject({ name: 'StorageUnavailableError', problem: 'no-bucket', message: expect.stringContaining('(NoSuchBucket)') });
      const denied = await forged.get('a/b').catch((e: unknown) => e);
      expect(denied).not.toBeInstanceOf(ObjectNotFoundError);
      expect(denied).toMatchObject({ name: 'StorageUnavailableError', problem: 'access-denied' });
      await expect(forged.put('a/b', Readable.from([Buffer.from('x')]), { contentType: 'text/plain' })).rejects.toThrow();
    } finally {
      missing.close();
      forged.close();
    }
  });
});
