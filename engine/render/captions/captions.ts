import { join } from 'node:path';
import type { FrameSize } from '../../../model/format.js';
import type { CaptionStyle as CaptionStyleName, Theme } from '../../../model/scene-document.js';
import { styleCues, type TimedPhrase } from './caption-cues.js';
import { boldCaptionSteps } from './caption-overlay.js';
import { boldLook } from './caption-picture.js';
import type { LayerContext, LayerSteps } from '../layers/layer-api.js';
import { blockSteps } from '../layers/text-picture.js';
import { toWebVtt, type Cue } from './captions-vtt.js';
import { synthesizePhrases, type NarrationOptions, type PhrasedNarration } from '../sound/narration.js';
import type { Transcriber } from './clip-captions.js';
import { transcribedPhrases } from './narration-timestamps.js';
import { phonemeVoice, timePhrases, type PhraseToTime } from '../sound/word-timing.js';
import { breakText } from '../typeset/break-lines.js';
import { splitCues } from './split-cues.js';
import { kineticCues, kineticStyle, type Kinetic } from './kinetic.js';
import { faceOf, type Face } from '../typeset/faces.js';
import { measure } from '../typeset/measure.js';
import { layoutAt, referenceLength } from '../typeset/set-block.js';

/*
 * Captions: the narration shown as subtitles, timed to the speech. The narration is cut into phrases (at sentence
 * and clause punctuation, each at most two lines of 42 characters, the usual subtitle limits), every phrase is
 * spoken on its own so its real length is known, and the phrases are joined into the narration track. Each phrase
 * is one cue: drawn in the lower part of the frame while it is spoken, and written to a WebVTT file that the
 * export joins across chapters.
 */

export const CAPTION_LINE_CHARS = 42;
export const CAPTION_MAX_LINES = 2;

export { joinWebVtt, parseWebVtt, toWebVtt, vttTime, type Cue } from './captions-vtt.js';


/** Greedy word wrap at `maxChars`; a word longer than a line is broken. */
function greedyLines(text: string, maxChars: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ').filter(Boolean)) {
    for (let rest = word; rest; ) {
      if (!line && rest.length > maxChars) {
        lines.push(rest.slice(0, maxChars));
        rest = rest.slice(maxChars);
      } else if (!line) {
        line = rest;
        rest = '';
      } else if (line.length + 1 + rest.length <= maxChars) {
        line = `${line} ${rest}`;
        rest = '';
      } else {
        lines.push(line);
        line = '';
      }
    }
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * The lines a caption is shown in: one line when it fits, else the break that makes the lines most even (easier to
 * read than a full line over a short one).
 */
export function wrapCaption(text: string, maxChars = CAPTION_LINE_CHARS): string[] {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= maxChars) return [flat];
  const greedy = greedyLines(flat, maxChars);
  if (greedy.length !== 2) return greedy;
  let best: string[] = greedy;
  let bestLongest = Math.max(...greedy.map((l) => l.length));
  for (let at = flat.indexOf(' '); at >= 0; at = flat.indexOf(' ', at + 1)) {
    const lines = [flat.slice(0, at), flat.slice(at + 1)];
    const longest = Math.max(lines[0]!.length, lines[1]!.length);
    if (longest <= maxChars && longest < bestLongest) {
      best = lines;
      bestLongest = longest;
    }
  }
  return best;
}

const fits = (text: string, maxChars: number, maxLines: number) => greedyLines(text, maxChars).length <= maxLines;

/** Splits text that is too long for one caption at its words, into the fewest even-sized pieces. */
function splitWords(text: string, maxChars: number, maxLines: number): string[] {
  const words = text.split(' ').filter(Boolean);
  const pieces = Math.max(1, Math.ceil(text.length / (maxChars * maxLines * 0.9)));
  for (let count = pieces; ; count++) {
    const target = text.length / count;
    const out: string[] = [];
    let piece = '';
    for (const word of words) {
      const candidate = piece ? `${piece} ${word}` : word;
      if (piece && (candidate.length > target * 1.05 || !fits(candidate, maxChars, maxLines)) && out.length < count - 1) {
        out.push(piece);
        piece = word;
      } else piece = candidate;
    }
    if (piece) out.push(piece);
    if (out.every((p) => fits(p, maxChars, maxLines)) || count >= words.length) return out;
  }
}

/**
 * The narration cut into caption-sized phrases: sentences; a sentence too long for one caption at its clauses
 * (`,` `;` `:` dashes), with neighbouring clauses joined again while they fit; a clause still too long at its words.
 */
export function splitPhrases(text: string, maxChars = CAPTION_LINE_CHARS, maxLines = CAPTION_MAX_LINES): string[] {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (!flat) return [];
  const sentences = flat.split(/(?<=[.!?…]["'”’)\]]*)\s+/);
  const phrases: string[] = [];
  for (const sentence of sentences) {
    if (fits(sentence, maxChars, maxLines)) {
      phrases.push(sentence);
      continue;
    }
    const clauses = sentence.split(/(?<=[,;:—–])\s+|\s+(?=[—–-]\s)/);
    let current = '';
    for (const clause of clauses) {
      const joined = current ? `${current} ${clause}` : clause;
      if (fits(joined, maxChars, maxLines)) {
        current = joined;
        continue;
      }
      if (current) phrases.push(current);
      if (fits(clause, maxChars, maxLines)) current = clause;
      else {
        const pieces = splitWords(clause, maxChars, maxLines);
        current = pieces.pop() ?? '';
        phrases.push(...pieces);
      }
    }
    if (current) phrases.push(current);
  }
  return phrases.filter((p) => /[\p{L}\p{N}]/u.test(p));
}

/* The narration track and its cues */

export interface CaptionTrack {
  /** The narration WAV: the phrases spoken one after another. */
  narrationPath: string;
  /** Its length in seconds. */
  narrationSeconds: number;
  cues: Cue[];
  /** The cues as a WebVTT file. */
  vtt: string;
  /** The spoken phrases with their word timings, who spoke them, and any note for the result (narration.ts). */
  spoken: PhrasedNarration;
}

/**
 * Speaks the narration phrase by phrase into `work`/narration.wav, times its words (word-timing.ts) and cuts the
 * cues of `style` from them (caption-cues.ts). A cue shows from its first word's sound until the next cue starts
 * (the last one of a phrase lingers `holdSeconds`), never past `chapterSeconds`; cues that would start after the
 * chapter's end are left out, as the track is cut there too. `offsetSeconds` is where the narration starts in the
 * chapter.
 */
export async function buildCaptions(options: {
  text: string;
  work: string;
  chapterSeconds: number;
  offsetSeconds?: number;
  voice?: NarrationOptions['voice'];
  speech?: NarrationOptions['speech'];
  pauseSeconds?: number;
  holdSeconds?: number;
  style?: CaptionStyleName;
  /** The operator's transcription endpoint: word times for a speech endpoint's narration (narration-timestamps.ts). */
  transcribe?: Transcriber;
  /** Where the phrases start, given them and their lengths (narration-scenes.ts); undefined: one after another. */
  place?: (phrases: readonly string[], seconds: readonly number[]) => readonly number[] | undefined;
  signal?: AbortSignal;
}): Promise<CaptionTrack> {
  const phrases = splitPhrases(options.text);
  const narrationPath = join(options.work, 'narration.wav');
  const said = phrases.length ? phrases : [options.text];
  const place = options.place;
  let spoken = await synthesizePhrases(said, options.work, narrationPath, {
    voice: options.voice,
    speech: options.speech,
    pauseSeconds: options.pauseSeconds,
    ...(place ? { place: (seconds: readonly number[]) => place(said, seconds) } : {}),
    signal: options.signal,
  });
  const offset = options.offsetSeconds ?? 0;
  // Words come with their phrases when a transcription endpoint timed the speech endpoint's audio; else they are
  // estimated from espeak-ng's phonemes in the voice's language (word-timing.ts).
  let phrasesToTime: PhraseToTime[] = spoken.phrases;
  // Only styles that follow the voice word by word need word times; `lines` shows whole phrases.
  if (options.transcribe && spoken.speaker.engine === 'speech-endpoint' && (options.style ?? 'lines') !== 'lines') {
    const heard = await transcribedPhrases(spoken.phrases, narrationPath, spoken.seconds, options.transcribe, options.signal);
    phrasesToTime = heard.phrases;
    if (heard.note) spoken = { ...spoken, note: spoken.note ? `${spoken.note}; ${heard.note}` : heard.note };
  }
  const timed = await timePhrases(phrasesToTime, narrationPath, options.work, phonemeVoice(spoken.speaker), options.signal);
  const shifted = timed.map((p) => ({ ...p, start: p.start + offset, end: p.end + offset, words: p.words.map((w) => ({ ...w, start: w.start + offset, end: w.end + offset })) }));
  const all = styleCues(shifted, options.style ?? 'lines', options.holdSeconds ?? 0.6, (t) => wrapCaption(t));
  const cues = all
    .filter((c) => c.start < options.chapterSeconds - 0.05)
    .map((c) => ({ ...c, end: Math.min(c.end, Math.round(options.chapterSeconds * 1000) / 1000) }));
  return { narrationPath, narrationSeconds: spoken.seconds, cues, vtt: toWebVtt(cues), spoken };
}

/* Drawing */

export type CaptionContext = Pick<LayerContext, 'frame' | 'fps' | 'theme' | 'textFile' | 'frameDir' | 'label' | 'addInput'>;

export interface CaptionStyle {
  face: Face;
  fontSize: number;
  /** Pixels of panel around the lines. */
  padding: number;
  /** Baseline of the last line, in pixels from the top. */
  lastBaseline: number;
  /** Pixels between baselines. */
  lineStep: number;
  /** The widest a line may be. */
  maxWidth: number;
  maxLines: number;
  /** The x lines are centred on (in 9:16, the middle of the area left of the platforms' buttons). */
  centreX: number;
}

const CAPTION_LEADING = 1.22;

/** A portrait frame, where the platforms' interface takes the top, the bottom and the right edge. */
const portrait = (frame: FrameSize) => frame.height >= frame.width * 1.5;

/**
 * Sizes and places captions. Landscape and square: at the bottom inside title-safe, about 4.6 % of the reference
 * length, two lines at most. Portrait: sized for reading on a phone (a line about 4.5 % of the frame's height, never
 * under 3.2 %) in the middle band the platforms leave free (its last line ends near 74 % of the height), two lines
 * at most, clear of the buttons down the right edge. One size for every cue of the chapter: the largest at which
 * every cue fits; a portrait cue that does not fit two lines even at the smallest size is shown as several
 * (setCaptions).
 */
export function captionStyle(cues: readonly Cue[], frame: FrameSize, theme: Theme): CaptionStyle {
  // One face for captions whatever the theme: a compact, sturdy sans reads best in motion and over anything.
  void theme;
  const face = faceOf({ pkg: 'inter', weight: 700 });
  const tall = portrait(frame);
  const maxLines = 2;
  const preferred = tall ? frame.height * 0.036 : referenceLength(frame) * 0.046;
  const floor = tall ? frame.height * 0.032 : Math.min(frame.width, frame.height) * 0.03;
  const maxWidth = tall ? frame.width * 0.8 : frame.width * 0.8;
  const centreX = tall ? frame.width * 0.47 : frame.width / 2;
  let fontSize = preferred;
  for (const cue of cues) {
    const flat = cue.text.replace(/\s+/g, ' ');
    while (fontSize > floor && breakText(flat, (s) => measure(face, s, fontSize), maxWidth).length > maxLines) fontSize = Math.max(floor, fontSize * 0.95);
  }
  const padding = Math.round(fontSize * 0.42);
  const lineStep = fontSize * CAPTION_LEADING;
  const bottom = tall ? frame.height * 0.74 : frame.height - Math.round(frame.height * 0.07);
  const lastBaseline = bottom - padding - face.descent * fontSize;
  return { face, fontSize, padding, lastBaseline, lineStep, maxWidth, maxLines, centreX };
}

/** The cues as drawn, and their style: in portrait, a cue longer than two lines at the style's size is split. */
export function setCaptions(cues: readonly Cue[], frame: FrameSize, theme: Theme): { cues: Cue[]; style: CaptionStyle } {
  const style = captionStyle(cues, frame, theme);
  if (!portrait(frame)) return { cues: [...cues], style };
  const fits = (text: string) => layoutAt(text, style.face, style.fontSize, CAPTION_LEADING, style.maxWidth).lines.length <= style.maxLines;
  return { cues: splitCues(cues, fits), style };
}

/**
 * Draws the cues over `input` (a stream whose `t` is the chapter's time): each cue one block, its lines balanced and
 * centred on one rounded panel, white on translucent black whatever the theme (captions must read over any picture),
 * shown exactly on the frames of its cue (no entrance, so speech and text stay in step). The text is drawn by the
 * typesetter into pictures: it never enters the filter graph.
 */
export async function captionSteps(cues: readonly Cue[], ctx: CaptionContext, input: string, captionStyleName: CaptionStyleName = 'lines', under: readonly string[] = [], kinetic: Kinetic = 'none', lit?: string): Promise<LayerSteps> {
  if (!cues.length) return { statements: [], output: input };
  // The captions are the chapter's only words: kinetic type, centre frame, moving unless the document is still (kinetic.ts).
  if (kinetic !== 'none') {
    const style = kineticStyle(captionStyleName);
    const shown = kineticCues(cues, style);
    return boldCaptionSteps(shown, ctx, input, style, boldLook(shown, ctx.frame, ctx.theme, style, under, true, lit), under, lit, kinetic === 'moving');
  }
  // The short-form styles: bold outlined type, karaoke's lit word on a pill coloured for `under` (caption-overlay.ts).
  if (captionStyleName !== 'lines') return boldCaptionSteps(cues, ctx, input, captionStyleName, undefined, under, lit);
  const set = setCaptions(cues, ctx.frame, ctx.theme);
  const style = set.style;
  cues = set.cues;
  const fps = ctx.fps ?? 30;
  const statements: string[] = [];
  let stream = input;
  const seconds = Math.max(...cues.map((c) => c.end)) + 1;
  const layerCtx = { ...ctx, fps, sceneSeconds: seconds, box: { x: 0, y: 0, w: ctx.frame.width, h: ctx.frame.height }, mediaPath: () => undefined } as LayerContext;
  for (const cue of cues) {
    const block = layoutAt(cue.text.replace(/\s+/g, ' '), style.face, style.fontSize, CAPTION_LEADING, style.maxWidth);
    const lastBaselineInBlock = block.firstBaseline + (block.lines.length - 1) * block.lineHeight;
    const y = style.lastBaseline - lastBaselineInBlock;
    const x = style.centreX - block.width / 2;
    const steps = await blockSteps(
      layerCtx,
      { block, style: { colour: '#ffffff', align: 'center', backdrop: { kind: 'panel', colour: '#000000', opacity: 0.62 } }, x, y },
      { reveal: { start: cue.start, end: cue.end, animation: { in: 'none', out: 'none', duration: 0 } }, sceneSeconds: seconds, life: false, noExit: true },
      stream,
    );
    statements.push(...steps.statements);
    stream = steps.output;
  }
  return { statements, output: stream };
}

/** Where the captions begin at their highest, with a small gap above: the scenes keep their text above it. */
export function captionsTopOf(cues: readonly Cue[], frame: FrameSize, theme: Theme, styleName: CaptionStyleName = 'lines'): number {
  if (styleName !== 'lines') {
    const look = boldLook(cues, frame, theme, styleName);
    const lines = look.lines;
    const top = look.lastBaseline - (lines - 1) * look.lineStep - look.face.capHeight * look.fontSize - look.outline;
    return Math.round(top - frame.height * 0.015);
  }
  const set = setCaptions(cues, frame, theme);
  const style = set.style;
  cues = set.cues;
  // As captionSteps sets each cue: a cue wraps onto more lines than its newlines say (a 9:16 cue of five words is
  // two lines), and text kept above a one-line top ran under the wrapped ones.
  const lines = Math.max(...cues.map((c) => layoutAt(c.text.replace(/\s+/g, ' '), style.face, style.fontSize, CAPTION_LEADING, style.maxWidth).lines.length));
  const top = style.lastBaseline - (lines - 1) * style.lineStep - style.fontSize - style.padding;
  return Math.round(top - frame.height * 0.015);
}
