import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { freePort } from './ports.js';
import { startServer, type ServerProcess } from './processes.js';

export interface S3Settings {
  endpoint: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  bucket: string;
}

/**
 * MinIO with random root credentials and one bucket: a real S3 server that checks SigV4. On loopback, or on an
 * address of a bridge the tests made (the real node's Pods reach it there).
 */
export async function startMinio(binary: string, dir: string, host = '127.0.0.1'): Promise<{ process: ServerProcess; s3: S3Settings }> {
  const [port, consolePort] = await Promise.all([freePort(), freePort()]);
  const s3: S3Settings = {
    endpoint: `http://${host}:${port}`,
    region: 'us-east-1',
    accessKeyId: `test${randomBytes(6).toString('hex')}`,
    secretAccessKey: randomBytes(20).toString('hex'),
    bucket: 'montage-test',
  };
  mkdirSync(join(dir, 'minio-data'), { recursive: true });
  const process_ = await startServer({
    name: 'minio',
    command: binary,
    args: ['server', '--quiet', '--address', `${host}:${port}`, '--console-address', `${host}:${consolePort}`, join(dir, 'minio-data')],
    env: { ...process.env, MINIO_ROOT_USER: s3.accessKeyId, MINIO_ROOT_PASSWORD: s3.secretAccessKey, MINIO_BROWSER: 'off', MINIO_UPDATE: 'off' },
    logFile: join(dir, 'minio.log'),
    ready: async () => (await fetch(`${s3.endpoint}/minio/health/ready`)).ok,
  });
  const client = new S3Client({ endpoint: s3.endpoint, region: s3.region, forcePathStyle: true, credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey } });
  await client.send(new CreateBucketCommand({ Bucket: s3.bucket }));
  client.destroy();
  return { process: process_, s3 };
}
