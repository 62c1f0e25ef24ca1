import { afterAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { CounterLayer } from '../../../model/scene-document.js';
import { countSecondsOf, countSteps, formatNumber, MAX_STEPS, renderCounter, setCounter, splitSuffix } from './counter.js';
import type { LayerContext } from './layer-api.js';

describe('formatNumber', () => {
  it('writes thousands separators and exactly the decimals asked', () => {
    expect(formatNumber(10000, 0)).toBe('10,000');
    expect(formatNumber(1234567.891, 2)).toBe('1,234,567.89');
    expect(formatNumber(-1250.5, 1)).toBe('-1,250.5');
    expect(formatNumber(0.5, 0)).toBe('1');
  });
});

describe('splitSuffix', () => {
  it('keeps a unit on the number and sets the words after it as the label', () => {
    expect(splitSuffix(' users')).toEqual({ unit: '', label: 'users' });
    expect(splitSuffix('+ clients')).toEqual({ unit: '+', label: 'clients' });
    expect(splitSuffix(' happy customers')).toEqual({ unit: '', label: 'happy customers' });
    expect(splitSuffix('%')).toEqual({ unit: '%', label: '' });
    expect(splitSuffix('')).toEqual({ unit: '', label: '' });
    // No letters after the space: nothing to label, the suffix stays on the number.
    expect(splitSuffix(' %')).toEqual({ unit: ' %', label: '' });
  });
});

describe('countSteps', () => {
  const layer = (input: object) => {
    const parsed = CounterLayer.parse({ type: 'counter', to: 10000, ...input });
    return { ...parsed, countSeconds: countSecondsOf(parsed, 12) };
  };

  it('shows at most MAX_STEPS + 1 values, from the first to the last, fast then settling', () => {
    const steps = countSteps(layer({ countSeconds: 10 }), 1, 30);
    expect(steps.length).toBeLessThanOrEqual(MAX_STEPS + 1);
    expect(steps[0]).toMatchObject({ from: 1, text: '0' });
    expect(steps.at(-1)).toMatchObject({ text: '10,000' });
    expect(steps.at(-1)!.to).toBeUndefined();
    // Ease-out: half the count is done well before half the time.
    const half = steps.find((s) => Number(s.text.replace(/,/g, '')) >= 5000)!;
    expect(half.from - 1).toBeLessThan(3);
  });

  it('merges equal values and never shows two at once', () => {
    const steps = countSteps(layer({ from: 1, to: 3, countSeconds: 2 }), 0, 30);
    expect(steps.map((s) => s.text)).toEqual(['1', '2', '3']);
    for (let i = 1; i < steps.length; i++) expect(steps[i - 1]!.to).toBe(steps[i]!.from);
  });

  it('a countdown of whole numbers ticks one a second: from 10 it takes 10 s, each number shown for 1 s', () => {
    const countdown = layer({ from: 10, to: 0 });
    expect(countdown.countSeconds).toBe(10);
    const steps = countSteps(countdown, 0, 30);
    expect(steps.map((s) => s.text)).toEqual(['10', '9', '8', '7', '6', '5', '4', '3', '2', '1', '0']);
    steps.slice(1).forEach((s, i) => expect(s.from).toBeCloseTo(i + 1 - 0.5 / 30, 5));
  });

  it('a count-up eases over the time it has, less a second to read the value; a said length wins', () => {
    expect(countSecondsOf(CounterLayer.parse({ type: 'counter', to: 10000 }), 5)).toBe(4);
    expect(countSecondsOf(CounterLayer.parse({ type: 'counter', from: 10, to: 0, countSeconds: 3 }), 12)).toBe(3);
    expect(countSecondsOf(CounterLayer.parse({ type: 'counter', from: 3.5, to: 0, decimals: 1 }), 6)).toBe(5);
    // A countdown in a scene too short for it (the chapter's length won) ticks faster, ending before the cut.
    expect(countSecondsOf(CounterLayer.parse({ type: 'counter', from: 10, to: 0 }), 6)).toBe(5.5);
  });
});

describe('renderCounter', () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

  function context(sceneSeconds: number) {
    let n = 0;
    const inputs: string[][] = [];
    const dir = mkdtempSync(join(tmpdir(), 'counter-unit-'));
    dirs.push(dir);
    const ctx: LayerContext = {
      frame: { width: 1920, height: 1080 },
      fps: 30,
      sceneSeconds,
      theme: 'bold',
      box: { x: 96, y: 216, w: 1728, h: 648 },
      background: '#101830',
      textFile: async () => { throw new Error('a counter writes no text files'); },
      frameDir: async () => mkdtempSync(join(dir, 'frames-')),
      addInput: (args) => inputs.push(args) - 1,
      label: (prefix) => `[${prefix}${n++}]`,
      mediaPath: () => undefined,
    };
    return { ctx, inputs };
  }

  it('draws the prefix and suffix into its pictures, never into the graph', async () => {
    const { ctx, inputs } = context(3);
    const steps = await renderCounter(CounterLayer.parse({ type: 'counter', to: 500, prefix: "'[a];", suffix: ' %{pts}', countSeconds: 1 }), ctx, '[in]');
    const graph = steps.statements.join(';');
    expect(graph).not.toContain('%{pts}');
    expect(graph).not.toContain("'[a]");
    expect(graph).not.toContain('drawtext');
    // The count as one picture sequence; the held value (2 s of its 3 s scene) as the text engine's posed
    // pictures: a drift cycle looped in memory, its whole pixels in the overlay's expression.
    expect(inputs[0]!.at(-1)).toMatch(/p%05d\.png$/);
    expect(inputs.slice(1).every((args) => /s\d+-%05d\.png$/.test(args.at(-1)!))).toBe(true);
    expect(graph).toMatch(/loop=loop=\d+:size=1[2-6]:start=0/);
    expect(graph).toMatch(/overlay=x='\d+':y='\d+-2\*floor\(clip\(floor\(t\*30\+0\.5\)-\d+,0,\d+\)\/1[2-6]\)'/);
  });

  it('draws each value once: a 60 s countdown is about 61 pictures, not one per frame, and its ring one tick of them', async () => {
    const { ctx, inputs } = context(62);
    const steps = await renderCounter(CounterLayer.parse({ type: 'counter', from: 60, to: 0 }), ctx, '[in]');
    const values = inputs.find((args) => /p%05d\.png$/.test(args.at(-1)!))!;
    const files = readdirSync(dirname(values.at(-1)!));
    // 61 values, an entrance of a few frames (its first value at several opacities) and an exit.
    expect(files.length).toBeGreaterThanOrEqual(61);
    expect(files.length).toBeLessThan(61 + 40);
    // The ring: one second's sweep (30 pictures), looped for the 60 ticks, under the number.
    const ring = inputs.find((args) => /r%05d\.png$/.test(args.at(-1)!))!;
    expect(readdirSync(dirname(ring.at(-1)!)).filter((f) => f.startsWith('r'))).toHaveLength(30);
    const graph = steps.statements.join(';');
    expect(graph).toContain('loop=loop=59:size=30:start=0,trim=end_frame=1800');
    expect(graph.indexOf('ringout')).toBeLessThan(graph.indexOf('seqout'));
  });
});

describe('the countdown ring’s colour', () => {
  it('takes the accent the brief asked for, and the theme’s otherwise', () => {
    const frame = { width: 1280, height: 720 };
    const ctx = { frame, theme: 'classic' as const, box: { x: 0, y: 0, w: 1280, h: 720 }, background: '#000000' };
    expect(setCounter({ size: undefined }, ['5'], { ...ctx, accent: '#d4af37' }, '', true).ring!.arc).toBe('#d4af37');
    expect(setCounter({ size: undefined }, ['5'], ctx, '', true).ring!.arc).toBe('#3a86ff');
  });
});

describe('the figures’ own colour', () => {
  const frame = { width: 1280, height: 720 };
  const on = (background: string) => ({ frame, theme: 'classic' as const, box: { x: 0, y: 0, w: 1280, h: 720 }, background, fill: { type: 'solid' as const, colour: background } });

  it('draws the figures in the colour asked, and keeps the label in the text colour', () => {
    const set = setCounter({ size: undefined, colour: '#39ff14' }, ['10,000'], on('#111111'), 'steps today');
    expect(set.colour).toBe('#39ff14');
    expect(set.label!.colour).not.toBe('#39ff14');
    expect(setCounter({ size: undefined }, ['10,000'], on('#111111'), 'steps today').colour).not.toBe('#39ff14');
  });

  it('never draws them in a colour that would not read on the ground', () => {
    expect(setCounter({ size: undefined, colour: '#101830' }, ['5'], on('#000000')).colour).not.toBe('#101830');
  });
});
