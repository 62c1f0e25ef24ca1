import type { Logger } from 'pino';
import type { ObjectStorage } from '../../storage/object-storage.js';
import type { Store } from '../../store/store.js';
import { isDeleting } from '../../store/objects.js';
import { finishDeletion } from '../cleanup/finish-deletion.js';
import { WorkQueue } from '../work-queue.js';
import { reconcileAsset } from './probe-asset.js';

export interface RunningController {
  stop(): void;
  /** Resolves when no work is queued or running (for tests and graceful shutdown). */
  idle(): Promise<void>;
}

/** Probes every asset that is `processing`: the watch replays existing objects first, so a restart resumes. */
export function startAssetController(deps: { store: Store; storage: ObjectStorage; logger: Logger; concurrency?: number }): RunningController {
  const logger = deps.logger.child({ controller: 'assets' });
  const queue = new WorkQueue({
    name: 'assets',
    concurrency: deps.concurrency ?? 2,
    logger,
    reconcile: async (id) => {
      // On the probe's queue, so a rendition being made is never left behind by a cleanup running beside it.
      const asset = await deps.store.get('asset', id);
      if (asset && isDeleting(asset)) return finishDeletion(deps, 'asset', asset);
      return reconcileAsset(deps, id);
    },
  });
  const unsubscribe = deps.store.watch('asset', (event) => {
    if (event.type === 'DELETED') return;
    if (event.object.status.state === 'processing' || isDeleting(event.object)) queue.add(event.object.spec.id);
  });
  return {
    stop() {
      unsubscribe();
      queue.stop();
    },
    idle: () => queue.idle(),
  };
}
