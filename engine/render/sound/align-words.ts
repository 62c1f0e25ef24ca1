import type { TimedWord } from './word-timing.js';

/*
 * The words a transcription endpoint heard, put on the words the narration shows. The endpoint writes what it
 * heard its own way ("2024" as "twenty twenty-four", "e-mail" as "email", a word split or merged), so the two lists
 * are aligned (Needleman-Wunsch on words compared without case and punctuation, near spellings counting as a
 * match), each shown word takes the time of the heard word it matches, and a shown word with no match shares the
 * time between its matched neighbours. Too few matches means the endpoint heard something else: no timing at all
 * (the estimate is used).
 */

const normal = (s: string) => s.toLowerCase().normalize('NFKC').replace(/[^\p{L}\p{N}]/gu, '');

/** Edit distance, for near spellings ("colour"/"color"). */
function distance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++) cur[j] = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    prev = cur;
  }
  return prev[b.length]!;
}

function same(a: string, b: string): boolean {
  if (!a || !b) return false;
  if (a === b) return true;
  return Math.min(a.length, b.length) >= 4 && distance(a, b) <= Math.floor(Math.max(a.length, b.length) / 4);
}

/** The least share of shown words that must match a heard one for the timing to be used. */
export const MIN_MATCHED = 0.6;

/**
 * `shown` timed by `heard`, or undefined when fewer than MIN_MATCHED of them match. Times stay in order: a word
 * never starts before the one before it ends.
 */
export function alignWords(shown: readonly string[], heard: readonly TimedWord[]): TimedWord[] | undefined {
  const n = shown.length;
  const m = heard.length;
  if (!n || !m) return undefined;
  const a = shown.map(normal);
  const b = heard.map((w) => normal(w.text));
  // score[i][j]: best alignment of a[..i] and b[..j]; a match scores 2, a gap -1.
  const score = Array.from({ length: n + 1 }, (_, i) => Array.from({ length: m + 1 }, (_, j) => (i === 0 ? -j : j === 0 ? -i : 0)));
  for (let i = 1; i <= n; i++) {
    for (let j = 1; j <= m; j++) {
      score[i]![j] = Math.max(score[i - 1]![j - 1]! + (same(a[i - 1]!, b[j - 1]!) ? 2 : -1), score[i - 1]![j]! - 1, score[i]![j - 1]! - 1);
    }
  }
  const match = new Array<number>(n).fill(-1);
  for (let i = n, j = m; i > 0 && j > 0; ) {
    if (score[i]![j] === score[i - 1]![j - 1]! + (same(a[i - 1]!, b[j - 1]!) ? 2 : -1)) {
      if (same(a[i - 1]!, b[j - 1]!)) match[i - 1] = j - 1;
      i--;
      j--;
    } else if (score[i]![j] === score[i - 1]![j]! - 1) i--;
    else j--;
  }
  const matched = match.filter((k) => k >= 0).length;
  if (matched < Math.ceil(n * MIN_MATCHED)) return undefined;
  const out: TimedWord[] = shown.map((text, i) => (match[i]! >= 0 ? { text, start: heard[match[i]!]!.start, end: heard[match[i]!]!.end } : { text, start: NaN, end: NaN }));
  // Unmatched runs share the time between their matched neighbours (or the heard speech's ends).
  for (let i = 0; i < n; ) {
    if (!Number.isNaN(out[i]!.start)) {
      i++;
      continue;
    }
    let k = i;
    while (k < n && Number.isNaN(out[k]!.start)) k++;
    const from = i > 0 ? out[i - 1]!.end : heard[0]!.start;
    const to = k < n ? out[k]!.start : heard[m - 1]!.end;
    const step = Math.max(0, to - from) / (k - i);
    for (let x = i; x < k; x++) out[x] = { text: shown[x]!, start: from + (x - i) * step, end: from + (x - i + 1) * step };
    i = k;
  }
  for (let i = 1; i < n; i++) {
    if (out[i]!.start < out[i - 1]!.end) out[i]!.start = out[i - 1]!.end;
    if (out[i]!.end < out[i]!.start) out[i]!.end = out[i]!.start;
  }
  const r = (s: number) => Math.round(s * 1000) / 1000;
  return out.map((w) => ({ text: w.text, start: r(w.start), end: r(w.end) }));
}
