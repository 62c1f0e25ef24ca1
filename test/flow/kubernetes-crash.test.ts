import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { BatchV1Api, type V1Job } from '@kubernetes/client-node';
import { LABELS } from '../../model/kinds.js';
import { client } from '../api/http.js';
import { kubeConfig } from '../env/test-env.js';
import { startClusterFixture, type ClusterFixture } from '../support/cluster-fixture.js';
import { pollUntil } from '../support/proc.js';
import { controllerReplicas } from '../support/server-process.js';

describe('kill -9 of the leading controller in the middle of a prompt and of an export (cluster path)', () => {
  const batch = kubeConfig().makeApiClient(BatchV1Api);
  let cluster: ClusterFixture;
  const replicas = controllerReplicas(() => cluster.env);
  const controller = replicas.start;

  beforeAll(async () => {
    cluster = await startClusterFixture('crash');
  }, 60_000);

  afterAll(async () => {
    await replicas.killAll();
    await cluster?.close();
  }, 30_000);
  const jobsFor = async (id: string): Promise<V1Job[]> =>
    (await batch.listNamespacedJob({ namespace: cluster.namespace, labelSelector: `${LABELS.id}=${id}` })).items;

  it('lets the next replica adopt the running Jobs: each finishes exactly once', async () => {
    const rest = client(cluster.http.base);
    const KEY = cluster.key;
    const project = (await rest.post('/api/v1/projects', KEY, { name: 'Crash' })).body;
    const chapter = (await rest.post(`/api/v1/projects/${project.id}/chapters`, KEY, { name: 'One', duration: 8 })).body;
    const chapterPath = `/api/v1/projects/${project.id}/chapters/${chapter.id}`;

    const first = controller('controller-a');
    const prompt = (await rest.post(`${chapterPath}/prompt`, KEY, { content: 'Title "ADOPTED"' })).body;
    await pollUntil('the prompt Job', async () => ((await jobsFor(prompt.prompt_id)).length ? true : undefined));
    await first.kill();
    const second = controller('controller-b');
    const done = await pollUntil('the chapter', async () => {
      const got = (await rest.get(`${chapterPath}?wait=30`, KEY)).body;
      return got.status === 'processing' ? undefined : got;
    }, 120_000);
    expect(done.prompts).toEqual([expect.objectContaining({ id: prompt.prompt_id, status: 'completed' })]);
    expect(await jobsFor(prompt.prompt_id)).toHaveLength(1);

    const started = await rest.raw('POST', `/api/v1/projects/${project.id}/export`, KEY);
    expect(started.status).toBe(202);
    await pollUntil('the export Job', async () => ((await jobsFor(started.body.id)).length ? true : undefined));
    await second.kill();
    controller('controller-c');
    const exported = await pollUntil('the export', async () => {
      const got = (await rest.get(`/api/v1/projects/${project.id}/export?wait=30`, KEY)).body;
      return ['queued', 'processing'].includes(got.status) ? undefined : got;
    }, 120_000);
    expect(exported).toMatchObject({ id: started.body.id, status: 'completed', duration_seconds: 8 });
    expect(await jobsFor(started.body.id)).toHaveLength(1);
    expect(cluster.kubelet.started).toBe(2);
  }, 300_000);
});
