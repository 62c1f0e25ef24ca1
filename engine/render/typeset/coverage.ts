import { AsyncLocalStorage } from 'node:async_hooks';
import { fallbackCoverage, missingFallbacks } from './fallback.js';
import { inRanges, type Ranges } from './unicode-ranges.js';

/*
 * What the fonts cannot draw. A character no font of the chain covers would be drawn by Skia as a box (tofu) or from
 * whatever the machine has; instead its grapheme cluster is left out of the block, and the render's result says
 * which text was left out and why (the optional CJK packages missing from a slim image, or a script no bundled
 * font covers). Renders collect these reports through an AsyncLocalStorage (collectUndrawn), so concurrent renders
 * in one process each get their own.
 */

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
/** Characters drawn by no font, or that only steer shaping: spaces, controls, joiners, variation selectors, tags. */
const INVISIBLE = /^[\s\p{Cc}\p{Cf}\p{Variation_Selector}\u20e3]$/u;

/** Splits `text` into what the chain (the face's own `ranges`, then the fallbacks) draws, and what it cannot. */
export function drawable(ranges: Ranges, text: string): { text: string; undrawn: string[] } {
  const fallbacks = fallbackCoverage();
  const covered = (cp: number) => inRanges(ranges, cp) || fallbacks.some((f) => inRanges(f.ranges, cp));
  let fast = true;
  for (const ch of text) {
    if (INVISIBLE.test(ch) || covered(ch.codePointAt(0)!)) continue;
    fast = false;
    break;
  }
  if (fast) return { text, undrawn: [] };
  let kept = '';
  const undrawn: string[] = [];
  for (const { segment } of graphemes.segment(text)) {
    const ok = [...segment].every((ch) => INVISIBLE.test(ch) || covered(ch.codePointAt(0)!));
    if (ok) kept += segment;
    else undrawn.push(segment);
  }
  return { text: kept.replace(/ {2,}/g, ' ').trim(), undrawn };
}

const collector = new AsyncLocalStorage<Set<string>>();

/** Notes text left out of a block, for the render that is running (if any collects). */
export function reportUndrawn(clusters: readonly string[]): void {
  const set = collector.getStore();
  if (set) for (const c of clusters) set.add(c);
}

/** Runs `fn`, collecting the text its blocks left out. */
export async function collectUndrawn<T>(fn: () => Promise<T>): Promise<{ value: T; undrawn: string[] }> {
  const set = new Set<string>();
  const value = await collector.run(set, fn);
  return { value, undrawn: [...set] };
}

const SCRIPT_NAMES: [RegExp, string][] = [
  [/[\p{Script=Hiragana}\p{Script=Katakana}]/u, 'Japanese'],
  [/\p{Script=Hangul}/u, 'Korean'],
  [/\p{Script=Han}/u, 'Chinese/Japanese (Han)'],
];

/** A sentence for the render's result: which text was not drawn, and the package that would draw it. */
export function undrawnNote(undrawn: readonly string[]): string | undefined {
  if (undrawn.length === 0) return undefined;
  const names = new Set<string>();
  for (const c of undrawn) {
    const named = SCRIPT_NAMES.find(([re]) => re.test(c));
    names.add(named ? named[1] : `U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`);
  }
  const sample = undrawn.slice(0, 12).join('');
  const missing = missingFallbacks().filter((f) => f.optional).map((f) => `@fontsource/${f.pkg}`);
  const why = missing.length ? `this installation lacks the optional font packages ${missing.join(', ')}` : 'no bundled font has these characters';
  return `some text was not drawn (${[...names].join(', ')}: "${sample}"${undrawn.length > 12 ? '…' : ''}) because ${why}`;
}
