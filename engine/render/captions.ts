import { join } from 'node:path';
import type { FrameSize } from '../format.js';
import type { Theme } from '../scene/document.js';
import { filterValue } from './escape.js';
import type { LayerContext, LayerSteps } from './layers/layer-api.js';
import { toWebVtt, type Cue } from './captions-vtt.js';
import { synthesizePhrases } from './narration.js';
import { fitText } from './text-fit.js';
import { referenceLength, THEME_STYLES } from './themes.js';

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
}

/**
 * Speaks the narration phrase by phrase into `work`/narration.wav and times a cue to each phrase. A cue shows from
 * its phrase's first sound until the next phrase starts (the last one lingers `holdSeconds`), never past
 * `chapterSeconds`; cues that would start after the chapter's end are left out, as the track is cut there too.
 * `offsetSeconds` is where the narration starts in the chapter.
 */
export async function buildCaptions(options: {
  text: string;
  work: string;
  chapterSeconds: number;
  offsetSeconds?: number;
  voice?: string;
  pauseSeconds?: number;
  holdSeconds?: number;
  signal?: AbortSignal;
}): Promise<CaptionTrack> {
  const phrases = splitPhrases(options.text);
  const narrationPath = join(options.work, 'narration.wav');
  const spoken = await synthesizePhrases(phrases.length ? phrases : [options.text], options.work, narrationPath, {
    voice: options.voice,
    pauseSeconds: options.pauseSeconds,
    signal: options.signal,
  });
  const offset = options.offsetSeconds ?? 0;
  const hold = options.holdSeconds ?? 0.6;
  const cues: Cue[] = [];
  for (const [i, phrase] of spoken.phrases.entries()) {
    const start = offset + phrase.start;
    const next = spoken.phrases[i + 1];
    const end = Math.min(options.chapterSeconds, next ? offset + next.start : offset + phrase.end + hold);
    const round = (s: number) => Math.round(s * 1000) / 1000;
    if (end - start < 0.05) continue;
    cues.push({ start: round(start), end: round(end), text: wrapCaption(phrase.text).join('\n') });
  }
  return { narrationPath, narrationSeconds: spoken.seconds, cues, vtt: toWebVtt(cues) };
}

/* Drawing */

export type CaptionContext = Pick<LayerContext, 'frame' | 'theme' | 'textFile' | 'label'>;

export interface CaptionStyle {
  fontFile: string;
  fontSize: number;
  /** Pixels of box around each line. */
  padding: number;
  /** Baseline of the last line, in pixels from the top. */
  lastBaseline: number;
  /** Pixels between baselines. */
  lineStep: number;
}

/** Sizes and places captions so every line of every cue fits the frame's width at one size. */
export function captionStyle(cues: readonly Cue[], frame: FrameSize, theme: Theme): CaptionStyle {
  const fontFile = THEME_STYLES[theme].fonts.body;
  const short = Math.min(frame.width, frame.height);
  const preferredSize = Math.round(referenceLength(frame) * 0.046);
  const minSize = Math.round(short * 0.03);
  let fontSize = preferredSize;
  const maxWidth = frame.width * 0.9 - 2 * Math.round(preferredSize * 0.3);
  for (const cue of cues) {
    for (const line of cue.text.split('\n')) {
      const fit = fitText({ text: line, font: fontFile, maxWidth, maxHeight: frame.height, preferredSize, minSize, maxLines: 1 });
      fontSize = Math.min(fontSize, fit.fontSize);
    }
  }
  const padding = Math.round(fontSize * 0.3);
  // Above the bottom safe margin (7 % of the height), clear of the edge on every screen.
  const bottom = frame.height - Math.round(frame.height * 0.07);
  const lastBaseline = bottom - padding - Math.round(fontSize * 0.24);
  const lineStep = Math.round(fontSize * 1.0 + 2 * padding);
  return { fontFile, fontSize, padding, lastBaseline, lineStep };
}

/**
 * Draws the cues over `input` (a stream whose `t` is the chapter's time): each line centred on its own box, white
 * on translucent black whatever the theme (subtitles must read over any picture), shown only while its cue is
 * active. The text reaches drawtext through files, with expansion off.
 */
export async function captionSteps(cues: readonly Cue[], ctx: CaptionContext, input: string): Promise<LayerSteps> {
  if (!cues.length) return { statements: [], output: input };
  const style = captionStyle(cues, ctx.frame, ctx.theme);
  const maxWidth = ctx.frame.width * 0.9 - 2 * style.padding;
  const filters: string[] = [];
  for (const cue of cues) {
    // A line too wide even at the smallest size is wrapped again rather than cut off.
    const lines = cue.text.split('\n').flatMap((line) =>
      fitText({ text: line, font: style.fontFile, maxWidth, maxHeight: ctx.frame.height, preferredSize: style.fontSize, minSize: style.fontSize }).lines,
    );
    const enable = `gte(t,${cue.start.toFixed(3)})*lt(t,${cue.end.toFixed(3)})`;
    for (const [i, line] of lines.entries()) {
      const baseline = style.lastBaseline - (lines.length - 1 - i) * style.lineStep;
      const file = await ctx.textFile(line);
      filters.push(
        `drawtext=textfile=${filterValue(file)}:expansion=none:fontfile=${filterValue(style.fontFile)}:fontsize=${style.fontSize}` +
          `:fontcolor=white:box=1:boxcolor=black@0.62:boxborderw=${style.padding}:x=(w-text_w)/2:y=${baseline}-ascent:enable='${enable}'`,
      );
    }
  }
  const output = ctx.label('captions');
  return { statements: [`${input}${filters.join(',')}${output}`], output };
}
