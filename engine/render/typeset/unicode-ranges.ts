/*
 * Sets of code points as sorted, merged ranges: what a font file covers, read from a @fontsource package's
 * unicode.json (`"U+0600-06FF,U+200C"` per subset) or from a font's own cmap, and asked "is this code point in it?"
 * by binary search (a CJK family's hundred subsets merge into a few thousand ranges).
 */

export type Ranges = readonly (readonly [number, number])[];

/** `U+0600-06FF,U+200C` as ranges. */
export function parseUnicodeRange(spec: string): [number, number][] {
  const out: [number, number][] = [];
  for (const part of spec.split(',')) {
    const m = /^\s*U\+([0-9a-f]+)(?:-([0-9a-f]+))?\s*$/i.exec(part);
    if (!m) continue;
    const a = parseInt(m[1]!, 16);
    out.push([a, m[2] ? parseInt(m[2], 16) : a]);
  }
  return out;
}

/** Sorted and merged (touching ranges joined). */
export function mergeRanges(ranges: Iterable<readonly [number, number]>): Ranges {
  const sorted = [...ranges].sort((x, y) => x[0] - y[0]);
  const out: [number, number][] = [];
  for (const [a, b] of sorted) {
    const last = out.at(-1);
    if (last && a <= last[1] + 1) last[1] = Math.max(last[1], b);
    else out.push([a, b]);
  }
  return out;
}

/** Ranges of a list of single code points (a font's character set). */
export function rangesOf(codePoints: Iterable<number>): Ranges {
  return mergeRanges([...codePoints].map((c) => [c, c] as const));
}

export function inRanges(ranges: Ranges, cp: number): boolean {
  let lo = 0;
  let hi = ranges.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const [a, b] = ranges[mid]!;
    if (cp < a) hi = mid - 1;
    else if (cp > b) lo = mid + 1;
    else return true;
  }
  return false;
}
