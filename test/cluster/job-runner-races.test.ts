import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { BatchV1Api, type V1Job } from '@kubernetes/client-node';
import { pino } from 'pino';
import { KubernetesJobRunner } from '../../runner/kubernetes/kubernetes-runner.js';
import { createTestNamespace, kubeConfig } from '../env/test-env.js';
import { KubeletStandIn } from '../kubelet/kubelet-stand-in.js';
import { startApiserverProxy, type ApiserverProxy } from '../support/apiserver-proxy.js';
import { pollUntil } from '../support/proc.js';

/*
 * The render queue (MONTAGE_JOB_CONCURRENCY in a cluster) under the races a real cluster produces, against the real
 * kube-apiserver and Job controller, through a proxy that makes the races happen on demand.
 */
const logger = pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });
const batch = kubeConfig().makeApiClient(BatchV1Api);

const request = (name: string) => ({
  name,
  spec: { type: 'export' as const, exportId: 'exp_abcdefghijklmnopqrstu', chapters: [{ key: 'a.mp4', durationSeconds: 1 }], outputKey: 'o', resultKey: 'r', progressKey: 'p' },
  deadlineSeconds: 120,
});

const isFinished = (job: V1Job) => (job.status?.conditions ?? []).some((c) => (c.type === 'Complete' || c.type === 'Failed') && c.status === 'True');
const isActive = (job: V1Job) => !job.spec?.suspend && !isFinished(job);

describe('the Kubernetes Job runner under races', () => {
  let namespace: { name: string; remove(): Promise<void> };
  let proxy: ApiserverProxy;
  let runner: KubernetesJobRunner | undefined;
  let kubelet: KubeletStandIn | undefined;

  const startRunner = (maxActive: number, command = ['true']) => {
    runner = new KubernetesJobRunner(
      proxy.kubeConfig(),
      { namespace: namespace.name, image: 'montage:test', command, backoffLimit: 0, ttlSecondsAfterFinished: 600, scratchSize: '1Gi', maxActive },
      logger,
    );
    runner.start();
    return runner;
  };
  const jobs = async () => (await batch.listNamespacedJob({ namespace: namespace.name })).items;
  const read = (name: string) => batch.readNamespacedJob({ name, namespace: namespace.name });

  beforeEach(async () => {
    namespace = await createTestNamespace('job-races');
    proxy = await startApiserverProxy(kubeConfig());
  });
  afterEach(async () => {
    kubelet?.stop();
    kubelet = undefined;
    await runner?.stop();
    runner = undefined;
    await proxy.close();
    await namespace.remove();
  });

  it('resumes a queued Job whose create response arrived after the watch had delivered a newer copy', async () => {
    const runner = startRunner(1);
    await runner.ensure(request('montage-export-first'));
    // Hold the second create's response until the watch has relayed the Job controller's `Suspended` condition,
    // a newer version of the Job than the create response carries.
    const release = proxy.hold((r) => r.method === 'POST' && r.path.endsWith('/jobs'));
    const created = runner.ensure(request('montage-export-queued'));
    await pollUntil('the watch to deliver the Suspended condition', () =>
      proxy.watchLines.some((line) => line.includes('"name":"montage-export-queued"') && line.includes('"type":"Suspended"')) || undefined,
    20_000);
    release();
    await created;
    expect((await read('montage-export-queued')).spec?.suspend).toBe(true);

    // The slot frees; the queued Job's reconciler polls its status as it does every second.
    await runner.delete('montage-export-first');
    await pollUntil('the first Job to be gone', async () => ((await jobs()).some((j) => j.metadata?.name === 'montage-export-first') ? undefined : true), 20_000);
    const patchesBefore = proxy.requests.filter((r) => r.method === 'PATCH').length;
    await pollUntil('the queued Job to be resumed', async () => {
      await runner.status('montage-export-queued');
      return (await read('montage-export-queued')).spec?.suspend === false || undefined;
    }, 10_000, 200);
    // One resume, not a loop of refused ones (a conflict is read again and retried, at most a couple of times).
    expect(proxy.requests.filter((r) => r.method === 'PATCH').length - patchesBefore).toBeLessThanOrEqual(3);
  });

  it('admits exactly as many Jobs as the limit when many reconciles ensure at once', async () => {
    const runner = startRunner(1);
    proxy.jitterMs = 50;
    await Promise.all(Array.from({ length: 20 }, (_, i) => runner.ensure(request(`montage-export-burst-${i}`))));
    const all = await jobs();
    expect(all).toHaveLength(20);
    expect(all.filter(isActive).map((j) => j.metadata?.name)).toHaveLength(1);
  });

  it.each([1, 2])('keeps its invariants with random delays and watch errors (limit %i)', async (limit) => {
    kubelet = new KubeletStandIn({ kubeConfig: kubeConfig(), namespace: namespace.name, logger, labelSelector: 'app.kubernetes.io/component=render-job' });
    kubelet.start();
    // Each render takes 0.1-0.6 s; the reconcilers below poll at random intervals, the proxy delays every answer.
    const runner = startRunner(limit, ['node', '-e', 'setTimeout(() => {}, 100 + Math.random() * 500)']);
    proxy.jitterMs = 80;
    const names = Array.from({ length: 12 }, (_, i) => `montage-prompt-race-${limit}-${i}`);
    const violations: string[] = [];
    const freeSlotSince = new Map<string, number>();
    let monitoring = true;
    const monitor = (async () => {
      while (monitoring) {
        const all = await jobs();
        const active = all.filter(isActive);
        if (active.length > limit) violations.push(`${active.length} Jobs running with a limit of ${limit}`);
        const queued = all.filter((j) => j.spec?.suspend && !isFinished(j));
        for (const job of queued) {
          const name = job.metadata!.name!;
          if (active.length >= limit) freeSlotSince.delete(name);
          else if (!freeSlotSince.has(name)) freeSlotSince.set(name, Date.now());
          else if (Date.now() - freeSlotSince.get(name)! > 5_000) violations.push(`${name} stayed suspended for 5 s with a free slot`);
        }
        await new Promise((r) => setTimeout(r, 100));
      }
    })();
    // Watch errors during the run: the queue must not depend on an unbroken watch.
    const errors = setInterval(() => proxy.injectWatchError(504, 'Timeout', 'Too large resource version'), 1_500);
    const outcomes = await Promise.all(
      names.map(async (name, i) => {
        await new Promise((r) => setTimeout(r, i * 50 * Math.random()));
        await runner.ensure(request(name));
        // Like a reconciler: poll until the Job finished, within the deadline a prompt has.
        return pollUntil(`${name} to finish`, async () => {
          const status = await runner.status(name);
          return status.state === 'succeeded' || status.state === 'failed' ? status.state : undefined;
        }, 90_000, 100 + Math.floor(Math.random() * 300));
      }),
    );
    clearInterval(errors);
    monitoring = false;
    await monitor;
    expect(violations).toEqual([]);
    expect(outcomes).toEqual(names.map(() => 'succeeded'));
  }, 150_000);
});
