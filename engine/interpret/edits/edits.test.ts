import { describe, expect, it } from '@jest/globals';
import type { SceneDocument } from '../../../model/scene-document.js';
import { IMG, layersOf, read, textsOf } from '../testing.js';

const base = () => read(`First "Welcome" with subtitle "to the show", then a list of "Fast", "Cheap" and "Good", finally "Bye". ${IMG} as a logo`).document;
const edit = (prompt: string, doc: SceneDocument = base()) => read(prompt, doc);
const headings = (doc: SceneDocument) => doc.scenes.map((_, i) => textsOf(doc, i).find((t) => t.startsWith('heading:')) ?? '-');

describe('later prompts edit precisely and keep the rest', () => {
  it('changes the heading (of the first scene that has one)', () => {
    const { document, summary } = edit('change the heading to "Hello"');
    expect(textsOf(document, 0)).toEqual(['heading:Hello', 'subtitle:to the show']);
    expect(textsOf(document, 2)).toEqual(['heading:Bye']);
    expect(summary).toMatch(/^Updated 3 scenes \(\d+(\.\d+)? s\): title "Hello" in scene 1\.$/);
  });

  it.each([
    ['change the title of scene 3 to "Ciao"', 2, 'heading:Ciao'],
    ['in the last scene, the heading should say "Ciao"', 2, 'heading:Ciao'],
    ['set the subtitle to "for everyone"', 0, 'subtitle:for everyone'],
    ['replace "Bye" with "See you"', 2, 'heading:See you'],
    ['new title "Hey"', 0, 'heading:Hey'],
  ])('%s', (prompt, scene, text) => {
    expect(textsOf(edit(prompt).document, scene)).toContain(text);
  });

  it('edits list points', () => {
    const list = (prompt: string) => layersOf(edit(prompt).document, 1, 'list')[0]!.items;
    expect(list('make the second point say "Affordable"')).toEqual(['Fast', 'Affordable', 'Good']);
    expect(list('change point 3 to "Great"')).toEqual(['Fast', 'Cheap', 'Great']);
    expect(list('the last item should read "Solid"')).toEqual(['Fast', 'Cheap', 'Solid']);
    expect(list('add "Friendly" to the list')).toEqual(['Fast', 'Cheap', 'Good', 'Friendly']);
    expect(list('add another point: "Local"')).toEqual(['Fast', 'Cheap', 'Good', 'Local']);
    expect(list('add "Zero" as the first point')).toEqual(['Zero', 'Fast', 'Cheap', 'Good']);
    expect(list('remove the second point')).toEqual(['Fast', 'Good']);
    expect(list('delete "Cheap" from the list')).toEqual(['Fast', 'Good']);
    expect(layersOf(edit('number the list').document, 1, 'list')[0]!.numbered).toBe(true);
    expect(layersOf(edit('show the points all at once').document, 1, 'list')[0]!.stagger).toBe(0);
  });

  it('reorders, removes and duplicates scenes', () => {
    expect(headings(edit('swap scenes 1 and 3').document)).toEqual(['heading:Bye', '-', 'heading:Welcome']);
    expect(headings(edit('swap the first and last scenes').document)).toEqual(['heading:Bye', '-', 'heading:Welcome']);
    expect(headings(edit('move scene 3 to the start').document)).toEqual(['heading:Bye', 'heading:Welcome', '-']);
    expect(headings(edit('move the first scene after scene 2').document)).toEqual(['-', 'heading:Welcome', 'heading:Bye']);
    expect(headings(edit('delete scene 2').document)).toEqual(['heading:Welcome', 'heading:Bye']);
    expect(headings(edit('remove the last scene').document)).toEqual(['heading:Welcome', '-']);
    expect(headings(edit('duplicate scene 1').document)).toEqual(['heading:Welcome', 'heading:Welcome', '-', 'heading:Bye']);
  });

  it('changes scene lengths', () => {
    const lengths = (prompt: string) => edit(prompt).document.scenes.map((s) => s.duration);
    const before = base().scenes.map((s) => s.duration);
    expect(before).toEqual([5, 5.6, 5]);
    expect(lengths('make scene 2 8 seconds')).toEqual([5, 8, 5]);
    expect(lengths('make scene 1 longer')).toEqual([7.5, 5.6, 5]);
    expect(lengths('make the last scene shorter')).toEqual([5, 5.6, 3.33]);
    expect(lengths('scene 3 should last 2 seconds')).toEqual([5, 5.6, 2]);
    expect(lengths('make scene 1 2 seconds longer')).toEqual([7, 5.6, 5]);
    expect(lengths('make each scene 3 seconds')).toEqual([3, 3, 3]);
  });

  it('moves, resizes and removes the logo on every scene', () => {
    const moved = edit('move the logo to the bottom left').document;
    expect(moved.scenes.map((_, i) => layersOf(moved, i, 'logo')[0]!.placement)).toEqual(['bottom-left', 'bottom-left', 'bottom-left']);
    expect(layersOf(edit('make the logo smaller').document, 2, 'logo')[0]!.scale).toBe(0.1);
    const removed = edit('remove the logo').document;
    expect(removed.scenes.every((s) => !s.layers.some((l) => l.type === 'logo'))).toBe(true);
    expect(textsOf(removed, 0)).toEqual(['heading:Welcome', 'subtitle:to the show']);
  });

  it('restyles one layer', () => {
    const doc = edit('make the heading bigger and move the subtitle to the top').document;
    expect(layersOf(doc, 0, 'text').map((l) => [l.role, l.size, l.placement])).toEqual([
      ['heading', 'huge', undefined],
      ['subtitle', undefined, 'top'],
    ]);
    expect(layersOf(edit('make the list pop in').document, 1, 'list')[0]!.animation.in).toBe('pop');
    expect(layersOf(edit('the heading should slide in from the left').document, 0, 'text')[0]!.animation.in).toBe('slide-right');
  });

  it('adds a scene at the end, keeping the logo, or where asked', () => {
    const added = edit('add a scene with "Questions?"').document;
    expect(headings(added)).toEqual(['heading:Welcome', '-', 'heading:Bye', 'heading:Questions?']);
    expect(layersOf(added, 3, 'logo')).toHaveLength(1);
    expect(headings(edit('add a scene at the start with "Hi"').document)[0]).toBe('heading:Hi');
    expect(headings(edit('then "After"').document)).toEqual(['heading:Welcome', '-', 'heading:Bye', 'heading:After']);
  });

  it('new content for a named scene replaces what it replaces and keeps the rest', () => {
    const doc = edit('scene 1: subtitle "for you"').document;
    expect(textsOf(doc, 0)).toEqual(['heading:Welcome', 'subtitle:for you']);
    const chart = edit('in scene 2, a bar chart: a 1, b 2').document;
    expect(layersOf(chart, 1, 'chart')).toHaveLength(1);
    expect(layersOf(chart, 1, 'list')).toHaveLength(1);
  });

  it('a bare quote replaces the last scene\'s heading, keeping its placement and motion', () => {
    const first = read('"Old" at the top, popping in').document;
    const next = read('"New"', first).document;
    expect(layersOf(next, 0, 'text')[0]).toMatchObject({ text: 'New', placement: 'top', animation: { in: 'pop' } });
  });

  it('a new description of several scenes replaces them, keeping the logo and the style', () => {
    const doc = edit('make it retro. first "One", then "Two"').document;
    expect(headings(doc)).toEqual(['heading:One', 'heading:Two']);
    expect(doc.theme).toBe('retro');
    expect(layersOf(doc, 1, 'logo')).toHaveLength(1);
  });

  it('changes a chart\'s kind and a counter\'s target', () => {
    const chart = read('chart: a 1, b 2').document;
    expect(layersOf(read('make the chart a line chart', chart).document, 0, 'chart')[0]!.kind).toBe('line');
    const counter = read('count to 100').document;
    expect(layersOf(read('change the counter to 250', counter).document, 0, 'counter')[0]!.to).toBe(250);
  });

  it('removes parts', () => {
    expect(textsOf(edit('remove the subtitle').document, 0)).toEqual(['heading:Welcome']);
    expect(layersOf(edit('delete the list').document, 1, 'list')).toHaveLength(0);
    const noFade = edit('no transitions', read('"A", then "B", crossfade between scenes').document).document;
    expect(noFade.scenes[1]!.transition).toBeUndefined();
  });

  it('says what it could not do', () => {
    expect(edit('delete scene 7').summary).toMatch(/there is no scene 7 \(the chapter has 3 scenes\)/);
    expect(edit('make the fifth point say "x"').summary).toMatch(/the list has 3 points/);
    expect(edit('remove the chart').summary).toMatch(/there is no chart to remove/);
  });

  it('starts over on request', () => {
    const doc = edit('start over: "Fresh"').document;
    expect(doc.scenes).toHaveLength(1);
    expect(textsOf(doc)).toEqual(['heading:Fresh']);
  });
});
