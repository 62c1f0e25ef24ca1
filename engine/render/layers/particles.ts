import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ParticlesLayer } from '../../../model/scene-document.js';
import { sceneAccent } from '../style/palette.js';
import type { LayerContext, LayerRenderer, LayerSteps, PixelBox } from './layer-api.js';
import { drawSheetPicture, drawSheetPictures, inkBounds, inkColumns, inkParts } from './particles-draw.js';
import { hashOf, planField, type Sheet } from './particles-field.js';
import { BLOOM, cycleOf, drawBurstPicture, planBursts, reaches, RISE, type Burst } from './particles-fireworks.js';
import { defaultColours, KINDS } from './particles-kinds.js';
import { setText } from './text.js';
import { textEnvOf } from './text-env.js';
import { pictureDir } from './text-picture.js';

/*
 * Confetti, sparkles, snow, bubbles, hearts and stars over a scene (docs/scene-document.md). Each field is a few
 * sheets (particles-field.ts), each sheet a short loop of transparent pictures drawn once (particles-draw.ts) and
 * decoded once: FFmpeg's `loop` repeats them in memory, a `crop` window with per-frame expressions scrolls a
 * scrolling sheet (two tiles stacked, so it wraps around without a restart) and sways it, and one `overlay` draws
 * it. Per frame that is one crop (no copy) and one overlay a sheet: a sprite per particle would be an overlay per
 * particle (60 of them cost more than the chapter). Works alike with FFmpeg 4.1 and 5.1.
 *
 * An overlay blends every pixel of its picture on every frame, transparent or not, so a sheet is blended only where
 * its particles are: a scrolling sheet in the columns they pass through (balloons and a near layer in front keep
 * beside the texts: two narrow columns, not the frame, each then a sheet of its own, drawn and decoded at its
 * width), a twinkling one as a few parts around its particles
 * (particles-draw.ts inkParts: each part a sequence of its own, drawn, decoded and blended at its size; a sparkle
 * field around a title is a tenth of the frame's pixels or less).
 *
 * Memory: a loop holds its pictures as yuva420p, 2.5 bytes a pixel; a scrolling sheet is two frames tall. Confetti
 * (12 pictures) adds ~150 MB to FFmpeg's peak at 1080p (measured: 315 → 469 MB); sparkles or stars (30 pictures
 * of their parts) much less; snow, bubbles and hearts (one picture a sheet) ~10 MB a sheet.
 */

/** The region the particles fill: the layer's placement, else the whole frame. */
function regionOf(layer: ParticlesLayer, ctx: LayerContext): PixelBox {
  if (layer.placement === undefined) return { x: 0, y: 0, w: ctx.frame.width, h: ctx.frame.height };
  const even = (n: number) => 2 * Math.round(n / 2);
  return { x: even(ctx.box.x), y: even(ctx.box.y), w: Math.max(2, even(ctx.box.w)), h: Math.max(2, even(ctx.box.h)) };
}

/** Where the scene's texts are drawn: twinkles, balloons, bursts and whatever is in front stay clear of them. */
export function textBoxes(ctx: LayerContext): PixelBox[] {
  return (ctx.sceneTexts?.() ?? []).map(({ layer, ctx: at }) => setText(layer, textEnvOf(at)).box);
}

/** What a layer's field is seeded with and where: the same document gives the same field. */
function seedOf(layer: ParticlesLayer, ctx: LayerContext) {
  const region = regionOf(layer, ctx);
  const colours = layer.colours ?? defaultColours(layer.kind, sceneAccent(ctx.theme, ctx.background, ctx.accent), ctx.background);
  const seed = hashOf(JSON.stringify([layer.kind, layer.density, colours, region, layer.start, ctx.chapter?.start ?? 0, ctx.frame.width, ctx.frame.height, ...(layer.front ? ['front'] : [])]));
  const spec = KINDS[layer.kind];
  const avoid = spec.avoidText || spec.besideText || layer.front ? textBoxes(ctx) : [];
  return { region, colours, seed, avoid, unit: Math.min(ctx.frame.width, ctx.frame.height), density: layer.density, ...(layer.front ? { front: true } : {}) };
}

/** The sheets of a layer in a scene (every kind but fireworks). */
export function fieldOf(layer: ParticlesLayer, ctx: LayerContext): Sheet[] {
  return planField({ kind: layer.kind, ...seedOf(layer, ctx) });
}

/** The bursts of a fireworks layer in a scene. */
export function burstsOf(layer: ParticlesLayer, ctx: LayerContext): Burst[] {
  return planBursts(seedOf(layer, ctx));
}

const even = (n: number) => 2 * Math.round(n / 2);

/**
 * The parts of `area` outside every hole, as rectangles (even edges: the pictures are 4:2:0): bands between the
 * holes' top and bottom edges, each split around the holes that cross it, and bands alike merged.
 */
export function outside(area: PixelBox, holes: readonly PixelBox[]): PixelBox[] {
  const x0 = area.x;
  const x1 = area.x + area.w;
  const y0 = area.y;
  const y1 = area.y + area.h;
  const cut = holes
    .map((h) => ({ x: Math.max(x0, 2 * Math.floor(h.x / 2)), y: Math.max(y0, 2 * Math.floor(h.y / 2)), x2: Math.min(x1, 2 * Math.ceil((h.x + h.w) / 2)), y2: Math.min(y1, 2 * Math.ceil((h.y + h.h) / 2)) }))
    .filter((h) => h.x < h.x2 && h.y < h.y2);
  const ys = [...new Set([y0, y1, ...cut.flatMap((h) => [h.y, h.y2])])].sort((a, b) => a - b);
  const rects: PixelBox[] = [];
  let open: PixelBox[] = [];
  for (let i = 0; i + 1 < ys.length; i++) {
    const [top, bottom] = [ys[i]!, ys[i + 1]!];
    const crossing = cut.filter((h) => h.y < bottom && h.y2 > top).sort((a, b) => a.x - b.x);
    const spans: [number, number][] = [];
    let from = x0;
    for (const h of crossing) {
      if (h.x > from) spans.push([from, h.x]);
      from = Math.max(from, h.x2);
    }
    if (from < x1) spans.push([from, x1]);
    const next: PixelBox[] = [];
    for (const [a, b] of spans) {
      const above = open.find((r) => r.x === a && r.w === b - a && r.y + r.h === top);
      if (above) {
        above.h = bottom - above.y;
        next.push(above);
      } else {
        const r = { x: a, y: top, w: b - a, h: bottom - top };
        rects.push(r);
        next.push(r);
      }
    }
    open = next;
  }
  return rects.filter((r) => r.w >= 2 && r.h >= 2);
}

/** A front layer stays off the texts: their boxes, a little larger (a descender's or a glow's worth). */
function holesOf(ctx: LayerContext): PixelBox[] {
  const pad = Math.round(0.014 * Math.min(ctx.frame.width, ctx.frame.height));
  return textBoxes(ctx).map((b) => ({ x: b.x - pad, y: b.y - pad, w: b.w + 2 * pad, h: b.h + 2 * pad }));
}

/**
 * Overlays `pic` (`size`, its top-left at `at`) on `stream`: only its `areas` (frame pixels, inside it: where its
 * particles can be; all of it when not given), and in front of the texts only their parts outside the texts'
 * boxes. A part is a split and a crop (crops copy nothing) and an overlay of its own: the overlays together cover
 * no more than one would, often much less.
 */
function overlayOf(ctx: LayerContext, statements: string[], stream: string, pic: string, at: { x: number; y: number }, size: { w: number; h: number }, holes: PixelBox[] | undefined, areas?: PixelBox[]): string {
  const whole = { x: at.x, y: at.y, ...size };
  const within = areas ?? [whole];
  const parts = holes ? within.flatMap((a) => outside(a, holes)) : within;
  if (parts.length === 0) return stream;
  if (parts.length === 1 && parts[0]!.x === whole.x && parts[0]!.y === whole.y && parts[0]!.w === whole.w && parts[0]!.h === whole.h) {
    const output = ctx.label('ptclout');
    statements.push(`${stream}${pic}overlay=x=${at.x}:y=${at.y}:eof_action=pass${output}`);
    return output;
  }
  const labels = parts.map(() => ctx.label('ppart'));
  statements.push(parts.length === 1 ? `${pic}null${labels[0]}` : `${pic}split=${parts.length}${labels.join('')}`);
  for (const [k, part] of parts.entries()) {
    const cut = ctx.label('pcut');
    const output = ctx.label('ptclout');
    statements.push(`${labels[k]}crop=w=${part.w}:h=${part.h}:x=${part.x - at.x}:y=${part.y - at.y}:exact=1${cut}`, `${stream}${cut}overlay=x=${part.x}:y=${part.y}:eof_action=pass${output}`);
    stream = output;
  }
  return stream;
}

const num = (n: number) => Number(n.toFixed(4)).toString();

/**
 * A scrolling sheet's window, `w` × `h`, from input `i`: two tiles stacked; the window scrolls down the stack
 * (falling) or up it (rising), wraps after one tile, and sways across (0 to twice the margin).
 */
function scrollSteps(ctx: LayerContext, sheet: Sheet, i: number, loop: string, fades: string[], w: number, h: number, pic: string): string[] {
  const tiles = ctx.label('ptiles');
  const [a, b] = [ctx.label('pa'), ctx.label('pb')];
  const v = Math.abs(sheet.spec.speed) * ctx.frame.height;
  const travel = `mod(${num(v)}*(t+${num(sheet.offset)}),${sheet.height})`;
  const y = sheet.spec.speed > 0 ? `${sheet.height}-${travel}` : travel;
  const x = sheet.margin > 0 ? `${sheet.margin}+${sheet.margin}*sin(${num((2 * Math.PI) / sheet.spec.sway.period)}*(t+${num(sheet.offset)}))` : '0';
  return [`[${i}:v]format=yuva420p,split${a}${b}`, `${a}${b}vstack${tiles}`, `${tiles}${loop},crop=w=${w}:h=${h}:x='${x}':y='${y}':exact=1${fades.map((f) => `,${f}`).join('')}${pic}`];
}

export const renderParticles: LayerRenderer<ParticlesLayer> = async (layer, ctx, input) => {
  const { fps } = ctx;
  const first = Math.round(layer.start * fps);
  const last = Math.round((layer.end ?? ctx.streamSeconds ?? ctx.sceneSeconds) * fps);
  const frames = last - first;
  if (frames < 1) return { statements: [], output: input };
  const region = regionOf(layer, ctx);
  const dir = await pictureDir(ctx);
  const statements: string[] = [];
  let stream = input;
  // "Still" (nothing moves): each sheet's first picture, where it is.
  const still = ctx.still === true;
  const fadeIn = layer.animation.in !== 'none' && !(ctx.firstScene && first === 0) ? Math.max(1, Math.round(layer.animation.duration * fps)) : 0;
  const fadeOut = layer.animation.out === 'fade' ? Math.max(1, Math.round(layer.animation.duration * fps)) : 0;
  const holes = layer.front ? holesOf(ctx) : undefined;
  if (layer.kind === 'fireworks') return renderBursts(burstsOf(layer, ctx), { ctx, dir, input, first, frames, fadeIn, fadeOut, still, holes, toEnd: layer.end === undefined });
  const sheets = fieldOf(layer, ctx);
  for (const [n, sheet] of sheets.entries()) {
    if (sheet.particles.length === 0) continue;
    const pictures = still ? 1 : sheet.spec.frames;
    const scrolls = sheet.spec.speed !== 0 && !still;
    const loop = `loop=loop=${Math.ceil(frames / pictures) - 1}:size=${pictures}:start=0,trim=end_frame=${frames},settb=1/${fps},setpts=N+${first}`;
    const fades = [
      fadeIn ? `fade=t=in:st=${num(first / fps)}:d=${num(fadeIn / fps)}:alpha=1` : '',
      fadeOut ? `fade=t=out:st=${num((last - fadeOut) / fps)}:d=${num(fadeOut / fps)}:alpha=1` : '',
    ].filter(Boolean);
    // A crowded sheet (balloons beside a frame-wide title) is cut out around the texts like a front one.
    const cut = holes ?? (sheet.crowded ? holesOf(ctx) : undefined);
    if (sheet.spec.speed === 0 && sheet.margin === 0) {
      // Twinkles stay where they are: a sequence for each part of the sheet they reach, each overlaid where it is.
      const parts = inkParts(sheet);
      const drawn: Buffer[][] = [];
      for (let k = 0; k < pictures; k++) drawn.push(drawSheetPictures(sheet, k, parts));
      for (const [m, part] of parts.entries()) {
        for (let k = 0; k < pictures; k++) await writeFile(join(dir, `p${n}-${m}-${String(k).padStart(5, '0')}.png`), drawn[k]![m]!);
        const i = ctx.addInput(['-threads', '1', '-framerate', String(fps), '-start_number', '0', '-i', join(dir, `p${n}-${m}-%05d.png`)]);
        const pic = ctx.label('ptcl');
        statements.push(`[${i}:v]format=yuva420p,${loop}${fades.map((f) => `,${f}`).join('')}${pic}`);
        stream = overlayOf(ctx, statements, stream, pic, { x: region.x + part.x, y: region.y + part.y }, { w: part.w, h: part.h }, cut);
      }
      continue;
    }
    const columns = scrolls ? inkColumns(sheet, region.w) : [];
    if (scrolls && columns.length > 1 && columns.reduce((sum, [a, b]) => sum + b - a, 0) < 0.6 * region.w) {
      // Particles that keep to a few columns (balloons, a near layer beside the texts): a sheet of its own for each,
      // drawn, decoded, stacked and blended at the column's width. The window of a column shows the tile from its
      // left edge plus the sway (0 to twice the margin), so its pictures are twice the margin wider than it.
      const boxes = columns.map(([from, to]) => ({ x: from, y: 0, w: Math.min(sheet.width - from, to - from + 2 * sheet.margin), h: sheet.height }));
      const drawn: Buffer[][] = [];
      for (let k = 0; k < pictures; k++) drawn.push(drawSheetPictures(sheet, k, boxes));
      for (const [m, [from, to]] of columns.entries()) {
        for (let k = 0; k < pictures; k++) await writeFile(join(dir, `p${n}-${m}-${String(k).padStart(5, '0')}.png`), drawn[k]![m]!);
        const i = ctx.addInput(['-threads', '1', '-framerate', String(fps), '-start_number', '0', '-i', join(dir, `p${n}-${m}-%05d.png`)]);
        const pic = ctx.label('ptcl');
        statements.push(...scrollSteps(ctx, sheet, i, loop, fades, to - from, region.h, pic));
        stream = overlayOf(ctx, statements, stream, pic, { x: region.x + from, y: region.y }, { w: to - from, h: region.h }, cut);
      }
      continue;
    }
    const bounds = inkBounds(sheet);
    for (let k = 0; k < pictures; k++) await writeFile(join(dir, `p${n}-${String(k).padStart(5, '0')}.png`), drawSheetPicture(sheet, k, bounds));
    const i = ctx.addInput(['-threads', '1', '-framerate', String(fps), '-start_number', '0', '-i', join(dir, `p${n}-%05d.png`)]);
    const pic = ctx.label('ptcl');
    let at = { x: region.x + bounds.x - sheet.margin, y: region.y + bounds.y };
    let size = { w: bounds.w, h: bounds.h };
    let areas: PixelBox[] | undefined;
    if (scrolls) {
      statements.push(...scrollSteps(ctx, sheet, i, loop, fades, region.w, region.h, pic));
      at = { x: region.x, y: region.y };
      size = { w: region.w, h: region.h };
      // Only the columns its particles pass through.
      areas = columns.map(([from, to]) => ({ x: region.x + from, y: region.y, w: to - from, h: region.h }));
    } else {
      const crop = still && sheet.margin > 0 ? `,crop=w=${region.w}:h=${sheet.height}:x=${sheet.margin}:y=0` : '';
      if (crop) {
        at = { x: region.x, y: region.y };
        size = { w: region.w, h: sheet.height };
      }
      statements.push(`[${i}:v]format=yuva420p,${loop}${crop}${fades.map((f) => `,${f}`).join('')}${pic}`);
    }
    stream = overlayOf(ctx, statements, stream, pic, at, size, cut, areas);
  }
  return { statements, output: stream } satisfies LayerSteps;
};

interface BurstRun {
  ctx: LayerContext;
  dir: string;
  input: string;
  first: number;
  frames: number;
  fadeIn: number;
  fadeOut: number;
  still: boolean;
  holes: PixelBox[] | undefined;
  /** The layer lasts to the end of the scene's stream (nothing is drawn after it). */
  toEnd: boolean;
}

/**
 * The pictures of a burst's cycle (`pictures` long, the burst shown in its first `shown`) that are drawn: each
 * until the sparks slow, every other one after, and the first of the pause (empty).
 */
export function distinctPictures(pictures: number, shown: number, fps: number): number[] {
  const at: number[] = [];
  for (let k = 0; k < pictures && k <= shown; k++) if (!(k / fps > RISE + 0.45 * BLOOM && k % 2 === 1 && k < shown)) at.push(k);
  return at;
}

/**
 * An FFmpeg expression of `m` (0 to `at.length - 1`) whose value is `at[m]`: runs of evenly spaced values are one
 * linear piece each (a burst's cycle is three: every picture, every other picture, the pause).
 */
export function cycleTime(at: readonly number[], m: string): string {
  const pieces: { from: number; start: number; step: number }[] = [];
  for (let u = 0; u < at.length; u++) {
    const last = pieces.at(-1);
    // A piece's second value sets its step; a value that keeps to it stays in it.
    if (last && u === last.from + 1) last.step = at[u]! - last.start;
    else if (!last || at[u]! !== last.start + last.step * (u - last.from)) pieces.push({ from: u, start: at[u]!, step: 1 });
  }
  const piece = (p: { from: number; start: number; step: number }) => (p.step === 1 && p.from === p.start ? m : `${p.start}+${p.step}*(${m}-${p.from})`);
  let expr = piece(pieces.at(-1)!);
  for (let q = pieces.length - 2; q >= 0; q--) expr = `if(lt(${m},${pieces[q + 1]!.from}),${piece(pieces[q]!)},${expr})`;
  return expr;
}

/**
 * Fireworks: each burst's cycle of pictures (its distinct ones drawn once, each held until the next one's time:
 * distinctPictures), looped and overlaid at a position that steps to its next place when its cycle starts again. Sheet `n` starts
 * `n/sheets` of a cycle late (its stream's first timestamp; the overlay passes the frame until then), so bursts open
 * in turn. In front of the texts, a
 * place whose burst would reach a text's box (a fallback place: places keep clear of them) is left out.
 */
async function renderBursts(bursts: Burst[], run: BurstRun): Promise<LayerSteps> {
  const { ctx, dir, first, frames, fadeIn, fadeOut, still } = run;
  const { fps } = ctx;
  const statements: string[] = [];
  let stream = run.input;
  for (const [n, burst] of bursts.entries()) {
    const { pictures, shown } = cycleOf(burst, fps);
    // Sheet n starts n/sheets of a cycle late (the overlay shows nothing of it before its first picture).
    const delay = still ? 0 : Math.round(burst.delay * pictures);
    if (delay >= frames) continue;
    const places = run.holes ? burst.places.filter((p) => !run.holes!.some((h) => reaches(p, burst.radius, h))) : burst.places;
    if (places.length === 0) continue;
    // The cycle's distinct pictures and the picture of the cycle each is first shown at: once the sparks have
    // slowed (the fade), every other picture repeats the one before (the motion is slow and flickers then, and
    // drawing is a third of the layer's cost), and the pause is one empty picture. A picture is held until the next
    // one's time (the overlay keeps its last picture), so none is written, decoded or converted twice.
    const at = still ? [0] : distinctPictures(pictures, shown, fps);
    for (const [u, k] of at.entries()) {
      // Still: the first burst in full bloom.
      const j = still ? Math.round((RISE + 0.45) * fps) : k;
      await writeFile(join(dir, `f${n}-${String(u).padStart(5, '0')}.png`), drawBurstPicture(burst, j >= shown ? pictures / fps + 1 : j / fps));
    }
    const count = at.length;
    const i = ctx.addInput(['-threads', '1', '-framerate', String(fps), '-start_number', '0', '-i', join(dir, `f${n}-%05d.png`)]);
    const fades = [
      fadeIn ? `fade=t=in:st=${num(first / fps)}:d=${num(fadeIn / fps)}:alpha=1` : '',
      fadeOut ? `fade=t=out:st=${num((first + frames - fadeOut) / fps)}:d=${num(fadeOut / fps)}:alpha=1` : '',
    ].filter(Boolean);
    const pic = ctx.label('pburst');
    const length = frames - delay;
    const cycles = still ? length : Math.ceil(length / pictures);
    // The stream ends where the layer does; to the stream's end, one picture more, so that the last picture shown is
    // held to the last frame (the overlay lets go of a stream at its end, not at its next picture's time).
    const end = first + frames + (run.toEnd ? 1 : 0);
    const timing = still ? `N+${first + delay}` : `'floor(N/${count})*${pictures}+${cycleTime(at, `mod(N,${count})`)}+${first + delay}'`;
    statements.push(`[${i}:v]format=yuva420p,loop=loop=${cycles - 1}:size=${count}:start=0,settb=1/${fps},setpts=${timing},trim=end_pts=${end}${fades.map((f) => `,${f}`).join('')}${pic}`);
    // The place of the burst under way: its number (cycles since the sheet's first) modulo the places.
    const half = burst.side / 2;
    const which = `mod(floor((t*${fps}-${first + delay}+0.5)/${pictures}),${places.length})`;
    const pick = (axis: 'x' | 'y') => (places.length === 1 || still ? String(places[0]![axis] - half) : places.map((p, m) => `eq(${which},${m})*${p[axis] - half}`).join('+'));
    const output = ctx.label('ptclout');
    statements.push(`${stream}${pic}overlay=x='${pick('x')}':y='${pick('y')}':eof_action=pass${output}`);
    stream = output;
  }
  return { statements, output: stream };
}
