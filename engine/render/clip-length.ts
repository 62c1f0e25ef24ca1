import { dirname } from 'node:path';
import { mediaBinaries } from '../../lib/media/binaries.js';
import { inputArgsForFile } from '../../lib/media/input-args.js';
import { runLimited } from '../../lib/media/limited-run.js';

/*
 * How long a clip's picture runs, read by ffprobe (the video stream's own duration, not the container's: a clip's
 * sound may outlast its picture). The compositor asks only when it would draw a trimmed clip as a scene's whole
 * picture without the background under it (compose-scene.ts): there no overlay holds the clip's last frame, so the
 * kept part must really be in the file. Opened as every user file is (inputArgsForFile), bounded in time and memory.
 */

const known = new Map<string, Promise<number | undefined>>();

/** Seconds of picture in the clip at `path`; undefined when it cannot be read (the caller then stays safe). */
export function clipPictureSeconds(path: string): Promise<number | undefined> {
  let seconds = known.get(path);
  if (!seconds) {
    seconds = probe(path);
    known.set(path, seconds);
    // Files are per render (a job's own directory): forget the answer soon, so a reused path is read again.
    void seconds.finally(() => setTimeout(() => known.delete(path), 60_000).unref());
  }
  return seconds;
}

async function probe(path: string): Promise<number | undefined> {
  try {
    const args = ['-v', 'error', '-hide_banner', '-select_streams', 'v:0', '-show_entries', 'stream=duration', '-of', 'csv=p=0', ...inputArgsForFile(path, 'video', { dir: dirname(path) })];
    const { stdout } = await runLimited(mediaBinaries().ffprobe, args, { timeoutMs: 20_000, memoryBytes: 512 * 1024 * 1024, cwd: dirname(path) });
    const seconds = Number(stdout.trim().split(/\s+/)[0]);
    return Number.isFinite(seconds) && seconds > 0 ? seconds : undefined;
  } catch {
    return undefined;
  }
}
