import { describe, expect, it } from '@jest/globals';
import { prepare } from '../read/reading.js';
import { ctx, layersOf, read, textsOf } from '../testing.js';
import { colourTargetAt } from './colour-targets.js';
import { colourPhrases, colourValue } from './colour-words.js';

/* One colour reader: a colour phrase bound to the nearest target noun of its clause (colour-targets.ts). */

/** The target of each colour phrase of `prompt`, as "colour→target". */
function bindings(prompt: string): string[] {
  const reading = prepare(prompt, ctx);
  return colourPhrases(reading).map(({ m }) => `${m[0].toLowerCase()}→${colourTargetAt(reading, m.index, m.index + m[0].length)?.target ?? 'none'}`);
}

describe('a colour bound to its noun (colour-targets.ts)', () => {
  it.each([
    // Attributive: the noun right after the colour.
    ['amber lettering, charcoal bg', ['amber→text', 'charcoal→background']],
    ['teal columns and a beige backdrop', ['teal→accent', 'beige→background']],
    ['bright orange digits', ['bright orange→counter']],
    // After a linking word: the noun before it.
    ['the headline in crimson', ['crimson→text']],
    ['font colour is lilac', ['lilac→text']],
    ['underline in coral please', ['coral→accent']],
    // A clause of the colour alone: the noun said before it in the sentence.
    ['vertical columns, in olive', ['olive→accent']],
    ['make the subtitle smaller and burgundy', ['burgundy→text']],
    // The ground: "on <colour>" under something named, the slide itself, a colour paired with coloured text.
    ['huge letters on teal', ['teal→background']],
    ['a plain ivory slide', ['ivory→background']],
    ['a cream title card', ['cream→background']],
    ['navy with white writing', ['navy→background', 'white→text']],
    // Accent words in other words.
    ['a hint of rose gold', ['rose gold→accent']],
  ])('%s', (prompt, expected) => {
    expect(bindings(prompt)).toEqual(expected);
  });

  it.each([
    // No target noun: no binding, whatever the colour word.
    ['focus on green'],
    ['mint condition, white text'],
    ['an orange juice stand'],
  ])('binds nothing that is not said of a target: %s', (prompt) => {
    expect(bindings(prompt).some((b) => /^(?:green|mint|orange)→(?!none)/.test(b))).toBe(false);
  });

  it('reads the other forms of a colour word: golden, -ish, -y', () => {
    expect(colourValue('golden')).toBe(colourValue('gold'));
    expect(colourValue('greenish')).toBe(colourValue('green'));
    expect(colourValue('blue-ish')).toBe(colourValue('blue'));
    expect(colourValue('reddish')).toBe(colourValue('red'));
    expect(colourValue('olive')).toBe(colourValue('olive'));
    expect(colourValue('publish')).toBeUndefined();
  });

  it('a basic colour said with a word of its kind is that colour; any other word is not', () => {
    expect(colourValue('midnight black')).toBe(colourValue('black'));
    expect(colourValue('candy pink')).toBe(colourValue('pink'));
    expect(colourValue('ocean blue')).toBe(colourValue('blue'));
    expect(colourValue('titles red')).toBeUndefined();
    expect(colourValue('team red')).toBeUndefined();
  });
});

describe('the readers through the binder (style.ts)', () => {
  it('a text colour said of any text noun', () => {
    const texts = (prompt: string) => layersOf(read(prompt).document, 0, 'text').map((l) => l.colour);
    expect(texts('"Open late", forest green type')).toEqual(['#228b22']);
    expect(texts('"Open late". The lettering is golden.')).toEqual(['#d4af37']);
    expect(texts('"Open late" plain black bg lilac txt')).toEqual(['#c8a2c8']);
  });

  it('an accent said of a chart\'s bars or line, or as a touch of a colour', () => {
    expect(read('Bar chart: Mon 3, Tue 5, Wed 4. Columns in burgundy.').document.accent).toBe('#800020');
    expect(read('Line chart: Q1 10, Q2 14, Q3 19. Coral line.').document.accent).toBe('#ff7f50');
    expect(read('"Anniversary", classy, with a touch of silver').document.accent).toBe('#c0c0c0');
  });

  it('a ground said as "on <colour>" under a named thing, or of the slide', () => {
    expect(read('"Sold out" in big letters on teal').document.background).toEqual({ type: 'solid', colour: '#008080' });
    expect(read('a plain ivory slide with "Welcome"').document.background).toEqual({ type: 'solid', colour: '#fffff0' });
    // No named thing before "on": no ground.
    expect(read('"Hi", focus on green.').document.background).toEqual({ type: 'solid', colour: '#1e1e2e' });
  });

  it('a colour said of a button stays the button\'s, not the accent', () => {
    const doc = read('"Sale" and a coral button saying "Buy"').document;
    expect(layersOf(doc, 0, 'button')[0]!.colour).toBe('#ff7f50');
    expect(doc.accent).toBeUndefined();
  });

  it('gradients said with a dash, a direction word or a name', () => {
    expect(read('"Hi", lilac-to-teal gradient bg').document.background).toMatchObject({ type: 'gradient', from: '#c8a2c8', to: '#008080' });
    expect(read('"Hi", a gradient background fading from navy to plum').document.background).toMatchObject({ type: 'gradient', from: '#1b2a4e', to: '#8e4585' });
    expect(read('"Hi", ocean gradient background').document.background).toMatchObject({ type: 'gradient' });
    // A name alone, with no gradient, is no background.
    expect(read('"Ocean view apartments"').document.background).toEqual({ type: 'solid', colour: '#1e1e2e' });
  });
});

describe('the type\'s look between a colour and its noun', () => {
  it.each([
    ['"Boot sequence", amber monospace text', '#ffbf00'],
    ['"Menu", cream chunky serif lettering', '#f9f1dc'],
    ['"Arcade", pink pixel font on black', '#ffc0cb'],
  ])('%s', (prompt, colour) => {
    const doc = read(prompt).document;
    expect(layersOf(doc, 0, 'text')[0]!.colour).toBe(colour);
    expect(textsOf(doc).join(' ')).not.toMatch(/monospace|chunky|pixel/i);
  });

  it('a look word with no text noun after it binds nothing', () => {
    expect(layersOf(read('"Boot sequence", amber bold arrows').document, 0, 'text')[0]!.colour).toBeUndefined();
  });
});
