import { z } from 'zod';

/*
 * A project's output format. Every chapter of a project is rendered in it, so that an export stays a stream copy
 * (concatenation by copy needs identical resolution). The short side is 1080 px for new projects, or 720 px on request
 * (a draft). Projects and renders made before formats existed are landscape 720p (LEGACY_FORMAT).
 */
export const ASPECTS = ['landscape', 'portrait', 'square'] as const;
export const RESOLUTIONS = ['720p', '1080p'] as const;

export const OutputFormat = z
  .object({
    aspect: z.enum(ASPECTS).default('landscape').describe('landscape 16:9, portrait 9:16 (stories, reels, shorts) or square 1:1'),
    resolution: z.enum(RESOLUTIONS).default('1080p').describe('the short side: 1080 (default) or 720 pixels'),
  })
  .meta({ id: 'OutputFormat' });
export type OutputFormat = z.infer<typeof OutputFormat>;

/** What a new project gets when it asks for nothing: landscape 1080p (1920x1080, 30 fps). */
export const DEFAULT_FORMAT: OutputFormat = { aspect: 'landscape', resolution: '1080p' };
/** What a project or a render stored without a format was made in (before formats existed). */
export const LEGACY_FORMAT: OutputFormat = { aspect: 'landscape', resolution: '720p' };

/**
 * The frame sizes a chapter can be rendered at: a project's two, and the larger ones an export may ask for (issue 30:
 * 1440p, and 2160p which is 4K UHD), for which the export's job renders the chapters again from their scene documents.
 */
export const RENDER_RESOLUTIONS = ['720p', '1080p', '1440p', '2160p'] as const;
export type RenderResolution = (typeof RENDER_RESOLUTIONS)[number];
const SHORT_SIDES: Record<RenderResolution, number> = { '720p': 720, '1080p': 1080, '1440p': 1440, '2160p': 2160 };

/**
 * What a chapter is rendered in: a project's format at the chapters' 30 fps (no `fps`), or an export's own frame size
 * and rate (a 60 fps export samples its motion 60 times a second: engine/render/layout.ts).
 */
export const RenderFormat = z.object({
  aspect: z.enum(ASPECTS),
  resolution: z.enum(RENDER_RESOLUTIONS),
  fps: z.number().int().min(1).max(60).optional(),
});
export type RenderFormat = z.infer<typeof RenderFormat>;

export interface FrameSize {
  width: number;
  height: number;
}

export function frameSize(format: { aspect: OutputFormat['aspect']; resolution: RenderResolution }): FrameSize {
  const short = SHORT_SIDES[format.resolution];
  const long = Math.round((short * 16) / 9);
  if (format.aspect === 'portrait') return { width: short, height: long };
  if (format.aspect === 'square') return { width: short, height: short };
  return { width: long, height: short };
}

export function sameFormat(a: OutputFormat, b: OutputFormat): boolean {
  return a.aspect === b.aspect && a.resolution === b.resolution;
}
