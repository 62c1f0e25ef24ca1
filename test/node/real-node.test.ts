import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { AppsV1Api, BatchV1Api, CoreV1Api, type V1Pod } from '@kubernetes/client-node';
import { LABELS } from '../../model/kinds.js';
import { client } from '../api/http.js';
import { sampleFiles } from '../api/harness.js';
import { runIntendedFlow } from '../flow/intended-flow.js';
import { chartDir, root, valuesFile } from '../packaging/chart-tools.js';
import { pollUntil } from '../support/proc.js';
import { NODE_NAME, startRealNode, type RealNode } from './cluster.js';
import { buildImages } from './images.js';

/*
 * The cluster path for real: the project's image (built from the unchanged Dockerfile by test/env/build-images.sh),
 * the chart installed with `helm install` on a real kubelet with containerd, CNI, kube-proxy and CoreDNS
 * (cluster.ts), every Pod a real container under the chart's securityContext in a `restricted` Pod Security
 * namespace. The other integration suites run render Jobs with the kubelet stand-in (faster; see the README).
 */

const RELEASE = 'rel';
const NAMESPACE = 'montage';
const steps: string[] = [];
let node: RealNode;
let workDir: string;

const podPhase = async (core: CoreV1Api, namespace: string, name: string) =>
  pollUntil(`pod ${name} to finish`, async () => {
    const pod = await core.readNamespacedPod({ name, namespace });
    return ['Succeeded', 'Failed'].includes(pod.status?.phase ?? '') ? pod : undefined;
  }, 120_000, 500);

const expectOk = (result: { code: number; stderr: string; stdout: string }, what: string) => {
  if (result.code !== 0) throw new Error(`${what} failed (${result.code}): ${result.stderr || result.stdout}`);
  return result.stdout;
};

beforeAll(async () => {
  workDir = mkdtempSync(join(tmpdir(), 'real-node-'));
  const images = await buildImages(root);
  node = await startRealNode(images, (line) => steps.push(line));
  console.log(`${steps.join('\n')}\nimage ${images.montage.tag}: ${(images.build.sizeBytes / 1e6).toFixed(0)} MB (built in ${images.build.seconds} s)`);
}, 40 * 60_000);

afterAll(async () => {
  const leftovers = (await node?.stop()) ?? [];
  rmSync(workDir, { recursive: true, force: true });
  expect(leftovers).toEqual([]);
}, 180_000);

describe('the image on a real container runtime', () => {
  it('runs as uid 10001 on a read-only root; `montage --help`, FFmpeg and espeak-ng work', async () => {
    const core = node.kubeConfig().makeApiClient(CoreV1Api);
    await core.createNamespace({ body: { metadata: { name: 'image-check', labels: { 'pod-security.kubernetes.io/enforce': 'restricted' } } } });
    const securityContext = { allowPrivilegeEscalation: false, readOnlyRootFilesystem: true, capabilities: { drop: ['ALL'] } };
    const pod: V1Pod = {
      metadata: { name: 'check' },
      spec: {
        restartPolicy: 'Never',
        automountServiceAccountToken: false,
        // No runAsUser: the image's own USER must be non-root for the restricted namespace to admit and run it.
        securityContext: { runAsNonRoot: true, seccompProfile: { type: 'RuntimeDefault' } },
        containers: [
          { name: 'help', image: node.images.montage.tag, imagePullPolicy: 'Never', args: ['--help'], securityContext },
          {
            name: 'tools',
            image: node.images.montage.tag,
            imagePullPolicy: 'Never',
            command: ['sh', '-c', 'id -u; id -g; touch /app/x 2>/dev/null && echo writable || echo read-only; ffmpeg -hide_banner -version | head -1; espeak-ng --version 2>/dev/null'],
            securityContext,
          },
        ],
      },
    };
    await core.createNamespacedPod({ namespace: 'image-check', body: pod });
    const done = await podPhase(core, 'image-check', 'check');
    const logs = async (container: string) => expectOk(await node.kubectl(['-n', 'image-check', 'logs', 'check', '-c', container]), `logs ${container}`);
    expect(done.status?.phase).toBe('Succeeded');
    expect(done.spec?.nodeName).toBe(NODE_NAME);
    expect(done.status?.containerStatuses?.every((c) => c.containerID?.startsWith('containerd://'))).toBe(true);
    expect(await logs('help')).toMatch(/Usage|usage/);
    const tools = (await logs('tools')).split('\n');
    expect(tools.slice(0, 3)).toEqual(['10001', '10001', 'read-only']);
    expect(tools[3]).toMatch(/^ffmpeg version 5\./);
    expect(tools[4]).toMatch(/eSpeak NG text-to-speech: 1\./);
    await core.deleteNamespace({ name: 'image-check' });
  }, 180_000);
});

describe('the chart installed with helm on the real node', () => {
  let apiBase: string;
  let key: string;
  const api = () => client(apiBase);
  const core = () => node.kubeConfig().makeApiClient(CoreV1Api);
  const jobsFor = async (id: string) =>
    (await node.kubeConfig().makeApiClient(BatchV1Api).listNamespacedJob({ namespace: NAMESPACE, labelSelector: `${LABELS.id}=${id}` })).items;
  const renderPods = async () =>
    (await core().listNamespacedPod({ namespace: NAMESPACE, labelSelector: 'app.kubernetes.io/component=render-job' })).items;
  const rollout = async (name: string) =>
    expectOk(await node.kubectl(['-n', NAMESPACE, 'rollout', 'status', `deployment/${name}`, '--timeout=180s']), `rollout ${name}`);

  /** A project with `count` chapters; every chapter prompted at once. */
  async function promptChapters(name: string, count: number): Promise<{ projectId: string; chapters: string; prompts: { chapterId: string; promptId: string }[] }> {
    const project = (await api().post('/api/v1/projects', key, { name })).body;
    const chapters = `/api/v1/projects/${project.id}/chapters`;
    const ids: string[] = [];
    for (let i = 0; i < count; i++) ids.push((await api().post(chapters, key, { name: `Part ${i}` })).body.id);
    const prompts = await Promise.all(
      ids.map(async (chapterId, i) => {
        const res = await api().post(`${chapters}/${chapterId}/prompt`, key, { content: `caption "PART ${i}" on a black background, 3 seconds` });
        expect(res.status).toBe(202);
        return { chapterId, promptId: res.body.prompt_id as string };
      }),
    );
    return { projectId: project.id, chapters, prompts };
  }

  /** The chapter once it left `processing` (long-polls the API). */
  const settled = (chapters: string, chapterId: string, timeoutMs = 180_000) =>
    pollUntil('the chapter to settle', async () => {
      const got = (await api().get(`${chapters}/${chapterId}?wait=30`, key)).body;
      return got.status === 'processing' ? undefined : got;
    }, timeoutMs, 0);

  it('installs into a restricted namespace: the API and the controller Deployments become Ready', async () => {
    const labels = Object.fromEntries(['enforce', 'warn', 'audit'].map((mode) => [`pod-security.kubernetes.io/${mode}`, 'restricted']));
    await core().createNamespace({ body: { metadata: { name: NAMESPACE, labels } } });
    // What the admin does first: a bucket and the S3 Secret (NOTES.txt).
    const { s3 } = node;
    const admin = new S3Client({ endpoint: s3.endpoint, region: s3.region, forcePathStyle: true, credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey } });
    await admin.send(new CreateBucketCommand({ Bucket: 'montage' }));
    admin.destroy();
    expectOk(
      await node.kubectl(['-n', NAMESPACE, 'create', 'secret', 'generic', 'object-store', `--from-literal=S3_ACCESS_KEY_ID=${s3.accessKeyId}`, `--from-literal=S3_SECRET_ACCESS_KEY=${s3.secretAccessKey}`]),
      'create secret',
    );
    const [repository, tag] = node.images.montage.tag.split(':') as [string, string];
    // The chart's defaults but for what an admin must set; render Jobs keep the default requests and concurrency.
    const values = {
      image: { repository, tag, pullPolicy: 'Never' },
      s3: { existingSecret: 'object-store', endpoint: s3.endpoint, region: s3.region, bucket: 'montage', forcePathStyle: true },
      redis: { url: node.redisUrl, trial: { enabled: false } },
      controller: { leaseDurationSeconds: 5 },
      logLevel: 'warn',
    };
    const started = Date.now();
    expectOk(await node.helm(['install', RELEASE, chartDir, '--namespace', NAMESPACE, '-f', valuesFile(values), '--wait', '--timeout', '5m']), 'helm install');
    console.log(`helm install --wait: ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const apps = node.kubeConfig().makeApiClient(AppsV1Api);
    for (const name of [`${RELEASE}-api`, `${RELEASE}-controller`]) {
      const deployment = await apps.readNamespacedDeployment({ name, namespace: NAMESPACE });
      expect(deployment.status?.readyReplicas).toBe(deployment.spec?.replicas);
    }
    const service = await core().readNamespacedService({ name: `${RELEASE}-api`, namespace: NAMESPACE });
    apiBase = `http://${service.spec!.clusterIP}:${service.spec!.ports![0]!.port}`;
    // The key as NOTES.txt says: exec in the API's container (through the kubelet).
    key = expectOk(
      await node.kubectl(['-n', NAMESPACE, 'exec', `deploy/${RELEASE}-api`, '--', 'node', 'dist/bin/montage.js', 'keys', 'create', '--tenant', 'acme', '--name', 'first']),
      'keys create',
    ).trim();
    expect(key).toMatch(/^\S{20,}$/);
  }, 400_000);

  it('runs the intended flow through the API Service: prompts render in real Job Pods, the export downloads', async () => {
    const result = await runIntendedFlow(apiBase, key, await sampleFiles(), workDir);
    console.log(`real node flow: prompts ${result.promptSeconds.map((s) => s.toFixed(1)).join(', ')} s; export ${result.exportSeconds.toFixed(1)} s`);
    const jobs = await node.kubeConfig().makeApiClient(BatchV1Api).listNamespacedJob({ namespace: NAMESPACE });
    expect(jobs.items).toHaveLength(4);
    for (const job of jobs.items) expect(job.status?.conditions?.some((c) => c.type === 'Complete' && c.status === 'True')).toBe(true);
    const pods = await renderPods();
    expect(pods.length).toBeGreaterThanOrEqual(4);
    for (const pod of pods) {
      expect(pod.status?.phase).toBe('Succeeded');
      expect(pod.status?.containerStatuses?.[0]?.containerID).toMatch(/^containerd:\/\//);
      expect(pod.status?.podIP?.startsWith(node.network.podCidr.replace(/0\/24$/, ''))).toBe(true);
    }
  }, 600_000);

  it("reaches the default concurrency (4) on this node with the chart's default render requests", async () => {
    const allocatable = (await core().readNode({ name: NODE_NAME })).status?.allocatable;
    const before = new Set((await renderPods()).map((p) => p.metadata!.name));
    const { chapters, prompts } = await promptChapters('Concurrency', 4);
    const running = await pollUntil('four render Pods running at once', async () => {
      const now = (await renderPods()).filter((p) => !before.has(p.metadata!.name) && p.status?.phase === 'Running');
      return now.length >= 4 ? now.length : undefined;
    }, 120_000, 200);
    console.log(`node allocatable cpu ${allocatable?.cpu}, memory ${allocatable?.memory}: ${running} render Pods running at once`);
    for (const { chapterId } of prompts) expect((await settled(chapters, chapterId)).status).toBe('ready');
  }, 300_000);

  it('deleting the controller Pod while prompts and an export run: each finishes exactly once under the new Pod', async () => {
    const first = await promptChapters('Takeover export', 2);
    for (const { chapterId } of first.prompts) expect((await settled(first.chapters, chapterId)).status).toBe('ready');
    const second = await promptChapters('Takeover prompts', 2);
    const exported = await api().raw('POST', `/api/v1/projects/${first.projectId}/export`, key);
    expect(exported.status).toBe(202);
    await pollUntil('the Jobs to exist', async () => {
      const ids = [...second.prompts.map((p) => p.promptId), exported.body.id as string];
      return (await Promise.all(ids.map(jobsFor))).every((jobs) => jobs.length === 1) ? true : undefined;
    }, 60_000, 200);
    const controllerPods = () => core().listNamespacedPod({ namespace: NAMESPACE, labelSelector: 'app.kubernetes.io/component=controller' });
    const old = (await controllerPods()).items.map((p) => p.metadata!.name!);
    expectOk(await node.kubectl(['-n', NAMESPACE, 'delete', 'pod', ...old, '--wait=false']), 'delete controller pod');
    for (const { chapterId } of second.prompts) expect((await settled(second.chapters, chapterId)).status).toBe('ready');
    const done = await pollUntil('the export', async () => {
      const got = (await api().get(`/api/v1/projects/${first.projectId}/export?wait=30`, key)).body;
      return ['queued', 'processing'].includes(got.status) ? undefined : got;
    }, 180_000, 0);
    expect(done).toMatchObject({ id: exported.body.id, status: 'completed' });
    for (const id of [...second.prompts.map((p) => p.promptId), exported.body.id as string]) expect(await jobsFor(id)).toHaveLength(1);
    const now = (await controllerPods()).items.filter((p) => p.status?.phase === 'Running').map((p) => p.metadata!.name);
    expect(now).toHaveLength(1);
    expect(old).not.toContain(now[0]);
  }, 400_000);

  it("a render Pod's container killed mid-render: the Job retries or the prompt fails with a message, never hangs", async () => {
    const before = new Set((await renderPods()).map((p) => p.metadata!.name));
    const { chapters, prompts } = await promptChapters('Killed render', 1);
    const pod = await pollUntil('the render container to run', async () => {
      const found = (await renderPods()).find((p) => !before.has(p.metadata!.name) && p.status?.containerStatuses?.[0]?.state?.running);
      return found;
    }, 60_000, 100);
    const containerId = pod.status!.containerStatuses![0]!.containerID!.replace('containerd://', '');
    expectOk(await node.ctr(['tasks', 'kill', '--signal', 'SIGKILL', containerId]), 'kill the container');
    const chapter = await settled(chapters, prompts[0]!.chapterId, 240_000);
    const prompt = chapter.prompts.at(-1);
    const [job] = await jobsFor(prompts[0]!.promptId);
    if (prompt.status === 'completed') {
      // backoffLimit 1: a second Pod rendered it.
      expect(job?.status?.failed).toBe(1);
      expect(job?.status?.succeeded).toBe(1);
    } else {
      expect(prompt.status).toBe('failed');
      expect(prompt.error ?? prompt.result).toMatch(/\w{5,}/);
    }
  }, 300_000);

  it('a render Job whose image cannot start ends its prompt with a clear error within the start deadline', async () => {
    const controller = `deployment/${RELEASE}-controller`;
    const original = JSON.parse(expectOk(await node.kubectl(['-n', NAMESPACE, 'get', controller, '-o', 'json']), 'get controller'))
      .spec.template.spec.containers[0].env.find((e: { name: string }) => e.name === 'MONTAGE_JOB_IMAGE').value as string;
    expectOk(await node.kubectl(['-n', NAMESPACE, 'set', 'env', controller, 'MONTAGE_START_DEADLINE_SECONDS=15', 'MONTAGE_JOB_IMAGE=montage.local/missing:0']), 'set env');
    await rollout(`${RELEASE}-controller`);
    const { chapters, prompts } = await promptChapters('Unknown image', 1);
    const started = Date.now();
    const chapter = await settled(chapters, prompts[0]!.chapterId, 120_000);
    const seconds = (Date.now() - started) / 1000;
    const prompt = chapter.prompts.at(-1);
    console.log(`unknown image: prompt ${prompt.status} after ${seconds.toFixed(1)} s: ${prompt.error ?? prompt.result}`);
    expect(prompt.status).toBe('failed');
    expect(JSON.stringify(prompt)).toMatch(/image|ErrImageNeverPull|start/i);
    expect(seconds).toBeLessThan(90);
    expectOk(await node.kubectl(['-n', NAMESPACE, 'set', 'env', controller, 'MONTAGE_START_DEADLINE_SECONDS-', `MONTAGE_JOB_IMAGE=${original}`]), 'restore env');
    await rollout(`${RELEASE}-controller`);
  }, 300_000);

  it('containerd and then the kubelet restarted mid-render: the render finishes, the node stays Ready', async () => {
    const before = new Set((await renderPods()).map((p) => p.metadata!.name));
    const { chapters, prompts } = await promptChapters('Node restarts', 1);
    await pollUntil('the render container to run', async () => {
      const pods = await renderPods();
      return pods.find((p) => !before.has(p.metadata!.name) && p.status?.containerStatuses?.[0]?.state?.running);
    }, 60_000, 100);
    // The containers outlive both: runc's shims keep them, and the kubelet finds them again.
    await node.restart('containerd');
    await node.restart('kubelet');
    const chapter = await settled(chapters, prompts[0]!.chapterId);
    expect(chapter.status).toBe('ready');
    expect(chapter.prompts.at(-1).status).toBe('completed');
    const ready = (await core().readNode({ name: NODE_NAME })).status?.conditions?.find((c) => c.type === 'Ready');
    expect(ready?.status).toBe('True');
  }, 300_000);

  it('helm upgrade to new values rolls the Deployments; renders go on', async () => {
    expectOk(
      await node.helm(['upgrade', RELEASE, chartDir, '--namespace', NAMESPACE, '--reuse-values', '--set', 'api.replicas=1,jobs.concurrency=2', '--wait', '--timeout', '5m']),
      'helm upgrade',
    );
    const apps = node.kubeConfig().makeApiClient(AppsV1Api);
    const apiDeployment = await apps.readNamespacedDeployment({ name: `${RELEASE}-api`, namespace: NAMESPACE });
    expect(apiDeployment.spec?.replicas).toBe(1);
    await rollout(`${RELEASE}-controller`);
    const controllerPod = (await core().listNamespacedPod({ namespace: NAMESPACE, labelSelector: 'app.kubernetes.io/component=controller' })).items.find(
      (p) => p.status?.phase === 'Running' && !p.metadata?.deletionTimestamp,
    );
    expect(controllerPod?.spec?.containers[0]?.env?.find((e) => e.name === 'MONTAGE_JOB_CONCURRENCY')?.value).toBe('2');
    // The keys Secret is carried over: the key made after install still works.
    const { chapters, prompts } = await promptChapters('After upgrade', 1);
    expect((await settled(chapters, prompts[0]!.chapterId)).status).toBe('ready');
  }, 400_000);

  it('helm uninstall removes the release; what stays is by design', async () => {
    expectOk(await node.helm(['uninstall', RELEASE, '--namespace', NAMESPACE, '--wait', '--timeout', '3m']), 'helm uninstall');
    // The release's Pods take their grace period (the API drains for a few seconds) to go.
    await pollUntil('the release\'s Pods to terminate', async () => {
      const pods = await core().listNamespacedPod({ namespace: NAMESPACE, labelSelector: `app.kubernetes.io/instance=${RELEASE}` });
      return pods.items.length === 0 ? true : undefined;
    }, 120_000, 500);
    const kinds = expectOk(await node.kubectl(['api-resources', '--namespaced', '--verbs=list', '-o', 'name']), 'api-resources')
      .split('\n')
      .filter((k) => k && !k.startsWith('events'));
    const remaining = expectOk(await node.kubectl(['-n', NAMESPACE, 'get', kinds.join(','), '-o', 'name']), 'get all').split('\n').filter(Boolean).sort();
    console.log(`after helm uninstall, in the namespace:\n  ${remaining.join('\n  ')}`);
    const release = remaining.filter((n) => !/^(configmap\/kube-root-ca\.crt|serviceaccount\/default|secret\/object-store)$/.test(n));
    // Kept on purpose: the API keys (helm.sh/resource-policy: keep) and the custom resources (the users' projects,
    // with the Jobs they own until those expire); CRDs are never deleted by Helm.
    // The controller's leader-election Lease is the controller's own object, left as the last leader wrote it.
    for (const name of release) expect(name).toMatch(/^(secret\/rel-api-keys|[a-z]+\.montage\.dev\/|job\.batch\/|pod\/montage-|lease\.coordination\.k8s\.io\/)/);
  }, 300_000);
});
