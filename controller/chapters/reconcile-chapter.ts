import { chapterState } from '../../core/chapters.js';
import { LABELS } from '../../model/kinds.js';
import type { Store } from '../../store/store.js';

/**
 * Mirrors the chapter's derived status (state, prompt count) into its custom resource, so `kubectl get chapters`
 * shows it. The API derives the same values itself; this copy is for people, never read back as truth.
 */
export async function reconcileChapter(store: Store, chapterId: string): Promise<void> {
  const chapter = await store.get('chapter', chapterId);
  if (!chapter) return;
  const prompts = await store.list('prompt', { tenant: chapter.spec.tenant, labels: { [LABELS.chapter]: chapterId } });
  const state = chapterState({ chapter, prompts });
  if (chapter.status.state === state && chapter.status.promptCount === prompts.length) return;
  await store.updateStatus('chapter', { ...chapter, status: { ...chapter.status, state, promptCount: prompts.length } });
}
