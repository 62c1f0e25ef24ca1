import { describe, expect, it } from '@jest/globals';
import { read, textsOf } from '../testing.js';
import { insideName } from './names.js';

const at = (text: string, word: string) => insideName(text, text.indexOf(word), text.indexOf(word) + word.length);

describe('a capitalised word inside a name phrase is the name\'s', () => {
  it.each([
    ['Meet us at Market Square on Sunday', 'Square'],
    ['Party at Bounce Zone', 'Bounce'],
    ['Spin Cycle Laundry is open', 'Spin'],
    ['Portrait Gallery late opening', 'Portrait'],
  ])('%s: %s', (text, word) => {
    expect(at(text, word)).toBe(true);
  });

  it.each([
    ['make it square please', 'square'],
    ['Square. Title: Hello', 'Square'],
    ['for Instagram Stories', 'Stories'],
    ['a Square Video for the feed', 'Square'],
  ])('not in "%s"', (text, word) => {
    expect(at(text, word)).toBe(false);
  });
});

describe('in a prompt', () => {
  it('a venue named with a format word keeps the format and its name', () => {
    const r = read('Farmers market at Portrait Hall, Saturday 9am');
    expect(r.format).toBeUndefined();
    expect(textsOf(r.document).join(' ')).toContain('Portrait Hall');
  });

  it('a business named with a motion word is no fade', () => {
    const doc = read('Grand reopening of Fade Barbers, Monday').document;
    expect(doc.scenes[0]!.fadeIn).toBeFalsy();
    expect(textsOf(doc).join(' ')).toContain('Fade Barbers');
  });

  it('the words asked for still work', () => {
    expect(read('"Hello", square, with a fade').format?.aspect).toBe('square');
  });
});
