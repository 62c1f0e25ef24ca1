import { Resvg } from '@resvg/resvg-js';
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/*
 * Test pictures drawn at test time (SVG rendered by resvg, no files from elsewhere). Each has fine texture over its
 * whole area, so the cover ratio can tell picture from letterbox bars, and the "marker" picture carries four bright
 * dots on a dark scene whose centroids give the camera's scale and offset frame by frame (Ken Burns smoothness).
 */

function png(svg: string): Buffer {
  return Buffer.from(new Resvg(svg, { font: { loadSystemFonts: false }, logLevel: 'off' }).render().asPng());
}

/** A landscape-like picture: a sky-to-ground gradient, hills, a sun, and a faint checker over everything (faint: OCR
 * must still read a title over it; enough: no 16x16 block of it is flat). */
export function scenicPicture(width: number, height: number, hue = 200): Buffer {
  const cell = Math.max(8, Math.round(width / 120));
  const hills = Array.from({ length: 5 }, (_, i) => {
    const y = height * (0.55 + i * 0.08);
    return `<ellipse cx="${(width * (i * 0.27 + 0.1)) % width}" cy="${y + height * 0.3}" rx="${width * 0.45}" ry="${height * 0.35}" fill="hsl(${(hue + 90 + i * 12) % 360},45%,${30 + i * 5}%)"/>`;
  }).join('');
  return png(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue},60%,35%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},70%,70%)"/></linearGradient>
    <pattern id="chk" width="${cell * 2}" height="${cell * 2}" patternUnits="userSpaceOnUse"><rect width="${cell}" height="${cell}" fill="#fff" fill-opacity="0.07"/><rect x="${cell}" y="${cell}" width="${cell}" height="${cell}" fill="#000" fill-opacity="0.07"/></pattern>
  </defs>
  <rect width="100%" height="100%" fill="url(#sky)"/>
  <circle cx="${width * 0.7}" cy="${height * 0.28}" r="${height * 0.1}" fill="hsl(45,95%,65%)"/>
  ${hills}
  <rect width="100%" height="100%" fill="url(#chk)"/>
</svg>`);
}

/** Where the four dots of `markerPicture` are, as fractions of its width and height. */
export const MARKERS = [
  [0.38, 0.38],
  [0.62, 0.38],
  [0.38, 0.62],
  [0.62, 0.62],
] as const;

/** A dark textured picture with four bright dots near its centre (they stay in frame through a zoom or a pan). */
export function markerPicture(width: number, height: number): Buffer {
  const r = Math.round(Math.min(width, height) * 0.018);
  const dots = MARKERS.map(([x, y]) => `<circle cx="${x * width}" cy="${y * height}" r="${r}" fill="#ffffff"/>`).join('');
  const cell = Math.max(8, Math.round(width / 100));
  return png(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1d2b4a"/><stop offset="1" stop-color="#4a2340"/></linearGradient>
    <pattern id="chk" width="${cell * 2}" height="${cell * 2}" patternUnits="userSpaceOnUse"><rect width="${cell}" height="${cell}" fill="#fff" fill-opacity="0.08"/><rect x="${cell}" y="${cell}" width="${cell}" height="${cell}" fill="#000" fill-opacity="0.12"/></pattern>
  </defs>
  <rect width="100%" height="100%" fill="url(#bg)"/>
  <rect width="100%" height="100%" fill="url(#chk)"/>
  ${dots}
</svg>`);
}

/** A wide logo on a transparent ground: an orange disc and a white bar (a wordmark's shape). */
export function logoPicture(width = 400, height = 160): Buffer {
  return png(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <circle cx="${height / 2}" cy="${height / 2}" r="${height * 0.38}" fill="#ff6b35"/>
  <rect x="${height}" y="${height * 0.31}" width="${width - height * 1.1}" height="${height * 0.38}" rx="${height * 0.06}" fill="#ffffff"/>
</svg>`);
}

/**
 * A short landscape clip (H.264, no sound): the scenic picture panning slowly to the right, `seconds` long, as a phone
 * would film a view. Made by FFmpeg from a picture drawn here (nothing downloaded); the pan keeps every frame
 * different, as footage is, so a frozen frame in the render is the render's, not the clip's.
 */
export async function scenicClip(width = 1280, height = 720, seconds = 6, hue = 160): Promise<Buffer> {
  const dir = mkdtempSync(join(tmpdir(), 'clip-'));
  try {
    const still = join(dir, 'still.png');
    const out = join(dir, 'clip.mp4');
    const wide = Math.round(width * 1.25);
    writeFileSync(still, scenicPicture(wide, height, hue));
    // Pan across the extra quarter of width over the clip (sub-pixel steps are fine: each frame is a new crop).
    const args = ['-hide_banner', '-loglevel', 'error', '-y', '-loop', '1', '-framerate', '30', '-i', still, '-t', String(seconds),
      '-vf', `crop=${width}:${height}:'(iw-${width})*t/${seconds}':0,format=yuv420p`, '-c:v', 'libx264', '-preset', 'veryfast', '-crf', '23', '-an', out];
    await run('ffmpeg', args);
    return readFileSync(out);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
