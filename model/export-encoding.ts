import { ValidationError } from './errors.js';
import { ExportOptions, MAX_GIF_SECONDS } from './export.js';
import { frameSize, type OutputFormat } from './format.js';

/*
 * How an export's options turn into files: the encoding of the joined video (or none: the stream copy of the chapters
 * as they are rendered), and when to take the poster and the thumbnails. Pure, so the API checks a request with the
 * same rules the controller later applies.
 */

/** The chapters' own encoding: H.264 yuv420p at this rate (engine/render/chapter-args.ts). */
export const CHAPTER_FPS = 30;

const SHORT_SIDE = { '480p': 480, '720p': 720, '1080p': 1080 } as const;

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
 * Refuses what the chapters cannot give: a resolution above the project's (that would be an upscale: the chapters
 * are rendered at the project's format, and re-rendering them there makes a sharper video), a GIF longer than a loop,
 * or a poster time past the end.
 */
export function checkOptions(options: ExportOptions, format: OutputFormat, seconds: number): void {
  const wanted = resolveOptions(options, format);
  if (SHORT_SIDE[wanted.resolution!] > SHORT_SIDE[format.resolution]) {
    throw new ValidationError(
      `The project renders at ${format.resolution}; an export cannot be larger than its chapters`,
      `Ask for resolution "${format.resolution}" or smaller, or change the project's format to ${wanted.resolution} (PATCH /api/v1/projects/{projectId} with {"format":{"resolution":"${wanted.resolution}"}}) so its chapters re-render at it.`,
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
 * The encoding the export's Job applies after joining the chapters, or undefined when the joined stream copy is
 * already the answer (MP4 in the project's resolution at the chapters' rate, standard quality): the fast path.
 */
export function exportEncoding(options: ExportOptions | undefined, format: OutputFormat): ExportEncoding | undefined {
  const o = resolveOptions(options, format);
  const native = frameSize(format);
  const short = SHORT_SIDE[o.resolution!];
  const nativeShort = Math.min(native.width, native.height);
  if (o.format === 'mp4' && short === nativeShort && o.fps === CHAPTER_FPS && o.quality === 'standard') return undefined;
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
