import type { ChapterState, PromptState } from '../model/fields.js';
import type { CreateChapterBody } from '../model/chapter.js';
import { NotFoundError } from '../model/errors.js';
import { newId } from '../model/ids.js';
import { LABELS } from '../model/kinds.js';
import type { Store, StoredObject } from '../store/store.js';
import type { Caller } from './caller.js';
import { isoNow, type Clock } from './clock.js';
import { getOwned } from './owned.js';
import type { z } from 'zod';

export type ChapterObject = StoredObject<'chapter'>;
export type PromptObject = StoredObject<'prompt'>;

/** A chapter with the prompts submitted to it, oldest first. */
export interface ChapterView {
  chapter: ChapterObject;
  prompts: PromptObject[];
}

export function promptState(prompt: PromptObject): z.infer<typeof PromptState> {
  return prompt.status.phase ?? 'processing';
}

/** The prompt that currently defines the chapter: the one claimed last, or failing that the newest. */
export function latestPrompt(view: ChapterView): PromptObject | undefined {
  const active = view.chapter.spec.activePromptId;
  return view.prompts.find((p) => p.spec.id === active) ?? view.prompts.at(-1);
}

/**
 * Derived, never stored as truth: `processing` while the latest prompt runs, `error` when it failed, `ready`
 * otherwise, including a chapter with no prompts yet (nothing runs, nothing failed).
 */
export function chapterState(view: ChapterView): z.infer<typeof ChapterState> {
  const latest = latestPrompt(view);
  if (!latest) return 'ready';
  const state = promptState(latest);
  return state === 'processing' ? 'processing' : state === 'failed' ? 'error' : 'ready';
}

/** The newest prompt whose render completed: what an export takes from this chapter. */
export function latestCompletedPrompt(view: ChapterView): PromptObject | undefined {
  return view.prompts.filter((p) => promptState(p) === 'completed' && p.status.output).at(-1);
}

export async function createChapter(
  store: Store,
  clock: Clock,
  caller: Caller,
  projectId: string,
  body: CreateChapterBody,
): Promise<ChapterObject> {
  await getOwned(store, caller, 'project', projectId);
  return store.create('chapter', {
    spec: {
      id: newId('chapter'),
      tenant: caller.tenant,
      createdAt: isoNow(clock),
      projectId,
      name: body.name,
      duration: body.duration ?? null,
      activePromptId: null,
    },
    status: {},
    labels: { [LABELS.project]: projectId },
  });
}

/** The project's chapters in the order they are rendered (creation order), each with its prompts. */
export async function listChapters(store: Store, caller: Caller, projectId: string): Promise<ChapterView[]> {
  await getOwned(store, caller, 'project', projectId);
  const [chapters, prompts] = await Promise.all([
    store.list('chapter', { tenant: caller.tenant, labels: { [LABELS.project]: projectId } }),
    store.list('prompt', { tenant: caller.tenant, labels: { [LABELS.project]: projectId } }),
  ]);
  const byChapter = new Map<string, PromptObject[]>();
  for (const prompt of prompts) {
    const list = byChapter.get(prompt.spec.chapterId) ?? [];
    list.push(prompt);
    byChapter.set(prompt.spec.chapterId, list);
  }
  return chapters.map((chapter) => ({ chapter, prompts: byChapter.get(chapter.spec.id) ?? [] }));
}

export async function getChapter(
  store: Store,
  caller: Caller,
  projectId: string,
  chapterId: string,
): Promise<ChapterView> {
  await getOwned(store, caller, 'project', projectId);
  const chapter = await getOwned(store, caller, 'chapter', chapterId);
  // A chapter addressed under a project it does not belong to does not exist there.
  if (chapter.spec.projectId !== projectId) throw new NotFoundError('Chapter');
  const prompts = await store.list('prompt', { tenant: caller.tenant, labels: { [LABELS.chapter]: chapterId } });
  return { chapter, prompts };
}
