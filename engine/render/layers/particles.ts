import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ParticlesLayer } from '../../../model/scene-document.js';
import { sceneAccent } from '../palette.js';
import type { LayerContext, LayerRenderer, LayerSteps, PixelBox } from './layer-api.js';
import { drawSheetPicture, inkBounds } from './particles-draw.js';
import { hashOf, planField, type Sheet } from './particles-field.js';
import { defaultColours } from './particles-kinds.js';
import { setText } from './text.js';
import { textEnvOf } from './text-env.js';
import { pictureDir } from './text-picture.js';

/*
 * Confetti, sparkles, snow, bubbles, hearts and stars over a scene (README "Scene documents"). Each field is a few
 * sheets (particles-field.ts), each sheet a short loop of transparent pictures drawn once (particles-draw.ts) and
 * decoded once: FFmpeg's `loop` repeats them in memory, a `crop` window with per-frame expressions scrolls a
 * scrolling sheet (two tiles stacked, so it wraps around without a restart) and sways it, and one `overlay` draws
 * it. Per frame that is one crop (no copy) and one overlay a sheet: a sprite per particle would be an overlay per
 * particle, each copying the frame (60 of them cost more than the chapter). Works alike with FFmpeg 4.1 and 5.1.
 *
 * Memory: a loop holds its pictures as yuva420p, 2.5 bytes a pixel; a scrolling sheet is two frames tall. Confetti
 * (12 pictures) and sparkles or stars (30 pictures of the part of the frame they reach) add ~150 MB to FFmpeg's peak
 * at 1080p (measured: 315 → 469 MB), snow, bubbles and hearts (one picture a sheet) ~10 MB a sheet.
 */

/** The region the particles fill: the layer's placement, else the whole frame. */
function regionOf(layer: ParticlesLayer, ctx: LayerContext): PixelBox {
  if (layer.placement === undefined) return { x: 0, y: 0, w: ctx.frame.width, h: ctx.frame.height };
  const even = (n: number) => 2 * Math.round(n / 2);
  return { x: even(ctx.box.x), y: even(ctx.box.y), w: Math.max(2, even(ctx.box.w)), h: Math.max(2, even(ctx.box.h)) };
}

/** Where the scene's texts are drawn: twinkles stay clear of them. */
function textBoxes(ctx: LayerContext): PixelBox[] {
  return (ctx.sceneTexts?.() ?? []).map(({ layer, ctx: at }) => setText(layer, textEnvOf(at)).box);
}

/** The sheets of a layer in a scene, seeded by what the document says (same document, same field). */
export function fieldOf(layer: ParticlesLayer, ctx: LayerContext): Sheet[] {
  const region = regionOf(layer, ctx);
  const colours = layer.colours ?? defaultColours(layer.kind, sceneAccent(ctx.theme, ctx.background, ctx.accent), ctx.background);
  const seed = hashOf(JSON.stringify([layer.kind, layer.density, colours, region, layer.start, ctx.chapter?.start ?? 0, ctx.frame.width, ctx.frame.height]));
  const avoid = layer.kind === 'sparkles' || layer.kind === 'stars' ? textBoxes(ctx) : [];
  return planField({ kind: layer.kind, density: layer.density, colours, region, unit: Math.min(ctx.frame.width, ctx.frame.height), avoid, seed });
}

const num = (n: number) => Number(n.toFixed(4)).toString();

export const renderParticles: LayerRenderer<ParticlesLayer> = async (layer, ctx, input) => {
  const { fps, frame } = ctx;
  const first = Math.round(layer.start * fps);
  const last = Math.round((layer.end ?? ctx.streamSeconds ?? ctx.sceneSeconds) * fps);
  const frames = last - first;
  if (frames < 1) return { statements: [], output: input };
  const region = regionOf(layer, ctx);
  const dir = await pictureDir(ctx);
  const statements: string[] = [];
  let stream = input;
  const sheets = fieldOf(layer, ctx);
  // "Still" (nothing moves): each sheet's first picture, where it is.
  const still = ctx.still === true;
  const fadeIn = layer.animation.in !== 'none' && !(ctx.firstScene && first === 0) ? Math.max(1, Math.round(layer.animation.duration * fps)) : 0;
  const fadeOut = layer.animation.out === 'fade' ? Math.max(1, Math.round(layer.animation.duration * fps)) : 0;
  for (const [n, sheet] of sheets.entries()) {
    if (sheet.particles.length === 0) continue;
    const bounds = inkBounds(sheet);
    const pictures = still ? 1 : sheet.spec.frames;
    for (let k = 0; k < pictures; k++) await writeFile(join(dir, `p${n}-${String(k).padStart(5, '0')}.png`), drawSheetPicture(sheet, k, bounds));
    const i = ctx.addInput(['-threads', '1', '-framerate', String(fps), '-start_number', '0', '-i', join(dir, `p${n}-%05d.png`)]);
    const scrolls = sheet.spec.speed !== 0 && !still;
    const loop = `loop=loop=${Math.ceil(frames / pictures) - 1}:size=${pictures}:start=0,trim=end_frame=${frames},settb=1/${fps},setpts=N+${first}`;
    const fades = [
      fadeIn ? `fade=t=in:st=${num(first / fps)}:d=${num(fadeIn / fps)}:alpha=1` : '',
      fadeOut ? `fade=t=out:st=${num((last - fadeOut) / fps)}:d=${num(fadeOut / fps)}:alpha=1` : '',
    ].filter(Boolean);
    const pic = ctx.label('ptcl');
    let at = { x: region.x + bounds.x - sheet.margin, y: region.y + bounds.y };
    if (scrolls) {
      // Two tiles stacked; the window scrolls down the stack (falling) or up it (rising) and wraps after one tile.
      const tiles = ctx.label('ptiles');
      const [a, b] = [ctx.label('pa'), ctx.label('pb')];
      statements.push(`[${i}:v]format=yuva420p,split${a}${b}`, `${a}${b}vstack${tiles}`);
      const v = Math.abs(sheet.spec.speed) * frame.height;
      const h = sheet.height;
      const travel = `mod(${num(v)}*(t+${num(sheet.offset)}),${h})`;
      const y = sheet.spec.speed > 0 ? `${h}-${travel}` : travel;
      const x = sheet.margin > 0 ? `${sheet.margin}+${sheet.margin}*sin(${num((2 * Math.PI) / sheet.spec.sway.period)}*(t+${num(sheet.offset)}))` : '0';
      statements.push(`${tiles}${loop},crop=w=${region.w}:h=${region.h}:x='${x}':y='${y}':exact=1${fades.map((f) => `,${f}`).join('')}${pic}`);
      at = { x: region.x, y: region.y };
    } else {
      const crop = still && sheet.margin > 0 ? `,crop=w=${region.w}:h=${sheet.height}:x=${sheet.margin}:y=0` : '';
      if (crop) at = { x: region.x, y: region.y };
      statements.push(`[${i}:v]format=yuva420p,${loop}${crop}${fades.map((f) => `,${f}`).join('')}${pic}`);
    }
    const output = ctx.label('ptclout');
    statements.push(`${stream}${pic}overlay=x=${at.x}:y=${at.y}:eof_action=pass${output}`);
    stream = output;
  }
  return { statements, output: stream } satisfies LayerSteps;
};
