import { Watch, type KubeConfig } from '@kubernetes/client-node';
import type { Logger } from 'pino';

export interface WatchLoopOptions {
  kubeConfig: KubeConfig;
  path: string;
  query: Record<string, string>;
  /** Called for every event; `resync` runs before the first watch and after every restart. */
  onEvent(type: string, object: unknown): void;
  resync?(): Promise<void>;
  logger: Logger;
  initialDelayMs?: number;
  maxDelayMs?: number;
}

/**
 * A watch that never stays dead: client-node's Watch ends on errors and on expiry (410 Gone), and the caller must
 * restart it. This loop resyncs (so nothing missed while down goes unseen) and re-watches, backing off 1 s → 30 s
 * while failures repeat. Returns a stop function.
 */
export function watchForever(options: WatchLoopOptions): () => void {
  let stopped = false;
  let current: { abort(): void } | undefined;
  let delay = options.initialDelayMs ?? 1_000;
  let timer: NodeJS.Timeout | undefined;

  const schedule = (ms: number) => {
    if (stopped) return;
    timer = setTimeout(() => void run(), ms);
    timer.unref();
  };

  const run = async () => {
    if (stopped) return;
    try {
      await options.resync?.();
      const startedAt = Date.now();
      current = await new Watch(options.kubeConfig).watch(options.path, options.query, options.onEvent, (err?: unknown) => {
        if (stopped) return;
        // A watch that ran a while and then expired is normal; only quick failures grow the backoff.
        if (err) options.logger.warn({ err: String(err), path: options.path }, 'watch failed; restarting');
        delay = Date.now() - startedAt > 60_000 ? options.initialDelayMs ?? 1_000 : Math.min(delay * 2, options.maxDelayMs ?? 30_000);
        schedule(err ? delay : 0);
      });
    } catch (err) {
      options.logger.warn({ err: String(err), path: options.path }, 'watch could not start; retrying');
      delay = Math.min(delay * 2, options.maxDelayMs ?? 30_000);
      schedule(delay);
    }
  };

  void run();
  return () => {
    stopped = true;
    clearTimeout(timer);
    current?.abort();
  };
}
