import type { Layer, SceneDocument } from '../../../model/scene-document.js';
import { clipFacts } from '../media/clip-probe.js';
import { clipMatrix, type WorkingSpace } from './colour-space.js';
import { fillColour } from '../style/themes.js';

/*
 * The matrix a chapter's graph works in (colour-space.ts). BT.601 as a rule; BT.709 when the chapter's whole picture
 * is BT.709 clips: then the clips' pixels go from the decoder to the encoder unconverted, and neither the clips'
 * conversion into BT.601 nor the chapter's conversion to BT.709 at the end is run (each a `colorspace` pass over
 * every frame: about 0.25 CPU s per 5 s of 1080p, the trim bench's remaining cost).
 *
 * "Whole picture" means nothing the graph draws in colour can show: every scene's top layer is a clip, full frame
 * and cover-fit, from the scene's first frame to its last, entering in place; no chapter overlay (captions). What the
 * graph itself adds is then only black or grey (scene fades, fade-black, a wipe's edge) or a blend of the clips
 * (crossfades), the same in either matrix; a clip fading from its scene's background colour keeps BT.601 unless that
 * colour is a grey.
 */

/** Whether `hex` (#rrggbb) is a grey: the same YUV in every matrix (chroma at the middle, luma its level). */
function isGrey(hex: string): boolean {
  const h = hex.toLowerCase();
  return h.slice(1, 3) === h.slice(3, 5) && h.slice(3, 5) === h.slice(5, 7);
}

/**
 * The scene's top layer when it is a clip that is its whole picture (see above), else undefined. Layers under it
 * never show: it covers the frame from the first frame to the last (looped, or its last frame held), and a fade
 * goes from the background's colour, not through transparency.
 */
function wholeClip(layers: readonly Layer[], sceneSeconds: number, background: string): (Layer & { type: 'media' }) | undefined {
  const layer = layers.at(-1);
  if (!layer) return undefined;
  if (layer.type !== 'media' || layer.kind !== 'video' || layer.fit !== 'cover' || layer.placement !== 'full') return undefined;
  if (layer.start > 0 || (layer.end !== undefined && layer.end < sceneSeconds)) return undefined;
  const animation = layer.animation;
  if (/^slide/.test(animation.in)) return undefined;
  const fades = animation.in !== 'none' || animation.out !== 'none';
  if (fades && !isGrey(background)) return undefined;
  return layer;
}

/** BT.709 when every scene is a BT.709 clip alone and nothing is drawn over the chapter; BT.601 otherwise. */
export async function chapterWorkingSpace(doc: SceneDocument, media: ReadonlyMap<string, string>, overlays: number): Promise<WorkingSpace> {
  if (overlays > 0 || doc.scenes.length === 0) return 'bt470bg';
  const paths: string[] = [];
  for (const scene of doc.scenes) {
    const clip = wholeClip(scene.layers, scene.duration, fillColour(scene.background ?? doc.background));
    const path = clip ? media.get(clip.assetId) : undefined;
    if (!path) return 'bt470bg';
    paths.push(path);
  }
  const matrices = await Promise.all(paths.map(async (path) => clipMatrix(await clipFacts(path))));
  return matrices.every((m) => m === 'bt709') ? 'bt709' : 'bt470bg';
}
