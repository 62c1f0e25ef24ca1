import { randomBytes } from 'node:crypto';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { KubeConfig } from '@kubernetes/client-node';
import { pino } from 'pino';
import { newId, objectNameForId } from '../model/ids.js';
import { API_GROUP_VERSION, KINDS, LABELS, type KindName } from '../model/kinds.js';
import { storeLabels } from '../store/objects.js';
import { toCustomResource } from '../store/kubernetes/custom-resource.js';
import { binaries } from '../test/env/binaries.js';
import { installCrds, startControlPlane } from '../test/env/control-plane.js';
import { startMinio } from '../test/env/minio.js';
import { freePort } from '../test/env/ports.js';
import type { ServerProcess } from '../test/env/processes.js';
import { startRedis } from '../test/env/redis.js';
import { KubeletStandIn } from '../test/kubelet/kubelet-stand-in.js';
import { peakRss, pollUntil, processesMatching, rss } from '../test/support/proc.js';
import { cannon } from './api.js';
import { cpuSeconds } from './cpu.js';
import { cacheFootprint, leaderHandover, replicaGets } from './scale-parts.js';
import { restoreEtcd, seedKey, seededEtcd } from './seed-cache.js';
import { NO_RATE_LIMIT } from './embedded.js';
import { KubeHttp, inParallel } from './kube.js';
import { median, round, secondsSince } from './stats.js';
import { BENCH, type Child, type Cleanup, MB, ROOT, restClient, settle, spawnTs, trackPid } from './support.js';
import { overhead, type Row } from './table.js';

export interface ScaleSettings {
  name: 'full' | 'small';
  projects: number;
  chaptersPerProject: number;
  prompts: number;
  /** MONTAGE_JOB_CONCURRENCY of the controller: render Jobs running at once (the rest wait suspended). */
  jobConcurrency: number;
  /** Requests in flight while seeding the apiserver (setup, not measured). */
  seedParallel: number;
  listRuns: number;
  listSeconds: number;
  /** Give up on the 500 prompts after this long (the row then says how many completed). */
  promptTimeoutSeconds: number;
}

export function scaleSettings(value = process.env.BENCH_SCALE): ScaleSettings {
  const small = value === 'small';
  if (value !== undefined && value !== '' && value !== 'small' && value !== 'full') throw new Error(`BENCH_SCALE must be "full" or "small", not ${JSON.stringify(value)}`);
  return {
    name: small ? 'small' : 'full',
    projects: Number(process.env.BENCH_SCALE_PROJECTS ?? (small ? 1_000 : 50_000)),
    chaptersPerProject: 1,
    prompts: Number(process.env.BENCH_SCALE_PROMPTS ?? (small ? 100 : 500)),
    jobConcurrency: Number(process.env.BENCH_SCALE_JOB_CONCURRENCY ?? 32),
    seedParallel: 32,
    listRuns: 3,
    listSeconds: 2,
    promptTimeoutSeconds: Number(process.env.BENCH_SCALE_PROMPT_TIMEOUT ?? 300),
  };
}

const TENANT = 'bench';
const SMALL_TENANT = 'bench-small';
const SMALL_PROJECTS = 10;
const RENDER_JOBS = 'app.kubernetes.io/component=render-job';

/**
 * 5. Scale on the real kube-apiserver: etcd + kube-apiserver + kube-controller-manager (the real Job controller),
 * MinIO and Redis, started here. With 50,000 projects and 50,000 chapters of one tenant in the store (100,000
 * objects): the heap one store's caches take per object, the cluster API's start-up, RSS and list latencies
 * (baseline: the same requests for a tenant with 10 projects, same process), GETs at 1,000 req/s over two API
 * replicas (baseline: bare Express processes), the controller's start-up, RSS and leader handover (baseline for
 * both RSS figures: the same processes on an empty namespace), and
 * 500 prompts submitted at once through the API: time until every render Job exists and until every prompt is
 * `completed`, with the kubelet stand-in running the Jobs' Pods and a stand-in engine answering each Job.
 */
export async function scaleScenario(cleanup: Cleanup, s: ScaleSettings): Promise<Row[]> {
  const S = 'scale';
  const rows: Row[] = [];
  const dir = cleanup.tempDir('scale');
  const bin = binaries();

  // ---- servers -------------------------------------------------------------------------------------------
  const processes: ServerProcess[] = [];
  cleanup.add('stop test servers', async () => {
    // Controllers before the apiserver, the apiserver before etcd.
    for (const p of [...processes].reverse()) await p.stop();
  });
  const namespace = 'montage-bench';
  const emptyNamespace = 'montage-bench-empty';
  // The seeded etcd (setup, not measured): cached by content, see seed-cache.ts. etcd then starts on a copy of it.
  const seedKeyParts = [seed.toString(), s.projects, s.chaptersPerProject, SMALL_PROJECTS, TENANT, SMALL_TENANT, bin.etcd, bin.kubeApiserver];
  const seeding = await seededEtcd(bin, seedKey(seedKeyParts), [namespace, emptyNamespace], (kube) => seed(kube, namespace, s), cleanup.tempDir('scale-seed'));
  restoreEtcd(seeding.etcdDir, dir);
  const seeded = seeding.seeded;
  const t = performance.now();
  const started = await Promise.allSettled([startControlPlane(bin, dir), startMinio(bin.minio, dir), startRedis(dir)]);
  for (const r of started) if (r.status === 'fulfilled') processes.push(...('processes' in r.value ? r.value.processes : [r.value.process]));
  for (const p of processes) trackPid(p.pid);
  const failed = started.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed) throw failed.reason;
  const [plane, minio, redis] = started.map((r) => (r as PromiseFulfilledResult<unknown>).value) as [
    Awaited<ReturnType<typeof startControlPlane>>,
    Awaited<ReturnType<typeof startMinio>>,
    Awaited<ReturnType<typeof startRedis>>,
  ];
  await installCrds(bin.kubectl, plane.kubeconfigPath, join(ROOT, 'crds'));
  const envSeconds = secondsSince(t);

  const kube = new KubeHttp(plane.kubeconfigPath, s.seedParallel + 8);
  cleanup.add('close kube client', () => kube.close());
  const kc = new KubeConfig();
  kc.loadFromFile(plane.kubeconfigPath);

  const bucket = 'montage-bench';
  const admin = new S3Client({ endpoint: minio.s3.endpoint, region: minio.s3.region, forcePathStyle: true, credentials: { accessKeyId: minio.s3.accessKeyId, secretAccessKey: minio.s3.secretAccessKey } });
  await admin.send(new CreateBucketCommand({ Bucket: bucket }));
  admin.destroy();
  const s3Env = { S3_ENDPOINT: minio.s3.endpoint, S3_REGION: minio.s3.region, S3_BUCKET: bucket, S3_ACCESS_KEY_ID: minio.s3.accessKeyId, S3_SECRET_ACCESS_KEY: minio.s3.secretAccessKey };
  const key = `bench-scale-${randomBytes(12).toString('hex')}`;
  const smallKey = `bench-small-${randomBytes(12).toString('hex')}`;
  const clusterEnv = (ns: string) => ({
    ...s3Env,
    ...NO_RATE_LIMIT,
    KUBECONFIG: plane.kubeconfigPath,
    MONTAGE_MODE: 'cluster',
    MONTAGE_NAMESPACE: ns,
    REDIS_URL: redis.url,
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
  });
  const startApi = async (ns: string) => {
    const port = await freePort();
    const t0 = performance.now();
    const child = spawnTs(join(ROOT, 'bin', 'montage.ts'), ['api'], { ...clusterEnv(ns), PORT: String(port), MONTAGE_API_KEYS: `${key}=${TENANT},${smallKey}=${SMALL_TENANT}` }, cleanup, profileArgs());
    const base = `http://127.0.0.1:${port}`;
    await waitHttp(child, `${base}/healthz`, () => true, 600_000);
    return { child, base, seconds: secondsSince(t0) };
  };
  const startController = async (ns: string, leader = true) => {
    const port = await freePort();
    const t0 = performance.now();
    const child = spawnTs(join(ROOT, 'bin', 'montage.ts'), ['controller'], {
      ...clusterEnv(ns),
      MONTAGE_HEALTH_PORT: String(port),
      MONTAGE_JOB_COMMAND: `${process.execPath} ${join(BENCH, 'children', 'stand-in-engine.mjs')}`,
      MONTAGE_JOB_CONCURRENCY: String(s.jobConcurrency),
    }, cleanup, profileArgs());
    const healthUrl = `http://127.0.0.1:${port}/healthz`;
    await waitHttp(child, healthUrl, (body) => !leader || body.leader === true, 600_000);
    return { child, seconds: secondsSince(t0), healthUrl };
  };

  // ---- baselines: the API and the controller on an empty namespace ------------------------------------------
  const emptyApi = await startApi(emptyNamespace);
  await warmUp(emptyApi.base, key);
  const emptyApiRss = rss(emptyApi.child.pid);
  await emptyApi.child.stop();
  const emptyController = await startController(emptyNamespace);
  await waitIdle(emptyController.child.pid, 20_000);
  const emptyControllerRss = rss(emptyController.child.pid);
  await emptyController.child.stop();
  const handover = await leaderHandover((leader) => startController(emptyNamespace, leader), Number(process.env.MONTAGE_LEASE_DURATION_SECONDS ?? 5));

  const objects = s.projects * (1 + s.chaptersPerProject);
  const seedSeconds = seeding.fromCache ? 0 : seeding.seedSeconds;
  const made = `created through the apiserver in ${seeding.seedSeconds.toFixed(1)} s (${(objects / seeding.seedSeconds).toFixed(0)} objects/s, ${s.seedParallel} in flight)`;
  rows.push({
    scenario: S,
    metric: 'setup: servers + seeding (not measured)',
    value: round(envSeconds + seedSeconds, 1),
    unit: 's',
    note: `etcd + kube-apiserver + kube-controller-manager + MinIO + Redis + CRDs in ${envSeconds.toFixed(1)} s; ${objects.toLocaleString('en')} custom resources (${s.projects.toLocaleString('en')} projects, ${(s.projects * s.chaptersPerProject).toLocaleString('en')} chapters with their status) + ${SMALL_PROJECTS * 3} for the small tenant, ${seeding.fromCache ? `from the cached seeded etcd (first ${made})` : made}`,
  });

  // ---- what one cached object costs, measured in this process ------------------------------------------------
  const footprint = await cacheFootprint(kc, namespace, objects + SMALL_PROJECTS * 3);
  rows.push({
    scenario: S,
    metric: 'store cache: heap per cached object',
    value: round(footprint.bytesPerObject, 0),
    unit: 'B',
    target: '≤ 2048 B',
    pass: footprint.bytesPerObject <= 2048,
    note: `a KubernetesStore started in the bench process on the seeded namespace: V8 heap after a full GC, before and after it synced (${footprint.heapMB.toFixed(0)} MB for ${(objects + SMALL_PROJECTS * 3).toLocaleString('en')} objects: cached objects, per-tenant and per-label sorted indexes), listed in ${footprint.seconds.toFixed(1)} s in pages of 5,000`,
  });

  // ---- the API over the full store -----------------------------------------------------------------------
  const api = await startApi(namespace);
  await warmUp(api.base, key);
  const apiRssIdle = rss(api.child.pid);
  rows.push({
    scenario: S,
    metric: `API start-up (informers list ${(objects / 1000).toFixed(0)}k objects)`,
    value: round(api.seconds, 2),
    unit: 's',
    baseline: round(emptyApi.seconds, 2),
    ...overhead(api.seconds, emptyApi.seconds),
    note: 'spawn → /healthz answers (it listens once every informer has synced); baseline = the same API on an empty namespace',
  });

  const auth = (k: string) => ({ authorization: `Bearer ${k}` });
  const lists = [
    {
      name: `GET /projects?limit=20 (${(s.projects / 1000).toFixed(0)}k projects in the tenant)`,
      ours: { method: 'GET' as const, url: `${api.base}/api/v1/projects?limit=20`, headers: auth(key) },
      baseline: { method: 'GET' as const, url: `${api.base}/api/v1/projects?limit=20`, headers: auth(smallKey) },
      target: true,
    },
    {
      name: `GET /projects?limit=20&offset=${Math.floor(s.projects * 0.8)} (${(s.projects / 1000).toFixed(0)}k projects in the tenant)`,
      ours: { method: 'GET' as const, url: `${api.base}/api/v1/projects?limit=20&offset=${Math.floor(s.projects * 0.8)}`, headers: auth(key) },
      baseline: { method: 'GET' as const, url: `${api.base}/api/v1/projects?limit=20`, headers: auth(smallKey) },
      target: false,
    },
    {
      name: `GET /projects/:id/chapters (${((s.projects * s.chaptersPerProject) / 1000).toFixed(0)}k chapters in the tenant)`,
      ours: { method: 'GET' as const, url: `${api.base}/api/v1/projects/${seeded.projectIds[0]}/chapters`, headers: auth(key) },
      baseline: { method: 'GET' as const, url: `${api.base}/api/v1/projects/${seeded.smallProjectId}/chapters`, headers: auth(smallKey) },
      target: false,
    },
  ];
  const connections = 10;
  for (const l of lists) {
    await cannon(l.ours, { connections, seconds: 1 });
    await cannon(l.baseline, { connections, seconds: 1 });
    const ours: Awaited<ReturnType<typeof cannon>>[] = [];
    const base: Awaited<ReturnType<typeof cannon>>[] = [];
    for (let r = 0; r < s.listRuns; r++) {
      await settle(200);
      ours.push(await cannon(l.ours, { connections, seconds: s.listSeconds }));
      base.push(await cannon(l.baseline, { connections, seconds: s.listSeconds }));
    }
    const m = (list: typeof ours, f: 'p50' | 'p99' | 'rps') => median(list.map((x) => x[f]));
    rows.push({
      scenario: S,
      metric: `${l.name} p99`,
      value: m(ours, 'p99'),
      unit: 'ms',
      baseline: m(base, 'p99'),
      ...overhead(Math.max(m(ours, 'p99'), 0.5), Math.max(m(base, 'p99'), 0.5)),
      samples: `${s.listRuns} runs of ${s.listSeconds} s flat out, ${connections} connections; p50 ${m(ours, 'p50')} ms (baseline ${m(base, 'p50')} ms); ${m(ours, 'rps').toFixed(0)} req/s (baseline ${m(base, 'rps').toFixed(0)} req/s)`,
      note: `baseline = the same request for a tenant with ${SMALL_PROJECTS} projects, same API process`,
      ...(l.target ? { target: '≤ 2× baseline', pass: Math.max(m(ours, 'p99'), 1) <= 2 * Math.max(m(base, 'p99'), 1) } : {}),
    });
  }
  const apiRssAfterLists = rss(api.child.pid);
  rows.push({
    scenario: S,
    metric: 'API RSS with the full store',
    value: round(apiRssAfterLists / MB, 0),
    unit: 'MB',
    baseline: round(emptyApiRss / MB, 0),
    ...overhead(apiRssAfterLists, emptyApiRss),
    note: `VmRSS after the list load (${(apiRssIdle / MB).toFixed(0)} MB before it; peak so far ${(peakRss(api.child.pid) / MB).toFixed(0)} MB); baseline = the API on an empty namespace; ${(((apiRssAfterLists - emptyApiRss) / objects) / 1024).toFixed(2)} KB of RSS per object above the baseline`,
  });

  // ---- two API replicas at a fixed rate ---------------------------------------------------------------------
  const api2 = await startApi(namespace);
  await warmUp(api2.base, key);
  const getOne = (base: string) => ({ url: `${base}/api/v1/projects/${seeded.projectIds[Math.floor(seeded.projectIds.length / 2)]}`, headers: auth(key) });
  rows.push(await replicaGets(cleanup, [getOne(api.base), getOne(api2.base)], { rate: 1_000, runs: 3, seconds: 5, connections: 20 }));
  await api2.child.stop();

  // ---- the controller over the full store --------------------------------------------------------------------
  const controller = await startController(namespace);
  const catchUp = await waitIdle(controller.child.pid, 120_000);
  const controllerRssIdle = rss(controller.child.pid);
  rows.push({
    scenario: S,
    metric: 'controller start-up + catch-up',
    value: catchUp === undefined ? null : round(controller.seconds + catchUp, 1),
    unit: 's',
    baseline: round(emptyController.seconds, 1),
    note: `${controller.seconds.toFixed(1)} s until it leads (caches synced) + ${catchUp === undefined ? 'not quiet within 120' : catchUp.toFixed(1)} s reconciling every object it was told about until its CPU went quiet; baseline = start-up on an empty namespace`,
  });

  // ---- N prompts at once ----------------------------------------------------------------------------------
  const kubelet = new KubeletStandIn({ kubeConfig: kc, namespace, logger: pino({ level: process.env.BENCH_DEBUG ? 'warn' : 'silent' }, pino.destination(2)), labelSelector: RENDER_JOBS });
  kubelet.start();
  cleanup.add('stop kubelet stand-in', () => kubelet.stop());
  const rest = restClient(api.base, key);
  const targets = seeded.firstChapters.slice(0, s.prompts);
  const timeline = { submitted: NaN, allJobs: NaN, allDone: NaN, halfDone: NaN, done: 0, failed: 0, jobs: 0 };
  // CPU seconds of every process involved, before and after, to say where the time goes.
  const involved: [string, number][] = [
    ...processes.map((p): [string, number] => [p.name, p.pid]),
    ['montage api', api.child.pid],
    ['montage controller', controller.child.pid],
  ];
  const cpuBefore = involved.map(([, pid]) => cpuSeconds(pid));
  const requestsBefore = await apiserverRequests(kube);
  const benchBefore = cpuSeconds(process.pid, true);
  const t0 = performance.now();
  // Polled: Jobs every 250 ms as metadata only (PartialObjectMetadataList: names, no specs), Prompts every second in
  // full (their phase is in status; a list of 500 costs the apiserver enough to show in the figures if done faster). (A watch would be lighter, but a brand-new watch on this apiserver can stall with "Too
  // large resource version" while its watch cache catches up.)
  const metadataOnly = 'application/json;as=PartialObjectMetadataList;g=meta.k8s.io;v=v1,application/json';
  let promptsPolledAt = -Infinity;
  const poller = (async () => {
    for (;;) {
      const at = secondsSince(t0);
      if (Number.isNaN(timeline.allJobs)) {
        const jobs = await kube.send<{ items: unknown[] }>('GET', `/apis/batch/v1/namespaces/${namespace}/jobs?labelSelector=${encodeURIComponent(RENDER_JOBS)}`, undefined, undefined, metadataOnly).catch(() => undefined);
        if (jobs?.status === 200) timeline.jobs = (jobs.body.items ?? []).length;
        if (timeline.jobs >= targets.length) timeline.allJobs = at;
      }
      const due = at - promptsPolledAt >= 1;
      if (due) promptsPolledAt = at;
      const prompts = due ? await kube.send<{ items: { status?: { phase?: string } }[] }>('GET', `/apis/${API_GROUP_VERSION}/namespaces/${namespace}/prompts`).catch(() => undefined) : undefined;
      if (prompts?.status === 200) {
        const items = prompts.body.items ?? [];
        timeline.done = items.filter((p) => p.status?.phase === 'completed').length;
        timeline.failed = items.filter((p) => p.status?.phase === 'failed').length;
        const finished = timeline.done + timeline.failed;
        if (finished >= targets.length / 2 && Number.isNaN(timeline.halfDone)) timeline.halfDone = at;
        if (finished >= targets.length) timeline.allDone = at;
      }
      if (!Number.isNaN(timeline.allDone) && !Number.isNaN(timeline.allJobs)) return;
      if (at > s.promptTimeoutSeconds) return;
      await new Promise((r) => setTimeout(r, 250));
    }
  })();
  poller.catch(() => undefined);
  const answers = await Promise.all(
    targets.map((c, i) =>
      rest.call('POST', `/projects/${c.projectId}/chapters/${c.id}/prompt`, { json: { content: `A "Scale ${i}" title, 10 seconds, navy background` } }).catch((err: Error) => ({ status: 0, body: err.message })),
    ),
  );
  timeline.submitted = secondsSince(t0);
  const refused = answers.filter((a) => a.status !== 202);
  await poller;
  const wall = secondsSince(t0);
  const cpu = [
    ...involved.map(([name, pid], i): [string, number] => [name, cpuSeconds(pid) - cpuBefore[i]!]),
    ['bench process: kubelet stand-in, pods (stand-in engine), polling', cpuSeconds(process.pid, true) - benchBefore] as [string, number],
  ].sort((a, b) => b[1] - a[1]);
  const cpuTotal = cpu.reduce((a, [, c]) => a + c, 0);
  const requestsAfter = await apiserverRequests(kube);
  const requests = [...requestsAfter].map(([k, v]): [string, number] => [k, v - (requestsBefore.get(k) ?? 0)]).filter(([, v]) => v > 0).sort((a, b) => b[1] - a[1]);
  const requestTotal = requests.reduce((a, [, v]) => a + v, 0);
  const cpuNote = `CPU seconds in that phase (${wall.toFixed(0)} s wall, ${cpus().length} cores = ${(wall * cpus().length).toFixed(0)} CPU-s available; ${cpuTotal.toFixed(0)} CPU-s used by these): ${cpu.map(([n, c]) => `${n} ${c.toFixed(1)}`).join(', ')}`;
  const phases = await jobPhases(kube, namespace);
  const controllerPeak = peakRss(controller.child.pid);
  const controllerRssAfter = rss(controller.child.pid);
  const apiPeak = peakRss(api.child.pid);

  if (refused.length > 0) rows.push({ scenario: S, metric: 'prompts refused', value: refused.length, unit: '', pass: false, note: `first: ${refused[0]!.status} ${JSON.stringify(refused[0]!.body).slice(0, 200)}` });
  const n = targets.length;
  const complete = !Number.isNaN(timeline.allDone);
  rows.push(
    {
      scenario: S,
      metric: `${n} prompts: all POSTs answered 202`,
      value: round(timeline.submitted, 2),
      unit: 's',
      note: `${n} concurrent POST .../prompt through the cluster API (each: create Prompt, claim it on the Chapter)`,
    },
    {
      scenario: S,
      metric: `${n} prompts: until every Job exists`,
      value: Number.isNaN(timeline.allJobs) ? null : round(timeline.allJobs, 1),
      unit: 's',
      ...(Number.isNaN(timeline.allJobs) ? { note: `only ${timeline.jobs} Jobs after ${s.promptTimeoutSeconds} s` } : {}),
      samples: 'from the first POST; Jobs polled every 250 ms, Prompts every 1 s',
    },
    { scenario: S, metric: `${n} prompts: CPU used by the whole system`, value: round(cpuTotal, 0), unit: 'CPU-s', note: cpuNote },
    {
      scenario: S,
      metric: `${n} prompts: per prompt, Job started → Job complete (median)`,
      value: phases ? round(phases.running, 1) : null,
      unit: 's',
      note: phases
        ? `medians over the ${phases.count} prompts, from Job creationTimestamp / status.startTime / status.completionTime (whole seconds) and the Prompt's createdAt / completedAt: prompt created → Job created ${phases.toJob.toFixed(1)} s; Job created → started (waiting suspended for a slot) ${phases.queued.toFixed(1)} s; started → complete (Pod created, run by the stand-in, Job marked complete) ${phases.running.toFixed(1)} s; Job complete → prompt completed ${phases.toDone.toFixed(1)} s`
        : 'could not be read',
    },
    {
      scenario: S,
      metric: `${n} prompts: apiserver requests`,
      value: requestTotal,
      unit: '',
      note: `${(requestTotal / n).toFixed(1)} per prompt, all clients (the bench's own polling is the LIST prompts/jobs); top: ${requests.slice(0, 10).map(([k, v]) => `${k} ${v}`).join(', ')}; refused (counted above too): ${requests.filter(([k]) => k.endsWith(')')).map(([k, v]) => `${k} ${v}`).join(', ') || 'none'}`,
    },
    {
      scenario: S,
      metric: `${n} prompts: until all completed`,
      value: complete ? round(timeline.allDone, 1) : null,
      unit: 's',
      note: complete
        ? `${(n / timeline.allDone).toFixed(1)} prompts/s end to end with MONTAGE_JOB_CONCURRENCY=${s.jobConcurrency} (Jobs beyond it wait suspended); ${timeline.failed} failed; kubelet stand-in ran ${kubelet.started} Pods; the Jobs run a stand-in engine (bench/children/stand-in-engine.mjs) that writes the result without rendering`
        : `timed out after ${s.promptTimeoutSeconds} s with ${timeline.done} completed, ${timeline.failed} failed, ${timeline.jobs} Jobs (half were done after ${timeline.halfDone.toFixed(1)} s); unfinished: ${await unfinished(kube, namespace)}`,
      ...(complete ? {} : { pass: false }),
    },
    handover,
    {
      scenario: S,
      metric: 'controller RSS with the full store',
      value: round(controllerRssIdle / MB, 0),
      unit: 'MB',
      baseline: round(emptyControllerRss / MB, 0),
      ...overhead(controllerRssIdle, emptyControllerRss),
      note: `VmRSS after catch-up; after the ${n} prompts ${(controllerRssAfter / MB).toFixed(0)} MB, peak ${(controllerPeak / MB).toFixed(0)} MB; baseline = the controller on an empty namespace`,
    },
    {
      scenario: S,
      metric: 'API peak RSS (lists + prompts)',
      value: round(apiPeak / MB, 0),
      unit: 'MB',
      baseline: round(emptyApiRss / MB, 0),
      ...overhead(apiPeak, emptyApiRss),
    },
  );
  kubelet.stop();
  await controller.child.stop();
  await api.child.stop();
  return rows;
}

/** Medians of where each prompt's time went, from its Job's and its own timestamps. */
async function jobPhases(kube: KubeHttp, namespace: string) {
  try {
    const prompts = await kube.expect<{ items: any[] }>([200], 'GET', `/apis/${API_GROUP_VERSION}/namespaces/${namespace}/prompts`);
    const jobs = await kube.expect<{ items: any[] }>([200], 'GET', `/apis/batch/v1/namespaces/${namespace}/jobs?labelSelector=${encodeURIComponent(RENDER_JOBS)}`);
    const byName = new Map((jobs.items ?? []).map((j) => [j.metadata.name as string, j]));
    const rows = (prompts.items ?? []).flatMap((p) => {
      const job = byName.get(`montage-prompt-${p.metadata.name}`);
      if (!job?.status?.startTime || !job.status.completionTime || !p.status?.completedAt) return [];
      const t = (v: string) => Date.parse(v) / 1000;
      return [{
        toJob: t(job.metadata.creationTimestamp) - t(p.spec.createdAt),
        queued: t(job.status.startTime) - t(job.metadata.creationTimestamp),
        running: t(job.status.completionTime) - t(job.status.startTime),
        toDone: t(p.status.completedAt) - t(job.status.completionTime),
      }];
    });
    if (rows.length === 0) return undefined;
    const m = (f: keyof (typeof rows)[number]) => median(rows.map((r) => r[f]));
    return { count: rows.length, toJob: m('toJob'), queued: m('queued'), running: m('running'), toDone: m('toDone') };
  } catch {
    return undefined;
  }
}

/** apiserver_request_total from the apiserver's /metrics, summed by verb and resource[/subresource]. */
async function apiserverRequests(kube: KubeHttp): Promise<Map<string, number>> {
  const totals = new Map<string, number>();
  const res = await kube.send<string>('GET', '/metrics', undefined, undefined, 'text/plain').catch(() => undefined);
  if (res?.status !== 200 || typeof res.body !== 'string') return totals;
  for (const line of res.body.split('\n')) {
    if (!line.startsWith('apiserver_request_total{')) continue;
    const labels = Object.fromEntries([...line.matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    if (!labels.resource) continue;
    // Refused requests (409 conflicts above all) are counted apart: they are work a client redid.
    const refused = labels.code && !labels.code.startsWith('2') ? ` (${labels.code})` : '';
    const key = `${labels.verb} ${labels.resource}${labels.subresource ? `/${labels.subresource}` : ''}${refused}`;
    totals.set(key, (totals.get(key) ?? 0) + Number(line.slice(line.lastIndexOf(' ') + 1)));
  }
  return totals;
}

/** What the prompts that did not finish are waiting for: their Jobs' and Pods' states. */
async function unfinished(kube: KubeHttp, namespace: string): Promise<string> {
  const prompts = await kube.expect<{ items: any[] }>([200], 'GET', `/apis/${API_GROUP_VERSION}/namespaces/${namespace}/prompts`);
  const jobs = await kube.expect<{ items: any[] }>([200], 'GET', `/apis/batch/v1/namespaces/${namespace}/jobs`);
  const pods = await kube.expect<{ items: any[] }>([200], 'GET', `/api/v1/namespaces/${namespace}/pods`);
  return prompts.items
    .filter((p) => !['completed', 'failed'].includes(p.status?.phase))
    .slice(0, 5)
    .map((p) => {
      const job = jobs.items.find((j) => j.metadata.name === `montage-prompt-${p.metadata.name}`);
      const jobPods = pods.items.filter((pod) => pod.metadata.labels?.['job-name'] === job?.metadata.name);
      const conditions = (job?.status?.conditions ?? []).map((c: any) => `${c.type}=${c.status}`).join(',');
      return `${p.spec.id} [prompt ${p.status?.phase ?? '-'}; job ${job ? `suspend=${job.spec.suspend ?? false} active=${job.status?.active ?? 0} succeeded=${job.status?.succeeded ?? 0} failed=${job.status?.failed ?? 0} ${conditions}` : 'absent'}; pods ${jobPods.map((pod) => pod.status?.phase).join(',') || 'none'}]`;
    })
    .join('; ') + `; live stand-in engine processes: ${processesMatching('stand-in-engine.mjs').length}`;
}

/** BENCH_PROFILE=<dir>: the API and controller processes write V8 CPU profiles there when they stop. */
function profileArgs(): string[] {
  return process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [];
}

/** Polls a URL of a bench child until it answers 200 and `ok(body)`; fails early when the child exits. */
async function waitHttp(child: Child, url: string, ok: (body: any) => boolean, timeoutMs: number): Promise<void> {
  let exited: Error | undefined;
  child.ready.catch((err: Error) => (exited = err));
  child.child.once('exit', (code, signal) => (exited ??= new Error(`exited (${signal ?? code}): ${child.output().slice(-1500)}`)));
  await pollUntil(
    url,
    async () => {
      if (exited) throw exited;
      try {
        const res = await fetch(url);
        return res.ok && ok(await res.json()) ? true : undefined;
      } catch {
        return undefined;
      }
    },
    timeoutMs,
    50,
  );
}

async function warmUp(base: string, key: string): Promise<void> {
  const api = restClient(base, key);
  for (let i = 0; i < 5; i++) await api.get('/projects?limit=1');
}


/**
 * Waits until a process has used under 10% of a core over the last 2 s; returns the seconds until that quiet
 * window began, or undefined if it never went quiet within `timeoutMs` (a noisy machine is not a failure).
 */
async function waitIdle(pid: number, timeoutMs: number): Promise<number | undefined> {
  const t0 = performance.now();
  const samples: { at: number; cpu: number }[] = [{ at: 0, cpu: cpuSeconds(pid) }];
  for (;;) {
    await new Promise((r) => setTimeout(r, 250));
    const at = (performance.now() - t0) / 1000;
    samples.push({ at, cpu: cpuSeconds(pid) });
    const from = samples.find((x) => x.at >= at - 2);
    if (from && at - from.at >= 1.75 && samples[0]!.at <= at - 2 && samples.at(-1)!.cpu - from.cpu < 0.1 * (at - from.at)) return Math.max(0, from.at);
    if (at * 1000 > timeoutMs) return undefined;
  }
}

interface Seeded {
  projectIds: string[];
  /** The first chapter of each project, in project order: the prompts go to these. */
  firstChapters: { id: string; projectId: string }[];
  smallProjectId: string;
}

/** Projects and chapters (with the status the controller would write) created straight through the apiserver. */
async function seed(kube: KubeHttp, namespace: string, s: ScaleSettings): Promise<Seeded> {
  const path = (kind: KindName) => `/apis/${API_GROUP_VERSION}/namespaces/${namespace}/${KINDS[kind].plural}`;
  const epoch = Date.now() - 24 * 3600_000;
  let clock = 0;
  const createdAt = () => new Date(epoch + clock++).toISOString();
  const projectSpec = (tenant: string, i: number) => ({ id: newId('project'), tenant, createdAt: createdAt(), name: `Project ${i}`, description: null, settings: null, activeExportId: null });
  const chapterSpec = (tenant: string, projectId: string, i: number) => ({ id: newId('chapter'), tenant, createdAt: createdAt(), projectId, name: `Chapter ${i}`, duration: 10, activePromptId: null });

  const projects = [
    ...Array.from({ length: s.projects }, (_, i) => projectSpec(TENANT, i)),
    ...Array.from({ length: SMALL_PROJECTS }, (_, i) => projectSpec(SMALL_TENANT, i)),
  ];
  const chapters = projects.flatMap((p) => Array.from({ length: s.chaptersPerProject }, (_, i) => chapterSpec(p.tenant, p.id, i)));

  await inParallel(projects, s.seedParallel, async (spec) => {
    await kube.expect([201], 'POST', path('project'), toCustomResource('project', { name: objectNameForId(spec.id), namespace, labels: storeLabels(spec) }, spec));
  });
  await inParallel(chapters, s.seedParallel, async (spec) => {
    const name = objectNameForId(spec.id);
    await kube.expect([201], 'POST', path('chapter'), toCustomResource('chapter', { name, namespace, labels: storeLabels(spec, { [LABELS.project]: spec.projectId }) }, spec));
    // The status the chapter reconciler would write for a chapter without prompts, so the controller starts on a
    // store in steady state (as after a restart) rather than 20,000 status writes behind.
    await kube.expect([200], 'PATCH', `${path('chapter')}/${name}/status`, { status: { state: 'ready', promptCount: 0 } }, 'application/merge-patch+json');
  });
  const big = projects.filter((p) => p.tenant === TENANT);
  const first = new Map<string, string>();
  for (const c of chapters) if (!first.has(c.projectId)) first.set(c.projectId, c.id);
  const firstChapters = big.map((p) => ({ id: first.get(p.id)!, projectId: p.id }));
  return { projectIds: big.map((p) => p.id), firstChapters, smallProjectId: projects.find((p) => p.tenant === SMALL_TENANT)!.id };
}

