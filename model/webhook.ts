import { z } from 'zod';
import { Pagination, SpecBase, StatusBase } from './common.js';
import { Timestamp, id, text } from './fields.js';
import { CREATE_WEBHOOK_EXAMPLE, WEBHOOK_EXAMPLE, WEBHOOK_LIST_EXAMPLE, WEBHOOK_WITH_SECRET_EXAMPLE } from './examples.js';

/** What a webhook can subscribe to: the end states of the asynchronous work. */
export const WEBHOOK_EVENT_TYPES = ['prompt.completed', 'prompt.failed', 'export.completed', 'export.failed', 'asset.ready', 'asset.error'] as const;
export const WebhookEventType = z.enum(WEBHOOK_EVENT_TYPES);
export type WebhookEventType = z.infer<typeof WebhookEventType>;

export const CreateWebhookBody = z
  .object({
    url: z.string().min(1).max(2048).meta({
      format: 'uri',
      // https (http only to hosts an admin allowed), no credentials, no #fragment (lib/net/destination.ts); schemes
      // are case-insensitive. Where the host resolves to is checked when registering.
      pattern: '^[Hh][Tt][Tt][Pp][Ss]?://[^\\s/?#@]+([/?][^\\s#]*)?$',
      description:
        'Where events are POSTed: an absolute `https://` URL without credentials or `#fragment`, whose host resolves to public addresses only (an admin may allow listed private hosts, and plain http to them, with MONTAGE_WEBHOOK_ALLOWED_HOSTS). Redirects are not followed.',
    }),
    events: z.array(WebhookEventType).min(1).max(WEBHOOK_EVENT_TYPES.length).refine((e) => new Set(e).size === e.length, { message: 'events must not repeat' }),
    description: text('description', 0, 200).optional(),
  })
  .strict()
  .meta({ id: 'CreateWebhookRequest', examples: [CREATE_WEBHOOK_EXAMPLE] });
export type CreateWebhookBody = z.infer<typeof CreateWebhookBody>;

export const WebhookAttempt = z
  .object({
    event_id: z.string().meta({ description: 'The `webhook-id` header of the delivery: the same for every attempt of one event' }),
    event_type: WebhookEventType,
    attempted_at: Timestamp,
    status_code: z.number().int().nullable().meta({ description: "The receiver's HTTP status; null when none came (refused address, connection error, timeout)" }),
    error: z.string().nullable().meta({ description: 'Why the attempt failed; null when it succeeded' }),
    duration_ms: z.number().int().min(0),
  })
  .meta({ id: 'WebhookAttempt' });

export const Webhook = z
  .object({
    id: id('webhook'),
    url: z.string(),
    events: z.array(WebhookEventType),
    description: z.string().nullable(),
    state: z.enum(['active', 'disabled']).meta({
      description:
        '`disabled` after a delivery kept failing for its whole retry period (see `disabled_reason`); nothing is sent to a disabled webhook until `POST /webhooks/{id}/enable`',
    }),
    disabled_reason: z.string().nullable(),
    pending_deliveries: z.number().int().min(0).meta({ description: 'Events recorded and not yet delivered (being retried)' }),
    recent_attempts: z.array(WebhookAttempt).meta({ description: 'The latest delivery attempts, newest first (at most 20)' }),
    created_at: Timestamp,
  })
  .meta({ id: 'Webhook', examples: [WEBHOOK_EXAMPLE] });

export const WebhookWithSecret = Webhook.extend({
  secret: z.string().meta({ description: 'The signing secret (`whsec_` + base64), shown only in this response: keep it' }),
}).meta({ id: 'WebhookWithSecret', examples: [WEBHOOK_WITH_SECRET_EXAMPLE] });

export const WebhookList = z.object({ webhooks: z.array(Webhook), pagination: Pagination }).meta({ id: 'WebhookList', examples: [WEBHOOK_LIST_EXAMPLE] });

const SigningSecret = z.object({
  /**
   * `whsec_` + base64 of 32 random bytes (the Standard Webhooks format), sealed (lib/crypto/sealer.ts: `sealed:v1:`
   * ...) when a key is configured; a clear value written before sealing existed still reads.
   */
  value: z.string().regex(/^(whsec_[A-Za-z0-9+/]+=*|sealed:v1:[0-9a-f]{8}:[A-Za-z0-9+/]+=*)$/),
  /** A rotated-out secret signs too until then. */
  expiresAt: Timestamp.optional(),
});

export const WebhookSpec = z.object({
  id: id('webhook'),
  ...SpecBase,
  url: z.string().min(1).max(2048),
  events: z.array(WebhookEventType).min(1).max(WEBHOOK_EVENT_TYPES.length),
  description: z.string().max(1000).optional(),
  /** The current secret first; rotated-out ones while they are still valid. */
  secrets: z.array(SigningSecret).min(1).max(8),
});
export type WebhookSpec = z.infer<typeof WebhookSpec>;

export const StoredAttempt = z.object({
  deliveryId: id('delivery'),
  eventType: WebhookEventType,
  at: Timestamp,
  statusCode: z.number().int().optional(),
  error: z.string().max(500).optional(),
  durationMs: z.number().int().min(0),
});
export type StoredAttempt = z.infer<typeof StoredAttempt>;

export const WebhookStatus = z.object({
  ...StatusBase,
  /** Set by the dispatcher when a delivery exhausted its retries: nothing more is sent. */
  disabled: z.object({ reason: z.string().max(1000), at: Timestamp }).optional(),
  /** When it was last re-enabled (POST /webhooks/{id}/enable): events before it are not sent. */
  enabledAt: Timestamp.optional(),
  attempts: z.array(StoredAttempt).max(20).optional(),
  /**
   * The recording watermark (controller/webhooks/prune.ts): every event of this webhook that occurred before it has
   * been recorded as a delivery, so recording skips older events and finished deliveries older than it may be pruned.
   */
  recordedThrough: Timestamp.optional(),
});
export type WebhookStatus = z.infer<typeof WebhookStatus>;

/*
 * One event for one webhook: recorded by the dispatcher (its id is derived from webhook and event, so recording
 * twice is a no-op), attempted until delivered or out of retries. The payload is fixed when recorded, so every
 * attempt sends the same bytes under the same `webhook-id`.
 */
export const WebhookDeliverySpec = z.object({
  id: id('delivery'),
  ...SpecBase,
  webhookId: id('webhook'),
  eventType: WebhookEventType,
  /** The resource the event is about. */
  subjectId: z.string().min(1).max(64),
  occurredAt: Timestamp,
  /** The JSON body, exactly as it is sent and signed. */
  payload: z.string().max(256 * 1024),
});
export type WebhookDeliverySpec = z.infer<typeof WebhookDeliverySpec>;

export const WebhookDeliveryStatus = z.object({
  ...StatusBase,
  phase: z.enum(['pending', 'delivered', 'failed']).optional(),
  attempts: z.number().int().min(0).optional(),
  firstAttemptAt: Timestamp.optional(),
  nextAttemptAt: Timestamp.optional(),
  lastStatusCode: z.number().int().optional(),
  lastError: z.string().max(500).optional(),
  deliveredAt: Timestamp.optional(),
  /** When it was delivered or failed for good: the retention (MONTAGE_WEBHOOK_DELIVERY_RETENTION_HOURS) counts from it. */
  finishedAt: Timestamp.optional(),
});
export type WebhookDeliveryStatus = z.infer<typeof WebhookDeliveryStatus>;
