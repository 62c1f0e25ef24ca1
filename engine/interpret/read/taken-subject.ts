import type { Reading } from './reading.js';

/**
 * "<before and after> of the dresser I restored", "<a grid> of our four new candles": words opening with "of" right
 * after what another reader took say what that thing shows; they are no copy. Takes them; whether they were such.
 */
export function subjectOfTaken(reading: Reading, at: number, text: string): boolean {
  const lead = /^\s*/.exec(text)![0].length;
  if (!/^\s*of\s/i.test(text) || !/\u0001[\s\u0001]*$/.test(reading.view(Math.max(0, at - 12), at + lead))) return false;
  reading.take(at + lead, at + text.trimEnd().length);
  return true;
}
