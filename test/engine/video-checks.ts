import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

/*
 * What a rendered video shows, measured the way a viewer would see it: OCR with word boxes (tesseract's TSV),
 * pixel colours and bright-pixel bounding boxes of single frames, and loudness over time windows (ebur128).
 */

const run = promisify(execFile);

export interface Word {
  text: string;
  left: number;
  top: number;
  width: number;
  height: number;
  conf: number;
}

/** A frame of `video` at `seconds` as a PNG at `path`. */
export async function grabFrame(video: string, seconds: number, path: string): Promise<string> {
  await run('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', '-ss', seconds.toFixed(3), '-i', video, '-frames:v', '1', path]);
  return path;
}

/**
 * Tesseract's words with their boxes (pixels of the frame). Two page segmentations are read and their words
 * concatenated: sparse text (11) finds scattered words, automatic (3) finds light text on dark bands that sparse
 * mode misses; a phrase is looked for in each reading's word order.
 */
export async function ocrWords(png: string, options: { languages?: string; psm?: number[] } = {}): Promise<Word[]> {
  const readings = await Promise.all((options.psm ?? [11, 3]).map((psm) => ocrOnce(png, psm, options.languages ?? 'eng')));
  return readings.flat();
}

async function ocrOnce(png: string, psm: number, languages: string): Promise<Word[]> {
  const { stdout } = await run('tesseract', [png, 'stdout', '--psm', String(psm), '-l', languages, 'tsv'], { maxBuffer: 16 * 1024 * 1024 });
  return stdout
    .split('\n')
    .slice(1)
    .map((line) => line.split('\t'))
    .filter((cols) => cols.length >= 12 && cols[0] === '5' && cols[11]!.trim() !== '')
    .map((cols) => ({ left: Number(cols[6]), top: Number(cols[7]), width: Number(cols[8]), height: Number(cols[9]), conf: Number(cols[10]), text: cols[11]!.trim() }));
}

const normal = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/** The box of `phrase` (its words in a row, compared without case and punctuation), or undefined. */
export function findPhrase(words: readonly Word[], phrase: string): { left: number; top: number; right: number; bottom: number; cx: number; cy: number } | undefined {
  const wanted = phrase.split(/\s+/).map(normal).filter(Boolean);
  for (let i = 0; i + wanted.length <= words.length; i++) {
    const run = words.slice(i, i + wanted.length);
    if (!run.every((w, k) => normal(w.text) === wanted[k])) continue;
    const left = Math.min(...run.map((w) => w.left));
    const top = Math.min(...run.map((w) => w.top));
    const right = Math.max(...run.map((w) => w.left + w.width));
    const bottom = Math.max(...run.map((w) => w.top + w.height));
    return { left, top, right, bottom, cx: (left + right) / 2, cy: (top + bottom) / 2 };
  }
  return undefined;
}

/** The text of the words, joined by spaces. */
export const textOf = (words: readonly Word[]) => words.map((w) => w.text).join(' ');

/** The frame at `seconds` as 8-bit grey pixels. */
export async function greyFrame(video: string, seconds: number): Promise<{ width: number; height: number; pixels: Buffer }> {
  const { stdout: probe } = await run('ffprobe', ['-v', 'error', '-select_streams', 'v', '-show_entries', 'stream=width,height', '-of', 'csv=p=0', video]);
  const [width, height] = probe.trim().split(',').map(Number) as [number, number];
  const { stdout } = await run('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-ss', seconds.toFixed(3), '-i', video, '-frames:v', '1', '-f', 'rawvideo', '-pix_fmt', 'gray', '-'], {
    encoding: 'buffer',
    maxBuffer: 64 * 1024 * 1024,
  });
  return { width, height, pixels: stdout };
}

/** The bounding box of pixels brighter than `threshold` (or darker, with `dark`), or undefined when none. */
export function brightBox(frame: { width: number; height: number; pixels: Buffer }, threshold = 160, dark = false) {
  let left = Infinity;
  let top = Infinity;
  let right = -Infinity;
  let bottom = -Infinity;
  for (let y = 0; y < frame.height; y++) {
    for (let x = 0; x < frame.width; x++) {
      const v = frame.pixels[y * frame.width + x]!;
      if (dark ? v < threshold : v > threshold) {
        left = Math.min(left, x);
        right = Math.max(right, x);
        top = Math.min(top, y);
        bottom = Math.max(bottom, y);
      }
    }
  }
  return Number.isFinite(left) ? { left, top, right, bottom } : undefined;
}

/** The average RGB of a rectangle of the frame at `seconds`. */
export async function averageColour(video: string, seconds: number, box: { x: number; y: number; w: number; h: number }): Promise<[number, number, number]> {
  const { stdout } = await run(
    'ffmpeg',
    ['-hide_banner', '-loglevel', 'error', '-ss', seconds.toFixed(3), '-i', video, '-frames:v', '1', '-vf', `crop=${box.w}:${box.h}:${box.x}:${box.y},scale=1:1:flags=area`, '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-'],
    { encoding: 'buffer' },
  );
  return [stdout[0]!, stdout[1]!, stdout[2]!];
}

/** Integrated loudness (LUFS) of `seconds` of the video's audio from `from`, optionally through an audio filter first. */
export async function loudnessOf(video: string, from: number, seconds: number, filter?: string): Promise<number> {
  const af = [filter, 'ebur128'].filter(Boolean).join(',');
  const { stderr } = await run('ffmpeg', ['-hide_banner', '-nostats', '-ss', String(from), '-t', String(seconds), '-i', video, '-vn', '-af', af, '-f', 'null', '-']);
  const summary = stderr.slice(stderr.lastIndexOf('Summary:'));
  const match = /I:\s+(-?[\d.]+|-inf)\s+LUFS/.exec(summary);
  if (!match) throw new Error(`no loudness in: ${summary}`);
  return match[1] === '-inf' ? -120 : Number(match[1]);
}

/** A PNG of `text` in black on a transparent background, made by FFmpeg (a logo for tests). */
export async function makeLogo(path: string, text: string, font: string): Promise<string> {
  const { writeFile } = await import('node:fs/promises');
  const textPath = `${path}.txt`;
  await writeFile(textPath, text);
  await run('ffmpeg', [
    '-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'color=c=black@0:s=400x160,format=rgba',
    '-vf', `drawtext=fontfile=${font}:textfile=${textPath}:fontsize=110:fontcolor=0x202020:x=(w-text_w)/2:y=(h-text_h)/2`,
    '-frames:v', '1', path,
  ]);
  return path;
}
