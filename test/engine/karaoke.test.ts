import { afterAll, describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { captionHighlight } from '../../engine/render/captions/caption-highlight.js';
import { captionStates } from '../../engine/render/captions/caption-overlay.js';
import { buildCaptions, captionSteps, parseWebVtt, type CaptionTrack } from '../../engine/render/captions/captions.js';
import { renderChapter } from '../../engine/render/render-chapter.js';
import { THEME_STYLES } from '../../engine/render/style/themes.js';
import { parseWav, soundEnd } from '../../engine/render/sound/wav.js';
import { framePixels, renderClip } from './layer-harness.js';
import { findPhrase, ocrWords, textOf } from './video-checks.js';

/*
 * The short-form caption styles on frames (engine/render/captions/caption-overlay.ts): karaoke lights the word being spoken
 * on a pill of the theme's accent, and the pill moves word by word in time with espeak-ng's speech; one word at a
 * time shows each word alone; sizes and places differ per format (9:16 large in the lower middle, 16:9 the lower
 * third). The word timings themselves are measured against espeak-ng: the end of each prefix of the phrase, spoken
 * alone, is where the next word should light.
 */

const dir = mkdtempSync(join(tmpdir(), 'karaoke-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const normal = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
const ACCENT = THEME_STYLES.classic.accent;
const accentRgb = [1, 3, 5].map((k) => parseInt(ACCENT.slice(k, k + 2), 16));

/**
 * The caption's letters read by tesseract: the frame's white pixels (the letters, on the pill or in their outline)
 * drawn black on white, so white-on-accent and white-on-outline read alike.
 */
async function readLetters(video: string, t: number, frame: { width: number; height: number }, path: string) {
  const at = await framePixels(video, t, frame);
  const grey = Buffer.alloc(frame.width * frame.height);
  for (let y = 0; y < frame.height; y++) for (let x = 0; x < frame.width; x++) grey[y * frame.width + x] = Math.min(...at(x, y)) > 185 ? 0 : 255;
  writeFileSync(path, Buffer.concat([Buffer.from(`P5\n${frame.width} ${frame.height}\n255\n`), grey]));
  return { at, words: await ocrWords(path, { psm: [11, 6] }) };
}

/** Share of the box's pixels that are the accent colour (the pill). */
function accentShare(at: (x: number, y: number) => [number, number, number], box: { left: number; top: number; right: number; bottom: number }): number {
  let hits = 0;
  let all = 0;
  for (let y = box.top; y < box.bottom; y += 2) {
    for (let x = box.left; x < box.right; x += 2) {
      all++;
      if (at(x, y).every((v, i) => Math.abs(v - accentRgb[i]!) <= 45)) hits++;
    }
  }
  return hits / Math.max(1, all);
}

/** The bounding box of the accent pixels in the frame's rows `y0`..`y1`. */
function accentBox(at: (x: number, y: number) => [number, number, number], width: number, y0: number, y1: number) {
  let left = Infinity, right = -1, top = Infinity, bottom = -1;
  for (let y = y0; y < y1; y += 2) {
    for (let x = 0; x < width; x += 2) {
      if (!at(x, y).every((v, i) => Math.abs(v - accentRgb[i]!) <= 45)) continue;
      left = Math.min(left, x); right = Math.max(right, x); top = Math.min(top, y); bottom = Math.max(bottom, y);
    }
  }
  return right < 0 ? undefined : { left, right, top, bottom, cx: (left + right) / 2, cy: (top + bottom) / 2 };
}

describe('karaoke captions', () => {
  const text = 'Captions light every word as the voice speaks it.';
  let track: CaptionTrack;

  it('times each word close to where espeak-ng speaks it', async () => {
    track = await buildCaptions({ text, work: mkdtempSync(join(dir, 'work-')), chapterSeconds: 60, style: 'karaoke' });
    const words = track.cues.flatMap((c) => c.words ?? []);
    expect(words.map((w) => w.text).join(' ')).toBe(text);
    for (let i = 1; i < words.length; i++) expect(words[i]!.start).toBeGreaterThanOrEqual(words[i - 1]!.end - 1e-6);
    // Ground truth: each prefix of the phrase spoken alone ends where its last word ends in the whole phrase.
    const errors: number[] = [];
    const all = text.split(' ');
    for (let k = 1; k < all.length; k++) {
      const wav = join(dir, `prefix-${k}.wav`);
      const txt = join(dir, `prefix-${k}.txt`);
      writeFileSync(txt, all.slice(0, k).join(' ').replace(/[.,]$/, ''));
      execFileSync('espeak-ng', ['-v', 'en-us', '-s', '155', '-w', wav, '-f', txt]);
      errors.push(Math.abs(soundEnd(parseWav(readFileSync(wav))) - words[k - 1]!.end));
    }
    const mean = errors.reduce((a, b) => a + b, 0) / errors.length;
    console.log(`karaoke word timing vs espeak-ng prefixes: mean error ${Math.round(mean * 1000)} ms, worst ${Math.round(Math.max(...errors) * 1000)} ms over ${errors.length} boundaries`);
    expect(mean).toBeLessThan(0.12);
    expect(Math.max(...errors)).toBeLessThan(0.3);
  }, 60_000);

  it('lights the spoken word on the accent pill, word after word, in a 9:16 frame (large, in the lower middle)', async () => {
    const frame = { width: 720, height: 1280 };
    const video = join(dir, 'karaoke-portrait.mp4');
    const seconds = Math.ceil(track.narrationSeconds + 0.7);
    await renderClip(join(dir, 'portrait'), { frame, seconds, audio: track.narrationPath }, (ctx, input) => captionSteps(track.cues, ctx, input, 'karaoke'), video);
    const states = captionStates(track.cues, 'karaoke');
    let checked = 0;
    let previousX = -Infinity;
    let previousCue = -1;
    for (const state of states) {
      const cue = track.cues[state.cue]!;
      const word = cue.words![state.lit]!;
      const t = (state.start + state.end) / 2;
      if (state.end - state.start < 0.1) continue;
      const { at, words } = await readLetters(video, t, frame, join(dir, `p-${state.cue}-${state.lit}.pgm`));
      // The cue reads (OCR), in the lower middle: between 55 % and 75 % of the height.
      const box = findPhrase(words, cue.text.replace(/\n/g, ' '));
      expect({ t, read: textOf(words), found: Boolean(box) }).toMatchObject({ found: true });
      expect(box!.cy / frame.height).toBeGreaterThan(0.55);
      expect(box!.bottom / frame.height).toBeLessThan(0.75);
      // Large: a cap height of at least 3.3 % of the frame's height (about 42 px at 1280).
      expect(box!.bottom - box!.top).toBeGreaterThan(frame.height * 0.033);
      // The pill is on the lit word (its OCR box), and on no other word of the cue.
      const litBox = findPhrase(words, word.text);
      expect(litBox).toBeDefined();
      expect(accentShare(at, litBox!)).toBeGreaterThan(0.2);
      for (const other of cue.words!) {
        if (normal(other.text) === normal(word.text)) continue;
        const b = findPhrase(words, other.text);
        if (b) expect(accentShare(at, b)).toBeLessThan(0.08);
      }
      // The pill moves forward through a cue.
      const pill = accentBox(at, frame.width, 0, frame.height)!;
      if (state.cue === previousCue) expect(pill.cx > previousX || pill.cy > litBox!.top - 5).toBe(true);
      previousX = pill.cx;
      previousCue = state.cue;
      checked++;
    }
    console.log(`karaoke: ${checked} lit states checked on frames (of ${states.length})`);
    expect(checked).toBeGreaterThanOrEqual(6);
  }, 240_000);

  it('sits in the lower third of a 16:9 frame', async () => {
    const frame = { width: 1280, height: 720 };
    const video = join(dir, 'karaoke-landscape.mp4');
    await renderClip(join(dir, 'landscape'), { frame, seconds: Math.ceil(track.narrationSeconds + 0.7) }, (ctx, input) => captionSteps(track.cues, ctx, input, 'karaoke'), video);
    const cue = track.cues[0]!;
    const t = (cue.words![1]!.start + cue.words![1]!.end) / 2;
    const { at, words } = await readLetters(video, t, frame, join(dir, 'l.pgm'));
    const box = findPhrase(words, cue.text.replace(/\n/g, ' '));
    expect({ read: textOf(words), found: Boolean(box) }).toMatchObject({ found: true });
    expect(box!.top / frame.height).toBeGreaterThan(0.67);
    expect(box!.bottom / frame.height).toBeLessThan(0.93);
    expect(Math.abs(box!.cx - frame.width / 2)).toBeLessThan(frame.width * 0.05);
    expect(box!.bottom - box!.top).toBeGreaterThan(frame.height * 0.035);
    expect(accentShare(at, findPhrase(words, cue.words![1]!.text)!)).toBeGreaterThan(0.2);
  }, 120_000);
});

describe('karaoke through renderChapter', () => {
  it('draws the narration as karaoke in a 9:16 chapter and writes its chunks to WebVTT', async () => {
    const frame = { width: 720, height: 1280 };
    const output = join(dir, 'chapter.mp4');
    const result = await renderChapter({
      document: {
        version: 2,
        background: { type: 'solid', colour: '#203040' },
        scenes: [{ duration: 3, layers: [{ type: 'text', role: 'heading', text: 'Launch day', placement: 'top' }] }],
        narration: { text: 'Our biggest release ever ships today.', captions: true, captionStyle: 'karaoke' },
      },
      format: { aspect: 'portrait', resolution: '720p' },
      media: new Map(),
      output,
    });
    const cues = parseWebVtt(result.captions!);
    expect(cues.map((c) => c.text.replace(/\n/g, ' ')).join(' ')).toBe('Our biggest release ever ships today.');
    for (const c of cues) expect(c.text.replace(/\n/g, ' ').length).toBeLessThanOrEqual(24);
    const cue = cues[0]!;
    const t = (cue.start + cue.end) / 2;
    const { at, words } = await readLetters(output, t, frame, join(dir, 'chapter.pgm'));
    expect(findPhrase(words, cue.text.replace(/\n/g, ' '))).toBeDefined();
    const pill = accentBox(at, frame.width, 0, frame.height);
    expect(pill).toBeDefined();
    expect(pill!.cy / frame.height).toBeGreaterThan(0.55);
    expect(pill!.cy / frame.height).toBeLessThan(0.75);
  }, 180_000);
});

describe('karaoke on a warm background', () => {
  it('lights the words on a pill of a warm neighbour of the fill (not the theme\'s blue), moving forward word by word', async () => {
    const frame = { width: 1280, height: 720 };
    const output = join(dir, 'warm.mp4');
    const fill = '#c0603a';
    const result = await renderChapter({
      document: {
        version: 2,
        theme: 'classic',
        still: true,
        background: { type: 'solid', colour: fill },
        scenes: [{ duration: 3, layers: [{ type: 'text', role: 'heading', text: 'Autumn menu', placement: 'top' }] }],
        narration: { text: 'Warm soups and fresh bread every day.', captions: true, captionStyle: 'karaoke' },
      },
      format: { aspect: 'landscape', resolution: '720p' },
      media: new Map(),
      output,
    });
    const pill = captionHighlight(ACCENT, [fill]).pill;
    const pillRgb = [1, 3, 5].map((k) => parseInt(pill.slice(k, k + 2), 16));
    // Warm: more red than blue, unlike the classic theme's blue accent.
    expect(pillRgb[0]! > pillRgb[2]!).toBe(true);
    const cue = parseWebVtt(result.captions!)[0]!;
    const boxOf = (at: (x: number, y: number) => [number, number, number], rgb: number[]) => {
      let left = Infinity, right = -1, n = 0;
      for (let y = Math.round(frame.height * 0.6); y < frame.height; y += 2) {
        for (let x = 0; x < frame.width; x += 2) {
          if (!at(x, y).every((v, i) => Math.abs(v - rgb[i]!) <= 30)) continue;
          left = Math.min(left, x); right = Math.max(right, x); n++;
        }
      }
      return n > 40 ? { left, right, cx: (left + right) / 2 } : undefined;
    };
    const centres: number[] = [];
    for (let t = cue.start + 0.05; t < cue.end - 0.05; t += 0.12) {
      const at = await framePixels(output, t, frame);
      // No pixel of the theme's blue in the caption band; the pill in its harmonised colour.
      expect(boxOf(at, accentRgb)).toBeUndefined();
      const box = boxOf(at, pillRgb);
      expect({ t, pill: Boolean(box) }).toEqual({ t, pill: true });
      centres.push(box!.cx);
    }
    // The pill moves forward through the cue's words (a two-line cue would wrap back: this one is one line at 16:9).
    for (let i = 1; i < centres.length; i++) expect(centres[i]!).toBeGreaterThanOrEqual(centres[i - 1]! - 2);
    expect(new Set(centres.map((c) => Math.round(c / 10))).size).toBeGreaterThanOrEqual(3);
  }, 180_000);
});

describe('one word at a time', () => {
  it('shows the words one (or, said quickly, two or three) at a time while they are spoken, each long enough to read', async () => {
    const text = 'Short words stay readable.';
    const track = await buildCaptions({ text, work: mkdtempSync(join(dir, 'work-')), chapterSeconds: 60, style: 'word' });
    expect(track.cues.map((c) => c.text).join(' ')).toBe(text);
    for (const cue of track.cues) expect(cue.text.split(' ').length).toBeLessThanOrEqual(3);
    for (const cue of track.cues) expect(cue.end - cue.start).toBeGreaterThanOrEqual(0.5);
    const frame = { width: 720, height: 1280 };
    const video = join(dir, 'word.mp4');
    await renderClip(join(dir, 'word'), { frame, seconds: Math.ceil(track.narrationSeconds + 0.7) }, (ctx, input) => captionSteps(track.cues, ctx, input, 'word'), video);
    for (const [i, cue] of track.cues.entries()) {
      const { words } = await readLetters(video, (cue.start + cue.end) / 2, frame, join(dir, `w-${i}.pgm`));
      const read = words.map((w) => normal(w.text)).filter(Boolean);
      for (const word of cue.text.split(' ')) expect(read).toContain(normal(word));
      for (const other of track.cues) if (other !== cue) for (const word of other.text.split(' ')) expect(read).not.toContain(normal(word));
    }
  }, 120_000);
});
