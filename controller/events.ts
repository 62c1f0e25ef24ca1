import type { Logger } from 'pino';
import type { StoredObject } from '../store/store.js';

/**
 * Milestones and failures of an object, for people: Kubernetes Events in a cluster (`kubectl describe export …`),
 * log lines in the embedded mode. Recording is best effort and never fails a reconcile.
 */
export interface EventRecorder {
  normal(object: StoredObject, reason: string, message: string): void;
  warning(object: StoredObject, reason: string, message: string): void;
}

export class LogEventRecorder implements EventRecorder {
  constructor(private readonly logger: Logger) {}

  normal(object: StoredObject, reason: string, message: string): void {
    this.logger.info({ kind: object.kind, id: object.spec.id, reason }, message);
  }

  warning(object: StoredObject, reason: string, message: string): void {
    this.logger.warn({ kind: object.kind, id: object.spec.id, reason }, message);
  }
}
