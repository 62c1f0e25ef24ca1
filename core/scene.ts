import { Readable } from 'node:stream';
import { z } from 'zod';
import { SceneDocument } from '../model/scene-document.js';
import { parseSceneDocument } from '../engine/scene/migrate.js';
import { getJson } from '../engine/storage-files.js';
import { MontageError, NotFoundError, PreconditionFailedError, ValidationError } from '../model/errors.js';
import { assetKindOf } from '../model/fields.js';
import { newId } from '../model/ids.js';
import { SCENE_EDIT_CONTENT } from '../model/scene.js';
import type { ObjectStorage } from '../storage/object-storage.js';
import type { Store } from '../store/store.js';
import type { Caller } from './caller.js';
import { getChapter, latestCompletedPrompt, promptState, type ChapterView, type PromptObject } from './chapters.js';
import type { Clock } from '../lib/clock.js';
import { submitPrompt } from './prompts.js';

/** Where a `PUT .../scene` keeps the document its prompt renders (beside the prompt's own outputs). */
export function sceneSourceKey(chapterId: string, promptId: string): string {
  return `chapters/${chapterId}/prompts/${promptId}/source.json`;
}

/** Every asset a document uses, with where it is used and what kind it must be. */
export function sceneAssetRefs(doc: SceneDocument): { id: string; path: string; kinds: ('image' | 'video' | 'audio')[] }[] {
  const refs: { id: string; path: string; kinds: ('image' | 'video' | 'audio')[] }[] = [];
  doc.scenes.forEach((scene, s) =>
    scene.layers.forEach((layer, l) => {
      const path = `scenes.${s}.layers.${l}.assetId`;
      if (layer.type === 'media') refs.push({ id: layer.assetId, path, kinds: [layer.kind] });
      else if (layer.type === 'logo') refs.push({ id: layer.assetId, path, kinds: ['image'] });
      // A layout's pictures: each cell's asset is checked like a media layer's.
      else if (layer.type === 'layout') layer.cells.forEach((cell, c) => refs.push({ id: cell.assetId, path: `scenes.${s}.layers.${l}.cells.${c}.assetId`, kinds: [cell.kind] }));
      else if ('assetId' in layer && typeof layer.assetId === 'string') refs.push({ id: layer.assetId, path, kinds: ['image', 'video', 'audio'] });
    }),
  );
  if (doc.soundtrack) refs.push({ id: doc.soundtrack.assetId, path: 'soundtrack.assetId', kinds: ['audio'] });
  return refs;
}

export function sceneAssetIds(doc: SceneDocument): string[] {
  return [...new Set(sceneAssetRefs(doc).map((r) => r.id))];
}

/** The assets a stored scene document uses; none when it cannot be read (the engine then reports the problem). */
export async function documentAssetIds(storage: ObjectStorage, key: string): Promise<string[]> {
  try {
    return sceneAssetIds(parseSceneDocument(await getJson(storage, key)));
  } catch {
    return [];
  }
}

/**
 * Fields of `input` that parsing dropped: zod strips unknown keys, so whatever the parsed document lacks was not
 * part of the schema. Returns paths like `scenes.0.layers.1.colr`.
 */
export function unknownFields(input: unknown, parsed: unknown, path = ''): string[] {
  if (Array.isArray(input) && Array.isArray(parsed)) {
    return input.flatMap((item, i) => unknownFields(item, parsed[i], path ? `${path}.${i}` : String(i)));
  }
  if (input && typeof input === 'object' && !Array.isArray(input) && parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
    const out: string[] = [];
    for (const [key, value] of Object.entries(input)) {
      const here = path ? `${path}.${key}` : key;
      if (!(key in parsed)) out.push(here);
      else out.push(...unknownFields(value, (parsed as Record<string, unknown>)[key], here));
    }
    return out;
  }
  return [];
}

/** A document as `PUT` sends it, checked: the schema, no unknown fields. */
export function validateSceneDocument(input: unknown): SceneDocument {
  const parsed = SceneDocument.safeParse(input);
  if (!parsed.success) {
    const issues = parsed.error.issues.slice(0, 5).map((i) => `${i.path.length ? i.path.join('.') : 'document'}: ${i.message}`);
    const more = parsed.error.issues.length > 5 ? ` (and ${parsed.error.issues.length - 5} more)` : '';
    throw new ValidationError('Invalid scene document', `${issues.join('; ')}${more}. GET the chapter's scene for an example of a valid document.`);
  }
  const unknown = unknownFields(input, parsed.data);
  if (unknown.length > 0) {
    throw new ValidationError('Invalid scene document', `${unknown[0]}: unknown field${unknown.length > 1 ? ` (also ${unknown.slice(1, 5).join(', ')})` : ''}. See SceneDocumentInput in /api/v1/openapi.json.`);
  }
  return parsed.data;
}

/** The chapter's latest scene document: the one its latest completed prompt rendered, read as version 2. */
export async function getScene(store: Store, storage: ObjectStorage, caller: Caller, projectId: string, chapterId: string): Promise<{ document: SceneDocument; prompt: PromptObject; view: ChapterView }> {
  const view = await getChapter(store, caller, projectId, chapterId);
  const prompt = latestCompletedPrompt(view);
  const key = prompt?.status.sceneKey;
  if (!prompt || !key) {
    throw new NotFoundError(
      'Scene document',
      'The chapter has no completed prompt yet: submit a prompt (POST .../prompt) or PUT a scene document, wait until the chapter is ready, then GET its scene.',
    );
  }
  try {
    return { document: parseSceneDocument(await getJson(storage, key)), prompt, view };
  } catch (err) {
    if (err instanceof z.ZodError || err instanceof SyntaxError) {
      throw new MontageError('INTERNAL_ERROR', 'The stored scene document cannot be read', 'Submit a prompt or PUT a scene document to replace it.');
    }
    throw err;
  }
}

/** Every asset the document uses is one of the caller's ready assets, of the kind its place needs. */
export async function checkSceneAssets(store: Store, caller: Caller, document: SceneDocument): Promise<void> {
  for (const ref of sceneAssetRefs(document)) {
    const asset = await store.get('asset', ref.id);
    const mine = asset && asset.spec.tenant === caller.tenant ? asset : undefined;
    if (!mine || (mine.status.state ?? 'uploading') !== 'ready') {
      throw new ValidationError(
        'The scene document uses an asset that is not available',
        `${ref.path}: ${ref.id} is not one of your ready assets. Upload it (POST /api/v1/assets) and wait until its state is ready.`,
      );
    }
    const kind = assetKindOf(mine.spec.contentType);
    if (!kind || !ref.kinds.includes(kind)) {
      throw new ValidationError('The scene document uses an asset of the wrong kind', `${ref.path}: ${ref.id} is ${kind ?? mine.spec.contentType}, but ${ref.kinds.join(' or ')} is needed there.`);
    }
  }
}

/**
 * The version of a chapter's scene document, its `ETag`: the id of the latest prompt that made it or is making it
 * (processing or completed; a failed prompt changed nothing). A `GET .../scene` answers the document of the latest
 * completed prompt with that prompt's id, so while a newer prompt renders, what was read is already stale.
 */
export function sceneVersion(view: ChapterView): string | undefined {
  return view.prompts.filter((p) => promptState(p) !== 'failed').at(-1)?.spec.id;
}

/** An ETag as sent in `If-Match`, without quotes or the weak prefix; `*` stays `*`. */
export function etagValue(header: string): string[] {
  return header.split(',').map((v) => v.trim().replace(/^W\//, '').replace(/^"(.*)"$/, '$1')).filter(Boolean);
}

/** `If-Match` on a scene: the write goes through only when it names the chapter's current version. */
function checkIfMatch(view: ChapterView, ifMatch: string | undefined): void {
  if (ifMatch === undefined) return;
  const current = sceneVersion(view);
  const named = etagValue(ifMatch);
  if (named.includes('*') ? current !== undefined : current !== undefined && named.includes(current)) return;
  throw new PreconditionFailedError(
    'The scene document changed since it was read',
    current
      ? `If-Match names ${named.join(', ') || 'nothing'}, but the chapter's scene is now at version "${current}" (another edit or prompt came in between). GET the scene again, reapply the change, and send it with If-Match: "${current}".`
      : 'The chapter has no scene document yet: PUT without If-Match to make the first one.',
  );
}

/**
 * `PUT .../scene`: validate, check that every asset is the caller's and ready, store the document, then submit it
 * like a prompt (same 409 and force rules), recorded in the history as an edit of the scene document. The stored
 * document is written first, under the new prompt's id: a crash before the prompt exists leaves an unreferenced
 * object, never a prompt without its document.
 */
export async function putScene(
  store: Store,
  storage: ObjectStorage,
  clock: Clock,
  caller: Caller,
  projectId: string,
  chapterId: string,
  input: unknown,
  force: boolean,
  ifMatch?: string,
): Promise<PromptObject> {
  checkIfMatch(await getChapter(store, caller, projectId, chapterId), ifMatch);
  const document = validateSceneDocument(input);
  await checkSceneAssets(store, caller, document);
  const promptId = newId('prompt');
  const key = sceneSourceKey(chapterId, promptId);
  await storage.put(key, Readable.from([Buffer.from(JSON.stringify(document))]), { contentType: 'application/json' });
  try {
    return await submitPrompt(store, clock, caller, projectId, chapterId, { content: SCENE_EDIT_CONTENT, force }, { promptId, sceneSourceKey: key });
  } catch (err) {
    await storage.delete(key).catch(() => undefined);
    throw err;
  }
}
