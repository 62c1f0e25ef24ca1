import { ProgressBar } from '../components/ProgressBar';
import type { PromptEntry } from '../lib/types';

/** "12 s", "2 min 5 s" */
function elapsed(since: string): string {
  const seconds = Math.max(0, Math.round((Date.now() - new Date(since).getTime()) / 1000));
  return seconds < 60 ? `${seconds} s` : `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
}

/**
 * A processing prompt's progress. At 0 the API cannot say whether the job waits for a render slot
 * (MONTAGE_JOB_CONCURRENCY) or is starting, and a short render may finish before any progress is reported: the bar
 * is then indeterminate and says so, with the time since the prompt was sent, instead of sitting at 0 %.
 */
export function RenderProgress({ prompt, label }: { prompt: PromptEntry; label: string }) {
  const progress = prompt.progress ?? 0;
  if (progress <= 0) {
    return <ProgressBar value={null} label={label} why={`Queued: waiting for a render slot, or starting… (sent ${elapsed(prompt.created_at)} ago)`} />;
  }
  return <ProgressBar value={progress} label={label} why="Rendering with FFmpeg" />;
}
