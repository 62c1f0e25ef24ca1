import type { Logger } from 'pino';
import type { Clock } from '../../lib/clock.js';
import { retryOnConflict } from '../../core/retry.js';
import { deliveriesOf, type DeliveryObject } from '../../core/webhooks/webhooks.js';
import type { Store } from '../../store/store.js';
import { beforeWatermark } from './record.js';

/*
 * Pruning the outbox. Deliveries are deduplicated by the existence of their derived id (record.ts), so deleting a
 * delivered one alone would let the next recording of the same event (a restart's replay, any later write to the
 * resource) record and send it again. Each webhook therefore carries a watermark, `status.recordedThrough`: every
 * event for it that occurred before that time has been recorded. Recording skips events older than the watermark,
 * and only finished deliveries of events older than it are deleted.
 *
 * Why the watermark is true when written (no event lost): the dispatcher offers `t0 - grace` only when at t0
 *  (a) the source watches had replayed every object (a watch replays synchronously when subscribed, and the
 *      dispatcher subscribes after the store's caches synced),
 *  (b) the events queue had nothing queued, running, or waiting for a retry after a failure, and
 *  (c) the webhook's catch-up sweep (run when the dispatcher first sees it) had finished,
 * so every end state this process had been shown before t0 was recorded. An event that occurred before
 * `t0 - grace` had its write shown before t0 unless writing it took longer than the grace
 * (MONTAGE_WEBHOOK_RECORD_GRACE_SECONDS, 15 min: a slow write plus clock skew between replicas). That is the one
 * assumption, and why the watermark never comes closer to the present than the grace.
 *
 * Why kill -9 at any line re-sends nothing and loses nothing:
 *  - The watermark is one status write, done before any delivery it covers is deleted. Killed before it: nothing
 *    changed. Killed after it, before or among the deletes: the next tick (of this or the next leader) deletes the
 *    rest, since the deliveries left are still expired and older than the watermark.
 *  - A recording racing a prune: record.ts reads the watermark again after it found no delivery. A delivery is only
 *    deleted after the watermark covering it was written, so the fresh read shows that watermark and the event is
 *    skipped instead of recorded again.
 *  - A restarted dispatcher (or a new leader) advances nothing until (a) to (c) hold for itself again.
 *  - Pending deliveries are never pruned, however old: the watermark only tells recording what it may skip.
 * The watermark is written only when an expired delivery needs it, not on every tick: no write per webhook per
 * minute in a quiet cluster.
 */

export interface PruneDeps {
  store: Store;
  clock: Clock;
  logger: Logger;
  /** Finished deliveries are kept this long after they finished. */
  retentionMs: number;
}

/** When a delivery finished (undefined while pending); records written before `finishedAt` existed fall back. */
function finishedAt(delivery: DeliveryObject): string | undefined {
  if ((delivery.status.phase ?? 'pending') === 'pending') return undefined;
  return delivery.status.finishedAt ?? delivery.status.deliveredAt ?? delivery.status.firstAttemptAt ?? delivery.spec.occurredAt;
}

/** Delivered or failed, and finished before `cutoff`. */
export function expired(delivery: DeliveryObject, cutoff: string): boolean {
  const finished = finishedAt(delivery);
  return finished !== undefined && finished < cutoff;
}

/**
 * For each webhook: if it has expired deliveries, advance its watermark to `through` where that is needed and
 * allowed (never backwards), then delete the expired deliveries of events before the watermark. Answers how many
 * were deleted.
 */
export async function pruneDeliveries(deps: PruneDeps, webhookIds: Iterable<string>, through: Date): Promise<number> {
  const cutoff = new Date(deps.clock.now().getTime() - deps.retentionMs).toISOString();
  const offered = through.toISOString();
  let pruned = 0;
  for (const id of webhookIds) {
    const webhook = await deps.store.get('webhook', id);
    if (!webhook) continue;
    const old = (await deliveriesOf(deps.store, webhook)).filter((d) => expired(d, cutoff));
    if (old.length === 0) continue;
    let watermark = webhook.status.recordedThrough;
    if (old.some((d) => !beforeWatermark(webhook, d.spec.occurredAt)) && (watermark === undefined || watermark < offered)) {
      const written = await retryOnConflict(async () => {
        const latest = await deps.store.get('webhook', id);
        if (!latest) return undefined;
        if (latest.status.recordedThrough !== undefined && latest.status.recordedThrough >= offered) return latest;
        return deps.store.updateStatus('webhook', { ...latest, status: { ...latest.status, recordedThrough: offered } });
      });
      watermark = written?.status.recordedThrough;
    }
    if (watermark === undefined) continue;
    // Deleted only now that the watermark covering them is stored (see above).
    for (const delivery of old) {
      if (delivery.spec.occurredAt >= watermark) continue;
      await deps.store.delete('delivery', delivery.spec.id);
      pruned++;
    }
  }
  if (pruned > 0) deps.logger.info({ pruned, recordedThrough: offered }, 'pruned finished webhook deliveries');
  return pruned;
}
