import type { SceneDocument } from '../../model/scene-document.js';
import { placeholdersIn, type FieldType } from '../../model/template.js';
import { stringsOf, valueAt } from './paths.js';
import { typeOfValue } from './values.js';

/*
 * The merge fields of a scene document (model/template.ts): `{{name}}` in its texts, and the typed bindings of its
 * `fields` list. Pure: the API lists a project's fields from its chapters' documents with it, and the export
 * controller decides with it whether a chapter is a template at all.
 */

export interface FieldUse {
  path: string;
  type: FieldType;
  /** The default this use gives (a typed binding: the value in place, unless required). */
  default?: string | number;
}

export interface DocumentField {
  name: string;
  type: FieldType;
  default: string | number | undefined;
  uses: FieldUse[];
}

/** The text places: every string but the bindings themselves. */
function textUses(doc: SceneDocument): { name: string; use: FieldUse }[] {
  const out: { name: string; use: FieldUse }[] = [];
  const { fields: _bindings, ...rest } = doc;
  for (const { path, text } of stringsOf(rest)) {
    for (const p of placeholdersIn(text)) out.push({ name: p.name, use: { path, type: 'text', ...(p.default !== undefined ? { default: p.default } : {}) } });
  }
  return out;
}

/** The typed places: bindings whose path holds a value of a type a field can fill (others are ignored). */
function typedUses(doc: SceneDocument): { name: string; use: FieldUse }[] {
  const out: { name: string; use: FieldUse }[] = [];
  for (const binding of doc.fields ?? []) {
    const value = valueAt(doc, binding.path);
    const type = typeOfValue(binding.path.split('.').at(-1)!, value);
    if (!type) continue;
    out.push({ name: binding.name, use: { path: binding.path, type, ...(binding.required ? {} : { default: value as string | number }) } });
  }
  return out;
}

/**
 * A field used in several places has one type: the typed one where it fills a colour, an asset or a number (its
 * text uses then show that value as text), else text. Its default is the first one written, in document order.
 */
export function documentFields(doc: SceneDocument): DocumentField[] {
  const byName = new Map<string, DocumentField>();
  for (const { name, use } of [...typedUses(doc), ...textUses(doc)]) {
    const field = byName.get(name) ?? { name, type: use.type, default: undefined, uses: [] };
    if (field.type === 'text' && use.type !== 'text') field.type = use.type;
    if (field.default === undefined && use.default !== undefined) field.default = use.default;
    field.uses.push(use);
    byName.set(name, field);
  }
  return [...byName.values()];
}

export function usesFields(doc: SceneDocument): boolean {
  return (doc.fields?.length ?? 0) > 0 || textUses(doc).length > 0;
}
