import { z } from 'zod';
import { createWebhook, deleteWebhook, deliveriesOf, enableWebhook, getWebhook, listWebhooks, rotateWebhookSecret, type WebhookObject } from '../../core/webhooks/webhooks.js';
import { CreateWebhookBody, Webhook, WebhookList, WebhookWithSecret } from '../../model/webhook.js';
import type { Store } from '../../store/store.js';
import type { ApiDeps } from '../deps.js';
import { PageQuery } from '../pagination.js';
import { defineRoute } from '../route.js';

async function presentWebhook(store: Store, w: WebhookObject): Promise<z.infer<typeof Webhook>> {
  const pending = (await deliveriesOf(store, w)).filter((d) => (d.status.phase ?? 'pending') === 'pending').length;
  return {
    id: w.spec.id,
    url: w.spec.url,
    events: w.spec.events,
    description: w.spec.description ?? null,
    state: w.status.disabled ? 'disabled' : 'active',
    disabled_reason: w.status.disabled?.reason ?? null,
    pending_deliveries: pending,
    recent_attempts: (w.status.attempts ?? []).map((a) => ({
      event_id: a.deliveryId,
      event_type: a.eventType,
      attempted_at: a.at,
      status_code: a.statusCode ?? null,
      error: a.error ?? null,
      duration_ms: a.durationMs,
    })),
    created_at: w.spec.createdAt,
  };
}

const SIGNING =
  'Each event is a POST with a JSON body `{type, timestamp, data}` and the Standard Webhooks headers `webhook-id` (the same for every attempt of one event: deduplicate by it), ' +
  '`webhook-timestamp` (Unix seconds) and `webhook-signature`: space-separated `v1,<base64 HMAC-SHA256>` over `<webhook-id>.<webhook-timestamp>.<body>`, keyed with the base64-decoded part of the secret after `whsec_`.';

export function webhookRoutes(deps: ApiDeps) {
  const { store, clock } = deps;
  const webhookDeps = { store, clock, policy: deps.webhooks.policy, secretGraceSeconds: deps.webhooks.secretGraceSeconds, sealer: deps.webhooks.sealer };
  return [
    defineRoute({
      method: 'post',
      path: '/webhooks',
      operationId: 'createWebhook',
      summary: 'Subscribe a URL to events',
      description:
        `Events: ${'`prompt.completed`, `prompt.failed`, `export.completed`, `export.failed`, `asset.ready`, `asset.error`'}, each with the resource as the API returns it. ` +
        'The response carries the signing `secret`, shown this once. ' +
        SIGNING +
        ' Deliveries are retried with exponential backoff and jitter for 25 hours; a webhook whose delivery fails that long is disabled with a reason (`POST /webhooks/{id}/enable` re-enables it). ' +
        'The URL must be https and resolve to public addresses (`400` otherwise); redirects are not followed.',
      tag: 'Webhooks',
      body: CreateWebhookBody,
      success: { status: 201, schema: WebhookWithSecret, description: 'The webhook, with its secret', location: (w: { id: string }, base) => `${base}/api/v1/webhooks/${w.id}` },
      errors: ['VALIDATION_ERROR', 'UNAUTHORIZED', 'RATE_LIMITED'],
      handle: async ({ caller, body }) => {
        const { webhook, secret } = await createWebhook(webhookDeps, caller, body);
        return { ...(await presentWebhook(store, webhook)), secret };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/webhooks',
      operationId: 'listWebhooks',
      summary: "List the caller's webhooks, oldest first",
      tag: 'Webhooks',
      query: PageQuery,
      paged: true,
      success: { status: 200, schema: WebhookList, description: 'A page of webhooks' },
      errors: ['VALIDATION_ERROR', 'UNAUTHORIZED', 'RATE_LIMITED'],
      handle: async ({ caller, query }) => {
        const page = await listWebhooks(store, caller, query);
        return { webhooks: await Promise.all(page.items.map((w) => presentWebhook(store, w))), pagination: { ...query, total: page.total } };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/webhooks/:webhookId',
      operationId: 'getWebhook',
      summary: 'Get a webhook, with its latest delivery attempts',
      tag: 'Webhooks',
      success: { status: 200, schema: Webhook, description: 'The webhook (never its secret)' },
      errors: ['UNAUTHORIZED', 'NOT_FOUND', 'RATE_LIMITED'],
      handle: async ({ caller, params }) => presentWebhook(store, await getWebhook(store, caller, params.webhookId!)),
    }),
    defineRoute({
      method: 'post',
      path: '/webhooks/:webhookId/rotate',
      operationId: 'rotateWebhookSecret',
      summary: "Replace a webhook's signing secret",
      description:
        'Answers the new secret (shown this once). The previous one keeps signing beside it for `MONTAGE_WEBHOOK_SECRET_GRACE_SECONDS` (24 h): during that time `webhook-signature` carries one `v1,` entry per secret, so a receiver that still checks with the old secret keeps accepting deliveries until it switches.',
      tag: 'Webhooks',
      success: { status: 200, schema: WebhookWithSecret, description: 'The webhook, with its new secret' },
      errors: ['UNAUTHORIZED', 'NOT_FOUND', 'RATE_LIMITED'],
      handle: async ({ caller, params }) => {
        const { webhook, secret } = await rotateWebhookSecret(webhookDeps, caller, params.webhookId!);
        return { ...(await presentWebhook(store, webhook)), secret };
      },
    }),
    defineRoute({
      method: 'post',
      path: '/webhooks/:webhookId/enable',
      operationId: 'enableWebhook',
      summary: 'Re-enable a disabled webhook',
      description:
        'Clears `disabled_reason` and makes the webhook `active` again. Re-enabling starts afresh: events that happen from now on are delivered; ' +
        'events from before it that were not delivered (the one that disabled the webhook, others still pending then, and those while it was disabled) are not sent. ' +
        'GET the resources to catch up on what happened meanwhile. Enabling an active webhook changes nothing.',
      tag: 'Webhooks',
      success: { status: 200, schema: Webhook, description: 'The webhook, active' },
      errors: ['UNAUTHORIZED', 'NOT_FOUND', 'RATE_LIMITED'],
      handle: async ({ caller, params }) => presentWebhook(store, await enableWebhook(store, clock, caller, params.webhookId!)),
    }),
    defineRoute({
      method: 'delete',
      path: '/webhooks/:webhookId',
      operationId: 'deleteWebhook',
      summary: 'Delete a webhook',
      description: 'Nothing more is sent to it; its pending deliveries are dropped.',
      tag: 'Webhooks',
      success: { status: 204, schema: z.null().meta({ description: 'No content' }), description: 'Deleted' },
      errors: ['UNAUTHORIZED', 'NOT_FOUND', 'RATE_LIMITED'],
      handle: async ({ caller, params, res }) => {
        await deleteWebhook(store, caller, params.webhookId!);
        res.status(204).end();
        return undefined;
      },
    }),
  ];
}
