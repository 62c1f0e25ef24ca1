import { afterAll, describe, expect, it } from '@jest/globals';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { ChartLayer } from '../../../model/scene-document.js';
import { layoutChart, lineImage, renderChart } from './chart.js';
import type { LayerContext } from './layer-api.js';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

function fakeContext(frame = { width: 1280, height: 720 }) {
  const texts: string[] = [];
  const inputs: string[][] = [];
  const dir = mkdtempSync(join(tmpdir(), 'chart-unit-'));
  dirs.push(dir);
  let labels = 0;
  const ctx: LayerContext = {
    frame,
    fps: 30,
    sceneSeconds: 4,
    theme: 'classic',
    box: { x: 64, y: 36, w: frame.width - 128, h: frame.height - 72 },
    background: '#101830',
    textFile: async (text) => {
      texts.push(text);
      const path = join(dir, `t${texts.length}.txt`);
      writeFileSync(path, text);
      return path;
    },
    addInput: (args) => inputs.push(args) - 1,
    label: (prefix) => `[${prefix}${labels++}]`,
    mediaPath: () => undefined,
  };
  return { ctx, texts, inputs };
}

const chart = (input: object) => ChartLayer.parse({ type: 'chart', kind: 'bar', ...input });

describe('layoutChart', () => {
  it('puts a few bars in columns, with values as people write them', () => {
    const l = layoutChart(chart({ data: [{ label: 'A', value: 1200 }, { label: 'B', value: 3.5 }, { label: 'C', value: -40 }], unit: '%' }), fakeContext().ctx);
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
    const portrait = fakeContext({ width: 720, height: 1280 }).ctx;
    expect(layoutChart(chart({ data: months.map((label, i) => ({ label, value: i + 1 })) }), portrait).orientation).toBe('rows');
    const long = chart({ data: [{ label: 'Supercalifragilisticexpialidocious', value: 1 }, { label: 'B', value: 2 }, { label: 'C', value: 2 }, { label: 'D', value: 2 }, { label: 'E', value: 2 }, { label: 'F', value: 2 }] });
    expect(layoutChart(long, fakeContext().ctx).orientation).toBe('rows');
    // Texts stay at a readable size.
    const l = layoutChart(chart({ data: months.map((label, i) => ({ label, value: i * 1000 })) }), portrait);
    expect(l.labels.style.size).toBeGreaterThanOrEqual(14);
    expect(l.values.style.size).toBeGreaterThanOrEqual(14);
  });

  it('lays a few bars in rows when asked ("a horizontal bar chart"), and keeps many in columns when asked', () => {
    const few = [{ label: 'North', value: 120 }, { label: 'South', value: 95 }, { label: 'East', value: 140 }];
    expect(layoutChart(chart({ data: few }), fakeContext().ctx).orientation).toBe('columns');
    expect(layoutChart(chart({ data: few, bars: 'rows' }), fakeContext().ctx).orientation).toBe('rows');
    const week = ['M', 'T', 'W', 'T', 'F', 'S', 'S'].map((label, i) => ({ label, value: i + 1 }));
    const tall = fakeContext({ width: 720, height: 1280 }).ctx;
    expect(layoutChart(chart({ data: week }), tall).orientation).toBe('rows');
    expect(layoutChart(chart({ data: week, bars: 'columns' }), tall).orientation).toBe('columns');
  });

  it('labels every other point of a crowded line chart rather than breaking its labels', () => {
    const days = Array.from({ length: 12 }, (_, i) => ({ label: `Week ${i + 1}`, value: i }));
    const l = layoutChart({ ...chart({ data: days }), kind: 'line' }, fakeContext({ width: 720, height: 1280 }).ctx);
    expect(l.orientation).toBe('columns');
    if (l.orientation === 'columns') expect(l.labelStep).toBeGreaterThan(1);
    for (const fit of l.labels.fits) expect(fit.lines.map((line) => line.text).join(' ')).toMatch(/^Week \d+$/);
  });
});

describe('renderChart', () => {
  it('keeps user text out of the graph: labels, values with their unit and the title are drawn into pictures', async () => {
    const tricky = "A:B,C;[D]'E' %{pts}";
    const { ctx, texts, inputs } = fakeContext();
    const steps = await renderChart(chart({ title: tricky, unit: " ';[x]", data: [{ label: tricky, value: 5 }, { label: 'Two', value: 7 }] }), ctx, '[in]');
    const graph = steps.statements.join(';');
    expect(graph).not.toContain('%{pts}');
    expect(graph).not.toContain("'E'");
    expect(graph).not.toContain(';[x]');
    expect(graph).not.toContain('drawtext');
    expect(texts.filter((t) => t.trim())).toEqual([]);
    // The labels and each of the two values: a picture sequence each; the title is a text block (its entrance, its
    // drift's cycle and its exit: sequences of one directory).
    const sequences = inputs.filter((args) => args.at(-1)!.endsWith('%05d.png'));
    expect(sequences.filter((args) => args.at(-1)!.endsWith('/p%05d.png'))).toHaveLength(3);
    const title = sequences.filter((args) => /\/s\d+-%05d\.png$/.test(args.at(-1)!));
    expect(title.length).toBeGreaterThanOrEqual(1);
    expect(new Set(title.map((args) => dirname(args.at(-1)!))).size).toBe(1);
    for (const args of sequences) expect(existsSync(args.at(-1)!.replace('%05d', '00000'))).toBe(true);
    expect(steps.output).toMatch(/^\[seqout\d+\]$/);
    expect(steps.statements.filter((st) => st.startsWith('[in]'))).toHaveLength(1);
  });

  it('draws the first scene\'s early bars grown, with no source of negative length (9:16, five bars)', async () => {
    const { ctx } = fakeContext({ width: 720, height: 1280 });
    const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'].map((label, i) => ({ label, value: 6000 + 1000 * i }));
    const steps = await renderChart(chart({ data: days }), { ...ctx, sceneSeconds: 6, firstScene: true }, '[in]');
    const graph = steps.statements.join(';');
    for (const [, d] of graph.matchAll(/:d=(-?[\d.]+)/g)) expect(Number(d)).toBeGreaterThan(0);
    // Every bar is still drawn: a growing source or a box once grown.
    expect((graph.match(/color=c=/g) ?? []).length + (graph.match(/drawbox=/g) ?? []).length).toBeGreaterThanOrEqual(5);
  });

  it('draws a line chart from one image input, revealed by crop and overlay', async () => {
    const { ctx, inputs } = fakeContext();
    const steps = await renderChart(ChartLayer.parse({ type: 'chart', kind: 'line', data: [{ label: 'a', value: 1 }, { label: 'b', value: 3 }] }), ctx, '[in]');
    const images = inputs.map((args, k) => ({ k, file: args.at(-1)! })).filter((i) => i.file.endsWith('.pam'));
    expect(images).toHaveLength(1);
    expect(existsSync(images[0]!.file)).toBe(true);
    const graph = steps.statements.join(';');
    expect(graph).toContain(`[${images[0]!.k}:v]format=yuva420p,loop=loop=-1:size=1`);
    expect(graph).toMatch(/crop=w=\d+:h=\d+:x='2\*floor\(/);
    expect(graph).toMatch(/overlay=x='-?\d+\+2\*floor\(/);
  });
});

describe('lineImage', () => {
  it('writes an RGBA PAM with the line opaque at its points and transparent padding on the left', () => {
    const image = lineImage(100, 50, [{ x: 10, y: 40 }, { x: 90, y: 10 }], 50, [255, 0, 0], 3, 4, 100);
    const header = 'P7\nWIDTH 200\nHEIGHT 50\nDEPTH 4\nMAXVAL 255\nTUPLTYPE RGB_ALPHA\nENDHDR\n';
    expect(image.subarray(0, header.length).toString('ascii')).toBe(header);
    const alpha = (x: number, y: number) => image[header.length + (y * 200 + x) * 4 + 3]!;
    expect(alpha(110, 40)).toBe(255);
    expect(alpha(190, 10)).toBe(255);
    for (let x = 0; x < 100; x++) expect(alpha(x, 40)).toBe(0);
    // Under the line: a fill fading towards the floor; above it: nothing.
    expect(alpha(150, 30)).toBeGreaterThan(20);
    expect(alpha(150, 30)).toBeLessThan(80);
    expect(alpha(150, 48)).toBeLessThan(alpha(150, 30));
    expect(alpha(120, 2)).toBe(0);
  });
});
