import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BatchV1Api } from '@kubernetes/client-node';
import { pino } from 'pino';
import { loadConfig } from '../../lib/config.js';
import { startClusterController } from '../../runtime/cluster.js';
import { sampleFiles } from '../api/harness.js';
import { kubeConfig } from '../env/test-env.js';
import { startClusterFixture, type ClusterFixture } from '../support/cluster-fixture.js';
import { DRAFT_FORMAT, runIntendedFlow } from './intended-flow.js';
import { client } from '../api/http.js';
import { pollUntil } from '../support/proc.js';

describe('the intended flow on the cluster path (kube-apiserver, Job controller, kubelet stand-in, MinIO, Redis), one render Job at a time', () => {
  let cluster: ClusterFixture;
  let controller: Awaited<ReturnType<typeof startClusterController>>;
  let workDir: string;

  beforeAll(async () => {
    workDir = mkdtempSync(join(tmpdir(), 'flow-k8s-'));
    cluster = await startClusterFixture('flow');
    // The tightest render queue: one Job at a time, every other one created suspended and resumed in turn.
    controller = await startClusterController(loadConfig({ ...cluster.env, POD_NAME: 'controller-0', MONTAGE_JOB_CONCURRENCY: '1' }), pino({ level: 'silent' }), kubeConfig());
  }, 60_000);

  afterAll(async () => {
    await controller?.stop();
    await cluster?.close();
    rmSync(workDir, { recursive: true, force: true });
  }, 30_000);

  it('renders every prompt and the export in Kubernetes Jobs and ends with a downloadable MP4', async () => {
    const result = await runIntendedFlow(cluster.http.base, cluster.key, await sampleFiles(), workDir, DRAFT_FORMAT);
    console.log(`cluster flow: prompts ${result.promptSeconds.map((s) => s.toFixed(1)).join(', ')} s; export ${result.exportSeconds.toFixed(1)} s`);
    // Three prompts and two exports (the spec's MP4, then a WebM), each a Job whose Pod the Job controller made and
    // the stand-in ran.
    expect(cluster.kubelet.started).toBe(5);
    const jobs = await kubeConfig().makeApiClient(BatchV1Api).listNamespacedJob({ namespace: cluster.namespace });
    expect(jobs.items).toHaveLength(5);
    for (const job of jobs.items) {
      expect(job.status?.conditions?.some((c) => c.type === 'Complete' && c.status === 'True')).toBe(true);
      expect(job.metadata?.ownerReferences?.[0]).toMatchObject({ controller: true });
      expect(job.spec?.template.spec?.automountServiceAccountToken).toBe(false);
      // No storage credentials in the Pod: no Secret, no S3 setting; only presigned URLs for the job's own objects.
      const container = job.spec!.template.spec!.containers[0]!;
      expect(container.envFrom).toBeUndefined();
      expect(container.env!.map((e) => e.name).sort()).toEqual(['LOG_LEVEL', 'MONTAGE_JOB', 'MONTAGE_MODE', 'TMPDIR']);
      const spec = JSON.parse(container.env!.find((e) => e.name === 'MONTAGE_JOB')!.value!) as { grant: Record<string, { get?: string; put?: string }> };
      const urls = Object.values(spec.grant).flatMap((g) => [g.get, g.put]).filter((u): u is string => u !== undefined);
      expect(urls.length).toBeGreaterThanOrEqual(4);
      for (const url of urls) expect(new URL(url).searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    }
  }, 300_000);

  it('renders prompts submitted to several chapters at once, one queued Job after another', async () => {
    const api = client(cluster.http.base);
    const key = cluster.key;
    const project = (await api.post('/api/v1/projects', key, { name: 'Queue' })).body;
    const chapters = `/api/v1/projects/${project.id}/chapters`;
    const ids = await Promise.all(['A', 'B', 'C', 'D'].map(async (name) => (await api.post(chapters, key, { name, duration: 2 })).body.id as string));
    const submitted = await Promise.all(ids.map((id, i) => api.post(`${chapters}/${id}/prompt`, key, { content: `Title "QUEUED ${i}"` })));
    expect(submitted.map((r) => r.status)).toEqual([202, 202, 202, 202]);
    const done = await Promise.all(
      ids.map((id) =>
        pollUntil(`chapter ${id}`, async () => {
          const got = (await api.get(`${chapters}/${id}?wait=30`, key)).body;
          return got.status === 'processing' ? undefined : got;
        }, 180_000, 100),
      ),
    );
    expect(done.map((c) => c.status)).toEqual(['ready', 'ready', 'ready', 'ready']);
    const exported = await api.post(`/api/v1/projects/${project.id}/export`, key);
    expect(exported.status).toBe(202);
    const status = await pollUntil('the export', async () => {
      const got = (await api.get(`/api/v1/projects/${project.id}/export?wait=30`, key)).body;
      return got.status === 'completed' || got.status === 'failed' ? got : undefined;
    }, 180_000, 100);
    expect(status).toMatchObject({ status: 'completed', duration_seconds: 8 });
  }, 400_000);
});
