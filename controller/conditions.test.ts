import { describe, expect, it } from '@jest/globals';
import { withCondition } from './conditions.js';

const t0 = new Date('2026-01-01T00:00:00.000Z');
const t1 = new Date('2026-01-01T00:01:00.000Z');

describe('withCondition', () => {
  it('adds a condition with the observed generation', () => {
    expect(withCondition(undefined, { type: 'Ready', status: 'False', reason: 'Rendering', message: 'm' }, t0, 3)).toEqual([
      { type: 'Ready', status: 'False', reason: 'Rendering', message: 'm', lastTransitionTime: t0.toISOString(), observedGeneration: 3 },
    ]);
  });

  it('keeps the transition time while the status stays the same, and moves it when it changes', () => {
    const first = withCondition(undefined, { type: 'Ready', status: 'False', reason: 'Rendering', message: 'a' }, t0, 1);
    const same = withCondition(first, { type: 'Ready', status: 'False', reason: 'Rendering', message: 'b' }, t1, 1);
    expect(same[0]!.lastTransitionTime).toBe(t0.toISOString());
    expect(same[0]!.message).toBe('b');
    const changed = withCondition(same, { type: 'Ready', status: 'True', reason: 'Completed', message: 'c' }, t1, 1);
    expect(changed).toHaveLength(1);
    expect(changed[0]!.lastTransitionTime).toBe(t1.toISOString());
  });
});
