import { destinationPolicy, type DestinationPolicy, type Lookup } from '../../lib/net/destination.js';
import type { Sealer } from '../../lib/crypto/sealer.js';
import type { PayloadDeps } from './events.js';

export interface DispatcherSettings {
  policy: DestinationPolicy;
  /** One attempt at most (MONTAGE_WEBHOOK_TIMEOUT_SECONDS). */
  timeoutMs: number;
  /** The first retry's delay; it doubles per attempt up to retryCapMs, with jitter. */
  retryBaseMs: number;
  retryCapMs: number;
  /** Retried this long after the first attempt; then the delivery fails and its webhook is disabled. */
  retryForMs: number;
  /** Delivered and failed deliveries are pruned this long after they finished. */
  retentionMs: number;
  /** The recording watermark stays this far behind the present (see prune.ts). */
  recordGraceMs: number;
  /** How often the dispatcher tries to advance watermarks and prune. */
  pruneIntervalMs: number;
  payload: PayloadDeps;
  /** Opens the webhooks' sealed signing secrets. */
  sealer: Sealer;
  /** For tests: a fixed jitter, a DNS stand-in. */
  random?: () => number;
  lookup?: Lookup;
}

export function dispatcherSettingsFrom(
  config: {
    MONTAGE_WEBHOOK_ALLOWED_HOSTS: string[];
    MONTAGE_WEBHOOK_TIMEOUT_SECONDS: number;
    MONTAGE_WEBHOOK_RETRY_BASE_MS: number;
    MONTAGE_WEBHOOK_RETRY_FOR_SECONDS: number;
    MONTAGE_WEBHOOK_DELIVERY_RETENTION_HOURS: number;
    MONTAGE_WEBHOOK_RECORD_GRACE_SECONDS: number;
  },
  payload: PayloadDeps,
  sealer: Sealer,
): DispatcherSettings {
  return {
    policy: destinationPolicy(config.MONTAGE_WEBHOOK_ALLOWED_HOSTS),
    timeoutMs: config.MONTAGE_WEBHOOK_TIMEOUT_SECONDS * 1000,
    retryBaseMs: config.MONTAGE_WEBHOOK_RETRY_BASE_MS,
    retryCapMs: 3_600_000,
    retryForMs: config.MONTAGE_WEBHOOK_RETRY_FOR_SECONDS * 1000,
    retentionMs: config.MONTAGE_WEBHOOK_DELIVERY_RETENTION_HOURS * 3_600_000,
    recordGraceMs: config.MONTAGE_WEBHOOK_RECORD_GRACE_SECONDS * 1000,
    pruneIntervalMs: 60_000,
    payload,
    sealer,
  };
}

/** Exponential backoff with equal jitter: half the delay fixed, half random, so failing receivers are not hit in step. */
export function retryDelayMs(settings: Pick<DispatcherSettings, 'retryBaseMs' | 'retryCapMs' | 'random'>, attempts: number): number {
  const delay = Math.min(settings.retryCapMs, settings.retryBaseMs * 2 ** Math.min(Math.max(attempts - 1, 0), 30));
  return Math.round(delay / 2 + (delay / 2) * (settings.random ?? Math.random)());
}
