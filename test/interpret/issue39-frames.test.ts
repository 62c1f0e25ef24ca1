import { afterAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { interpretPrompt } from '../../engine/interpret.js';
import { renderChapter } from '../../engine/render/render-chapter.js';
import { framePixels } from '../engine/layer-harness.js';
import { ffprobe, ocrFrame } from '../support/media.js';

/*
 * Issue 39's failure classes on real frames, cheap (720p, a few seconds, one render): a quote asked to be read in a
 * woman's voice is heard and never drawn; the spoken word lit in the pink asked; a lower third said as "name tag …"
 * reads the name and the role, and no instruction word is drawn.
 */

const dir = mkdtempSync(join(tmpdir(), 'issue39-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const PINK = [0xff, 0xc0, 0xcb];

describe('issue 39 on frames', () => {
  it('a spoken quote in a woman\'s voice, its word lit in pink, and a name tag: heard, lit, read, and no instruction drawn', async () => {
    const { document } = interpretPrompt(
      undefined,
      'Have a woman\'s voice say: "Fresh bread every morning." Karaoke captions with the current word in pink. Put a name tag on screen: Dana Whitfield, Head Baker.',
      { assets: new Map(), chapterDuration: null },
    );
    expect(document.narration).toMatchObject({ text: 'Fresh bread every morning.', captions: true, captionStyle: 'karaoke', highlight: '#ffc0cb', voice: { gender: 'female' } });
    const output = join(dir, 'out.mp4');
    const frame = { width: 1280, height: 720 };
    await renderChapter({ document, format: { aspect: 'landscape', resolution: '720p' }, media: new Map(), output });

    const probe = await ffprobe(output);
    expect(probe.streams.some((s) => s.codec_type === 'audio')).toBe(true);
    const seconds = Number(probe.format.duration);
    expect(Math.abs(seconds - document.scenes.reduce((n, s) => n + s.duration, 0))).toBeLessThan(1);

    // Mid-video: the name tag reads, the instruction words never do.
    const text = await ocrFrame(output, Math.min(2, seconds / 2), join(dir, 'mid.png'));
    expect(text).toMatch(/Dana\s+Whitfield/);
    expect(text).toMatch(/Head\s+Baker/);
    expect(text).not.toMatch(/name tag|woman|voice|karaoke|pink|on screen/i);

    // While a word is spoken, the lit word's pill is pink.
    const at = await framePixels(output, 1, frame);
    let pink = 0;
    for (let y = Math.round(frame.height * 0.5); y < frame.height; y += 2) for (let x = 0; x < frame.width; x += 2) if (at(x, y).every((v, i) => Math.abs(v - PINK[i]!) <= 30)) pink++;
    expect(pink).toBeGreaterThan(100);
  });
});
