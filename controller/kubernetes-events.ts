import { CoreV1Api, type KubeConfig } from '@kubernetes/client-node';
import { randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import { API_GROUP_VERSION, KINDS } from '../model/kinds.js';
import type { StoredObject } from '../store/store.js';
import type { EventRecorder } from './events.js';

/** Kubernetes Events on Montage objects, so `kubectl describe export <name>` shows what happened. Best effort. */
export class KubernetesEventRecorder implements EventRecorder {
  private readonly core: CoreV1Api;

  constructor(
    kubeConfig: KubeConfig,
    private readonly namespace: string,
    private readonly logger: Logger,
  ) {
    this.core = kubeConfig.makeApiClient(CoreV1Api);
  }

  normal(object: StoredObject, reason: string, message: string): void {
    this.record(object, 'Normal', reason, message);
  }

  warning(object: StoredObject, reason: string, message: string): void {
    this.record(object, 'Warning', reason, message);
  }

  private record(object: StoredObject, type: 'Normal' | 'Warning', reason: string, message: string): void {
    const now = new Date();
    void this.core
      .createNamespacedEvent({
        namespace: this.namespace,
        body: {
          metadata: { name: `${object.metadata.name}.${randomBytes(6).toString('hex')}`, namespace: this.namespace },
          involvedObject: { apiVersion: API_GROUP_VERSION, kind: KINDS[object.kind].kind, name: object.metadata.name, namespace: this.namespace, uid: object.metadata.uid },
          type,
          reason,
          message: message.slice(0, 1024),
          source: { component: 'montage-controller' },
          firstTimestamp: now,
          lastTimestamp: now,
          count: 1,
        },
      })
      .catch((err: unknown) => this.logger.debug({ err: String(err), reason }, 'could not record event'));
    const log = type === 'Normal' ? this.logger.info.bind(this.logger) : this.logger.warn.bind(this.logger);
    log({ kind: object.kind, id: object.spec.id, reason }, message);
  }
}
