import { z } from 'zod';
import { id } from '../../model/fields.js';
import { SceneDocument, type Layer, type Scene } from '../../model/scene-document.js';

/*
 * Documents are stored with every completed prompt and read back as the base of the next one, so a document
 * written by an older engine must still be read. Each old version has its schema here, frozen, and one step to
 * the next version; `parseSceneDocument` applies the steps in order.
 */

const Colour = z.string().regex(/^#[0-9a-f]{6}$/);

/** Version 1 (until 2026-11): one title, one caption and one medium per scene, and a fade. */
export const SceneDocumentV1 = z.object({
  version: z.literal(1),
  theme: z.enum(['classic', 'minimal', 'bold', 'retro', 'elegant', 'playful']).default('classic'),
  background: Colour,
  scenes: z
    .array(
      z.object({
        duration: z.number().min(0.5).max(600),
        background: Colour.optional(),
        title: z.string().min(1).max(300).optional(),
        caption: z.string().min(1).max(300).optional(),
        media: z.object({ assetId: id('asset'), kind: z.enum(['image', 'video']) }).optional(),
        fade: z.boolean().default(false),
      }),
    )
    .min(1)
    .max(50),
  soundtrack: z.object({ assetId: id('asset') }).optional(),
  narration: z.string().min(1).max(2000).optional(),
});
export type SceneDocumentV1 = z.infer<typeof SceneDocumentV1>;

/** Version 1 to 2: the same picture, as layers (the medium under a heading in the centre and a subtitle below). */
export function v1ToV2(doc: SceneDocumentV1): z.input<typeof SceneDocument> {
  const scenes = doc.scenes.map((scene): z.input<typeof Scene> => {
    const layers: z.input<typeof Layer>[] = [];
    if (scene.media) layers.push({ type: 'media', assetId: scene.media.assetId, kind: scene.media.kind, placement: 'full', fit: 'contain', kenBurns: 'zoom-in', animation: { in: 'none' } });
    if (scene.title) layers.push({ type: 'text', role: 'heading', text: scene.title, placement: 'center', animation: { in: 'none' } });
    if (scene.caption) layers.push({ type: 'text', role: 'subtitle', text: scene.caption, placement: 'bottom', animation: { in: 'none' } });
    return {
      duration: scene.duration,
      ...(scene.background ? { background: { type: 'solid', colour: scene.background } } : {}),
      layers,
      fadeIn: scene.fade,
      fadeOut: scene.fade,
    };
  });
  return {
    version: 2,
    theme: doc.theme,
    background: { type: 'solid', colour: doc.background },
    scenes,
    ...(doc.soundtrack ? { soundtrack: { assetId: doc.soundtrack.assetId, fadeIn: 0, fadeOut: 1, duck: true } } : {}),
    ...(doc.narration ? { narration: { text: doc.narration, captions: false } } : {}),
  };
}

/** Reads a stored document of any version as the current one; throws a ZodError when it is none of them. */
export function parseSceneDocument(input: unknown): SceneDocument {
  const version = (input as { version?: unknown } | null)?.version;
  if (version === 1) return SceneDocument.parse(v1ToV2(SceneDocumentV1.parse(input)));
  return SceneDocument.parse(input);
}
