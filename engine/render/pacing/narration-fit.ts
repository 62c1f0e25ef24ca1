import type { SceneDocument } from '../../../model/scene-document.js';
import type { Cue } from '../captions/captions-vtt.js';
import { FPS } from '../layout.js';
import { listsFollowNarration } from './narration-lists.js';
import { CUT_FADE_SECONDS } from '../sound/audio.js';

/*
 * The narration and the chapter's length (docs/writing-prompts.md: narration). A chapter lasts at least its
 * narration plus a breath: when the speech runs longer, the last scene grows to hold it. When the chapter's length
 * is fixed (the chapter's own duration), the chapter keeps it and the narration is shortened instead, never mid-word:
 * it ends at the last pause (a silence between words or phrases, found in the synthesised speech) before the end,
 * with a short fade; the captions end there too, and the note says what was shortened.
 */

/** Silence after the last word before the chapter ends. */
export const BREATH_SECONDS = 0.5;

export interface NarrationFit {
  /** The document to render: the input, or a copy whose last scene is longer. */
  doc: SceneDocument;
  /** Where the narration is cut (seconds), when it is shortened. */
  until?: number;
  cues?: Cue[];
  /** What changed, for the prompt's result; undefined when nothing did. */
  note?: string;
}

const round = (s: number, d = 1) => Math.round(s * 10 ** d) / 10 ** d;

/**
 * Fits the narration (speech ending at `speechEnd`, pauses ending at `pauses`: the ends of its stretches of sound)
 * and the chapter (`seconds` long): grows the last scene, or, when `fixed`, cuts the narration at a pause.
 */
export function fitNarration(doc: SceneDocument, seconds: number, speech: { end: number; pauses: number[] }, cues: readonly Cue[], fixed: boolean): NarrationFit {
  const fit = fitLength(doc, seconds, speech, cues, fixed);
  // Lists revealed one item at a time then keep pace with the words that read them (narration-lists.ts).
  return { ...fit, doc: listsFollowNarration(fit.doc, fit.cues) };
}

function fitLength(doc: SceneDocument, seconds: number, speech: { end: number; pauses: number[] }, cues: readonly Cue[], fixed: boolean): NarrationFit {
  const needed = speech.end + BREATH_SECONDS;
  if (needed <= seconds + 1e-6) return { doc, cues: clipCues(cues, seconds) };
  if (!fixed) {
    const extra = Math.ceil((needed - seconds) * FPS) / FPS;
    const grown = structuredClone(doc);
    const last = grown.scenes.at(-1)!;
    last.duration = Math.round((last.duration + extra) * 1000) / 1000;
    const where = grown.scenes.length > 1 ? 'the last scene' : 'the scene';
    return { doc: grown, cues: clipCues(cues, seconds + extra), note: `${where} grew to ${round(last.duration)} s so the chapter (${round(seconds + extra)} s) holds the narration (${round(speech.end)} s) and a breath` };
  }
  // The last pause that leaves the breath before the end; none: the narration is left out.
  const limit = seconds - BREATH_SECONDS / 2;
  const cut = Math.max(0, ...speech.pauses.filter((p) => p <= limit));
  const until = Math.min(seconds, cut + CUT_FADE_SECONDS);
  const note =
    cut > 0
      ? `the narration was shortened to fit the chapter's fixed ${round(seconds)} s: it ends at a pause after ${round(cut)} s of its ${round(speech.end)} s`
      : `the narration (${round(speech.end)} s) was left out: it has no pause before the chapter's fixed ${round(seconds)} s`;
  return { doc, until, cues: clipCues(cues, until), note };
}

/** The cues shown before `end`, none past it. */
export function clipCues(cues: readonly Cue[], end: number): Cue[] {
  return cues.filter((c) => c.start < end - 0.05).map((c) => ({ ...c, end: Math.min(c.end, Math.round(end * 1000) / 1000) }));
}

/** The ends of a track's stretches of sound (from speechSpans with a short bridge): where it pauses. */
export function pauseEnds(spans: readonly [number, number][]): number[] {
  return spans.map(([, end]) => end);
}
