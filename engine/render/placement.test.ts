import { describe, expect, it } from '@jest/globals';
import { frameSize, type OutputFormat } from '../../model/format.js';
import { ANCHORS } from '../../model/scene-document.js';
import { alignIn, contentArea, resolvePlacement, safeArea, slice } from './placement.js';

const FORMATS: OutputFormat[] = [
  { aspect: 'landscape', resolution: '720p' },
  { aspect: 'landscape', resolution: '1080p' },
  { aspect: 'portrait', resolution: '720p' },
  { aspect: 'portrait', resolution: '1080p' },
  { aspect: 'square', resolution: '720p' },
  { aspect: 'square', resolution: '1080p' },
];

describe('placement', () => {
  it('keeps a 5 % title-safe margin in every format', () => {
    expect(safeArea({ width: 1280, height: 720 })).toEqual({ x: 64, y: 36, w: 1152, h: 648 });
    expect(safeArea({ width: 720, height: 1280 })).toEqual({ x: 36, y: 64, w: 648, h: 1152 });
    expect(safeArea({ width: 1080, height: 1080 })).toEqual({ x: 54, y: 54, w: 972, h: 972 });
  });

  it.each(FORMATS)('maps every named anchor inside the safe area, on even pixels (%o)', (format) => {
    const frame = frameSize(format);
    const safe = safeArea(frame);
    for (const anchor of ANCHORS) {
      const { box } = resolvePlacement(anchor, frame);
      expect(box.x).toBeGreaterThanOrEqual(safe.x);
      expect(box.y).toBeGreaterThanOrEqual(safe.y);
      expect(box.x + box.w).toBeLessThanOrEqual(safe.x + safe.w);
      expect(box.y + box.h).toBeLessThanOrEqual(safe.y + safe.h);
      expect(box.w).toBeGreaterThan(frame.width * 0.25);
      expect(box.h).toBeGreaterThan(frame.height * 0.1);
      for (const v of [box.x, box.y, box.w, box.h]) expect(v % 2).toBe(0);
    }
  });

  it.each(FORMATS)('keeps text in a top or bottom half on its side of the frame\'s middle, and a picture there covers that half (%o)', (format) => {
    const frame = frameSize(format);
    const top = resolvePlacement('top-half', frame).box;
    const bottom = resolvePlacement('bottom-half', frame).box;
    expect(top.y + top.h).toBeLessThan(frame.height / 2);
    expect(bottom.y).toBeGreaterThan(frame.height / 2);
    expect(resolvePlacement('top-half', frame, { bleed: true }).box).toEqual({ x: 0, y: 0, w: frame.width, h: frame.height / 2 });
    expect(resolvePlacement('bottom-half', frame, { bleed: true }).box).toEqual({ x: 0, y: frame.height / 2, w: frame.width, h: frame.height / 2 });
  });

  it('puts corners in their corner, the lower third low and left, halves side by side', () => {
    const frame = { width: 1280, height: 720 };
    const tr = resolvePlacement('top-right', frame);
    expect(tr).toMatchObject({ h: 'right', v: 'top' });
    expect(tr.box.x + tr.box.w).toBe(1216);
    expect(tr.box.y).toBe(36);
    const bl = resolvePlacement('bottom-left', frame);
    expect(bl).toMatchObject({ h: 'left', v: 'bottom' });
    expect(bl.box.x).toBe(64);
    expect(bl.box.y + bl.box.h).toBe(684);
    const lower = resolvePlacement('lower-third', frame);
    expect(lower.h).toBe('left');
    expect(lower.box.y).toBeGreaterThanOrEqual(720 * 0.6);
    const left = resolvePlacement('left-half', frame).box;
    const right = resolvePlacement('right-half', frame).box;
    expect(left.x + left.w).toBeLessThan(right.x);
    expect(left.w).toBe(right.w);
  });

  it('uses the full content width for the lower third in portrait, and wider corners', () => {
    const frame = { width: 720, height: 1280 };
    const content = contentArea(frame);
    expect(resolvePlacement('lower-third', frame).box.w).toBe(content.w);
    expect(resolvePlacement('top-right', frame).box.w).toBeGreaterThanOrEqual(content.w * 0.5 - 2);
  });

  it('keeps named places in 9:16 clear of the platforms\' UI: top 14 %, bottom 22 %, right 12 %', () => {
    for (const frame of [{ width: 720, height: 1280 }, { width: 1080, height: 1920 }]) {
      for (const anchor of ['center', 'top', 'bottom', 'lower-third', 'top-right', 'bottom-right', 'full'] as const) {
        const { box } = resolvePlacement(anchor, frame);
        expect(box.y).toBeGreaterThanOrEqual(frame.height * 0.14 - 1);
        expect(box.y + box.h).toBeLessThanOrEqual(frame.height * 0.78 + 1);
        expect(box.x + box.w).toBeLessThanOrEqual(frame.width * 0.88 + 1);
      }
    }
    // Landscape and square keep the title-safe area.
    expect(contentArea({ width: 1280, height: 720 })).toEqual(safeArea({ width: 1280, height: 720 }));
  });

  it('takes explicit boxes as fractions of the frame, kept inside it', () => {
    expect(resolvePlacement({ x: 0.5, y: 0.25, w: 0.5, h: 0.5 }, { width: 1280, height: 720 }).box).toEqual({ x: 640, y: 180, w: 640, h: 360 });
    const clipped = resolvePlacement({ x: 0.9, y: 0.9, w: 0.5, h: 0.5 }, { width: 1280, height: 720 }).box;
    expect(clipped.x + clipped.w).toBeLessThanOrEqual(1280);
    expect(clipped.y + clipped.h).toBeLessThanOrEqual(720);
  });

  it('aligns a smaller box inside a region and slices regions', () => {
    const region = { box: { x: 100, y: 100, w: 400, h: 200 }, h: 'right' as const, v: 'bottom' as const };
    expect(alignIn(region, 100, 50)).toEqual({ x: 400, y: 250 });
    expect(alignIn({ ...region, h: 'center', v: 'middle' }, 100, 50)).toEqual({ x: 250, y: 176 });
    expect(slice(region, 0, 0.5).box).toEqual({ x: 100, y: 100, w: 400, h: 100 });
  });
});

describe('placement of pictures', () => {
  it('lets media and shapes fill the whole frame or its halves, edge to edge', () => {
    const frame = { width: 720, height: 1280 };
    expect(resolvePlacement('full', frame, { bleed: true }).box).toEqual({ x: 0, y: 0, w: 720, h: 1280 });
    expect(resolvePlacement('right-half', frame, { bleed: true }).box).toEqual({ x: 360, y: 0, w: 360, h: 1280 });
    expect(resolvePlacement('center', frame, { bleed: true }).box).toEqual(resolvePlacement('center', frame).box);
  });
});
