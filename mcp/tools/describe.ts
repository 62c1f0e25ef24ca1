import type { ChapterSummary, PromptEntry } from '../../model/chapter.js';

/* Short phrases the tools' texts share, so a chapter or prompt reads the same in every answer. */

export function chapterLine(c: ChapterSummary): string {
  const length = c.duration === null ? '' : `, ${c.duration} s`;
  return `${c.id} "${c.name}": ${c.status}, ${c.prompt_count} prompt${c.prompt_count === 1 ? '' : 's'}${length}`;
}

/** One sentence, ending with its own full stop (results usually bring one). */
export function promptLine(p: Pick<PromptEntry, 'id' | 'status' | 'result' | 'progress'>, waitedSeconds?: number): string {
  const after = waitedSeconds === undefined ? '' : ` after ${waitedSeconds} s`;
  if (p.status === 'processing') return `Prompt ${p.id} is still processing${after} (${Math.round((p.progress ?? 0) * 100)}% rendered).`;
  const result = p.result ?? 'no result message';
  return `Prompt ${p.id} ${p.status}${after}: ${result}${/[.!?]$/.test(result) ? '' : '.'}`;
}
