import { beforeAll, describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { interpretPrompt } from '../../engine/interpret/index.js';
import { renderChapter } from '../../engine/render/render-chapter.js';
import type { SceneDocument } from '../../model/scene-document.js';
import { framePixels } from './layer-harness.js';
import { ocrWords, type Word } from './video-checks.js';
import { similarity } from '../support/media.js';
import { EMOJI_COUNT, EMOJI_LINE, SCRIPT_SAMPLES } from '../support/script-samples.js';

/*
 * Every script and colour emoji in a RENDERED CHAPTER, driven as a user drives it: one prompt of titles (one scene
 * each) through the interpreter, one chapter rendered by real FFmpeg at 720p, then a frame of each scene read back.
 * Scripts are read by tesseract with their Debian language packs (test/env/prepare.sh installs them), right-to-left
 * order by the word boxes tesseract reports, and emoji by their colour pixels (the text is dark grey on off-white, so
 * any colour in a frame is the emoji font's): each cluster one coloured glyph, no boxes (tofu) and nothing left out
 * (the render's note names any text it could not draw).
 */

const run = promisify(execFile);
const W = 1280;
const H = 720;

const SAMPLES = SCRIPT_SAMPLES;


/** A frame at half size in grey (tesseract reads glyphs of 40-60 px best; a 720p title's are about twice that). */
async function halfFrame(video: string, t: number, path: string): Promise<string> {
  await run('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', '-ss', t.toFixed(3), '-i', video, '-frames:v', '1', '-vf', 'scale=iw/2:ih/2:flags=area,format=gray', path]);
  return path;
}

async function ocrText(png: string, lang: string): Promise<string> {
  const { stdout } = await run('tesseract', [png, 'stdout', '--psm', '6', '-l', lang], { maxBuffer: 8 << 20 });
  return stdout.trim();
}

describe('every script in a rendered chapter (prompt → interpreter → FFmpeg → tesseract)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'scripts-chapter-'));
  const output = join(dir, 'chapter.mp4');
  let document: SceneDocument;
  let note: string | undefined;
  /** A moment of each scene once its title is in (a title still fades in, over half a second), in the chapter. */
  const middles: number[] = [];

  beforeAll(async () => {
    const titles = [...SAMPLES.map((s) => s.text), EMOJI_LINE];
    const prompt = `minimal style, no animation, 1 second each. ${titles.map((t, i) => `scene ${i + 1}: title "${t}"`).join(' ')}`;
    const read = interpretPrompt(undefined, prompt, { assets: new Map(), chapterDuration: null });
    document = read.document;
    const result = await renderChapter({ document, format: { aspect: 'landscape', resolution: '720p' }, media: new Map(), output });
    note = result.note;
    let at = 0;
    for (const scene of document.scenes) {
      middles.push(at + scene.duration * 0.8);
      at += scene.duration;
    }
  }, 240_000);

  it('reads the prompt as one scene per title, and draws every character (nothing left out)', () => {
    const headings = document.scenes.map((s) => s.layers.filter((l) => l.type === 'text').map((l) => (l as { text: string }).text).join(' '));
    expect(headings).toEqual([...SAMPLES.map((s) => s.text), EMOJI_LINE]);
    expect(note ?? '').not.toMatch(/not drawn/);
  });

  for (const [i, s] of SAMPLES.entries()) {
    it(`reads back ${s.name} from its scene's frame`, async () => {
      const png = await halfFrame(output, middles[i]!, join(dir, `scene-${i}.png`));
      const read = await ocrText(png, s.lang);
      const score = similarity(read, s.text);
      if (process.env.SCRIPTS_TEST_REPORT) console.log(`${s.name}: read "${read}", similarity ${score.toFixed(2)}`);
      // Most read back exactly; the threshold leaves room for one or two misread glyphs.
      expect({ read, enough: score >= 0.75 }).toEqual({ read, enough: true });
    }, 60_000);
  }

  for (const [name, lang, first, second] of [
    ['Arabic', 'ara', 'مرحبا', 'بالعالم'],
    ['Hebrew', 'heb', 'שלום', 'עולם'],
  ] as const) {
    it(`orders ${name} right to left: the first word is at the right of the frame`, async () => {
      const i = SAMPLES.findIndex((s) => s.name === name);
      const png = await halfFrame(output, middles[i]!, join(dir, `order-${i}.png`));
      const words = await ocrWords(png, { languages: lang, psm: [7, 6] });
      const find = (w: string) => words.find((x: Word) => similarity(x.text, w) >= 0.6);
      expect({ read: words.map((w) => w.text), first: Boolean(find(first)), second: Boolean(find(second)) }).toMatchObject({ first: true, second: true });
      expect(find(first)!.left).toBeGreaterThan(find(second)!.left + find(second)!.width / 2);
    }, 60_000);
  }

  it('draws the emoji of a mixed line in colour, one glyph per cluster, beside the Latin words', async () => {
    const t = middles[SAMPLES.length]!;
    const at = await framePixels(output, t, { width: W, height: H });
    // Columns holding clearly coloured pixels (the text is a dark neutral, the background white).
    const coloured = new Array<number>(W).fill(0);
    let top = H;
    let bottom = 0;
    for (let y = 0; y < H; y += 1) {
      for (let x = 0; x < W; x += 1) {
        const [r, g, b] = at(x, y);
        if (Math.max(r, g, b) - Math.min(r, g, b) <= 60) continue;
        coloured[x]!++;
        top = Math.min(top, y);
        bottom = Math.max(bottom, y);
      }
    }
    // Runs of coloured columns, gaps of a few pixels bridged (a flag's white stripe, a hand's fingers).
    const runs: { from: number; to: number; pixels: number }[] = [];
    for (let x = 0; x < W; x++) {
      if (coloured[x]! < 2) continue;
      const last = runs.at(-1);
      if (last && x - last.to <= 6) {
        last.to = x;
        last.pixels += coloured[x]!;
      } else runs.push({ from: x, to: x, pixels: coloured[x]! });
    }
    const glyphs = runs.filter((r) => r.pixels > 150);
    const em = bottom - top;
    expect({ glyphs: glyphs.length, em: em > 20 }).toEqual({ glyphs: EMOJI_COUNT, em: true });
    // Each cluster is one glyph about an em wide: a ZWJ sequence or a flag drawn as its parts would be two or three.
    for (const g of glyphs) expect(g.to - g.from).toBeLessThan(em * 1.6);
    // The Latin words of the line are read, left of the emoji after them.
    const words = await ocrWords(await halfFrame(output, t, join(dir, 'emoji.png')), { psm: [7, 6] });
    const party = words.find((w) => /party/i.test(w.text));
    const time = words.find((w) => /time/i.test(w.text));
    expect({ read: words.map((w) => w.text), party: Boolean(party), time: Boolean(time) }).toMatchObject({ party: true, time: true });
    expect(party!.left * 2).toBeLessThan(glyphs[0]!.from);
    expect(time!.left * 2).toBeGreaterThan(glyphs[0]!.to);
  }, 60_000);
});
