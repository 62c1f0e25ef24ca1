import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { FrameSize } from '../../../model/format.js';
import type { Fill, Size, TextRole, Theme } from '../../../model/scene-document.js';
import { referenceLength, sizeFactor, TYPE_SCALE } from '../typeset/set-block.js';

/*
 * Fonts, sizes and colours by theme and text role. Fonts come from the npm package dejavu-fonts-ttf, not the
 * system, so a chapter renders the same on a laptop (`npm start`), in the test environment and in the container.
 * Sizes come from the type scale (typeset/set-block.ts).
 */
const fontDir = join(dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')), 'ttf');
const font = (file: string) => join(fontDir, file);

export interface ThemeStyle {
  fonts: { heading: string; body: string; quote: string; strong: string };
  /** `#rrggbb` */
  textColour: string;
  /** Bullets, numbers, the lower-third band. */
  accent: string;
  /** Text drawn on the accent (the lower-third band). */
  onAccent: string;
  /** Box behind text over images and video, `0xrrggbb@opacity`, so text stays legible over anything. */
  box: string;
}

export const THEME_STYLES: Record<Theme, ThemeStyle> = {
  classic: {
    fonts: { heading: font('DejaVuSans-Bold.ttf'), body: font('DejaVuSans.ttf'), quote: font('DejaVuSerif-Italic.ttf'), strong: font('DejaVuSans-Bold.ttf') },
    textColour: '#ffffff', accent: '#3a86ff', onAccent: '#ffffff', box: '0x000000@0.62',
  },
  minimal: {
    fonts: { heading: font('DejaVuSans-ExtraLight.ttf'), body: font('DejaVuSans.ttf'), quote: font('DejaVuSans-Oblique.ttf'), strong: font('DejaVuSans-Bold.ttf') },
    textColour: '#222222', accent: '#222222', onAccent: '#ffffff', box: '0xffffff@0.72',
  },
  bold: {
    fonts: { heading: font('DejaVuSansCondensed-Bold.ttf'), body: font('DejaVuSans-Bold.ttf'), quote: font('DejaVuSansCondensed-BoldOblique.ttf'), strong: font('DejaVuSansCondensed-Bold.ttf') },
    textColour: '#ffd400', accent: '#ff006e', onAccent: '#ffffff', box: '0x000000@0.66',
  },
  retro: {
    fonts: { heading: font('DejaVuSansMono-Bold.ttf'), body: font('DejaVuSansMono.ttf'), quote: font('DejaVuSansMono-Oblique.ttf'), strong: font('DejaVuSansMono-Bold.ttf') },
    textColour: '#ff71ce', accent: '#01cdfe', onAccent: '#1a1025', box: '0x1a1025@0.62',
  },
  elegant: {
    fonts: { heading: font('DejaVuSerif-Bold.ttf'), body: font('DejaVuSerif.ttf'), quote: font('DejaVuSerif-Italic.ttf'), strong: font('DejaVuSerif-Bold.ttf') },
    textColour: '#f4e4c1', accent: '#c9a227', onAccent: '#14213d', box: '0x000000@0.58',
  },
  playful: {
    fonts: { heading: font('DejaVuSans-BoldOblique.ttf'), body: font('DejaVuSans-Oblique.ttf'), quote: font('DejaVuSans-BoldOblique.ttf'), strong: font('DejaVuSans-BoldOblique.ttf') },
    textColour: '#ffffff', accent: '#fb5607', onAccent: '#ffffff', box: '0xfb5607@0.7',
  },
};

/** The type scale lives in typeset/set-block.ts (one source of truth): drawtext layers read their sizes from it too. */
export { referenceLength } from '../typeset/set-block.js';

export interface TextStyle {
  font: string;
  /** Pixels: what the text is drawn at unless it must shrink to fit. */
  preferredSize: number;
  /** Pixels: the size below which it would be hard to read (fitting goes below it only rather than cut text). */
  minSize: number;
  colour: string;
}

export function textStyle(theme: Theme, role: TextRole | 'item', frame: FrameSize, size?: Size): TextStyle {
  const style = THEME_STYLES[theme];
  const font =
    role === 'heading' ? style.fonts.heading
    : role === 'quote' ? style.fonts.quote
    : role === 'name' ? style.fonts.strong
    : style.fonts.body;
  const ref = referenceLength(frame);
  const preferredSize = Math.round(TYPE_SCALE[role].base * sizeFactor(size) * ref);
  const minSize = Math.max(14, Math.round(0.028 * ref));
  return { font, preferredSize, minSize: Math.min(minSize, preferredSize), colour: style.textColour };
}

function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
}

export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** The average colour of a fill, for choosing a text colour that reads on it. */
export function fillColour(fill: Fill): string {
  if (fill.type === 'solid') return fill.colour;
  const mix = (i: number) =>
    Math.round((parseInt(fill.from.slice(1 + 2 * i, 3 + 2 * i), 16) + parseInt(fill.to.slice(1 + 2 * i, 3 + 2 * i), 16)) / 2)
      .toString(16)
      .padStart(2, '0');
  return `#${mix(0)}${mix(1)}${mix(2)}`;
}

/** `preferred` when it reads on `background` (contrast ≥ 3), otherwise white or near-black, whichever reads better. */
export function readableOn(background: string, preferred: string): string {
  if (contrast(preferred, background) >= 3) return preferred;
  return contrast('#ffffff', background) >= contrast('#1a1a1a', background) ? '#ffffff' : '#1a1a1a';
}

/** `#rrggbb` as FFmpeg's `0xrrggbb` (with `@alpha` when given). */
export function ffColour(hex: string, alpha?: number): string {
  return `0x${hex.slice(1)}${alpha === undefined ? '' : `@${Number(alpha.toFixed(3))}`}`;
}

/** The colour text is read against: the theme's box when it is drawn over a picture, else the background. */
export function textBackdrop(theme: Theme, background: string | undefined, overMedia: boolean | undefined): string {
  return overMedia ? `#${THEME_STYLES[theme].box.slice(2, 8)}` : (background ?? '#000000');
}
