import type { Logger } from 'pino';
import type { Clock } from '../../lib/clock.js';
import { retryOnConflict } from '../../core/retry.js';
import { signatureHeader } from '../../core/webhooks/signature.js';
import { deliversSince, signingSecrets } from '../../core/webhooks/webhooks.js';
import type { StoredAttempt, WebhookDeliveryStatus } from '../../model/webhook.js';
import type { Store, StoredObject } from '../../store/store.js';
import type { ReconcileResult } from '../work-queue.js';
import { sendWebhook, type SendResult } from './send.js';
import { retryDelayMs, type DispatcherSettings } from './settings.js';

export interface DeliveryDeps {
  store: Store;
  clock: Clock;
  logger: Logger;
  settings: DispatcherSettings;
}

const RECENT_ATTEMPTS = 20;

function succeeded(result: SendResult): boolean {
  return result.statusCode !== undefined && result.statusCode >= 200 && result.statusCode < 300;
}

/** The delivery's next status after an attempt: delivered, failed for good, or pending with the next time. */
export function afterAttempt(
  status: WebhookDeliveryStatus,
  result: SendResult,
  now: Date,
  settings: Pick<DispatcherSettings, 'retryBaseMs' | 'retryCapMs' | 'retryForMs' | 'random'>,
): WebhookDeliveryStatus {
  const attempts = (status.attempts ?? 0) + 1;
  const firstAttemptAt = status.firstAttemptAt ?? now.toISOString();
  const last = { attempts, firstAttemptAt, ...(result.statusCode !== undefined ? { lastStatusCode: result.statusCode } : {}), ...(result.error ? { lastError: result.error.slice(0, 500) } : {}) };
  const base = { ...status, lastStatusCode: undefined, lastError: undefined, nextAttemptAt: undefined };
  if (succeeded(result)) return { ...base, ...last, phase: 'delivered', deliveredAt: now.toISOString(), finishedAt: now.toISOString() };
  if (now.getTime() - Date.parse(firstAttemptAt) >= settings.retryForMs) return { ...base, ...last, phase: 'failed', finishedAt: now.toISOString() };
  return { ...base, ...last, phase: 'pending', nextAttemptAt: new Date(now.getTime() + retryDelayMs(settings, attempts)).toISOString() };
}

/**
 * One delivery, level-triggered: 1. read it (done ones need nothing); 2. read its webhook (gone: the delivery goes
 * too; disabled: nothing is sent; re-enabled after the event: dropped as failed); 3. wait for its time; 4. send,
 * signed; 5. write the delivery's status, then the attempt into the webhook's status (and disable the webhook when
 * the delivery ran out of retries). A crash after sending and before step 5 sends again after the restart: at least
 * once, with the same webhook-id, which is what receivers deduplicate by.
 */
export async function reconcileDelivery(deps: DeliveryDeps, id: string): Promise<ReconcileResult | void> {
  // 1. The delivery.
  const delivery = await deps.store.get('delivery', id);
  if (!delivery || (delivery.status.phase ?? 'pending') !== 'pending') return;

  // 2. Its webhook.
  const webhook = await deps.store.get('webhook', delivery.spec.webhookId);
  if (!webhook || webhook.spec.tenant !== delivery.spec.tenant) {
    await deps.store.delete('delivery', id);
    return;
  }
  if (webhook.status.disabled) return;
  if (delivery.spec.occurredAt < deliversSince(webhook)) return dropDelivery(deps, id);

  // 3. Its time.
  const due = delivery.status.nextAttemptAt ? Date.parse(delivery.status.nextAttemptAt) : 0;
  const waitMs = due - deps.clock.now().getTime();
  if (waitMs > 0) return { requeueAfterMs: waitMs };

  // 4. The attempt.
  const sentAt = deps.clock.now();
  const timestamp = Math.floor(sentAt.getTime() / 1000);
  const result = await sendWebhook(
    {
      url: webhook.spec.url,
      body: delivery.spec.payload,
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Montage-Webhooks/1',
        'webhook-id': delivery.spec.id,
        'webhook-timestamp': String(timestamp),
        'webhook-signature': signatureHeader(signingSecrets(webhook, sentAt, deps.settings.sealer), delivery.spec.id, timestamp, delivery.spec.payload),
      },
    },
    { policy: deps.settings.policy, timeoutMs: deps.settings.timeoutMs, lookup: deps.settings.lookup },
  );

  // 5. What it changed.
  const now = deps.clock.now();
  const next = afterAttempt(delivery.status, result, now, deps.settings);
  // Written over the latest version: failing on a conflict here would send the same attempt again.
  await retryOnConflict(async () => {
    const latest = await deps.store.get('delivery', id);
    if (!latest || (latest.status.phase ?? 'pending') !== 'pending') return;
    await deps.store.updateStatus('delivery', { ...latest, status: next });
  });
  await recordAttempt(deps, delivery, result, sentAt, next);
  deps.logger.info(
    { webhook: webhook.spec.id, delivery: id, event: delivery.spec.eventType, statusCode: result.statusCode, error: result.error, attempts: next.attempts, phase: next.phase },
    'webhook delivery attempted',
  );
  if (next.phase === 'pending' && next.nextAttemptAt) return { requeueAfterMs: Math.max(0, Date.parse(next.nextAttemptAt) - now.getTime()) };
}

/** An event from before the webhook was re-enabled: not sent (see enableWebhook), kept as failed with the reason. */
async function dropDelivery(deps: DeliveryDeps, id: string): Promise<void> {
  const now = deps.clock.now().toISOString();
  await retryOnConflict(async () => {
    const latest = await deps.store.get('delivery', id);
    if (!latest || (latest.status.phase ?? 'pending') !== 'pending') return;
    const lastError = 'not sent: the event happened before its webhook was re-enabled';
    await deps.store.updateStatus('delivery', { ...latest, status: { ...latest.status, phase: 'failed', lastError, nextAttemptAt: undefined, finishedAt: now } });
  });
}

async function recordAttempt(deps: DeliveryDeps, delivery: StoredObject<'delivery'>, result: SendResult, at: Date, next: WebhookDeliveryStatus): Promise<void> {
  const attempt: StoredAttempt = {
    deliveryId: delivery.spec.id,
    eventType: delivery.spec.eventType,
    at: at.toISOString(),
    ...(result.statusCode !== undefined ? { statusCode: result.statusCode } : {}),
    ...(result.error ? { error: result.error.slice(0, 500) } : {}),
    durationMs: result.durationMs,
  };
  await retryOnConflict(async () => {
    const webhook = await deps.store.get('webhook', delivery.spec.webhookId);
    if (!webhook) return;
    const disabled =
      next.phase === 'failed' && !webhook.status.disabled
        ? {
            reason: `Event ${delivery.spec.id} (${delivery.spec.eventType}) could not be delivered in ${next.attempts} attempts over ${Math.round(deps.settings.retryForMs / 3_600_000)} h; the last one: ${result.error ?? 'no answer'}. Nothing more is sent: re-enable it (POST /webhooks/{id}/enable) once the receiver works.`,
            at: at.toISOString(),
          }
        : webhook.status.disabled;
    const attempts = [attempt, ...(webhook.status.attempts ?? [])].slice(0, RECENT_ATTEMPTS);
    await deps.store.updateStatus('webhook', { ...webhook, status: { ...webhook.status, attempts, ...(disabled ? { disabled } : {}) } });
  });
}
