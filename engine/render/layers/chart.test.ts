import { afterAll, describe, expect, it } from '@jest/globals';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { ChartLayer } from '../../../model/scene-document.js';
import { renderChart } from './chart.js';
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
