import type { Condition } from '../model/common.js';
import type { Clock } from '../lib/clock.js';
import type { StoredObject } from '../store/store.js';

/**
 * Sets one condition in a status's list the way Kubernetes controllers do: replaced by type, with
 * lastTransitionTime moved only when the condition's status actually changes.
 */
export function withCondition(
  conditions: readonly Condition[] | undefined,
  next: Omit<Condition, 'lastTransitionTime' | 'observedGeneration'>,
  now: Date,
  generation: number,
): Condition[] {
  const previous = conditions?.find((c) => c.type === next.type);
  const lastTransitionTime = previous && previous.status === next.status ? previous.lastTransitionTime : now.toISOString();
  const condition: Condition = { ...next, message: next.message.slice(0, 32768), lastTransitionTime, observedGeneration: generation };
  return [...(conditions ?? []).filter((c) => c.type !== next.type), condition];
}

/** The status fields every reconciler write carries: the Ready condition and the generation it was computed from. */
export function readyStatus(
  object: Pick<StoredObject, 'metadata'> & { status: { conditions?: Condition[] } },
  clock: Clock,
  status: 'True' | 'False',
  reason: string,
  message: string,
): { observedGeneration: number; conditions: Condition[] } {
  const generation = object.metadata.generation;
  return {
    observedGeneration: generation,
    conditions: withCondition(object.status.conditions, { type: 'Ready', status, reason, message }, clock.now(), generation),
  };
}
