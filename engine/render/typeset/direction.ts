/*
 * Direction and letter spacing of a line. Skia orders a line's runs by the Unicode bidi algorithm, but the
 * paragraph's base direction is the caller's: a line whose first strong character is Arabic or Hebrew is a
 * right-to-left paragraph (UAX #9, rules P2-P3), so its trailing "!" or number sits at its left end, as a reader of
 * it expects. Tracking (extra space between letters) is for Latin display faces: between the letters of a joined
 * script it would cut the joins of Arabic and the headline of Devanagari, so such lines get none.
 */

const STRONG = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]|[\p{L}]/u;
const RTL = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;

/** The base direction of a line: that of its first letter. */
export function lineDirection(text: string): 'ltr' | 'rtl' {
  const m = STRONG.exec(text);
  return m && RTL.test(m[0]) ? 'rtl' : 'ltr';
}

const JOINED = /[\p{Script=Arabic}\p{Script=Syriac}\p{Script=Nko}\p{Script=Mongolian}\p{Script=Devanagari}\p{Script=Bengali}\p{Script=Gurmukhi}\p{Script=Gujarati}\p{Script=Oriya}\p{Script=Tamil}\p{Script=Telugu}\p{Script=Kannada}\p{Script=Malayalam}\p{Script=Thai}]/u;

/** The tracking (ems) a text may take: the face's, or none for joined scripts. */
export function trackingFor(tracking: number | undefined, text: string): number {
  return tracking && !JOINED.test(text) ? tracking : 0;
}
