import type { Cue } from './captions-vtt.js';

/*
 * A cue too long for the lines the frame allows, shown as several cues one after another: its words cut into the
 * fewest runs that each fit, every run shown while it is spoken (the cue's word times when it has them, else its
 * time shared by the runs' lengths in characters). A 9:16 caption of three lines at a small size became two cues of
 * two lines at a size a phone reads (issue 40). Only what is drawn changes: the chapter's WebVTT keeps its cues.
 */

/** The words of a cue with their times (the cue's clock), or shared by characters when it has none. */
function timedWords(cue: Cue): { text: string; start: number; end: number }[] {
  const texts = cue.text.split(/\s+/).filter(Boolean);
  if (cue.words && cue.words.length === texts.length) return cue.words.map((w, i) => ({ text: texts[i]!, start: w.start, end: w.end }));
  const total = texts.reduce((n, w) => n + w.length + 1, 0);
  let at = cue.start;
  return texts.map((text) => {
    const d = ((cue.end - cue.start) * (text.length + 1)) / total;
    const w = { text, start: at, end: at + d };
    at += d;
    return w;
  });
}

/** `cue` as cues that each fit (`fits(text)`), in order; the cue itself when it fits or is one word. */
export function splitCue(cue: Cue, fits: (text: string) => boolean): Cue[] {
  const flat = cue.text.replace(/\s+/g, ' ').trim();
  if (fits(flat) || !flat.includes(' ')) return [cue];
  const words = timedWords(cue);
  // The fewest runs whose lengths are even (a run of 9 words and one of 1 reads worse than 5 and 5).
  for (let runs = 2; runs <= words.length; runs++) {
    const size = Math.ceil(words.length / runs);
    const groups: (typeof words)[] = [];
    for (let i = 0; i < words.length; i += size) groups.push(words.slice(i, i + size));
    if (!groups.every((g) => fits(g.map((w) => w.text).join(' ')))) continue;
    return groups.map((g, i) => ({
      start: i === 0 ? cue.start : g[0]!.start,
      end: i === groups.length - 1 ? cue.end : groups[i + 1]![0]!.start,
      text: g.map((w) => w.text).join(' '),
      ...(cue.words ? { words: g.map((w) => ({ text: w.text, start: w.start, end: w.end })) } : {}),
    }));
  }
  return words.map((w) => ({ start: w.start, end: w.end, text: w.text }));
}

/** Every cue split to fit. */
export function splitCues(cues: readonly Cue[], fits: (text: string) => boolean): Cue[] {
  return cues.flatMap((c) => splitCue(c, fits));
}
