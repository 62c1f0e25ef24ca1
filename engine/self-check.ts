import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { mediaBinaries } from '../lib/media/binaries.js';

/**
 * What the embedded service runs once, as the user engine processes will run as, before it gives them that user:
 * every module a job loads, the media binaries, and a work directory under TMPDIR (made like a job's). A user who
 * cannot read the installation (a checkout under a 0700 home directory) or reach the temp dir fails here, at
 * startup, rather than in every job.
 */
export async function engineSelfCheck(): Promise<void> {
  await rm(await mkdtemp(join(tmpdir(), 'montage-check-')), { recursive: true });
  await import('./run-prompt.js');
  await import('./run-export.js');
  const { ffmpeg, ffprobe } = mediaBinaries();
  for (const binary of [ffmpeg, ffprobe]) await promisify(execFile)(binary, ['-version'], { timeout: 20_000 });
}
