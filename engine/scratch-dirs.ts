import { rmSync } from 'node:fs';

/*
 * The scratch directories of the job this engine process runs. A job removes its own in `finally`, but a stopped
 * engine exits after a short settle window (stop-signal.ts): an ffmpeg reading many inputs (a text block's frame
 * sequence is one) can outlast it, and its `finally` then never runs. The stop removes what is still listed, after
 * every child is killed, so a stopped job leaves nothing behind.
 */
const dirs = new Set<string>();

/** Lists `dir` until the returned function is called (in the job's `finally`, after its own removal). */
export function trackScratch(dir: string): () => void {
  dirs.add(dir);
  return () => dirs.delete(dir);
}

/** Removes every listed directory, synchronously: the process exits right after. */
export function removeScratchNow(): void {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  dirs.clear();
}
