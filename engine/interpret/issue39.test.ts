import { describe, expect, it } from '@jest/globals';
import type { Layer } from '../../model/scene-document.js';
import { interpretPrompt } from './index.js';
import { counterLabelsOf, IMG, layersOf, read, textsOf } from './testing.js';
import type { InterpretContext, KnownAsset } from './types.js';

/* The failure classes of issue 39, each in several phrasings, checked on the scene document. */
const PHOTOS = ['ast_PHOTOaaaaaaaaaaaaaaaaa', 'ast_PHOTObbbbbbbbbbbbbbbbb', 'ast_PHOTOcccccccccccccccccc', 'ast_PHOTOdddddddddddddddddd'].map((id) => id.slice(0, 25));
const photos: InterpretContext = { assets: new Map<string, KnownAsset>(PHOTOS.map((id) => [id, { id, kind: 'image', ready: true }])), chapterDuration: null };
const withPhotos = (prompt: string) => interpretPrompt(undefined, prompt.replace('{photos}', PHOTOS.join(' ')), photos).document;
const drawn = (layers: Layer[]) => layers.flatMap((l) => (l.type === 'text' ? [l.text] : l.type === 'list' ? l.items : []));

describe('issue 39: lower thirds in other words', () => {
  it.each([
    'lower third: Dana Whitfield, Host',
    'put a name tag on screen: Dana Whitfield, Host',
    'name strap for the speaker: Dana Whitfield / Host',
    'for the speaker, bottom left: Dana Whitfield, Host',
    'title the speaker as Dana Whitfield, Host',
  ])('%s', (prompt) => {
    const texts = textsOf(read(prompt).document);
    expect(texts).toContain('name:Dana Whitfield');
    expect(texts).toContain('role:Host');
    expect(texts.join(' ')).not.toMatch(/speaker|bottom left|name tag|strap/i);
  });
});

describe('issue 39: four pictures in a grid, in the words people use', () => {
  it.each(['{photos} in a 2 by 2', '{photos} four-up', '{photos} as a quad view', '{photos} in a 2x2 grid', '{photos} tiled'])('%s', (prompt) => {
    const layout = layersOf(withPhotos(prompt), 0, 'layout')[0];
    expect(layout?.arrangement).toBe('grid');
    expect(layout?.cells).toHaveLength(4);
  });
});

describe('issue 39: progress bars in plain words', () => {
  it.each([
    ['Title "Plank"; a thin line that grows across the top', 'top'],
    ['Title "Plank", a bar at the bottom that fills up as the video plays', 'bottom'],
    ['Title "Plank" with a loading bar', 'bottom'],
    ['Title "Plank" and a timeline indicator along the top', 'top'],
  ])('%s', (prompt, edge) => {
    const doc = read(prompt).document;
    expect(layersOf(doc, 0, 'progress')[0]?.edge).toBe(edge);
    expect(textsOf(doc)).toEqual(['heading:Plank']);
  });
});

describe('issue 39: edits by reference', () => {
  const three = read('three slides: "One"; "Two"; "Three"').document;
  it.each([
    ['change the second one to "Deux"', ['One', 'Deux', 'Three']],
    ['the last slide should say "Trois"', ['One', 'Two', 'Trois']],
    ['delete the second one', ['One', 'Three']],
    ['swap the first and the last slide', ['Three', 'Two', 'One']],
    ['move the first slide to the end', ['Two', 'Three', 'One']],
    ['rename slide 3 to "Drei"', ['One', 'Two', 'Drei']],
  ])('%s', (prompt, texts) => {
    const doc = read(prompt, three).document;
    expect(doc.scenes.map((s) => drawn(s.layers).join(' '))).toEqual(texts);
  });
});

describe('issue 39: a counter with its label underneath', () => {
  it.each(['a counter to 2,500 with happy customers underneath', "count up to 2,500 with 'happy customers' under it", 'a number counting up to 2,500 with the words happy customers'])('%s', (prompt) => {
    const doc = read(prompt).document;
    expect(layersOf(doc, 0, 'counter')[0]).toMatchObject({ to: 2500 });
    // The counter's own label, which the renderer draws under its figures; no heading over them.
    expect(counterLabelsOf(doc)).toEqual(['happy customers']);
    expect(textsOf(doc)).toEqual([]);
  });
});

describe('issue 39: a quote built once', () => {
  it.each(['a quote: "Stay hungry, stay foolish" by Steve Jobs', 'quote "Stay hungry, stay foolish" — Steve Jobs', 'Quote: "Stay hungry, stay foolish" Attribution: Steve Jobs'])('%s', (prompt) => {
    const texts = textsOf(read(prompt).document);
    expect(texts.filter((t) => t.startsWith('quote:'))).toEqual(['quote:Stay hungry, stay foolish']);
    expect(texts.filter((t) => t.startsWith('attribution:'))).toEqual(['attribution:Steve Jobs']);
  });
});

describe("issue 39: navy is a designer's navy", () => {
  it.each(['navy background, title "Hi"', 'title "Hi" on navy'])('%s', (prompt) => {
    const bg = read(prompt).document.background;
    expect(bg).toMatchObject({ type: 'solid' });
    // Not CSS navy (#000080): a deep, slightly greyed blue.
    expect(bg.type === 'solid' && bg.colour).toBe('#1b2a4e');
  });
});

describe('issue 39: an image is never drawn as words', () => {
  it('a picture with a caption keeps the picture', () => {
    expect(layersOf(read(`${IMG} with the caption "Kitchen"`).document, 0, 'media')).toHaveLength(1);
  });
});
