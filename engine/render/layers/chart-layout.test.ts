import { describe, expect, it } from '@jest/globals';
import { ChartLayer } from '../../../model/scene-document.js';
import { layoutChart } from './chart-layout.js';

/** The layout's context: the frame, the theme, and the layer's box inside the frame's margins. */
const box = (frame = { width: 1280, height: 720 }) => ({ frame, theme: 'classic' as const, box: { x: 64, y: 36, w: frame.width - 128, h: frame.height - 72 } });
const chart = (input: object) => ChartLayer.parse({ type: 'chart', kind: 'bar', ...input });

describe('layoutChart', () => {
  it('puts a few bars in columns, with values as people write them', () => {
    const l = layoutChart(chart({ data: [{ label: 'A', value: 1200 }, { label: 'B', value: 3.5 }, { label: 'C', value: -40 }], unit: '%' }), box());
    expect(l.orientation).toBe('columns');
    expect(l.values.texts).toEqual(['1,200%', '3.5%', '-40%']);
    if (l.orientation !== 'columns') return;
    // Zero sits between the top and the bottom of the plot, in proportion.
    expect(l.zeroY).toBeGreaterThan(l.plotTop);
    expect(l.zeroY).toBeLessThan(l.plotBottom);
    expect((l.zeroY - l.plotTop) / (l.plotBottom - l.plotTop)).toBeCloseTo(1200 / 1240, 2);
  });

  it('lays many bars, or labels too long for a column, in rows', () => {
    const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
    const portrait = box({ width: 720, height: 1280 });
    expect(layoutChart(chart({ data: months.map((label, i) => ({ label, value: i + 1 })) }), portrait).orientation).toBe('rows');
    const long = chart({ data: [{ label: 'Supercalifragilisticexpialidocious', value: 1 }, { label: 'B', value: 2 }, { label: 'C', value: 2 }, { label: 'D', value: 2 }, { label: 'E', value: 2 }, { label: 'F', value: 2 }] });
    expect(layoutChart(long, box()).orientation).toBe('rows');
    // Texts stay at a readable size.
    const l = layoutChart(chart({ data: months.map((label, i) => ({ label, value: i * 1000 })) }), portrait);
    expect(l.labels.style.size).toBeGreaterThanOrEqual(14);
    expect(l.values.style.size).toBeGreaterThanOrEqual(14);
  });

  it('lays a few bars in rows when asked ("a horizontal bar chart"), and keeps many in columns when asked', () => {
    const few = [{ label: 'North', value: 120 }, { label: 'South', value: 95 }, { label: 'East', value: 140 }];
    expect(layoutChart(chart({ data: few }), box()).orientation).toBe('columns');
    expect(layoutChart(chart({ data: few, bars: 'rows' }), box()).orientation).toBe('rows');
    const week = ['M', 'T', 'W', 'T', 'F', 'S', 'S'].map((label, i) => ({ label, value: i + 1 }));
    const tall = box({ width: 720, height: 1280 });
    expect(layoutChart(chart({ data: week }), tall).orientation).toBe('rows');
    expect(layoutChart(chart({ data: week, bars: 'columns' }), tall).orientation).toBe('columns');
  });

  it('labels every other point of a crowded line chart rather than breaking its labels', () => {
    const days = Array.from({ length: 12 }, (_, i) => ({ label: `Week ${i + 1}`, value: i }));
    const l = layoutChart({ ...chart({ data: days }), kind: 'line' }, box({ width: 720, height: 1280 }));
    expect(l.orientation).toBe('columns');
    if (l.orientation === 'columns') expect(l.labelStep).toBeGreaterThan(1);
    for (const fit of l.labels.fits) expect(fit.lines.map((line) => line.text).join(' ')).toMatch(/^Week \d+$/);
  });
});
