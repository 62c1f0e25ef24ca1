import type { Fill, Theme } from '../../../model/scene-document.js';

/*
 * Colours by theme. The theme's faces are the bundled display and text faces of typeset/faces.ts (THEME_FACES:
 * Montserrat, Inter, Playfair Display, Bebas Neue, Fredoka, ... from @fontsource), DejaVu only the last glyph
 * fallback there; sizes come from the type scale (typeset/set-block.ts).
 */

export interface ThemeStyle {
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
  classic: { textColour: '#ffffff', accent: '#3a86ff', onAccent: '#ffffff', box: '0x000000@0.62' },
  minimal: { textColour: '#222222', accent: '#222222', onAccent: '#ffffff', box: '0xffffff@0.72' },
  bold: { textColour: '#ffd400', accent: '#ff006e', onAccent: '#ffffff', box: '0x000000@0.66' },
  retro: { textColour: '#ff71ce', accent: '#01cdfe', onAccent: '#1a1025', box: '0x1a1025@0.62' },
  elegant: { textColour: '#f4e4c1', accent: '#c9a227', onAccent: '#14213d', box: '0x000000@0.58' },
  playful: { textColour: '#ffffff', accent: '#fb5607', onAccent: '#ffffff', box: '0xfb5607@0.7' },
};

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
