import { ConflictError } from '../model/errors.js';
import { CLEANUP_FINALIZER } from '../model/finalizers.js';
import { LABELS, type KindName } from '../model/kinds.js';
import type { ObjectStorage } from '../storage/object-storage.js';
import { isDeleting } from '../store/objects.js';
import type { Store, StoredObject } from '../store/store.js';
import type { Caller } from './caller.js';
import { getChapter, latestCompletedPrompt } from './chapters.js';
import { getOwned } from './owned.js';
import { retryOnConflict } from './retry.js';
import { documentAssetIds } from './scene.js';

/*
 * Deleting is asking the controller to clean up, Kubernetes style: the object gets the cleanup finalizer (objects
 * made before deletion existed have none) and is then deleted, which on both stores only marks it
 * (`deletionTimestamp`). From then on the API treats it as gone. The controller (controller/cleanup/) stops its
 * job, deletes its children and its objects in storage, and removes the finalizer, which removes the object. Each
 * step is safe to repeat: a crash anywhere leaves a marked object that the next pass finishes.
 */
export { CLEANUP_FINALIZER };

/** Marks an object for the controller's cleanup; a missing or already deleting object needs nothing more. */
export async function requestDeletion(store: Store, kind: KindName, id: string): Promise<void> {
  await retryOnConflict(async () => {
    const object = await store.get(kind, id);
    if (!object || isDeleting(object)) return;
    const finalizers = object.metadata.finalizers ?? [];
    // Two writes, not one: a crash in between leaves a finalizer on a live object, which is harmless (a repeated
    // DELETE completes it) and never an object deleted without its cleanup.
    if (!finalizers.includes(CLEANUP_FINALIZER)) {
      await store.update(kind, { ...object, metadata: { ...object.metadata, finalizers: [...finalizers, CLEANUP_FINALIZER] } } as never);
    }
    await store.delete(kind, id);
  });
}

export async function deleteProject(store: Store, caller: Caller, projectId: string): Promise<StoredObject<'project'>> {
  const project = await getOwned(store, caller, 'project', projectId);
  await requestDeletion(store, 'project', projectId);
  return project;
}

export async function deleteChapter(store: Store, caller: Caller, projectId: string, chapterId: string): Promise<StoredObject<'chapter'>> {
  const { chapter } = await getChapter(store, caller, projectId, chapterId);
  await requestDeletion(store, 'chapter', chapterId);
  return chapter;
}

/**
 * An asset a chapter's latest scene uses is kept unless `force`: deleting it would break the chapter's next render
 * (a prompt edits that scene) and the next export's re-render. An asset still uploading is refused too: its bytes
 * are being written by the request that made it.
 */
export async function deleteAsset(
  deps: { store: Store; storage: ObjectStorage },
  caller: Caller,
  assetId: string,
  force: boolean,
): Promise<StoredObject<'asset'>> {
  const asset = await getOwned(deps.store, caller, 'asset', assetId);
  if (!force) {
    if ((asset.status.state ?? 'uploading') === 'uploading') {
      throw new ConflictError(
        'The asset is still being uploaded',
        'Wait for the upload to finish, then delete it. An upload cut off by a server crash stays `uploading`: delete it with ?force=true.',
      );
    }
    const users = await chaptersUsing(deps, caller, assetId);
    if (users.length > 0) {
      const names = users.slice(0, 5).map((c) => `"${c.spec.name}" (${c.spec.id})`).join(', ') + (users.length > 5 ? ` and ${users.length - 5} more` : '');
      throw new ConflictError(
        `The asset is used by the latest scene of ${users.length} chapter(s): ${names}`,
        'Remove it from those chapters first (a prompt, or PUT .../scene), or delete it anyway with ?force=true: their next render then fails for want of it.',
      );
    }
  }
  await requestDeletion(deps.store, 'asset', assetId);
  return asset;
}

/** The caller's chapters whose latest completed prompt's scene document uses the asset. */
async function chaptersUsing(deps: { store: Store; storage: ObjectStorage }, caller: Caller, assetId: string): Promise<StoredObject<'chapter'>[]> {
  const [chapters, prompts] = await Promise.all([
    deps.store.list('chapter', { tenant: caller.tenant }),
    deps.store.list('prompt', { tenant: caller.tenant }),
  ]);
  const byChapter = new Map<string, StoredObject<'prompt'>[]>();
  for (const p of prompts) if (!isDeleting(p)) byChapter.set(p.spec.chapterId, [...(byChapter.get(p.spec.chapterId) ?? []), p]);
  const using: StoredObject<'chapter'>[] = [];
  for (const chapter of chapters) {
    if (isDeleting(chapter)) continue;
    const sceneKey = latestCompletedPrompt({ chapter, prompts: byChapter.get(chapter.spec.id) ?? [] })?.status.sceneKey;
    if (sceneKey && (await documentAssetIds(deps.storage, sceneKey)).includes(assetId)) using.push(chapter);
  }
  return using;
}

/** The children a deleting object's cleanup deletes first (a project: chapters and exports; a chapter: prompts). */
export async function childrenOf(store: Store, kind: KindName, object: StoredObject): Promise<{ kind: KindName; id: string }[]> {
  const tenant = object.spec.tenant;
  const id = object.spec.id;
  if (kind === 'project') {
    const [chapters, exports, batches] = await Promise.all([
      store.list('chapter', { tenant, labels: { [LABELS.project]: id } }),
      store.list('export', { tenant, labels: { [LABELS.project]: id } }),
      store.list('batch', { tenant, labels: { [LABELS.project]: id } }),
    ]);
    return [
      ...chapters.map((c) => ({ kind: 'chapter' as const, id: c.spec.id })),
      ...exports.map((e) => ({ kind: 'export' as const, id: e.spec.id })),
      ...batches.map((b) => ({ kind: 'batch' as const, id: b.spec.id })),
    ];
  }
  if (kind === 'batch') {
    // A batch's rows: its exports (their files go with them).
    const exports = await store.list('export', { tenant, labels: { [LABELS.batch]: id } });
    return exports.map((e) => ({ kind: 'export' as const, id: e.spec.id }));
  }
  if (kind === 'chapter') {
    const prompts = await store.list('prompt', { tenant, labels: { [LABELS.chapter]: id } });
    return prompts.map((p) => ({ kind: 'prompt' as const, id: p.spec.id }));
  }
  return [];
}
