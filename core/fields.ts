import { documentFields, type DocumentField } from '../engine/template/fields.js';
import { parseSceneDocument } from '../engine/scene/migrate.js';
import { getJson } from '../engine/storage-files.js';
import type { SceneDocument } from '../model/scene-document.js';
import type { Field } from '../model/template.js';
import type { ObjectStorage } from '../storage/object-storage.js';
import type { Store } from '../store/store.js';
import type { Caller } from './caller.js';
import { latestCompletedPrompt, listChapters, type ChapterView, type PromptObject } from './chapters.js';

/*
 * A project's merge fields (model/template.ts), derived from its chapters' latest scene documents: nothing is stored
 * about fields, so the list always says what a batch render would fill.
 */

export interface TemplateChapter {
  view: ChapterView;
  prompt: PromptObject;
  document: SceneDocument;
  fields: DocumentField[];
}

/** The project's completed chapters, in order, with their latest documents and the fields each uses. */
export async function templateChapters(store: Store, storage: ObjectStorage, caller: Caller, projectId: string): Promise<TemplateChapter[]> {
  const out: TemplateChapter[] = [];
  for (const view of await listChapters(store, caller, projectId)) {
    const prompt = latestCompletedPrompt(view);
    const key = prompt?.status.sceneKey;
    if (!prompt || !key) continue;
    const document = parseSceneDocument(await getJson(storage, key));
    out.push({ view, prompt, document, fields: documentFields(document) });
  }
  return out;
}

/** The fields of several chapters as one list: by name, typed where any chapter types it, the first default written. */
export function mergeFields(chapters: readonly Pick<TemplateChapter, 'fields' | 'view'>[]): Field[] {
  const byName = new Map<string, Field>();
  for (const { view, fields } of chapters) {
    for (const f of fields) {
      const field = byName.get(f.name) ?? { name: f.name, type: f.type, default: null, required: true, used_in: [] };
      if (field.type === 'text' && f.type !== 'text') field.type = f.type;
      if (field.default === null && f.default !== undefined) field.default = f.default;
      field.required = field.default === null;
      field.used_in.push(...f.uses.map((u) => ({ chapter_id: view.chapter.spec.id, path: u.path })));
      byName.set(f.name, field);
    }
  }
  return [...byName.values()];
}

export async function projectFields(store: Store, storage: ObjectStorage, caller: Caller, projectId: string): Promise<Field[]> {
  return mergeFields(await templateChapters(store, storage, caller, projectId));
}
