import { beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { interpretPrompt } from '../../engine/interpret/index.js';
import { renderChapter } from '../../engine/render/render-chapter.js';
import type { SceneDocumentInput } from '../../model/scene-document.js';
import { pngAt } from './frames.js';
import { findText, readFrame } from './text-metrics.js';

/*
 * A list in 9:16 set as a designer sets it (issue 27): each item on one line. The short list grew past the item
 * size and wrapped every item ("Keep the / room cool", "Same bedtime / every day") where a size near the item's
 * base set each on one line. The brief is a user's, interpreted as the service does; its list scene is rendered
 * at 720p (the title scene before it is not what is measured), and read by tesseract's word boxes.
 */

const BRIEF = 'Title "3 tips for better sleep" then a list of Keep the room cool, No screens after 10 and Same bedtime every day, on a deep purple background, with captions and narration';
const ITEMS = ['Keep the room cool', 'No screens after 10', 'Same bedtime every day'];

describe('lists in 9:16 (real FFmpeg, tesseract)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'lists-test-'));
  const video = join(dir, 'list.mp4');
  let seconds = 0;

  beforeAll(async () => {
    const { document } = interpretPrompt(undefined, BRIEF, { assets: new Map(), chapterDuration: null });
    const scene = document.scenes.find((s) => s.layers.some((l) => l.type === 'list'));
    expect(scene).toBeDefined();
    seconds = Math.min(scene!.duration, 3.5);
    const list = { ...document, scenes: [{ ...scene!, duration: seconds, transition: undefined }] } as SceneDocumentInput;
    await renderChapter({ document: list, format: { aspect: 'portrait', resolution: '720p' }, media: new Map(), output: video });
  }, 180_000);

  it('sets each item of the brief on one line (OCR word boxes)', async () => {
    const readings = await readFrame(await pngAt(video, seconds - 0.4, join(dir, 'list.png')));
    for (const item of ITEMS) {
      const found = findText(readings, item);
      expect({ item, read: found !== undefined }).toEqual({ item, read: true });
      expect({ item, lines: found!.lines.length }).toEqual({ item, lines: 1 });
      // Still a size a phone reads: the x-height of a line at least 2 % of the frame's height (about 26 px here).
      expect(Math.max(...found!.words.map((w) => w.height))).toBeGreaterThan(1280 * 0.02);
    }
  });
});
