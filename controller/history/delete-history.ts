import { readHistorySegment } from '../../core/history.js';
import { deleteKeys } from '../../storage/delete-keys.js';
import type { ObjectStorage } from '../../storage/object-storage.js';
import type { StoredObject } from '../../store/store.js';
import { promptKeys } from '../cleanup/owned-keys.js';

/**
 * A deleted chapter's archived prompts: each segment's prompts' keys, then the segment itself, so a crash in between
 * finds the segment again and repeats the deletes (deleting a missing key is not an error). A segment recorded in the
 * status but never written is simply missing: its prompts were still live objects, cleaned up as the chapter's
 * children.
 */
export async function deleteHistory(storage: ObjectStorage, chapter: StoredObject<'chapter'>): Promise<void> {
  for (const { key } of chapter.status.history ?? []) {
    const segment = await readHistorySegment(storage, key);
    const owned = (segment?.prompts ?? []).flatMap((prompt) =>
      promptKeys({ spec: { chapterId: chapter.spec.id, id: prompt.id, ...(prompt.scene_source_key ? { sceneSourceKey: prompt.scene_source_key } : {}) } }),
    );
    await deleteKeys(storage, owned);
    await storage.delete(key);
  }
}
