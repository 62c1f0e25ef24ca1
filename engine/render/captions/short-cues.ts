import type { Cue } from './captions-vtt.js';

/*
 * A cue shown for a third of a second is not read: the eye needs about half a second to take in a word or two (and
 * a frame sampled every half second misses it). A cue shorter than MIN_CUE_SECONDS joins the cue after it (or, at
 * the end of a run, the one before) when the two follow each other without a gap, do not straddle a sentence's end,
 * and still fit what the style shows at once (`fits`). Where the speech is that fast and the words do not fit
 * together, the cue stays short: the words are shown while they are said, never ahead or behind the voice.
 */

/** Seconds a cue should stay on screen at least. */
export const MIN_CUE_SECONDS = 0.55;

const SENTENCE_END = /[.!?…]["'”’)\]]*$/;
/** Cues closer than this are one after the other (the cue times are rounded to milliseconds). */
const TOUCHING = 0.02;

const flat = (text: string) => text.replace(/\s+/g, ' ').trim();

function joined(a: Cue, b: Cue): Cue {
  return {
    start: a.start,
    end: b.end,
    text: `${flat(a.text)} ${flat(b.text)}`,
    ...(a.words && b.words ? { words: [...a.words, ...b.words] } : {}),
  };
}

function canJoin(a: Cue, b: Cue, fits: (text: string) => boolean): boolean {
  return b.start - a.end <= TOUCHING && !SENTENCE_END.test(flat(a.text)) && fits(`${flat(a.text)} ${flat(b.text)}`);
}

/** `cues` with each one too brief to read joined to a neighbour where `fits` allows (the shortest first). */
export function joinShortCues(cues: readonly Cue[], fits: (text: string) => boolean, minSeconds = MIN_CUE_SECONDS): Cue[] {
  const out = [...cues];
  for (;;) {
    const short = out
      .map((c, i) => ({ i, seconds: c.end - c.start }))
      .filter(({ i, seconds }) => seconds < minSeconds && ((i + 1 < out.length && canJoin(out[i]!, out[i + 1]!, fits)) || (i > 0 && canJoin(out[i - 1]!, out[i]!, fits))))
      .sort((a, b) => a.seconds - b.seconds)[0];
    if (!short) return out;
    const i = short.i;
    // With the next cue when it can (the words then read ahead of the voice, never behind it), else the one before.
    if (i + 1 < out.length && canJoin(out[i]!, out[i + 1]!, fits)) out.splice(i, 2, joined(out[i]!, out[i + 1]!));
    else out.splice(i - 1, 2, joined(out[i - 1]!, out[i]!));
  }
}
