import { describe, expect, it } from '@jest/globals';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Word } from '../engine/video-checks.js';
import { contrastRatio, hexRgb, inRange, oklch } from './colour-science.js';
import { coverRatio, flatness, NOT_FLAT_EDGE_SHARE, regionColour } from './frame-metrics.js';
import { BRIEFS } from './briefs.js';
import { formatTable, saidIn, unrendered } from './metrics.js';
import { runBriefs } from './run-briefs.js';
import { greyOf, probeVideo, rgbFrameAt } from './frames.js';
import { kenBurnsFromTracks, measureKenBurns, measureMotion, motionFromDiffs, type Point } from './motion-metrics.js';
import { markerPicture, scenicPicture } from './pictures.js';
import { blockGap, findText, hasOneWordLastLine, heroWidth, linesOf, overlappingTexts, readFrame, readFrameGrey, wordContrast } from './text-metrics.js';
import { ffmpeg, FONT, lavfiVideo, svgPng, svgVideo } from './synthetic.js';

/*
 * The instrument checked on videos and frames whose answer is known before it measures the renderer: a still
 * stretch of exactly 3 s, a frame repeated on purpose, a letterboxed picture of known height, markers moved by exact
 * sub-pixel steps, text of known colours and places. Encoded as the engine encodes (x264, CRF 21, 2 s GOP).
 */

const dir = mkdtempSync(join(tmpdir(), 'design-metrics-'));
const word = (text: string, left: number, top: number, width: number, height: number): Word => ({ text, left, top, width, height, conf: 90 });

describe('motion metrics on synthetic videos', () => {
  it('a 5 s video with a 3 s freeze reports a 3 s still and 89 of 149 frames frozen (testsrc2 moves every frame)', async () => {
    // Frames 31..119 all become frame 30: frames 30..119 show one picture for 90 frames (3 s).
    const video = await lavfiVideo(join(dir, 'freeze.mp4'), 'testsrc2=s=640x360:r=30:d=5', 'split[a][b];[a][b]freezeframes=first=31:last=119:replace=30');
    const info = await probeVideo(video);
    const motion = await measureMotion(video, info);
    expect(motion.frames).toBe(150);
    expect(motion.longestStillSeconds).toBeCloseTo(3, 1);
    expect(motion.longestStillAt).toBeCloseTo(1, 1);
    expect(motion.frozenShare).toBeCloseTo(89 / 149, 2);
    expect(motion.repeatedInMotion).toEqual([]);
  }, 120_000);

  it('a still picture re-encoded with keyframes every 2 s is all frozen (codec noise is not motion)', async () => {
    const video = await lavfiVideo(join(dir, 'still.mp4'), 'color=c=0x203050:s=640x360:r=30:d=5',
      `drawtext=fontfile=${FONT}:text=Still title:fontsize=48:fontcolor=white:x=(w-text_w)/2:y=(h-text_h)/2`);
    const motion = await measureMotion(video, await probeVideo(video));
    expect(motion.frozenShare).toBeGreaterThan(0.98);
    expect(motion.longestStillSeconds).toBeGreaterThan(4.9);
  }, 120_000);

  it('a slow sub-pixel drift of a title is motion in every frame', async () => {
    // 0.25 px a frame: 7.5 px a second, the kind of "life" the issue asks for.
    const video = await svgVideo(dir, 'drift', 60, (i) => `<rect width="640" height="360" fill="#203050"/><text x="${120 + i * 0.25}" y="190" font-size="48" fill="#fff">Drifting title</text>`);
    const motion = await measureMotion(video, await probeVideo(video));
    expect(motion.frozenShare).toBeLessThan(0.1);
    expect(motion.longestStillSeconds).toBeLessThan(0.2);
  }, 120_000);

  it('finds a frame drawn twice inside a motion and a one-frame glitch on a still', async () => {
    const twice = await lavfiVideo(join(dir, 'twice.mp4'), 'testsrc2=s=640x360:r=30:d=2', 'split[a][b];[a][b]freezeframes=first=30:last=30:replace=29');
    const m1 = await measureMotion(twice, await probeVideo(twice));
    expect(m1.repeatedInMotion).toEqual([30]);
    const glitch = await lavfiVideo(join(dir, 'glitch.mp4'), 'color=c=0x203050:s=640x360:r=30:d=2', "drawbox=x=200:y=100:w=200:h=120:color=white:t=fill:enable='eq(n,30)'");
    const m2 = await measureMotion(glitch, await probeVideo(glitch));
    expect(m2.glitches).toEqual([30]);
    expect(m2.repeatedInMotion).toEqual([]);
  }, 120_000);
});

describe('frames drawn twice', () => {
  it('counts a repeat inside a motion, but not at a keyframe, whose re-encoding hides a slow step', () => {
    const moving = { changedShare: 0.01, bigShare: 0.0005 };
    const still = { changedShare: 0, bigShare: 0 };
    const diffs = Array.from({ length: 90 }, (_, i) => (i === 30 || i === 60 ? still : moving));
    expect(motionFromDiffs(diffs, [], 30, new Set([0])).repeatedInMotion).toEqual([30, 60]);
    // Frame 60 a keyframe: a slow move measures "equal" there (bigShare under its threshold), and is not a repeat.
    const atKeyframe = diffs.map((d, i) => (i === 60 ? moving : d));
    expect(motionFromDiffs(atKeyframe, [], 30, new Set([0, 60])).repeatedInMotion).toEqual([30]);
  });
});

describe('Ken Burns tracking', () => {
  it('tells a smooth sub-pixel zoom-out from one moving in whole-pixel steps, and finds a zoom that grows again', async () => {
    const marker = `data:image/png;base64,${markerPicture(800, 600).toString('base64')}`;
    // The picture drawn at an exact scale per frame around the frame's centre (resvg anti-aliases sub-pixel sizes).
    const at = (scale: number) => `<g transform="translate(320 180) scale(${scale}) translate(-400 -300)"><image href="${marker}" width="800" height="600"/></g>`;
    const smooth = await svgVideo(dir, 'kb-smooth', 45, (i) => at(1.2 - (0.1 * i) / 44));
    const s = await measureKenBurns(smooth, await probeVideo(smooth));
    expect(s.tracked).toBe(45);
    expect(s.direction).toBe(-1);
    expect(s.reversals).toBe(0);
    expect(s.jerkPx).toBeLessThan(0.35);
    // Whole-pixel steps of the marker spread: the scale moves on every other frame only (2, 0, 2, 0 px at the markers).
    const steppy = await svgVideo(dir, 'kb-steps', 45, (i) => at(1.2 - (0.1 * (2 * Math.floor(i / 2))) / 44));
    const j = await measureKenBurns(steppy, await probeVideo(steppy));
    expect(j.jerkPx).toBeGreaterThan(0.35);
    expect(j.maxJerkPx).toBeGreaterThan(0.5);
    // A zoom-out that grows again for a few frames.
    const back = await svgVideo(dir, 'kb-back', 45, (i) => at(1.2 - (0.1 * (i < 20 ? i : i < 25 ? 40 - i : i - 10)) / 44));
    expect((await measureKenBurns(back, await probeVideo(back))).reversals).toBeGreaterThanOrEqual(4);
  }, 240_000);

  it('measures jerk and reversals from tracks exactly', () => {
    const track = (f: (i: number) => number): Point[][] => Array.from({ length: 30 }, (_, i) => [{ x: 100 - f(i), y: 100 - f(i) }, { x: 200 + f(i), y: 200 + f(i) }]);
    expect(kenBurnsFromTracks(track((i) => i * 0.3)).jerkPx).toBeCloseTo(0, 6);
    const stepped = kenBurnsFromTracks(track((i) => 2 * Math.ceil(i / 2)));
    // Velocity alternates 2·√2 and 0 px per frame at each marker: the velocity changes by 2√2 px every frame.
    expect(stepped.jerkPx).toBeCloseTo(2 * Math.SQRT2, 3);
    expect(stepped.direction).toBe(1);
    expect(stepped.heldFrames).toBe(14);
  });
});

describe('frame metrics', () => {
  it('measures a letterboxed picture: a 640x270 band in a 640x360 frame covers 0.75, a 202-px pillarbox in 1:1 0.316', async () => {
    // The briefs' own kind of picture: texture over its whole area.
    const picture = (w: number, h: number, name: string) => {
      const path = join(dir, name);
      writeFileSync(path, scenicPicture(w, h));
      return path;
    };
    const band = join(dir, 'band.mp4');
    await ffmpeg(['-f', 'lavfi', '-i', 'color=c=0x101828:s=640x360:r=30:d=1', '-loop', '1', '-i', picture(640, 270, 'band.png'), '-filter_complex', '[0][1]overlay=0:45', '-c:v', 'libx264', '-crf', '21', '-pix_fmt', 'yuv420p', '-t', '1', band]);
    const info = await probeVideo(band);
    const cover = coverRatio(greyOf(await rgbFrameAt(band, 0.5, info)));
    expect(cover.ratio).toBeGreaterThan(0.74);
    expect(cover.ratio).toBeLessThan(0.76);
    expect(cover.bars.top).toBeGreaterThanOrEqual(44);
    expect(cover.bars.top).toBeLessThanOrEqual(46);
    // A gradient behind the bars, and the picture as a pillar in a square: 202/640 of the width.
    const pillar = join(dir, 'pillar.mp4');
    // A fixed seed: the source's default (-1) draws a new gradient each run, and one in CI moved the measured edge 5 px.
    await ffmpeg(['-f', 'lavfi', '-i', 'gradients=s=640x640:c0=0x102040:c1=0x402010:r=30:d=1:speed=0.00001:seed=3', '-loop', '1', '-i', picture(202, 640, 'pillar.png'), '-filter_complex', '[0][1]overlay=219:0', '-c:v', 'libx264', '-crf', '21', '-pix_fmt', 'yuv420p', '-t', '1', pillar]);
    const p = coverRatio(greyOf(await rgbFrameAt(pillar, 0.5, await probeVideo(pillar))));
    expect(p.ratio).toBeCloseTo(202 / 640, 2);
    // A picture filling the frame.
    const full = join(dir, 'full.mp4');
    await ffmpeg(['-loop', '1', '-i', picture(640, 360, 'full.png'), '-c:v', 'libx264', '-crf', '21', '-pix_fmt', 'yuv420p', '-t', '1', full]);
    expect(coverRatio(greyOf(await rgbFrameAt(full, 0.5, await probeVideo(full)))).ratio).toBe(1);
  }, 120_000);

  it('tells a flat first frame (a colour, a gradient) from one with a title', async () => {
    const flat = await lavfiVideo(join(dir, 'flat.mp4'), 'gradients=s=640x360:c0=0x102040:c1=0x803060:r=30:d=1:speed=0.00001:seed=3');
    const titled = await lavfiVideo(join(dir, 'titled.mp4'), 'color=c=0x102040:s=640x360:r=30:d=1', `drawtext=fontfile=${FONT}:text=Hi:fontsize=40:fontcolor=white:x=300:y=160`);
    expect(flatness(greyOf(await rgbFrameAt(flat, 0, await probeVideo(flat)))).edgeShare).toBeLessThan(NOT_FLAT_EDGE_SHARE);
    expect(flatness(greyOf(await rgbFrameAt(titled, 0, await probeVideo(titled)))).edgeShare).toBeGreaterThan(NOT_FLAT_EDGE_SHARE);
  }, 120_000);

  it('reads BT.709 tags and the colour a player shows, whichever matrix the video was encoded with', async () => {
    const tagged = await lavfiVideo(join(dir, 'bt709.mp4'), 'color=c=0xFF6B35:s=640x360:r=30:d=1', 'scale=out_color_matrix=bt709:out_range=tv', ['-colorspace', 'bt709', '-color_primaries', 'bt709', '-color_trc', 'bt709', '-color_range', 'tv']);
    const untagged = await lavfiVideo(join(dir, 'bt601.mp4'), 'color=c=0xFF6B35:s=640x360:r=30:d=1');
    const t = await probeVideo(tagged);
    expect([t.colorSpace, t.colorPrimaries, t.colorTransfer]).toEqual(['bt709', 'bt709', 'bt709']);
    const u = await probeVideo(untagged);
    expect(u.colorSpace).toBeUndefined();
    for (const [video, info] of [[tagged, t], [untagged, u]] as const) {
      const { rgb } = regionColour(await rgbFrameAt(video, 0.5, info), { x: 0.1, y: 0.1, w: 0.2, h: 0.2 });
      const [r, g, b] = hexRgb('#FF6B35');
      expect(Math.abs(rgb[0] - r) + Math.abs(rgb[1] - g) + Math.abs(rgb[2] - b)).toBeLessThanOrEqual(12);
    }
  }, 120_000);
});

describe('colour science', () => {
  it('gives WCAG ratios and OKLCH values of known colours', () => {
    expect(contrastRatio([255, 255, 255], [0, 0, 0])).toBeCloseTo(21, 5);
    expect(contrastRatio([255, 255, 255], [119, 119, 119])).toBeCloseTo(4.48, 2);
    const brown = oklch(hexRgb('#7B4A2D'));
    expect(brown.h).toBeGreaterThan(45);
    expect(brown.h).toBeLessThan(55);
    // CSS brown reads red, CSS darkgray is lighter than gray: the ranges the briefs use tell them apart.
    const warmBrown = { l: [0.32, 0.58] as [number, number], c: [0.04, 0.13] as [number, number], h: [38, 75] as [number, number] };
    expect(inRange(brown, warmBrown)).toBe(true);
    expect(inRange(oklch(hexRgb('#A52A2A')), warmBrown)).toBe(false);
    expect(oklch(hexRgb('#A9A9A9')).l).toBeGreaterThan(oklch(hexRgb('#808080')).l);
    expect(inRange(oklch(hexRgb('#ff0000')), { l: [0, 1], c: [0, 1], h: [340, 40] })).toBe(true);
  });
});

describe('text metrics', () => {
  it('groups words into lines and finds a one-word last line, overlapping boxes, a hero width and a block gap', () => {
    const widow = [word('The', 100, 100, 60, 40), word('best', 170, 100, 70, 40), word('way', 250, 100, 60, 40), word('there', 100, 150, 80, 40)];
    expect(linesOf(widow).map((l) => l.length)).toEqual([3, 1]);
    const m = findText([widow], 'The best way there')!;
    expect(hasOneWordLastLine(m)).toBe(true);
    const balanced = findText([[word('The', 100, 100, 60, 40), word('best', 170, 100, 70, 40), word('way', 100, 150, 60, 40), word('there', 170, 150, 80, 40)]], 'The best way there')!;
    expect(hasOneWordLastLine(balanced)).toBe(false);
    // A misread letter is still the word; a missing word is not the text.
    expect(findText([[word('Tne', 0, 0, 10, 10), word('best', 20, 0, 10, 10), word('wav', 40, 0, 10, 10)]], 'The best way')).toBeUndefined();
    expect(findText([[word('Fresh', 0, 0, 10, 10), word('Cofee', 20, 0, 10, 10), word('Daily', 40, 0, 10, 10)]], 'Fresh Coffee Daily')).toBeDefined();
    // A text is not stitched from two blocks: "Video Editor" of a lower third is not the title's "video" + "Editor".
    const stitched = [[word('Editing', 170, 330, 290, 60), word('video', 880, 330, 230, 60), word('Video', 80, 600, 90, 30), word('Editor', 180, 600, 90, 30)]];
    expect(findText(stitched, 'Video Editor')!.box).toEqual({ left: 80, top: 600, right: 270, bottom: 630 });
    // Numbers are exact: the axis labels 2021 and 2022 are two texts, side by side, not one text overlapping itself.
    const axis = [[word('2021', 100, 600, 60, 20), word('2022', 300, 600, 60, 20)]];
    expect(findText(axis, '2022')!.box.left).toBe(300);
    expect(overlappingTexts([findText(axis, '2021')!, findText(axis, '2022')!])).toEqual([]);
    // Hero: 576 px wide in a 1280 frame = 50 % of the 1152-px safe width.
    const hero = findText([[word('Meet', 352, 300, 250, 80), word('Aurora', 622, 300, 306, 80)]], 'Meet Aurora')!;
    expect(heroWidth(hero, 1280)).toBeCloseTo(576 / 1152, 5);
    // Subtitle 80 px below a title whose cap-height is 80 px: one cap-height.
    const sub = findText([[word('The', 400, 460, 60, 30), word('room', 470, 460, 90, 30)]], 'The room')!;
    expect(blockGap(hero, sub)).toBeCloseTo(1, 5);
    const lower = findText([[word('Maria', 100, 370, 100, 30), word('Lopez', 210, 370, 100, 30)]], 'Maria Lopez')!;
    expect(overlappingTexts([hero, sub])).toEqual([]);
    expect(overlappingTexts([hero, lower])).toEqual([]);
    const overlapping = findText([[word('Maria', 500, 352, 100, 30), word('Lopez', 610, 352, 100, 30)]], 'Maria Lopez')!;
    expect(overlappingTexts([hero, overlapping])).toEqual([{ a: 'Meet Aurora', b: 'Maria Lopez', px: 28 }]);
  });

  it('reads text off a frame with OCR and measures its contrast against what surrounds it', async () => {
    // White on #777 is 4.48:1 (just under 4.5), black on white 21:1; 20 px type is not large, 64 px is.
    const png = join(dir, 'contrast.png');
    writeFileSync(png, svgPng(`<rect width="1280" height="720" fill="#ffffff"/>
      <rect x="0" y="360" width="1280" height="360" fill="#777777"/>
      <text x="100" y="200" font-size="64" fill="#000000">Quiet morning light</text>
      <text x="100" y="520" font-size="20" fill="#ffffff">Open every morning from seven</text>`, 1280, 720));
    const readings = await readFrame(png);
    const big = findText(readings, 'Quiet morning light');
    const small = findText(readings, 'Open every morning from seven');
    expect(big).toBeDefined();
    expect(small).toBeDefined();
    const frame = await rgbFrameAt(png, 0, { width: 1280, height: 720 });
    const words = [...big!.words, ...small!.words];
    for (const w of big!.words) {
      const c = wordContrast(frame, w, words);
      expect(c.large).toBe(true);
      expect(c.ratio).toBeGreaterThan(15);
    }
    for (const w of small!.words) {
      const c = wordContrast(frame, w, words);
      expect(c.large).toBe(false);
      // Anti-aliasing thins the ink of small type a little: the measure may read a bit under the true 4.48.
      expect(c.ratio).toBeGreaterThan(3.6);
      expect(c.ratio).toBeLessThan(4.5);
    }
  }, 120_000);

  it('reads a lower third on a saturated panel from the luma, where tesseract loses it in colour', async () => {
    // The design report's lower thirds as drawn: white on the classic accent panel (#3368c5, 5.2:1) under a big
    // white title, over a dark sky and mauve hills. Tesseract thresholds the colour frame per channel: the panel's
    // blue is as high as the white's, and the name vanished. The grey frame is read as a viewer sees it.
    const png = join(dir, 'lower-third.png');
    writeFileSync(png, svgPng(`<rect width="1920" height="1080" fill="#213b5c"/><rect y="540" width="1920" height="540" fill="#92377c"/>
      <text x="960" y="200" font-size="150" fill="#ffffff" text-anchor="middle">Our journey</text>
      <rect x="96" y="754" width="366" height="180" rx="10" fill="#3368c5"/>
      <text x="132" y="828" font-size="52" fill="#ffffff">Jane Doe</text>
      <text x="134" y="893" font-size="34" fill="#ffffff">CEO</text>`, 1920, 1080));
    const grey = await readFrameGrey(png);
    const name = findText(grey, 'Jane Doe');
    const role = findText(grey, 'CEO');
    expect(name).toBeDefined();
    expect(role).toBeDefined();
    expect(name!.box.top).toBeGreaterThan(754);
    expect(role!.box.bottom).toBeLessThan(934);
    // Its contrast is still measured on the colour frame: white on the panel, not on the hills.
    const frame = await rgbFrameAt(png, 0, { width: 1920, height: 1080 });
    for (const w of [...name!.words, ...role!.words]) {
      const c = wordContrast(frame, w, [...name!.words, ...role!.words]);
      expect(c.ratio).toBeGreaterThan(4.5);
      expect(c.ratio).toBeLessThan(5.6);
    }
  }, 120_000);

  it('measures outlined type against its outline, and plain type against the ground beside it', async () => {
    // White letters in an 8 px near-black edge over a pale green photo read as white on black (the karaoke look);
    // the same letters without the edge read at about 1.6:1 on that green.
    const png = join(dir, 'outlined.png');
    writeFileSync(png, svgPng(`<rect width="1280" height="720" fill="#a8d5a2"/>
      <text x="100" y="200" font-size="72" font-weight="bold" fill="#ffffff" stroke="#111111" stroke-width="10" paint-order="stroke" stroke-linejoin="round">Raise your screen</text>
      <text x="100" y="520" font-size="72" font-weight="bold" fill="#ffffff">Raise your screen</text>`, 1280, 720));
    // The measure is under test here, not OCR (which reads neither line well): the words' boxes as tesseract gives
    // them, a pixel or two off the glyphs.
    const box = (text: string, left: number, width: number, top: number) => ({ text, left, top, width, height: 70, conf: 90 });
    const outlined = [box('Raise', 96, 210, 146), box('your', 322, 160, 146), box('screen', 498, 250, 146)];
    const plain = outlined.map((w) => ({ ...w, top: w.top + 320 }));
    const frame = await rgbFrameAt(png, 0, { width: 1280, height: 720 });
    for (const w of outlined) expect(wordContrast(frame, w, outlined).ratio).toBeGreaterThan(7);
    for (const w of plain) expect(wordContrast(frame, w, plain).ratio).toBeLessThan(2.2);
  }, 120_000);

  it('measures each line against the picture where it sits, not against the frame as a whole', async () => {
    // The same white line twice over a picture that goes from night to haze, top to bottom: the upper one reads at
    // ~15:1, the lower one at ~3:1, while the frame's mean colour (about #5e5e68) would give both ~6:1. The lower
    // line's words are the upper ones' boxes moved down by the 530 px between the baselines (OCR reads white on
    // haze poorly, and what is under test here is the contrast measure).
    const png = join(dir, 'gradient-picture.png');
    writeFileSync(png, svgPng(`<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#141428"/><stop offset="1" stop-color="#a8a8a8"/></linearGradient></defs>
      <rect width="1280" height="720" fill="url(#g)"/>
      <text x="100" y="120" font-size="56" fill="#ffffff">Quiet harbour</text>
      <text x="100" y="650" font-size="56" fill="#ffffff">Quiet harbour</text>`, 1280, 720));
    const upper = findText(await readFrame(png), 'Quiet harbour');
    expect(upper).toBeDefined();
    expect(upper!.box.bottom).toBeLessThan(200);
    const lower = upper!.words.map((w) => ({ ...w, top: w.top + 530 }));
    const frame = await rgbFrameAt(png, 0, { width: 1280, height: 720 });
    const words = [...upper!.words, ...lower];
    for (const w of upper!.words) expect(wordContrast(frame, w, words).ratio).toBeGreaterThan(10);
    for (const w of lower) {
      const c = wordContrast(frame, w, words);
      expect(c.ratio).toBeGreaterThan(2.2);
      expect(c.ratio).toBeLessThan(3.6);
    }
  }, 120_000);
});

describe('the design report', () => {
  it('reports a brief that did not render as one failed row, and refuses a brief id it does not know', async () => {
    const brief = BRIEFS.find((b) => b.id === 'clip-background')!;
    const row = unrendered(brief, 'clip-background did not render: {"status":"failed",\n "result":"FFmpeg exited with 1"}');
    expect(row.checks).toEqual([{ name: 'rendered', pass: false, detail: 'clip-background did not render: {"status":"failed", "result":"FFmpeg exited with 1"}' }]);
    expect(row.missing).toEqual(brief.texts);
    const table = formatTable([row]);
    expect(table).toContain('clip-background: rendered — clip-background did not render');
    expect(table).toMatch(/\| 0\/1 +\|$/m);
    expect(table).not.toContain('NaN');
    // Before any service is started: a misspelt id is an error, not an empty report that passes.
    await expect(runBriefs({ only: ['clip-backgroud'] })).rejects.toThrow('no brief "clip-backgroud"');
  });
});

describe('saidIn', () => {
  it('holds for a text the narration says, its words in order and together', () => {
    const narration = '212 runners. 5 kilometres. And together you raised 18,400 pounds for the children\'s ward.';
    expect(saidIn(narration, 'you raised 18,400 pounds')).toBe(true);
    expect(saidIn(narration, '212 Runners')).toBe(true);
    expect(saidIn(narration, 'pounds raised')).toBe(false);
    expect(saidIn(narration, 'We did it')).toBe(false);
  });
});
