import { layerStrings } from '../../engine/scene/drawn-strings.js';
import type { Layer, SceneDocument } from '../../model/scene-document.js';

/*
 * A scene document made still and short for reading its texts: every layer present from the scene's first frame to
 * its last (no entrance, exit, stagger or delay), counters at their final value, no transitions or fades, no
 * particles (decoration that only gets in OCR's way), and no sound (narration, music), so one frame per scene shows
 * everything the scene draws and the render is short. What is drawn stays as it is: texts, roles, placements,
 * sizes, colours, pictures.
 */

export const SETTLED_SCENE_SECONDS = 0.5;

const STILL = { in: 'none', out: 'none', duration: 0 } as const;

function settleLayer(layer: Layer): Layer | undefined {
  if (layer.type === 'particles') return undefined;
  const { end: _end, ...rest } = layer;
  const still = { ...rest, start: 0, animation: { ...STILL } } as Layer;
  if (still.type === 'list') return { ...still, stagger: 0 };
  if (still.type === 'counter') return { ...still, countSeconds: 0.1 };
  if (still.type === 'media') {
    // Clip captions would need a transcription endpoint; a clip's own length no longer sets the scene's.
    const { captions: _captions, captionStyle: _style, ...media } = still;
    return media;
  }
  return still;
}

export function settleDocument(doc: SceneDocument, seconds = SETTLED_SCENE_SECONDS): SceneDocument {
  const { narration: _narration, soundtrack: _soundtrack, duration: _duration, ...rest } = doc;
  return {
    ...rest,
    still: true,
    scenes: doc.scenes.map(({ transition: _transition, ...scene }) => ({
      ...scene,
      duration: seconds,
      fadeIn: false,
      fadeOut: false,
      layers: scene.layers.map(settleLayer).filter((l): l is Layer => l !== undefined),
    })),
  };
}

/** The texts a document draws, by scene: the same words the interpreter's accounting counts as shown (drawn-strings.ts). */
export function drawnTexts(doc: SceneDocument): string[][] {
  return doc.scenes.map((scene) => scene.layers.flatMap(layerStrings));
}
