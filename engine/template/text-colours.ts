import { clampChroma, converter, formatHex } from 'culori';
import type { Fill, SceneDocument } from '../../model/scene-document.js';
import { hexToRgb, NEAR_BLACK, NEAR_WHITE, TEXT_TARGET, worstRatio, type Rgb } from '../render/style/contrast.js';

/*
 * The text colours of a filled gallery template, from the colours the person chose. A theme's text colour was
 * chosen for the theme's own ground: the bold theme's yellow on a dark green brand colour is a colour nobody picked
 * (a newcomer's promo came out all yellow, their coral only on the bullets). So every text and list the template
 * leaves uncoloured takes a colour made from the filled ground: a heading the accent, when the accent is one of the
 * template's fields and reads on the ground at 4.5:1; anything else a tint of the ground (nearly white on a dark
 * ground, nearly black on a light one, with the ground's hue), else white or near-black. Every choice is checked
 * against the ground's colours (a gradient's ends and middle) with the renderer's 3 % headroom, so the renderer
 * keeps it. Texts over a full-frame picture are left to the renderer, which sets them on a panel.
 */

const toOklch = converter('oklch');
/** The renderer's headroom over the target (engine/render/style/contrast.ts): a colour chosen here is kept there. */
const HEADROOM = 1.03;
/** How much of the ground's hue a tint keeps (OKLCH chroma): visibly of the ground, still reading as white or ink. */
const TINT_CHROMA = 0.035;

/** The colours a text on this ground may sit on: a solid colour, or a gradient's two ends and its middle. */
export function groundSamples(fill: Fill): Rgb[] {
  if (fill.type === 'solid') return [hexToRgb(fill.colour)];
  const from = hexToRgb(fill.from);
  const to = hexToRgb(fill.to);
  return [from, to, { r: (from.r + to.r) / 2, g: (from.g + to.g) / 2, b: (from.b + to.b) / 2 }];
}

const reads = (colour: string, samples: readonly Rgb[]) => worstRatio(hexToRgb(colour), samples) >= TEXT_TARGET * HEADROOM;

/** The ground's own hue at lightness `l`, faintly: a tint of it. */
function tint(ground: string, l: number): string {
  const g = toOklch(ground)!;
  return formatHex(clampChroma({ mode: 'oklch', l, c: Math.min(g.c ?? 0, TINT_CHROMA), h: g.h }, 'oklch'));
}

/** A tint of the ground that reads on every sample (the softer one first for secondary text), else white or near-black. */
export function groundTint(fill: Fill, strong: boolean): string {
  const samples = groundSamples(fill);
  const ground = fill.type === 'solid' ? fill.colour : fill.from;
  const dark = worstRatio(hexToRgb(NEAR_WHITE), samples) >= worstRatio(hexToRgb(NEAR_BLACK), samples);
  const lightnesses = dark ? (strong ? [0.97] : [0.93, 0.97]) : strong ? [0.22] : [0.3, 0.22];
  for (const l of lightnesses) {
    const c = tint(ground, l);
    if (reads(c, samples)) return c;
  }
  return dark ? NEAR_WHITE : NEAR_BLACK;
}

/** A text layer's colour: the accent for a heading when it is the person's and reads, else a tint of the ground. */
export function textColourOn(fill: Fill, role: string, accent: string | undefined): string {
  if (role === 'heading' && accent && reads(accent, groundSamples(fill))) return accent;
  const strong = role === 'heading' || role === 'name' || role === 'quote';
  return groundTint(fill, strong);
}

/** Whether a scene has a picture or clip under the whole frame (its texts then sit on the renderer's panels). */
function fullFramePicture(scene: SceneDocument['scenes'][number]): boolean {
  return scene.layers.some((l) => l.type === 'media' && (l.placement === undefined || l.placement === 'full'));
}

/**
 * `doc` with a colour on every text and list the template left uncoloured, from its (filled) ground and, for
 * headings, its accent when `accentIsField` (an accent the template fixed is not the person's colour).
 */
export function withGroundTextColours(doc: SceneDocument, accentIsField: boolean): SceneDocument {
  const accent = accentIsField ? doc.accent : undefined;
  return {
    ...doc,
    scenes: doc.scenes.map((scene) => {
      const fill = scene.background ?? doc.background;
      if (fullFramePicture(scene)) return scene;
      return {
        ...scene,
        layers: scene.layers.map((l) => {
          if (l.type === 'text' && !l.colour) return { ...l, colour: textColourOn(fill, l.role, accent) };
          if (l.type === 'list' && !l.colour) return { ...l, colour: textColourOn(fill, 'body', accent) };
          return l;
        }),
      };
    }),
  };
}
