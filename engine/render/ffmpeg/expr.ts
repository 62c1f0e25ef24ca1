/*
 * Numbers as they enter an FFmpeg expression or option: only numbers formatted here do.
 */

/** A number for an expression: at most 3 decimals, never exponent notation. */
export function num(n: number): string {
  const r = Math.round(n * 1000) / 1000;
  return Object.is(r, -0) ? '0' : r.toFixed(3).replace(/\.?0+$/, '');
}
