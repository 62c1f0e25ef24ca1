import type { Chapter, ChapterSummary, PromptEntry } from '../model/chapter.js';
import type { Project } from '../model/project.js';
import type { ChapterObject, ChapterView, PromptObject } from '../core/chapters.js';
import { chapterState, promptState } from '../core/chapters.js';
import type { ProjectObject } from '../core/projects.js';

/* Stored objects → the spec's response shapes (snake_case, null where the spec says null). */

export function presentProject(p: ProjectObject): Project {
  return {
    id: p.spec.id,
    name: p.spec.name,
    description: p.spec.description,
    settings: p.spec.settings,
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
  return { ...presentCreatedChapter(view.chapter), status: chapterState(view), prompt_count: view.prompts.length };
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

/** `previewUrl` signs the key of the chapter's newest completed render (chapters.latestCompletedPrompt). */
export function presentChapter(view: ChapterView, previewUrl: string | null): Chapter {
  return { ...presentChapterSummary(view), prompts: view.prompts.map(presentPrompt), preview_url: previewUrl };
}
