import { ValidationError } from './errors.js';
import { ExportOptions, MAX_GIF_SECONDS } from './export.js';
import { RENDER_RESOLUTIONS, frameSize, type OutputFormat, type RenderFormat } from './format.js';

/*
 * How an export's options turn into files: the format the chapters are joined in (their renders, or their scene
 * documents rendered again at the export's size and rate), the encoding of the joined video (or none: the stream copy
 * as they are rendered), and when to take the poster and the thumbnails. Pure, so the API checks a request with the
 * same rules the controller later applies.
 */

/** The chapters' own encoding: H.264 yuv420p at this rate (engine/render/chapter-args.ts). */
export const CHAPTER_FPS = 30;

const SHORT_SIDE = { '480p': 480, '720p': 720, '1080p': 1080, '1440p': 1440, '2160p': 2160 } as const;

/**
 * Decision: 4K (2160p) at most at 30 fps. 4K at 60 is 8 times the pixels a second of 1080p30, the chapters' own cost
 * times eight on the CPU; 1440p60 or 2160p30 is offered instead. GIFs stop at 1080p and 30 fps: a GIF's frame delay
 * is in hundredths of a second and browsers slow delays under 2/100 s down to 1/10 s.
 */
const MAX_FPS_AT_2160P = 30;
const MAX_GIF_SHORT_SIDE = 1080;
const MAX_GIF_FPS = 30;

export interface ExportEncoding {
  container: ExportOptions['format'];
  width: number;
  height: number;
  fps: number;
  quality: ExportOptions['quality'];
}

/** A dimension of the frame scaled to `short` px on its short side, rounded to even (4:2:0 needs it). */
function even(n: number): number {
  return Math.max(2, Math.round(n / 2) * 2);
}

/** The options with their defaults, as the export records them (a GIF defaults to 480p at 12 fps). */
export function resolveOptions(options: ExportOptions | undefined, format: OutputFormat): ExportOptions {
  const o = options ?? ExportOptions.parse({});
  const gif = o.format === 'gif';
  return {
    ...o,
    resolution: o.resolution ?? (gif ? '480p' : format.resolution),
    fps: o.fps ?? (gif ? 12 : CHAPTER_FPS),
  };
}

/**
 * Refuses what the export does not make (each with a hint): 4K above 30 fps, a GIF larger than 1080p, faster than
 * 30 fps or longer than a loop, or a poster time past the end.
 */
export function checkOptions(options: ExportOptions, format: OutputFormat, seconds: number): void {
  const wanted = resolveOptions(options, format);
  if (wanted.resolution === '2160p' && wanted.fps! > MAX_FPS_AT_2160P) {
    throw new ValidationError(
      `A 2160p (4K) export is at most ${MAX_FPS_AT_2160P} fps; ${wanted.fps} fps was asked`,
      `Ask for {"resolution":"2160p","fps":30} or {"resolution":"1440p","fps":${wanted.fps}}.`,
    );
  }
  if (wanted.format === 'gif' && (SHORT_SIDE[wanted.resolution!] > MAX_GIF_SHORT_SIDE || wanted.fps! > MAX_GIF_FPS)) {
    throw new ValidationError(
      `A GIF export is at most ${MAX_GIF_SHORT_SIDE}p and ${MAX_GIF_FPS} fps; ${wanted.resolution} at ${wanted.fps} fps was asked`,
      'Ask for a smaller resolution and rate (a GIF defaults to 480p at 12 fps), or export as mp4 or webm.',
    );
  }
  if (wanted.format === 'gif' && seconds > MAX_GIF_SECONDS) {
    throw new ValidationError(
      `A GIF export is a short loop of at most ${MAX_GIF_SECONDS} s; this project is ${Math.round(seconds * 10) / 10} s`,
      'Export as mp4 or webm, or make a project of the part to loop.',
    );
  }
  if (wanted.poster_at !== undefined && wanted.poster_at >= seconds) {
    throw new ValidationError(`poster_at ${wanted.poster_at} s is past the end of the video (${Math.round(seconds * 10) / 10} s)`, 'Leave poster_at out for an automatic poster, or give a time inside the video.');
  }
}

/**
 * The format the export's Job renders every chapter in again, or undefined when the chapters' own renders (the
 * project's format at 30 fps) hold what the export needs: a larger frame than the project's is rendered at that size
 * (never scaled up), and 50 or 60 fps at that rate (never repeated frames). The render is at the export's size, or
 * at the smallest chapter size (720p) for a smaller one, which the encoding then scales down.
 */
export function exportRender(options: ExportOptions | undefined, format: OutputFormat): RenderFormat | undefined {
  const o = resolveOptions(options, format);
  const short = SHORT_SIDE[o.resolution!];
  const larger = short > SHORT_SIDE[format.resolution];
  const faster = o.fps! > CHAPTER_FPS;
  if (!larger && !faster) return undefined;
  const resolution = RENDER_RESOLUTIONS.find((r) => SHORT_SIDE[r] >= short) ?? '2160p';
  return { aspect: format.aspect, resolution, ...(faster ? { fps: o.fps! } : {}) };
}

/** The format the joined chapters come in: the export's own render, or the project's at the chapters' 30 fps. */
export function joinedFormat(options: ExportOptions | undefined, format: OutputFormat): RenderFormat {
  return exportRender(options, format) ?? { aspect: format.aspect, resolution: format.resolution };
}

/**
 * The encoding the export's Job applies after joining the chapters, or undefined when the joined stream copy is
 * already the answer (MP4 at the joined chapters' size and rate, standard quality): the fast path, also for a 60 fps
 * or 1440p export whose chapters the Job rendered at exactly that.
 */
export function exportEncoding(options: ExportOptions | undefined, format: OutputFormat): ExportEncoding | undefined {
  const o = resolveOptions(options, format);
  const joined = joinedFormat(options, format);
  const native = frameSize(joined);
  const short = SHORT_SIDE[o.resolution!];
  const nativeShort = Math.min(native.width, native.height);
  if (o.format === 'mp4' && short === nativeShort && o.fps === (joined.fps ?? CHAPTER_FPS) && o.quality === 'standard') return undefined;
  const scale = short / nativeShort;
  return { container: o.format, width: even(native.width * scale), height: even(native.height * scale), fps: o.fps!, quality: o.quality };
}

/**
 * When the poster is taken: the time asked, else where the first chapter's main content is on screen. Entrances are
 * 0.5 s by default (model/scene-document.ts) and lists stagger theirs: 1.2 s in, the content has arrived, and a short first chapter is caught before its exit.
 */
export function posterTime(options: ExportOptions | undefined, firstChapterSeconds: number): number {
  if (options?.poster_at !== undefined) return options.poster_at;
  return thumbnailTime(firstChapterSeconds);
}

/** The moment of a chapter shown on its thumbnail, from its start. */
export function thumbnailTime(chapterSeconds: number): number {
  return Math.round(Math.min(1.2, chapterSeconds * 0.4) * 1000) / 1000;
}

export const CONTAINER_TYPES = { mp4: 'video/mp4', webm: 'video/webm', gif: 'image/gif' } as const;
export const POSTER_TYPES = { jpeg: 'image/jpeg', png: 'image/png' } as const;
export const POSTER_EXTENSIONS = { jpeg: 'jpg', png: 'png' } as const;

/** The thumbnail of the `index`th chapter of an export (from 0): derived, so the resource stores only that they exist. */
export function exportThumbnailKey(projectId: string, exportId: string, index: number): string {
  return `projects/${projectId}/exports/${exportId}/thumbnails/${String(index + 1).padStart(4, '0')}.jpg`;
}
