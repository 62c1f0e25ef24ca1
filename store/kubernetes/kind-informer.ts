import type { KubeConfig, KubernetesObject } from '@kubernetes/client-node';
import { pino, type Logger } from 'pino';
import { watchForever, type StartWatch } from '../../lib/kube/watch-loop.js';

/** One page of a list: its objects, the collection's resourceVersion, and the token for the next page if any. */
export interface ListedPage {
  items: KubernetesObject[];
  resourceVersion: string;
  continue?: string;
}

export interface KindInformerOptions<T> {
  kubeConfig: KubeConfig;
  /** The collection's API path, e.g. /apis/montage.dev/v1alpha1/namespaces/ns/prompts. */
  path: string;
  /** One page of the collection (`limit` objects, from `continueToken`): lists are taken in pages, never whole. */
  listPage(continueToken: string | undefined): Promise<ListedPage>;
  /**
   * What the cache keeps of an object, applied to every listed or watched object as it arrives, before anything
   * holds on to it; undefined leaves the object out. The apiserver's object (managedFields and all) is garbage
   * right after.
   */
  transform(object: KubernetesObject): T | undefined;
  /** A full list arrived: the cache is rebuilt from it (first sync, resync on demand, or a relist after 410). */
  onList(items: T[], listVersion: string): void;
  onUpsert(item: T): void;
  onDelete(item: T): void;
  logger?: Logger;
  initialDelayMs?: number;
  maxDelayMs?: number;
  /** The watch transport (tests only); client-node's Watch by default. */
  startWatch?: StartWatch;
}

/**
 * One kind's informer, on the reflector-style watch loop (lib/kube/watch-loop.ts): it lists once (in pages, each
 * transformed as it arrives, so the peak is one page of full objects), then watches from the list's
 * resourceVersion with bookmarks. A watch that fails or is ended by the apiserver resumes from the last version
 * seen, so a restart costs nothing; only 410 Gone (the version was compacted away) makes it list again.
 *
 * client-node's ListWatch is not used: it kept a second cache of the full objects (managedFields included: most of
 * the ~19 KB per object measured before), and after any error other than 410 it stopped for good, which the store
 * answered with a full relist.
 */
export class KindInformer<T> {
  private generation = 0;
  private stopWatch: (() => void) | undefined;
  private stopped = true;
  private synced!: Promise<void>;
  private markSynced!: () => void;
  private failSync!: (err: Error) => void;
  private readonly listWaiters: (() => void)[] = [];
  private readonly logger: Logger;

  constructor(private readonly options: KindInformerOptions<T>) {
    this.logger = options.logger ?? pino({ level: 'silent' });
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

  stop(): void {
    if (!this.stopped) this.failSync(new Error(`stopped before ${this.options.path} was listed`)); // no-op once synced
    this.stopped = true;
    for (const resolve of this.listWaiters.splice(0)) resolve();
    this.generation++;
    this.stopWatch?.();
    this.stopWatch = undefined;
  }

  /** Lists again now and watches from there (a resync on demand); resolves once that list is in the cache. */
  restart(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    const listed = new Promise<void>((resolve) => this.listWaiters.push(resolve));
    this.launch();
    return listed;
  }

  private launch(): void {
    this.stopWatch?.();
    const generation = ++this.generation;
    const live = () => generation === this.generation && !this.stopped;
    const { transform } = this.options;
    this.stopWatch = watchForever({
      kubeConfig: this.options.kubeConfig,
      path: this.options.path,
      query: {},
      logger: this.logger,
      initialDelayMs: this.options.initialDelayMs,
      maxDelayMs: this.options.maxDelayMs,
      startWatch: this.options.startWatch,
      list: async () => {
        const items: T[] = [];
        let page = await this.options.listPage(undefined);
        // A paged list is one consistent snapshot: every page carries the first page's version.
        const version = page.resourceVersion;
        for (;;) {
          for (const object of page.items) {
            const item = transform(object);
            if (item !== undefined) items.push(item);
          }
          if (!page.continue || !live()) break;
          page = await this.options.listPage(page.continue);
        }
        if (live()) {
          this.options.onList(items, version);
          this.markSynced();
          for (const resolve of this.listWaiters.splice(0)) resolve();
        }
        return version;
      },
      onEvent: (type, object) => {
        if (!live()) return;
        const item = transform(object);
        if (item === undefined) return;
        if (type === 'DELETED') this.options.onDelete(item);
        else this.options.onUpsert(item);
      },
    });
  }
}
