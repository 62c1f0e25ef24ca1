import { DEFAULT_SCENE_SECONDS, type Animation, type Layer, type Scene, type TextLayer, type TextRole } from '../../../model/scene-document.js';

/*
 * Building blocks of the documents the interpreter writes: layers with every default spelled out (so a document
 * reads the same before and after validation), and the lookups the edits need.
 */

export const DEFAULT_ANIMATION: Animation = { in: 'fade', out: 'none', duration: 0.5 };

export function animation(partial: Partial<Animation> = {}): Animation {
  return { ...DEFAULT_ANIMATION, ...partial };
}

export function textLayer(role: TextRole, text: string, extra: Partial<TextLayer> = {}): TextLayer {
  return { type: 'text', role, text: text.slice(0, 500), start: 0, animation: animation(), ...extra };
}

export function newScene(duration = DEFAULT_SCENE_SECONDS): Scene {
  return { duration, layers: [], fadeIn: false, fadeOut: false };
}

/**
 * Drawing order: pictures at the back, the logo in front, everything else in the order it was asked for. Particles
 * (confetti, snow…) go over the pictures and behind the texts.
 */
const DEPTH: Record<Layer['type'], number> = { media: 0, layout: 0, shape: 1, graphic: 1, particles: 1.5, chart: 2, counter: 2, list: 2, text: 2, button: 2, progress: 3, logo: 3 };

/**
 * A highlight marks a word of a text: it is drawn over the texts (render/layers/highlight.ts); so is a particles
 * layer asked for in front (it keeps off the texts' boxes itself).
 */
const depthOf = (layer: Layer) => ((layer.type === 'graphic' && layer.shape === 'highlight') || (layer.type === 'particles' && layer.front) ? 2.5 : DEPTH[layer.type]);

export function sortLayers(layers: Layer[]): Layer[] {
  return layers
    .map((layer, i) => ({ layer, i }))
    .sort((a, b) => depthOf(a.layer) - depthOf(b.layer) || a.i - b.i)
    .map((x) => x.layer);
}

/** Text roles people name with one word: "caption" also finds a subtitle, "text" any text. */
export const ROLE_GROUPS: Record<string, TextRole[]> = {
  heading: ['heading'],
  subtitle: ['subtitle', 'caption'],
  caption: ['caption', 'subtitle'],
  body: ['body'],
  text: ['body', 'heading', 'subtitle', 'caption', 'quote'],
  quote: ['quote'],
  attribution: ['attribution'],
  name: ['name'],
  role: ['role'],
};

/** Spoken back in summaries: people say "title" for a heading. */
export const ROLE_NAMES: Record<TextRole, string> = {
  heading: 'title',
  subtitle: 'subtitle',
  body: 'text',
  quote: 'quote',
  attribution: 'attribution',
  name: 'name',
  role: 'role',
  caption: 'caption',
};

export function isText(layer: Layer, roles?: readonly TextRole[]): layer is TextLayer {
  return layer.type === 'text' && (!roles || roles.includes(layer.role));
}
