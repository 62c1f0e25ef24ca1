import { Watch, type KubeConfig, type KubernetesObject } from '@kubernetes/client-node';
import type { Logger } from 'pino';

const HEALTHY_WATCH_MS = 10_000;

export type WatchEventType = 'ADDED' | 'MODIFIED' | 'DELETED';

/** Starts one watch request; resolves to its abort handle. `done` runs once, when the stream ends or fails. */
export type StartWatch = (
  path: string,
  query: Record<string, string>,
  onLine: (type: string, object: unknown) => void,
  done: (err?: unknown) => void,
) => Promise<{ abort(): void }>;

export interface WatchLoopOptions {
  kubeConfig: KubeConfig;
  path: string;
  query: Record<string, string>;
  /**
   * Lists the collection, replaces the caller's state with what it holds, and returns the list's resourceVersion,
   * where the watch starts. Runs before the first watch and again only when the apiserver says that version is
   * gone (410): a restart after any other error resumes from the last version seen, so nothing is missed or redone.
   */
  list(): Promise<string>;
  /** The version of a list the caller already took, so the first watch starts there instead of listing again. */
  resourceVersion?: string;
  /** Object events only: ERROR and BOOKMARK events are the loop's business and never reach the caller. */
  onEvent(type: WatchEventType, object: KubernetesObject): void;
  logger: Logger;
  initialDelayMs?: number;
  maxDelayMs?: number;
  /** The watch transport; client-node's Watch unless a test wraps it. */
  startWatch?: StartWatch;
}

interface WatchStatus {
  code?: number;
  reason?: string;
  message?: string;
}

/**
 * A watch that never stays dead and never lies, like client-go's reflector:
 * - an ERROR event (the apiserver's Status: 504 while its watch cache catches up, 410 when the version expired)
 *   never reaches the caller as an object, so its state keeps the last good copy;
 * - BOOKMARK events only advance the version the next watch resumes from;
 * - a failed watch resumes from that version after a backoff (1 s doubling to 30 s while failures repeat), and
 *   relists only on 410 Gone;
 * - the server ends each watch after `timeoutSeconds` (randomised so replicas do not restart in step); an end that
 *   comes sooner without any event counts as a failure, so an apiserver that keeps ending watches is not hammered.
 * Returns a stop function.
 */
export function watchForever(options: WatchLoopOptions): () => void {
  const initial = options.initialDelayMs ?? 1_000;
  const max = options.maxDelayMs ?? 30_000;
  const startWatch = options.startWatch ?? clientNodeWatch(options.kubeConfig);
  let stopped = false;
  let current: { abort(): void } | undefined;
  let timer: NodeJS.Timeout | undefined;
  let delay = initial;
  /** Where the next watch starts; empty: list first. */
  let resourceVersion = options.resourceVersion ?? '';

  const backoff = (reason: string, details: Record<string, unknown>) => {
    const wait = delay;
    delay = Math.min(delay * 2, max);
    options.logger.warn({ ...details, path: options.path, retryInMs: wait }, reason);
    schedule(wait);
  };

  const schedule = (ms: number) => {
    if (stopped) return;
    timer = setTimeout(() => void run(), ms);
    // Until the first list succeeds the retry is what a caller awaiting the sync waits on: an unref'd timer let a
    // process with nothing else to do exit there ("unsettled top-level await", exit 13, seen on a real node).
    if (resourceVersion) timer.unref();
  };

  const run = async () => {
    if (stopped) return;
    try {
      if (!resourceVersion) resourceVersion = await options.list();
    } catch (err) {
      return backoff('list failed; retrying', { err: String(err) });
    }
    if (stopped) return;
    const startedAt = Date.now();
    let events = 0;
    let status: WatchStatus | undefined;
    const query = {
      ...options.query,
      resourceVersion,
      allowWatchBookmarks: 'true',
      timeoutSeconds: String(300 + Math.floor(Math.random() * 300)),
    };
    const onLine = (type: string, object: unknown) => {
      if (type === 'ERROR') {
        status = object as WatchStatus;
        if (status?.code === 410) resourceVersion = '';
        return;
      }
      const version = (object as KubernetesObject | undefined)?.metadata?.resourceVersion;
      if (type === 'BOOKMARK') {
        if (version) resourceVersion = version;
        return;
      }
      if (type !== 'ADDED' && type !== 'MODIFIED' && type !== 'DELETED') return;
      events++;
      if (version) resourceVersion = version;
      options.onEvent(type, object as KubernetesObject);
    };
    const done = (err?: unknown) => {
      if (stopped) return;
      // A watch that delivered events or stayed up a while was healthy: the next failure backs off from the start.
      if (events > 0 || Date.now() - startedAt > HEALTHY_WATCH_MS) delay = initial;
      if ((err as { statusCode?: number } | undefined)?.statusCode === 410) resourceVersion = '';
      if (status) {
        const details = { code: status.code, reason: status.reason, message: status.message };
        if (status.code === 410) {
          options.logger.info({ ...details, path: options.path }, 'watch expired; relisting');
          return schedule(0);
        }
        return backoff('watch ended with an error event; resuming', details);
      }
      if (err) return backoff('watch failed; resuming', { err: String(err) });
      if (events === 0 && Date.now() - startedAt < 1_000) return backoff('watch ended at once; resuming', {});
      schedule(0);
    };
    try {
      current = await startWatch(options.path, query, onLine, done);
    } catch (err) {
      backoff('watch could not start; retrying', { err: String(err) });
    }
  };

  void run();
  return () => {
    stopped = true;
    clearTimeout(timer);
    current?.abort();
  };
}

function clientNodeWatch(kubeConfig: KubeConfig): StartWatch {
  const watch = new Watch(kubeConfig);
  return (path, query, onLine, done) => watch.watch(path, query, onLine, done);
}
