import { ConflictError } from '../model/errors.js';
import { newId } from '../model/ids.js';
import { CLEANUP_FINALIZER } from '../model/finalizers.js';
import { LABELS } from '../model/kinds.js';
import type { SubmitPromptBody } from '../model/prompt.js';
import type { Store } from '../store/store.js';
import type { Caller } from './caller.js';
import { getChapter, promptState, type PromptObject } from './chapters.js';
import { isoNow, type Clock } from '../lib/clock.js';
import { retryOnConflict } from './retry.js';

/*
 * Submitting is two writes, because no store offers a transaction across objects:
 *   1. create the Prompt (state processing);
 *   2. claim it as the chapter's active prompt by updating the chapter with the resourceVersion just read.
 * The claim is the commit point. Of N concurrent submitters exactly one claim succeeds; the others re-read, see a
 * prompt processing and answer 409 (deleting the prompt they created). With `force` a submitter claims over a
 * processing prompt; the controller then marks the superseded prompt failed and deletes its Job. A prompt left
 * unclaimed by a crash between the two writes is failed by the controller after a grace period, never run.
 */
export async function submitPrompt(
  store: Store,
  clock: Clock,
  caller: Caller,
  projectId: string,
  chapterId: string,
  body: SubmitPromptBody,
  /** A scene document edit (core/scene.ts): the prompt's id, chosen first, and where its document is stored. */
  scene?: { promptId: string; sceneSourceKey: string },
): Promise<PromptObject> {
  await getChapter(store, caller, projectId, chapterId);
  const force = body.force === true;
  const prompt = await store.create('prompt', {
    spec: {
      id: scene?.promptId ?? newId('prompt'),
      tenant: caller.tenant,
      createdAt: isoNow(clock),
      projectId,
      chapterId,
      content: body.content,
      force,
      ...(scene ? { sceneSourceKey: scene.sceneSourceKey } : {}),
    },
    // No status: a prompt without a phase is processing (promptState), and in a cluster a create with a status is
    // a second request (the status subresource) that also raced the controller's first write (409s in the bench).
    labels: { [LABELS.project]: projectId, [LABELS.chapter]: chapterId },
    // Born with the cleanup finalizer (controller/cleanup/): its render is in storage, and a `kubectl delete` must
    // go through the cleanup too. In the create itself: adding it later was one more write per prompt.
    finalizers: [CLEANUP_FINALIZER],
  });
  try {
    await retryOnConflict(async () => {
      const chapter = await store.get('chapter', chapterId);
      if (!chapter) throw new ConflictError('The chapter was deleted while the prompt was submitted');
      const activeId = chapter.spec.activePromptId;
      if (!force && activeId && (await isProcessing(store, activeId))) {
        throw new ConflictError(
          'Another prompt is still processing for this chapter',
          `Wait for prompt ${activeId} to finish (GET the chapter), or resubmit with "force": true to replace it.`,
        );
      }
      await store.update('chapter', { ...chapter, spec: { ...chapter.spec, activePromptId: prompt.spec.id } });
    });
  } catch (err) {
    await store.delete('prompt', prompt.spec.id).catch(() => undefined);
    throw err;
  }
  return prompt;
}

/** A claimed prompt this store has not seen yet was created by another replica a moment ago: it is processing. */
async function isProcessing(store: Store, promptId: string): Promise<boolean> {
  const active = await store.get('prompt', promptId);
  return !active || promptState(active) === 'processing';
}
