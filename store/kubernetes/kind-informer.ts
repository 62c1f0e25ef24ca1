import { makeInformer, type Informer, type KubeConfig, type KubernetesListObject, type KubernetesObject } from '@kubernetes/client-node';

export type InformerFactory = (
  kubeConfig: KubeConfig,
  path: string,
  list: () => Promise<KubernetesListObject<KubernetesObject>>,
) => Informer<KubernetesObject>;

export interface KindInformerOptions {
  kubeConfig: KubeConfig;
  /** The collection's API path, e.g. /apis/montage.dev/v1alpha1/namespaces/ns/prompts. */
  path: string;
  list(): Promise<KubernetesListObject<KubernetesObject>>;
  /** A full list arrived: the cache is rebuilt from it (first sync, restart, or the informer's own 410 relist). */
  onList(items: KubernetesObject[], listVersion: string): void;
  onUpsert(object: KubernetesObject): void;
  onDelete(object: KubernetesObject): void;
  onError?(err: unknown, retryInMs: number): void;
  makeInformer?: InformerFactory;
  initialDelayMs?: number;
  maxDelayMs?: number;
}

/**
 * One kind's informer, kept alive. client-node's ListWatch relists by itself on 410 Gone, but any other error
 * (apiserver restart, network, an aborted request) makes it emit `error` and stop for good. Then this starts a
 * brand-new informer after a backoff (1 s, doubling to 30 s while failures repeat): a new one lists from scratch,
 * so a restart is always a full resync, and events of a replaced informer are ignored.
 */
export class KindInformer {
  private generation = 0;
  private current: Informer<KubernetesObject> | undefined;
  private timer: NodeJS.Timeout | undefined;
  private stopped = true;
  private delay: number;
  private launchedAt = 0;
  private synced!: Promise<void>;
  private markSynced!: () => void;
  private failSync!: (err: Error) => void;
  private readonly listWaiters: (() => void)[] = [];

  constructor(private readonly options: KindInformerOptions) {
    this.delay = options.initialDelayMs ?? 1_000;
  }

  /** Resolves once a first list has been taken into the cache (retrying through errors until then). */
  start(): Promise<void> {
    if (!this.stopped) return this.synced;
    this.stopped = false;
    this.synced = new Promise((resolve, reject) => {
      this.markSynced = resolve;
      this.failSync = reject;
    });
    this.launch();
    return this.synced;
  }

  async stop(): Promise<void> {
    if (!this.stopped) this.failSync(new Error(`stopped before ${this.options.path} was listed`)); // no-op once synced
    this.stopped = true;
    for (const resolve of this.listWaiters.splice(0)) resolve();
    clearTimeout(this.timer);
    this.generation++;
    const informer = this.current;
    this.current = undefined;
    await informer?.stop();
  }

  /** Replaces the informer now, as after an error; resolves once the new one's full list is in the cache. */
  restart(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    clearTimeout(this.timer);
    void this.current?.stop();
    const listed = new Promise<void>((resolve) => this.listWaiters.push(resolve));
    this.launch();
    return listed;
  }

  private launch(): void {
    const generation = ++this.generation;
    const live = () => generation === this.generation && !this.stopped;
    const factory = this.options.makeInformer ?? makeInformer;
    const informer = factory(this.options.kubeConfig, this.options.path, async () => {
      const list = await this.options.list();
      if (live()) {
        this.options.onList(list.items ?? [], list.metadata?.resourceVersion ?? '');
        this.markSynced();
        for (const resolve of this.listWaiters.splice(0)) resolve();
      }
      return list;
    });
    informer.on('add', (object) => live() && this.options.onUpsert(object));
    informer.on('update', (object) => live() && this.options.onUpsert(object));
    informer.on('delete', (object) => live() && this.options.onDelete(object));
    informer.on('error', (err?: unknown) => {
      if (live()) this.failed(informer, err);
    });
    this.current = informer;
    this.launchedAt = Date.now();
    informer.start().catch((err: unknown) => {
      if (live()) this.failed(informer, err);
    });
  }

  private failed(informer: Informer<KubernetesObject>, err: unknown): void {
    this.generation++; // nothing more from this informer counts
    void informer.stop();
    const initial = this.options.initialDelayMs ?? 1_000;
    const max = this.options.maxDelayMs ?? 30_000;
    // An informer that stayed up longer than the longest backoff was healthy: start the backoff over.
    if (Date.now() - this.launchedAt >= max) this.delay = initial;
    const wait = this.delay;
    this.delay = Math.min(this.delay * 2, max);
    this.options.onError?.(err, wait);
    this.timer = setTimeout(() => {
      if (!this.stopped) this.launch();
    }, wait);
    this.timer.unref();
  }
}
