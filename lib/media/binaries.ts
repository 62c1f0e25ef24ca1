import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';

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

function onPath(name: string): boolean {
  try {
    execFileSync(name, ['-version'], { stdio: 'ignore', timeout: 5_000 });
    return true;
  } catch {
    return false;
  }
}

export function mediaBinaries(env: NodeJS.ProcessEnv = process.env): MediaBinaries {
  if (cached) return cached;
  if (env.FFMPEG_PATH && env.FFPROBE_PATH) {
    cached = { ffmpeg: env.FFMPEG_PATH, ffprobe: env.FFPROBE_PATH, source: 'env' };
  } else if (onPath('ffmpeg') && onPath('ffprobe')) {
    cached = { ffmpeg: 'ffmpeg', ffprobe: 'ffprobe', source: 'system' };
  } else {
    const require = createRequire(import.meta.url);
    const ffmpeg = (require('@ffmpeg-installer/ffmpeg') as { path: string }).path;
    const ffprobe = (require('@ffprobe-installer/ffprobe') as { path: string }).path;
    cached = { ffmpeg, ffprobe, source: 'npm' };
  }
  return cached;
}
