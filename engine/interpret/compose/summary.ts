import { totalDuration, type Layer, type Scene, type SceneDocument } from '../../../model/scene-document.js';
import { ROLE_NAMES } from './layers.js';
import type { Notes } from './notes.js';
import { describePlacement } from '../intents/placement.js';
import { colourName, describeFill } from '../intents/style.js';
import { describeParticles } from '../intents/effects.js';
import { plural, round, shorten } from '../read/words.js';

/*
 * The prompt's result, in one sentence: what was built (or changed), what was ignored, and what was not
 * understood, so people learn the vocabulary from the answers.
 */

const MOTION: Record<string, string> = {
  'slide-left': 'sliding in from the right',
  'slide-right': 'sliding in from the left',
  'slide-up': 'sliding up',
  'slide-down': 'dropping in',
  pop: 'popping in',
  typewriter: 'typed out',
  'word-by-word': 'word by word',
  none: 'without animation',
};

const LAYOUT_NAMES = { split: 'a split screen', 'before-after': 'a before/after split', grid: 'a grid', pip: 'a picture-in-picture' } as const;

function motionOf(layer: Layer): string {
  return MOTION[layer.animation.in] ?? '';
}

export function describeLayer(layer: Layer): string {
  const extras: string[] = [];
  let what: string;
  switch (layer.type) {
    case 'text':
      what = `${ROLE_NAMES[layer.role]} "${shorten(layer.text)}"`;
      if (layer.size && layer.size !== 'medium') extras.push(layer.size);
      if (layer.colour) extras.push(colourName(layer.colour));
      break;
    case 'list':
      what = `a ${layer.numbered ? 'numbered ' : ''}list of ${plural(layer.items.length, 'point')}${layer.arrangement === 'columns' ? ' as cards side by side' : ''}${layer.stagger > 0 ? ' one at a time' : ' all at once'}`;
      break;
    case 'chart':
      what = `a ${layer.bars === 'rows' ? 'horizontal ' : ''}${layer.kind} chart${layer.title ? ` of ${shorten(layer.title, 30)}` : ''} (${plural(layer.data.length, 'value')}${layer.prefix || layer.unit ? `, in ${layer.prefix ?? ''}${layer.unit ?? ''}` : ''})`;
      break;
    case 'counter':
      what = layer.to < layer.from ? `a countdown from ${layer.prefix}${layer.from.toLocaleString('en-US')}${layer.to !== 0 ? ` to ${layer.to.toLocaleString('en-US')}` : ''}${layer.suffix}` : `a counter to ${layer.prefix}${layer.to.toLocaleString('en-US')}${layer.suffix}`;
      if (layer.colour) extras.push(colourName(layer.colour));
      break;
    case 'media':
      what = `${layer.kind} ${layer.assetId}`;
      if (layer.kind === 'image' && layer.kenBurns !== 'zoom-in') extras.push(layer.kenBurns === 'none' ? 'still' : layer.kenBurns.replace('-', ' '));
      if (layer.trim?.last !== undefined) extras.push(`its last ${layer.trim.last} s`);
      else if (layer.trim) extras.push(`${layer.trim.from} s to ${layer.trim.to ?? 'the end'}${layer.trim.to !== undefined ? ' s' : ''}`);
      if (layer.speed !== undefined && layer.speed !== 1) extras.push(layer.speed < 1 ? `slow motion ×${layer.speed}` : `×${layer.speed} speed`);
      if (layer.muted === true) extras.push('muted');
      else if (layer.kind === 'video' && layer.muted === false) extras.push('with its sound');
      break;
    case 'logo':
      what = `logo ${layer.assetId}`;
      break;
    case 'shape':
      what = `a ${layer.shape}`;
      break;
    case 'layout': {
      const labels = layer.cells.map((c) => c.label).filter(Boolean);
      what = `${LAYOUT_NAMES[layer.arrangement]} of ${plural(layer.cells.length, 'picture')}${labels.length ? ` labelled ${labels.map((l) => `"${shorten(l!, 20)}"`).join(', ')}` : ''}`;
      if (layer.arrangement === 'pip') extras.push(`inset ${describePlacement(layer.corner)}`);
      else if (layer.direction === 'stacked') extras.push('top and bottom');
      break;
    }
    case 'progress':
      what = `a progress bar along the ${layer.edge}`;
      break;
    case 'graphic':
      what = layer.shape === 'highlight' ? `a highlight on "${shorten(layer.text ?? '', 20)}"` : layer.shape === 'arrow' ? `an arrow pointing ${layer.pointing.replace('-', ' ')}` : `a ${layer.shape === 'rule' ? 'rule' : 'rounded panel'}`;
      break;
    case 'particles':
      what = describeParticles(layer);
      break;
    case 'button':
      what = `a button "${shorten(layer.text, 25)}"${layer.url ? ` with ${layer.url}` : ''}`;
      break;
  }
  const placement = 'placement' in layer && layer.placement !== undefined && !(layer.type === 'media' && layer.placement === 'full') && !(layer.type === 'chart' || layer.type === 'counter' || layer.type === 'layout' || (layer.type === 'graphic' && typeof layer.placement === 'object')) ? describePlacement(layer.placement) : '';
  if (placement && !(layer.type === 'text' && (layer.role === 'name' || layer.role === 'role') && layer.placement === 'lower-third')) extras.push(placement);
  if (layer.type !== 'media' && layer.type !== 'logo' && layer.type !== 'layout' && layer.type !== 'progress') {
    const motion = motionOf(layer);
    if (motion) extras.push(motion);
  }
  return extras.length ? `${what} (${extras.join(', ')})` : what;
}

function describeScene(scene: Scene, first: boolean, sharedTransitions: boolean): string {
  // A corner logo is every scene's (said once, below); a logo in the middle is its scene's own (an end card).
  const layers = scene.layers.filter((l) => l.type !== 'logo' || l.placement === 'center');
  const parts: string[] = [];
  for (let i = 0; i < layers.length; i++) {
    const layer = layers[i]!;
    const next = layers[i + 1];
    if (layer.type === 'text' && layer.role === 'name' && next?.type === 'text' && next.role === 'role') {
      parts.push(`a lower third "${shorten(layer.text, 30)}, ${shorten(next.text, 30)}"`);
      i++;
    } else if (layer.type === 'text' && layer.role === 'quote' && next?.type === 'text' && next.role === 'attribution') {
      parts.push(`quote "${shorten(layer.text, 30)}" by ${shorten(next.text, 30)}`);
      i++;
    } else parts.push(describeLayer(layer));
  }
  if (scene.transition && scene.transition.type !== 'cut' && !first && !sharedTransitions) parts.push(scene.transition.type.replace('-', ' ').replace('fade black', 'fade through black'));
  if (scene.background) parts.push(describeFill(scene.background));
  if (scene.fadeIn && scene.fadeOut) parts.push('a fade');
  else if (scene.fadeIn) parts.push('a fade in');
  else if (scene.fadeOut) parts.push('a fade out');
  return parts.join(', ') || 'nothing on screen yet';
}

export interface SummaryInput {
  doc: SceneDocument;
  created: boolean;
  /** Scenes made by this prompt. */
  built: Scene[];
  notes: Notes;
  ignored: string[];
}

export function summarise({ doc, created, built, notes, ignored }: SummaryInput): string {
  const seconds = round(totalDuration(doc), 1);
  const count = doc.scenes.length;
  let sentence = `${created ? 'Built' : 'Updated'} ${plural(count, 'scene')} (${seconds} s${notes.format && created ? `, ${notes.format}` : ''})`;
  const logos = [...new Set(doc.scenes.flatMap((s) => s.layers.filter((l) => l.type === 'logo' && l.placement !== 'center').map((l) => describeLayer(l))))];
  const rest = [...notes.changes, ...(created ? logos : []), ...notes.globals, ...(notes.format && !created ? [`the ${notes.format} format`] : [])];
  const shown = built.filter((s) => doc.scenes.includes(s));
  const shared = notes.globals.some((g) => g.endsWith('between scenes'));
  const scene = (s: Scene) => describeScene(s, doc.scenes.indexOf(s) === 0, shared);
  if (shown.length === 1 && count === 1) sentence += ` with ${[scene(shown[0]!), ...rest].join(', ')}`;
  else if (shown.length > 0) {
    const each = shown.map((s) => (created ? `${doc.scenes.indexOf(s) + 1}) ${scene(s)}` : `scene ${doc.scenes.indexOf(s) + 1} with ${scene(s)}`));
    sentence += `: ${created ? '' : 'added '}${each.join('; ')}`;
    if (rest.length) sentence += `; ${created ? 'with ' : ''}${rest.join(', ')}`;
  } else if (rest.length) sentence += `${created ? ' with' : ':'} ${rest.join(', ')}`;
  else if (created || doc.scenes.every((s) => s.layers.length === 0)) sentence += ' on a plain background (put on-screen text in "double quotes")';
  else if (notes.hints.length === 0) sentence += ' with no recognised change';
  if (ignored.length) sentence += `; ignored ${ignored.join(', ')} (only your uploaded, ready assets are used)`;
  if (notes.hints.length) sentence += `; ${notes.hints.join('; ')}`;
  if (notes.unknown.length) sentence += `; did not understand: ${notes.unknown.map((w) => `'${shorten(w, 30)}'`).join(', ')} (see docs/writing-prompts.md)`;
  return `${sentence}.`;
}
