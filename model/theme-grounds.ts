import type { Theme } from './scene-document.js';

/**
 * Each theme's own ground: the background a document of that theme starts with. The interpreter fills it in; the
 * renderer tells by it whether a background is the theme's (its accent was chosen for it) or one the brief asked for
 * (the accent then follows the brief's colour, engine/render/style/palette.ts groundAccent).
 */
export const THEME_BACKGROUNDS: Record<Theme, string> = {
  classic: '#1e1e2e',
  minimal: '#f5f5f5',
  bold: '#111111',
  retro: '#2b1b3d',
  elegant: '#14213d',
  playful: '#ffb703',
};
