import { describe, expect, it } from '@jest/globals';
import { ExportOptions } from './export.js';
import { checkOptions, exportEncoding, exportRender, exportThumbnailKey, joinedFormat, posterTime, resolveOptions, thumbnailTime } from './export-encoding.js';
import type { OutputFormat } from './format.js';

const landscape1080: OutputFormat = { aspect: 'landscape', resolution: '1080p' };
const portrait720: OutputFormat = { aspect: 'portrait', resolution: '720p' };
const options = (o: object = {}) => ExportOptions.parse(o);

describe('export encoding', () => {
  it('keeps the stream copy for the spec export (no body) and for options equal to the chapters’ encoding', () => {
    expect(exportEncoding(undefined, landscape1080)).toBeUndefined();
    expect(exportEncoding(options(), landscape1080)).toBeUndefined();
    expect(exportEncoding(options({ format: 'mp4', resolution: '1080p', fps: 30, quality: 'standard' }), landscape1080)).toBeUndefined();
  });

  it('re-encodes anything else, scaling the short side and keeping the aspect in even pixels', () => {
    expect(exportEncoding(options({ resolution: '720p' }), landscape1080)).toEqual({ container: 'mp4', width: 1280, height: 720, fps: 30, quality: 'standard' });
    expect(exportEncoding(options({ format: 'webm' }), portrait720)).toEqual({ container: 'webm', width: 720, height: 1280, fps: 30, quality: 'standard' });
    expect(exportEncoding(options({ quality: 'high' }), landscape1080)).toMatchObject({ width: 1920, height: 1080, quality: 'high' });
    expect(exportEncoding(options({ fps: 24 }), landscape1080)).toMatchObject({ fps: 24 });
    // 480p of 16:9 is 853.3 px wide: rounded to even.
    expect(exportEncoding(options({ resolution: '480p' }), landscape1080)).toMatchObject({ width: 854, height: 480 });
    expect(exportEncoding(options({ resolution: '480p' }), { aspect: 'square', resolution: '1080p' })).toMatchObject({ width: 480, height: 480 });
  });

  it('gives a GIF its own defaults: 480p at 12 fps, unless asked', () => {
    expect(exportEncoding(options({ format: 'gif' }), landscape1080)).toEqual({ container: 'gif', width: 854, height: 480, fps: 12, quality: 'standard' });
    expect(exportEncoding(options({ format: 'gif', fps: 15, resolution: '720p' }), landscape1080)).toMatchObject({ width: 1280, height: 720, fps: 15 });
    expect(resolveOptions(options({ format: 'gif' }), landscape1080)).toMatchObject({ resolution: '480p', fps: 12 });
    expect(resolveOptions(undefined, portrait720)).toMatchObject({ format: 'mp4', resolution: '720p', fps: 30, poster: 'jpeg', thumbnails: true });
  });

  it('renders the chapters again for a frame larger than the project’s or a rate above 30, and only then', () => {
    expect(exportRender(options(), landscape1080)).toBeUndefined();
    expect(exportRender(options({ fps: 24, resolution: '720p' }), landscape1080)).toBeUndefined();
    expect(exportRender(options({ resolution: '1440p' }), landscape1080)).toEqual({ aspect: 'landscape', resolution: '1440p' });
    expect(exportRender(options({ resolution: '2160p' }), portrait720)).toEqual({ aspect: 'portrait', resolution: '2160p' });
    expect(exportRender(options({ fps: 60 }), landscape1080)).toEqual({ aspect: 'landscape', resolution: '1080p', fps: 60 });
    // A smaller 60 fps export renders at its own size, not the project's; below 720p at 720p, then scaled down.
    expect(exportRender(options({ fps: 50, resolution: '720p' }), landscape1080)).toEqual({ aspect: 'landscape', resolution: '720p', fps: 50 });
    expect(exportRender(options({ fps: 60, resolution: '480p' }), landscape1080)).toEqual({ aspect: 'landscape', resolution: '720p', fps: 60 });
    expect(joinedFormat(options(), portrait720)).toEqual({ aspect: 'portrait', resolution: '720p' });
  });

  it('stream-copies what the job rendered at exactly the export’s size and rate, and encodes the rest from it', () => {
    expect(exportEncoding(options({ resolution: '1440p' }), landscape1080)).toBeUndefined();
    expect(exportEncoding(options({ fps: 60 }), landscape1080)).toBeUndefined();
    expect(exportEncoding(options({ resolution: '1440p', fps: 60 }), portrait720)).toBeUndefined();
    expect(exportEncoding(options({ resolution: '2160p', quality: 'high' }), landscape1080)).toEqual({ container: 'mp4', width: 3840, height: 2160, fps: 30, quality: 'high' });
    expect(exportEncoding(options({ resolution: '1440p', format: 'webm' }), landscape1080)).toEqual({ container: 'webm', width: 2560, height: 1440, fps: 30, quality: 'standard' });
    expect(exportEncoding(options({ fps: 60, resolution: '480p' }), landscape1080)).toEqual({ container: 'mp4', width: 854, height: 480, fps: 60, quality: 'standard' });
  });

  it('refuses 4K above 30 fps, a GIF above 1080p or 30 fps or longer than a loop, and a poster past the end, each with a hint', () => {
    const refusal = (o: object, format: OutputFormat, seconds: number) => {
      try {
        checkOptions(options(o), format, seconds);
        return undefined;
      } catch (err) {
        return err as { code: string; message: string; hint: string };
      }
    };
    // Larger than the project's is no longer refused: the chapters are rendered again at that size.
    expect(refusal({ resolution: '1080p' }, portrait720, 10)).toBeUndefined();
    expect(refusal({ resolution: '2160p', fps: 30 }, portrait720, 10)).toBeUndefined();
    expect(refusal({ resolution: '1440p', fps: 60 }, landscape1080, 10)).toBeUndefined();
    expect(refusal({ resolution: '2160p', fps: 60 }, landscape1080, 10)).toMatchObject({ code: 'VALIDATION_ERROR', message: expect.stringContaining('4K'), hint: expect.stringContaining('1440p') });
    expect(refusal({ resolution: '2160p', fps: 50 }, landscape1080, 10)).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(refusal({ format: 'gif', resolution: '1440p' }, landscape1080, 10)).toMatchObject({ code: 'VALIDATION_ERROR', message: expect.stringContaining('GIF') });
    expect(refusal({ format: 'gif', fps: 60 }, landscape1080, 10)).toMatchObject({ code: 'VALIDATION_ERROR', hint: expect.stringContaining('mp4') });
    expect(refusal({ format: 'gif' }, landscape1080, 31)).toMatchObject({ code: 'VALIDATION_ERROR', message: expect.stringContaining('30 s') });
    expect(refusal({ poster_at: 12 }, landscape1080, 12)).toMatchObject({ code: 'VALIDATION_ERROR', hint: expect.stringContaining('poster_at') });
    expect(refusal({ resolution: '720p', format: 'gif', poster_at: 29.9 }, landscape1080, 30)).toBeUndefined();
  });

  it('takes the poster where the first chapter has settled, or when asked', () => {
    expect(posterTime(undefined, 10)).toBe(1.2);
    expect(posterTime(options({ poster_at: 7.5 }), 10)).toBe(7.5);
    // A short chapter is caught before its exit.
    expect(thumbnailTime(2)).toBe(0.8);
    expect(exportThumbnailKey('prj_a', 'exp_b', 0)).toBe('projects/prj_a/exports/exp_b/thumbnails/0001.jpg');
  });
});
