import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Theme } from '../scene.js';

/*
 * Fonts come from the npm package dejavu-fonts-ttf, not the system, so a chapter renders the same on a laptop
 * (`npm start`), in the test environment and in the container image.
 */
const fontDir = join(dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')), 'ttf');

export interface ThemeStyle {
  titleFont: string;
  captionFont: string;
  titleSize: number;
  captionSize: number;
  textColour: string;
  /** Box behind text, `colour@opacity`, so text stays legible over any image or video. */
  box: string;
}

const font = (file: string) => join(fontDir, file);

export const THEME_STYLES: Record<Theme, ThemeStyle> = {
  classic: { titleFont: font('DejaVuSans-Bold.ttf'), captionFont: font('DejaVuSans.ttf'), titleSize: 72, captionSize: 40, textColour: 'white', box: 'black@0.45' },
  minimal: { titleFont: font('DejaVuSans-ExtraLight.ttf'), captionFont: font('DejaVuSans.ttf'), titleSize: 64, captionSize: 36, textColour: '0x222222', box: 'white@0.6' },
  bold: { titleFont: font('DejaVuSansCondensed-Bold.ttf'), captionFont: font('DejaVuSans-Bold.ttf'), titleSize: 96, captionSize: 44, textColour: '0xffd400', box: 'black@0.6' },
  retro: { titleFont: font('DejaVuSansMono-Bold.ttf'), captionFont: font('DejaVuSansMono.ttf'), titleSize: 72, captionSize: 38, textColour: '0xff71ce', box: '0x01cdfe@0.25' },
  elegant: { titleFont: font('DejaVuSerif-Bold.ttf'), captionFont: font('DejaVuSerif-Italic.ttf'), titleSize: 76, captionSize: 40, textColour: '0xf4e4c1', box: 'black@0.35' },
  playful: { titleFont: font('DejaVuSans-BoldOblique.ttf'), captionFont: font('DejaVuSans-Oblique.ttf'), titleSize: 84, captionSize: 42, textColour: 'white', box: '0xfb5607@0.7' },
};
