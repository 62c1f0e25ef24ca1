import { describe, expect, it } from '@jest/globals';
import type { DeliveryObject } from '../../core/webhooks/webhooks.js';
import { expired } from './prune.js';

function delivery(status: DeliveryObject['status']): DeliveryObject {
  return { kind: 'delivery', metadata: {} as DeliveryObject['metadata'], spec: { occurredAt: '2026-01-01T00:00:00.000Z' } as DeliveryObject['spec'], status };
}

describe('which deliveries have expired', () => {
  const cutoff = '2026-01-02T00:00:00.000Z';
  it('never a pending one, however old', () => {
    expect(expired(delivery({}), cutoff)).toBe(false);
    expect(expired(delivery({ phase: 'pending', firstAttemptAt: '2025-01-01T00:00:00.000Z' }), cutoff)).toBe(false);
  });
  it('a delivered or failed one once it finished before the cutoff', () => {
    expect(expired(delivery({ phase: 'delivered', finishedAt: '2026-01-01T23:59:59.000Z' }), cutoff)).toBe(true);
    expect(expired(delivery({ phase: 'failed', finishedAt: '2026-01-02T00:00:01.000Z' }), cutoff)).toBe(false);
  });
  it('records from before finishedAt existed count from when they were delivered', () => {
    expect(expired(delivery({ phase: 'delivered', deliveredAt: '2026-01-02T00:00:01.000Z' }), cutoff)).toBe(false);
    expect(expired(delivery({ phase: 'failed', firstAttemptAt: '2026-01-01T10:00:00.000Z' }), cutoff)).toBe(true);
  });
});
