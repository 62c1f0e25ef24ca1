import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { OutputFormat } from '../../model/format.js';
import type { SceneDocument } from '../../model/scene-document.js';
import { renderChapter } from '../../engine/render/render-chapter.js';
import { ocrWords, type Word } from '../engine/video-checks.js';
import { findText, readFrameGrey, wordsOf } from '../design/text-metrics.js';
import { drawnTexts, settleDocument, SETTLED_SCENE_SECONDS } from './settle.js';

const run = promisify(execFile);

/*
 * What a scene document puts on screen, checked as a viewer reads it: the document is made still and short
 * (settle.ts), rendered by the real engine in one run at 720p, one frame per scene is taken once everything has
 * settled, and tesseract reads each frame. `shows` must be read on some scene's frame; `hides` must appear nowhere:
 * not read on any frame, not in any text the document draws (a drawn text OCR misread is still drawn), and not in
 * the captions of a narration shown as captions. For the interpreter's tests and the blind briefs' scorer.
 */

export interface FrameExpectation {
  shows?: readonly string[];
  hides?: readonly string[];
}

export interface DrawnHide {
  text: string;
  /** 0-based scene; -1 for the narration's captions. */
  scene: number;
  /** How it was found: read on the frame, in a text layer of the document, or in the captioned narration. */
  by: 'frame' | 'document' | 'captions';
}

export interface FrameCheck {
  ok: boolean;
  /** `shows` read on no frame. */
  missing: string[];
  /** `hides` found drawn. */
  drawn: DrawnHide[];
  /** What tesseract read on each scene's frame (sparse reading), for failure messages. */
  read: string[];
  renderMs: number;
  ocrMs: number;
}

export interface FrameCheckOptions {
  /** Files of the assets the document uses, by asset id (stock-media.ts makes stand-ins). */
  media?: ReadonlyMap<string, string>;
  /** The aspect the document is rendered in (default landscape); always 720p. */
  aspect?: OutputFormat['aspect'];
  /** Where the render and frames go (default: a new temporary directory, removed after). */
  workDir?: string;
}

/** When each scene's frame is taken: well after its first frame, well before its last. */
const FRAME_AT = 0.3;
const FPS = 30;

const normal = (s: string) => wordsOf(s).join(' ');
/** `phrase` in `text` as whole words, without case or punctuation. */
export const containsPhrase = (text: string, phrase: string) => {
  const p = normal(phrase);
  return p !== '' && ` ${normal(text)} `.includes(` ${p} `);
};

/** Each scene's settled frame as a PNG, taken from the video in one FFmpeg run. */
async function sceneFrames(video: string, scenes: number, dir: string): Promise<string[]> {
  const indices = Array.from({ length: scenes }, (_, i) => Math.round((i * SETTLED_SCENE_SECONDS + FRAME_AT) * FPS));
  const select = indices.map((n) => `eq(n\\,${n})`).join('+');
  await run('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', '-i', video, '-vf', `select='${select}'`, '-fps_mode', 'passthrough', join(dir, 'scene-%02d.png')]);
  return indices.map((_, i) => join(dir, `scene-${String(i + 1).padStart(2, '0')}.png`));
}

/**
 * Tesseract's readings of one frame: sparse text first (psm 11: the scattered blocks of a designed frame); automatic
 * page segmentation (psm 3: light text on dark bands) and the frame's luma (light type on a saturated panel is lost
 * in tesseract's colour binarization) are read only when a text that should show was not found, once per frame.
 */
class FrameReadings {
  readonly readings: Word[][] = [];
  private thorough = false;
  constructor(private readonly png: string) {}
  async first(): Promise<this> {
    this.readings.push(await ocrWords(this.png, { psm: [11] }));
    return this;
  }
  async more(): Promise<void> {
    if (this.thorough) return;
    this.thorough = true;
    const [automatic, grey] = await Promise.all([ocrWords(this.png, { psm: [3] }), readFrameGrey(this.png)]);
    this.readings.push(automatic, ...grey);
  }
  has = (text: string) => findText(this.readings, text) !== undefined;
}

export async function checkFrames(document: SceneDocument, expect: FrameExpectation, options: FrameCheckOptions = {}): Promise<FrameCheck> {
  const dir = options.workDir ?? (await mkdtemp(join(tmpdir(), 'frame-check-')));
  try {
    const settled = settleDocument(document);
    const output = join(dir, 'settled.mp4');
    const started = Date.now();
    await renderChapter({ document: settled, format: { aspect: options.aspect ?? 'landscape', resolution: '720p' }, media: options.media ?? new Map(), output });
    const renderMs = Date.now() - started;

    const ocrStarted = Date.now();
    const texts = drawnTexts(document);
    const drawnWords = new Set(texts.flat().flatMap(wordsOf));
    const frames: FrameReadings[] = [];
    for (const png of await sceneFrames(output, settled.scenes.length, dir)) frames.push(await new FrameReadings(png).first());
    const missing: string[] = [];
    for (const text of expect.shows ?? []) {
      if (frames.some((f) => f.has(text))) continue;
      // Read harder only for a text the document draws a word of (a counter's "$489000" is read as "$489,000").
      const plausible = wordsOf(text).some((w) => drawnWords.has(w));
      if (plausible) for (const f of frames) await f.more();
      if (!plausible || !frames.some((f) => f.has(text))) missing.push(text);
    }
    const ocrMs = Date.now() - ocrStarted;

    const drawn: DrawnHide[] = [];
    for (const text of expect.hides ?? []) {
      frames.forEach((f, scene) => f.has(text) && drawn.push({ text, scene, by: 'frame' }));
      texts.forEach((sceneTexts, scene) => sceneTexts.some((t) => containsPhrase(t, text)) && drawn.push({ text, scene, by: 'document' }));
      if (document.narration?.captions && containsPhrase(document.narration.text, text)) drawn.push({ text, scene: -1, by: 'captions' });
    }
    const read = frames.map((f) => f.readings[0]!.map((w) => w.text).join(' '));
    return { ok: missing.length === 0 && drawn.length === 0, missing, drawn, read, renderMs, ocrMs };
  } finally {
    if (!options.workDir) await rm(dir, { recursive: true, force: true });
  }
}
