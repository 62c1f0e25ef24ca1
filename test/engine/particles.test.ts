import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { renderParticles } from '../../engine/render/layers/particles.js';
import { renderChapter } from '../../engine/render/render-chapter.js';
import type { SceneDocumentInput } from '../../model/scene-document.js';
import { greyFrames } from './frame-measures.js';
import { renderClip } from './layer-harness.js';
import { findPhrase, grabFrame, ocrWords } from './video-checks.js';

/*
 * The particles layer (engine/render/layers/particles.ts) in a real chapter, checked on its frames: confetti
 * behind a birthday title, then sparkles around a thank-you. The same document is rendered twice (the frames must
 * be the same: the render cache relies on it) and once without the particles (to tell the particles' pixels from
 * the texts' and the background's). And the layer alone through the FFmpeg 4.1 shipped in npm packages.
 */

const run = promisify(execFile);
const require = createRequire(import.meta.url);
const npmFfmpeg = (require('@ffmpeg-installer/ffmpeg') as { path: string }).path;
const FPS = 30;
/** Grey frames are compared at a third of 720p: enough for motion and coverage, a ninth of the memory. */
const SMALL = { width: 426, height: 240 };

function document(particles: boolean): SceneDocumentInput {
  return {
    version: 2,
    theme: 'playful',
    background: { type: 'gradient', from: '#1b1464', to: '#6a0572', direction: 'diagonal' },
    scenes: [
      {
        duration: 1.2,
        layers: [
          ...(particles ? [{ type: 'particles' as const, kind: 'confetti' as const }] : []),
          { type: 'text', role: 'heading', text: 'Happy Birthday' },
          { type: 'text', role: 'subtitle', text: 'Thirty and thriving' },
        ],
      },
      {
        duration: 1.2,
        transition: { type: 'cut' },
        layers: [...(particles ? [{ type: 'particles' as const, kind: 'sparkles' as const, density: 'heavy' as const }] : []), { type: 'text', role: 'heading', text: 'Thank You' }],
      },
    ],
  };
}

/** The decoded picture's MD5 (what a viewer gets, whatever the container wrote). */
async function pictureHash(video: string): Promise<string> {
  const { stdout } = await run('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-i', video, '-map', '0:v', '-f', 'md5', '-']);
  return stdout.trim();
}

/** The boxes (in SMALL pixels) of the texts: where the plain render's frame differs from its own background far from them. */
function textMask(plain: Buffer): Uint8Array {
  // Text is white on the dark gradient: bright pixels, dilated by a pixel (anti-aliased edges).
  const mask = new Uint8Array(plain.length);
  for (let y = 1; y < SMALL.height - 1; y++) {
    for (let x = 1; x < SMALL.width - 1; x++) {
      if (plain[y * SMALL.width + x]! < 170) continue;
      for (let dy = -1; dy <= 1; dy++) for (let dx = -1; dx <= 1; dx++) mask[(y + dy) * SMALL.width + x + dx] = 1;
    }
  }
  return mask;
}

/** Relative luminance of a grey level. */
const lum = (v: number) => {
  const c = v / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

const meanDifference = (a: Buffer, b: Buffer, keep: (i: number) => boolean) => {
  let sum = 0;
  let n = 0;
  for (let i = 0; i < a.length; i++) {
    if (!keep(i)) continue;
    sum += Math.abs(a[i]! - b[i]!);
    n++;
  }
  return sum / Math.max(1, n);
};

/** Of the plain frame's text pixels (textMask), how many differ by more than `over` grey levels in the other frame. */
function textChange(frame: Buffer, plain: Buffer, over: number): { inText: number; changed: number } {
  const mask = textMask(plain);
  let inText = 0;
  let changed = 0;
  for (let i = 0; i < mask.length; i++) {
    if (!mask[i]) continue;
    inText++;
    if (Math.abs(frame[i]! - plain[i]!) > over) changed++;
  }
  return { inText, changed };
}

/**
 * A chapter rendered twice with its particles and once without (720p), in a directory removed after the suite, with
 * both decodings' grey frames: what every test of a describe block measures.
 */
function renderedTwiceAndPlain(prefix: string, doc: (particles: boolean) => SceneDocumentInput) {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const media = new Map<string, string>();
  const out = { a: join(dir, 'a.mp4'), b: join(dir, 'b.mp4'), plain: join(dir, 'plain.mp4'), old: join(dir, 'old.mp4') };
  const frames = { a: [] as Buffer[], plain: [] as Buffer[] };
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  beforeAll(async () => {
    const format = { aspect: 'landscape', resolution: '720p' } as const;
    await renderChapter({ document: doc(true), format, media, output: out.a });
    await renderChapter({ document: doc(true), format, media, output: out.b });
    await renderChapter({ document: doc(false), format, media, output: out.plain });
    frames.a = await greyFrames(out.a, SMALL);
    frames.plain = await greyFrames(out.plain, SMALL);
  }, 240_000);
  return { dir, media, out, frames };
}

describe('particles over a chapter (real FFmpeg, OCR, frame differences)', () => {
  const { dir, media, out, frames } = renderedTwiceAndPlain('particles-test-', document);

  it('renders the same frames from the same document', async () => {
    expect(frames.a).toHaveLength(72);
    expect(await pictureHash(out.a)).toBe(await pictureHash(out.b));
  });

  it('the confetti moves on every frame, far more than the background does, and the sparkles twinkle', () => {
    const away = (plain: Buffer) => {
      const mask = textMask(plain);
      return (i: number) => mask[i] === 0;
    };
    const confetti: number[] = [];
    const background: number[] = [];
    for (let f = 1; f < 36; f++) {
      const keep = away(frames.plain[f]!);
      confetti.push(meanDifference(frames.a[f]!, frames.a[f - 1]!, keep));
      background.push(meanDifference(frames.plain[f]!, frames.plain[f - 1]!, keep));
    }
    const median = (xs: number[]) => [...xs].sort((p, q) => p - q)[Math.floor(xs.length / 2)]!;
    // Every frame moves, and evenly: no restart of the loop or jump at the wrap (no frame moves 3× the median).
    expect(Math.min(...confetti)).toBeGreaterThan(0.2);
    expect(Math.max(...confetti)).toBeLessThan(3 * median(confetti));
    expect(median(confetti)).toBeGreaterThan(4 * median(background));
    // The sparkles scene changes between frames away from its text (twinkles), more than its background does.
    const sparkle: number[] = [];
    for (let f = 40; f < 71; f += 2) sparkle.push(meanDifference(frames.a[f]!, frames.a[f - 1]!, away(frames.plain[f]!)) - meanDifference(frames.plain[f]!, frames.plain[f - 1]!, away(frames.plain[f]!)));
    expect(median(sparkle)).toBeGreaterThan(0.02);
  });

  it('never covers a text: the texts’ pixels are those of the render without particles, on every sampled frame', () => {
    // Once the texts have entered (they fade and rise in over half a second) and before they leave (before the cut).
    for (const f of [16, 22, 28, 33, 54, 60, 66, 69]) {
      const { inText, changed } = textChange(frames.a[f]!, frames.plain[f]!, 24);
      expect(inText).toBeGreaterThan(200);
      // Confetti passes behind the letters' anti-aliased edges now and then; the letters themselves stay.
      expect(changed / inText).toBeLessThan(0.04);
    }
  });

  it('keeps the texts legible: OCR reads them over the particles, at 4.5:1 or more against what is around them', async () => {
    for (const [t, phrase] of [[0.9, 'Happy Birthday'], [2.1, 'Thank You']] as const) {
      const png = await grabFrame(out.a, t, join(dir, `ocr-${t}.png`));
      expect(findPhrase(await ocrWords(png), phrase)).toBeDefined();
      // Contrast: the letters (bright) against the darkest quarter of their box's other pixels, from the grey frame.
      const f = Math.round(t * FPS);
      const mask = textMask(frames.plain[f]!);
      const letters: number[] = [];
      const around: number[] = [];
      for (let i = 0; i < mask.length; i++) (mask[i] ? letters : around).push(frames.a[f]![i]!);
      const lum = (v: number) => {
        const c = v / 255;
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      const letter = [...letters].sort((p, q) => q - p)[Math.floor(letters.length * 0.25)]!;
      const ground = [...around].sort((p, q) => p - q)[Math.floor(around.length * 0.5)]!;
      expect((lum(letter) + 0.05) / (lum(ground) + 0.05)).toBeGreaterThan(4.5);
    }
  });

  it('sparkles stay off the text: around "Thank You" nothing differs from the plain render', () => {
    for (const f of [54, 60, 66, 69]) {
      const mask = textMask(frames.plain[f]!);
      const differs = (i: number) => Math.abs(frames.a[f]![i]! - frames.plain[f]![i]!) > 12;
      let changed = 0;
      let blots = 0;
      let inText = 0;
      for (let i = 0; i < mask.length; i++) {
        if (!mask[i]) continue;
        inText++;
        if (!differs(i)) continue;
        changed++;
        // A sparkle is a blot: a pixel with most of its neighbours changed too. The encoder's rounding along a glyph's
        // edge (x264 spends its bits elsewhere when sparkles move) changes thin lines of pixels, not blots.
        const x = i % SMALL.width;
        let around = 0;
        for (const dy of [-1, 0, 1]) for (const dx of [-1, 0, 1]) if ((dx || dy) && x + dx >= 0 && x + dx < SMALL.width && differs(i + dy * SMALL.width + dx)) around++;
        if (around >= 4) blots++;
      }
      expect(inText).toBeGreaterThan(200);
      expect(blots / inText).toBeLessThan(0.003);
      expect(changed / inText).toBeLessThan(0.02);
    }
  });

  it('draws with the FFmpeg 4.1 shipped in npm packages (what npm start uses without a system FFmpeg)', async () => {
    const frame = { width: 640, height: 360 };
    await renderClip(join(dir, 'old-work'), { frame, seconds: 1, background: '#1b1464', ffmpeg: npmFfmpeg }, (ctx, input) => renderParticles({ type: 'particles', kind: 'confetti', density: 'normal', start: 0, animation: { in: 'none', out: 'none', duration: 0.5 } }, ctx, input), out.old);
    const old = await greyFrames(out.old, { width: 320, height: 180 });
    expect(old).toHaveLength(30);
    const moving = old.slice(1).map((f, k) => meanDifference(f, old[k]!, () => true));
    expect(Math.min(...moving)).toBeGreaterThan(0.2);
    // Pieces are there (bright and coloured pixels on the dark blue).
    expect(old[15]!.filter((v) => v > 90).length).toBeGreaterThan(200);
  });
});

/*
 * Balloons, fireworks and confetti in front of the text, in one chapter (rendered twice: the same frames; and once
 * without its particles, to tell theirs from the texts' pixels), and fireworks with front confetti through FFmpeg 4.1.
 */

const BURST_START = 1.2;
/** The frame `s` seconds into the fireworks scene. */
const F_ = (s: number) => Math.round((BURST_START + s) * FPS);

function festive(particles: boolean): SceneDocumentInput {
  const still = { in: 'none', out: 'none', duration: 0.5 } as const;
  return {
    version: 2,
    theme: 'playful',
    background: { type: 'gradient', from: '#1b1464', to: '#6a0572', direction: 'diagonal' },
    scenes: [
      { duration: 1.2, layers: [...(particles ? [{ type: 'particles' as const, kind: 'balloons' as const }] : []), { type: 'text', role: 'heading', text: 'Happy Birthday' }] },
      {
        duration: 2,
        transition: { type: 'cut' },
        layers: [...(particles ? [{ type: 'particles' as const, kind: 'fireworks' as const, animation: still }] : []), { type: 'text', role: 'heading', text: 'Happy New Year' }],
      },
      {
        duration: 1.2,
        transition: { type: 'cut' },
        layers: [
          ...(particles ? [{ type: 'particles' as const, kind: 'confetti' as const }] : []),
          { type: 'text', role: 'heading', text: 'Well Done Team' },
          ...(particles ? [{ type: 'particles' as const, kind: 'confetti' as const, front: true }] : []),
        ],
      },
    ],
  };
}

describe('balloons, fireworks and confetti in front (real FFmpeg, OCR, frame differences)', () => {
  const { dir, media, out, frames } = renderedTwiceAndPlain('festive-test-', festive);

  /** Pixels away from the plain frame's text (dilated by two pixels more: a glyph's halo). */
  const awayFromText = (f: number) => {
    const mask = textMask(frames.plain[f]!);
    const far = new Uint8Array(mask.length);
    for (let i = 0; i < mask.length; i++) if (mask[i]) for (let d = -2; d <= 2; d++) for (const j of [i + d, i + d * SMALL.width]) if (j >= 0 && j < far.length) far[j] = 1;
    return (i: number) => far[i] === 0;
  };
  /** The particles' pixels in frame f: where it differs from the plain render, away from the text. */
  const particlePixels = (f: number) => {
    const keep = awayFromText(f);
    const at: number[] = [];
    for (let i = 0; i < frames.a[f]!.length; i++) if (keep(i) && Math.abs(frames.a[f]![i]! - frames.plain[f]![i]!) > 12) at.push(i);
    return at;
  };

  it('renders the same frames from the same document', async () => {
    expect(frames.a).toHaveLength(132);
    expect(await pictureHash(out.a)).toBe(await pictureHash(out.b));
  });

  it('balloons rise on every frame, in the columns beside the title, and never cover it', () => {
    const moved: number[] = [];
    for (let f = 1; f < 36; f++) moved.push(meanDifference(frames.a[f]!, frames.a[f - 1]!, awayFromText(f)) - meanDifference(frames.plain[f]!, frames.plain[f - 1]!, awayFromText(f)));
    expect(Math.min(...moved)).toBeGreaterThan(0.05);
    // Where the balloons are: beside the title's column (its bright pixels' x range, from the plain frame).
    const f = 30;
    const mask = textMask(frames.plain[f]!);
    let [left, right] = [SMALL.width, 0];
    for (let i = 0; i < mask.length; i++) if (mask[i]) [left, right] = [Math.min(left, i % SMALL.width), Math.max(right, i % SMALL.width)];
    const balloons = particlePixels(f);
    expect(balloons.length).toBeGreaterThan(300);
    const inColumn = balloons.filter((i) => i % SMALL.width > left + 3 && i % SMALL.width < right - 3).length;
    expect(inColumn / balloons.length).toBeLessThan(0.02);
  });

  it('a firework bursts from a centre, grows, then fades to nothing; something moves on every frame', () => {
    const F = F_;
    // Until 0.8 s only the first sheet is under way: its burst's extent as it blooms (the bounding box of its pixels).
    const extent = (f: number) => {
      const at = particlePixels(f);
      const xs = at.map((i) => i % SMALL.width);
      const ys = at.map((i) => Math.floor(i / SMALL.width));
      return { w: Math.max(...xs) - Math.min(...xs), h: Math.max(...ys) - Math.min(...ys), box: { x0: Math.min(...xs), x1: Math.max(...xs), y0: Math.min(...ys), y1: Math.max(...ys) } };
    };
    const [early, mid, full] = [0.42, 0.55, 0.75].map((s) => extent(F(s)));
    expect(early!.w).toBeLessThan(mid!.w);
    expect(mid!.w).toBeLessThan(full!.w);
    // (The flash at the bloom's start is wider than the sparks then: the first extent is the flash's.)
    expect(full!.w).toBeGreaterThan(1.8 * early!.w);
    expect(Math.abs(full!.w - full!.h)).toBeLessThan(0.35 * full!.w);
    // Then it fades where it was: the light it adds there, full, fading, gone.
    const b = full!.box;
    const light = (f: number) => {
      let sum = 0;
      for (let y = b.y0; y <= b.y1; y++) for (let x = b.x0; x <= b.x1; x++) sum += Math.max(0, frames.a[f]![y * SMALL.width + x]! - frames.plain[f]![y * SMALL.width + x]! - 6);
      return sum;
    };
    const [bloom, fading, gone] = [0.75, 1.5, 1.9].map((s) => light(F(s)));
    expect(fading).toBeLessThan(0.45 * bloom!);
    expect(gone).toBeLessThan(0.08 * bloom!);
    // Bursts open in turn: on every frame from the first bloom to the scene's end, something changes.
    for (let f = F(0.3); f < F(1.99); f++) {
      const keep = awayFromText(f);
      let changed = 0;
      for (let i = 0; i < frames.a[f]!.length; i++) if (keep(i) && Math.abs(frames.a[f]![i]! - frames.a[f - 1]![i]!) > 8) changed++;
      expect(changed).toBeGreaterThan(4);
    }
  });

  it('no balloon, burst or piece in front ever covers a text: its pixels are those of the plain render', () => {
    for (const f of [20, 33, F_(0.6), F_(1.1), F_(1.5), 114, 120, 126]) {
      const { inText, changed } = textChange(frames.a[f]!, frames.plain[f]!, 24);
      expect(inText).toBeGreaterThan(200);
      // The confetti behind passes the letters' anti-aliased edges now and then; balloons and bursts never do.
      expect(changed / inText).toBeLessThan(f >= 108 ? 0.04 : 0.01);
    }
  });

  it('keeps the texts legible: OCR reads them, at 4.5:1 or more against what is around them', async () => {
    for (const [t, phrase] of [[0.9, 'Happy Birthday'], [BURST_START + 0.75, 'Happy New Year'], [4.0, 'Well Done Team']] as const) {
      const png = await grabFrame(out.a, t, join(dir, `ocr-${t}.png`));
      expect(findPhrase(await ocrWords(png), phrase)).toBeDefined();
      const f = Math.round(t * FPS);
      const mask = textMask(frames.plain[f]!);
      const letters: number[] = [];
      const around: number[] = [];
      for (let i = 0; i < mask.length; i++) (mask[i] ? letters : around).push(frames.a[f]![i]!);
      const letter = [...letters].sort((p, q) => q - p)[Math.floor(letters.length * 0.25)]!;
      const ground = [...around].sort((p, q) => p - q)[Math.floor(around.length * 0.5)]!;
      expect((lum(letter) + 0.05) / (lum(ground) + 0.05)).toBeGreaterThan(4.5);
    }
  });

  it('confetti in front: near pieces, larger than any behind', () => {
    // Near pieces are told by their size: blobs of particle pixels (4-connected) larger than a far piece makes.
    // Measured on this document: with confetti behind only, the largest blob of a frame is 47–61 SMALL pixels; with
    // the near layer, the second largest is 90–111.
    for (const f of [114, 120, 126]) {
      const at = new Set(particlePixels(f));
      const sizes: number[] = [];
      const seen = new Set<number>();
      for (const start of at) {
        if (seen.has(start)) continue;
        let n = 0;
        const stack = [start];
        seen.add(start);
        while (stack.length) {
          const i = stack.pop()!;
          n++;
          for (const j of [i - 1, i + 1, i - SMALL.width, i + SMALL.width]) {
            if (!at.has(j) || seen.has(j)) continue;
            seen.add(j);
            stack.push(j);
          }
        }
        sizes.push(n);
      }
      expect(sizes.length).toBeGreaterThan(20);
      expect(sizes.filter((s) => s >= 72).length).toBeGreaterThanOrEqual(2);
    }
  });

  it('draws fireworks and front confetti with the FFmpeg 4.1 shipped in npm packages', async () => {
    const frame = { width: 640, height: 360 };
    const none = { in: 'none', out: 'none', duration: 0.5 } as const;
    await renderClip(join(dir, 'old-work'), { frame, seconds: 1.2, background: '#0b1020', ffmpeg: npmFfmpeg }, async (ctx, input) => {
      const bursts = await renderParticles({ type: 'particles', kind: 'fireworks', density: 'normal', start: 0, animation: none }, ctx, input);
      const front = await renderParticles({ type: 'particles', kind: 'confetti', density: 'normal', start: 0, animation: none, front: true }, ctx, bursts.output);
      return { statements: [...bursts.statements, ...front.statements], output: front.output };
    }, out.old);
    const old = await greyFrames(out.old, { width: 320, height: 180 });
    expect(old).toHaveLength(36);
    const moving = old.slice(1).map((f, k) => meanDifference(f, old[k]!, () => true));
    expect(Math.min(...moving)).toBeGreaterThan(0.1);
    // The first burst at its fullest (0.75 s): a wide spread of bright pixels.
    const bright = (f: Buffer) => f.filter((v) => v > 90).length;
    expect(bright(old[22]!)).toBeGreaterThan(bright(old[11]!));
  });
});
