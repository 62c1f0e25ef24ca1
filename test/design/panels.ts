import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { ocrWords, type Word } from '../engine/video-checks.js';
import type { RgbFrame } from './frames.js';
import type { Box } from './text-metrics.js';

const run = promisify(execFile);

/*
 * Text on a panel, read as a viewer reads it: the panel apart from the picture around it. A lower third's strap or a
 * caption's pill is a rectangle of one flat colour; over a photo with a fine texture (the test photos' checks),
 * tesseract's page segmentation takes the whole frame for a picture and reads nothing on the panel, though the words
 * are crisp (white on #3368c5, 5.2:1) and read whole from a crop of the panel. So the frame's flat rectangles are
 * found first and each is read on its own; what is read is measured like any other text (its contrast on the frame
 * included), so text a viewer cannot read still fails.
 */

/** Channel difference still "the same colour" (H.264 moves a flat panel's pixels by a few levels). */
const SAME = 9;

interface Run {
  left: number;
  right: number;
  rgb: [number, number, number];
}

interface Open extends Box {
  rgb: [number, number, number];
  rows: number;
  lastRow: number;
}

const pixel = (frame: RgbFrame, x: number, y: number): [number, number, number] => {
  const i = (y * frame.width + x) * 3;
  return [frame.pixels[i]!, frame.pixels[i + 1]!, frame.pixels[i + 2]!];
};
const close = (a: readonly number[], b: readonly number[], d = SAME) => Math.abs(a[0]! - b[0]!) <= d && Math.abs(a[1]! - b[1]!) <= d && Math.abs(a[2]! - b[2]!) <= d;

/** A row's runs of one colour at least `min` pixels long. */
function flatRuns(frame: RgbFrame, y: number, min: number): Run[] {
  const runs: Run[] = [];
  let start = 0;
  let rgb = pixel(frame, 0, y);
  for (let x = 1; x <= frame.width; x++) {
    const here = x < frame.width ? pixel(frame, x, y) : undefined;
    if (here && close(here, rgb)) continue;
    if (x - start >= min) runs.push({ left: start, right: x, rgb });
    start = x;
    if (here) rgb = here;
  }
  return runs;
}

/** A flat run against the frame's side is more often a picture's plain edge than a strap or a pill: those read last. */
const area = (b: Box) => (b.right - b.left) * (b.bottom - b.top);
const touchesSide = (b: Box, frame: RgbFrame) => b.left === 0 || b.right === frame.width;

/**
 * The frame's panels: rectangles of one flat colour, found as rows whose long runs of that colour start and end at
 * the same columns, the rows through a panel's text (where its runs break between the letters) bridged. A panel is
 * at least a sixteenth of the frame's width wide and a fiftieth of its height tall (a pill's padding under its text), and narrower than nine tenths
 * of the frame: a plain background or a full-width band is read by the whole frame's readings already. Panels clear
 * of the frame's sides come first, the largest first.
 */
export function findPanels(frame: RgbFrame): Box[] {
  const minRun = Math.round(frame.width / 16);
  const bridge = Math.round(frame.height / 8);
  const step = 2;
  const open: Open[] = [];
  const done: Open[] = [];
  for (let y = 0; y < frame.height; y += step) {
    for (const r of flatRuns(frame, y, minRun)) {
      const p = open.find((o) => close(o.rgb, r.rgb, SAME * 2) && Math.abs(o.left - r.left) <= 3 && Math.abs(o.right - r.right) <= 3);
      if (p) {
        p.bottom = y + 1;
        p.rows++;
        p.lastRow = y;
      } else open.push({ left: r.left, right: r.right, top: y, bottom: y + 1, rgb: r.rgb, rows: 1, lastRow: y });
    }
    for (let i = open.length - 1; i >= 0; i--) if (y - open[i]!.lastRow > bridge) done.push(...open.splice(i, 1));
  }
  done.push(...open);
  return done
    .filter((p) => p.bottom - p.top >= frame.height / 50 && p.right - p.left < frame.width * 0.9 && p.rows >= 4)
    .map(({ left, top, right, bottom }) => ({ left, top, right, bottom }))
    .sort((a, b) => Number(touchesSide(a, frame)) - Number(touchesSide(b, frame)) || area(b) - area(a));
}

/**
 * Tesseract's readings (sparse text and a uniform block) of each panel of a frame, cropped from its PNG with a few
 * pixels around it, word boxes mapped back to the frame's pixels. Asked only for texts the other readings missed.
 */
export async function readPanels(frame: RgbFrame, png: string): Promise<Word[][]> {
  const out: Word[][] = [];
  const panels = findPanels(frame).slice(0, 12);
  // A translucent pill over a picture's edge is flat only in the rows clear of the edge (its padding under the text):
  // the crop reaches a line of display type above and below what was found.
  const reach = Math.round(frame.height / 12);
  for (const [i, p] of panels.entries()) {
    const left = Math.max(0, p.left - 4);
    const top = Math.max(0, p.top - reach);
    const width = Math.min(frame.width, p.right + 4) - left;
    const height = Math.min(frame.height, p.bottom + reach) - top;
    const crop = png.replace(/\.png$/, '') + `-panel${i}.png`;
    await run('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', '-i', png, '-vf', `crop=${width}:${height}:${left}:${top}`, crop]);
    const readings = await Promise.all([11, 6].map((psm) => ocrWords(crop, { psm: [psm] })));
    out.push(...readings.map((words) => words.map((w) => ({ ...w, left: w.left + left, top: w.top + top }))));
  }
  return out;
}
