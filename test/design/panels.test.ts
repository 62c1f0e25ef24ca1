import { describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { RgbFrame } from './frames.js';
import { findPanels, readPanels } from './panels.js';
import { svgPng } from './synthetic.js';

const run = promisify(execFile);
const dir = mkdtempSync(join(tmpdir(), 'panels-'));
const W = 1280;
const H = 720;

/** A picture with a fine checked texture over a dusk gradient, as the test photos have. */
const CHECKED = `
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1f3558"/><stop offset="1" stop-color="#a23f7c"/></linearGradient>
    <pattern id="checks" width="16" height="16" patternUnits="userSpaceOnUse"><rect width="8" height="8" fill="#ffffff" fill-opacity="0.12"/><rect x="8" y="8" width="8" height="8" fill="#ffffff" fill-opacity="0.12"/></pattern>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#sky)"/>
  <rect width="${W}" height="${H}" fill="url(#checks)"/>`;
const STRAP = `<rect x="64" y="500" width="250" height="100" rx="6" fill="#3368c5"/>
  <text x="84" y="545" font-size="32" fill="#ffffff">Jane Doe</text>
  <text x="84" y="582" font-size="22" fill="#ffffff">CEO</text>`;

/** The SVG drawn to a PNG file (for tesseract) and decoded to RGB (for the panel finder), as the report reads frames. */
async function frameOf(name: string, body: string): Promise<{ frame: RgbFrame; png: string }> {
  const png = join(dir, `${name}.png`);
  writeFileSync(png, svgPng(body, W, H));
  const { stdout } = await run('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-i', png, '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-'], { encoding: 'buffer', maxBuffer: 16 * 1024 * 1024 });
  return { frame: { width: W, height: H, pixels: stdout }, png };
}

describe('text on a panel over a textured picture', () => {
  it('finds the strap as a rectangle of one colour, its text rows bridged', async () => {
    const { frame } = await frameOf('strap', CHECKED + STRAP);
    const [first] = findPanels(frame);
    expect(first).toBeDefined();
    expect(Math.abs(first!.left - 64)).toBeLessThanOrEqual(4);
    expect(Math.abs(first!.right - 314)).toBeLessThanOrEqual(4);
    expect(first!.top).toBeLessThanOrEqual(510);
    expect(first!.bottom).toBeGreaterThanOrEqual(590);
  });

  it('reads the words on it from a crop of the panel, boxes in the frame\'s pixels', async () => {
    const { frame, png } = await frameOf('strap-read', CHECKED + STRAP);
    const words = (await readPanels(frame, png)).flat();
    const jane = words.find((w) => w.text === 'Jane');
    expect(jane).toBeDefined();
    expect(jane!.left).toBeGreaterThanOrEqual(64);
    expect(jane!.top).toBeGreaterThanOrEqual(500);
    expect(words.some((w) => w.text === 'CEO')).toBe(true);
  });

  it('reads a translucent pill across a picture\'s edge, flat only in the rows clear of the edge', async () => {
    const hill = `<path d="M0 ${H} L0 420 Q500 380 760 ${H} Z" fill="#3a4a90"/><path d="M760 ${H} Q500 380 0 420 L0 0 L${W} 0 L${W} ${H} Z" fill="#4caf6a"/>`;
    const pill = `<rect x="500" y="600" width="200" height="74" rx="10" fill="#0d1020" fill-opacity="0.85"/><text x="530" y="648" font-size="34" fill="#ffffff">Sunset</text>`;
    const { frame, png } = await frameOf('pill', `${hill}<rect width="${W}" height="${H}" fill="url(#checks)"/>${CHECKED.slice(0, CHECKED.indexOf('</defs>') + 7)}${pill}`);
    expect((await readPanels(frame, png)).flat().some((w) => w.text === 'Sunset')).toBe(true);
  });

  it('finds no panel in the textured picture alone, nor in a plain background (the whole frame\'s readings cover it)', async () => {
    expect(findPanels((await frameOf('checked', CHECKED)).frame)).toEqual([]);
    expect(findPanels((await frameOf('plain', `<rect width="${W}" height="${H}" fill="#202a44"/>`)).frame)).toEqual([]);
  });

  it('finds no panel under words set straight on the picture, so nothing is read twice from a crop', async () => {
    const { frame } = await frameOf('bare', `${CHECKED}<text x="84" y="545" font-size="32" fill="#ffffff">Jane Doe</text>`);
    expect(findPanels(frame)).toEqual([]);
  });
});
