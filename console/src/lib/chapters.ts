import { api } from './api';
import type { Chapter } from './types';

/** The chapters in render order, each with its prompts and preview (1 + N requests: the list is not detailed). */
export async function loadChapters(projectId: string): Promise<Chapter[]> {
  const list = await api.listChapters(projectId);
  return Promise.all(list.chapters.map((c) => api.getChapter(projectId, c.id)));
}

/** A chapter has a video once one of its prompts completed: what an export needs (the API refuses it otherwise). */
export const hasVideo = (chapter: Chapter) => chapter.prompts.some((p) => p.status === 'completed');

export const NOTHING_TO_EXPORT = 'Export needs at least one chapter with a finished video: send a prompt to a chapter and wait until its video appears.';
