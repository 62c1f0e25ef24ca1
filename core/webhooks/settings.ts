import type { Sealer } from '../../lib/crypto/sealer.js';
import { destinationPolicy, type DestinationPolicy } from '../../lib/net/destination.js';

/** What the API needs to accept webhooks: the address policy (checked at creation), the rotation grace, the sealer. */
export function webhookApiSettings(
  config: { MONTAGE_WEBHOOK_ALLOWED_HOSTS: string[]; MONTAGE_WEBHOOK_SECRET_GRACE_SECONDS: number },
  sealer: Sealer,
): {
  policy: DestinationPolicy;
  secretGraceSeconds: number;
  sealer: Sealer;
} {
  return { policy: destinationPolicy(config.MONTAGE_WEBHOOK_ALLOWED_HOSTS), secretGraceSeconds: config.MONTAGE_WEBHOOK_SECRET_GRACE_SECONDS, sealer };
}
