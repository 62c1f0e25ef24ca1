import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AppsV1Api, BatchV1Api, CoreV1Api, type V1Pod } from '@kubernetes/client-node';
import { objectNameForId } from '../../model/ids.js';
import { LABELS } from '../../model/kinds.js';
import { client } from '../api/http.js';
import { sampleFiles } from '../api/harness.js';
import { DRAFT_FORMAT, runIntendedFlow } from '../flow/intended-flow.js';
import { chartDir, root } from '../packaging/chart-tools.js';
import { NODE_NAME, startRealNode, type RealNode } from './cluster.js';
import { buildImages } from './images.js';
import { podLine, pods, RENDER_PODS, rendersIdle, rolledOut, withCluster } from './observe.js';
import { IDLE_MS, untilDone } from './progress.js';
import { CHUNKED_FRAMES, CHUNKED_PIECES, chunkedDocument, KILLED_INDEX, download, framePsnr, MIN_FRAME_PSNR_DB, probe } from './chunks.js';
import { DEPLOYMENTS, ensureRelease, expectOk, installRelease, NAMESPACE, RELEASE, type Release } from './release.js';

/*
 * The cluster path for real: the project's image (built from the unchanged Dockerfile by test/env/build-images.sh),
 * the chart installed with `helm install` on a real kubelet with containerd, CNI, kube-proxy and CoreDNS
 * (cluster.ts), every Pod a real container under the chart's securityContext in a `restricted` Pod Security
 * namespace. The other integration suites run render Jobs with the kubelet stand-in (faster; docs/contributing.md).
 *
 * The tests share one node and one release but do not lean on each other: each first makes sure of what it needs
 * (the node Ready with containerd, the kubelet and kube-proxy running; the release deployed and answering:
 * release.ts), and after each test a daemon it left stopped is started again. Waits have no fixed total: they fail
 * when nothing moved for IDLE_MS (progress.ts), so a loaded machine makes them slower, not red. The Jest timeouts
 * are only a last resort above those.
 */

const LAST_RESORT_MS = 30 * 60_000;
const steps: string[] = [];
let live = false;
let node: RealNode;
let workDir: string;
const log = (line: string) => console.log(line);

beforeAll(async () => {
  workDir = mkdtempSync(join(tmpdir(), 'real-node-'));
  const images = await buildImages(root);
  // The node's own steps (and, later, its daemons' restarts) with their times.
  node = await startRealNode(images, (line) => (live ? log(line) : steps.push(line)));
  live = true;
  log(`${steps.join('\n')}\nimage ${images.montage.tag}: ${(images.build.sizeBytes / 1e6).toFixed(0)} MB (built in ${images.build.seconds} s)`);
}, 40 * 60_000);

afterAll(async () => {
  const leftovers = (await node?.stop()) ?? [];
  rmSync(workDir, { recursive: true, force: true });
  expect(leftovers).toEqual([]);
}, 180_000);

// Before each test the node must be healthy; after one, what it stopped is started again (a failed test included).
const healthy = (when: string) => async () => {
  if (!node) return;
  const repaired = await node.ensureHealthy();
  if (repaired.length) log(`${when} "${expect.getState().currentTestName}": ${repaired.join('; ')}`);
};
beforeEach(healthy('before'), LAST_RESORT_MS);
afterEach(healthy('after'), LAST_RESORT_MS);

describe('the image on a real container runtime', () => {
  it('runs as uid 10001 on a read-only root; `montage --help`, FFmpeg and espeak-ng work', async () => {
    const core = node.kubeConfig().makeApiClient(CoreV1Api);
    await core.createNamespace({ body: { metadata: { name: 'image-check', labels: { 'pod-security.kubernetes.io/enforce': 'restricted' } } } });
    try {
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
      const done = await untilDone('the check Pod to finish', async () => {
        const got = await core.readNamespacedPod({ name: 'check', namespace: 'image-check' });
        return { done: ['Succeeded', 'Failed'].includes(got.status?.phase ?? '') ? got : undefined, state: [podLine(got)] };
      });
      const logs = async (container: string) => expectOk(await node.kubectl(['-n', 'image-check', 'logs', 'check', '-c', container]), `logs ${container}`);
      expect(done.status?.phase).toBe('Succeeded');
      expect(done.spec?.nodeName).toBe(NODE_NAME);
      expect(done.status?.containerStatuses?.every((c) => c.containerID?.startsWith('containerd://'))).toBe(true);
      expect(await logs('help')).toMatch(/Usage|usage/);
      const tools = (await logs('tools')).split('\n');
      expect(tools.slice(0, 3)).toEqual(['10001', '10001', 'read-only']);
      expect(tools[3]).toMatch(/^ffmpeg version 5\./);
      expect(tools[4]).toMatch(/eSpeak NG text-to-speech: 1\./);
    } finally {
      await core.deleteNamespace({ name: 'image-check' });
    }
  }, LAST_RESORT_MS);
});

describe('the chart installed with helm on the real node', () => {
  let release: Release | undefined;
  /** The precondition of every test after the install (release.ts). */
  const ready = async (options: { chunkThreshold?: number } = {}) => (release = await ensureRelease(node, release, log, options));
  const api = () => client(release!.apiBase);
  const key = () => release!.key;
  const core = () => node.kubeConfig().makeApiClient(CoreV1Api);
  const jobsFor = async (id: string) =>
    (await node.kubeConfig().makeApiClient(BatchV1Api).listNamespacedJob({ namespace: NAMESPACE, labelSelector: `${LABELS.id}=${id}` })).items;
  const renderPods = () => pods(node, NAMESPACE, RENDER_PODS);
  const names = (items: { metadata?: { name?: string } }[]) => new Set(items.map((i) => i.metadata!.name!));

  /** A project with `count` chapters; every chapter prompted at once. */
  async function promptChapters(name: string, count: number): Promise<{ projectId: string; chapters: string; prompts: { chapterId: string; promptId: string }[] }> {
    const project = (await api().post('/api/v1/projects', key(), { name, format: DRAFT_FORMAT })).body;
    const chapters = `/api/v1/projects/${project.id}/chapters`;
    const ids: string[] = [];
    for (let i = 0; i < count; i++) ids.push((await api().post(chapters, key(), { name: `Part ${i}` })).body.id);
    const prompts = await Promise.all(
      ids.map(async (chapterId, i) => {
        const res = await api().post(`${chapters}/${chapterId}/prompt`, key(), { content: `caption "PART ${i}" on a black background, 3 seconds` });
        expect(res.status).toBe(202);
        return { chapterId, promptId: res.body.prompt_id as string };
      }),
    );
    return { projectId: project.id, chapters, prompts };
  }

  /**
   * The chapter once it left `processing` (long-polls the API). Fails only when neither the chapter's progress nor
   * anything in the namespace moved for `idleMs`; `trace` logs the timeline of what happened, to measure a step.
   */
  const settled = (chapters: string, chapterId: string, options: { idleMs?: number; trace?: boolean } = {}) =>
    untilDone(
      `chapter ${chapterId} to settle`,
      async () => {
        const res = await api().get(`${chapters}/${chapterId}?wait=10`, key());
        if (res.status !== 200) return withCluster(node, NAMESPACE, undefined, `GET chapter: ${res.status} ${JSON.stringify(res.body)}`);
        const got = res.body;
        return withCluster(node, NAMESPACE, got.status === 'processing' ? undefined : got, `chapter ${got.status} progress=${got.progress ?? '-'} prompt ${got.prompts.at(-1)?.status}`);
      },
      // The long poll paces the probe; the interval only keeps a refused connection from spinning.
      { idleMs: options.idleMs, intervalMs: 200, log: options.trace ? log : undefined },
    );

  /** The first new render Pod whose container runs. */
  const renderRunning = (before: Set<string>) =>
    untilDone('the render container to run', async () => {
      const found = (await renderPods()).find((p) => !before.has(p.metadata!.name!) && p.status?.containerStatuses?.[0]?.state?.running);
      return withCluster(node, NAMESPACE, found);
    }, { intervalMs: 100 });

  it('installs into a restricted namespace: the API and the controller Deployments become Ready', async () => {
    release = await installRelease(node, log);
    const apps = node.kubeConfig().makeApiClient(AppsV1Api);
    for (const name of DEPLOYMENTS) {
      const deployment = await apps.readNamespacedDeployment({ name, namespace: NAMESPACE });
      expect(deployment.status?.readyReplicas).toBe(deployment.spec?.replicas);
    }
    expect(release.key).toMatch(/^\S{20,}$/);
  }, LAST_RESORT_MS);

  it('runs the intended flow through the API Service: prompts render in real Job Pods, the export downloads', async () => {
    await ready();
    const batch = node.kubeConfig().makeApiClient(BatchV1Api);
    const jobsBefore = names((await batch.listNamespacedJob({ namespace: NAMESPACE })).items);
    const podsBefore = names(await renderPods());
    const result = await runIntendedFlow(release!.apiBase, key(), await sampleFiles(), workDir, DRAFT_FORMAT);
    log(`real node flow: prompts ${result.promptSeconds.map((s) => s.toFixed(1)).join(', ')} s; export ${result.exportSeconds.toFixed(1)} s`);
    const jobs = (await batch.listNamespacedJob({ namespace: NAMESPACE })).items.filter((j) => !jobsBefore.has(j.metadata!.name!));
    expect(jobs).toHaveLength(5); // three prompts, the MP4 export and the WebM one
    for (const job of jobs) expect(job.status?.conditions?.some((c) => c.type === 'Complete' && c.status === 'True')).toBe(true);
    const created = (await renderPods()).filter((p) => !podsBefore.has(p.metadata!.name!));
    expect(created.length).toBeGreaterThanOrEqual(5);
    for (const pod of created) {
      expect(pod.status?.phase).toBe('Succeeded');
      expect(pod.status?.containerStatuses?.[0]?.containerID).toMatch(/^containerd:\/\//);
      expect(pod.status?.podIP?.startsWith(node.network.podCidr.replace(/0\/24$/, ''))).toBe(true);
    }
  }, LAST_RESORT_MS);

  it("reaches the default concurrency (4) on this node with the chart's default render requests", async () => {
    await ready();
    // Every render slot free: an earlier test's renders would hold some.
    await rendersIdle(node, NAMESPACE);
    const allocatable = (await core().readNode({ name: NODE_NAME })).status?.allocatable;
    const before = names(await renderPods());
    const { chapters, prompts } = await promptChapters('Concurrency', 4);
    const running = await untilDone('four render Pods running at once', async () => {
      const now = (await renderPods()).filter((p) => !before.has(p.metadata!.name!) && p.status?.phase === 'Running');
      return withCluster(node, NAMESPACE, now.length >= 4 ? now.length : undefined);
    }, { intervalMs: 200 });
    log(`node allocatable cpu ${allocatable?.cpu}, memory ${allocatable?.memory}: ${running} render Pods running at once`);
    for (const { chapterId } of prompts) expect((await settled(chapters, chapterId)).status).toBe('ready');
  }, LAST_RESORT_MS);

  it('deleting the controller Pod while prompts and an export run: each finishes exactly once under the new Pod', async () => {
    await ready();
    const first = await promptChapters('Takeover export', 2);
    for (const { chapterId } of first.prompts) expect((await settled(first.chapters, chapterId)).status).toBe('ready');
    const second = await promptChapters('Takeover prompts', 2);
    const exported = await api().raw('POST', `/api/v1/projects/${first.projectId}/export`, key());
    expect(exported.status).toBe(202);
    const ids = [...second.prompts.map((p) => p.promptId), exported.body.id as string];
    await untilDone('the Jobs to exist', async () => {
      const counts = await Promise.all(ids.map(async (id) => (await jobsFor(id)).length));
      return withCluster(node, NAMESPACE, counts.every((n) => n === 1) ? true : undefined, `jobs per id ${counts.join(',')}`);
    }, { intervalMs: 200 });
    const controllerPods = () => core().listNamespacedPod({ namespace: NAMESPACE, labelSelector: 'app.kubernetes.io/component=controller' });
    const old = (await controllerPods()).items.map((p) => p.metadata!.name!);
    expectOk(await node.kubectl(['-n', NAMESPACE, 'delete', 'pod', ...old, '--wait=false']), 'delete controller pod');
    for (const { chapterId } of second.prompts) expect((await settled(second.chapters, chapterId)).status).toBe('ready');
    const done = await untilDone('the export', async () => {
      const res = await api().get(`/api/v1/projects/${first.projectId}/export?wait=10`, key());
      const got = res.body;
      const over = res.status === 200 && !['queued', 'processing'].includes(got.status);
      return withCluster(node, NAMESPACE, over ? got : undefined, `export ${res.status} ${got?.status} progress=${got?.progress}`);
    }, { intervalMs: 200 });
    expect(done).toMatchObject({ id: exported.body.id, status: 'completed' });
    for (const id of ids) expect(await jobsFor(id)).toHaveLength(1);
    const now = (await controllerPods()).items.filter((p) => p.status?.phase === 'Running' && !p.metadata?.deletionTimestamp).map((p) => p.metadata!.name);
    expect(now).toHaveLength(1);
    expect(old).not.toContain(now[0]);
  }, LAST_RESORT_MS);

  it("a render Pod's container killed mid-render: the Job retries or the prompt fails with a message, never hangs", async () => {
    await ready();
    const before = names(await renderPods());
    const { chapters, prompts } = await promptChapters('Killed render', 1);
    const pod = await renderRunning(before);
    const containerId = pod.status!.containerStatuses![0]!.containerID!.replace('containerd://', '');
    expectOk(await node.ctr(['tasks', 'kill', '--signal', 'SIGKILL', containerId]), 'kill the container');
    const chapter = await settled(chapters, prompts[0]!.chapterId);
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
  }, LAST_RESORT_MS);

  it('a render Job whose image cannot start ends its prompt with a clear error within the start deadline', async () => {
    await ready();
    // A free slot, so the prompt's Job is created at once and the start deadline (not the queue's) applies.
    await rendersIdle(node, NAMESPACE);
    const deadlineSeconds = 15;
    const controller = `deployment/${RELEASE}-controller`;
    const original = JSON.parse(expectOk(await node.kubectl(['-n', NAMESPACE, 'get', controller, '-o', 'json']), 'get controller'))
      .spec.template.spec.containers[0].env.find((e: { name: string }) => e.name === 'MONTAGE_JOB_IMAGE').value as string;
    expect(original).toBe(node.images.montage.tag);
    expectOk(await node.kubectl(['-n', NAMESPACE, 'set', 'env', controller, `MONTAGE_START_DEADLINE_SECONDS=${deadlineSeconds}`, 'MONTAGE_JOB_IMAGE=montage.local/missing:0']), 'set env');
    try {
      await rolledOut(node, NAMESPACE, [`${RELEASE}-controller`]);
      const { chapters, prompts } = await promptChapters('Unknown image', 1);
      // Nothing moves while the Pod waits for its image: the wait allows the deadline on top of the usual quiet.
      const chapter = await settled(chapters, prompts[0]!.chapterId, { idleMs: deadlineSeconds * 1000 + IDLE_MS });
      const prompt = chapter.prompts.at(-1);
      const seconds = (Date.now() - Date.parse(prompt.created_at)) / 1000;
      log(`unknown image: prompt ${prompt.status} ${seconds.toFixed(1)} s after it was made: ${prompt.error ?? prompt.result}`);
      expect(prompt.status).toBe('failed');
      // The start deadline ended it (not the Job's run deadline, nor the queue's), and not before it was due.
      expect(JSON.stringify(prompt)).toMatch(new RegExp(`did not start within ${deadlineSeconds} s`));
      expect(seconds).toBeGreaterThanOrEqual(deadlineSeconds);
    } finally {
      expectOk(await node.kubectl(['-n', NAMESPACE, 'set', 'env', controller, 'MONTAGE_START_DEADLINE_SECONDS-', `MONTAGE_JOB_IMAGE=${original}`]), 'restore env');
      await rolledOut(node, NAMESPACE, [`${RELEASE}-controller`]);
    }
  }, LAST_RESORT_MS);

  it('containerd and then the kubelet restarted mid-render: the render finishes, the node stays Ready', async () => {
    await ready();
    const before = names(await renderPods());
    const { chapters, prompts } = await promptChapters('Node restarts', 1);
    await renderRunning(before);
    // The containers outlive both: runc's shims keep them, and the kubelet finds them again. A daemon this test
    // leaves stopped (it failed in between) is started again after it (afterEach).
    await node.restart('containerd');
    await node.restart('kubelet');
    const chapter = await settled(chapters, prompts[0]!.chapterId, { trace: true });
    expect(chapter.status).toBe('ready');
    expect(chapter.prompts.at(-1).status).toBe('completed');
    const ready_ = (await core().readNode({ name: NODE_NAME })).status?.conditions?.find((c) => c.type === 'Ready');
    expect(ready_?.status).toBe('True');
  }, LAST_RESORT_MS);

  describe('a chapter past the chunk threshold: plan, one Indexed Job of its pieces, join (real Pods)', () => {
    const FORMAT = { aspect: 'landscape', resolution: '720p' } as const;
    const podsOfJob = async (job: string) => pods(node, NAMESPACE, `batch.kubernetes.io/job-name=${job}`);
    const indexOf = (p: V1Pod) => p.metadata?.annotations?.['batch.kubernetes.io/job-completion-index'];
    const since = (ms: number) => ((Date.now() - ms) / 1000).toFixed(1);

    /** A 720p project and one chapter in it whose scene document is `doc` (PUT: no interpretation, no narration). */
    async function chapterWith(project: string, name: string, doc: unknown): Promise<{ chapters: string; chapterId: string; promptId: string; at: number }> {
      const chapters = `/api/v1/projects/${project}/chapters`;
      const chapterId = (await api().post(chapters, key(), { name })).body.id as string;
      const at = Date.now();
      const put = await api().put(`${chapters}/${chapterId}/scene`, key(), doc);
      expect(put.status).toBe(202);
      return { chapters, chapterId, promptId: put.body.prompt_id as string, at };
    }

    it('renders the same frames as the whole render; an index killed mid-render is retried alone', async () => {
      await ready();
      const project = (await api().post('/api/v1/projects', key(), { name: 'Chunks', format: FORMAT })).body.id as string;
      // The whole render first, under the chart's threshold (7 s of 720p is far below it): its Job is made with
      // that threshold, so the controller may be upgraded to chunk everything while it renders.
      const whole = await chapterWith(project, 'Whole', chunkedDocument('CHARLIE'));
      await untilDone('the whole render\'s Job', async () => withCluster(node, NAMESPACE, (await jobsFor(whole.promptId)).length === 1 ? true : undefined), { intervalMs: 200 });
      await ready({ chunkThreshold: 0 });
      const pieced = await chapterWith(project, 'Pieces', chunkedDocument('CHARLIE'));
      const name = objectNameForId(pieced.promptId);
      const chunksJob = `montage-chunks-${name}`;
      // The container of the longest piece's index killed by the runtime as soon as it runs (exit 137: no
      // disruption, no bad input).
      const victim = await untilDone(`index ${KILLED_INDEX} of the Indexed Job to run`, async () => {
        const running = (await podsOfJob(chunksJob)).find((p) => indexOf(p) === KILLED_INDEX && p.status?.containerStatuses?.[0]?.state?.running);
        return withCluster(node, NAMESPACE, running);
      }, { intervalMs: 100 });
      const containerId = victim.status!.containerStatuses![0]!.containerID!.replace('containerd://', '');
      expectOk(await node.ctr(['tasks', 'kill', '--signal', 'SIGKILL', containerId]), `kill index ${KILLED_INDEX}`);

      const wholeDone = await settled(whole.chapters, whole.chapterId);
      const wholeSeconds = since(whole.at);
      const done = { whole: wholeDone, pieced: await settled(pieced.chapters, pieced.chapterId, { trace: true }) };
      expect(done.whole.status).toBe('ready');
      expect(done.pieced.status).toBe('ready');
      log(`chunked on the real node: whole render ready ${wholeSeconds} s after its PUT (the controller upgraded meanwhile), in pieces with index ${KILLED_INDEX} killed ${since(pieced.at)} s`);
      // The whole render is one Job; the chunked one three: the plan (the prompt's own), the Indexed Job, the join.
      expect((await jobsFor(whole.promptId)).map((j) => j.metadata!.name)).toEqual([`montage-prompt-${objectNameForId(whole.promptId)}`]);
      const jobs = new Map((await jobsFor(pieced.promptId)).map((j) => [j.metadata!.name!, j]));
      expect([...jobs.keys()].sort()).toEqual([chunksJob, `montage-join-${name}`, `montage-prompt-${name}`]);
      for (const job of jobs.values()) expect(job.status?.conditions?.some((c) => c.type === 'Complete' && c.status === 'True')).toBe(true);
      const indexed = jobs.get(chunksJob)!;
      expect(indexed.spec).toMatchObject({ completionMode: 'Indexed', completions: CHUNKED_PIECES, backoffLimitPerIndex: 2, maxFailedIndexes: 0 });
      expect(indexed.status).toMatchObject({ completedIndexes: `0-${CHUNKED_PIECES - 1}`, succeeded: CHUNKED_PIECES, failed: 1 });
      expect(indexed.status!.failedIndexes ?? '').toBe('');
      // The killed index alone ran twice (its killed Pod, then the retry); the others once. Every Pod a container on this node.
      const chunkPods = await podsOfJob(chunksJob);
      const phases = (i: string) => chunkPods.filter((p) => indexOf(p) === i).map((p) => p.status?.phase).sort();
      for (let i = 0; i < CHUNKED_PIECES; i++) expect([i, phases(String(i))]).toEqual([i, String(i) === KILLED_INDEX ? ['Failed', 'Succeeded'] : ['Succeeded']]);
      const killed = chunkPods.find((p) => p.metadata!.name === victim.metadata!.name)!;
      expect(killed.status?.containerStatuses?.[0]?.state?.terminated?.exitCode).toBe(137);
      for (const pod of chunkPods) {
        expect(pod.spec?.nodeName).toBe(NODE_NAME);
        expect(pod.status?.containerStatuses?.[0]?.containerID).toMatch(/^containerd:\/\//);
      }

      // The output: every frame of the whole render, each within the bound, and one sound track as long as the picture.
      const files = { whole: join(workDir, 'whole.mp4'), pieced: join(workDir, 'pieced.mp4') };
      await download(done.whole.preview_url, files.whole);
      await download(done.pieced.preview_url, files.pieced);
      const [a, b] = [await probe(files.whole), await probe(files.pieced)];
      expect(b.video).toMatchObject({ codec: 'h264', width: 1280, height: 720, frames: CHUNKED_FRAMES });
      expect(a.video.frames).toBe(CHUNKED_FRAMES);
      expect(b.audio?.codec).toBe('aac');
      expect(Math.abs(b.audio!.seconds - b.video.seconds)).toBeLessThanOrEqual(0.05);
      const psnr = await framePsnr(files.whole, files.pieced);
      expect(psnr).toHaveLength(CHUNKED_FRAMES);
      const worst = Math.min(...psnr);
      log(`chunked vs whole on the real node: worst frame ${worst.toFixed(1)} dB, mean ${(psnr.filter(Number.isFinite).reduce((x, y) => x + y, 0) / psnr.filter(Number.isFinite).length).toFixed(1)} dB`);
      expect(worst).toBeGreaterThanOrEqual(MIN_FRAME_PSNR_DB);
    }, LAST_RESORT_MS);

    it('deleting the chapter while its Indexed Job renders leaves no Job and no Pod of it', async () => {
      await ready({ chunkThreshold: 0 });
      const project = (await api().post('/api/v1/projects', key(), { name: 'Chunks cancelled', format: FORMAT })).body.id as string;
      const { chapters, chapterId, promptId } = await chapterWith(project, 'Deleted', chunkedDocument('DELTA'));
      const chunksJob = `montage-chunks-${objectNameForId(promptId)}`;
      await untilDone('a Pod of the Indexed Job to run', async () => {
        const running = (await podsOfJob(chunksJob)).some((p) => p.status?.containerStatuses?.[0]?.state?.running);
        return withCluster(node, NAMESPACE, running ? true : undefined);
      }, { intervalMs: 100 });
      const deleted = Date.now();
      expect((await api().del(`${chapters}/${chapterId}`, key())).status).toBe(202);
      await untilDone('the prompt\'s Jobs and Pods to be gone', async () => {
        const [jobs, left] = [await jobsFor(promptId), await pods(node, NAMESPACE, `${LABELS.id}=${promptId}`)];
        return withCluster(node, NAMESPACE, jobs.length === 0 && left.length === 0 ? true : undefined, `jobs ${jobs.length} pods ${left.length}`);
      }, { intervalMs: 200 });
      log(`chapter deleted mid-render: its Jobs and Pods gone ${((Date.now() - deleted) / 1000).toFixed(1)} s later`);
    }, LAST_RESORT_MS);
  });

  it('helm upgrade to new values rolls the Deployments; renders go on', async () => {
    await ready();
    const started = Date.now();
    expectOk(await node.helm(['upgrade', RELEASE, chartDir, '--namespace', NAMESPACE, '--reuse-values', '--set', 'api.replicas=1,jobs.concurrency=2']), 'helm upgrade');
    await rolledOut(node, NAMESPACE, DEPLOYMENTS);
    log(`helm upgrade, Deployments rolled out: ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const apps = node.kubeConfig().makeApiClient(AppsV1Api);
    const apiDeployment = await apps.readNamespacedDeployment({ name: `${RELEASE}-api`, namespace: NAMESPACE });
    expect(apiDeployment.spec?.replicas).toBe(1);
    const controllerPod = (await core().listNamespacedPod({ namespace: NAMESPACE, labelSelector: 'app.kubernetes.io/component=controller' })).items.find(
      (p) => p.status?.phase === 'Running' && !p.metadata?.deletionTimestamp,
    );
    expect(controllerPod?.spec?.containers[0]?.env?.find((e) => e.name === 'MONTAGE_JOB_CONCURRENCY')?.value).toBe('2');
    // The keys Secret is carried over: a key made before the upgrade still works.
    const { chapters, prompts } = await promptChapters('After upgrade', 1);
    expect((await settled(chapters, prompts[0]!.chapterId)).status).toBe('ready');
  }, LAST_RESORT_MS);

  it('helm uninstall removes the release; what stays is by design', async () => {
    await ready();
    expectOk(await node.helm(['uninstall', RELEASE, '--namespace', NAMESPACE]), 'helm uninstall');
    release = undefined;
    // Helm deletes what it made and the garbage collector the rest (ReplicaSets, Pods, EndpointSlices); the release's
    // Pods take their grace period (the API drains for a few seconds) to go.
    const kinds = expectOk(await node.kubectl(['api-resources', '--namespaced', '--verbs=list', '-o', 'name']), 'api-resources')
      .split('\n')
      .filter((k) => k && !k.startsWith('events'));
    const always = /^(configmap\/kube-root-ca\.crt|serviceaccount\/default|secret\/object-store)$/;
    // Kept on purpose: the API keys (helm.sh/resource-policy: keep) and the custom resources (the users' projects,
    // with the Jobs they own until those expire); CRDs are never deleted by Helm.
    // The controller's leader-election Lease is the controller's own object, left as the last leader wrote it.
    const byDesign = /^(secret\/rel-api-keys|[a-z]+\.montage\.dev\/|job\.batch\/|pod\/montage-|lease\.coordination\.k8s\.io\/)/;
    const remaining = await untilDone(
      "the release's objects to go",
      async () => {
        const names = expectOk(await node.kubectl(['-n', NAMESPACE, 'get', kinds.join(','), '-o', 'name']), 'get all').split('\n').filter(Boolean).sort();
        const unexpected = names.filter((n) => !always.test(n) && !byDesign.test(n));
        // Each object gone is progress: the count of those left is a new state each time.
        return withCluster(node, NAMESPACE, unexpected.length === 0 ? names : undefined, `${unexpected.length} left: ${unexpected.join(' ')}`);
      },
      { intervalMs: 1_000 },
    );
    log(`after helm uninstall, in the namespace:\n  ${remaining.join('\n  ')}`);
    expect(remaining).toContain('secret/rel-api-keys');
    expect(remaining.filter((n) => n.startsWith('pod/rel-'))).toEqual([]);
  }, LAST_RESORT_MS);
});
