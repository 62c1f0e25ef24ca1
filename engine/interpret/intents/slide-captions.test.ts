import { describe, expect, it } from '@jest/globals';
import { IMG, read } from '../testing.js';
import { drawnStrings } from '../../scene/drawn-strings.js';

/* Slides' captions said without quotes (slideshow.ts): a name with a dash after each picture, or a caption list. */

const slides = (prompt: string) => drawnStrings(read(prompt).document);

describe('a name after each picture, its words parted by a dash or a colon', () => {
  it.each([
    [`Slideshow, a caption on each: ${IMG} Day 1 – Lisbon, ${IMG} Day 2 – Sintra, ${IMG} Day 4 – Porto`, [['Day 1 – Lisbon'], ['Day 2 – Sintra'], ['Day 4 – Porto']]],
    [`${IMG} Stage 1 - Base Camp, ${IMG} Stage 2 - The Ridge`, [['Stage 1 - Base Camp'], ['Stage 2 - The Ridge']]],
    [`Open house: ${IMG} Room 1: The Library, ${IMG} Room 2: The Orangery`, [['Room 1: The Library'], ['Room 2: The Orangery']]],
  ])('%s', (prompt, texts) => {
    expect(slides(prompt)).toEqual(texts);
  });
});

describe('an unquoted list of captions, one per picture', () => {
  it.each([
    [`a slideshow of ${IMG} ${IMG} ${IMG} with captions Ceremony, First dance and Cake`, [['Ceremony'], ['First dance'], ['Cake']]],
    [`${IMG} ${IMG} one after another, labels: Before, After`, [['Before'], ['After']]],
    [`photo montage ${IMG} ${IMG} ${IMG}, titles Spring, Summer, Autumn`, [['Spring'], ['Summer'], ['Autumn']]],
  ])('%s', (prompt, texts) => {
    expect(slides(prompt)).toEqual(texts);
  });

  it.each([
    [`Slideshow of ${IMG}, ${IMG}, ${IMG} with a caption on each: Messy play, Story time, Garden fun.`, [['Messy play'], ['Story time'], ['Garden fun']]],
    [`A slideshow of ${IMG} ${IMG} with a label for each photo: Before, After`, [['Before'], ['After']]],
  ])('said "on each" or "for each": %s', (prompt, texts) => {
    expect(slides(prompt)).toEqual(texts);
  });

  it('a dash after each picture on its line marks its caption, in any case', () => {
    expect(slides(`one photo per slide with a caption on each:\n${IMG} - Rooftop bar\n${IMG} - Dorms from €19\n${IMG} - Free walking tours daily`)).toEqual([['Rooftop bar'], ['Dorms from €19'], ['Free walking tours daily']]);
  });

  it('a caption word is no platform or look ("Story time", "Garden fun")', () => {
    const { format, summary } = read(`Slideshow of ${IMG}, ${IMG}, ${IMG} with a caption on each: Messy play, Story time, Garden fun. Square.`);
    expect(format?.aspect).toBe('square');
    expect(summary).not.toMatch(/playful/);
  });

  it('a list of another length is not taken as captions', () => {
    const texts = slides(`a slideshow of ${IMG} ${IMG} with captions Ceremony, First dance and Cake`).flat();
    expect(texts).not.toEqual(['Ceremony', 'First dance']);
  });
});
