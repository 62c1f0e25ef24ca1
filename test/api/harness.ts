import { toSrt } from '../../engine/render/captions/captions-srt.js';
import { parseWebVtt } from '../../engine/render/captions/captions-vtt.js';
import { afterAll, beforeAll, describe } from '@jest/globals';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { Readable } from 'node:stream';
import { CreateBucketCommand, DeleteBucketCommand, DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { CustomObjectsApi } from '@kubernetes/client-node';
import { pino } from 'pino';
import { createClient } from 'redis';
import { IDEMPOTENCY_KEY_PREFIX } from '../../idempotency/redis.js';
import { API_GROUP, API_VERSION, KINDS, type KindName } from '../../model/kinds.js';
import { startAssetController } from '../../controller/assets/asset-controller.js';
import { jobKeys } from '../../engine/job-spec.js';
import { loadConfig } from '../../lib/config.js';
import { MemoryRateLimiter } from '../../ratelimit/memory.js';
import { RedisRateLimiter } from '../../ratelimit/redis.js';
import type { RateLimiter } from '../../ratelimit/rate-limiter.js';
import { startClusterApi } from '../../runtime/cluster.js';
import { startEmbedded } from '../../runtime/embedded.js';
import type { Runtime } from '../../runtime/runtime.js';
import { createTestNamespace, kubeConfig, testEnv } from '../env/test-env.js';
import { listenRuntime } from '../support/listen.js';
import { makeMedia } from '../support/media.js';
import { client, type Client } from './http.js';

/*
 * The REST contract suites run against both compositions a user can run: the embedded one (`npm start`) and the
 * cluster API (Kubernetes custom resources on the real kube-apiserver, MinIO, Redis). Only the asset prober runs
 * beside the API: prompt and export progress is written here the way the controller writes it, so the suites
 * control every state the API must present.
 */
export type Variant = 'embedded' | 'kubernetes';
export const VARIANTS: Variant[] = ['embedded', 'kubernetes'];

const KEY_POOL = 24;

export interface Harness {
  variant: Variant;
  /** The composition under test (its store, storage and settings), for suites that run a controller beside it. */
  runtime: Runtime;
  base: string;
  api: Client;
  keyA: string;
  keyB: string;
  /** A key of a tenant no other test uses. */
  newTenantKey(): Promise<string>;
  /** A second server over the same store whose rate limit is `limit` requests a minute. */
  limited: { api: Client; limit: number };
  completePrompt(id: string, result: string, output?: { key: string; durationSeconds: number; format?: { aspect: string; resolution: string } }): Promise<void>;
  /** Completes a prompt as the engine would: its scene document stored at the prompt's scene key, and a render. */
  completePromptWithScene(id: string, result: string, document: unknown): Promise<void>;
  /** Writes a status the way a controller does (for states only a controller reaches). */
  writeStatus(kind: 'prompt' | 'export' | 'chapter', id: string, change: (status: any) => object): Promise<void>;
  /** An object as stored (e.g. the document a PUT stored), parsed as JSON. */
  readJson(key: string): Promise<unknown>;
  failPrompt(id: string, result: string): Promise<void>;
  exportChapters(exportId: string): Promise<string[]>;
  completeExport(id: string, bytes: Buffer, durationSeconds: number, captions?: string): Promise<void>;
  failExport(id: string, error: string): Promise<void>;
  storedObjectKeys(): Promise<string[]>;
  /** What is at rest, as the store's own medium holds it: the embedded journal's files, or the CRs' JSON straight from the apiserver. */
  storeAtRest(): Promise<string>;
  /** An Idempotency-Key record as its store holds it (the Redis value itself in a cluster). */
  idempotencyAtRest(tenant: string, key: string): Promise<string>;
  /** Makes object storage fail for real (no directory to write to / no bucket) until `restore()`. */
  breakStorage(): Promise<{ restore(): Promise<void> }>;
  stop(): Promise<void>;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

function filesUnder(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile() && !e.name.endsWith('.meta.json') && !e.name.endsWith('.tmp'))
      .map((e) => relative(dir, join(e.parentPath, e.name)))
      .sort();
  } catch {
    return [];
  }
}

export async function startHarness(variant: Variant): Promise<Harness> {
  const logger = pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });
  const keys = Array.from({ length: KEY_POOL }, (_, i) => ({ key: `test-key-${i}-${randomBytes(12).toString('hex')}`, tenant: `tenant-${i}-${randomBytes(3).toString('hex')}` }));
  // Webhook receivers in the suites listen on 127.0.0.1 over plain http: the admin setting allows exactly that address.
  const env = { MONTAGE_API_KEYS: keys.map((k) => `${k.key}=${k.tenant}`).join(','), PORT: '0', LOG_LEVEL: 'silent', MONTAGE_WEBHOOK_ALLOWED_HOSTS: '127.0.0.1' };
  const cleanups: (() => Promise<void> | void)[] = [];
  let runtime: Runtime;
  let limiter: RateLimiter;
  let storedObjectKeys: () => Promise<string[]>;
  let breakStorage: Harness['breakStorage'];
  let storeAtRest: () => Promise<string>;
  let idempotencyAtRest: (storeKey: string) => Promise<string>;

  if (variant === 'embedded') {
    const dataDir = mkdtempSync(join(tmpdir(), 'montage-api-'));
    runtime = await startEmbedded(loadConfig({ ...env, MONTAGE_DATA_DIR: dataDir }), logger, { controllers: ['assets'] });
    limiter = new MemoryRateLimiter({ limit: 5, windowSeconds: 60 });
    storedObjectKeys = async () => filesUnder(join(dataDir, 'objects'));
    storeAtRest = async () => filesUnder(join(dataDir, 'store')).map((f) => readFileSync(join(dataDir, 'store', f), 'utf8')).join('\n');
    idempotencyAtRest = async (storeKey) => JSON.stringify((await runtime.deps.idempotency.store.get(storeKey)) ?? null);
    breakStorage = async () => {
      const objects = join(dataDir, 'objects');
      renameSync(objects, `${objects}.away`);
      writeFileSync(objects, 'not a directory');
      return {
        restore: async () => {
          rmSync(objects);
          renameSync(`${objects}.away`, objects);
        },
      };
    };
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  } else {
    const { s3, redisUrl } = testEnv();
    // A bucket of its own, so "nothing was left behind" is not disturbed by other suites.
    const bucket = `api-${randomBytes(6).toString('hex')}`;
    const admin = new S3Client({ endpoint: s3.endpoint, region: s3.region, forcePathStyle: true, credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey } });
    await admin.send(new CreateBucketCommand({ Bucket: bucket }));
    const namespace = await createTestNamespace('api');
    cleanups.push(() => namespace.remove());
    const config = loadConfig({
      ...env,
      MONTAGE_MODE: 'cluster',
      MONTAGE_NAMESPACE: namespace.name,
      S3_ENDPOINT: s3.endpoint,
      S3_REGION: s3.region,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: s3.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
      REDIS_URL: redisUrl,
      // As the chart gives it, from its Secret.
      MONTAGE_SECRET_KEY: randomBytes(32).toString('base64'),
    });
    runtime = await startClusterApi(config, logger, kubeConfig());
    const prober = startAssetController({ store: runtime.deps.store, storage: runtime.deps.storage, logger });
    cleanups.unshift(() => prober.stop());
    // Commands get 5 s: past the service's 100 ms a hit fails open, which a busy machine must not turn into a 200.
    limiter = new RedisRateLimiter({ url: redisUrl, limit: 5, windowSeconds: 60, logger, commandTimeoutMs: 5_000 });
    storedObjectKeys = async () => {
      const listed = await admin.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (listed.Contents ?? []).map((o) => o.Key!).sort();
    };
    breakStorage = async () => {
      const listed = await admin.send(new ListObjectsV2Command({ Bucket: bucket }));
      const saved = await Promise.all(
        (listed.Contents ?? []).map(async (o) => {
          const got = await admin.send(new GetObjectCommand({ Bucket: bucket, Key: o.Key! }));
          return { key: o.Key!, body: Buffer.from(await got.Body!.transformToByteArray()), type: got.ContentType };
        }),
      );
      for (const o of saved) await admin.send(new DeleteObjectCommand({ Bucket: bucket, Key: o.key }));
      await admin.send(new DeleteBucketCommand({ Bucket: bucket }));
      return {
        restore: async () => {
          await admin.send(new CreateBucketCommand({ Bucket: bucket }));
          for (const o of saved) await admin.send(new PutObjectCommand({ Bucket: bucket, Key: o.key, Body: o.body, ContentType: o.type }));
        },
      };
    };
    cleanups.push(() => admin.destroy());
    const custom = kubeConfig().makeApiClient(CustomObjectsApi);
    storeAtRest = async () => {
      const lists = await Promise.all((Object.keys(KINDS) as KindName[]).map((kind) => custom.listNamespacedCustomObject({ group: API_GROUP, version: API_VERSION, namespace: namespace.name, plural: KINDS[kind].plural })));
      return JSON.stringify(lists);
    };
    const redis = createClient({ url: redisUrl });
    await redis.connect();
    cleanups.push(async () => void (await redis.quit()));
    idempotencyAtRest = async (storeKey) => (await redis.get(IDEMPOTENCY_KEY_PREFIX + storeKey)) ?? 'null';
  }

  const main = await listenRuntime(runtime);
  const limitedServer = await listenRuntime(runtime, limiter);
  let nextKey = 2;
  const store = runtime.deps.store;

  async function writeStatus<K extends 'prompt' | 'export' | 'chapter'>(kind: K, id: string, change: (status: any) => object): Promise<void> {
    for (let attempt = 0; ; attempt++) {
      const object = await store.get(kind, id);
      if (!object) throw new Error(`${kind} ${id} not found`);
      try {
        await store.updateStatus(kind, { ...object, status: { ...object.status, ...change(object.status) } } as never);
        return;
      } catch (err) {
        if (attempt > 10) throw err;
      }
    }
  }

  return {
    variant,
    runtime,
    base: main.base,
    api: client(main.base),
    keyA: keys[0]!.key,
    keyB: keys[1]!.key,
    newTenantKey: async () => {
      if (nextKey >= keys.length) throw new Error('the harness key pool is used up; raise KEY_POOL');
      return keys[nextKey++]!.key;
    },
    limited: { api: client(limitedServer.base), limit: 5 },
    completePrompt: (id, result, output) =>
      writeStatus('prompt', id, () => ({ phase: 'completed', result, progress: 1, completedAt: new Date().toISOString(), ...(output ? { output } : {}) })),
    completePromptWithScene: async (id, result, document) => {
      const prompt = (await store.get('prompt', id))!;
      const keys = jobKeys.prompt(prompt.spec.chapterId, id);
      await runtime.deps.storage.put(keys.sceneKey, Readable.from([Buffer.from(JSON.stringify(document))]), { contentType: 'application/json' });
      await writeStatus('prompt', id, () => ({
        phase: 'completed',
        result,
        progress: 1,
        completedAt: new Date().toISOString(),
        sceneKey: keys.sceneKey,
        output: { key: keys.outputKey, durationSeconds: 5 },
      }));
    },
    writeStatus: (kind, id, change) => writeStatus(kind, id, change),
    readJson: async (key) => {
      const chunks: Buffer[] = [];
      for await (const chunk of await runtime.deps.storage.get(key)) chunks.push(chunk as Buffer);
      return JSON.parse(Buffer.concat(chunks).toString('utf8'));
    },
    failPrompt: (id, result) => writeStatus('prompt', id, () => ({ phase: 'failed', result, completedAt: new Date().toISOString() })),
    exportChapters: async (id) => (await store.get('export', id))!.spec.chapters.map((c) => c.chapterId),
    completeExport: async (id, bytes, durationSeconds, captions) => {
      const exp = (await store.get('export', id))!;
      const { outputKey, captionsKey, captionsSrtKey } = jobKeys.export(exp.spec.projectId, id);
      await runtime.deps.storage.put(outputKey, Readable.from([bytes]), { contentType: 'video/mp4' });
      if (captions !== undefined) await runtime.deps.storage.put(captionsKey, Readable.from([Buffer.from(captions)]), { contentType: 'text/vtt' });
      if (captions !== undefined) await runtime.deps.storage.put(captionsSrtKey, Readable.from([Buffer.from(toSrt(parseWebVtt(captions)))]), { contentType: 'application/x-subrip' });
      const now = new Date().toISOString();
      await writeStatus('export', id, () => ({ phase: 'completed', progress: 1, startedAt: now, completedAt: now, durationSeconds, outputKey, ...(captions !== undefined ? { captionsKey, captionsSrtKey } : {}) }));
    },
    failExport: (id, error) => writeStatus('export', id, () => ({ phase: 'failed', error, completedAt: new Date().toISOString() })),
    storedObjectKeys: () => storedObjectKeys(),
    storeAtRest: () => storeAtRest(),
    idempotencyAtRest: (tenant, key) => idempotencyAtRest(`${sha256(tenant)}:${sha256(key)}`),
    breakStorage: () => breakStorage(),
    stop: async () => {
      await main.close();
      await limitedServer.close();
      await limiter.close();
      await runtime.stop();
      for (const cleanup of cleanups) await cleanup();
    },
  };
}

/** Runs `body` once per variant, each with its own harness. */
export function forEachVariant(name: string, body: (h: () => Harness) => void): void {
  describe.each(VARIANTS)(`${name} [%s]`, (variant) => {
    let harness: Harness | undefined;
    beforeAll(async () => {
      harness = await startHarness(variant);
    }, 60_000);
    afterAll(async () => {
      await harness?.stop();
    }, 30_000);
    body(() => {
      if (!harness) throw new Error('harness not started');
      return harness;
    });
  });
}

export interface SampleFiles {
  png: Buffer;
  wav: Buffer;
  mp4: Buffer;
}

let samples: Promise<SampleFiles> | undefined;

/** Small real media made by FFmpeg once per test file: a 320x240 PNG, 1 s of WAV, 1 s of MP4. */
export function sampleFiles(): Promise<SampleFiles> {
  samples ??= (async () => {
    const dir = mkdtempSync(join(tmpdir(), 'samples-'));
    const [png, wav, mp4] = await Promise.all([
      makeMedia('png', join(dir, 'a.png')),
      makeMedia('wav', join(dir, 'a.wav')),
      makeMedia('mp4', join(dir, 'a.mp4')),
    ]);
    return { png: readFileSync(png), wav: readFileSync(wav), mp4: readFileSync(mp4) };
  })();
  return samples;
}
