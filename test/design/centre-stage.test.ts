import { beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseWebVtt } from '../../engine/render/captions/captions.js';
import { renderChapter } from '../../engine/render/render-chapter.js';
import type { OutputFormat } from '../../model/format.js';
import type { SceneDocumentInput } from '../../model/scene-document.js';
import { greyOf, pngAt, probeVideo, rgbFrameAt } from './frames.js';
import { middleEdges, MIDDLE_CONTENT_EDGES, quoteGap } from './layout-metrics.js';
import { measureMotion } from './motion-metrics.js';
import { boxOf, findText, readFrame, wordsOf } from './text-metrics.js';

/*
 * Issue 40's cases on real frames (FFmpeg, tesseract), each a scene document rendered at 720p for a few seconds:
 * - a narration with captions and nothing else puts the words in the middle of the frame (kinetic type), not a strip
 *   at the bottom of an empty frame, and moves: each cue rises into place, the ground's light travels, and no more
 *   of its frames hold still than the design suite allows;
 * - a list of five points is set large and centred, in 9:16 and 16:9 alike;
 * - a quote and its attribution read as one block, the attribution within 1.5 of the quote's glyph heights below it,
 *   and the quote is drawn once.
 */

const dark = { type: 'solid', colour: '#14182a' } as const;

describe('centre stage (real FFmpeg, tesseract)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'centre-stage-'));
  const render = async (name: string, document: SceneDocumentInput, aspect: OutputFormat['aspect']) => {
    const output = join(dir, `${name}.mp4`);
    const result = await renderChapter({ document, format: { aspect, resolution: '720p' }, media: new Map(), output });
    return { output, result, info: await probeVideo(output) };
  };

  describe('a narration with captions and nothing else (9:16)', () => {
    const text = 'Breathe in for four counts. Hold for seven. Breathe out slowly for eight.';
    let video: Awaited<ReturnType<typeof render>>;
    beforeAll(async () => {
      video = await render('narration', { version: 2, background: dark, narration: { text, captions: true }, scenes: [{ duration: 3, layers: [] }] }, 'portrait');
    }, 240_000);

    it('sets the spoken words large in the middle of the frame while they are said', async () => {
      const cues = parseWebVtt(video.result.captions ?? '');
      expect(cues.length).toBeGreaterThan(0);
      const vocabulary = new Set(wordsOf(text));
      let read = 0;
      for (const [i, cue] of cues.slice(0, 3).entries()) {
        const t = cue.start + Math.min(0.4, (cue.end - cue.start) / 3);
        const words = (await readFrame(await pngAt(video.output, t, join(dir, `narration-${i}.png`)))).flat().filter((w) => w.conf >= 40 && wordsOf(w.text).some((x) => vocabulary.has(x)));
        if (!words.length) continue;
        read++;
        const box = boxOf(words);
        const centre = (box.top + box.bottom) / 2 / video.info.height;
        // The middle of the frame, not the caption band near 70 % of the height.
        expect({ t, middle: centre > 0.4 && centre < 0.6 }).toEqual({ t, middle: true });
        // Type a phone reads at a glance: letters at least 3 % of the frame's height.
        expect(Math.max(...words.map((w) => w.height)) / video.info.height).toBeGreaterThanOrEqual(0.03);
      }
      expect(read).toBeGreaterThanOrEqual(2);
    });

    it('moves: each cue enters, the ground travels, and few frames hold still', async () => {
      const motion = await measureMotion(video.output, video.info);
      // The design suite's criterion (test/design/metrics.ts): at most 40 % of frames equal to the one before.
      expect(motion.frozenShare).toBeLessThanOrEqual(0.4);
      // A cue enters: a frame after it starts, its letters are smaller and lower than once it is in place (it pops
      // up). (The first is in place from the first frame, the video's thumbnail: the second phrase's.)
      const cue = parseWebVtt(video.result.captions ?? '')[1]!;
      const letters = async (t: number) => {
        const { width, pixels } = greyOf(await rgbFrameAt(video.output, t, video.info));
        let [left, right, top, bottom] = [width, 0, Infinity, 0];
        pixels.forEach((v, i) => {
          if (v <= 200) return;
          const x = i % width;
          const y = (i - x) / width;
          [left, right, top, bottom] = [Math.min(left, x), Math.max(right, x), Math.min(top, y), Math.max(bottom, y)];
        });
        return { width: right - left, middle: (top + bottom) / 2, height: bottom - top };
      };
      const entering = await letters(cue.start + 1 / 30);
      const held = await letters(cue.start + 0.45);
      expect(held.width).toBeGreaterThan(0);
      expect(entering.width).toBeLessThan(held.width * 0.95);
      expect(entering.middle - held.middle).toBeGreaterThan(held.height * 0.05);
      // The ground visibly moves: in the top fifth, above the words, the light has travelled within a second.
      const top = async (t: number) => greyOf(await rgbFrameAt(video.output, t, video.info)).pixels.subarray(0, Math.floor(video.info.height / 5) * video.info.width);
      const [a, b] = [await top(0.2), await top(1.2)];
      let moved = 0;
      for (let i = 0; i < a.length; i++) moved += Math.abs(a[i]! - b[i]!);
      expect(moved / a.length).toBeGreaterThan(2);
    });

    it('shows the first words on the first frame, the video\'s thumbnail', async () => {
      const first = greyOf(await rgbFrameAt(video.output, 0, video.info)).pixels.filter((v) => v > 200).length;
      expect(first).toBeGreaterThan(0);
    });

    it('never leaves the middle of the frame empty while the voice speaks', async () => {
      for (const f of [0.25, 0.5, 0.75]) {
        const edges = middleEdges(greyOf(await rgbFrameAt(video.output, video.info.duration * f, video.info)));
        expect({ f, hasContent: edges >= MIDDLE_CONTENT_EDGES }).toEqual({ f, hasContent: true });
      }
    });
  });

  it('sets them in dark letters without an outline over a pale ground (9:16)', async () => {
    const text = 'Hold for seven. Breathe out slowly.';
    const pale = await render('narration-pale', { version: 2, background: { type: 'solid', colour: '#f2efe8' }, narration: { text, captions: true }, scenes: [{ duration: 2, layers: [] }] }, 'portrait');
    const cue = parseWebVtt(pale.result.captions ?? '')[0]!;
    const t = cue.start + Math.min(0.4, (cue.end - cue.start) / 2);
    const words = (await readFrame(await pngAt(pale.output, t, join(dir, 'narration-pale.png')))).flat().filter((w) => w.conf >= 40 && wordsOf(w.text).some((x) => wordsOf(text).includes(x)));
    expect(words.length).toBeGreaterThanOrEqual(1);
    // The letters' pixels in the middle band: near black ink, and no white letters inside a black edge.
    const { width, height, pixels } = greyOf(await rgbFrameAt(pale.output, t, pale.info));
    let ink = 0;
    let white = 0;
    for (let y = Math.round(height * 0.3); y < Math.round(height * 0.7); y++) {
      for (let x = 0; x < width; x++) {
        const v = pixels[y * width + x]!;
        if (v < 60) ink++;
        if (v > 252) white++;
      }
    }
    expect(ink).toBeGreaterThan(2000);
    expect(white).toBeLessThan(ink / 20);
  }, 240_000);

  describe('a list of five points', () => {
    const items = ['Water bottle', 'Sunscreen', 'Earplugs', 'Power bank', 'Rain poncho'];
    for (const aspect of ['portrait', 'landscape'] as const) {
      it(`is set large and centred (${aspect})`, async () => {
        const v = await render(`list-${aspect}`, { version: 2, background: dark, scenes: [{ duration: 2.5, layers: [{ type: 'list', items, numbered: false }] }] }, aspect);
        const readings = await readFrame(await pngAt(v.output, 2.1, join(dir, `list-${aspect}.png`)));
        const found = items.map((item) => findText(readings, item));
        expect(found.map((m, i) => (m ? items[i] : `missing ${items[i]}`))).toEqual(items);
        const block = boxOf(found.flatMap((m) => m!.words));
        const { width, height } = v.info;
        // The block's middle near the frame's (a 9:16 list keeps clear of the platforms' bottom band: a little higher).
        expect((block.left + block.right) / 2 / width).toBeGreaterThan(0.35);
        expect((block.left + block.right) / 2 / width).toBeLessThan(0.65);
        expect((block.top + block.bottom) / 2 / height).toBeGreaterThan(0.36);
        expect((block.top + block.bottom) / 2 / height).toBeLessThan(0.62);
        // Large: the five points take a real share of the frame's height.
        expect((block.bottom - block.top) / height).toBeGreaterThan(aspect === 'portrait' ? 0.33 : 0.45);
      }, 240_000);
    }
  });

  describe('a quote card (1:1)', () => {
    const quote = 'Small steps every day still add up to a long walk.';
    const by = 'Marta Reyes';
    it('sets the attribution under the quote as one block, and the quote once', async () => {
      const v = await render('quote', {
        version: 2,
        background: dark,
        theme: 'elegant',
        scenes: [{ duration: 3, layers: [{ type: 'text', role: 'quote', text: quote }, { type: 'text', role: 'attribution', text: by }] }],
      }, 'square');
      const readings = await readFrame(await pngAt(v.output, 2.4, join(dir, 'quote.png')));
      const q = findText(readings, quote);
      const a = findText(readings, by);
      expect({ quote: !!q, by: !!a }).toEqual({ quote: true, by: true });
      const gap = quoteGap(q!, a!);
      expect(gap.under).toBe(true);
      expect(gap.glyphs).toBeGreaterThanOrEqual(0);
      expect(gap.glyphs).toBeLessThanOrEqual(1.5);
      // Drawn once: the quote's first word appears once in a reading of the frame.
      const firsts = readings[0]!.filter((w) => wordsOf(w.text)[0] === 'small');
      expect(firsts.length).toBe(1);
    }, 240_000);
  });
});
