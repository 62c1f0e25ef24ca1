import { afterAll, describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { BatchV1Api, CustomObjectsApi } from '@kubernetes/client-node';
import { API_GROUP, API_VERSION, KINDS, type KindName } from '../../model/kinds.js';
import { TEMP_FILE } from '../../storage/local-disk.js';
import { EmbeddedStore } from '../../store/embedded/embedded-store.js';
import { sampleFiles } from '../api/harness.js';
import { client, type Client } from '../api/http.js';
import { kubeConfig, testEnv } from '../env/test-env.js';
import { startClusterFixture, type ClusterFixture } from '../support/cluster-fixture.js';
import { pollUntil, processesMatching } from '../support/proc.js';
import { controllerReplicas, startServeProcess, type ServerUnderTest } from '../support/server-process.js';

/*
 * Deletion end to end on both compositions, with real renders: a project with a completed chapter, a completed
 * export and a chapter whose prompt is rendering is deleted, and the process doing the cleanup is killed (-9) right
 * after the DELETE was accepted. After a restart the cleanup finishes: no custom resource or journal object, no Job,
 * and no object in storage (listed and counted) is left but the tenant's asset, which goes with its own DELETE.
 */

const KINDS_LIST = Object.keys(KINDS) as KindName[];

interface Scenario {
  project: string;
  chapters: string[];
  prompts: string[];
  exportId: string;
  asset: string;
}

/** The servers here keep one prompt per chapter as an object: older ones move to history segments in storage. */
const HISTORY = { MONTAGE_PROMPT_HISTORY_LIMIT: '1' };
const isSegment = (chapterId: string) => (key: string) => key.startsWith(`chapters/${chapterId}/history/`);

/**
 * Builds the project: chapter one rendered three times (its first two prompts then archived: `archived` says when
 * the controller has) and exported, chapter two rendering when this returns.
 */
async function buildProject(api: Client, key: string, rendering: (promptId: string) => Promise<void>, archived: (chapterId: string) => Promise<boolean>): Promise<Scenario> {
  const upload = await api.raw('POST', '/api/v1/assets?name=logo.png', key, { body: (await sampleFiles()).png, headers: { 'content-type': 'image/png' } });
  expect(upload.status).toBe(201);
  const project = (await api.post('/api/v1/projects', key, { name: 'Doomed', format: { resolution: '720p' } })).body.id as string;
  const one = (await api.post(`/api/v1/projects/${project}/chapters`, key, { name: 'One', duration: 2 })).body.id as string;
  const first = (await api.post(`/api/v1/projects/${project}/chapters/${one}/prompt`, key, { content: 'Title "ONE" with a fade' })).body.prompt_id as string;
  await pollUntil('chapter one', async () => ((await api.get(`/api/v1/projects/${project}/chapters/${one}?wait=30`, key)).body.status === 'ready' ? true : undefined), 120_000, 0);
  const started = await api.raw('POST', `/api/v1/projects/${project}/export`, key);
  expect(started.status).toBe(202);
  await pollUntil('the export', async () => ((await api.get(`/api/v1/projects/${project}/export?wait=30`, key)).body.status === 'completed' ? true : undefined), 120_000, 0);
  const ids = [first];
  for (const content of ['Title "ONE B"', 'caption "again"']) {
    ids.push((await api.post(`/api/v1/projects/${project}/chapters/${one}/prompt`, key, { content })).body.prompt_id as string);
    await pollUntil('chapter one again', async () => ((await api.get(`/api/v1/projects/${project}/chapters/${one}?wait=30`, key)).body.status === 'ready' ? true : undefined), 120_000, 0);
  }
  await pollUntil('the first two prompts of chapter one to be archived', async () => ((await archived(one)) ? true : undefined), 60_000, 100);
  // Still the whole history through the API.
  const history = (await api.get(`/api/v1/projects/${project}/chapters/${one}`, key)).body;
  expect(history.prompts.map((p: { id: string; status: string }) => [p.id, p.status])).toEqual(ids.map((id) => [id, 'completed']));
  expect(history.prompt_count).toBe(3);
  const two = (await api.post(`/api/v1/projects/${project}/chapters`, key, { name: 'Two', duration: 30 })).body.id as string;
  const second = (await api.post(`/api/v1/projects/${project}/chapters/${two}/prompt`, key, { content: 'Title "TWO" then a slow list of ten points' })).body.prompt_id as string;
  await rendering(second);
  return { project, chapters: [one, two], prompts: [first, second], exportId: started.body.id, asset: upload.body.id };
}

/** What must be left of the scenario in storage before the asset is deleted: the asset's upload only. */
function onlyTheAsset(keys: string[], s: Scenario): boolean {
  return keys.length === 1 && keys[0] === `assets/${s.asset}/original`;
}

describe('deletion on `montage serve` (embedded store, local disk), with kill -9 mid-delete', () => {
  const dir = mkdtempSync(join(tmpdir(), 'delete-embedded-'));
  const dataDir = join(dir, 'data');
  const KEY = `delete-key-${randomBytes(12).toString('hex')}`;
  let server: ServerUnderTest | undefined;
  afterAll(async () => {
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  });
  const start = async () => (server = await startServeProcess({ MONTAGE_DATA_DIR: dataDir, MONTAGE_API_KEYS: `${KEY}=deleter`, ...HISTORY }));
  /** Every file under the objects directory, content-type sidecars included. */
  const files = () => {
    try {
      return readdirSync(join(dataDir, 'objects'), { recursive: true, withFileTypes: true })
        // A file the store is writing (put's temporary, renamed a moment later) is no object yet.
        .filter((e) => e.isFile() && !TEMP_FILE.test(e.name))
        .map((e) => relative(join(dataDir, 'objects'), join(e.parentPath, e.name)).replace(/\.meta\.json$/, ''))
        .filter((f, i, all) => all.indexOf(f) === i)
        .sort();
    } catch {
      return [];
    }
  };
  const ENGINE = '/montage-engine/';

  it('finishes after a restart: nothing of the project is left in the journal or on disk', async () => {
    let s = await start();
    const api = () => client(server!.base);
    /** The journal belongs to the server: that the archived prompts are in their segment is read from disk. */
    const archived = async (chapterId: string) => {
      const segment = files().find(isSegment(chapterId));
      if (!segment) return false;
      return (JSON.parse(readFileSync(join(dataDir, 'objects', segment), 'utf8')) as { prompts: unknown[] }).prompts.length === 2;
    };
    const scenario = await buildProject(
      api(),
      KEY,
      async () => {
        await pollUntil('an engine job', () => processesMatching(ENGINE).find((p) => p.ppid === s.pid));
      },
      archived,
    );
    const before = files();
    // Renders, scene documents, results (the archived prompts' too), a history segment, export file, the asset: all there.
    expect(before.filter((f) => f.startsWith(`chapters/${scenario.chapters[0]}/prompts/`)).length).toBeGreaterThanOrEqual(9);
    expect(before.filter(isSegment(scenario.chapters[0]!))).toHaveLength(1);
    expect(before.filter((f) => f.startsWith(`projects/${scenario.project}/exports/`)).length).toBeGreaterThanOrEqual(2);

    const deleted = await api().raw('DELETE', `/api/v1/projects/${scenario.project}`, KEY);
    expect(deleted.status).toBe(202);
    const engines = processesMatching(ENGINE).filter((p) => p.ppid === s.pid).map((p) => p.pid);
    await s.stop('SIGKILL');
    // Its own engine processes only: other suites on this machine may run engines of their own.
    await pollUntil('the orphaned job to stop', () => (processesMatching(ENGINE).some((p) => engines.includes(p.pid)) ? undefined : true), 30_000, 100);

    s = await start();
    expect((await api().get(`/api/v1/projects/${scenario.project}`, KEY)).status).toBe(404);
    await pollUntil('the project files to be removed', () => (onlyTheAsset(files(), scenario) ? true : undefined), 60_000, 100);
    expect((await api().raw('DELETE', `/api/v1/assets/${scenario.asset}`, KEY)).status).toBe(202);
    await pollUntil('the asset files to be removed', () => (files().length === 0 ? true : undefined), 30_000, 100);
    expect(files()).toEqual([]);
    const none = { project: 0, chapter: 0, prompt: 0, export: 0, asset: 0, batch: 0, webhook: 0, delivery: 0 };
    /** The records of every kind, read from the data dir once the server is stopped (it is the journal's only writer). */
    const records = async () => {
      const store = new EmbeddedStore(join(dataDir, 'store'));
      await store.start();
      try {
        return Object.fromEntries(await Promise.all(KINDS_LIST.map(async (kind) => [kind, (await store.list(kind)).length] as const)));
      } finally {
        await store.stop();
      }
    };
    // The files going last does not mean the records did: a record with no files (a chapter still rendering, its
    // prompt) may still be queued for cleanup when the server stops, and a stop waits only for work under way. The
    // cleanup must then finish after a restart, as after the kill above: stop, look, start again until nothing is
    // left, within a deadline (a busy machine may take a round or two).
    let left: Record<string, number> = {};
    // On the deadline the expectation below shows what was left.
    await pollUntil('no record of the project or the asset in the journal, across restarts', async () => {
      await s.stop();
      server = undefined;
      left = await records();
      if (Object.values(left).every((n) => n === 0)) return true;
      s = await start();
      return undefined;
    }, 120_000, 2_000).catch(() => undefined);
    // Every kind the store holds (webhooks and their deliveries too: this tenant made none).
    expect(left).toEqual(none);
  }, 300_000);
});

describe('deletion on the cluster path (custom resources, Jobs, MinIO), with kill -9 of the leading controller mid-delete', () => {
  let cluster: ClusterFixture | undefined;
  const replicas = controllerReplicas(() => ({ ...cluster!.env, ...HISTORY }));
  const controller = replicas.start;
  afterAll(async () => {
    await replicas.killAll();
    await cluster?.close();
  }, 30_000);

  it('finishes under the next leader: no custom resource, Job or S3 object of the project is left', async () => {
    cluster = await startClusterFixture('delete');
    const fixture = cluster;
    const { s3 } = testEnv();
    const admin = new S3Client({ endpoint: s3.endpoint, region: s3.region, forcePathStyle: true, credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey } });
    const objects = async () => ((await admin.send(new ListObjectsV2Command({ Bucket: fixture.env.S3_BUCKET }))).Contents ?? []).map((o) => o.Key!).sort();
    const custom = kubeConfig().makeApiClient(CustomObjectsApi);
    const batch = kubeConfig().makeApiClient(BatchV1Api);
    const resources = async () => {
      const counts = await Promise.all(
        KINDS_LIST.map(async (kind) => {
          const list = (await custom.listNamespacedCustomObject({ group: API_GROUP, version: API_VERSION, namespace: fixture.namespace, plural: KINDS[kind].plural })) as { items: unknown[] };
          return [kind, list.items.length] as const;
        }),
      );
      return Object.fromEntries(counts);
    };
    const jobs = async () => (await batch.listNamespacedJob({ namespace: fixture.namespace })).items;

    const first = controller('controller-a');
    const api = client(fixture.http.base);
    const scenario = await buildProject(
      api,
      fixture.key,
      async (promptId) => {
        await pollUntil('the render Job of the second prompt to run', async () =>
          (await jobs()).some((j) => j.metadata?.name?.includes(promptId.slice(4).toLowerCase()) && (j.status?.active ?? 0) > 0) ? true : undefined, 60_000, 100);
      },
      async (chapterId) => (await resources()).prompt === 1 && (await objects()).some(isSegment(chapterId)),
    );
    expect((await objects()).length).toBeGreaterThanOrEqual(6);
    expect((await objects()).filter(isSegment(scenario.chapters[0]!))).toHaveLength(1);
    expect(await resources()).toMatchObject({ project: 1, chapter: 2, prompt: 2, export: 1, asset: 1 });

    const deleted = await api.raw('DELETE', `/api/v1/projects/${scenario.project}`, fixture.key);
    expect(deleted.status).toBe(202);
    await first.kill();
    controller('controller-b');

    await pollUntil('the project files to be removed', async () => (onlyTheAsset(await objects(), scenario) ? true : undefined), 120_000, 200);
    await pollUntil('the custom resources to be gone', async () => ((await resources()).project === 0 && (await resources()).prompt === 0 ? true : undefined), 60_000, 200);
    expect(await resources()).toEqual({ project: 0, chapter: 0, prompt: 0, export: 0, asset: 1, batch: 0, webhook: 0, delivery: 0 });
    await pollUntil('the Jobs to be gone', async () => ((await jobs()).length === 0 ? true : undefined), 60_000, 200);
    expect((await api.get(`/api/v1/projects/${scenario.project}`, fixture.key)).status).toBe(404);

    expect((await api.raw('DELETE', `/api/v1/assets/${scenario.asset}`, fixture.key)).status).toBe(202);
    await pollUntil('the asset to be gone', async () => ((await objects()).length === 0 && (await resources()).asset === 0 ? true : undefined), 60_000, 200);
    expect(await objects()).toEqual([]);
    admin.destroy();
  }, 400_000);
});
