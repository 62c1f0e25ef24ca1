import type { Chapter, ChapterSummary, PromptEntry } from '../model/chapter.js';
import type { Project } from '../model/project.js';
import type { ChapterObject, ChapterView, PromptObject } from '../core/chapters.js';
import { chapterState, currentRender, promptState, renderFailure } from '../core/chapters.js';
import type { ProjectObject } from '../core/projects.js';
import { projectFormat } from '../model/project.js';
import { mergeHistory } from '../core/history.js';

/* Stored objects → the spec's response shapes (snake_case, null where the spec says null). */

export function presentProject(p: ProjectObject): Project {
  return {
    id: p.spec.id,
    name: p.spec.name,
    description: p.spec.description,
    settings: p.spec.settings,
    format: projectFormat(p.spec),
    active_export_id: p.spec.activeExportId,
    created_at: p.spec.createdAt,
  };
}

export function presentCreatedChapter(c: ChapterObject) {
  return {
    id: c.spec.id,
    project_id: c.spec.projectId,
    name: c.spec.name,
    duration: c.spec.duration,
    created_at: c.spec.createdAt,
  };
}

export function presentChapterSummary(view: ChapterView): ChapterSummary {
  return { ...presentCreatedChapter(view.chapter), status: chapterState(view), prompt_count: historyCount(view) };
}

/** How many prompts `history` lists, without building and sorting it (a list of chapters needs the count only). */
function historyCount(view: ChapterView): number {
  const archived = view.archived ?? [];
  if (archived.length === 0) return view.prompts.length;
  const live = new Set(view.prompts.map((p) => p.spec.id));
  return view.prompts.length + archived.filter((p) => !live.has(p.id)).length;
}

/** Every prompt of the chapter, oldest first: the live ones and those archived to object storage. */
function history(view: ChapterView): PromptEntry[] {
  return mergeHistory(view.prompts.map(presentPrompt), view.archived ?? []);
}

export function presentPrompt(p: PromptObject): PromptEntry {
  const status = promptState(p);
  return {
    id: p.spec.id,
    content: p.spec.content,
    status,
    result: status === 'processing' ? null : (p.status.result ?? null),
    ...(status === 'processing' ? { progress: p.status.progress ?? 0 } : {}),
    created_at: p.spec.createdAt,
  };
}

/** `previewUrl` signs the key of the chapter's current render (chapters.currentRender). */
export function presentChapter(view: ChapterView, previewUrl: string | null): Chapter {
  const render = currentRender(view);
  const failure = renderFailure(view);
  return {
    ...presentChapterSummary(view),
    prompts: history(view),
    preview_url: previewUrl,
    format: render ? render.format : null,
    ...(failure && chapterState(view) === 'error' ? { render_error: failure } : {}),
  };
}
