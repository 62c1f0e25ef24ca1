import { accessSync, constants, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { delimiter, isAbsolute, join } from 'node:path';

/*
 * Which FFmpeg runs: FFMPEG_PATH/FFPROBE_PATH when set; else the system's (Debian's 5.1 in the image and the test
 * environment) when it is on PATH; else the static build shipped inside the npm packages @ffmpeg-installer/ffmpeg
 * and @ffprobe-installer/ffprobe (FFmpeg 4.1), so `npm start` works on a machine without FFmpeg.
 */
export interface MediaBinaries {
  ffmpeg: string;
  ffprobe: string;
  source: 'env' | 'system' | 'npm';
}

let cached: MediaBinaries | undefined;

/**
 * The executable `name` on PATH, as an absolute path. A file lookup, not a `-version` run: every engine process
 * resolves its binaries, and two extra FFmpeg starts cost an export a third of its time.
 */
export function findOnPath(name: string, path = process.env.PATH ?? ''): string | undefined {
  for (const dir of path.split(delimiter)) {
    if (!dir || !isAbsolute(dir)) continue;
    const candidate = join(dir, name);
    try {
      if (!statSync(candidate).isFile()) continue;
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // Not here.
    }
  }
  return undefined;
}

export function resolveMediaBinaries(env: NodeJS.ProcessEnv): MediaBinaries {
  if (env.FFMPEG_PATH && env.FFPROBE_PATH) return { ffmpeg: env.FFMPEG_PATH, ffprobe: env.FFPROBE_PATH, source: 'env' };
  const ffmpeg = findOnPath('ffmpeg', env.PATH);
  const ffprobe = findOnPath('ffprobe', env.PATH);
  if (ffmpeg && ffprobe) return { ffmpeg, ffprobe, source: 'system' };
  const require = createRequire(import.meta.url);
  return {
    ffmpeg: (require('@ffmpeg-installer/ffmpeg') as { path: string }).path,
    ffprobe: (require('@ffprobe-installer/ffprobe') as { path: string }).path,
    source: 'npm',
  };
}

/** The binaries of this process, resolved once. */
export function mediaBinaries(): MediaBinaries {
  cached ??= resolveMediaBinaries(process.env);
  return cached;
}
