import { beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { interpretPrompt } from '../../engine/interpret/index.js';
import { renderChapter } from '../../engine/render/render-chapter.js';
import { greyFrame } from './video-checks.js';

/*
 * Right-to-left text starts at the right (engine/render/typeset/start-side.ts), on the frames of a chapter rendered
 * from a prompt: an Arabic lower third sits at the frame's right, flush right (its two lines share their right
 * edge), where the same lower third in English sits at the left, flush left; a Hebrew list is flush right with its
 * bullets at the right of each item. Measured on the ink of each line (the text is dark on the minimal theme's light
 * fill): its ends, and its runs of inked columns (a bullet is a small run of its own).
 */

const W = 1280;
const H = 720;

describe('right-to-left blocks start at the right (rendered chapter)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'rtl-layout-'));
  const output = join(dir, 'chapter.mp4');
  const at = [1.8, 3.8, 5.8];

  beforeAll(async () => {
    const prompt =
      'minimal style, no animation, 2 seconds each. scene 1: name "سارة أحمد" with role "مديرة التصميم" ' +
      'scene 2: name "Sara Ahmed" with role "Head of Design" scene 3: list "תה ירוק", "קפה שחור" and "מים קרים ומים חמים"';
    const { document } = interpretPrompt(undefined, prompt, { assets: new Map(), chapterDuration: null });
    await renderChapter({ document, format: { aspect: 'landscape', resolution: '720p' }, media: new Map(), output });
  }, 180_000);

  /**
   * The lines of dark ink, top to bottom: each a band of rows, with its runs of inked columns (gaps of up to 12
   * pixels, a word space, bridged), and its left and right ends.
   */
  function lines(frame: Awaited<ReturnType<typeof greyFrame>>) {
    const dark = (x: number, y: number) => frame.pixels[y * frame.width + x]! < 120;
    const bands: { top: number; bottom: number }[] = [];
    for (let y = 0; y < frame.height; y++) {
      let ink = false;
      for (let x = 0; x < frame.width && !ink; x++) ink = dark(x, y);
      const last = bands.at(-1);
      if (ink && last && y - last.bottom <= 3) last.bottom = y;
      else if (ink) bands.push({ top: y, bottom: y });
    }
    return bands
      .filter((b) => b.bottom - b.top >= 6)
      .map((b) => {
        const runs: { from: number; to: number }[] = [];
        for (let x = 0; x < frame.width; x++) {
          let ink = false;
          for (let y = b.top; y <= b.bottom && !ink; y++) ink = dark(x, y);
          if (!ink) continue;
          const last = runs.at(-1);
          if (last && x - last.to <= 12) last.to = x;
          else runs.push({ from: x, to: x });
        }
        return { ...b, runs, left: runs[0]!.from, right: runs.at(-1)!.to };
      });
  }

  it('an Arabic lower third is at the right of the frame, its lines flush right; an English one at the left, flush left', async () => {
    const arabic = lines(await greyFrame(output, at[0]!));
    const english = lines(await greyFrame(output, at[1]!));
    expect({ arabic: arabic.length, english: english.length }).toEqual({ arabic: 2, english: 2 });
    for (const l of arabic) expect(l.top).toBeGreaterThan(H * 0.6);
    // Right side: the ink ends in the right part of the frame, and starts right of the middle.
    expect(arabic[0]!.right).toBeGreaterThan(W * 0.85);
    expect(arabic[0]!.left).toBeGreaterThan(W * 0.5);
    // Flush right: both lines end at the same x (a few pixels of glyph side bearing apart), their left ends differ.
    expect(Math.abs(arabic[0]!.right - arabic[1]!.right)).toBeLessThan(12);
    expect(Math.abs(arabic[0]!.left - arabic[1]!.left)).toBeGreaterThan(12);
    // The English lower third mirrors it.
    expect(english[0]!.left).toBeLessThan(W * 0.15);
    expect(english[0]!.right).toBeLessThan(W * 0.5);
    expect(Math.abs(english[0]!.left - english[1]!.left)).toBeLessThan(12);
    // Same distance from their edge of the frame (the safe area's margin), within a few pixels.
    expect(Math.abs(W - arabic[0]!.right - english[0]!.left)).toBeLessThan(16);
  }, 60_000);

  it('a Hebrew list is flush right, with each bullet at the right of its item', async () => {
    const items = lines(await greyFrame(output, at[2]!));
    expect(items.length).toBe(3);
    for (const item of items) {
      // The bullet: the last run of ink, small (a dot, not a word), a gap right of the item's text.
      const bullet = item.runs.at(-1)!;
      const text = item.runs.at(-2);
      expect({ runs: item.runs.length > 1 }).toEqual({ runs: true });
      expect(bullet.to - bullet.from).toBeLessThan((item.bottom - item.top) * 0.6);
      expect(bullet.from - text!.to).toBeGreaterThan(10);
    }
    // Flush right: the bullets share their x, and so do the items' right ends; the longest item starts well left.
    const bullets = items.map((i) => i.runs.at(-1)!.to);
    expect(Math.max(...bullets) - Math.min(...bullets)).toBeLessThan(4);
    const ends = items.map((i) => i.runs.at(-2)!.to);
    expect(Math.max(...ends) - Math.min(...ends)).toBeLessThan(10);
    const lefts = items.map((i) => i.left);
    expect(Math.max(...lefts) - Math.min(...lefts)).toBeGreaterThan(40);
  }, 60_000);
});
