import { LEGACY_FORMAT, sameFormat, type OutputFormat } from '../model/format.js';
import type { ChapterState, PromptState } from '../model/fields.js';
import type { CreateChapterBody } from '../model/chapter.js';
import { NotFoundError } from '../model/errors.js';
import { CLEANUP_FINALIZER } from '../model/finalizers.js';
import { newId } from '../model/ids.js';
import { LABELS } from '../model/kinds.js';
import type { Store, StoredObject } from '../store/store.js';
import type { Caller } from './caller.js';
import type { ArchivedPrompt } from './history.js';
import { isoNow, type Clock } from '../lib/clock.js';
import { getOwned, live } from './owned.js';
import { projectFormat } from '../model/project.js';
import type { z } from 'zod';

export type ChapterObject = StoredObject<'chapter'>;
export type PromptObject = StoredObject<'prompt'>;

/** A chapter with the prompts submitted to it, oldest first. */
export interface ChapterView {
  chapter: ChapterObject;
  prompts: PromptObject[];
  /** The project's output format; absent where the project was not read (then formats are not compared). */
  format?: OutputFormat;
  /**
   * Older prompts moved to object storage (core/history.ts), where the API reads them for the history it serves.
   * Never the latest, latest completed or rendered prompt, so nothing derived from `prompts` needs them.
   */
  archived?: ArchivedPrompt[];
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
  if (state === 'processing') return 'processing';
  if (state === 'failed') return 'error';
  // Decision: while the chapter is re-rendered in its project's new format it is `processing` (its preview is being
  // replaced and an export waits for it); a failed re-render is `error` with `render_error` saying why.
  if (renderFailure(view)) return 'error';
  return needsRerender(view) ? 'processing' : 'ready';
}

/** The newest prompt whose render completed: what an export takes from this chapter. */
export function latestCompletedPrompt(view: ChapterView): PromptObject | undefined {
  return view.prompts.filter((p) => promptState(p) === 'completed' && p.status.output).at(-1);
}

/** The format a completed prompt was rendered in (renders made before formats existed are landscape 720p). */
export function outputFormat(prompt: PromptObject): OutputFormat {
  const f = prompt.status.output?.format;
  return f ? { aspect: f.aspect, resolution: f.resolution } : { ...LEGACY_FORMAT };
}

export interface CurrentRender {
  promptId: string;
  key: string;
  durationSeconds: number;
  format: OutputFormat;
  sceneKey?: string;
  captionsKey?: string;
}

/**
 * What the chapter shows: its latest completed prompt rendered in the project's format when that render exists (the
 * prompt's own, or a re-render of its scene document), otherwise the prompt's own render.
 */
export function currentRender(view: ChapterView): CurrentRender | undefined {
  const latest = latestCompletedPrompt(view);
  if (!latest?.status.output) return undefined;
  const own: CurrentRender = {
    promptId: latest.spec.id,
    key: latest.status.output.key,
    durationSeconds: latest.status.output.durationSeconds,
    format: outputFormat(latest),
    ...(latest.status.sceneKey ? { sceneKey: latest.status.sceneKey } : {}),
    ...(latest.status.output.captionsKey ? { captionsKey: latest.status.output.captionsKey } : {}),
  };
  if (view.format && sameFormat(own.format, view.format)) return own;
  const r = view.chapter.status.render;
  if (r && r.promptId === latest.spec.id && view.format && sameFormat(r.format, view.format)) {
    return { promptId: r.promptId, key: r.key, durationSeconds: r.durationSeconds, format: { ...r.format }, sceneKey: r.sceneKey, ...(r.captionsKey ? { captionsKey: r.captionsKey } : {}) };
  }
  return own;
}

/** The chapter has a completed render, but not in the project's format (yet). */
export function needsRerender(view: ChapterView): boolean {
  if (!view.format) return false;
  const render = currentRender(view);
  return render !== undefined && !sameFormat(render.format, view.format);
}

/** Why re-rendering the latest completed prompt in the project's format failed, when it did. */
export function renderFailure(view: ChapterView): string | undefined {
  const failure = view.chapter.status.renderFailure;
  const latest = latestCompletedPrompt(view);
  if (!failure || !latest || !view.format || failure.promptId !== latest.spec.id || !sameFormat(failure.format, view.format)) return undefined;
  return needsRerender(view) ? failure.message : undefined;
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
    finalizers: [CLEANUP_FINALIZER], // its history segments and re-renders are in storage (controller/cleanup/)
    labels: { [LABELS.project]: projectId },
  });
}

/** The project's chapters in the order they are rendered (creation order), each with its prompts. */
export async function listChapters(store: Store, caller: Caller, projectId: string): Promise<ChapterView[]> {
  const project = await getOwned(store, caller, 'project', projectId);
  const format = projectFormat(project.spec);
  const [chapters, prompts] = await Promise.all([
    store.list('chapter', { tenant: caller.tenant, labels: { [LABELS.project]: projectId } }).then(live),
    store.list('prompt', { tenant: caller.tenant, labels: { [LABELS.project]: projectId } }).then(live),
  ]);
  const byChapter = new Map<string, PromptObject[]>();
  for (const prompt of prompts) {
    const list = byChapter.get(prompt.spec.chapterId) ?? [];
    list.push(prompt);
    byChapter.set(prompt.spec.chapterId, list);
  }
  return chapters.map((chapter) => ({ chapter, prompts: byChapter.get(chapter.spec.id) ?? [], format }));
}

export async function getChapter(
  store: Store,
  caller: Caller,
  projectId: string,
  chapterId: string,
): Promise<ChapterView> {
  const project = await getOwned(store, caller, 'project', projectId);
  const chapter = await getOwned(store, caller, 'chapter', chapterId);
  // A chapter addressed under a project it does not belong to does not exist there.
  if (chapter.spec.projectId !== projectId) throw new NotFoundError('Chapter');
  const prompts = live(await store.list('prompt', { tenant: caller.tenant, labels: { [LABELS.chapter]: chapterId } }));
  return { chapter, prompts, format: projectFormat(project.spec) };
}
