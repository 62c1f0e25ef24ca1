import { CLEANUP_FINALIZER, childrenOf, requestDeletion } from '../../core/deletion.js';
import type { KindName } from '../../model/kinds.js';
import { jobName, type JobRunner } from '../../runner/job-runner.js';
import type { ObjectStorage } from '../../storage/object-storage.js';
import type { Store, StoredObject } from '../../store/store.js';
import type { ReconcileResult } from '../work-queue.js';
import { deleteKeys } from '../../storage/delete-keys.js';
import { deleteHistory } from '../history/delete-history.js';
import { assetKeys, exportKeys, promptKeys } from './owned-keys.js';

export interface CleanupDeps {
  store: Store;
  storage: ObjectStorage;
  /** Absent where no kind with jobs is cleaned up (the asset controller). */
  runner?: JobRunner;
}

/** How soon a cleanup waiting for its children or for a job to stop looks again (their events wake it sooner). */
const WAIT_MS = 500;

/*
 * The cleanup of an object marked for deletion (core/deletion.ts), run by the reconciler of its kind on the same
 * queue as its other work, so it never races that kind's own job starts. Level-triggered, in the order that leaves
 * nothing behind whatever line a crash stops at:
 *   1. stop the object's job and wait until it is gone (nothing can write any more);
 *   2. ask each child to be deleted, and wait until every one is gone (each cleans up after itself);
 *   3. delete the object's keys in storage (deleting a missing key is not an error, so a repeat is harmless), and a
 *      chapter's archived prompts with theirs (controller/history/);
 *   4. remove the finalizer: the store then removes the object.
 */
export async function finishDeletion(deps: CleanupDeps, kind: KindName, object: StoredObject): Promise<ReconcileResult | void> {
  if (!object.metadata.finalizers?.includes(CLEANUP_FINALIZER)) return; // someone else's deletion (kubectl): not ours

  const jobs = jobsOf(kind, object);
  if (jobs.length) {
    const runner = deps.runner;
    if (!runner) throw new Error(`cleaning up a ${kind} needs the job runner`);
    for (const job of jobs) await runner.delete(job);
    for (const job of jobs) if ((await runner.status(job)).state !== 'absent') return { requeueAfterMs: WAIT_MS };
  }

  const children = await childrenOf(deps.store, kind, object);
  if (children.length > 0) {
    for (const child of children) await requestDeletion(deps.store, child.kind, child.id);
    return { requeueAfterMs: WAIT_MS };
  }

  await deleteKeys(deps.storage, keysOf(kind, object));
  if (kind === 'chapter') await deleteHistory(deps.storage, object as StoredObject<'chapter'>);

  await deps.store.update(kind, {
    ...object,
    metadata: { ...object.metadata, finalizers: object.metadata.finalizers.filter((f) => f !== CLEANUP_FINALIZER) },
  } as never);
}

/** The jobs that may still write the object's files: its own (a chunked prompt's Indexed Job and join too), or a chapter's re-render. */
function jobsOf(kind: KindName, object: StoredObject): string[] {
  if (kind === 'export') return [jobName(kind, object.metadata.name)];
  if (kind === 'prompt') {
    const name = object.metadata.name;
    return (object as StoredObject<'prompt'>).status.renderStage ? [jobName('prompt', name), jobName('chunks', name), jobName('join', name)] : [jobName('prompt', name)];
  }
  const rerender = kind === 'chapter' ? (object as StoredObject<'chapter'>).status.rerender?.job : undefined;
  return rerender ? [rerender] : [];
}

function keysOf(kind: KindName, object: StoredObject): string[] {
  if (kind === 'prompt') return promptKeys(object as StoredObject<'prompt'>);
  if (kind === 'export') return exportKeys(object as StoredObject<'export'>);
  if (kind === 'asset') return assetKeys(object as StoredObject<'asset'>);
  return [];
}
