import { destinationPolicy, type DestinationPolicy } from '../../lib/net/destination.js';

/** What the API needs to accept webhooks: the address policy (checked at creation) and the rotation grace. */
export function webhookApiSettings(config: { MONTAGE_WEBHOOK_ALLOWED_HOSTS: string[]; MONTAGE_WEBHOOK_SECRET_GRACE_SECONDS: number }): {
  policy: DestinationPolicy;
  secretGraceSeconds: number;
} {
  return { policy: destinationPolicy(config.MONTAGE_WEBHOOK_ALLOWED_HOSTS), secretGraceSeconds: config.MONTAGE_WEBHOOK_SECRET_GRACE_SECONDS };
}
