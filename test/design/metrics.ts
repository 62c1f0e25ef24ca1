import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { encodePng } from '../../engine/render/typeset/png.js';
import { ocrWords, type Word } from '../engine/video-checks.js';
import type { Brief } from './briefs.js';
import { inRange, rgbHex, type Oklch } from './colour-science.js';
import { coverRatio, flatness, NOT_FLAT_EDGE_SHARE, regionColour } from './frame-metrics.js';
import { greyOf, pngAt, probeVideo, rgbFrameAt, type RgbFrame, type VideoInfo } from './frames.js';
import { measureKenBurns, measureMotion, type KenBurnsReport } from './motion-metrics.js';
import { readPanels } from './panels.js';
import { captionOnFrame, middleEdges, MIDDLE_CONTENT_EDGES, quoteGap, type CaptionReading } from './layout-metrics.js';
import { blockGap, contrastTarget, findSpokenTextIn, findText, wordsOf, hasOneWordLastLine, heroWidth, lettersOfText, overlappingTexts, readFrame, readFrameGrey, readFrameSmall, wordContrast, type FrameWords, type TextMatch, type WordContrast } from './text-metrics.js';

/*
 * Every "Done when" criterion of issue 27, measured on one rendered MP4 of a brief, and judged against the issue's
 * thresholds. The measuring functions live in motion-metrics.ts, frame-metrics.ts and text-metrics.ts (each
 * unit-tested on synthetic videos with a known answer); this file decides which frames to look at and what passes.
 */

export const THRESHOLDS = {
  /** At most ~40 % of frames equal the one before (unless the brief asks for stillness). */
  frozenShare: 0.4,
  /** No still stretch longer than 2.5 s. */
  longestStillSeconds: 2.5,
  /** A short title spans 50-80 % of the safe width. */
  heroWidth: [0.5, 0.8] as [number, number],
  /** Title and subtitle about one cap-height apart. */
  blockGapCaps: [0.3, 2] as [number, number],
  /** A full-frame picture covers the frame. */
  coverRatio: 0.99,
  /** Ken Burns: smooth (RMS change of marker velocity, pixels) and monotonic. */
  kenBurnsJerkPx: 0.35,
  /** A short title (≤ 3 words) spans at least this share of the frame's width. */
  shortTitleWidth: 0.45,
  /** A quote's attribution starts within this many of the quote's glyph (cap) heights below it. */
  quoteGapGlyphs: 1.5,
  /** 9:16 captions: a font size of at least this share of the frame's height, at most this many lines a cue. */
  tallCaptionSize: 0.028,
  tallCaptionLines: 2,
  /** A narration-only chapter shows something in the frame's middle on at least this share of its frames. */
  middleContentShare: 0.8,
} as const;

export interface Check {
  name: string;
  pass: boolean;
  detail: string;
}

export interface BriefMetrics {
  id: string;
  title: string;
  width: number;
  height: number;
  fps: number;
  duration: number;
  bt709: boolean;
  tags: string;
  frozenShare: number;
  longestStillSeconds: number;
  longestStillAt: number;
  repeatedInMotion: number;
  glitches: number;
  firstFrameEdgeShare: number;
  textsFound: number;
  textsExpected: number;
  missing: string[];
  oneWordLastLines: string[];
  overlaps: { a: string; b: string; px: number }[];
  worstContrast?: { word: string; ratio: number; target: number; text: string; background: string };
  lowContrastWords: number;
  measuredWords: number;
  heroWidth?: number;
  blockGaps: { upper: string; lower: string; caps: number }[];
  cover?: number;
  kenBurns?: KenBurnsReport;
  colour?: { word: string; hex: string; oklch: Oklch; inRange: boolean };
  /** The quote's attribution below it, in the quote's glyph heights, and whether it sits under the quote's lines. */
  quoteGap?: { glyphs: number; under: boolean };
  /** The narrated captions read on frames of a 9:16 video (one per sampled frame that showed one). */
  captions?: CaptionReading[];
  /** Share of sampled frames of a narration-only brief with something in the frame's middle. */
  middleContent?: number;
  checks: Check[];
}

/** Seconds within the video at which each scene has settled (70 % into it), from the scene document's durations. */
export function settledTimes(scene: any, info: VideoInfo): number[] {
  const durations: number[] = Array.isArray(scene?.scenes) ? scene.scenes.map((s: any) => Number(s.duration)).filter((d: number) => d > 0) : [];
  if (durations.length === 0) return [info.duration * 0.7];
  const total = durations.reduce((a, b) => a + b, 0);
  // The render may be longer or shorter than the document says (a narration, a fixed chapter duration): scale.
  const k = info.duration / total;
  let start = 0;
  return durations.map((d) => {
    const t = (start + d * 0.7) * k;
    start += d;
    return Math.min(t, info.duration - 0.2);
  });
}

export async function measureBrief(brief: Brief, video: string, scene: any, workDir: string): Promise<BriefMetrics> {
  const info = await probeVideo(video);
  const motion = await measureMotion(video, info);
  const first = flatness(greyOf(await rgbFrameAt(video, 0, info)));
  const times = settledTimes(scene, info);

  const found = new Map<string, TextMatch>();
  const oneWord = new Set<string>();
  const overlaps: BriefMetrics['overlaps'] = [];
  const contrasts: WordContrast[] = [];
  const covers: number[] = [];
  let colour: BriefMetrics['colour'];
  let hero: number | undefined;
  const gaps: BriefMetrics['blockGaps'] = [];
  let quote: BriefMetrics['quoteGap'];

  for (const [i, t] of times.entries()) {
    const rgb = await rgbFrameAt(video, t, info);
    if (brief.fullFrame) covers.push(coverRatio(greyOf(rgb)).ratio);
    if (i === 0 && brief.colour) {
      const c = regionColour(rgb, brief.colour.region);
      colour = { word: brief.colour.word, hex: rgbHex(c.rgb), oklch: c.oklch, inRange: inRange(c.oklch, brief.colour.range) };
    }
    if (brief.texts.length === 0) continue;
    const png = await pngAt(video, t, join(workDir, `${brief.id}-${i}.png`));
    const readings = await readFrame(png, { half: info.height >= 1000 });
    // A text missed in the colour frame is looked for again in its luma (readFrameGrey: tesseract thresholds each channel).
    if (brief.texts.some((text) => !found.has(text) && !findText(readings, text))) readings.push(...(await readFrameGrey(png)));
    if (brief.texts.some((text) => !found.has(text) && !findText(readings, text))) readings.push(...(await readFrameSmall(png)));
    // Text on a strap or pill over a textured picture, read from a crop of its panel (panels.ts).
    if (brief.texts.some((text) => !found.has(text) && !findText(readings, text))) readings.push(...(await readPanels(rgb, png)));
    const here = brief.texts.map((text) => findText(readings, text)).filter((m): m is TextMatch => m !== undefined);
    for (const m of here) {
      if (!found.has(m.text)) found.set(m.text, m);
      if (hasOneWordLastLine(m)) oneWord.add(m.text);
      const words = here.flatMap((h) => h.words);
      for (const w of m.words.filter((x) => x.conf >= 40)) {
        const c = wordContrast(rgb, w, words);
        if (Number.isFinite(c.ratio)) contrasts.push(c);
      }
    }
    for (const o of overlappingTexts(here)) if (!overlaps.some((x) => x.a === o.a && x.b === o.b)) overlaps.push(o);
    if (brief.hero) {
      // The hero as set where it is the hero: its widest reading over the scenes (its words inside a longer title of
      // an earlier scene, "tonights show is sold out!!", are not the "Sold Out" card).
      const m = here.find((x) => x.text === brief.hero);
      // Its width from its letters: OCR's box may hold marks beside them (confetti), not the title's width.
      if (m) hero = Math.max(hero ?? 0, heroWidth(lettersOfText(rgb, m), info.width));
    }
    if (brief.quote && !quote) {
      const a = here.find((x) => x.text === brief.quote!.text);
      const b = here.find((x) => x.text === brief.quote!.by);
      if (a && b) quote = quoteGap(a, b);
    }
    for (const [upper, lower] of brief.blocks ?? []) {
      if (gaps.some((g) => g.upper === upper)) continue;
      const a = here.find((x) => x.text === upper);
      const b = here.find((x) => x.text === lower);
      if (a && b) gaps.push({ upper, lower, caps: blockGap(a, b) });
    }
  }

  // Texts shown cue by cue as the voice says them: a narration-only chapter's kinetic captions, and the phrases of a
  // narrated scene's captions (which one frame per scene reads only once).
  const spokenHere = (t: string) => brief.narrationOnly || (scene?.narration?.captions === true && saidIn(scene.narration.text ?? '', t));
  const unread = brief.texts.filter((t) => !found.has(t) && spokenHere(t));
  if (unread.length) {
    for (const spoken of await readSpokenTexts(video, info, unread, join(workDir, `${brief.id}-spoken`))) {
      found.set(spoken.text, spoken.match);
      contrasts.push(...spoken.contrasts);
    }
  }

  const kenBurns = brief.kenBurns ? await measureKenBurns(video, info) : undefined;
  const captions = info.height > info.width && scene?.narration?.captions && scene.narration.text ? await readCaptions(video, info, scene.narration.text, join(workDir, `${brief.id}-cap`)) : undefined;
  const middleContent = brief.narrationOnly ? await middleContentShare(video, info) : undefined;
  const low = contrasts.filter((c) => c.ratio < contrastTarget(c));
  const worst = [...contrasts].sort((a, b) => a.ratio / contrastTarget(a) - b.ratio / contrastTarget(b))[0];
  const bt709 = info.colorSpace === 'bt709' && info.colorPrimaries === 'bt709' && info.colorTransfer === 'bt709';
  const m: BriefMetrics = {
    id: brief.id,
    title: brief.title,
    width: info.width,
    height: info.height,
    fps: info.fps,
    duration: info.duration,
    bt709,
    tags: `${info.colorSpace ?? '-'}/${info.colorPrimaries ?? '-'}/${info.colorTransfer ?? '-'}/${info.colorRange ?? '-'}`,
    frozenShare: motion.frozenShare,
    longestStillSeconds: motion.longestStillSeconds,
    longestStillAt: motion.longestStillAt,
    repeatedInMotion: motion.repeatedInMotion.length,
    glitches: motion.glitches.length,
    firstFrameEdgeShare: first.edgeShare,
    textsFound: found.size,
    textsExpected: brief.texts.length,
    missing: brief.texts.filter((t) => !found.has(t)),
    oneWordLastLines: [...oneWord],
    overlaps,
    worstContrast: worst && { word: worst.word, ratio: worst.ratio, target: contrastTarget(worst), text: rgbHex(worst.text), background: rgbHex(worst.background) },
    lowContrastWords: low.length,
    measuredWords: contrasts.length,
    heroWidth: hero,
    blockGaps: gaps,
    cover: covers.length ? Math.min(...covers) : undefined,
    kenBurns,
    colour,
    quoteGap: quote,
    captions,
    middleContent,
    checks: [],
  };
  m.checks = judge(brief, m);
  return m;
}

/** Rows `top` to `top + height` of a frame as a PNG of white type: each pixel's darkest channel, inverted. */
function whiteType(frame: RgbFrame, top: number, height: number): Buffer {
  const rows = Math.min(height, frame.height - top);
  const rgba = new Uint8Array(frame.width * rows * 4);
  for (let y = 0; y < rows; y++) {
    for (let x = 0; x < frame.width; x++) {
      const i = ((top + y) * frame.width + x) * 3;
      const v = 255 - Math.min(frame.pixels[i]!, frame.pixels[i + 1]!, frame.pixels[i + 2]!);
      const o = (y * frame.width + x) * 4;
      rgba[o] = rgba[o + 1] = rgba[o + 2] = v;
      rgba[o + 3] = 255;
    }
  }
  return encodePng(rgba, frame.width, rows);
}

/**
 * The 9:16 caption band of a frame (35-85 % of its height: the caption band, and kinetic type centre frame) read as
 * white type (whiteType), by sparse text (psm 11) and page segmentation (psm 3): two readings, word boxes in the
 * frame's pixels.
 */
async function readCaptionBand(frame: RgbFrame, png: string): Promise<Word[][]> {
  const top = Math.round(frame.height * 0.35);
  writeFileSync(png, whiteType(frame, top, Math.round(frame.height * 0.5)));
  return (await Promise.all([11, 3].map((psm) => ocrWords(png, { psm: [psm] })))).map((words) => words.map((w) => ({ ...w, top: w.top + top })));
}

/** Six frames spread over the video (from 0.5 s to its end): the caption each shows, if any. */
async function readCaptions(video: string, info: VideoInfo, narration: string, prefix: string): Promise<CaptionReading[]> {
  const readings: CaptionReading[] = [];
  const n = 6;
  for (let i = 0; i < n; i++) {
    const t = 0.5 + ((info.duration - 1) * (i + 0.5)) / n;
    // The band captions are set in (35-85 % of the height: the 9:16 caption band, and kinetic type centre frame),
    // read as white type: every caption look sets white letters (on a panel, or outlined), and tesseract missed white
    // on a dark panel over a yellow scene in the whole frame. Each pixel's darkest channel, inverted, leaves them
    // black on white and every coloured ground pale.
    const bandReadings = await readCaptionBand(await rgbFrameAt(video, t, info), `${prefix}-${i}-band.png`);
    // Each of tesseract's readings on its own (they read the same words: together they would stack them), the one
    // that read the most of the caption; of two that read as much, the one with fewer lines (a word boxed with a
    // stray mark above it reads as a line of its own: "And / together you" on a frame that sets one line).
    const candidates = bandReadings.map((words) => captionOnFrame(words, narration, info.height));
    const read = (c: CaptionReading) => c.text.replaceAll(' / ', ' ').length;
    const reading = candidates.filter((c): c is CaptionReading => c !== undefined).sort((x, y) => read(y) - read(x) || x.lines - y.lines)[0];
    if (reading) readings.push(reading);
  }
  return readings;
}

/** Share of five frames (20-80 % into the video) with content in the frame's middle. */
async function middleContentShare(video: string, info: VideoInfo): Promise<number> {
  let shown = 0;
  for (const f of [0.2, 0.35, 0.5, 0.65, 0.8]) if (middleEdges(greyOf(await rgbFrameAt(video, info.duration * f, info))) >= MIDDLE_CONTENT_EDGES) shown++;
  return shown / 5;
}

/**
 * The row of a brief that produced no video to measure (the service refused the prompt, the render failed or timed
 * out): every measure empty, and one failed check that says why, so one such brief costs the report one row, not the
 * whole run.
 */
export function unrendered(brief: Brief, reason: string): BriefMetrics {
  return {
    id: brief.id,
    title: brief.title,
    width: 0,
    height: 0,
    fps: 0,
    duration: 0,
    bt709: false,
    tags: '-',
    frozenShare: Number.NaN,
    longestStillSeconds: Number.NaN,
    longestStillAt: Number.NaN,
    repeatedInMotion: 0,
    glitches: 0,
    firstFrameEdgeShare: 0,
    textsFound: 0,
    textsExpected: brief.texts.length,
    missing: [...brief.texts],
    oneWordLastLines: [],
    overlaps: [],
    lowContrastWords: 0,
    measuredWords: 0,
    blockGaps: [],
    checks: [{ name: 'rendered', pass: false, detail: reason.replace(/\s+/g, ' ').slice(0, 300) }],
  };
}

/** Whether a frame of width × height has the shape a brief asks for (within 2 %: sizes round to even pixels). */
export function aspectMatches(aspect: '16:9' | '9:16' | '1:1', width: number, height: number): boolean {
  const [w, h] = aspect.split(':').map(Number) as [number, number];
  return height > 0 && Math.abs(width / height / (w / h) - 1) <= 0.02;
}

/** The issue's thresholds applied to one brief's measurements. */
export function judge(brief: Brief, m: BriefMetrics): Check[] {
  const pct = (v: number) => `${(v * 100).toFixed(0)} %`;
  const checks: Check[] = [
    { name: 'BT.709 tags', pass: m.bt709, detail: m.tags },
    { name: 'first frame not flat', pass: m.firstFrameEdgeShare >= NOT_FLAT_EDGE_SHARE, detail: `edges ${pct(m.firstFrameEdgeShare)}` },
    ...(brief.aspect ? [{ name: `aspect ${brief.aspect}`, pass: aspectMatches(brief.aspect, m.width, m.height), detail: `${m.width}x${m.height}` }] : []),
    { name: 'no frame drawn twice', pass: m.repeatedInMotion === 0 && m.glitches === 0, detail: `${m.repeatedInMotion} repeated in motion, ${m.glitches} one-frame glitches` },
  ];
  if (!brief.still) {
    checks.push({ name: 'frozen frames ≤ 40 %', pass: m.frozenShare <= THRESHOLDS.frozenShare, detail: pct(m.frozenShare) });
    checks.push({ name: 'longest still ≤ 2.5 s', pass: m.longestStillSeconds <= THRESHOLDS.longestStillSeconds, detail: `${m.longestStillSeconds.toFixed(2)} s at ${m.longestStillAt.toFixed(2)} s` });
  }
  if (m.textsExpected > 0) {
    checks.push({ name: 'texts legible (OCR)', pass: m.missing.length === 0, detail: `${m.textsFound}/${m.textsExpected}${m.missing.length ? ` missing ${m.missing.map((t) => `"${t}"`).join(', ')}` : ''}` });
    checks.push({ name: 'no one-word last line', pass: m.oneWordLastLines.length === 0, detail: m.oneWordLastLines.map((t) => `"${t}"`).join(', ') || 'none' });
    checks.push({ name: 'no overlapping texts', pass: m.overlaps.length === 0, detail: m.overlaps.map((o) => `"${o.a}" × "${o.b}" ${o.px}px`).join(', ') || 'none' });
    checks.push({
      name: 'contrast ≥ 4.5 (3 large)',
      pass: m.measuredWords > 0 && m.lowContrastWords === 0,
      detail: m.worstContrast ? `worst ${m.worstContrast.ratio.toFixed(2)}:1 (target ${m.worstContrast.target}) "${m.worstContrast.word}" ${m.worstContrast.text} on ${m.worstContrast.background}; ${m.lowContrastWords}/${m.measuredWords} words low` : 'no word measured',
    });
  }
  if (brief.hero) {
    const [lo, hi] = THRESHOLDS.heroWidth;
    checks.push({ name: 'hero width 50-80 %', pass: m.heroWidth !== undefined && m.heroWidth >= lo && m.heroWidth <= hi, detail: m.heroWidth === undefined ? 'hero not read' : pct(m.heroWidth) });
  }
  for (const [upper] of brief.blocks ?? []) {
    const g = m.blockGaps.find((x) => x.upper === upper);
    const [lo, hi] = THRESHOLDS.blockGapCaps;
    checks.push({ name: 'block gap ~1 cap-height', pass: g !== undefined && g.caps >= lo && g.caps <= hi, detail: g ? `${g.caps.toFixed(2)} cap-heights` : 'block not read' });
  }
  if (brief.hero && wordsOf(brief.hero).length <= 3) {
    // heroWidth is a share of the title-safe width (90 % of the frame's).
    const share = m.heroWidth === undefined ? undefined : m.heroWidth * 0.9;
    checks.push({ name: 'short title ≥ 45 % of width', pass: share !== undefined && share >= THRESHOLDS.shortTitleWidth, detail: share === undefined ? 'hero not read' : pct(share) });
  }
  if (brief.quote) {
    const q = m.quoteGap;
    checks.push({
      name: 'attribution ≤ 1.5 glyphs under quote',
      pass: !!q && q.under && q.glyphs >= 0 && q.glyphs <= THRESHOLDS.quoteGapGlyphs,
      detail: q ? `${q.glyphs.toFixed(2)} glyph heights${q.under ? '' : ', not under the quote'}` : 'quote and attribution not read on one frame',
    });
  }
  if (m.captions) {
    const sizes = m.captions.map((c) => c.sizeShare).sort((a, b) => a - b);
    const size = sizes[Math.floor(sizes.length / 2)];
    const lines = Math.max(0, ...m.captions.map((c) => c.lines));
    const worst = m.captions.find((c) => c.lines === lines);
    checks.push({ name: '9:16 captions ≥ 2.8 % high', pass: size !== undefined && size >= THRESHOLDS.tallCaptionSize, detail: size === undefined ? 'no caption read' : `${(size * 100).toFixed(2)} % (median of ${sizes.length})` });
    checks.push({ name: '9:16 captions ≤ 2 lines', pass: m.captions.length > 0 && lines <= THRESHOLDS.tallCaptionLines, detail: m.captions.length ? `${lines} lines${worst ? ` ("${worst.text.slice(0, 60)}")` : ''}` : 'no caption read' });
  }
  if (brief.narrationOnly) checks.push({ name: 'narration-only: middle shows words', pass: (m.middleContent ?? 0) >= THRESHOLDS.middleContentShare, detail: m.middleContent === undefined ? 'not measured' : `${pct(m.middleContent)} of frames` });
  if (brief.fullFrame) checks.push({ name: 'cover ratio ≥ 0.99', pass: (m.cover ?? 0) >= THRESHOLDS.coverRatio, detail: m.cover === undefined ? 'not measured' : m.cover.toFixed(3) });
  if (brief.kenBurns) {
    const kb = m.kenBurns;
    checks.push({
      name: 'Ken Burns smooth & monotonic',
      pass: !!kb && kb.tracked > 10 && kb.direction === (brief.kenBurns === 'in' ? 1 : -1) && kb.reversals === 0 && kb.jerkPx <= THRESHOLDS.kenBurnsJerkPx,
      detail: kb ? `${kb.tracked} frames tracked, scale ×${kb.totalScale.toFixed(3)}, ${kb.reversals} reversals, ${kb.heldFrames} held, jerk RMS ${kb.jerkPx.toFixed(2)} px (max ${kb.maxJerkPx.toFixed(2)})` : 'not measured',
    });
  }
  if (brief.colour) {
    const c = m.colour;
    checks.push({
      name: `colour "${brief.colour.word}" in range`,
      pass: !!c?.inRange,
      detail: c ? `${c.hex} = oklch(${c.oklch.l.toFixed(2)} ${c.oklch.c.toFixed(3)} ${c.oklch.h.toFixed(0)})` : 'not measured',
    });
  }
  return checks;
}

/** The metrics of every brief as one plain-text table (one row per brief), then every failed check. */
export function formatTable(rows: BriefMetrics[]): string {
  const pct = (v: number | undefined) => (v === undefined || Number.isNaN(v) ? '—' : `${(v * 100).toFixed(0)}%`);
  const head = ['brief', 'size', 'dur', 'frozen', 'still s', 'dup/glitch', 'frame0 edges', '709', 'texts', '1-word', 'overlap', 'min contrast', 'hero', 'gap caps', 'cover', 'Ken Burns', 'colour', 'pass'];
  const body = rows.map((m) => [
    m.id,
    `${m.width}x${m.height}`,
    m.duration.toFixed(1),
    pct(m.frozenShare),
    Number.isNaN(m.longestStillSeconds) ? '—' : m.longestStillSeconds.toFixed(2),
    `${m.repeatedInMotion}/${m.glitches}`,
    `${(m.firstFrameEdgeShare * 100).toFixed(2)}%`,
    m.bt709 ? 'yes' : 'no',
    `${m.textsFound}/${m.textsExpected}`,
    String(m.oneWordLastLines.length),
    m.overlaps.length ? m.overlaps.map((o) => `${o.px}px`).join(',') : '0',
    m.worstContrast ? `${m.worstContrast.ratio.toFixed(2)}/${m.worstContrast.target}` : '—',
    pct(m.heroWidth),
    m.blockGaps.length ? m.blockGaps.map((g) => g.caps.toFixed(1)).join(',') : '—',
    m.cover === undefined ? '—' : m.cover.toFixed(3),
    m.kenBurns ? `rev ${m.kenBurns.reversals} jerk ${m.kenBurns.jerkPx.toFixed(2)}` : '—',
    m.colour ? `${m.colour.hex}${m.colour.inRange ? ' ok' : ' OFF'}` : '—',
    `${m.checks.filter((c) => c.pass).length}/${m.checks.length}`,
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((r) => r[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  const table = [line(head), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...body.map(line)].join('\n');
  const failures = rows.flatMap((m) => m.checks.filter((c) => !c.pass).map((c) => `  ${m.id}: ${c.name} — ${c.detail}`));
  return `${table}\n\nFailed checks (${failures.length}):\n${failures.join('\n') || '  none'}`;
}

/** Whether `text`'s words are said in `narration`, in order and together. */
export function saidIn(narration: string, text: string): boolean {
  return ` ${wordsOf(narration).join(' ')} `.includes(` ${wordsOf(text).join(' ')} `);
}

/** Seconds between the frames read for texts shown a few words at a time: shorter than one kinetic cue. */
const SPOKEN_STEP = 0.5;

/**
 * The texts a narration-only chapter shows as kinetic captions (a few words at a time, each while it is spoken):
 * frames every SPOKEN_STEP seconds read in time order, each text found across them (findSpokenTextIn: the whole
 * frame's sparse reading, and in 9:16 the caption band's two readings when a text is still missing), with the
 * contrast of its words on the frames that showed them. One frame per scene, as the rest of measureBrief reads,
 * never holds such a text whole.
 */
async function readSpokenTexts(video: string, info: VideoInfo, texts: string[], base: string): Promise<{ text: string; match: TextMatch; contrasts: WordContrast[] }[]> {
  const pngs: string[] = [];
  const pictures = new Map<number, RgbFrame>();
  for (let i = 0, t = SPOKEN_STEP / 2; t < info.duration; i++, t += SPOKEN_STEP) {
    pngs.push(await pngAt(video, t, `${base}-${i}.png`));
    pictures.set(i, await rgbFrameAt(video, t, info));
  }
  /** Every frame read one way, its words in reading order. */
  const readAll = async (read: (png: string, i: number) => Promise<Word[]>): Promise<FrameWords[]> => {
    const frames: FrameWords[] = [];
    for (const [i, png] of pngs.entries()) {
      const words = (await read(png, i)).filter((w) => w.conf >= 30);
      // Reading order: by line (a third of a word's height apart is one line), then left to right.
      words.sort((a, b) => (Math.abs(a.top - b.top) < a.height / 3 ? a.left - b.left : a.top - b.top));
      frames.push({ frame: i, words });
    }
    return frames;
  };
  // The whole frame by sparse text first. In 9:16, when a text is still missing, the caption band as white type too,
  // as readCaptions reads it: tesseract read Inter bold captions on a dark panel over a brown ground ("like
  // blueberries / and dark chocolate.") as "like blueber and dark choc" on the whole frame, in either mode, in colour
  // or grey, and right in the band. Each reading is a stream of its own (findSpokenTextIn).
  const readings = [await readAll(async (png) => ocrWords(png, { psm: [11] }))];
  if (info.height > info.width && texts.some((text) => !findSpokenTextIn(readings, text))) {
    const bands: Word[][][] = [];
    for (const [i, png] of pngs.entries()) bands.push(await readCaptionBand(pictures.get(i)!, png.replace(/\.png$/, '-band.png')));
    for (const k of [0, 1]) readings.push(await readAll(async (_, i) => bands[i]![k]!));
  }
  const out: { text: string; match: TextMatch; contrasts: WordContrast[] }[] = [];
  for (const text of texts) {
    const found = findSpokenTextIn(readings, text);
    if (!found) continue;
    const { frames, seen } = found;
    const words = seen.map((s) => s.word);
    const box = { left: Math.min(...words.map((w) => w.left)), top: Math.min(...words.map((w) => w.top)), right: Math.max(...words.map((w) => w.left + w.width)), bottom: Math.max(...words.map((w) => w.top + w.height)) };
    const contrasts = seen
      .filter((s) => s.word.conf >= 40)
      .map((s) => wordContrast(pictures.get(s.frame)!, s.word, frames[s.frame]!.words))
      .filter((c) => Number.isFinite(c.ratio));
    out.push({ text, match: { text, words, box, lines: [words] }, contrasts });
  }
  return out;
}
