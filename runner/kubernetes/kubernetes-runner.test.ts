import { describe, expect, it } from '@jest/globals';
import { KubeConfig } from '@kubernetes/client-node';
import { pino } from 'pino';
import { loadConfig } from '../../lib/config.js';
import { clusterJobEnvironment } from '../../runtime/engine-env.js';
import { KubernetesJobRunner, type KubernetesRunnerSettings } from './kubernetes-runner.js';

/** The render Job manifest from the controller's settings, as the chart sets them (MONTAGE_JOB_* variables). */
function runnerFrom(env: Record<string, string>): KubernetesJobRunner {
  const config = loadConfig({ MONTAGE_MODE: 'cluster', ...env });
  const settings: KubernetesRunnerSettings = {
    namespace: 'ns',
    image: config.MONTAGE_JOB_IMAGE,
    command: config.MONTAGE_JOB_COMMAND.split(/\s+/),
    imagePullPolicy: config.MONTAGE_JOB_IMAGE_PULL_POLICY,
    env: clusterJobEnvironment(config),
    envFromSecrets: config.MONTAGE_JOB_ENV_SECRET,
    serviceAccountName: config.MONTAGE_JOB_SERVICE_ACCOUNT,
    resources: config.MONTAGE_JOB_RESOURCES,
    nodeSelector: config.MONTAGE_JOB_NODE_SELECTOR,
    tolerations: config.MONTAGE_JOB_TOLERATIONS as never,
    backoffLimit: config.MONTAGE_JOB_BACKOFF_LIMIT,
    ttlSecondsAfterFinished: config.MONTAGE_JOB_TTL_SECONDS,
    scratchSize: config.MONTAGE_JOB_SCRATCH_SIZE,
    maxActive: config.MONTAGE_JOB_CONCURRENCY,
  };
  // A kubeconfig that is never contacted: only the manifest is built.
  const kubeConfig = new KubeConfig();
  kubeConfig.loadFromClusterAndUser({ name: 'none', server: 'https://127.0.0.1:1', skipTLSVerify: true }, { name: 'none' });
  return new KubernetesJobRunner(kubeConfig, settings, pino({ level: 'silent' }));
}

const request = {
  name: 'montage-export-exp-x',
  spec: { type: 'export' as const, exportId: 'exp_abcdefghijklmnopqrstu', chapters: [{ key: 'a.mp4', durationSeconds: 1 }], outputKey: 'o', resultKey: 'r', progressKey: 'p' },
  deadlineSeconds: 900,
};

describe('render Job manifest', () => {
  it('carries the scheduling, resources, identity and environment settings', () => {
    const job = runnerFrom({
      MONTAGE_JOB_IMAGE: 'registry.example.com/montage:1.2.3',
      MONTAGE_JOB_IMAGE_PULL_POLICY: 'Always',
      MONTAGE_JOB_SERVICE_ACCOUNT: 'rel-render-job',
      MONTAGE_JOB_ENV_SECRET: 'montage-llm, llm-extra',
      MONTAGE_JOB_ENV: '{"MONTAGE_MODE":"embedded","MONTAGE_LLM_URL":"http://llm.internal:8000"}',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_BUCKET: 'videos',
      S3_ACCESS_KEY_ID: 'controller-only',
      MONTAGE_JOB_RESOURCES: '{"requests":{"cpu":"2","memory":"2Gi"},"limits":{"cpu":4}}',
      MONTAGE_JOB_NODE_SELECTOR: '{"montage.dev/render":"true"}',
      MONTAGE_JOB_TOLERATIONS: '[{"key":"render","operator":"Exists","effect":"NoSchedule"}]',
      MONTAGE_JOB_TTL_SECONDS: '600',
      MONTAGE_JOB_BACKOFF_LIMIT: '2',
    }).manifest(request);
    const pod = job.spec!.template.spec!;
    const container = pod.containers[0]!;
    expect(job.spec).toMatchObject({ backoffLimit: 2, ttlSecondsAfterFinished: 600, activeDeadlineSeconds: 900 });
    expect(job.spec!.suspend).toBeUndefined();
    expect(pod).toMatchObject({
      serviceAccountName: 'rel-render-job',
      automountServiceAccountToken: false,
      nodeSelector: { 'montage.dev/render': 'true' },
      tolerations: [{ key: 'render', operator: 'Exists', effect: 'NoSchedule' }],
    });
    expect(container).toMatchObject({ image: 'registry.example.com/montage:1.2.3', imagePullPolicy: 'Always', resources: { requests: { cpu: '2', memory: '2Gi' }, limits: { cpu: '4' } } });
    expect(container.envFrom).toEqual([{ secretRef: { name: 'montage-llm' } }, { secretRef: { name: 'llm-extra' } }]);
    // The runner sets the engine's mode; MONTAGE_JOB_ENV adds plain settings but cannot change the mode. No storage
    // setting or credential reaches the Pod: the Job's grant (presigned URLs) is its only way to S3.
    expect(container.env!.map((e) => e.name).sort()).toEqual(['LOG_LEVEL', 'MONTAGE_JOB', 'MONTAGE_LLM_URL', 'MONTAGE_MODE', 'TMPDIR']);
    expect(container.env).toEqual(expect.arrayContaining([{ name: 'MONTAGE_MODE', value: 'cluster' }, { name: 'TMPDIR', value: '/scratch' }]));
    expect(JSON.stringify(container.env)).not.toMatch(/controller-only|videos|127\.0\.0\.1:9000/);
  });

  it('runs under the restricted Pod Security Standard, writing only to the scratch volume', () => {
    const pod = runnerFrom({}).manifest(request).spec!.template.spec!;
    expect(pod.securityContext).toEqual({ runAsNonRoot: true, runAsUser: 10001, runAsGroup: 10001, fsGroup: 10001, seccompProfile: { type: 'RuntimeDefault' } });
    expect(pod.containers[0]!.securityContext).toEqual({ allowPrivilegeEscalation: false, readOnlyRootFilesystem: true, runAsNonRoot: true, capabilities: { drop: ['ALL'] } });
    expect(pod.volumes).toEqual([{ name: 'scratch', emptyDir: { sizeLimit: '2Gi' } }]);
    expect(pod.serviceAccountName).toBeUndefined();
  });

  it('is created suspended when asked (the concurrency queue)', () => {
    expect(runnerFrom({}).manifest(request, { suspend: true }).spec!.suspend).toBe(true);
  });

  it('refuses malformed settings at startup', () => {
    expect(() => loadConfig({ MONTAGE_JOB_TOLERATIONS: '{"not":"a list"}' })).toThrow(/MONTAGE_JOB_TOLERATIONS/);
    expect(() => loadConfig({ MONTAGE_JOB_ENV: '["x"]' })).toThrow(/MONTAGE_JOB_ENV/);
    expect(() => loadConfig({ MONTAGE_JOB_IMAGE_PULL_POLICY: 'Sometimes' })).toThrow(/MONTAGE_JOB_IMAGE_PULL_POLICY/);
  });
});
