import { BatchV1Api, PatchStrategy, setHeaderOptions, type KubeConfig, type V1Job, type V1JobSpec, type V1Toleration } from '@kubernetes/client-node';
import type { Logger } from 'pino';
import { watchForever } from '../../lib/kube/watch-loop.js';
import { RESTRICTED_CONTAINER_SECURITY_CONTEXT, RESTRICTED_POD_SECURITY_CONTEXT } from '../../lib/kube/pod-security.js';
import { LABELS } from '../../model/kinds.js';
import type { IndexedRequest, JobRequest, JobRunner, JobStatus } from '../job-runner.js';

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

const STUCK_RESUME_MS = 5_000;

const JOB_SELECTOR = `${LABELS.managedBy}=montage,app.kubernetes.io/component=render-job`;

/**
 * Runs engine jobs as Kubernetes Jobs. The pod gets no service-account token and no Kubernetes API access, runs
 * as non-root with a read-only root filesystem, and writes only to an emptyDir scratch volume.
 */
export class KubernetesJobRunner implements JobRunner {
  readonly indexedJobs = true;
  private readonly batch: BatchV1Api;
  private readonly listeners = new Set<(name: string) => void>();
  /** The Jobs this runner manages, as the watch last saw them: how many run is counted here. */
  private readonly jobs = new Map<string, V1Job>();
  /** Set once the watch has listed every Job: from then on `jobs` answers status calls. */
  private synced = false;
  private markListed!: () => void;
  /** Resolves at the first list: admission counts running Jobs from the cache, so it waits for it. */
  private readonly listed = new Promise<void>((resolve) => (this.markListed = resolve));
  private stopWatch?: () => void;
  /** The tail of the admission critical section (see `admit`). */
  private admission: Promise<unknown> = Promise.resolve();
  /** Queued Jobs that could have been resumed but were not, since when (for the stuck-resume warning). */
  private readonly blockedSince = new Map<string, number>();
  /**
   * Creates admitted but not answered yet: counted like the Jobs they will be, so the slot they take is taken
   * from the moment it is decided, while the request itself runs outside the critical section.
   */
  private readonly creating = new Map<string, { suspend: boolean; at: number }>();
  /** The queue in order, memoized: reconcilers of queued Jobs ask for it every second each. */
  private waitingMemo?: string[];

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
      list: async () => {
        const list = await this.batch.listNamespacedJob({ namespace: this.settings.namespace, labelSelector: JOB_SELECTOR });
        this.jobs.clear();
        this.waitingMemo = undefined;
        for (const job of list.items) if (job.metadata?.name) this.jobs.set(job.metadata.name, job);
        this.synced = true;
        this.markListed();
        return list.metadata?.resourceVersion ?? '';
      },
      onEvent: (type, object) => {
        const job = object as V1Job;
        const name = job.metadata?.name;
        if (!name) return;
        if (type === 'DELETED') this.forget(name);
        else this.remember(job);
        for (const listener of this.listeners) listener(name);
        // A finished or deleted Job frees a slot: wake the oldest waiting one, whose reconciler resumes it.
        if (this.settings.maxActive !== undefined && (type === 'DELETED' || finished(job))) {
          const free = Math.max(1, this.settings.maxActive - this.activeCount());
          for (const next of this.waiting().slice(0, free)) for (const listener of this.listeners) listener(next);
        }
      },
      logger: this.logger,
    });
  }

  /**
   * Caches a copy of a Job unless the cache already holds a newer one. The create and patch responses race the
   * watch: a create response that lands after the watch delivered the Job controller's `Suspended` condition is
   * older, and putting it back made every resume carry a stale resourceVersion (409 forever).
   */
  private remember(job: V1Job): void {
    const name = job.metadata!.name!;
    const cached = this.jobs.get(name);
    if (cached && cached.metadata?.uid === job.metadata?.uid && !isNewer(job, cached)) return;
    this.jobs.set(name, job);
    this.waitingMemo = undefined;
  }

  private forget(name: string): void {
    this.jobs.delete(name);
    this.blockedSince.delete(name);
    this.waitingMemo = undefined;
  }

  /**
   * Admission is one critical section: deciding whether a slot is free and taking it (by registering a create
   * that runs, or by resuming a queued Job) happen with no other decision in between, so concurrent reconciles cannot all
   * see the same free slot. (Only the leader's reconcilers call in, so one process decides.)
   */
  private admit<T>(step: () => Promise<T>): Promise<T> {
    const next = this.admission.then(step, step);
    this.admission = next.catch(() => undefined);
    return next;
  }

  /** Jobs that run or will as soon as the Job controller gets to them. */
  private activeCount(): number {
    let count = 0;
    // Pods, not Jobs: an Indexed Job runs up to its parallelism at once.
    for (const job of this.jobs.values()) if (!job.spec?.suspend && !finished(job)) count += Math.max(1, job.spec?.parallelism ?? 1);
    for (const [name, create] of this.creating) if (!create.suspend && !this.jobs.has(name)) count++;
    return count;
  }

  /** Suspended Jobs (and suspended creates in flight), oldest first: the queue. */
  private waiting(): string[] {
    this.waitingMemo ??= [
      ...[...this.jobs.values()].filter((job) => job.spec?.suspend && !finished(job)).map((job) => ({ name: job.metadata!.name!, at: createdAt(job) })),
      ...[...this.creating].filter(([name, c]) => c.suspend && !this.jobs.has(name)).map(([name, c]) => ({ name, at: c.at })),
    ]
      .sort((a, b) => a.at - b.at || (a.name < b.name ? -1 : 1))
      .map((entry) => entry.name);
    return this.waitingMemo;
  }

  /** Whether a queued Job may take a free slot now: a slot is free and no older queued Job takes it first. */
  private mayResume(name: string): boolean {
    const free = (this.settings.maxActive ?? Infinity) - this.activeCount();
    return free > 0 && this.waiting().slice(0, free).includes(name);
  }

  /**
   * The decision (run now or queue) and the slot it takes are made in the critical section; the create itself
   * runs outside it, counted in `creating` meanwhile. (With the create inside, 500 prompts queued behind one
   * another's round trips: the last Job existed 143 s after its POST in the bench.)
   */
  async ensure(request: JobRequest): Promise<void> {
    if (this.jobs.has(request.name) || this.creating.has(request.name)) return;
    const suspend = await this.admit(async () => {
      if (this.settings.maxActive !== undefined) await this.listed;
      const max = this.settings.maxActive;
      const queue = max !== undefined && (this.activeCount() >= max || this.waiting().length > 0);
      this.creating.set(request.name, { suspend: queue, at: Date.now() });
      this.waitingMemo = undefined;
      return queue;
    });
    try {
      this.remember(await this.batch.createNamespacedJob({ namespace: this.settings.namespace, body: this.manifest(request, { suspend }) }));
    } catch (err) {
      // The deterministic name makes a second create a no-op: the job already exists.
      if ((err as { code?: number }).code !== 409) throw err;
    } finally {
      this.creating.delete(request.name);
      this.waitingMemo = undefined;
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
      job = await this.read(name);
      if (!job) return { state: 'absent' };
    }
    // Being deleted (its Pods are stopping): never resumed, and not gone yet.
    if (job.metadata?.deletionTimestamp) return { state: 'pending' };
    if (job.spec?.suspend && !finished(job)) {
      // Until the first list, the cache cannot count running Jobs: a resume waits for it.
      if (!this.synced) return { state: 'pending', queued: true };
      // Most queued Jobs are not next in line: answer those without joining the admission queue.
      if (!this.mayResume(name)) {
        this.noteWaiting(name, false);
        return { state: 'pending', queued: true };
      }
      job = (await this.admit(() => this.resumeIfFree(name))) ?? job;
      if (job.spec?.suspend) return { state: 'pending', queued: true };
    }
    const current = job;
    const indexes = job.spec?.completionMode === 'Indexed'
      ? { completed: countIndexes(job.status?.completedIndexes), failed: countIndexes(job.status?.failedIndexes), total: job.spec.completions ?? 0 }
      : undefined;
    const withIndexes = <T extends JobStatus>(status: T): T => (indexes ? { ...status, indexes } : status);
    const condition = (type: string) => current.status?.conditions?.find((c) => c.type === type && c.status === 'True');
    if (condition('Complete')) return withIndexes({ state: 'succeeded' });
    const failed = condition('Failed');
    if (failed) return withIndexes({ state: 'failed', message: [failed.reason, failed.message].filter(Boolean).join(': ') || 'the Job failed' });
    // A Pod counts as active from its creation, also while its container cannot start (an image that is not there):
    // the render runs once a Pod is ready. (`ready` is missing only before Kubernetes 1.24: active then.)
    const { active = 0, ready } = job.status ?? {};
    // An Indexed Job with indexes done is running even between two Pods.
    const runs = (active > 0 && (ready === undefined || ready > 0)) || (indexes !== undefined && indexes.completed + indexes.failed > 0);
    return withIndexes({ state: runs ? 'running' : 'pending' });
  }

  private async read(name: string): Promise<V1Job | undefined> {
    try {
      const job = await this.batch.readNamespacedJob({ name, namespace: this.settings.namespace });
      this.remember(job);
      return job;
    } catch (err) {
      if ((err as { code?: number }).code === 404) return undefined;
      throw err;
    }
  }

  /**
   * Resumes a suspended Job when a slot is free and it is first in the queue; returns the resumed Job. The patch
   * carries the resourceVersion read, so the apiserver refuses it (409) if the Job changed since: then the Job is
   * read again and the decision retried with what is current, never silently dropped.
   */
  private async resumeIfFree(name: string): Promise<V1Job | undefined> {
    for (let attempt = 0; attempt < 3; attempt++) {
      const job = this.jobs.get(name);
      if (!job || !job.spec?.suspend || finished(job)) return undefined;
      if (!this.mayResume(name)) {
        // Not its turn: no slot, or Jobs ahead of it take the free ones.
        this.noteWaiting(name, false);
        return undefined;
      }
      try {
        // (A replace would need a typed V1Job; the watch's objects are plain JSON.)
        const resumed = await this.batch.patchNamespacedJob(
          { name, namespace: this.settings.namespace, body: { metadata: { resourceVersion: job.metadata!.resourceVersion }, spec: { suspend: false } } },
          setHeaderOptions('Content-Type', PatchStrategy.MergePatch),
        );
        this.remember(resumed);
        this.blockedSince.delete(name);
        this.logger.info({ job: name, waitedMs: Date.now() - createdAt(job) }, 'resumed queued render Job');
        return resumed;
      } catch (err) {
        const code = (err as { code?: number }).code;
        if (code === 404) {
          this.forget(name);
          return undefined;
        }
        if (code !== 409) throw err;
        this.logger.debug({ job: name, attempt }, 'resume conflicted; reading the Job again');
        if (!(await this.read(name))) {
          this.forget(name);
          return undefined;
        }
      }
    }
    this.noteWaiting(name, true);
    return undefined;
  }

  /** A Job first in line while a slot is free should be resumed within a pass or two; say so when it is not. */
  private noteWaiting(name: string, slotFree: boolean): void {
    if (!slotFree) {
      this.blockedSince.delete(name);
      return;
    }
    const since = this.blockedSince.get(name) ?? Date.now();
    this.blockedSince.set(name, since);
    if (Date.now() - since > STUCK_RESUME_MS) {
      this.logger.warn({ job: name, stuckMs: Date.now() - since, active: this.activeCount(), max: this.settings.maxActive }, 'a queued render Job is not resuming although a slot is free');
    }
  }

  async delete(name: string): Promise<void> {
    try {
      // Foreground: the Job stays (and `status` says it is not absent) until its Pods are gone, so a caller that
      // waits for `absent` knows nothing of the job can still write (controller/cleanup removes its outputs then).
      await this.batch.deleteNamespacedJob({ name, namespace: this.settings.namespace, propagationPolicy: 'Foreground' });
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
        ...(request.indexed ? indexedSpec(request.indexed, s.maxActive) : { backoffLimit: s.backoffLimit }),
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
                ...(request.resources ?? s.resources ? { resources: request.resources ?? s.resources } : {}),
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

/**
 * The Indexed Job's own part of the spec: each index is retried alone (`backoffLimitPerIndex`), the Job fails once
 * more than `maxFailedIndexes` failed for good; the podFailurePolicy fails it at once on the engine's bad-input exit
 * code (no retry can render it) and does not count a Pod lost to a disruption (preemption, eviction, a drained node)
 * against its index. Parallelism never exceeds the render concurrency limit: the limit counts Pods.
 */
function indexedSpec(indexed: IndexedRequest, maxActive: number | undefined): Partial<V1JobSpec> {
  return {
    completionMode: 'Indexed',
    completions: indexed.completions,
    parallelism: Math.max(1, Math.min(indexed.parallelism, indexed.completions, maxActive ?? Infinity)),
    backoffLimitPerIndex: indexed.backoffLimitPerIndex,
    maxFailedIndexes: indexed.maxFailedIndexes,
    podFailurePolicy: {
      rules: [
        { action: 'FailJob', onExitCodes: { containerName: 'engine', operator: 'In', values: [indexed.failJobExitCode] } },
        { action: 'Ignore', onPodConditions: [{ type: 'DisruptionTarget', status: 'True' }] },
      ],
    },
  };
}

/** How many indexes a Job's `completedIndexes`/`failedIndexes` names ("1,3-5" is four). */
export function countIndexes(ranges: string | undefined): number {
  if (!ranges) return 0;
  let count = 0;
  for (const part of ranges.split(',')) {
    const [a, b] = part.split('-').map(Number);
    if (Number.isInteger(a)) count += b !== undefined && Number.isInteger(b) ? b - a! + 1 : 1;
  }
  return count;
}

function finished(job: V1Job): boolean {
  return (job.status?.conditions ?? []).some((c) => (c.type === 'Complete' || c.type === 'Failed') && c.status === 'True');
}

/**
 * resourceVersions are opaque strings by contract; for the same object the apiserver's are etcd revisions, which
 * grow, so a numeric comparison orders them. Anything else is treated as newer (the later arrival wins).
 */
function isNewer(job: V1Job, than: V1Job): boolean {
  const a = job.metadata?.resourceVersion;
  const b = than.metadata?.resourceVersion;
  if (!a || !b || !/^\d+$/.test(a) || !/^\d+$/.test(b)) return true;
  return BigInt(a) > BigInt(b);
}

function createdAt(job: V1Job): number {
  return job.metadata?.creationTimestamp ? new Date(job.metadata.creationTimestamp).getTime() : 0;
}
