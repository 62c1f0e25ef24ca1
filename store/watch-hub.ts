import type { KindName } from '../model/kinds.js';
import { copyOf } from './objects.js';
import type { StoredObject, Unsubscribe, WatchEvent, WatchEventType } from './store.js';

type Listener = (event: WatchEvent<KindName>) => void;

/**
 * Fans store changes out to watchers. A new watcher first gets every existing object as ADDED, synchronously, and
 * is registered in the same turn: no change can fall between the replay and the stream, and events arrive in the
 * order the store applied them. Each listener gets its own copy of the object.
 */
export class WatchHub {
  private readonly listeners = new Map<KindName, Set<Listener>>();

  constructor(private readonly reportListenerError: (err: unknown) => void = defaultReport) {}

  subscribe<K extends KindName>(kind: K, existing: Iterable<StoredObject<K>>, onEvent: (event: WatchEvent<K>) => void): Unsubscribe {
    const listener = onEvent as unknown as Listener;
    for (const object of existing) this.deliver(listener, 'ADDED', object);
    let set = this.listeners.get(kind);
    if (!set) {
      set = new Set();
      this.listeners.set(kind, set);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
    };
  }

  emit(type: WatchEventType, object: StoredObject): void {
    const set = this.listeners.get(object.kind);
    if (!set) return;
    // Iterate a snapshot: a watcher subscribed during delivery already saw this object in its replay; one that
    // unsubscribed during delivery must get nothing more.
    for (const listener of [...set]) if (set.has(listener)) this.deliver(listener, type, object);
  }

  clear(): void {
    this.listeners.clear();
  }

  private deliver(listener: Listener, type: WatchEventType, object: StoredObject): void {
    try {
      listener({ type, object: copyOf(object) });
    } catch (err) {
      // A failing watcher must not fail the write that triggered it, nor starve the other watchers.
      this.reportListenerError(err);
    }
  }
}

function defaultReport(err: unknown): void {
  process.emitWarning(`store watcher threw: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
}
