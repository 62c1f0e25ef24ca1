import { ValidationError } from '../../model/errors.js';
import { newId } from '../../model/ids.js';
import { LABELS } from '../../model/kinds.js';
import type { CreateWebhookBody } from '../../model/webhook.js';
import { DestinationRefusedError, parseDestinationUrl, resolveDestination, type DestinationPolicy } from '../../lib/net/destination.js';
import type { Store, StoredObject } from '../../store/store.js';
import type { Caller } from '../caller.js';
import { isoNow, type Clock } from '../../lib/clock.js';
import { getOwned } from '../owned.js';
import type { Page, PageRequest } from '../page.js';
import { retryOnConflict } from '../retry.js';
import type { Sealer } from '../../lib/crypto/sealer.js';
import { newSigningSecret } from './signature.js';

export type WebhookObject = StoredObject<'webhook'>;
export type DeliveryObject = StoredObject<'delivery'>;

/** A tenant's webhooks at most: each event is recorded and sent once per webhook. */
export const MAX_WEBHOOKS_PER_TENANT = 20;

export interface WebhookDeps {
  store: Store;
  clock: Clock;
  policy: DestinationPolicy;
  /** How long a rotated-out secret keeps signing (MONTAGE_WEBHOOK_SECRET_GRACE_SECONDS). */
  secretGraceSeconds: number;
  /** Signing secrets are stored sealed (MONTAGE_SECRET_KEY). */
  sealer: Sealer;
}

/** What a webhook's sealed secrets are bound to: a sealed secret copied into another webhook does not open. */
function sealingContext(webhookId: string): string {
  return `webhook-secret/${webhookId}`;
}

/** The URL must pass the same checks every delivery passes: refused now rather than failing for a day. */
async function checkedUrl(text: string, policy: DestinationPolicy): Promise<string> {
  try {
    const url = parseDestinationUrl(text, policy);
    await resolveDestination(url, policy);
    return url.href;
  } catch (err) {
    if (!(err instanceof DestinationRefusedError)) throw err;
    throw new ValidationError(`Webhook URL refused: ${err.message}`, 'Use an https:// URL of a public host; events are never sent to private, loopback or link-local addresses, nor to IPv4 addresses written as IPv6 (::127.0.0.1, ::ffff:0:10.0.0.1, NAT64, 6to4, Teredo), unless an admin allows them (MONTAGE_WEBHOOK_ALLOWED_HOSTS).');
  }
}

export async function createWebhook(deps: WebhookDeps, caller: Caller, body: CreateWebhookBody): Promise<{ webhook: WebhookObject; secret: string }> {
  const url = await checkedUrl(body.url, deps.policy);
  const existing = await deps.store.list('webhook', { tenant: caller.tenant });
  if (existing.length >= MAX_WEBHOOKS_PER_TENANT) {
    throw new ValidationError(`At most ${MAX_WEBHOOKS_PER_TENANT} webhooks per tenant`, 'Delete a webhook you no longer use, or subscribe one webhook to several events.');
  }
  const secret = newSigningSecret();
  const id = newId('webhook');
  const webhook = await deps.store.create('webhook', {
    spec: {
      id,
      tenant: caller.tenant,
      createdAt: isoNow(deps.clock),
      url,
      events: body.events,
      ...(body.description ? { description: body.description } : {}),
      secrets: [{ value: deps.sealer.seal(secret, sealingContext(id)) }],
    },
    status: {},
  });
  return { webhook, secret };
}

export function listWebhooks(store: Store, caller: Caller, page: PageRequest): Promise<Page<WebhookObject>> {
  return store.listPage('webhook', { tenant: caller.tenant }, page);
}

export function getWebhook(store: Store, caller: Caller, id: string): Promise<WebhookObject> {
  return getOwned(store, caller, 'webhook', id);
}

/** Its deliveries are removed by the dispatcher (a delivery whose webhook is gone deletes itself). */
export async function deleteWebhook(store: Store, caller: Caller, id: string): Promise<void> {
  await getOwned(store, caller, 'webhook', id);
  await store.delete('webhook', id);
}

/**
 * A new current secret; the previous one keeps signing beside it for the grace period, so receivers can switch
 * without losing a delivery. Secrets past their grace are dropped on the way.
 */
export async function rotateWebhookSecret(deps: WebhookDeps, caller: Caller, id: string): Promise<{ webhook: WebhookObject; secret: string }> {
  const secret = newSigningSecret();
  const webhook = await retryOnConflict(async () => {
    const current = await getOwned(deps.store, caller, 'webhook', id);
    const now = deps.clock.now();
    const graceEnds = new Date(now.getTime() + deps.secretGraceSeconds * 1000).toISOString();
    const previous = current.spec.secrets
      .map((s, i) => (i === 0 ? { value: s.value, expiresAt: graceEnds } : s))
      .filter((s) => !s.expiresAt || Date.parse(s.expiresAt) > now.getTime())
      .slice(0, 7);
    return deps.store.update('webhook', { ...current, spec: { ...current.spec, secrets: [{ value: deps.sealer.seal(secret, sealingContext(id)) }, ...previous] } });
  });
  return { webhook, secret };
}

/**
 * Clears the disabled state. Re-enabling starts afresh: events from the moment of enabling on are recorded and
 * sent; those that happened before it and were not delivered (the one that disabled the webhook, others still
 * pending, events while it was disabled) are not sent. `status.enabledAt` is the line both the recording and the
 * dispatcher read. Enabling an active webhook changes nothing.
 */
export async function enableWebhook(store: Store, clock: Clock, caller: Caller, id: string): Promise<WebhookObject> {
  return retryOnConflict(async () => {
    const current = await getOwned(store, caller, 'webhook', id);
    if (!current.status.disabled) return current;
    const { disabled: _cleared, ...status } = current.status;
    return store.updateStatus('webhook', { ...current, status: { ...status, enabledAt: isoNow(clock) } });
  });
}

/** Events before this are not sent to the webhook: it did not exist, or was disabled (and re-enabled since). */
export function deliversSince(webhook: WebhookObject): string {
  const enabledAt = webhook.status.enabledAt;
  return enabledAt !== undefined && enabledAt > webhook.spec.createdAt ? enabledAt : webhook.spec.createdAt;
}

/** The secrets that sign at `now`: the current one and rotated-out ones still in their grace period. */
export function signingSecrets(webhook: WebhookObject, now: Date, sealer: Sealer): string[] {
  return webhook.spec.secrets.filter((s) => !s.expiresAt || Date.parse(s.expiresAt) > now.getTime()).map((s) => sealer.open(s.value, sealingContext(webhook.spec.id)));
}

export function deliveriesOf(store: Store, webhook: WebhookObject): Promise<DeliveryObject[]> {
  return store.list('delivery', { tenant: webhook.spec.tenant, labels: { [LABELS.webhook]: webhook.spec.id } });
}
