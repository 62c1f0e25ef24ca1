/*
 * Parts of the scale scenario (bench/scale.ts) measured beside its main line: what one cached object costs, GETs at
 * a fixed rate against two API replicas beside bare Express, and how long a controller standby takes over.
 */
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { KubeConfig } from '@kubernetes/client-node';
import { KubernetesStore } from '../store/kubernetes/kubernetes-store.js';
import { cannon } from './api.js';
import { median, round, secondsSince } from './stats.js';
import { BENCH, type Child, type Cleanup, settle, spawnTs, withTimeout } from './support.js';
import { overhead, type Row } from './table.js';

/** V8's gc(), without starting the bench with --expose-gc. */
function collectGarbage(): () => void {
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}

/**
 * The heap one Kubernetes store's caches take for `objects` objects: a store started in this process on the
 * seeded namespace, heap after a full GC before and after it synced (informer caches, per-tenant and per-label
 * sorted indexes, preserved metadata: everything the store keeps), divided by the objects it holds.
 */
export async function cacheFootprint(kc: KubeConfig, namespace: string, objects: number): Promise<{ bytesPerObject: number; seconds: number; heapMB: number }> {
  const gc = collectGarbage();
  gc();
  gc();
  const before = process.memoryUsage().heapUsed;
  const t0 = performance.now();
  const store = new KubernetesStore(kc, namespace);
  await store.start();
  const seconds = secondsSince(t0);
  gc();
  gc();
  const after = process.memoryUsage().heapUsed;
  // The store is still running here, so the second measurement holds all of it.
  await store.stop();
  const bytes = after - before;
  return { bytesPerObject: bytes / objects, seconds, heapMB: bytes / 1024 / 1024 };
}

/**
 * `rate` GET requests per second in total, half to each of two API replicas (each its own process on the same
 * store), beside the same rate split over two bare Express processes: the p99 of each side, median of `runs` runs.
 */
export async function replicaGets(
  cleanup: Cleanup,
  targets: { url: string; headers: Record<string, string> }[],
  options: { rate: number; runs: number; seconds: number; connections: number },
): Promise<Row> {
  const bare: Child[] = [];
  for (let i = 0; i < targets.length; i++) bare.push(spawnTs(join(BENCH, 'children', 'bare-server.ts'), [], {}, cleanup));
  const bareUrls = await Promise.all(bare.map(async (b) => `${((await withTimeout('bare Express', b.ready, 60_000)) as { bare: string }).bare}/bare`));
  const perTarget = options.rate / targets.length;
  const connections = Math.max(1, Math.round(options.connections / targets.length));
  const both = async (loads: { url: string; headers?: Record<string, string> }[], seconds: number) => {
    const results = await Promise.all(loads.map((l) => cannon({ method: 'GET', url: l.url, headers: l.headers }, { connections, seconds, rate: perTarget })));
    return { p99: Math.max(...results.map((r) => r.p99)), p50: Math.max(...results.map((r) => r.p50)), rps: results.reduce((a, r) => a + r.rps, 0) };
  };
  const bareLoads = bareUrls.map((url) => ({ url }));
  await both(targets, 1);
  await both(bareLoads, 1);
  const ours: Awaited<ReturnType<typeof both>>[] = [];
  const base: Awaited<ReturnType<typeof both>>[] = [];
  for (let r = 0; r < options.runs; r++) {
    await settle(200);
    ours.push(await both(targets, options.seconds));
    await settle(200);
    base.push(await both(bareLoads, options.seconds));
  }
  for (const b of bare) await b.stop();
  const m = (list: typeof ours, f: 'p50' | 'p99' | 'rps') => median(list.map((x) => x[f]));
  const p99 = m(ours, 'p99');
  const baseP99 = m(base, 'p99');
  return {
    scenario: 'scale',
    metric: `GET /projects/:id p99 @ ${options.rate} req/s over ${targets.length} API replicas`,
    value: p99,
    unit: 'ms',
    baseline: baseP99,
    ...overhead(Math.max(p99, 0.5), Math.max(baseP99, 0.5)),
    target: '≤ 2× baseline',
    pass: Math.max(p99, 1) <= 2 * Math.max(baseP99, 1),
    samples: `${options.runs} runs of ${options.seconds} s, ${perTarget} req/s and ${connections} connections per replica (p99 of the slower replica, median over runs); p50 ${m(ours, 'p50')} ms (baseline ${m(base, 'p50')} ms); achieved ${m(ours, 'rps').toFixed(0)} req/s`,
    note: `each replica a separate cluster API process on the full store (rate limits in the shared Redis, set high enough not to answer 429); baseline = the same rate over ${targets.length} bare Express processes answering a project-shaped JSON body; latencies are whole milliseconds (pass compares with 1 ms as the floor)`,
  };
}

/**
 * A leader killed with SIGKILL (no release of the lease): seconds from the kill until the standby reports itself
 * leader on /healthz. `start` starts one controller and resolves once its /healthz answers (leader or not).
 */
export async function leaderHandover(
  start: (leader: boolean) => Promise<{ child: Child; healthUrl: string }>,
  leaseSeconds: number,
): Promise<Row> {
  const leader = await start(true);
  const standby = await start(false);
  const isLeader = async (url: string) => {
    try {
      const res = await fetch(url);
      return res.ok && ((await res.json()) as { leader?: boolean }).leader === true;
    } catch {
      return false;
    }
  };
  if (await isLeader(standby.healthUrl)) throw new Error('the standby leads before the leader died');
  const t0 = performance.now();
  leader.child.child.kill('SIGKILL');
  for (;;) {
    if (await isLeader(standby.healthUrl)) break;
    if (secondsSince(t0) > 10 * leaseSeconds + 30) throw new Error('the standby never took over');
    await new Promise((r) => setTimeout(r, 50));
  }
  const seconds = secondsSince(t0);
  await leader.child.stop();
  await standby.child.stop();
  return {
    scenario: 'scale',
    metric: 'controller leader handover (leader killed)',
    value: round(seconds, 1),
    unit: 's',
    target: '≤ 10 s',
    pass: seconds <= 10,
    note: `SIGKILL of the leading replica (its lease is not released) → the standby's /healthz says leader; MONTAGE_LEASE_DURATION_SECONDS=${leaseSeconds} (the default), the standby retries every ${leaseSeconds / 5} s; a leader stopped normally releases the lease and hands over within one retry`,
  };
}
