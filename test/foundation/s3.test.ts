import { describe, expect, it } from '@jest/globals';
import { createHash, randomBytes } from 'node:crypto';
import { GetObjectCommand, HeadObjectCommand, ListBucketsCommand, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { Readable } from 'node:stream';
import { testEnv } from '../env/test-env.js';

function client(secret?: string) {
  const { s3 } = testEnv();
  return new S3Client({
    endpoint: s3.endpoint,
    region: s3.region,
    forcePathStyle: true,
    credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: secret ?? s3.secretAccessKey },
  });
}

describe('the S3 server (MinIO)', () => {
  it('takes a multipart upload and serves it back through a presigned GET', async () => {
    const { s3 } = testEnv();
    const body = randomBytes(12 * 1024 * 1024);
    const key = `foundation/${randomBytes(4).toString('hex')}.bin`;
    const upload = new Upload({ client: client(), params: { Bucket: s3.bucket, Key: key, Body: Readable.from([body.subarray(0, 7e6), body.subarray(7e6)]) }, partSize: 5 * 1024 * 1024, queueSize: 2 });
    const parts = new Set<number>();
    upload.on('httpUploadProgress', (p) => p.part && parts.add(p.part));
    await upload.done();
    expect(parts.size).toBeGreaterThanOrEqual(3);
    const head = await client().send(new HeadObjectCommand({ Bucket: s3.bucket, Key: key }));
    expect(head.ContentLength).toBe(body.length);
    // A multipart object's ETag is the hash of the parts' hashes plus the part count.
    expect(head.ETag).toMatch(/-\d+"$/);
    const url = await getSignedUrl(client(), new GetObjectCommand({ Bucket: s3.bucket, Key: key }), { expiresIn: 60 });
    const res = await fetch(url);
    expect(res.status).toBe(200);
    const got = Buffer.from(await res.arrayBuffer());
    expect(createHash('sha256').update(got).digest('hex')).toBe(createHash('sha256').update(body).digest('hex'));
    const tampered = url.replace(/X-Amz-Signature=[0-9a-f]+/, `X-Amz-Signature=${'0'.repeat(64)}`);
    expect((await fetch(tampered)).status).toBe(403);
  });

  it('checks SigV4 signatures', async () => {
    const err = await client('wrong-secret-key').send(new ListBucketsCommand({})).catch((e: unknown) => e);
    expect((err as { name?: string }).name).toBe('SignatureDoesNotMatch');
  });
});
