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
import { runIntendedFlow } from './intended-flow.js';

describe('the intended flow on the cluster path (kube-apiserver, Job controller, kubelet stand-in, MinIO, Redis)', () => {
  let cluster: ClusterFixture;
  let controller: Awaited<ReturnType<typeof startClusterController>>;
  let workDir: string;

  beforeAll(async () => {
    workDir = mkdtempSync(join(tmpdir(), 'flow-k8s-'));
    cluster = await startClusterFixture('flow');
    controller = await startClusterController(loadConfig({ ...cluster.env, POD_NAME: 'controller-0' }), pino({ level: 'silent' }), kubeConfig());
  }, 60_000);

  afterAll(async () => {
    await controller?.stop();
    await cluster?.close();
    rmSync(workDir, { recursive: true, force: true });
  }, 30_000);

  it('renders every prompt and the export in Kubernetes Jobs and ends with a downloadable MP4', async () => {
    const result = await runIntendedFlow(cluster.http.base, cluster.key, await sampleFiles(), workDir);
    console.log(`cluster flow: prompts ${result.promptSeconds.map((s) => s.toFixed(1)).join(', ')} s; export ${result.exportSeconds.toFixed(1)} s`);
    // Three prompts and one export, each a Job whose Pod the Job controller made and the stand-in ran.
    expect(cluster.kubelet.started).toBe(4);
    const jobs = await kubeConfig().makeApiClient(BatchV1Api).listNamespacedJob({ namespace: cluster.namespace });
    expect(jobs.items).toHaveLength(4);
    for (const job of jobs.items) {
      expect(job.status?.conditions?.some((c) => c.type === 'Complete' && c.status === 'True')).toBe(true);
      expect(job.metadata?.ownerReferences?.[0]).toMatchObject({ controller: true });
      expect(job.spec?.template.spec?.automountServiceAccountToken).toBe(false);
    }
  }, 300_000);
});
