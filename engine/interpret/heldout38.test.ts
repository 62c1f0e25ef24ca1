import { describe, expect, it } from '@jest/globals';
import { resolveColour } from '../designer-colours.js';
import { read, allDrawn, layersOfType } from './testing.js';

/*
 * Rules read from the w136 blind batch (docs/prompt-generalisation.md, "Thirty-eighth round"), each tested in
 * phrasings of my own, with ones that must not trigger them.
 */

describe('a name strap asked with whose name it is, its words quoted after', () => {
  it.each([
    "Put a lower third on the clip with my guest's name 'Dr. Priya Nair' and 'Sleep Researcher, Stanford'.",
    "a name tag with our host's name 'Sam Ortiz' and 'Producer'",
  ])('%s', (prompt) => {
    const doc = read(prompt).document;
    expect(allDrawn(doc).join(' ')).not.toMatch(/name/);
    expect(allDrawn(doc).length).toBe(2);
  });
});

describe('a hedged wish run on after the words, dictated', () => {
  it('"… all proceeds go to the food bank and um maybe some hearts floating around or something thank you so much"', () => {
    const doc = read('the title should say Harvest Bake Sale and then all proceeds go to the food bank and um maybe some hearts floating around or something nice and warm thank you so much').document;
    expect(allDrawn(doc)).toEqual(['Harvest Bake Sale', 'all proceeds go to the food bank']);
    expect(layersOfType(doc, 'particles')[0]?.kind).toBe('hearts');
  });

  it('"maybe" with no wish after it stays in the words', () => {
    expect(allDrawn(read('the title should say Harvest Bake Sale and then all proceeds go to the food bank and maybe more').document)).toContain('All proceeds go to the food bank and maybe more');
  });
});

describe('French: a kind of video quoted after its noun, gold letters, hearts that float', () => {
  it('"une vidéo « save the date » pour notre mariage" is what the video is', () => {
    expect(allDrawn(read('une vidéo « save the date » pour notre mariage. Titre : « Camille & Antoine ».').document)).toEqual(['Camille & Antoine']);
  });

  it('"texte doré" and "Quelques cœurs qui flottent doucement"', () => {
    const doc = read('Titre : « Camille ». Texte doré. Quelques cœurs qui flottent doucement.').document;
    expect(allDrawn(doc)).toEqual(['Camille']);
    expect(layersOfType(doc, 'text')[0]!.colour).toBe(resolveColour('gold'));
    expect(layersOfType(doc, 'particles')[0]?.kind).toBe('hearts');
  });
});

describe('German: a voice "auf Deutsch" before its colon, the square frame, snow', () => {
  it('"Titel: „Markt“. Im Quadratformat. Es soll schneien, und bitte eine ruhige Männerstimme auf Deutsch: „Kommt vorbei!“"', () => {
    const r = read('Titel: „Markt“. Im Quadratformat. Es soll schneien, und bitte eine ruhige Männerstimme auf Deutsch: „Kommt vorbei!“');
    expect(r.document.narration).toMatchObject({ text: 'Kommt vorbei!', voice: { gender: 'male', language: 'de' } });
    expect(r.format?.aspect).toBe('square');
    expect(layersOfType(r.document, 'particles')[0]?.kind).toBe('snow');
    expect(allDrawn(r.document)).toEqual(['Markt']);
  });
});

describe('a kind of scene named is no text', () => {
  it('"Scene 2: end card with a button saying \'Book a viewing\'"', () => {
    expect(allDrawn(read("Scene 1: title 'A'. Scene 2: end card with a button saying 'Book a viewing'.").document)).toEqual(['A', 'Book a viewing']);
  });
});

describe('the length said before a described piece', () => {
  it('"a 15 second thank-you video"', () => {
    expect(read("Can you make a 15 second thank-you video: a counter to 100 with 'dogs' under it").document.scenes.reduce((t, s) => t + s.duration, 0)).toBe(15);
  });
});
