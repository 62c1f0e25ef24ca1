import type { Clock } from '../../lib/clock.js';
import { deliversSince } from '../../core/webhooks/webhooks.js';
import { derivedId } from '../../model/ids.js';
import { LABELS } from '../../model/kinds.js';
import { StoreAlreadyExistsError, type Store, type StoredObject } from '../../store/store.js';
import { eventOf, eventPayload, type EventSource, type PayloadDeps, type ResourceEvent } from './events.js';

/** One event for one webhook has one delivery id, whoever records it and however often. */
export function deliveryIdFor(webhookId: string, type: string, subjectId: string): string {
  return derivedId('delivery', `${webhookId}/${type}/${subjectId}`);
}

/** An event older than the webhook's watermark was recorded already (its delivery may have been pruned since). */
export function beforeWatermark(webhook: StoredObject<'webhook'>, occurredAt: string): boolean {
  const through = webhook.status.recordedThrough;
  return through !== undefined && occurredAt < through;
}

/**
 * The outbox step: for a resource in an end state, a pending delivery for every webhook of its tenant that
 * subscribes to the event, is enabled, and existed (and was enabled) when the event happened. Level-triggered and idempotent (the
 * delivery id is derived from webhook and event), so a crash at any line only means it runs again. Events older
 * than a webhook's watermark are skipped: their deliveries exist or were pruned (prune.ts).
 */
export async function recordDeliveries(deps: { store: Store; clock: Clock; payload: PayloadDeps }, object: EventSource): Promise<number> {
  const event = eventOf(object);
  if (!event) return 0;
  const webhooks = await subscribers(deps.store, event);
  let payload: string | undefined;
  let recorded = 0;
  for (const webhook of webhooks) {
    const id = deliveryIdFor(webhook.spec.id, event.type, event.subjectId);
    if (await deps.store.get('delivery', id)) continue;
    // Read the watermark again AFTER seeing no delivery: pruning writes the watermark before it deletes, so a
    // delivery that is missing because it was pruned shows here as an event before the watermark (not re-sent).
    const current = await deps.store.get('webhook', webhook.spec.id);
    if (!current || beforeWatermark(current, event.occurredAt)) continue;
    payload ??= await eventPayload(object, event, deps.payload, deps.store);
    try {
      await deps.store.create('delivery', {
        spec: {
          id,
          tenant: event.tenant,
          createdAt: deps.clock.now().toISOString(),
          webhookId: webhook.spec.id,
          eventType: event.type,
          subjectId: event.subjectId,
          occurredAt: event.occurredAt,
          payload,
        },
        // No status yet (pending): in a cluster a create with a status is two writes, and the second would race
        // the dispatcher's first attempt.
        labels: { [LABELS.webhook]: webhook.spec.id },
      });
      recorded++;
    } catch (err) {
      if (!(err instanceof StoreAlreadyExistsError)) throw err;
    }
  }
  return recorded;
}

/** The webhooks an event goes to: of its tenant, subscribed to its type, enabled, and existing when it happened. */
async function subscribers(store: Store, event: ResourceEvent) {
  return (await store.list('webhook', { tenant: event.tenant })).filter(
    (w) => w.spec.events.includes(event.type) && !w.status.disabled && deliversSince(w) <= event.occurredAt && !beforeWatermark(w, event.occurredAt),
  );
}

/**
 * Whether every delivery of the resource's event is recorded: until then the resource must stay an object, since
 * recording reads it (the prompt history archiver asks, controller/history/).
 */
export async function eventsRecorded(store: Store, object: EventSource): Promise<boolean> {
  const event = eventOf(object);
  if (!event) return true;
  for (const webhook of await subscribers(store, event)) {
    if (!(await store.get('delivery', deliveryIdFor(webhook.spec.id, event.type, event.subjectId)))) return false;
  }
  return true;
}
