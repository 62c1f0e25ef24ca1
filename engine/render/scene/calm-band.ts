import { createCanvas, loadImage } from '@napi-rs/canvas';
import type { FrameSize } from '../../../model/format.js';
import type { Layer, LayoutLayer, MediaLayer } from '../../../model/scene-document.js';
import { composite, hexToRgb, NEAR_WHITE, worstRatio, type Rgb } from '../style/contrast.js';
import { cellBoxes } from '../layers/cells.js';
import type { PixelBox } from '../layers/layer-api.js';

type Focus = NonNullable<MediaLayer['focus']>;

/*
 * Where text goes over a full-frame photo. A designer does not centre a panel over the subject: the title goes in
 * the calm part of the picture (the sky above a landscape, the plain floor under a product), over a soft scrim that
 * darkens that edge of the frame, and the subject stays clear. The picture is looked at as it will be framed (cover-
 * cropped around its focus, at a small size) and its detail measured per band: the mean gradient magnitude of its
 * luma (edge energy) in the top and the bottom third. The calmer one takes the text; the bottom wins a near tie
 * (titles over footage sit low by convention).
 */

/** The picture's size for measuring: enough for bands and edges, cheap to decode and scan. */
const MEASURE_WIDTH = 160;

/** The bottom band wins unless the top is this much calmer. */
const BOTTOM_PREFERENCE = 0.85;

export type Band = 'top' | 'bottom';

export interface PictureGround {
  /** The calmer band of the picture as framed. */
  band: Band;
  /** Mean edge energy (0..255) of the picture's top and bottom thirds. */
  energy: Record<Band, number>;
  /** The picture's colours under a box of the frame (a grid of samples), to measure text and scrim against. */
  samplesIn(box: PixelBox): Rgb[];
}

interface Pixels {
  width: number;
  height: number;
  data: Uint8ClampedArray;
}

/** A picture to draw into the measuring canvas: its file, its box in frame pixels, its focus. */
interface Placed {
  path: string;
  box: PixelBox;
  focus?: Focus;
}

/**
 * The pictures drawn as the frame shows them (each cover-cropped around its focus into its box), `MEASURE_WIDTH`
 * wide; undefined when one cannot be read here.
 */
async function framed(pictures: readonly Placed[], frame: FrameSize): Promise<Pixels | undefined> {
  const width = MEASURE_WIDTH;
  const height = Math.max(2, Math.round((MEASURE_WIDTH * frame.height) / frame.width));
  const k = width / frame.width;
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  for (const p of pictures) {
    let image;
    try {
      image = await loadImage(p.path);
    } catch {
      return undefined;
    }
    const bw = p.box.w * k;
    const bh = p.box.h * k;
    const scale = Math.max(bw / image.width, bh / image.height);
    const w = image.width * scale;
    const h = image.height * scale;
    ctx.save();
    ctx.beginPath();
    ctx.rect(p.box.x * k, p.box.y * k, bw, bh);
    ctx.clip();
    ctx.drawImage(image, p.box.x * k - (w - bw) * (p.focus?.x ?? 0.5), p.box.y * k - (h - bh) * (p.focus?.y ?? 0.5), w, h);
    ctx.restore();
  }
  return { width, height, data: ctx.getImageData(0, 0, width, height).data };
}

/** Mean |∂x| + |∂y| of the luma over rows [from, to). */
export function edgeEnergy(p: Pixels, from: number, to: number): number {
  const luma = (x: number, y: number) => {
    const i = (y * p.width + x) * 4;
    return 0.2126 * p.data[i]! + 0.7152 * p.data[i + 1]! + 0.0722 * p.data[i + 2]!;
  };
  let sum = 0;
  let n = 0;
  for (let y = Math.max(0, from); y < Math.min(p.height - 1, to); y++) {
    for (let x = 0; x < p.width - 1; x++) {
      sum += Math.abs(luma(x + 1, y) - luma(x, y)) + Math.abs(luma(x, y + 1) - luma(x, y));
      n++;
    }
  }
  return n ? sum / n : 0;
}

export function calmerBand(energy: Record<Band, number>): Band {
  return energy.top < energy.bottom * BOTTOM_PREFERENCE ? 'top' : 'bottom';
}

/** Measures a picture file as framed in `frame`; undefined when it cannot be read here (a video, a format Skia lacks). */
export async function measureGround(path: string, frame: FrameSize, focus?: Focus): Promise<PictureGround | undefined> {
  return groundOf(await framed([{ path, box: { x: 0, y: 0, w: frame.width, h: frame.height }, focus }], frame), frame);
}

function groundOf(p: Pixels | undefined, frame: FrameSize, band?: Band): PictureGround | undefined {
  if (!p) return undefined;
  const third = Math.round(p.height / 3);
  const energy = { top: edgeEnergy(p, 0, third), bottom: edgeEnergy(p, p.height - third, p.height) };
  const k = p.width / frame.width;
  return {
    band: band ?? calmerBand(energy),
    energy,
    samplesIn(box) {
      const out: Rgb[] = [];
      const x0 = Math.max(0, Math.floor(box.x * k));
      const y0 = Math.max(0, Math.floor(box.y * k));
      const x1 = Math.min(p.width - 1, Math.ceil((box.x + box.w) * k));
      const y1 = Math.min(p.height - 1, Math.ceil((box.y + box.h) * k));
      for (let y = y0; y <= y1; y++) {
        for (let x = x0; x <= x1; x++) {
          const i = (y * p.width + x) * 4;
          out.push({ r: p.data[i]!, g: p.data[i + 1]!, b: p.data[i + 2]! });
        }
      }
      return out;
    },
  };
}

const coversFrame = (box: PixelBox, frame: FrameSize) => box.x <= 0 && box.y <= 0 && box.x + box.w >= frame.width && box.y + box.h >= frame.height;

/** A picture that fills the frame: a media layer over the whole frame, cropped to cover it. */
function fillsFrame(layer: Layer, box: PixelBox, frame: FrameSize): boolean {
  return layer.type === 'media' && layer.fit === 'cover' && coversFrame(box, frame);
}

/**
 * Two pictures side by side (or stacked) over the whole frame, a split or a before/after: a title left in the middle
 * sat across the seam on a panel over both pictures' subjects, the very things the viewer compares. It goes in the
 * bottom band instead (the cells' labels are at their tops), over a scrim measured on both pictures as framed. A
 * grid's middle is its gutters' crossing and a picture-in-picture has its inset in a corner: they keep their places.
 */
function pairFillsFrame(layer: Layer, box: PixelBox, frame: FrameSize): layer is LayoutLayer {
  return layer.type === 'layout' && (layer.arrangement === 'split' || layer.arrangement === 'before-after') && coversFrame(box, frame);
}

/** A split's pictures measured as framed, its band the bottom; of unknown colours when a cell is a video. */
async function measureLayout(layer: LayoutLayer, frame: FrameSize, mediaPath: (id: string) => string | undefined): Promise<PictureGround | undefined> {
  const boxes = cellBoxes(layer, frame);
  const cells = layer.cells.map((c, i) => ({ path: c.kind === 'image' ? mediaPath(c.assetId) : undefined, box: boxes[i]!, focus: c.focus }));
  const readable = cells.every((c) => c.path !== undefined) ? await framed(cells as Placed[], frame) : undefined;
  return groundOf(readable, frame, 'bottom') ?? { band: 'bottom', energy: { top: 0, bottom: 0 }, samplesIn: () => [] };
}

/**
 * For each layer, the full-frame picture under it (the last one before it in the scene: a photo, or a split's two),
 * measured; undefined for a layer with none. A video is not decoded here: it counts as a picture of unknown detail (band: bottom, no samples).
 */
export async function picturesGrounds(
  layers: readonly Layer[],
  boxes: readonly PixelBox[],
  frame: FrameSize,
  mediaPath: (id: string) => string | undefined,
): Promise<(i: number) => PictureGround | undefined> {
  const measured = new Map<number, PictureGround | undefined>();
  for (const [j, layer] of layers.entries()) {
    if (pairFillsFrame(layer, boxes[j]!, frame)) {
      measured.set(j, await measureLayout(layer, frame, mediaPath));
      continue;
    }
    if (layer.type !== 'media' || !fillsFrame(layer, boxes[j]!, frame)) continue;
    const path = mediaPath(layer.assetId);
    const ground = path && layer.kind === 'image' ? await measureGround(path, frame, layer.focus) : undefined;
    measured.set(j, ground ?? (path ? { band: 'bottom', energy: { top: 0, bottom: 0 }, samplesIn: () => [] } : undefined));
  }
  return (i) => {
    for (let j = i - 1; j >= 0; j--) if (measured.has(j)) return measured.get(j);
    return undefined;
  };
}

/** The lightest a scrim may be (a designed gradient shows even over a dark sky) and the darkest. */
const SCRIM_MIN = 0.3;
const SCRIM_MAX = 0.88;

/**
 * The least opacity (in steps of 0.02, from SCRIM_MIN) of a `colour` scrim under which white text reads at 4.5:1
 * (with headroom for 4:2:0 rounding) against every sample of the picture under it; over a picture of unknown
 * colours (no samples), against black and white.
 */
export function scrimOpacity(colour: string, samples: readonly Rgb[]): number {
  const under = samples.length ? samples : [{ r: 0, g: 0, b: 0 }, { r: 255, g: 255, b: 255 }];
  const scrim = hexToRgb(colour);
  const text = hexToRgb(NEAR_WHITE);
  for (let a = SCRIM_MIN; a < SCRIM_MAX; a += 0.02) {
    if (worstRatio(text, under.map((s) => composite(scrim, a, s))) >= 4.5 * 1.08) return Math.round(a * 100) / 100;
  }
  return SCRIM_MAX;
}
