import { describe, expect, it } from '@jest/globals';
import { read, textsOf } from '../testing.js';

/* A name and a way to reach it, said at the end of a brief (contacts.ts, display-text.ts, text.ts, format.ts). */

describe('a business name and its phone number', () => {
  it.each([
    ['Title "Summer lessons", then my name Holt Driving School and phone 07700 900123.', ['heading:Holt Driving School', 'subtitle:07700 900123']],
    ['Title "Spring flowers". End with our shop name: Petal & Stem, and phone 0161 555 0199', ['heading:Petal & Stem', 'subtitle:0161 555 0199']],
    ['Title "Cuts". Then my business name is Fade Street Barbers with our website fadestreet.co.uk', ['heading:Fade Street Barbers', 'subtitle:fadestreet.co.uk']],
  ])('%s', (prompt, texts) => {
    const { document, format } = read(prompt);
    expect(document.scenes.map((_, i) => textsOf(document, i)).at(-1)).toEqual(texts);
    // "phone" before a number gives the number, not a phone's shape.
    expect(format?.aspect ?? 'landscape').toBe('landscape');
  });

  it('a person saying who they are is not a title', () => {
    expect(textsOf(read("Hi, my name is Sam and I run a bakery. Title 'Fresh bread'").document).join(' ')).not.toMatch(/Sam|bakery/);
  });

  it('"phone" said of the shape is still the shape', () => {
    expect(read('Title "Sale", phone format').format?.aspect).toBe('portrait');
  });
});
