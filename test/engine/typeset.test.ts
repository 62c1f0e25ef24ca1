import { describe, expect, it, beforeAll } from '@jest/globals';
import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { captionSteps } from '../../engine/render/captions/captions.js';
import { renderChapter } from '../../engine/render/render-chapter.js';
import { DEFAULT_FORMAT, frameSize } from '../../model/format.js';
import { findPhrase, grabFrame, ocrWords, type Word } from './video-checks.js';
import { renderClip } from './layer-harness.js';

const run = promisify(execFile);

/*
 * The typesetter on rendered frames: real FFmpeg, frames read back with tesseract and compared by hash. One chapter
 * of three scenes (a hero title with its subtitle, a body text, a tutorial title with a lower third; crossfades
 * between them) and a 9:16 caption clip.
 */

// The default format's frame (1080p since issue 27): the measures below are fractions of it.
const { width: W } = frameSize(DEFAULT_FORMAT);
const SAFE_W = W * 0.9;

async function frameHashes(video: string): Promise<string[]> {
  const { stdout } = await run('ffmpeg', ['-v', 'error', '-i', video, '-map', '0:v', '-f', 'framemd5', '-'], { maxBuffer: 64 * 1024 * 1024 });
  return stdout.split('\n').filter((l) => l && !l.startsWith('#')).map((l) => l.split(',').at(-1)!.trim());
}

/** Words grouped into lines by their vertical centres. */
function linesOf(words: readonly Word[]): Word[][] {
  const lines: Word[][] = [];
  for (const w of [...words].sort((a, b) => a.top - b.top || a.left - b.left)) {
    const line = lines.find((l) => Math.abs(l[0]!.top + l[0]!.height / 2 - (w.top + w.height / 2)) < l[0]!.height * 0.5);
    if (line) {
      if (!line.some((o) => Math.abs(o.left - w.left) < 4)) line.push(w);
    } else lines.push([w]);
  }
  return lines;
}

describe('typeset text on rendered frames (real FFmpeg, tesseract)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'typeset-test-'));
  const video = join(dir, 'chapter.mp4');
  beforeAll(async () => {
    await renderChapter({
      document: {
        version: 2,
        theme: 'classic',
        background: { type: 'solid', colour: '#14213d' },
        scenes: [
          { duration: 4, layers: [{ type: 'text', role: 'heading', text: 'Summer Sale' }, { type: 'text', role: 'subtitle', text: 'Everything thirty percent off this weekend' }] },
          { duration: 4, transition: { type: 'crossfade', duration: 0.5 }, layers: [{ type: 'text', role: 'body', placement: { x: 0.3, y: 0.3, w: 0.4, h: 0.4 }, text: 'Our sales grew by forty percent year over year' }] },
          {
            duration: 4,
            transition: { type: 'crossfade', duration: 0.5 },
            layers: [
              { type: 'text', role: 'heading', text: 'How to brew pour-over coffee at home' },
              { type: 'text', role: 'name', text: 'Maya Chen' },
              { type: 'text', role: 'role', text: 'Head barista' },
            ],
          },
        ],
      } as never,
      media: new Map(),
      output: video,
    });
  }, 300_000);

  it('shows the first scene\'s title on the very first frame (the thumbnail)', async () => {
    const words = await ocrWords(await grabFrame(video, 0, join(dir, 'first.png')));
    expect(findPhrase(words, 'Summer Sale')).toBeDefined();
  }, 60_000);

  it('grows a two-word hero title to 50-80 % of the safe width, its subtitle about a cap height below', async () => {
    const words = await ocrWords(await grabFrame(video, 2, join(dir, 'hero.png')));
    const title = findPhrase(words, 'Summer Sale')!;
    const subtitle = findPhrase(words, 'Everything thirty percent')!;
    expect(title).toBeDefined();
    expect(subtitle).toBeDefined();
    const width = (title.right - title.left) / SAFE_W;
    expect(width).toBeGreaterThanOrEqual(0.5);
    expect(width).toBeLessThanOrEqual(0.8);
    // "Summer Sale" has no descenders: its box is its cap height. The gap to the subtitle is about one cap height,
    // not a third of the frame.
    const cap = title.bottom - title.top;
    const gap = subtitle.top - title.bottom;
    expect(gap).toBeGreaterThan(0.3 * cap);
    expect(gap).toBeLessThan(1.6 * cap);
  }, 60_000);

  it('breaks a body text with no one-word last line', async () => {
    const words = await ocrWords(await grabFrame(video, 6.5, join(dir, 'body.png')), { psm: [11] });
    const lines = linesOf(words.filter((w) => /\p{L}/u.test(w.text)));
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(line.length).toBeGreaterThan(1);
  }, 60_000);

  it('keeps the lower third clear of the tutorial title', async () => {
    const words = await ocrWords(await grabFrame(video, 10.5, join(dir, 'tutorial.png')));
    const title = findPhrase(words, 'coffee at home') ?? findPhrase(words, 'pour-over coffee');
    // Tesseract reads the role (white on near-black) reliably; the name (white on the accent) sits above it.
    const role = findPhrase(words, 'Head barista');
    expect(title).toBeDefined();
    expect(role).toBeDefined();
    const nameHeight = role!.bottom - role!.top;
    // The name's panel (about twice the role's height and its padding) fits between the title and the role.
    expect(role!.top - title!.bottom).toBeGreaterThan(nameHeight * 2.5);
  }, 60_000);

  it('lets texts leave before a transition: no text of the outgoing scene in the crossfade', async () => {
    // Scene 1 ends at 4 s; the crossfade into scene 2 runs 4.0-4.5 s.
    const words = await ocrWords(await grabFrame(video, 4.2, join(dir, 'blend.png')));
    expect(findPhrase(words, 'Summer')).toBeUndefined();
    expect(findPhrase(words, 'Everything')).toBeUndefined();
  }, 60_000);

  it('keeps held text alive: no still stretch over 2.5 s, no frame drawn twice during an entrance', async () => {
    const hashes = await frameHashes(video);
    let run = 0;
    let longest = 0;
    let same = 0;
    for (let i = 1; i < hashes.length; i++) {
      if (hashes[i] === hashes[i - 1]) {
        same++;
        run++;
        longest = Math.max(longest, run);
      } else run = 0;
    }
    expect(longest / 30).toBeLessThan(2.5);
    // Held poses change every other frame; on a plain fill that is about half the frames (the moving background
    // does the rest).
    expect(same / hashes.length).toBeLessThan(0.6);
    // The first scene's entrance (its first 15 frames): every frame differs from the one before.
    for (let i = 1; i < 12; i++) expect(hashes[i]).not.toBe(hashes[i - 1]);
  }, 60_000);

  it('sizes 9:16 captions for reading, in the middle band', async () => {
    const out = join(dir, 'captions.mp4');
    const frame = { width: 720, height: 1280 };
    await renderClip(join(dir, 'cap'), { frame, seconds: 2, background: '#2a2a2a' }, (ctx, input) => captionSteps([{ start: 0, end: 2, text: 'Follow for more coffee tips' }], ctx, input), out);
    const words = await ocrWords(await grabFrame(out, 1, join(dir, 'caption.png')));
    const phrase = findPhrase(words, 'coffee tips') ?? findPhrase(words, 'Follow for more');
    expect(phrase).toBeDefined();
    expect(phrase!.cy / frame.height).toBeGreaterThan(0.55);
    expect(phrase!.cy / frame.height).toBeLessThan(0.75);
    // A capital's height about 3 % of the frame's height, not 1.5 %.
    const tall = words.filter((w) => /^[A-Z][a-z]*$/.test(w.text)).map((w) => w.height);
    expect(Math.max(...tall) / frame.height).toBeGreaterThan(0.024);
  }, 120_000);
});
