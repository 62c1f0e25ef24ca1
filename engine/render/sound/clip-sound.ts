import { dirname } from 'node:path';
import { inputArgsForFile } from '../../../lib/media/input-args.js';
import type { MediaLayer, SceneDocument } from '../../../model/scene-document.js';
import type { ClipSoundInput } from './audio.js';
import { clipInputOptions } from '../media/clip-span.js';
import { FPS, framesFor } from '../layout.js';
import { measureInput } from './measure-audio.js';

/*
 * The clips whose own sound plays (docs/writing-prompts.md: clips): every video media layer or layout cell that is not muted, placed where its
 * picture plays in the chapter, over its kept part (clip-span.ts), at its speed. Each is measured (FFmpeg's ebur128
 * over that part, audio only: a short run beside the narration's synthesis) for the mix's gain; a clip with no
 * sound at all (no audio stream) measures nothing and is left out of the mix.
 */

interface Placed {
  /** A video media layer, or a video cell of a layout: its part and speed. */
  layer: Pick<MediaLayer, 'trim' | 'speed'>;
  path: string;
  at: number;
  seconds: number;
}

/** Where each unmuted clip plays, in chapter seconds (scenes start at whole frames, as the render places them). */
export function placeClips(doc: SceneDocument, media: ReadonlyMap<string, string>): Placed[] {
  const out: Placed[] = [];
  let frames = 0;
  for (const scene of doc.scenes) {
    const sceneSeconds = framesFor(scene.duration) / FPS;
    for (const layer of scene.layers) {
      // A clip full frame or in a layout's cell (a split, a grid, a picture in picture) plays its sound unless muted.
      const clips = layer.type === 'media' ? [layer] : layer.type === 'layout' ? layer.cells : [];
      for (const clip of clips) {
        if (clip.kind !== 'video' || clip.muted || (layer.type !== 'media' && layer.type !== 'layout')) continue;
        const path = media.get(clip.assetId);
        const start = Math.min(layer.start, sceneSeconds);
        const end = Math.min(layer.end ?? sceneSeconds, sceneSeconds);
        if (!path || end - start < 0.05) continue;
        out.push({ layer: clip, path, at: frames / FPS + start, seconds: end - start });
      }
    }
    frames += framesFor(scene.duration);
  }
  return out;
}

export async function clipSounds(doc: SceneDocument, media: ReadonlyMap<string, string>, signal?: AbortSignal): Promise<ClipSoundInput[]> {
  const placed = placeClips(doc, media);
  const measured = await Promise.all(
    placed.map(async (p) => {
      const options = clipInputOptions(p.layer, p.seconds);
      let input: string[];
      try {
        input = inputArgsForFile(p.path, 'video', { dir: dirname(p.path) });
      } catch {
        // Not a video FFmpeg may open: the picture's own input refuses it with the reason.
        return undefined;
      }
      const loudness = await measureInput([...options, ...input], signal);
      if (!loudness) return undefined;
      const clip: ClipSoundInput = { path: p.path, options, at: p.at, seconds: p.seconds, speed: p.layer.speed ?? 1, loudness };
      return clip;
    }),
  );
  return measured.filter((c): c is ClipSoundInput => c !== undefined);
}
