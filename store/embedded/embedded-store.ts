import { randomUUID } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { objectNameForId } from '../../model/ids.js';
import type { KindName } from '../../model/kinds.js';
import { jsonEqual } from '../json.js';
import { ObjectIndex } from '../object-index.js';
import { copyOf, storeLabels, validFinalizers, validLabels, validSpec, validStatus } from '../objects.js';
import { SerialQueue } from '../serial-queue.js';
import {
  StoreAlreadyExistsError,
  StoreConflictError,
  StoreNotFoundError,
  type GetOptions,
  type ListOptions,
  type ListPage,
  type PageWindow,
  type NewObject,
  type ObjectUpdate,
  type Store,
  type StoredObject,
  type Unsubscribe,
  type WatchEvent,
} from '../store.js';
import { WatchHub } from '../watch-hub.js';
import { JOURNAL_FILE, recoverState, writeSnapshot } from './disk-state.js';
import { syncDir } from './files.js';
import { Journal } from './journal.js';
import { encodeRecord, type JournalRecord } from './journal-format.js';

export interface EmbeddedStoreOptions {
  /** Compact the journal into a new snapshot once it grows past this many bytes (default 64 MiB). */
  compactAfterBytes?: number;
}

/**
 * The store of the local run command: every object in memory (ObjectIndex), every write made durable on local disk
 * before it is acknowledged.
 *
 * Durability (disk-state.ts, journal*.ts): a write is appended to a journal as one checksummed line and fdatasync'd;
 * only then is it applied in memory, shown to watchers and acknowledged. So a `kill -9` or power loss at any moment
 * loses no acknowledged write, and no reader ever saw a write that could still be lost. A torn last line (the crash
 * came mid-append) fails its checksum and is dropped on restart. On startup, and whenever the journal grows large,
 * the whole state is written to a snapshot atomically (temp file, fsync, rename, dir fsync) and the journal emptied.
 *
 * Concurrency: writes run one at a time through a queue, each checking its precondition (resourceVersion, existence)
 * against the state every earlier write left, so concurrent writes are linearizable. resourceVersion is one counter
 * for the whole store, like etcd's revision, and survives restarts. Reads never wait for the queue.
 *
 * One process per data dir: nothing here locks the directory against a second process.
 */
export class EmbeddedStore implements Store {
  private index = new ObjectIndex();
  private readonly hub = new WatchHub();
  private readonly queue = new SerialQueue();
  private readonly compactAfterBytes: number;
  private journal: Journal | undefined;
  private resourceVersion = 0;
  private compactionQueued = false;
  private starting: Promise<void> | undefined;

  constructor(
    private readonly dataDir: string,
    options: EmbeddedStoreOptions = {},
  ) {
    this.compactAfterBytes = options.compactAfterBytes ?? 64 * 1024 * 1024;
  }

  start(): Promise<void> {
    this.starting ??= this.open().catch((err: unknown) => {
      this.starting = undefined;
      throw err;
    });
    return this.starting;
  }

  private async open(): Promise<void> {
    await mkdir(this.dataDir, { recursive: true, mode: 0o700 });
    const recovered = await recoverState(this.dataDir);
    this.index = new ObjectIndex(); // the disk is the truth, also when this instance is started again after stop()
    for (const object of recovered.objects) {
      this.index.set(object);
      this.hub.emit('ADDED', object); // for watchers that subscribed before start, as on the Kubernetes store
    }
    this.resourceVersion = recovered.resourceVersion;
    let keepBytes = recovered.journalValidBytes;
    if (recovered.journalRecords > 0 || recovered.discardedBytes > 0) {
      // Snapshot first, then empty the journal: a crash in between replays records the snapshot already holds,
      // which recovery skips by resourceVersion.
      await writeSnapshot(this.dataDir, this.index.everything(), this.resourceVersion);
      keepBytes = 0;
    }
    // Opening with the valid length also cuts a torn tail off (the snapshot step above already covers it).
    const journal = await Journal.open(join(this.dataDir, JOURNAL_FILE), keepBytes);
    // The journal's directory entry (and the data dir's own, on a first start) must be durable before any write is
    // acknowledged, or a power loss could take the whole file with it.
    await syncDir(this.dataDir);
    await syncDir(dirname(this.dataDir));
    this.journal = journal;
  }

  async stop(): Promise<void> {
    await this.starting?.catch(() => undefined);
    this.starting = undefined;
    await this.queue.drain();
    this.hub.clear();
    const journal = this.journal;
    this.journal = undefined;
    await journal?.close();
  }

  /** One process holds the only copy: every read is consistent (`options` has nothing to change). */
  async get<K extends KindName>(kind: K, id: string, _options?: GetOptions): Promise<StoredObject<K> | undefined> {
    this.ensureStarted();
    const object = this.index.get(kind, id);
    return object && copyOf(object);
  }

  async list<K extends KindName>(kind: K, options?: ListOptions): Promise<StoredObject<K>[]> {
    this.ensureStarted();
    return this.index.list(kind, options).map(copyOf);
  }

  async listPage<K extends KindName>(
    kind: K,
    options: ListOptions & { where?: (object: StoredObject<K>) => boolean },
    window: PageWindow,
  ): Promise<ListPage<K>> {
    this.ensureStarted();
    return this.index.page(kind, options, window);
  }

  async create<K extends KindName>(kind: K, object: NewObject<K>): Promise<StoredObject<K>> {
    const spec = validSpec(kind, object.spec);
    const status = validStatus(kind, object.status);
    const extraLabels = validLabels(object.labels);
    const finalizers = validFinalizers(object.finalizers);
    return this.write(async () => {
      if (this.index.get(kind, spec.id)) throw new StoreAlreadyExistsError(kind, spec.id);
      const created: StoredObject<K> = {
        kind,
        metadata: {
          name: objectNameForId(spec.id),
          resourceVersion: String(this.resourceVersion + 1),
          generation: 1,
          creationTimestamp: secondsNow(),
          labels: storeLabels(spec, extraLabels),
          uid: randomUUID(),
          ...(finalizers?.length ? { finalizers } : {}),
        },
        spec,
        status,
      };
      await this.commit({ op: 'put', object: created });
      this.hub.emit('ADDED', created);
      return copyOf(created);
    });
  }

  async update<K extends KindName>(kind: K, object: ObjectUpdate<K> & { spec: { id: string } }): Promise<StoredObject<K>> {
    const spec = validSpec(kind, object.spec);
    const extraLabels = validLabels(object.metadata.labels);
    const givenFinalizers = validFinalizers(object.metadata.finalizers);
    return this.write(async () => {
      const current = this.current(kind, spec.id, object.metadata.resourceVersion);
      // Labels given replace the old ones (a PUT); left out, the old ones stay. The store's own are always set.
      const labels = storeLabels(spec, extraLabels ?? current.metadata.labels);
      const finalizers = givenFinalizers ?? current.metadata.finalizers ?? [];
      const deleting = current.metadata.deletionTimestamp !== undefined;
      // As the apiserver: a deleting object takes no new finalizers (its cleanup may be done already).
      if (deleting && finalizers.some((f) => !current.metadata.finalizers?.includes(f))) {
        throw new Error(`${kind} ${spec.id} is being deleted: no new finalizers can be added`);
      }
      const specChanged = !jsonEqual(spec, current.spec);
      const finalizersChanged = !jsonEqual(finalizers, current.metadata.finalizers ?? []);
      // Like the apiserver, a write that changes nothing is not a write: same resourceVersion, no event.
      if (!specChanged && !finalizersChanged && jsonEqual(labels, current.metadata.labels)) return copyOf(current);
      const resourceVersion = String(this.resourceVersion + 1);
      const { finalizers: _old, ...rest } = current.metadata;
      const updated: StoredObject<K> = {
        ...current,
        metadata: {
          ...rest,
          labels,
          resourceVersion,
          generation: current.metadata.generation + (specChanged ? 1 : 0),
          ...(finalizers.length > 0 ? { finalizers } : {}),
        },
        spec,
      };
      if (deleting && finalizers.length === 0) {
        // The last finalizer of a deleting object is gone: so is the object.
        await this.commit({ op: 'delete', kind, id: spec.id, resourceVersion });
        this.hub.emit('DELETED', updated);
        return copyOf(updated);
      }
      await this.commit({ op: 'put', object: updated });
      this.hub.emit('MODIFIED', updated);
      return copyOf(updated);
    });
  }

  async updateStatus<K extends KindName>(kind: K, object: ObjectUpdate<K> & { spec: { id: string } }): Promise<StoredObject<K>> {
    const status = validStatus(kind, object.status);
    const id = object.spec.id;
    return this.write(async () => {
      const current = this.current(kind, id, object.metadata.resourceVersion);
      if (jsonEqual(status, current.status)) return copyOf(current);
      const updated: StoredObject<K> = {
        ...current,
        metadata: { ...current.metadata, resourceVersion: String(this.resourceVersion + 1) },
        status,
      };
      await this.commit({ op: 'put', object: updated });
      this.hub.emit('MODIFIED', updated);
      return copyOf(updated);
    });
  }

  async delete(kind: KindName, id: string): Promise<void> {
    return this.write(async () => {
      const current = this.index.get(kind, id);
      if (!current) return;
      const resourceVersion = String(this.resourceVersion + 1);
      if ((current.metadata.finalizers?.length ?? 0) > 0) {
        // Kubernetes' graceful deletion with finalizers: the object is only marked, once; its finalizers' owners
        // see the MODIFIED event, clean up, and remove them (update), which deletes it.
        if (current.metadata.deletionTimestamp !== undefined) return;
        const marked = {
          ...current,
          metadata: { ...current.metadata, resourceVersion, generation: current.metadata.generation + 1, deletionTimestamp: secondsNow() },
        };
        await this.commit({ op: 'put', object: marked });
        this.hub.emit('MODIFIED', marked);
        return;
      }
      await this.commit({ op: 'delete', kind, id, resourceVersion });
      // As in a Kubernetes watch, the DELETED event carries the last state at the deletion's resourceVersion.
      this.hub.emit('DELETED', { ...current, metadata: { ...current.metadata, resourceVersion } });
    });
  }

  watch<K extends KindName>(kind: K, onEvent: (event: WatchEvent<K>) => void): Unsubscribe {
    return this.hub.subscribe(kind, this.index.list(kind), onEvent);
  }

  private write<T>(task: () => Promise<T>): Promise<T> {
    this.ensureStarted();
    return this.queue.run(task);
  }

  /** The object an update applies to, after the optimistic-concurrency check (an empty resourceVersion skips it). */
  private current<K extends KindName>(kind: K, id: string, expectedVersion: string): StoredObject<K> {
    const current = this.index.get(kind, id);
    if (!current) throw new StoreNotFoundError(kind, id);
    if (expectedVersion && expectedVersion !== current.metadata.resourceVersion) throw new StoreConflictError(kind, id);
    return current;
  }

  /** Makes a record durable, then applies it in memory. Runs inside the write queue. */
  private async commit(record: JournalRecord): Promise<void> {
    const journal = this.journal;
    if (!journal) throw new Error('embedded store is stopped');
    await journal.append(encodeRecord(record));
    if (record.op === 'put') {
      this.resourceVersion = Number(record.object.metadata.resourceVersion);
      this.index.set(record.object);
    } else {
      this.resourceVersion = Number(record.resourceVersion);
      this.index.delete(record.kind, record.id);
    }
    if (journal.size > this.compactAfterBytes && !this.compactionQueued) {
      // Queued behind this write rather than run inside it, so this write is acknowledged without waiting for it.
      this.compactionQueued = true;
      void this.queue.run(() => this.compact()).catch((err: unknown) => {
        process.emitWarning(`embedded store compaction failed (the journal keeps everything): ${String(err)}`);
      });
    }
  }

  private async compact(): Promise<void> {
    this.compactionQueued = false;
    if (!this.journal) return;
    await writeSnapshot(this.dataDir, this.index.everything(), this.resourceVersion);
    await this.journal.reset();
  }

  private ensureStarted(): void {
    if (!this.journal) throw new Error('embedded store is not started: call start() first');
  }
}

/** Second precision, as the apiserver gives timestamps. */
function secondsNow(): string {
  return new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');
}
