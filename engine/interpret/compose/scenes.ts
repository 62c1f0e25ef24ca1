import type { Layer, Scene, SceneDocument, Theme } from '../../../model/scene-document.js';
import { THEME_BACKGROUNDS } from '../intents/style.js';
import { isEmpty, type BuiltScene } from './build-scene.js';
import { sortLayers } from './layers.js';
import type { Notes } from './notes.js';
import type { Reading } from '../read/reading.js';
import { describeFill } from '../intents/style.js';
import { describeLayer } from './summary.js';
import { round } from '../read/words.js';
import { FILLER, MOOD } from '../read/unknown.js';
import type { EffectRequest } from '../intents/effects.js';

/*
 * Placing described scenes in the document: new content merged into a scene it names, the logo spread over every
 * scene, transitions set into or out of their scenes, empty descriptions reported, and the chapter kept within its
 * limits.
 */

/** Layers of the same kind (a heading, the list, the chart, the picture…) that a new one replaces. */
function slotOf(layer: Layer): string {
  if (layer.type !== 'text') return layer.type;
  if (layer.role === 'attribution') return 'text:quote';
  if (layer.role === 'role') return 'text:name';
  return `text:${layer.role === 'caption' ? 'subtitle' : layer.role}`;
}

/**
 * A text added to what a scene shows ("add our phone number under free quotes: …", "put '…' underneath it", "in the
 * last one add 'Ages 4–12'") is a line of its own below the heading, never its replacement: the new heading becomes
 * the subtitle, or a line of body text when there is a subtitle already.
 */
export function addedUnder(reading: Reading, built: BuiltScene, scene: Scene): void {
  const said = reading.text.slice(built.segment.start, built.segment.end);
  const under = /\b(?:under|underneath|below|beneath)\b/i.test(said);
  // "in the last one add 'Ages 4–12'": added is added, unless it is said to replace ("add … instead").
  const added = /\b(?:add|include|insert)\b/i.test(said) && !/\b(?:instead|replac\w*|rather\s+than|in\s+place\s+of)\b/i.test(said);
  if (!(under && /\b(?:add|put|include|stick|pop|insert|show)\b/i.test(said)) && !added) return;
  const has = (role: string) => scene.layers.some((l) => l.type === 'text' && l.role === role);
  if (!has('heading')) return;
  for (const piece of built.pieces) {
    for (const layer of piece.layers) if (layer.type === 'text' && layer.role === 'heading') layer.role = has('subtitle') ? 'body' : 'subtitle';
  }
}

/**
 * A line said anew with one word changed ("change the date, it is 'Commandez avant le 23 mai'" over "… le 24 mai")
 * replaces that line, whatever its role, rather than the scene's title. Returns the lines so restated.
 */
export function restatedLines(built: BuiltScene, scene: Scene): string[] {
  const words = (t: string) => t.toLowerCase().split(/\s+/).filter(Boolean);
  const out: string[] = [];
  for (const piece of built.pieces) {
    piece.layers = piece.layers.filter((layer) => {
      if (layer.type !== 'text') return true;
      const next = words(layer.text);
      if (next.length < 3) return true;
      const near = scene.layers.filter((l) => {
        // (One of the same role is replaced as any new words are, its look kept or asked anew: mergeInto.)
        if (l.type !== 'text' || l.text === layer.text || l.role === layer.role) return false;
        const was = words(l.text);
        return was.length === next.length && was.filter((w, i) => w !== next[i]).length === 1;
      });
      if (near.length !== 1 || near[0]!.type !== 'text') return true;
      out.push(`"${near[0]!.text}" → "${layer.text}"`);
      near[0]!.text = layer.text;
      if (layer.colour !== undefined) near[0]!.colour = layer.colour;
      return false;
    });
  }
  built.pieces = built.pieces.filter((p) => p.layers.length > 0);
  return out;
}

/** New content for an existing scene: it replaces what fills the same slot, keeping its placement, motion and colour. */
export function mergeInto(scene: Scene, built: BuiltScene): void {
  const incoming = built.pieces.flatMap((piece) => piece.layers.map((layer) => ({ layer, piece })));
  const slots = new Set(incoming.map((x) => slotOf(x.layer)));
  const replaced = scene.layers.filter((l) => slots.has(slotOf(l)));
  // A slide restated whole ("make the last slide say Open 9am-4pm, Tues-Sun" over "Open 8am-4pm" and "Tues-Sun"):
  // the line kept under the new title is not said twice.
  for (const { layer } of incoming) {
    if (layer.type !== 'text' || layer.role !== 'heading') continue;
    for (const kept of scene.layers) {
      if (kept.type !== 'text' || kept.role === 'heading' || replaced.includes(kept)) continue;
      const head = layer.text.replace(/[.!]+$/, '');
      const tail = kept.text.replace(/[.!]+$/, '');
      const at = head.toLowerCase().lastIndexOf(tail.toLowerCase());
      if (at > 0 && at + tail.length === head.length && /[\s,·|–—-]$/.test(head.slice(0, at))) layer.text = head.slice(0, at).replace(/[\s,·|–—-]+$/, '');
    }
  }
  for (const { layer, piece } of incoming) {
    const old = replaced.find((l) => l.type === layer.type && (l.type !== 'text' || layer.type !== 'text' || l.role === layer.role));
    if (!old) continue;
    if (!piece.said.placement && layer.type !== 'media' && layer.type !== 'logo' && layer.type !== 'progress' && 'placement' in old && old.placement !== undefined) layer.placement = old.placement;
    if (!piece.said.animation) layer.animation = old.animation;
    if (!piece.said.size && (layer.type === 'text' || layer.type === 'counter') && 'size' in old && old.size) layer.size = old.size;
    // Its colour too, unless the new words give one ("make it say 'Handmade in Porto'" keeps the white asked before).
    if ((layer.type === 'text' || layer.type === 'list' || layer.type === 'counter') && layer.colour === undefined && 'colour' in old && typeof old.colour === 'string') layer.colour = old.colour;
    if (old.type === 'list' && layer.type === 'list' && piece.reveal === undefined) layer.stagger = old.stagger;
  }
  scene.layers = sortLayers([...scene.layers.filter((l) => !replaced.includes(l)), ...incoming.map((x) => x.layer)]);
  if (built.duration !== undefined) scene.duration = built.duration;
  if (built.background) scene.background = built.background;
  if (built.fades.fadeIn !== undefined) scene.fadeIn = built.fades.fadeIn;
  if (built.fades.fadeOut !== undefined) scene.fadeOut = built.fades.fadeOut;
}

/** A logo is the whole video's: it goes on every scene. */
export function spreadLogo(doc: SceneDocument, logo: Layer | undefined, cards: readonly Scene[] = []): void {
  if (!logo) return;
  for (const scene of doc.scenes.filter((s) => !cards.includes(s))) scene.layers = sortLayers([...scene.layers.filter((l) => l.type !== 'logo'), structuredClone(logo)]);
}

/** Where each described scene's transition goes: into its scene, or, said after a closing scene's content, out of it. */
export function applyTransitions(doc: SceneDocument, descriptions: BuiltScene[], sceneOf: Map<BuiltScene, Scene>, notes: Notes): void {
  for (const b of descriptions) {
    if (!b.transition) continue;
    const { transition, everywhere, at } = b.transition;
    const scene = sceneOf.get(b);
    const index = scene ? doc.scenes.indexOf(scene) : -1;
    const last = doc.scenes.length - 1;
    const afterContent = b.pieces.length > 0 && at > Math.min(...b.pieces.map((p) => p.start));
    if (everywhere || index <= 0) {
      if (transition.type === 'fade-black' && doc.scenes.length === 1) {
        doc.scenes[0]!.fadeOut = true;
        notes.global('a fade to black');
        continue;
      }
      doc.scenes.forEach((s, i) => {
        if (i === 0 || everywhere || !s.transition) s.transition = { ...transition };
      });
      notes.global(`${transition.type === 'fade-black' ? 'fades through black' : `${transition.type.replace('-', ' ')}${transition.type === 'crossfade' ? 's' : ''}`} between scenes`);
    } else if (transition.type === 'fade-black' && afterContent) {
      if (index === last) doc.scenes[last]!.fadeOut = true;
      else doc.scenes[index + 1]!.transition = { ...transition };
    } else doc.scenes[index]!.transition = { ...transition };
  }
}

/** "… then a slide with balloons": a later scene of a new sequence that says only its decoration is a scene of it. */
export function markDecorated(descriptions: readonly BuiltScene[], effects: readonly EffectRequest[]): void {
  for (const b of descriptions.slice(1)) {
    if (b.segment.kind !== 'lead' && isEmpty(b) && effects.some((e) => !e.remove && !e.everywhere && e.scene === undefined && e.at >= b.segment.start && e.at < b.segment.end)) b.decorated = true;
  }
}

/**
 * A later scene of a sequence that describes nothing Montage can draw ("then happy people dancing in a park") is
 * left out, and the result says so: a scene is never dropped silently.
 */
export function reportEmptyScenes(reading: Reading, descriptions: readonly BuiltScene[], notes: Notes): void {
  for (const [i, b] of descriptions.entries()) {
    if (i === 0 || !isEmpty(b)) continue;
    const words = (reading.leftover(b.segment.start, b.segment.end).match(/[\p{L}\d][\p{L}\d'’-]*/gu) ?? []).filter((w) => !/^(?:then|and|after|that|next|finally|lastly|scene|slide|\d+)$/i.test(w));
    // A mood with nothing to show ("A calm, … gentle …") is how the video feels, not a scene that was left out.
    if (words.filter((w) => !FILLER.has(w.toLowerCase()) && !MOOD.test(w)).length === 0) continue;
    if (words.length < 2) continue;
    notes.hint(`no scene was made of "${words.slice(0, 6).join(' ')}${words.length > 6 ? '…' : ''}": it names nothing to show (put on-screen text in "double quotes", or refer to a picture)`);
  }
}

/** A chapter holds at most 50 scenes of at most 30 layers: what is beyond is left out, and said. */
export function keepWithinLimits(doc: SceneDocument, notes: Notes): void {
  if (doc.scenes.length > 50) {
    notes.hint(`only the first 50 of ${doc.scenes.length} scenes were kept`);
    doc.scenes = doc.scenes.slice(0, 50);
  }
  for (const scene of doc.scenes) {
    if (scene.layers.length <= 30) continue;
    notes.hint('a scene shows at most 30 things');
    scene.layers = sortLayers(scene.layers.slice(0, 30));
  }
}

export function noteMerged(notes: Notes, b: BuiltScene, doc: SceneDocument, scene: Scene): void {
  const where = doc.scenes.length > 1 ? ` in scene ${doc.scenes.indexOf(scene) + 1}` : '';
  for (const piece of b.pieces) for (const layer of piece.layers) if (layer.type !== 'logo') notes.change(`${describeLayer(layer)}${where}`);
  if (b.duration !== undefined) notes.change(`${round(scene.duration, 2)} s${where}`);
  if (b.background) notes.change(`${describeFill(b.background)}${where}`);
  if (b.fades.fadeIn && b.fades.fadeOut) notes.change(`a fade${where}`);
  else if (b.fades.fadeIn === false && b.fades.fadeOut === false) notes.change(`no fade${where}`);
  else if (b.fades.fadeIn) notes.change(`a fade in${where}`);
  else if (b.fades.fadeOut) notes.change(`a fade out${where}`);
}

/** A new document of a theme: its ground, no scenes yet. */
export function newDocument(theme: Theme): SceneDocument {
  return { version: 2, theme, background: { type: 'solid', colour: THEME_BACKGROUNDS[theme] }, scenes: [] };
}

/** A scene that puts the lead's title over its picture: "start with the title over <picture>", "the name on the photo". */
export const THE_TITLE_OVER = /\bthe\s+(?:title|name|heading|headline|brand(?:\s+name)?|tagline)\s+(?:over|on|on\s+top\s+of|across|in\s+front\s+of)\b/i;
