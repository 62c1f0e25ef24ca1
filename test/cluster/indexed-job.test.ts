import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import { readdirSync, readFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { BatchV1Api, CoreV1Api, type V1Job, type V1Pod } from '@kubernetes/client-node';
import { pino } from 'pino';
import { chunkResources } from '../../controller/prompts/chunk-resources.js';
import { chapterFrames } from '../../engine/render/chunks/plan.js';
import { EXIT_BAD_INPUT } from '../../engine/job-spec.js';
import { loadConfig } from '../../lib/config.js';
import { objectNameForId } from '../../model/ids.js';
import { SceneDocument } from '../../model/scene-document.js';
import { startClusterController } from '../../runtime/cluster.js';
import { client } from '../api/http.js';
import { kubeConfig } from '../env/test-env.js';
import { pollUntil } from '../support/proc.js';
import { startClusterFixture, type ClusterFixture } from '../support/cluster-fixture.js';

/*
 * The Indexed Job path on the real kube-apiserver and Job controller (the kubelet stand-in runs the Pods as local
 * engine processes): a chapter past the chunk threshold (0 here) is planned by its prompt Job, its four pieces (three
 * scenes and the crossfade's frames) are rendered by ONE Indexed Job (index i = piece i, JOB_COMPLETION_INDEX), and
 * a join Job joins them. The Pod of index 1 is killed (SIGKILL) as it starts: that index alone is retried, and the
 * output is still whole. Then a
 * newer prompt (force) supersedes a chunked prompt while its Indexed Job runs: the Job and its Pods are gone.
 * 720p, three scenes of a second.
 */
const run = promisify(execFile);
const FORMAT = { aspect: 'landscape', resolution: '720p' } as const;
const scene = (text: string, colour: string, transition: { type: string; duration?: number }) => ({ duration: 1, transition, background: { type: 'solid', colour }, layers: [{ type: 'text', role: 'heading', text }] });
const documentOf = (last: string) => ({
  version: 2,
  theme: 'classic',
  background: { type: 'solid', colour: '#000000' },
  scenes: [scene('ALPHA', '#a02020', { type: 'cut' }), scene('BRAVO', '#20a020', { type: 'crossfade', duration: 0.4 }), scene(last, '#2020a0', { type: 'cut' })],
});

/** Engine processes of one prompt's piece jobs, by their completion index (read from their environment). */
function pieceProcesses(promptId: string): { pid: number; index: string }[] {
  const found: { pid: number; index: string }[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let environ: string;
    try {
      environ = readFileSync(`/proc/${entry}/environ`, 'utf8');
    } catch {
      continue;
    }
    const vars = environ.split('\0');
    const index = vars.find((v) => v.startsWith('JOB_COMPLETION_INDEX='))?.slice('JOB_COMPLETION_INDEX='.length);
    const job = vars.find((v) => v.startsWith('MONTAGE_JOB='));
    if (index !== undefined && job?.includes('"type":"piece"') && job.includes(promptId)) found.push({ pid: Number(entry), index });
  }
  return found;
}

describe('chunked rendering with one Indexed Job on the cluster path', () => {
  let cluster: ClusterFixture;
  let controller: Awaited<ReturnType<typeof startClusterController>>;
  let workDir: string;
  const batch = kubeConfig().makeApiClient(BatchV1Api);
  const core = kubeConfig().makeApiClient(CoreV1Api);
  const api = () => client(cluster.http.base);
  let chapters: string;

  beforeAll(async () => {
    workDir = mkdtempSync(join(tmpdir(), 'indexed-job-'));
    cluster = await startClusterFixture('indexed', { MONTAGE_CHUNK_THRESHOLD: '0', MONTAGE_RENDER_WORKERS: '2' });
    controller = await startClusterController(loadConfig({ ...cluster.env, POD_NAME: 'controller-0' }), pino({ level: 'silent' }), kubeConfig());
    const project = (await api().post('/api/v1/projects', cluster.key, { name: 'Indexed', format: FORMAT })).body;
    chapters = `/api/v1/projects/${project.id}/chapters`;
  }, 60_000);

  afterAll(async () => {
    await controller?.stop();
    await cluster?.close();
    rmSync(workDir, { recursive: true, force: true });
  }, 30_000);

  const settle = (chapterId: string) =>
    pollUntil('the chapter to settle', async () => {
      const c = (await api().get(`${chapters}/${chapterId}?wait=30`, cluster.key)).body;
      return c.status === 'processing' ? undefined : c;
    }, 240_000, 100);
  const jobOf = async (name: string): Promise<V1Job | undefined> => (await batch.listNamespacedJob({ namespace: cluster.namespace })).items.find((j) => j.metadata?.name === name);
  const podsOf = async (job: string): Promise<V1Pod[]> => (await core.listNamespacedPod({ namespace: cluster.namespace, labelSelector: `batch.kubernetes.io/job-name=${job}` })).items;

  it('plans, renders the pieces in one Indexed Job (a killed index retried alone), and joins them', async () => {
    const chapter = (await api().post(chapters, cluster.key, { name: 'Three' })).body;
    const put = await api().put(`${chapters}/${chapter.id}/scene`, cluster.key, documentOf('CHARLIE'));
    expect(put.status).toBe(202);
    const promptId = put.body.prompt_id as string;
    const name = objectNameForId(promptId);
    // Index 1's engine is killed the moment it runs (its Pod fails with 137: neither the bad-input code nor a disruption).
    const killed = await pollUntil('index 1 of the Indexed Job to run', () => {
      const victim = pieceProcesses(promptId).find((p) => p.index === '1');
      if (!victim) return undefined;
      process.kill(victim.pid, 'SIGKILL');
      return victim.pid;
    }, 180_000, 25);
    expect(killed).toBeGreaterThan(0);

    const done = await settle(chapter.id);
    expect(done.status).toBe('ready');
    // Three Jobs: the plan (the prompt's own), the Indexed Job of the pieces, the join.
    const plan = await jobOf(`montage-prompt-${name}`);
    const chunks = (await jobOf(`montage-chunks-${name}`))!;
    const joined = await jobOf(`montage-join-${name}`);
    for (const job of [plan, chunks, joined]) expect(job?.status?.conditions?.some((c) => c.type === 'Complete' && c.status === 'True')).toBe(true);
    expect(chunks.spec).toMatchObject({ completionMode: 'Indexed', completions: 4, parallelism: 2, backoffLimitPerIndex: 2, maxFailedIndexes: 0 });
    expect(chunks.spec!.podFailurePolicy!.rules).toEqual([
      { action: 'FailJob', onExitCodes: { containerName: 'engine', operator: 'In', values: [EXIT_BAD_INPUT] } },
      { action: 'Ignore', onPodConditions: [{ type: 'DisruptionTarget', status: 'True' }] },
    ]);
    // Sized from the largest piece: 720p, 1 s (a scene; the crossfade's 0.4 s is a piece of its own).
    expect(chunks.spec!.template.spec!.containers[0]!.resources).toEqual(chunkResources({ width: 1280, height: 720 }, 1));
    // Every index done, none failed for good; index 1 ran twice (its killed Pod and the retry), the others once.
    expect(chunks.status).toMatchObject({ completedIndexes: '0-3', succeeded: 4 });
    expect(chunks.status!.failedIndexes ?? '').toBe('');
    const pods = await podsOf(`montage-chunks-${name}`);
    const byIndex = (i: string) => pods.filter((p) => p.metadata?.annotations?.['batch.kubernetes.io/job-completion-index'] === i);
    expect(byIndex('0').map((p) => p.status?.phase)).toEqual(['Succeeded']);
    expect(byIndex('2').map((p) => p.status?.phase)).toEqual(['Succeeded']);
    expect(byIndex('3').map((p) => p.status?.phase)).toEqual(['Succeeded']);
    // Index 1: the killed Pod, then its retries until one succeeded, within the index's backoff limit (the extra
    // failures once seen here were the engine's SIGSEGV under tsx: test/support/engine-job-command.ts).
    const ones = byIndex('1').map((p) => p.status?.phase);
    expect(ones.filter((phase) => phase === 'Succeeded')).toEqual(['Succeeded']);
    expect(ones.filter((phase) => phase === 'Failed').length).toBeGreaterThanOrEqual(1);
    expect(ones.length).toBeLessThanOrEqual(1 + chunks.spec!.backoffLimitPerIndex!);
    expect(byIndex('1').filter((p) => p.status?.phase === 'Failed').map((p) => p.status!.containerStatuses![0]!.state!.terminated!.exitCode)).toContain(137);
    // `kubectl get prompts` and `kubectl get chapters` show the pieces done out of all.
    const prompt = await pollUntil('the prompt', async () => (await controllerPrompt(promptId)) ?? undefined);
    expect(prompt.status.chunks).toBe('4/4');
    const chapterObject = await pollUntil('the chapter to show its chunks', async () => {
      const c = await customObject('chapters', objectNameForId(chapter.id));
      return c?.status?.chunks === '4/4' ? c : undefined;
    }, 10_000);
    expect(chapterObject.status.chunks).toBe('4/4');

    // The output: every frame of the chapter (no frame added or dropped by the join), video and audio.
    const file = join(workDir, 'three.mp4');
    writeFileSync(file, Buffer.from(await (await fetch(done.preview_url)).arrayBuffer()));
    const { stdout } = await run('ffprobe', ['-v', 'error', '-count_frames', '-show_entries', 'stream=codec_type,codec_name,width,height,nb_read_frames', '-of', 'json', file]);
    const streams = (JSON.parse(stdout) as { streams: { codec_type: string; codec_name: string; width?: number; height?: number; nb_read_frames?: string }[] }).streams;
    const video = streams.find((s) => s.codec_type === 'video')!;
    expect(video).toMatchObject({ codec_name: 'h264', width: 1280, height: 720 });
    expect(Number(video.nb_read_frames)).toBe(chapterFrames(SceneDocument.parse(documentOf('CHARLIE'))).total);
    expect(streams.find((s) => s.codec_type === 'audio')?.codec_name).toBe('aac');
  }, 300_000);

  it('a newer prompt deletes the running Indexed Job: no Job and no Pod of it remain', async () => {
    const chapter = (await api().post(chapters, cluster.key, { name: 'Superseded' })).body;
    const put = await api().put(`${chapters}/${chapter.id}/scene`, cluster.key, documentOf('DELTA'));
    const promptId = put.body.prompt_id as string;
    const chunksJob = `montage-chunks-${objectNameForId(promptId)}`;
    await pollUntil('a Pod of the Indexed Job to run', async () => ((await podsOf(chunksJob)).some((p) => p.status?.phase === 'Running') ? true : undefined), 180_000, 50);
    const newer = await api().post(`${chapters}/${chapter.id}/prompt`, cluster.key, { content: 'Title "NEWER"', force: true });
    expect(newer.status).toBe(202);
    await pollUntil('the Indexed Job and its Pods to be gone', async () => ((await jobOf(chunksJob)) === undefined && (await podsOf(chunksJob)).length === 0 ? true : undefined), 60_000, 100);
    const old = await controllerPrompt(promptId);
    expect(old?.status.phase).toBe('failed');
    expect(old?.status.result).toMatch(/Superseded/);
    // Nor is any engine process of its pieces left running.
    expect(pieceProcesses(promptId)).toEqual([]);
    // (The newer prompt's own render is the ordinary one-Job path, tested elsewhere: not waited for here.)
  }, 300_000);

  async function customObject(plural: string, name: string): Promise<any> {
    const { CustomObjectsApi } = await import('@kubernetes/client-node');
    try {
      return await kubeConfig().makeApiClient(CustomObjectsApi).getNamespacedCustomObject({ group: 'montage.dev', version: 'v1alpha1', namespace: cluster.namespace, plural, name });
    } catch {
      return undefined;
    }
  }
  const controllerPrompt = (id: string) => customObject('prompts', objectNameForId(id));
});
