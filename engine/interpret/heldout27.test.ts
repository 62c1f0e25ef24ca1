import { describe, expect, it } from '@jest/globals';
import type { Layer, SceneDocument } from '../../model/scene-document.js';
import { drawnStrings } from '../scene/drawn-strings.js';
import { IMG, VID, read } from './testing.js';
import { normaliseWords } from './read/spelling.js';

const all = (doc: SceneDocument) => drawnStrings(doc).flat();
const edit = (first: string, ...later: string[]) => later.reduce((doc, prompt) => read(prompt, doc).document, read(first).document);
const pic = `https://montage.example/api/v1/assets/${IMG}/content`;
const clip = `https://montage.example/api/v1/assets/${VID}/content`;
const layers = (doc: SceneDocument) => doc.scenes.flatMap((s) => s.layers);
const of = <T extends Layer['type']>(doc: SceneDocument, type: T) => layers(doc).filter((l): l is Extract<Layer, { type: T }> => l.type === type);

/*
 * Rules read from the w123 blind batch (docs/prompt-generalisation.md, "Twenty-seventh round"), each tested in
 * phrasings of my own, with ones that must not trigger them.
 */

describe('a clip\'s sound kept off', () => {
  it.each([
    [`${clip} first 10 seconds, keep the sound off`, true],
    [`${clip} keep the sound on`, false],
    [`${clip} keep the original sound`, false],
  ])('%s', (prompt, muted) => {
    expect(Boolean(of(read(prompt).document, 'media')[0]?.muted)).toBe(muted);
  });
});

describe('a name strap asked for someone described before the name', () => {
  it.each([
    ["Scene 1: 'Hello'. Scene 2: lower third for our coach Dan Price, Head Coach.", 'Dan Price', 'Head Coach'],
    ['a lower third for our new chef Marco Rossi, Head Chef', 'Marco Rossi', 'Head Chef'],
  ])('%s', (prompt, name, role) => {
    const doc = read(prompt).document;
    expect(all(doc)).toEqual(expect.arrayContaining([name, role]));
    expect(all(doc).join(' | ')).not.toMatch(/lower third|our (?:coach|new chef)/i);
  });
});

describe('a scene moved to a place in the order, named by what it shows', () => {
  const first = "Scene 1: 'Hello'. Scene 2: 'Visit us Fridays'. Scene 3: lower third for Dan Price, Head Coach.";
  it.each(['move the lower third scene so it comes second', 'move the lower third to second', 'move scene 3 to be second'])('%s', (change) => {
    expect(drawnStrings(edit(first, change))[1]).toEqual(['Dan Price', 'Head Coach']);
  });

  it('"make the lower third in scene 2 say …" is no move', () => {
    const doc = edit("Scene 1: 'Hello'. Scene 2: lower third for Dan Price, Head Coach.", 'make the lower third in scene 2 say Dan Price, Club Captain');
    expect(drawnStrings(doc)[0]).toEqual(['Hello']);
  });
});

describe('a wish before a picture', () => {
  it.each([`happy birthday grandad 🎂 ${pic} confetti`, `Congratulations Priya! ${pic}`])('%s', (prompt) => {
    expect(all(read(prompt).document).join(' ')).toMatch(/birthday grandad|Congratulations Priya/i);
  });

  it.each([`sermon highlights ${clip}`, `the goal in ${clip}`, `my garden ${pic}`])('words describing the picture are no text: %s', (prompt) => {
    expect(all(read(prompt).document)).toEqual([]);
  });
});

describe('colours named after the ground and the letters abroad, and their shades', () => {
  it.each([
    ['Hintergrund dunkelgrün, Schrift weiß', 'dark green background, white letters'],
    ['Fondo azul oscuro', 'dark blue background'],
    ['Texte vert foncé', 'dark green letters'],
    ['achtergrond lichtblauw', 'light blue background'],
  ])('%s', (prompt, english) => {
    expect(normaliseWords(prompt)).toBe(english);
  });

  it('an English "text" is left alone', () => {
    expect(normaliseWords('the text green please')).toBe('the text green please');
  });
});

describe('before and after said with the sides', () => {
  it('"before <a> on the left and after <b> on the right" is one split', () => {
    const doc = read(`before and after of the kitchen, before ${pic} on the left and after ${pic} on the right. Label them Before and After.`).document;
    expect(doc.scenes).toHaveLength(1);
    expect(of(doc, 'layout')).toHaveLength(1);
  });
});

describe('a date range said changed', () => {
  const first = "Scene 1: 'Harbour Fest'. Scene 2: 'Sat 14 - Sun 15 June'.";
  it.each(["it's been moved to Sat 21 - Sun 22 June, update the date", 'change the date to Sat 21 - Sun 22 June'])('%s', (change) => {
    expect(drawnStrings(edit(first, change))[1]).toEqual(['Sat 21 - Sun 22 June']);
  });

  it('a time range said with the line it is on', () => {
    const doc = edit("Scene 1: 'Open house Sunday 2-4pm'. Scene 2: 'Book a viewing'.", 'the open house is now 1-3pm not 2-4pm');
    expect(drawnStrings(doc)[0]).toEqual(['Open house Sunday 1-3pm']);
  });
});
