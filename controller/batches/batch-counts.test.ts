import { describe, expect, it } from '@jest/globals';
import { batchProgress } from './batch-counts.js';

describe('batchProgress', () => {
  it('admits rows in order while fewer than the window are unsettled', () => {
    expect(batchProgress(['queued', 'queued', 'queued', 'queued'], 6, 2, false)).toEqual({ counts: { queued: 6, processing: 0, completed: 0, failed: 0, cancelled: 0 }, admitted: 2, pendingFrom: 0, phase: 'queued' });
    // Settled rows hold no place, wherever they are.
    expect(batchProgress(['completed', 'processing', 'failed', 'queued', 'queued'], 5, 2, false)).toMatchObject({ admitted: 4, pendingFrom: 1, phase: 'processing' });
    expect(batchProgress(['failed', 'failed', 'failed'], 3, 2, false)).toMatchObject({ admitted: 3, phase: 'completed', counts: { failed: 3 } });
  });

  it('counts the rows not created yet as cancelled once the batch is', () => {
    expect(batchProgress(['completed', 'cancelled'], 10, 4, true)).toEqual({ counts: { queued: 0, processing: 0, completed: 1, failed: 0, cancelled: 9 }, admitted: 2, pendingFrom: 2, phase: 'cancelled' });
    expect(batchProgress(['completed', 'processing'], 3, 4, true)).toMatchObject({ phase: 'processing' });
  });
});
