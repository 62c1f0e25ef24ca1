import { describe, expect, it } from '@jest/globals';
import type { KnownAsset } from '../types.js';
import { ctx, IMG, layersOf, read, textsOf } from '../testing.js';

/*
 * Later prompts as people phrase them (the w18 round): a slide made to say new words, a number corrected against the
 * old one, one colour for another, a picture's label by its place, a point added to a chart.
 */

const edited = (first: string, ...then: string[]) => then.reduce((doc, p) => read(p, doc).document, read(first).document);
const SLIDES = '4 slides: 1) Harbour Bakes  2) Sourdough £4.50  3) Rye loaf £3.80  4) Open 7am-2pm, Wed-Sun';

describe('a slide made to say new words', () => {
  it.each([
    ['make the last slide say Open 8am-3pm', 3, 'heading:Open 8am-3pm'],
    ['make slide 2 say Focaccia £3', 1, 'heading:Focaccia £3'],
    ['can the first slide say Harbour Bakes & Co instead', 0, 'heading:Harbour Bakes & Co'],
    ['have the opening slide read Welcome in', 0, 'heading:Welcome in'],
  ])('%s', (then, scene, text) => {
    const doc = edited(SLIDES, then);
    expect(doc.scenes).toHaveLength(4);
    expect(textsOf(doc, scene)).toContain(text);
  });

  it('said whole, a slide keeps its second line once', () => {
    const doc = edited(SLIDES, 'make the last slide say Open 8am-3pm, Wed-Sun');
    expect(textsOf(doc, 3).sort()).toEqual(['heading:Open 8am-3pm', 'subtitle:Wed-Sun']);
  });

  it('"make a new slide" still adds one', () => {
    expect(edited(SLIDES, 'make a new slide saying Thank you').scenes).toHaveLength(5);
  });
});

describe('a number corrected against the old one', () => {
  it.each([
    ['actually make it 12,500 not 12,000, we got the final figures', 12500],
    ['it should be 11,950 not 12,000', 11950],
  ])('%s', (then, to) => {
    const doc = edited("a number counting up to 12,000 with 'meals served' under it", then);
    expect(layersOf(doc, 0, 'counter')[0]!.to).toBe(to);
  });
});

describe('one colour for another, wherever it is used', () => {
  it('"change the pink to lilac" recolours the ground, "swap the lilac for navy" again', () => {
    const first = read('square post, pink background, text: Gel nails £25').document;
    const pink = JSON.stringify(first).match(/"#[0-9a-f]{6}"/gi)!;
    const lilac = read('hmm can u change the pink to lilac', first);
    expect(lilac.summary).toMatch(/pink → lilac/);
    expect(lilac.summary).not.toMatch(/did not understand/);
    expect(JSON.stringify(lilac.document.background)).not.toBe(JSON.stringify(first.background));
    expect(pink.length).toBeGreaterThan(0);
    const navy = read('swap the lilac for navy please', lilac.document);
    expect(navy.summary).toMatch(/lilac → navy/);
  });

  it('a colour named for one part is still that part\'s ("make the title red")', () => {
    const doc = edited('title "Open Day" on a white background', 'make the title red');
    expect(layersOf(doc, 0, 'text')[0]!.colour).toBeDefined();
    expect(doc.background).toEqual(read('title "Open Day" on a white background').document.background);
  });
});

describe("a picture's label by its place, over pictures in one frame", () => {
  const IMG2 = 'ast_IMAGEbbbbbbbbbbbbbbbb';
  const two = { ...ctx, assets: new Map<string, KnownAsset>([...ctx.assets, [IMG2, { id: IMG2, kind: 'image', ready: true }]]) };
  it('"the second one should say …" relabels the second picture', () => {
    const first = read(`split screen, ${IMG} on the left with caption 'Then' and ${IMG2} on the right with caption 'Now'`, undefined, two).document;
    expect(layersOf(first, 0, 'layout')[0]!.cells.map((c) => c.label)).toEqual(['Then', 'Now']);
    const doc = read('the second one should say Today actually', first, two).document;
    expect(layersOf(doc, 0, 'layout')[0]!.cells.map((c) => c.label)).toEqual(['Then', 'Today']);
  });
});

describe('a point added to a chart', () => {
  it.each([
    ['add Dec at 61k to the end', 'Dec', 61],
    ['add Q4 with 3.2', 'Q4', 3.2],
  ])('%s', (then, label, value) => {
    const first = then.startsWith('add Q4') ? 'bar chart of sales: Q1 1.2, Q2 2.5, Q3 2.9' : 'line chart of MRR: Jan 8k, Mar 14k, May 21k';
    const data = layersOf(edited(first, then), 0, 'chart')[0]!.data;
    expect(data.at(-1)).toEqual({ label, value });
    expect(data).toHaveLength(4);
  });
});

describe('a voice reading the slides, after an edit of their words', () => {
  it('reads the new words, and "switch to a man\'s voice" is the voice, not a scene', () => {
    const first = read('Slide 1: Welcome aboard. Slide 2: Meet your buddy on day one. Female voice reading each slide.').document;
    const words = read("On slide 2 change 'Meet your buddy' to 'Lunch with the team'", first);
    expect(words.document.narration?.text).toMatch(/Lunch with the team on day one/);
    expect(words.document.narration?.text).not.toMatch(/buddy/);
    const voice = read("and can we switch to a man's voice instead", words.document);
    expect(voice.document.scenes).toHaveLength(2);
    expect(voice.summary).not.toMatch(/no scene was made/);
    expect(voice.document.narration?.voice?.gender).toBe('male');
  });
});

describe('data corrected as a request', () => {
  it.each([
    ['can you make Moz 10 not 9, he scored again saturday', [14, 11, 10, 6]],
    ['set Liam to 7', [14, 11, 9, 7]],
    ['Dan was 15', [15, 11, 9, 6]],
  ])('%s', (then, values) => {
    const doc = edited('Bar chart - Dan 14, Kieran 11, Moz 9, Liam 6. Title it "Top Scorers"', then);
    expect(layersOf(doc, 0, 'chart')[0]!.data.map((d) => d.value)).toEqual(values);
  });

  it('"put … at the end" adds a point to the list', () => {
    const doc = edited('menu: Smash Burger $12, Loaded Fries $7, Birria Tacos $11, Horchata $4', 'take off the horchata and put Mango Agua Fresca $5 at the end instead');
    expect(layersOf(doc, 0, 'list')[0]!.items).toEqual(['Smash Burger $12', 'Loaded Fries $7', 'Birria Tacos $11', 'Mango Agua Fresca $5']);
  });
});

describe('a counter asked to change, its new figure said beside the request', () => {
  it.each([
    ['actually we just crossed 12,000, change the number', 12000],
    ['we hit 11,250 today so update the total', 11250],
  ])('%s', (then, to) => {
    expect(layersOf(edited('big number counting up to 10,000 with the label "teams onboarded"', then), 0, 'counter')[0]!.to).toBe(to);
  });

  it('two numbers said, or none, change nothing', () => {
    expect(layersOf(edited('count up to 10,000 teams', 'change the number, it was 12,000 or 13,000'), 0, 'counter')[0]!.to).toBe(10000);
    expect(layersOf(edited('count up to 10,000 teams', 'change the number please'), 0, 'counter')[0]!.to).toBe(10000);
  });
});
