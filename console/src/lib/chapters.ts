import { api } from './api';
import type { Chapter, ExportState } from './types';

/** The chapters in render order, each with its prompts and preview (1 + N requests: the list is not detailed). */
export async function loadChapters(projectId: string): Promise<Chapter[]> {
  const list = await api.listChapters(projectId);
  return Promise.all(list.chapters.map((c) => api.getChapter(projectId, c.id)));
}

/** A chapter has a video once one of its prompts completed: what an export needs (the API refuses it otherwise). */
export const hasVideo = (chapter: Chapter) => chapter.prompts.some((p) => p.status === 'completed');

export const NOTHING_TO_EXPORT = 'Export needs at least one chapter with a finished video: send a prompt to a chapter and wait until its video appears.';

/**
 * Whether an export was made of the chapters as they are now: completed, and started after every chapter's latest
 * render (a chapter edited since makes it an export of older chapters, which Export offers to redo).
 */
export function exportIsCurrent(exp: ExportState | null | undefined, chapters: Chapter[]): exp is ExportState {
  if (!exp || exp.status !== 'completed' || !exp.download_url || !exp.started_at) return false;
  if (chapters.some((c) => c.status === 'processing')) return false;
  const latest = chapters.flatMap((c) => c.prompts.filter((p) => p.status === 'completed').map((p) => p.created_at)).sort().at(-1);
  return latest === undefined || latest <= exp.started_at;
}
