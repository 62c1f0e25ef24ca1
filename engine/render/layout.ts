/*
 * drawtext draws lines as given and does not wrap, so text is wrapped (and, when very long, shrunk) here, from the
 * frame width and an estimate of the font's average glyph width.
 */
export const FRAME_WIDTH = 1280;
export const FRAME_HEIGHT = 720;
export const FPS = 30;
const MARGIN = 96;
/** DejaVu's average advance is a little over half the font size; 0.6 leaves room for wide glyphs. */
const GLYPH_WIDTH_RATIO = 0.6;

export interface TextLayout {
  lines: string[];
  fontSize: number;
}

function wrap(text: string, maxChars: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      // A single word longer than a line is broken, rather than running off the frame.
      for (let rest = word; rest.length > 0; ) {
        const room = line ? maxChars - line.length - 1 : maxChars;
        if (rest.length <= room) {
          line = line ? `${line} ${rest}` : rest;
          rest = '';
        } else if (line) {
          lines.push(line);
          line = '';
        } else {
          lines.push(rest.slice(0, maxChars));
          rest = rest.slice(maxChars);
        }
      }
    }
    if (line) lines.push(line);
  }
  return lines.length ? lines : [''];
}

/** Lines and font size so the text fits in `maxLines` lines across the frame. */
export function layoutText(text: string, preferredSize: number, maxLines: number): TextLayout {
  for (let size = preferredSize; ; size = Math.floor(size * 0.85)) {
    const maxChars = Math.max(8, Math.floor((FRAME_WIDTH - 2 * MARGIN) / (size * GLYPH_WIDTH_RATIO)));
    const lines = wrap(text, maxChars);
    if (lines.length <= maxLines || size <= 24) return { lines: lines.slice(0, Math.max(maxLines, lines.length)), fontSize: size };
  }
}

/** Whole frames: every chapter has an exact frame count, so concatenated chapters never drift. */
export function framesFor(seconds: number): number {
  return Math.max(15, Math.round(seconds * FPS));
}
