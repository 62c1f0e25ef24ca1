import type { Logger } from 'pino';
import type { Clock } from '../../lib/clock.js';
import { deliveriesOf, deliversSince } from '../../core/webhooks/webhooks.js';
import type { Store } from '../../store/store.js';
import type { RunningController } from '../assets/asset-controller.js';
import { WorkQueue } from '../work-queue.js';
import { reconcileDelivery } from './deliver.js';
import { eventOf, type EventSource } from './events.js';
import { pruneDeliveries } from './prune.js';
import { recordDeliveries } from './record.js';
import type { DispatcherSettings } from './settings.js';

const SOURCES = ['prompt', 'export', 'asset'] as const;
type SourceKind = (typeof SOURCES)[number];

/*
 * Webhooks, wired: the end states of prompts, exports and assets are recorded as deliveries (the outbox, persisted
 * in the store: custom resources or the embedded journal), and pending deliveries are sent and retried. The
 * watches replay every object first, so a (re)started dispatcher records what it missed and resumes every pending
 * delivery; nothing lives only in this process's memory. Finished deliveries are pruned after their retention,
 * behind a per-webhook watermark that only advances while this process has seen everything up to it (prune.ts).
 */
export function startWebhookDispatcher(deps: { store: Store; clock: Clock; logger: Logger; settings: DispatcherSettings }): RunningController {
  const logger = deps.logger.child({ controller: 'webhooks' });
  const { store } = deps;
  const events = new WorkQueue({
    name: 'webhook-events',
    concurrency: 2,
    logger,
    reconcile: async (key) => {
      const [kind, id] = key.split('/') as [SourceKind, string];
      const object = (await store.get(kind, id)) as EventSource | undefined;
      if (object) await recordDeliveries({ store, clock: deps.clock, payload: deps.settings.payload }, object);
    },
  });
  const deliveries = new WorkQueue({
    name: 'webhook-deliveries',
    concurrency: 8,
    logger,
    reconcile: (id) => reconcileDelivery({ ...deps, logger }, id),
  });

  const watchSource = (kind: SourceKind) =>
    store.watch(kind, ({ type, object }) => {
      if (type !== 'DELETED' && eventOf(object as EventSource)) events.add(`${kind}/${object.spec.id}`);
    });

  /** Webhooks whose catch-up sweep finished in this process: only their watermarks may advance. */
  const swept = new Set<string>();
  let sweeping = 0;

  /** A webhook the dispatcher sees late must still get the events since its creation: look at its tenant's resources. */
  async function sweepFor(tenant: string, since: string): Promise<void> {
    for (const kind of SOURCES) {
      for (const object of await store.list(kind, { tenant })) {
        const event = eventOf(object as EventSource);
        if (event && event.occurredAt >= since) events.add(`${kind}/${object.spec.id}`);
      }
    }
  }

  const unsubscribe = [
    ...SOURCES.map(watchSource),
    store.watch('delivery', ({ type, object }) => {
      if (type !== 'DELETED' && (object.status.phase ?? 'pending') === 'pending') deliveries.add(object.spec.id);
    }),
    store.watch('webhook', ({ type, object }) => {
      // Deleted: its deliveries remove themselves. Changed (secret rotated): pending ones carry on as they were.
      void deliveriesOf(store, object)
        .then((list) => list.forEach((d) => deliveries.add(d.spec.id)))
        .catch((err: unknown) => logger.warn({ err }, 'listing deliveries of a webhook failed'));
      if (type === 'DELETED') swept.delete(object.spec.id);
      if (type === 'ADDED') {
        sweeping++;
        const since = [deliversSince(object), object.status.recordedThrough ?? ''].sort().at(-1)!;
        void sweepFor(object.spec.tenant, since)
          .then(() => swept.add(object.spec.id))
          .catch((err: unknown) => logger.warn({ err }, 'looking for events of a new webhook failed'))
          .finally(() => sweeping--);
      }
    }),
  ];

  // Everything up to `now - grace` has been recorded when, at `now`, the watches have replayed (they did, before
  // this line), no sweep runs and the events queue is settled: checked and read in one synchronous turn.
  let pruning = false;
  const tick = async () => {
    if (pruning || sweeping > 0 || !events.settled()) return;
    const through = new Date(deps.clock.now().getTime() - deps.settings.recordGraceMs);
    const ready = [...swept];
    pruning = true;
    try {
      await pruneDeliveries({ store, clock: deps.clock, logger, retentionMs: deps.settings.retentionMs }, ready, through);
    } catch (err) {
      logger.warn({ err }, 'pruning webhook deliveries failed; will try again');
    } finally {
      pruning = false;
    }
  };
  const pruneTimer = setInterval(() => void tick(), deps.settings.pruneIntervalMs);
  pruneTimer.unref();

  return {
    stop() {
      clearInterval(pruneTimer);
      for (const off of unsubscribe) off();
      events.stop();
      deliveries.stop();
    },
    async idle() {
      await Promise.all([events.idle(), deliveries.idle()]);
    },
  };
}
