import { z } from 'zod';
import { id } from '../model/fields.js';

/*
 * The scene document: what a chapter is made of. A prompt is an edit to it; the renderer turns it into video.
 * The same schema validates the deterministic interpreter's output and an optional LLM's, so nothing unchecked
 * reaches FFmpeg.
 */

export const THEMES = ['classic', 'minimal', 'bold', 'retro', 'elegant', 'playful'] as const;
export const Theme = z.enum(THEMES);
export type Theme = z.infer<typeof Theme>;

/** `#rrggbb`: colour names are resolved before they reach the document. */
export const Colour = z.string().regex(/^#[0-9a-f]{6}$/);

const ScreenText = z.string().min(1).max(300);

export const SceneMedia = z.object({
  assetId: id('asset'),
  kind: z.enum(['image', 'video']),
});

export const Scene = z.object({
  /** Seconds. */
  duration: z.number().min(0.5).max(600),
  background: Colour.optional(),
  title: ScreenText.optional(),
  caption: ScreenText.optional(),
  media: SceneMedia.optional(),
  /** Fade in from black and out to black. */
  fade: z.boolean().default(false),
});
export type Scene = z.infer<typeof Scene>;

export const SceneDocument = z.object({
  version: z.literal(1),
  theme: Theme.default('classic'),
  background: Colour,
  scenes: z.array(Scene).min(1).max(50),
  /** An audio asset played under the whole chapter. */
  soundtrack: z.object({ assetId: id('asset') }).optional(),
  /** Spoken with espeak-ng and mixed over the soundtrack. */
  narration: z.string().min(1).max(2000).optional(),
});
export type SceneDocument = z.infer<typeof SceneDocument>;

export const DEFAULT_SCENE_SECONDS = 5;

export function totalDuration(doc: SceneDocument): number {
  return doc.scenes.reduce((sum, scene) => sum + scene.duration, 0);
}

/** Stretches or shrinks every scene in proportion so the chapter lasts exactly `seconds`. */
export function fitToDuration(doc: SceneDocument, seconds: number): SceneDocument {
  const total = totalDuration(doc);
  if (Math.abs(total - seconds) < 1e-6) return doc;
  const factor = seconds / total;
  const scenes = doc.scenes.map((scene) => ({ ...scene, duration: Math.round(scene.duration * factor * 1000) / 1000 }));
  // Rounding may leave a few milliseconds; the last scene absorbs them.
  const drift = seconds - scenes.reduce((sum, s) => sum + s.duration, 0);
  scenes[scenes.length - 1]!.duration = Math.round((scenes[scenes.length - 1]!.duration + drift) * 1000) / 1000;
  return { ...doc, scenes };
}
