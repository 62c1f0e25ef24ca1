import { wcagContrast } from 'culori';
import type { SceneDocument } from '../../../model/scene-document.js';
import { THEME_BACKGROUNDS } from '../../../model/theme-grounds.js';

/*
 * A text colour the brief asks for, on the theme's own ground it would not show on ("Title "Summer Sale" in navy"
 * on the classic theme's near-black): the renderer would switch the text to white to keep it legible, and the
 * colour asked for would be lost. A designer keeps the colour and changes the ground instead: a light one under a
 * dark text, a dark one under a light text. Only the theme's ground is changed; a background the brief said is kept
 * (the renderer then fixes the contrast as it always does).
 */

export const LIGHT_GROUND = '#f7f5f0';
const DARK_GROUND = '#1e1e2e';
/** Large text's WCAG minimum: below it the asked colour would be switched. */
const SHOWS = 3;

/** The ground a document needs for its texts' own colours, or undefined when the theme's ground does. */
export function groundForTextColours(doc: SceneDocument): string | undefined {
  const ground = doc.background;
  if (ground.type !== 'solid' || ground.colour !== THEME_BACKGROUNDS[doc.theme]) return undefined;
  // Scenes with a ground of their own, or a picture filling them, are not on the theme's ground.
  const onGround = doc.scenes.filter((s) => !s.background && !s.layers.some((l) => l.type === 'media' && l.placement === 'full'));
  const colours = onGround.flatMap((s) => s.layers.flatMap((l) => (l.type === 'text' && l.colour ? [l.colour] : [])));
  if (colours.length === 0 || colours.every((c) => wcagContrast(c, ground.colour) >= SHOWS)) return undefined;
  const light = colours.filter((c) => wcagContrast(c, LIGHT_GROUND) >= SHOWS).length;
  const dark = colours.filter((c) => wcagContrast(c, DARK_GROUND) >= SHOWS).length;
  const best = light >= dark ? LIGHT_GROUND : DARK_GROUND;
  return best === ground.colour ? undefined : best;
}
