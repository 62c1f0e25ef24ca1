import { BatchV1Api, type KubeConfig, type V1Job, type V1Toleration } from '@kubernetes/client-node';
import type { Logger } from 'pino';
import { watchForever } from '../../lib/kube/watch-loop.js';
import { LABELS } from '../../model/kinds.js';
import type { JobRequest, JobRunner, JobStatus } from '../job-runner.js';

export interface KubernetesRunnerSettings {
  namespace: string;
  image: string;
  /** The engine's command in the image, e.g. ["node", "dist/engine/main.js"]. */
  command: string[];
  imagePullPolicy?: string;
  /** Environment for the engine (storage settings); secrets come from `envFromSecret`, never inline. */
  env?: Record<string, string>;
  envFromSecret?: string;
  resources?: { requests?: Record<string, string>; limits?: Record<string, string> };
  nodeSelector?: Record<string, string>;
  tolerations?: V1Toleration[];
  backoffLimit: number;
  ttlSecondsAfterFinished: number;
  /** Size limit of the scratch space renders use. */
  scratchSize: string;
}

const JOB_SELECTOR = `${LABELS.managedBy}=montage,app.kubernetes.io/component=render-job`;

/**
 * Runs engine jobs as Kubernetes Jobs. The pod gets no service-account token and no Kubernetes API access, runs
 * as non-root with a read-only root filesystem, and writes only to an emptyDir scratch volume.
 */
export class KubernetesJobRunner implements JobRunner {
  private readonly batch: BatchV1Api;
  private readonly listeners = new Set<(name: string) => void>();
  private stopWatch?: () => void;

  constructor(
    private readonly kubeConfig: KubeConfig,
    private readonly settings: KubernetesRunnerSettings,
    private readonly logger: Logger,
  ) {
    this.batch = kubeConfig.makeApiClient(BatchV1Api);
  }

  start(): void {
    this.stopWatch = watchForever({
      kubeConfig: this.kubeConfig,
      path: `/apis/batch/v1/namespaces/${this.settings.namespace}/jobs`,
      query: { labelSelector: JOB_SELECTOR },
      onEvent: (_type, job) => {
        const name = (job as V1Job).metadata?.name;
        if (name) for (const listener of this.listeners) listener(name);
      },
      logger: this.logger,
    });
  }

  async ensure(request: JobRequest): Promise<void> {
    try {
      await this.batch.createNamespacedJob({ namespace: this.settings.namespace, body: this.manifest(request) });
    } catch (err) {
      // The deterministic name makes a second create a no-op: the job already exists.
      if ((err as { code?: number }).code !== 409) throw err;
    }
  }

  async status(name: string): Promise<JobStatus> {
    let job: V1Job;
    try {
      job = await this.batch.readNamespacedJob({ name, namespace: this.settings.namespace });
    } catch (err) {
      if ((err as { code?: number }).code === 404) return { state: 'absent' };
      throw err;
    }
    const condition = (type: string) => job.status?.conditions?.find((c) => c.type === type && c.status === 'True');
    if (condition('Complete')) return { state: 'succeeded' };
    const failed = condition('Failed');
    if (failed) return { state: 'failed', message: [failed.reason, failed.message].filter(Boolean).join(': ') || 'the Job failed' };
    return { state: (job.status?.active ?? 0) > 0 ? 'running' : 'pending' };
  }

  async delete(name: string): Promise<void> {
    try {
      await this.batch.deleteNamespacedJob({ name, namespace: this.settings.namespace, propagationPolicy: 'Background' });
    } catch (err) {
      if ((err as { code?: number }).code !== 404) throw err;
    }
  }

  onChange(listener: (name: string) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async stop(): Promise<void> {
    this.stopWatch?.();
  }

  manifest(request: JobRequest): V1Job {
    const s = this.settings;
    const labels = { ...request.labels, [LABELS.managedBy]: 'montage', 'app.kubernetes.io/component': 'render-job', 'app.kubernetes.io/name': 'montage' };
    return {
      apiVersion: 'batch/v1',
      kind: 'Job',
      metadata: {
        name: request.name,
        namespace: s.namespace,
        labels,
        ...(request.owner ? { ownerReferences: [{ ...request.owner, controller: true, blockOwnerDeletion: true }] } : {}),
      },
      spec: {
        backoffLimit: s.backoffLimit,
        activeDeadlineSeconds: request.deadlineSeconds,
        ttlSecondsAfterFinished: s.ttlSecondsAfterFinished,
        template: {
          metadata: { labels },
          spec: {
            restartPolicy: 'Never',
            automountServiceAccountToken: false,
            enableServiceLinks: false,
            securityContext: { runAsNonRoot: true, runAsUser: 10001, runAsGroup: 10001, fsGroup: 10001, seccompProfile: { type: 'RuntimeDefault' } },
            ...(s.nodeSelector ? { nodeSelector: s.nodeSelector } : {}),
            ...(s.tolerations ? { tolerations: s.tolerations } : {}),
            containers: [
              {
                name: 'engine',
                image: s.image,
                imagePullPolicy: s.imagePullPolicy ?? 'IfNotPresent',
                command: s.command,
                env: [
                  { name: 'MONTAGE_JOB', value: JSON.stringify(request.spec) },
                  { name: 'TMPDIR', value: '/scratch' },
                  ...Object.entries(s.env ?? {}).map(([name, value]) => ({ name, value })),
                ],
                ...(s.envFromSecret ? { envFrom: [{ secretRef: { name: s.envFromSecret } }] } : {}),
                ...(s.resources ? { resources: s.resources } : {}),
                terminationMessagePolicy: 'FallbackToLogsOnError',
                securityContext: {
                  allowPrivilegeEscalation: false,
                  readOnlyRootFilesystem: true,
                  runAsNonRoot: true,
                  capabilities: { drop: ['ALL'] },
                },
                volumeMounts: [{ name: 'scratch', mountPath: '/scratch' }],
              },
            ],
            volumes: [{ name: 'scratch', emptyDir: { sizeLimit: s.scratchSize } }],
          },
        },
      },
    };
  }
}
