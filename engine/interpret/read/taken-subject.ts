import type { Reading } from './reading.js';

/**
 * "<before and after> of the dresser I restored", "<a grid> of our four new candles": words opening with "of" right
 * after what another reader took say what that thing shows; they are no copy. Takes them: `all` when they were such,
 * else how many of the text's first characters were taken (0: none).
 */
export function subjectOfTaken(reading: Reading, at: number, text: string): number | 'all' {
  const lead = /^\s*/.exec(text)![0].length;
  if (!/^\s*of\s/i.test(text) || !/\u0001[\s\u0001]*$/.test(reading.view(Math.max(0, at - 12), at + lead))) return 0;
  // "<for instagram stories> of my food truck Tacos El Güero": a business named by its owner is the video's subject.
  // Its words before the name only say what the business is: taken, the name left as copy.
  const owned = /^\s*of\s+(?:my|our)\s+(?:[\p{Ll}-]+\s+){0,3}(?=\p{Lu})/u.exec(text);
  if (owned) {
    reading.take(at + lead, at + owned[0].length);
    return owned[0].length;
  }
  reading.take(at + lead, at + text.trimEnd().length);
  return 'all';
}
