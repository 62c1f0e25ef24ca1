import type { Layer, SceneDocument } from '../../model/scene-document.js';
import { drawnStrings } from '../scene/drawn-strings.js';
import { splitSuffix } from '../render/layers/counter.js';
import { interpretPrompt } from './index.js';
import type { InterpretContext, Interpretation, KnownAsset } from './types.js';

/* Support for the interpreter's tests: a caller with an image, a video, an audio file and a pending upload. */

export const IMG = 'ast_IMAGEaaaaaaaaaaaaaaaa';
export const VID = 'ast_VIDEOaaaaaaaaaaaaaaaa';
export const AUD = 'ast_AUDIOaaaaaaaaaaaaaaaa';
export const PENDING = 'ast_PENDINGaaaaaaaaaaaaaa';

export const ctx: InterpretContext = {
  assets: new Map<string, KnownAsset>([
    [IMG, { id: IMG, kind: 'image', ready: true }],
    [VID, { id: VID, kind: 'video', ready: true }],
    [AUD, { id: AUD, kind: 'audio', ready: true }],
    [PENDING, { id: PENDING, kind: 'image', ready: false }],
  ]),
  chapterDuration: null,
};

/** Reads `prompt` as a first prompt, or as an edit of `previous`. */
export function read(prompt: string, previous?: SceneDocument, context: InterpretContext = ctx): Interpretation {
  return interpretPrompt(previous, prompt, context);
}

/** The layers of one type in scene `scene` (0-based). */
export function layersOf<T extends Layer['type']>(doc: SceneDocument, scene: number, type: T): Extract<Layer, { type: T }>[] {
  return doc.scenes[scene]!.layers.filter((l): l is Extract<Layer, { type: T }> => l.type === type);
}

/** "role:text" of each text layer of a scene. */
export function textsOf(doc: SceneDocument, scene = 0): string[] {
  return layersOf(doc, scene, 'text').map((l) => `${l.role}:${l.text}`);
}

/** The label each counter of a scene draws under its figures (its suffix's words, as the renderer splits them). */
export function counterLabelsOf(doc: SceneDocument, scene = 0): string[] {
  return layersOf(doc, scene, 'counter').map((l) => splitSuffix(l.suffix).label).filter(Boolean);
}

/** Every string a document draws, all scenes together. */
export function allDrawn(doc: SceneDocument): string[] {
  return drawnStrings(doc).flat();
}

/** A first prompt, then each later one as an edit of the document before it. */
export function edited(first: string, ...later: string[]): SceneDocument {
  return later.reduce((doc, prompt) => read(prompt, doc).document, read(first).document);
}

/** The layers of one type across every scene. */
export function layersOfType<T extends Layer['type']>(doc: SceneDocument, type: T): Extract<Layer, { type: T }>[] {
  return doc.scenes.flatMap((s) => s.layers).filter((l): l is Extract<Layer, { type: T }> => l.type === type);
}

/** An asset's URL as the service writes it, for a prompt. */
export const assetUrl = (id: string) => `https://montage.example/api/v1/assets/${id}/content`;

/** Ids of `count` different ready uploads of one kind ("ast_PIC1…", "ast_VID2…"), for rules that pair each with its words. */
export const distinctIds = (kind: 'image' | 'video', count: number): string[] =>
  Array.from({ length: count }, (_, i) => `ast_${kind === 'image' ? 'PIC' : 'VID'}${i + 1}${'a'.repeat(17)}`);

/** A caller whose uploads are exactly `ids`, each of its kind. */
export function callerWith(images: readonly string[], videos: readonly string[] = []): InterpretContext {
  const known = (id: string, kind: KnownAsset['kind']): [string, KnownAsset] => [id, { id, kind, ready: true }];
  return { assets: new Map([...images.map((id) => known(id, 'image')), ...videos.map((id) => known(id, 'video'))]), chapterDuration: null };
}
