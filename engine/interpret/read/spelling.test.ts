import { describe, expect, it } from '@jest/globals';
import { layersOf, read } from '../testing.js';
import { closedWordFor, editDistance, normaliseWords } from './spelling.js';

describe('slips in the closed vocabularies', () => {
  it.each([
    ['glittre', 'glitter'], // two letters swapped
    ['fireworsk', 'fireworks'],
    ['turqoise', 'turquoise'], // a letter left out
    ['subtitels', 'subtitles'],
    ['landscpe', 'landscape'],
    ['ballons', 'balloons'], // a doubled letter typed once
    ['narator', 'narrator'],
    ['purpel', 'purple'],
    ['burgandy', 'burgundy'], // a letter changed
  ])('%s is read as %s', (typed, word) => {
    expect(closedWordFor(typed)).toBe(word);
  });

  it.each(['while', 'write', 'lines', 'heart', 'salon', 'college', 'violent', 'start', 'state', 'alive'])('the English word %s is itself', (word) => {
    expect(closedWordFor(word)).toBeUndefined();
  });

  it.each(['photo', 'column', 'images', 'backgrounds'])('another form of a vocabulary word (%s) is no slip', (word) => {
    expect(closedWordFor(word)).toBeUndefined();
  });

  it('short words are never guessed', () => {
    expect(closedWordFor('stras')).toBeUndefined();
    expect(closedWordFor('gren')).toBeUndefined();
  });

  it('counts a swap of two neighbours as one edit', () => {
    expect(editDistance('sparkels', 'sparkles')).toBe(1);
    expect(editDistance('abc', 'xyz', 1)).toBe(2);
  });

  it('leaves quoted text, names and capitals as typed', () => {
    expect(normaliseWords('add confeti and "Confeti Club" on top')).toBe('add confetti and "Confeti Club" on top');
    expect(normaliseWords('a promo for Ballons Galore with ballons')).toBe('a promo for Ballons Galore with balloons');
    expect(normaliseWords('Sparkels everywhere. PURPEL LOVE')).toBe('Sparkles everywhere. PURPEL LOVE');
  });
});

describe('shorthand', () => {
  it.each([
    ['3 pix w/ a caption each', '3 pictures with a caption each'],
    ['slo-mo on the jump, slow mo after', 'slow motion on the jump, slow motion after'],
    ['for IG and insta stories', 'for Instagram and Instagram stories'],
    ['put it on yt, and TT', 'put it on YouTube, and TikTok'],
    ['play it at x2, then x4 speed', 'play it at 2x, then 4x speed'],
    ['3 times faster', '3x faster'],
  ])('%s', (typed, written) => {
    expect(normaliseWords(typed)).toBe(written);
  });

  it('a count is no speed: "spare cables x3" stays', () => {
    expect(normaliseWords('spare cables x3, a 2x2 grid')).toBe('spare cables x3, a 2x2 grid');
  });
});

describe('slips read by every closed class', () => {
  it('a decoration, a transition word and a colour', () => {
    const doc = read('"Party time" with sparkels, purpel backgound').document;
    expect(layersOf(doc, 0, 'particles').map((p) => p.kind)).toEqual(['sparkles']);
    expect(doc.background).toEqual({ type: 'solid', colour: '#800080' });
  });

  it('a format word', () => {
    expect(read('"Hello" in portait').format?.aspect).toBe('portrait');
  });
});

describe('a colour said by its name and its code', () => {
  it.each([
    ['bars in our green #2a9d8f please', 'bars in our #2a9d8f please'],
    ['accent: coral (#ff6f61)', 'accent: #ff6f61'],
    ['brand navy blue #14213d background', 'brand #14213d background'],
  ])('%s is one colour, the code', (typed, written) => {
    expect(normaliseWords(typed).replace(/\s+/g, ' ').trim()).toBe(written);
  });

  it('a word before a code that is no colour stays', () => {
    expect(normaliseWords('ticket #123 and room #4a')).toBe('ticket #123 and room #4a');
  });

  it('sets the accent to the code', () => {
    expect(read('a bar chart of visits: Mon 3, Tue 5, Wed 4. Bars in our orange (#f77f00)').document.accent).toBe('#f77f00');
  });
});
