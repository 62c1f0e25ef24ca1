import { describe, expect, it } from '@jest/globals';
import type { SceneDocument } from '../../model/scene-document.js';
import { drawnStrings } from '../scene/drawn-strings.js';
import { IMG, VID, read, allDrawn, edited, layersOfType, assetUrl } from './testing.js';
import { normaliseWords } from './read/spelling.js';


/*
 * Rules read from the w123 blind batch (docs/prompt-generalisation.md, "Twenty-seventh round"), each tested in
 * phrasings of my own, with ones that must not trigger them.
 */

describe('a clip\'s sound kept off', () => {
  it.each([
    [`${assetUrl(VID)} first 10 seconds, keep the sound off`, true],
    [`${assetUrl(VID)} keep the sound on`, false],
    [`${assetUrl(VID)} keep the original sound`, false],
  ])('%s', (prompt, muted) => {
    expect(Boolean(layersOfType(read(prompt).document, 'media')[0]?.muted)).toBe(muted);
  });
});

describe('a name strap asked for someone described before the name', () => {
  it.each([
    ["Scene 1: 'Hello'. Scene 2: lower third for our coach Dan Price, Head Coach.", 'Dan Price', 'Head Coach'],
    ['a lower third for our new chef Marco Rossi, Head Chef', 'Marco Rossi', 'Head Chef'],
  ])('%s', (prompt, name, role) => {
    const doc = read(prompt).document;
    expect(allDrawn(doc)).toEqual(expect.arrayContaining([name, role]));
    expect(allDrawn(doc).join(' | ')).not.toMatch(/lower third|our (?:coach|new chef)/i);
  });
});

describe('a scene moved to a place in the order, named by what it shows', () => {
  const first = "Scene 1: 'Hello'. Scene 2: 'Visit us Fridays'. Scene 3: lower third for Dan Price, Head Coach.";
  it.each(['move the lower third scene so it comes second', 'move the lower third to second', 'move scene 3 to be second'])('%s', (change) => {
    expect(drawnStrings(edited(first, change))[1]).toEqual(['Dan Price', 'Head Coach']);
  });

  it('"make the lower third in scene 2 say …" is no move', () => {
    const doc = edited("Scene 1: 'Hello'. Scene 2: lower third for Dan Price, Head Coach.", 'make the lower third in scene 2 say Dan Price, Club Captain');
    expect(drawnStrings(doc)[0]).toEqual(['Hello']);
  });
});

describe('a wish before a picture', () => {
  it.each([`happy birthday grandad 🎂 ${assetUrl(IMG)} confetti`, `Congratulations Priya! ${assetUrl(IMG)}`])('%s', (prompt) => {
    expect(allDrawn(read(prompt).document).join(' ')).toMatch(/birthday grandad|Congratulations Priya/i);
  });

  it.each([`sermon highlights ${assetUrl(VID)}`, `the goal in ${assetUrl(VID)}`, `my garden ${assetUrl(IMG)}`])('words describing the picture are no text: %s', (prompt) => {
    expect(allDrawn(read(prompt).document)).toEqual([]);
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
    const doc = read(`before and after of the kitchen, before ${assetUrl(IMG)} on the left and after ${assetUrl(IMG)} on the right. Label them Before and After.`).document;
    expect(doc.scenes).toHaveLength(1);
    expect(layersOfType(doc, 'layout')).toHaveLength(1);
  });
});

describe('a date range said changed', () => {
  const first = "Scene 1: 'Harbour Fest'. Scene 2: 'Sat 14 - Sun 15 June'.";
  it.each(["it's been moved to Sat 21 - Sun 22 June, update the date", 'change the date to Sat 21 - Sun 22 June'])('%s', (change) => {
    expect(drawnStrings(edited(first, change))[1]).toEqual(['Sat 21 - Sun 22 June']);
  });

  it('a time range said with the line it is on', () => {
    const doc = edited("Scene 1: 'Open house Sunday 2-4pm'. Scene 2: 'Book a viewing'.", 'the open house is now 1-3pm not 2-4pm');
    expect(drawnStrings(doc)[0]).toEqual(['Open house Sunday 1-3pm']);
  });
});
