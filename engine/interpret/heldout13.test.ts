import { describe, expect, it } from '@jest/globals';
import type { SceneDocument } from '../../model/scene-document.js';
import { drawnStrings } from '../scene/drawn-strings.js';
import { interpretPrompt } from './index.js';
import { ctx, layersOf, read, textsOf } from './testing.js';
import type { InterpretContext, KnownAsset } from './types.js';

const all = (doc: SceneDocument) => drawnStrings(doc).flat();
const urlOf = (id: string) => `https://montage.example/api/v1/assets/${id}/content`;
const CLIP = 'ast_CLIPFORTYaaaaaaaaaaaa';
const PICS = ['a', 'b', 'c'].map((k) => `ast_PIC${k.repeat(18)}`);
const context: InterpretContext = {
  ...ctx,
  assets: new Map<string, KnownAsset>([...ctx.assets, [CLIP, { id: CLIP, kind: 'video', ready: true, seconds: 40 }], ...PICS.map((id) => [id, { id, kind: 'image', ready: true }] as [string, KnownAsset])]),
};
const withAssets = (prompt: string) => interpretPrompt(undefined, prompt.replace('{clip}', urlOf(CLIP)).replace(/\{p(\d)\}/g, (_, n: string) => urlOf(PICS[Number(n) - 1]!)), context);

/*
 * Rules read from the w49 and w50 blind batches (docs/prompt-generalisation.md, "Thirteenth round"), each tested in
 * phrasings of my own, with ones that must not trigger them.
 */

describe('what the footage is, said right after it, asks for nothing', () => {
  it.each([
    ["{clip} its a skin fade timelapse. speed it up x2", 2],
    ["{clip} it's a time-lapse of the build. play it at 3x", 3],
  ])('%s', (prompt, speed) => {
    const r = withAssets(prompt);
    expect(layersOf(r.document, 0, 'media')[0]!.speed).toBe(speed);
    expect(r.summary).not.toMatch(/fade|did not understand/);
  });

  it('a time-lapse asked for is still one', () => {
    expect(layersOf(withAssets('{clip} as a timelapse').document, 0, 'media')[0]!.speed).toBe(4);
  });
});

describe('"square shape" is the frame; "a square shape" is drawn', () => {
  it('"so square shape"', () => {
    expect(read('Is for facebook so square shape. Write "Volunteers wanted!"').format?.aspect).toBe('square');
  });
});

describe('a scene said with a courtesy between it and the edit', () => {
  it('"On the last scene please change the text to …"', () => {
    const first = read('Scene 1: "One". Scene 2: "Two". Scene 3: "Until 14 June".').document;
    const doc = read('On the last scene please change the text to "Until 28 June".', first).document;
    expect(doc.scenes.map((_, i) => textsOf(doc, i))).toEqual([['heading:One'], ['heading:Two'], ['heading:Until 28 June']]);
  });
});

describe('an item added as "the last rule"', () => {
  it('goes at the end of the list', () => {
    const first = read('house rules: no shoes, no phones, be kind.').document;
    const items = layersOf(read('add "have fun" as the last rule', first).document, 0, 'list')[0]!.items;
    expect(items.at(-1)).toBe('have fun');
  });
});

describe('"the roses are £49.99 not £45": a correction said with "are"', () => {
  it('replaces the old value', () => {
    const first = read('"A Dozen Red Roses - £45"').document;
    expect(all(read('oops the roses are £49.99 not £45', first).document)).toEqual(['A Dozen Red Roses - £49.99']);
  });
});

describe('scenes counted "The first: … The second: …", and "in the end one scene with …"', () => {
  it('three scenes by their ordinals', () => {
    const doc = read('In three scenes. The first: "Carols". The second: "Friday 7pm". The third: "Tickets £10".').document;
    expect(doc.scenes.map((_, i) => textsOf(doc, i))).toEqual([['heading:Carols'], ['heading:Friday 7pm'], ['heading:Tickets £10']]);
  });

  it('a last scene said as one', () => {
    const doc = read('First "Balayage". After, "Book now". And in the end one scene with "Studio Bela - since 2015".').document;
    expect(doc.scenes.length).toBe(3);
    expect(textsOf(doc, 2)).toEqual(['heading:Studio Bela - since 2015']);
  });
});

describe('stars said as they move ("gently falling stars")', () => {
  it.each(['"Hi". Gently falling stars.', '"Hi" with floating stars'])('%s', (prompt) => {
    expect(layersOf(read(prompt).document, 0, 'particles')[0]?.kind).toBe('stars');
  });
});

describe('captions said with a modal ("Captions should appear word by word as she speaks")', () => {
  it('are word captions, and no word of it is drawn', () => {
    const doc = read('A female voice should read: "Hello there friends." Captions should appear word by word as she speaks.').document;
    expect(doc.narration?.captionStyle).toBe('word');
    // Only the captions (the spoken words) are drawn.
    expect(all(doc)).toEqual(['Hello there friends.']);
  });
});

describe('scenes numbered "1) … 2) …" after the sentence that counts them', () => {
  it('four scenes, a dash inside an item no mark', () => {
    const doc = read("4 scenes with wipe transitions. 1) 'Lumo - payroll' 2) 'Charts' 3) 'Customers' 4) 'Raising £1.5M'").document;
    expect(doc.scenes.map((_, i) => textsOf(doc, i))).toEqual([['heading:Lumo - payroll'], ['heading:Charts'], ['heading:Customers'], ['heading:Raising £1.5M']]);
  });
});

describe('a figure said of what a counter counts sets where it counts to', () => {
  it.each([
    ['update scene 2, we just passed 2,500 customers', 2500],
    ["we've hit 3k customers!", 3000],
  ])('%s', (edit, to) => {
    const first = read('"Hello" then a counter up to 2,300 labelled "paying customers"').document;
    expect(layersOf(read(edit, first).document, 1, 'counter')[0]!.to).toBe(to);
  });

  it('a figure of something no counter counts changes nothing', () => {
    const first = read('"Hello" then a counter up to 2,300 labelled "paying customers"').document;
    expect(layersOf(read('we passed 40 countries', first).document, 1, 'counter')[0]!.to).toBe(2300);
  });
});

describe('text-speak joiners ("n", "w") and a voice described after its words', () => {
  it('"say \'…\' high pitched n fast lol, karaoke captions w the words lighting up green"', () => {
    const doc = read("have a voice say 'first kickflip down the stairs' high pitched n fast lol, karaoke captions w the words lighting up green.").document;
    expect(doc.narration?.voice?.pitch).toBe('high');
    expect(doc.narration?.voice?.speed).toBeGreaterThan(1);
    expect(doc.narration?.captionStyle).toBe('karaoke');
    expect(doc.narration?.highlight).toBeDefined();
    expect(all(doc)).toEqual(['first kickflip down the stairs']);
  });

  it('"Section N" and "W London" keep their letters', () => {
    expect(all(read('"Section N of W London"').document)).toEqual(['Section N of W London']);
  });
});

describe("a letter's salutation is no text; a name strip's line said \"and, beneath it,\"", () => {
  it('"Dear Sir or Madam," and "…reading \'X\' and, beneath it, \'Y\'"', () => {
    const doc = withAssets("Dear Sir or Madam,\n\nThe opening should read 'Harrington & Webb'. Please then display my photograph ({p1}) with a name strip reading 'Margaret Harrington' and, beneath it, 'Senior Partner'.\n\nYours faithfully,\nM. Harrington").document;
    expect(all(doc).join(' ')).not.toMatch(/Dear|faithfully/);
    expect(textsOf(doc, 1)).toEqual(['name:Margaret Harrington', 'role:Senior Partner']);
  });
});

describe('bullet lines that only say what the video is or how it looks are no list', () => {
  it('"• MOT reminder video, 9:16 / • bold style, orange accent / • 3 scenes …"', () => {
    const doc = read("• MOT reminder video, 9:16\n• bold style, orange accent\n• 3 scenes, wipe between them\n• 1: 'Is your MOT due?'\n• 2: 'Brake check £45'\n• 3: 'Book now'").document;
    expect(doc.scenes.length).toBe(3);
    expect(doc.scenes.flatMap((s) => s.layers).some((l) => l.type === 'list')).toBe(false);
  });

  it('a line that names a kind of post as its item stays one ("- Add featured posts")', () => {
    const doc = read('5 tips:\n- Use a real photo\n- Add featured posts\n- Post once a week').document;
    expect(layersOf(doc, 0, 'list')[0]!.items).toContain('Add featured posts');
  });
});

describe('a chart of the values said in the sentence before it ("Line chart with those")', () => {
  it.each([
    ['Monthly users went 2,000 → 5,000 → 9,000 → 14,000 from Jan to Apr. Line chart with those.', [2000, 5000, 9000, 14000], ['Jan', 'Feb', 'Mar', 'Apr']],
    ['Sales were 10, 14, 19 from Mon to Wed. Bar chart of them please', [10, 14, 19], ['Mon', 'Tue', 'Wed']],
  ])('%s', (prompt, values, labels) => {
    const chart = layersOf(read(prompt).document, 0, 'chart')[0]!;
    expect(chart.data.map((d) => d.value)).toEqual(values);
    expect(chart.data.map((d) => d.label)).toEqual(labels);
  });
});

/*
 * Rules read from the w51 blind batch (the same round), in phrasings of my own.
 */

describe('"before: <a>, after: <b>" after a before/after is no scene break', () => {
  it('one before/after layout', () => {
    const doc = withAssets('A before/after of the kitchen — before: {p1}, after: {p2}. Title: New Kitchen.').document;
    expect(doc.scenes.length).toBe(1);
    expect(layersOf(doc, 0, 'layout')[0]!.arrangement).toBe('before-after');
  });
});

describe('a value said with the words already after it ("make it 30% off")', () => {
  it.each([
    ['"20% off all denim this weekend"', 'actually make it 30% off', '30% off all denim this weekend'],
    ['"Tickets £5 each"', 'make it £6 each', 'Tickets £6 each'],
  ])('%s + %s', (first, edit, expected) => {
    expect(all(read(edit, read(first).document).document)).toEqual([expected]);
  });
});

describe('a correction whose old value is said short ("9am-2pm not 8-1")', () => {
  it('replaces the one range of its kind', () => {
    const first = read('"Collect Sat 21 Dec 8am-1pm"').document;
    expect(all(read('sorry, collection time is 9am-2pm not 8-1', first).document)).toEqual(['Collect Sat 21 Dec 9am-2pm']);
  });
});

describe('a clip\'s part "from second 3 until second 9", "After show …", "Last one write …"', () => {
  it('a trim, a scene after it and a last scene', () => {
    const doc = withAssets('use {clip} only from second 3 until second 9. After show our menu: Rice £9, Soup £11, Suya £8. Last one write Open Tuesday to Sunday.').document;
    expect(layersOf(doc, 0, 'media')[0]!.trim).toEqual({ from: 3, to: 9 });
    expect(doc.scenes.length).toBe(3);
    expect(textsOf(doc, 2)).toEqual(['heading:Open Tuesday to Sunday']);
  });

  it('"and the last one says …" after a count stays the count\'s third scene', () => {
    const doc = read('three scenes the first one says hot pies the second one says cold drinks and the last one says open late').document;
    expect(doc.scenes.map((_, i) => textsOf(doc, i))).toEqual([['heading:Hot pies'], ['heading:Cold drinks'], ['heading:Open late']]);
  });
});

describe('requirements as bullets: the lines that set a part of the video are no list items', () => {
  it('"- 16:9 for the foyer screen", "- title: …", "- numbered list, …"', () => {
    const doc = read('Requirements:\n- 16:9 for the lobby screen\n- title: Swim Times\n- numbered list, one line at a time:\n  1. Family Swim 10:00\n  2. Lane Swim 12:00\n  3. Adults Only 19:00\n- light blue background').document;
    const lists = layersOf(doc, 0, 'list');
    expect(lists).toHaveLength(1);
    expect(lists[0]!.items).toEqual(['Family Swim 10:00', 'Lane Swim 12:00', 'Adults Only 19:00']);
    expect(lists[0]!.numbered).toBe(true);
    expect(textsOf(doc)).toEqual(['heading:Swim Times']);
  });
});
