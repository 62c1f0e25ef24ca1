import { describe, expect, it } from '@jest/globals';
import { hexToRgb, worstRatio } from '../style/contrast.js';
import { deltaEOk } from '../style/palette.js';
import { themeFace } from '../typeset/faces.js';
import { donutGeometry, segmentColours, shares } from './chart-donut.js';
import type { LayerContext } from './layer-api.js';

const traffic = { data: [{ label: 'Search', value: 45 }, { label: 'Social', value: 30 }, { label: 'Email', value: 15 }, { label: 'Direct', value: 10 }], unit: '%' };

describe('donut chart', () => {
  it('gives each datum its share of the whole, written as it was said', () => {
    const parts = shares(traffic);
    expect(parts.map((p) => p.text)).toEqual(['45%', '30%', '15%', '10%']);
    expect(parts.reduce((s, p) => s + p.fraction, 0)).toBeCloseTo(1, 9);
    // Plain numbers are shown as their percentage of the total; money keeps its unit.
    expect(shares({ data: [{ label: 'A', value: 3 }, { label: 'B', value: 1 }] }).map((p) => p.text)).toEqual(['75%', '25%']);
    expect(shares({ data: [{ label: 'Rent', value: 1200 }, { label: 'Food', value: 400 }], prefix: '$' }).map((p) => p.text)).toEqual(['$1,200', '$400']);
  });

  it('colours every segment at 3:1 or more on the ground, each far from its neighbours', () => {
    for (const [ink, ground] of [['#222222', '#ffffff'], ['#3a86ff', '#1e1e2e'], ['#d4af37', '#000080'], ['#fb5607', '#fff8e7']] as const) {
      const colours = segmentColours(ink, 5, [hexToRgb(ground)]);
      for (const c of colours) expect(worstRatio(hexToRgb(c), [hexToRgb(ground)])).toBeGreaterThanOrEqual(3);
      for (let i = 0; i < colours.length; i++) expect(deltaEOk(colours[i]!, colours[(i + 1) % colours.length]!)).toBeGreaterThan(0.08);
    }
    // An achromatic accent (the minimal theme's) leads with a blue, not a black segment.
    expect(segmentColours('#222222', 3, [hexToRgb('#ffffff')])[0]).not.toBe('#222222');
  });

  it('sets the ring beside its legend in 16:9 and above it in 9:16, inside the area, apart from each other', () => {
    const faces = { label: themeFace('classic', 'text'), value: themeFace('classic', 'strong') };
    for (const [frame, area] of [[{ width: 1920, height: 1080 }, { x: 154, y: 200, w: 1612, h: 780 }], [{ width: 1080, height: 1920 }, { x: 86, y: 400, w: 908, h: 1200 }]] as const) {
      const g = donutGeometry({ ctx: { frame, theme: 'classic' } as LayerContext, layer: traffic, area }, faces);
      expect(g.cx - g.radius).toBeGreaterThanOrEqual(area.x);
      expect(g.cy - g.radius).toBeGreaterThanOrEqual(area.y);
      expect(g.legend.valueRight).toBeLessThanOrEqual(area.x + area.w);
      expect(g.legend.y + 4 * g.legend.rowHeight).toBeLessThanOrEqual(area.y + area.h);
      // The legend clear of the ring: to its right in a wide frame, under it in a tall one.
      if (frame.width > frame.height) expect(g.legend.x).toBeGreaterThan(g.cx + g.radius);
      else expect(g.legend.y).toBeGreaterThan(g.cy + g.radius);
      // A ring a viewer reads: at least a third of the area's shorter side across.
      expect(2 * g.radius).toBeGreaterThan(Math.min(area.w, area.h) / 3);
    }
  });
});
