import { describe, expect, it } from '@jest/globals';
import { colourValue } from './style.js';
import { read } from '../testing.js';

/*
 * Captions of the narration said as people say them (audio.ts, lit-word-abroad.ts): the words on screen as they are
 * said, a unit "on screen" at a time, styles and lit words in other languages, the lit word with its clause of time.
 */

const narrated = (prompt: string) => read(`A calm woman narrates: "Slow down. Breathe in. Breathe out." ${prompt}`);
const drawn = (prompt: string) => narrated(prompt).document.scenes.flatMap((s) => s.layers).filter((l) => l.type === 'text');

describe('the words on screen as they are said', () => {
  it.each([
    'with the words shown as she says them',
    'cream text showing the words as she reads them',
    'the script appears on screen as the narrator says it',
  ])('captions: %s', (words) => {
    expect(narrated(words).document.narration?.captions).toBe(true);
    expect(drawn(words)).toEqual([]);
  });

  it('words shown with no one saying them are no captions', () => {
    expect(read('"Slow down. Breathe in." with the words shown big').document.narration).toBeUndefined();
  });
});

describe('a unit on screen at a time', () => {
  it.each([
    ['one word on screen at a time', 'word'],
    ['subtitles a line at a time', 'line'],
    ['with the words on screen one line at a time', 'line'],
  ])('%s', (words, style) => {
    expect(narrated(words).document.narration).toMatchObject({ captions: true, captionStyle: style });
    expect(drawn(words)).toEqual([]);
  });

  it('two lines at a time stays the panel\'s', () => {
    expect(narrated('captions two lines at a time').document.narration?.captionStyle).toBe('lines');
  });
});

describe('caption styles and the lit word in other languages', () => {
  it.each([
    ['subtítulos palabra por palabra', 'word'],
    ['sottotitoli riga per riga', 'line'],
    ['sous-titres mot à mot', 'word'],
  ])('%s', (words, style) => {
    expect(narrated(words).document.narration).toMatchObject({ captions: true, captionStyle: style });
  });

  it.each([
    ['sottotitoli karaoke con la parola evidenziata in arancione', 'orange'],
    ['subtítulos karaoke con la palabra resaltada en amarillo', 'yellow'],
    ['legendas karaoke com a palavra destacada em verde', 'green'],
  ])('%s', (words, colour) => {
    const { narration } = narrated(words).document;
    expect(narration).toMatchObject({ captions: true, captionStyle: 'karaoke', highlight: colourValue(colour) });
    expect(drawn(words)).toEqual([]);
  });

  it('a colour in another language that is not said of the lit word is no highlight', () => {
    expect(narrated('sottotitoli karaoke, titolo in arancione').document.narration?.highlight).toBeUndefined();
  });
});

describe('the lit word with its clause of time', () => {
  it.each([
    ['highlight each word teal as she says it', 'teal'],
    ['subtitles where each word lights up as she says it, in coral', 'coral'],
    ['captions where every word glows as she speaks, in gold', 'gold'],
  ])('%s', (words, colour) => {
    const { narration } = narrated(words).document;
    expect(narration).toMatchObject({ captions: true, captionStyle: 'karaoke', highlight: colourValue(colour) });
    expect(drawn(words)).toEqual([]);
  });

  it('"highlight" of a title, with no word said, stays the title\'s', () => {
    expect(narrated('"Relax" with the title highlighted').document.narration?.highlight).toBeUndefined();
  });
});
