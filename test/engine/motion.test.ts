import { beforeAll, describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import type { OutputFormat } from '../../model/format.js';
import { renderChapter } from '../../engine/render/render-chapter.js';
import { createRequire } from 'node:module';
import type { SceneDocumentInput } from '../../model/scene-document.js';
import { ffprobe } from '../support/media.js';
import { averageColour, brightBox, findPhrase, grabFrame, greyFrame, loudnessOf, makeLogo, ocrWords, textOf } from './video-checks.js';

/** The logo's letters: a bold face drawn by drawtext (a font file path). */
const LOGO_FONT = join(dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')), 'ttf', 'DejaVuSans-Bold.ttf');

/*
 * Scene documents (version 2) rendered by the real FFmpeg and checked on what the video shows: its size and length
 * per format, where OCR finds each text and when, motion between frames, blended frames at transitions, text that
 * fits, and the loudness of the mix. Scenes are short: the machine is small.
 */

const run = promisify(execFile);
const LOGO = 'ast_LOGOaaaaaaaaaaaaaaaaa';
const MUSIC = 'ast_MUSICaaaaaaaaaaaaaaaa';
const PHOTO = 'ast_PHOTOaaaaaaaaaaaaaaaa';
const CLIP = 'ast_CLIPaaaaaaaaaaaaaaaaa';

const solid = (colour: string) => ({ type: 'solid' as const, colour });

describe('motion graphics rendering (real FFmpeg, ffprobe, tesseract)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'motion-test-'));
  const media = new Map<string, string>();
  let n = 0;
  // 720p unless a test names its format: the measures below are in 720p pixels, and the machine is small (the
  // 1080p default is rendered by the first test).
  const render = async (document: SceneDocumentInput, format: OutputFormat = { aspect: 'landscape', resolution: '720p' }) => {
    const output = join(dir, `chapter-${n++}.mp4`);
    const result = await renderChapter({ document, format, media, output });
    return { output, ...result };
  };
  const frame = (video: string, seconds: number) => grabFrame(video, seconds, join(dir, `frame-${n++}.png`));

  beforeAll(async () => {
    media.set(LOGO, await makeLogo(join(dir, 'logo.png'), 'ACME', LOGO_FONT));
    // A two-tone chord at 7 kHz and 7.5 kHz: far above the narration's voice, so a band-pass hears only the music.
    const music = join(dir, 'music.wav');
    await run('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'sine=frequency=7000:sample_rate=48000:duration=3', '-f', 'lavfi', '-i', 'sine=frequency=7500:sample_rate=48000:duration=3', '-filter_complex', '[0][1]amix=inputs=2,volume=0.3', '-ac', '2', music]);
    media.set(MUSIC, music);
    const photo = join(dir, 'photo.png');
    await run('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=size=800x600:rate=1', '-frames:v', '1', photo]);
    media.set(PHOTO, photo);
    const clip = join(dir, 'clip.mp4');
    await run('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=size=320x240:rate=25:duration=1', '-c:v', 'libx264', '-pix_fmt', 'yuv420p', clip]);
    media.set(CLIP, clip);
  });

  it.each<[OutputFormat, number, number]>([
    [{ aspect: 'landscape', resolution: '720p' }, 1280, 720],
    [{ aspect: 'portrait', resolution: '720p' }, 720, 1280],
    [{ aspect: 'square', resolution: '720p' }, 720, 720],
    [{ aspect: 'landscape', resolution: '1080p' }, 1920, 1080],
  ])('renders %o at %ix%i with the scenes’ total length, the heading centred', async (format, width, height) => {
    const { output, seconds } = await render(
      {
        version: 2,
        background: { type: 'gradient', from: '#101830', to: '#3a0ca3', direction: 'diagonal' },
        scenes: [
          { duration: 1.5, layers: [{ type: 'text', role: 'heading', text: 'Launch Day', animation: { in: 'none' } }] },
          { duration: 1, transition: { type: 'crossfade', duration: 0.5 }, layers: [{ type: 'media', assetId: PHOTO, kind: 'image', fit: 'cover', kenBurns: 'zoom-in', animation: { in: 'none' } }] },
        ],
      },
      format,
    );
    expect(seconds).toBe(2.5);
    const probe = await ffprobe(output);
    expect(probe.streams.find((s) => s.codec_type === 'video')).toMatchObject({ codec_name: 'h264', width, height, pix_fmt: 'yuv420p', r_frame_rate: '30/1' });
    expect(probe.streams.find((s) => s.codec_type === 'audio')).toMatchObject({ codec_name: 'aac', sample_rate: '48000', channels: 2 });
    expect(Number(probe.format.duration)).toBeCloseTo(2.5, 1);
    const heading = findPhrase(await ocrWords(await frame(output, 0.8)), 'Launch Day');
    expect(heading).toBeDefined();
    expect(Math.abs(heading!.cx - width / 2)).toBeLessThan(width * 0.05);
    expect(Math.abs(heading!.cy - height / 2)).toBeLessThan(height * 0.1);
  });

  it.each<[OutputFormat, number, number]>([
    [{ aspect: 'landscape', resolution: '720p' }, 1280, 720],
    [{ aspect: 'portrait', resolution: '720p' }, 720, 1280],
  ])('puts the heading at the top, the logo top-right and the lower third low and left (%o)', async (format, W, H) => {
    const { output } = await render(
      {
        version: 2,
        theme: 'minimal',
        background: solid('#f2f2f2'),
        scenes: [
          {
            duration: 2,
            layers: [
              { type: 'text', role: 'heading', text: 'Northwind Traders', placement: 'top', animation: { in: 'none' } },
              { type: 'logo', assetId: LOGO, placement: 'top-right', scale: 0.22, animation: { in: 'fade', duration: 0.3 } },
              { type: 'text', role: 'name', text: 'Maria Lopez', animation: { in: 'slide-right', duration: 0.4 } },
              { type: 'text', role: 'role', text: 'Head of Sales', animation: { in: 'slide-right', duration: 0.4 } },
            ],
          },
        ],
      },
      format,
    );
    const words = await ocrWords(await frame(output, 1.5));
    // The heading may wrap beside the logo: its first word is enough.
    const heading = findPhrase(words, 'Northwind');
    const logo = findPhrase(words, 'ACME');
    const role = findPhrase(words, 'Head of Sales');
    expect({ heading, logo, role }).toEqual({ heading: expect.anything(), logo: expect.anything(), role: expect.anything() });
    // Heading: top quarter. Logo: the top-right corner, inside the 5 % margins.
    expect(heading!.cy).toBeLessThan(H * 0.25);
    expect(logo!.cx).toBeGreaterThan(W * 0.6);
    expect(logo!.cy).toBeLessThan(H * 0.25);
    expect(logo!.right).toBeLessThan(W * 0.95);
    expect(logo!.cy).toBeLessThan(heading!.cy + H * 0.1);
    // Lower third: below 60 % of the height, left-aligned, the name right above its role. On a plain fill it has no
    // panel (a block gets a backdrop only where it overlaps a picture): the fill shows left of the name.
    expect(role!.top).toBeGreaterThan(H * 0.6);
    expect(role!.left).toBeLessThan(W * 0.2);
    const roleH = role!.bottom - role!.top;
    const [r, g, b] = await averageColour(output, 1.5, { x: Math.max(0, Math.round(role!.left - roleH * 0.9)), y: Math.round(role!.top - roleH * 2.4), w: Math.round(roleH * 0.5), h: Math.round(roleH * 0.5) });
    expect(Math.min(r, g, b)).toBeGreaterThan(215);
    const name = findPhrase(words, 'Maria Lopez');
    if (name) expect(role!.top).toBeGreaterThan(name.bottom - 4);
  });

  it('draws pictures in their boxes: a Ken Burns image in the left half, a looped video in a corner box', async () => {
    const { output } = await render({
      version: 2,
      background: solid('#000000'),
      scenes: [
        {
          duration: 2.5,
          layers: [
            { type: 'media', assetId: PHOTO, kind: 'image', placement: 'left-half', fit: 'cover', kenBurns: 'zoom-in', animation: { in: 'none' } },
            { type: 'media', assetId: CLIP, kind: 'video', placement: { x: 0.6, y: 0.6, w: 0.3, h: 0.3 }, fit: 'cover', animation: { in: 'none' } },
          ],
        },
      ],
    });
    const [a, b] = await Promise.all([greyFrame(output, 0.2), greyFrame(output, 2.2)]);
    const meanDiff = (x0: number, y0: number, x1: number, y1: number) => {
      let sum = 0;
      for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) sum += Math.abs(a.pixels[y * a.width + x]! - b.pixels[y * b.width + x]!);
      return sum / ((x1 - x0) * (y1 - y0));
    };
    // The left half moves (the zoom); the empty top right only has the background's slow drift and soft light (a few
    // levels over black), nothing of the pictures.
    expect(meanDiff(0, 0, 640, 720)).toBeGreaterThan(8);
    expect(meanDiff(700, 0, 1280, 400)).toBeLessThan(1);
    expect((await averageColour(output, 1, { x: 700, y: 40, w: 500, h: 300 }))[0]).toBeLessThan(32);
    // The video (1 s, looped) fills its box: 0.6..0.9 of the frame; outside it, the background.
    const inside = await averageColour(output, 1.7, { x: 790, y: 450, w: 350, h: 190 });
    expect(Math.max(...inside)).toBeGreaterThan(40);
    expect(Math.max(...(await averageColour(output, 1.7, { x: 1160, y: 450, w: 100, h: 190 })))).toBeLessThan(8);
    expect((await brightBox(await greyFrame(output, 1.7), 30))!.left).toBeLessThan(640);
  });

  it('reveals list items one after another, in order', async () => {
    const { output } = await render({
      version: 2,
      background: solid('#1e1e2e'),
      scenes: [
        {
          duration: 3.5,
          layers: [{ type: 'list', items: ['Plan the route', 'Pack the tent', 'Light the fire'], numbered: true, stagger: 1, start: 0.2, animation: { in: 'fade', duration: 0.3 } }],
        },
      ],
    });
    const early = await ocrWords(await frame(output, 0.8));
    expect(findPhrase(early, 'Plan the route')).toBeDefined();
    expect(findPhrase(early, 'Pack the tent')).toBeUndefined();
    expect(findPhrase(early, 'Light the fire')).toBeUndefined();
    const middle = await ocrWords(await frame(output, 1.8));
    expect(findPhrase(middle, 'Pack the tent')).toBeDefined();
    expect(findPhrase(middle, 'Light the fire')).toBeUndefined();
    const late = await ocrWords(await frame(output, 3));
    const boxes = ['Plan the route', 'Pack the tent', 'Light the fire'].map((item) => findPhrase(late, item));
    expect(boxes.every(Boolean)).toBe(true);
    expect(boxes[0]!.cy).toBeLessThan(boxes[1]!.cy);
    expect(boxes[1]!.cy).toBeLessThan(boxes[2]!.cy);
    // Left-aligned items, numbered.
    expect(Math.abs(boxes[0]!.left - boxes[2]!.left)).toBeLessThan(6);
    expect(textOf(late)).toMatch(/1\.?\s*Plan/);
  });

  it('moves text: a slide travels and settles, a pop grows, a typewriter types', async () => {
    const { output } = await render({
      version: 2,
      background: solid('#000000'),
      scenes: [
        // Starts a few frames in: a slide that opens the video fades in instead (its first frame is the thumbnail).
        { duration: 1.2, layers: [{ type: 'text', role: 'heading', text: 'Sliding in', start: 0.1, animation: { in: 'slide-left', duration: 0.7 } }] },
        // Cuts: the entrances start at each scene's first frame (the default crossfade would overlap them).
        { duration: 1, transition: { type: 'cut', duration: 0.1 }, layers: [{ type: 'text', role: 'heading', text: 'POP', animation: { in: 'pop', duration: 0.6 } }] },
        { duration: 1.5, transition: { type: 'cut', duration: 0.1 }, layers: [{ type: 'text', role: 'heading', text: 'Typed one letter at a time', animation: { in: 'typewriter', duration: 1 } }] },
      ],
    });
    const slide = await Promise.all([0.15, 0.35, 0.85, 0.97].map(async (t) => brightBox(await greyFrame(output, t))));
    expect(slide[0]!.left).toBeGreaterThan(slide[1]!.left + 50);
    expect(slide[1]!.left).toBeGreaterThan(slide[2]!.left + 20);
    // Settled (the entrance ends at 0.8 s, the exit starts at 1.0 s): held text only drifts slowly, a few pixels.
    expect(Math.abs(slide[2]!.left - slide[3]!.left)).toBeLessThanOrEqual(8);
    expect(Math.abs(slide[2]!.top - slide[3]!.top)).toBeLessThanOrEqual(8);
    const pop = await Promise.all([1.25, 1.45, 2.0].map(async (t) => brightBox(await greyFrame(output, t), 30)));
    const width = (b: { left: number; right: number } | undefined) => (b ? b.right - b.left : 0);
    expect(width(pop[0])).toBeLessThan(width(pop[1]));
    expect(width(pop[0])).toBeLessThan(width(pop[2]) * 0.75);
    const typed = await Promise.all([2.4, 2.8, 3.5].map(async (t) => brightBox(await greyFrame(output, t))));
    // Typing starts where the block's first line is (a balanced two-line block: the first line starts inside the
    // block's box, within a few pixels of held drift).
    expect(Math.abs(typed[0]!.top - typed[2]!.top)).toBeLessThanOrEqual(8);
    expect(typed[0]!.left).toBeGreaterThanOrEqual(typed[2]!.left - 8);
    expect(width(typed[0])).toBeLessThan(width(typed[1]));
    expect(width(typed[1])).toBeLessThan(width(typed[2]));
    expect(findPhrase(await ocrWords(await frame(output, 3.5)), 'Typed one letter at a time')).toBeDefined();
  });

  it('blends scenes at transitions instead of cutting (crossfade, wipe, slide, fade through black)', async () => {
    const { output, seconds } = await render({
      version: 2,
      // Still: pure black and white scenes (the background's soft light would lift black and dim white), the
      // transitions asked for explicitly.
      still: true,
      background: solid('#000000'),
      scenes: [
        { duration: 1.5 },
        { duration: 1.5, background: solid('#ffffff'), transition: { type: 'crossfade', duration: 0.6 } },
        { duration: 1.5, background: solid('#000000'), transition: { type: 'wipe-left', duration: 0.6 }, layers: [{ type: 'text', role: 'heading', text: 'STAY', animation: { in: 'none' } }] },
        { duration: 1.5, background: solid('#ffffff'), transition: { type: 'slide-left', duration: 0.6 } },
        { duration: 1.5, background: solid('#ffffff'), transition: { type: 'fade-black', duration: 0.6 } },
      ],
    });
    expect(seconds).toBe(7.5);
    expect(Number((await ffprobe(output)).format.duration)).toBeCloseTo(7.5, 1);
    const centre = { x: 560, y: 320, w: 160, h: 80 };
    const grey = async (t: number, box = centre) => (await averageColour(output, t, box))[0];
    // Crossfade (1.5 s → 2.1 s): black, then grey in between, then white.
    expect(await grey(1.4)).toBeLessThan(20);
    const blended = await grey(1.8);
    expect(blended).toBeGreaterThan(70);
    expect(blended).toBeLessThan(185);
    expect(await grey(2.2)).toBeGreaterThan(235);
    // Wipe-left (3 s → 3.6 s): halfway, the old scene on the left, the new one uncovered on the right.
    const left = { x: 40, y: 40, w: 200, h: 100 };
    const right = { x: 1040, y: 40, w: 200, h: 100 };
    expect(await grey(3.3, left)).toBeGreaterThan(235);
    expect(await grey(3.3, right)).toBeLessThan(20);
    // Slide-left (4.5 s → 5.1 s): the incoming scene pushes the outgoing one out, its heading with it (a crossfade's
    // texts leave first, so two texts are never blended; a push that began after they left slid an empty background).
    const still = findPhrase(await ocrWords(await frame(output, 4.0)), 'STAY');
    const pushed = findPhrase(await ocrWords(await frame(output, 4.64)), 'STAY');
    expect(still).toBeTruthy();
    expect(pushed).toBeTruthy();
    expect(pushed!.cx).toBeLessThan(still!.cx - 100);
    // Fade through black (6 s → 6.6 s): white, black in the middle, white again.
    expect(await grey(5.9)).toBeGreaterThan(235);
    expect(await grey(6.3)).toBeLessThan(40);
    expect(await grey(6.8)).toBeGreaterThan(235);
  });

  it('fits a long text and a ten-item list in portrait without cutting anything off', async () => {
    const long =
      'Every great journey begins with a single step, and ours began in a small garage where three friends decided that ' +
      'making videos should be as simple as writing a sentence about them, for everyone, everywhere, in every language they speak.';
    const items = ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo', 'Foxtrot', 'Golf', 'Hotel', 'India', 'Juliet'].map((w) => `${w} checkpoint reached`);
    const { output } = await render(
      {
        version: 2,
        background: solid('#14213d'),
        scenes: [
          { duration: 1, layers: [{ type: 'text', role: 'body', text: long, size: 'huge', animation: { in: 'none' } }] },
          { duration: 1, layers: [{ type: 'list', items, numbered: true, stagger: 0, placement: 'full', animation: { in: 'none' } }] },
        ],
      },
      { aspect: 'portrait', resolution: '720p' },
    );
    const text = await greyFrame(output, 0.5);
    const textBox = brightBox(text)!;
    expect(textBox.left).toBeGreaterThan(20);
    expect(textBox.right).toBeLessThan(700);
    const words = await ocrWords(await frame(output, 0.5));
    expect(findPhrase(words, 'Every great journey')).toBeDefined();
    expect(findPhrase(words, 'every language they speak')).toBeDefined();
    const list = await ocrWords(await frame(output, 1.5));
    const found = items.map((item) => findPhrase(list, item));
    expect(found.map((f, i) => (f ? items[i] : `missing: ${items[i]}`))).toEqual(items);
    for (let i = 1; i < found.length; i++) expect(found[i]!.cy).toBeGreaterThan(found[i - 1]!.cy);
    expect(found[9]!.bottom).toBeLessThan(1280 * 0.96);
  });

  it('renders accented Latin and symbols verbatim', async () => {
    const { output } = await render({
      version: 2,
      theme: 'minimal',
      background: solid('#ffffff'),
      scenes: [
        {
          duration: 1,
          layers: [
            { type: 'text', role: 'heading', text: 'Café über niño façade', placement: 'upper-third', animation: { in: 'none' } },
            { type: 'text', role: 'heading', text: "€20, 100%: it's a\\b", placement: 'lower-third', animation: { in: 'none' } },
          ],
        },
      ],
    });
    // Tesseract needs the French, German and Spanish models for the accents (test/env/prepare.sh installs them).
    const { stdout } = await run('tesseract', ['--list-langs']);
    for (const lang of ['fra', 'deu', 'spa']) expect(stdout.split('\n')).toContain(lang);
    const text = textOf(await ocrWords(await frame(output, 0.5), { languages: 'fra+deu+spa+eng', psm: [11] }));
    expect(text).toContain('Café über niño façade');
    // Every character drawtext would have read as syntax (`:` `'` `%` `,` and the backslash) is drawn. Tesseract reads
    // Inter's thin backslash as a stroke ('l' or '|'): the glyph is there, not dropped (that would read "ab").
    expect(text).toMatch(/€20, 100%: it's a[\\|l/]b/);
  });

  it('ducks the soundtrack under the narration, fades it out, and levels chapters to the same loudness', async () => {
    const { output } = await render({
      version: 2,
      background: solid('#000000'),
      scenes: [{ duration: 4.5 }],
      soundtrack: { assetId: MUSIC, fadeIn: 0, fadeOut: 1, duck: true },
      narration: { text: 'Welcome to the show.' },
    });
    // The music alone (band-passed around its 7 kHz tones): low while the narration speaks (its first second),
    // full after it, lower again as it fades out at the end.
    const music = 'bandpass=f=7250:width_type=h:w=1200,bandpass=f=7250:width_type=h:w=1200';
    const ducked = await loudnessOf(output, 0.2, 0.6, music);
    const full = await loudnessOf(output, 2.2, 1, music);
    const fading = await loudnessOf(output, 3.9, 0.5, music);
    expect(full - ducked).toBeGreaterThan(8);
    expect(full - fading).toBeGreaterThan(3);

    const musicOnly = await render({ version: 2, background: solid('#000000'), scenes: [{ duration: 3 }], soundtrack: { assetId: MUSIC, fadeIn: 0, fadeOut: 0, duck: true } });
    const speechOnly = await render({ version: 2, background: solid('#000000'), scenes: [{ duration: 3 }], narration: { text: 'Every chapter should sound equally loud.' } });
    const a = await loudnessOf(musicOnly.output, 0, 3);
    const b = await loudnessOf(speechOnly.output, 0, 3);
    expect(Math.abs(a - -16)).toBeLessThan(1.5);
    expect(Math.abs(b - -16)).toBeLessThan(2.5);
    // "Quiet music": the soundtrack's volume sets it that many dB under its usual level.
    const quiet = await render({ version: 2, background: solid('#000000'), scenes: [{ duration: 3 }], soundtrack: { assetId: MUSIC, fadeIn: 0, fadeOut: 0, duck: true, volume: -10 } });
    expect(Math.abs((await loudnessOf(quiet.output, 0, 3)) - (a - 10))).toBeLessThan(1);
  });
});
