import { BatchV1Api, PatchStrategy, setHeaderOptions, type KubeConfig, type V1Job, type V1Toleration } from '@kubernetes/client-node';
import type { Logger } from 'pino';
import { watchForever } from '../../lib/kube/watch-loop.js';
import { RESTRICTED_CONTAINER_SECURITY_CONTEXT, RESTRICTED_POD_SECURITY_CONTEXT } from '../../lib/kube/pod-security.js';
import { LABELS } from '../../model/kinds.js';
import type { JobRequest, JobRunner, JobStatus } from '../job-runner.js';

export interface KubernetesRunnerSettings {
  namespace: string;
  image: string;
  /** The engine's command in the image, e.g. ["node", "dist/engine/main.js"]. */
  command: string[];
  imagePullPolicy?: string;
  /** Environment for the engine (storage settings); secrets come from `envFromSecrets`, never inline. */
  env?: Record<string, string>;
  /** Secrets whose keys become the engine's environment (S3 credentials, LLM settings). */
  envFromSecrets?: string[];
  /** The Pods' ServiceAccount: one with no permissions (its token is never mounted either way). */
  serviceAccountName?: string;
  resources?: { requests?: Record<string, string>; limits?: Record<string, string> };
  nodeSelector?: Record<string, string>;
  tolerations?: V1Toleration[];
  backoffLimit: number;
  ttlSecondsAfterFinished: number;
  /** Size limit of the scratch space renders use. */
  scratchSize: string;
  /**
   * At most this many render Jobs run at once; more are created suspended (`spec.suspend`, so no Pod and no
   * deadline yet) and resumed, oldest first, as running ones finish. Unset: no limit.
   */
  maxActive?: number;
}

const JOB_SELECTOR = `${LABELS.managedBy}=montage,app.kubernetes.io/component=render-job`;

/**
 * Runs engine jobs as Kubernetes Jobs. The pod gets no service-account token and no Kubernetes API access, runs
 * as non-root with a read-only root filesystem, and writes only to an emptyDir scratch volume.
 */
export class KubernetesJobRunner implements JobRunner {
  private readonly batch: BatchV1Api;
  private readonly listeners = new Set<(name: string) => void>();
  /** The Jobs this runner manages, as the watch last saw them: how many run is counted here. */
  private readonly jobs = new Map<string, V1Job>();
  /** Set once the watch has listed every Job: from then on `jobs` answers status calls. */
  private synced = false;
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
      onEvent: (type, job) => {
        const name = (job as V1Job).metadata?.name;
        if (!name) return;
        if (type === 'DELETED') this.jobs.delete(name);
        else this.jobs.set(name, job as V1Job);
        for (const listener of this.listeners) listener(name);
        // A finished or deleted Job frees a slot: wake the oldest waiting one, whose reconciler resumes it.
        if (this.settings.maxActive !== undefined && (type === 'DELETED' || finished(job as V1Job))) {
          const next = this.waiting()[0];
          if (next) for (const listener of this.listeners) listener(next);
        }
      },
      resync: async () => {
        const list = await this.batch.listNamespacedJob({ namespace: this.settings.namespace, labelSelector: JOB_SELECTOR });
        this.jobs.clear();
        for (const job of list.items) if (job.metadata?.name) this.jobs.set(job.metadata.name, job);
        this.synced = true;
      },
      logger: this.logger,
    });
  }

  /** Jobs that run or will as soon as the Job controller gets to them. */
  private activeCount(): number {
    return [...this.jobs.values()].filter((job) => !job.spec?.suspend && !finished(job)).length;
  }

  /** Suspended Jobs, oldest first: the queue. */
  private waiting(): string[] {
    return [...this.jobs.values()]
      .filter((job) => job.spec?.suspend && !finished(job))
      .sort((a, b) => createdAt(a) - createdAt(b) || (a.metadata!.name! < b.metadata!.name! ? -1 : 1))
      .map((job) => job.metadata!.name!);
  }

  async ensure(request: JobRequest): Promise<void> {
    const max = this.settings.maxActive;
    const suspend = max !== undefined && (this.activeCount() >= max || this.waiting().length > 0);
    try {
      const created = await this.batch.createNamespacedJob({ namespace: this.settings.namespace, body: this.manifest(request, { suspend }) });
      this.jobs.set(request.name, created);
    } catch (err) {
      // The deterministic name makes a second create a no-op: the job already exists.
      if ((err as { code?: number }).code !== 409) throw err;
    }
  }

  /**
   * From the watch's cache, as controller-runtime's clients read: reconcilers call this every second for each
   * unfinished prompt, and a GET each time was most of the apiserver's load with 500 Jobs queued (bench). A Job
   * the cache does not hold (not synced yet, or deleted) is read from the apiserver, so `absent` is never a guess.
   */
  async status(name: string): Promise<JobStatus> {
    let job = this.synced ? this.jobs.get(name) : undefined;
    if (!job) {
      try {
        job = await this.batch.readNamespacedJob({ name, namespace: this.settings.namespace });
      } catch (err) {
        if ((err as { code?: number }).code === 404) return { state: 'absent' };
        throw err;
      }
    }
    const condition = (type: string) => job.status?.conditions?.find((c) => c.type === type && c.status === 'True');
    if (job.spec?.suspend && !finished(job)) {
      await this.resumeIfFree(job);
      return { state: 'pending' };
    }
    if (condition('Complete')) return { state: 'succeeded' };
    const failed = condition('Failed');
    if (failed) return { state: 'failed', message: [failed.reason, failed.message].filter(Boolean).join(': ') || 'the Job failed' };
    return { state: (job.status?.active ?? 0) > 0 ? 'running' : 'pending' };
  }

  /** Resumes a suspended Job when a slot is free and it is first in the queue (only the leader calls this). */
  private async resumeIfFree(job: V1Job): Promise<void> {
    const max = this.settings.maxActive ?? Infinity;
    const name = job.metadata!.name!;
    this.jobs.set(name, job);
    const free = max - this.activeCount();
    if (free <= 0 || !this.waiting().slice(0, free).includes(name)) return;
    try {
      // A merge patch carrying the resourceVersion read: the apiserver refuses it (409) if the Job changed since.
      // (A replace would need a typed V1Job; the watch's objects are plain JSON.)
      const resumed = await this.batch.patchNamespacedJob(
        { name, namespace: this.settings.namespace, body: { metadata: { resourceVersion: job.metadata!.resourceVersion }, spec: { suspend: false } } },
        setHeaderOptions('Content-Type', PatchStrategy.MergePatch),
      );
      this.jobs.set(name, resumed);
    } catch (err) {
      // Changed since it was read: the next status call tries again.
      if ((err as { code?: number }).code !== 409) throw err;
    }
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

  manifest(request: JobRequest, options: { suspend?: boolean } = {}): V1Job {
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
        ...(options.suspend ? { suspend: true } : {}),
        template: {
          metadata: { labels },
          spec: {
            restartPolicy: 'Never',
            ...(s.serviceAccountName ? { serviceAccountName: s.serviceAccountName } : {}),
            automountServiceAccountToken: false,
            enableServiceLinks: false,
            securityContext: { ...RESTRICTED_POD_SECURITY_CONTEXT },
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
                ...(s.envFromSecrets?.length ? { envFrom: s.envFromSecrets.map((name) => ({ secretRef: { name } })) } : {}),
                ...(s.resources ? { resources: s.resources } : {}),
                terminationMessagePolicy: 'FallbackToLogsOnError',
                securityContext: { ...RESTRICTED_CONTAINER_SECURITY_CONTEXT, capabilities: { drop: [...RESTRICTED_CONTAINER_SECURITY_CONTEXT.capabilities.drop] } },
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

function finished(job: V1Job): boolean {
  return (job.status?.conditions ?? []).some((c) => (c.type === 'Complete' || c.type === 'Failed') && c.status === 'True');
}

function createdAt(job: V1Job): number {
  return job.metadata?.creationTimestamp ? new Date(job.metadata.creationTimestamp).getTime() : 0;
}
