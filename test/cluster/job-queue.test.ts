import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { BatchV1Api } from '@kubernetes/client-node';
import { pino } from 'pino';
import { KubernetesJobRunner } from '../../runner/kubernetes/kubernetes-runner.js';
import { waitFor } from '../api/http.js';
import { createTestNamespace, kubeConfig } from '../env/test-env.js';

/*
 * MONTAGE_JOB_CONCURRENCY in a cluster: beyond the limit, render Jobs are created suspended (no Pod, no deadline
 * running) and resumed oldest first when a running one finishes or goes away. Against the real kube-apiserver.
 */
describe('render Job concurrency limit (suspended Jobs as the queue)', () => {
  let namespace: { name: string; remove(): Promise<void> };
  let runner: KubernetesJobRunner;
  const batch = kubeConfig().makeApiClient(BatchV1Api);
  const request = (name: string) => ({
    name,
    spec: { type: 'export' as const, exportId: 'exp_abcdefghijklmnopqrstu', chapters: [{ key: 'a.mp4', durationSeconds: 1 }], outputKey: 'o', resultKey: 'r', progressKey: 'p' },
    deadlineSeconds: 60,
  });
  const suspended = async (name: string) => (await batch.readNamespacedJob({ name, namespace: namespace.name })).spec?.suspend === true;

  beforeAll(async () => {
    namespace = await createTestNamespace('job-queue');
    runner = new KubernetesJobRunner(
      kubeConfig(),
      { namespace: namespace.name, image: 'montage:test', command: ['true'], backoffLimit: 0, ttlSecondsAfterFinished: 60, scratchSize: '1Gi', maxActive: 1 },
      pino({ level: 'silent' }),
    );
    runner.start();
  });
  afterAll(async () => {
    await runner.stop();
    await namespace.remove();
  });

  it('runs one Job at a time; the next resumes when the running one is gone', async () => {
    const woken: string[] = [];
    runner.onChange((name) => woken.push(name));
    await runner.ensure(request('montage-export-a'));
    await runner.ensure(request('montage-export-b'));
    await runner.ensure(request('montage-export-c'));
    expect(await suspended('montage-export-a')).toBe(false);
    expect(await suspended('montage-export-b')).toBe(true);
    expect(await suspended('montage-export-c')).toBe(true);
    // Polling a queued Job while the slot is taken leaves it queued.
    expect(await runner.status('montage-export-c')).toEqual({ state: 'pending', queued: true });
    expect(await runner.status('montage-export-b')).toEqual({ state: 'pending', queued: true });
    expect(await suspended('montage-export-b')).toBe(true);

    woken.length = 0;
    await runner.delete('montage-export-a');
    // The watch sees the slot freed and wakes the oldest waiting Job's reconciler...
    await waitFor('b to be woken', async () => (woken.includes('montage-export-b') ? true : undefined), 10_000);
    // ...and only the first in line is resumed when polled (c stays queued behind b).
    expect(await runner.status('montage-export-c')).toEqual({ state: 'pending', queued: true });
    expect(await suspended('montage-export-c')).toBe(true);
    await runner.status('montage-export-b');
    expect(await suspended('montage-export-b')).toBe(false);
    expect(await suspended('montage-export-c')).toBe(true);
  });
});
