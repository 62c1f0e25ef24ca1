import type { Logger } from 'pino';

/*
 * A work queue keyed by object, like client-go's: a key is queued at most once; a key that changes while it is
 * being processed runs again afterwards (never twice at once); a failed key is retried with exponential backoff;
 * a reconciler may ask to be requeued after a delay.
 */
export interface ReconcileResult {
  requeueAfterMs?: number;
}

export interface WorkQueueOptions {
  name: string;
  concurrency: number;
  reconcile(key: string): Promise<ReconcileResult | void>;
  logger: Logger;
  baseDelayMs?: number;
  maxDelayMs?: number;
}

export class WorkQueue {
  private readonly queued = new Set<string>();
  private readonly order: string[] = [];
  private readonly active = new Set<string>();
  private readonly dirty = new Set<string>();
  private readonly failures = new Map<string, number>();
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private running = 0;
  private stopped = false;
  private idleWaiters: (() => void)[] = [];

  constructor(private readonly options: WorkQueueOptions) {}

  add(key: string): void {
    if (this.stopped) return;
    if (this.active.has(key)) {
      this.dirty.add(key);
      return;
    }
    if (this.queued.has(key)) return;
    this.queued.add(key);
    this.order.push(key);
    this.pump();
  }

  addAfter(key: string, delayMs: number): void {
    if (this.stopped || this.timers.has(key)) return;
    const timer = setTimeout(() => {
      this.timers.delete(key);
      this.add(key);
    }, delayMs);
    timer.unref();
    this.timers.set(key, timer);
  }

  /** Resolves when nothing is queued or running (timers may still be pending). */
  async idle(): Promise<void> {
    if (this.running === 0 && this.order.length === 0) return;
    await new Promise<void>((resolve) => this.idleWaiters.push(resolve));
  }

  /**
   * True when nothing is queued, running, or waiting to run again (after a failure or a requeue): every key added
   * so far has been reconciled successfully since it was last added.
   */
  settled(): boolean {
    return this.running === 0 && this.order.length === 0 && this.timers.size === 0 && this.dirty.size === 0;
  }

  stop(): void {
    this.stopped = true;
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    this.order.length = 0;
    this.queued.clear();
  }

  private pump(): void {
    while (!this.stopped && this.running < this.options.concurrency && this.order.length > 0) {
      const key = this.order.shift()!;
      this.queued.delete(key);
      this.active.add(key);
      this.running++;
      void this.process(key);
    }
    if (this.running === 0 && this.order.length === 0) {
      for (const resolve of this.idleWaiters.splice(0)) resolve();
    }
  }

  private async process(key: string): Promise<void> {
    const { logger, name } = this.options;
    try {
      const result = await this.options.reconcile(key);
      this.failures.delete(key);
      if (result?.requeueAfterMs !== undefined) this.addAfter(key, result.requeueAfterMs);
    } catch (err) {
      const failures = (this.failures.get(key) ?? 0) + 1;
      this.failures.set(key, failures);
      const base = this.options.baseDelayMs ?? 200;
      const delay = Math.min(base * 2 ** (failures - 1), this.options.maxDelayMs ?? 30_000);
      logger.warn({ err, queue: name, key, failures, retryInMs: delay }, 'reconcile failed; will retry');
      this.addAfter(key, delay);
    } finally {
      this.active.delete(key);
      this.running--;
      if (this.dirty.delete(key)) this.add(key);
      this.pump();
    }
  }
}
