import { SceneDocument } from '../../model/scene-document.js';
import { placeholderPattern, type StoredRow } from '../../model/template.js';
import { documentFields, type DocumentField } from './fields.js';
import { setAt, valueAt } from './paths.js';
import { parseTyped } from './values.js';

/*
 * One row's values filled into a template's scene document: the parsed structure is changed (typed places set,
 * placeholders in texts replaced), never a string of FFmpeg arguments, and the result is validated again with the
 * document's own schema, so a value that makes a text too long or a number out of range is refused like a bad
 * document would be, and named by its field. Pure: the controller checks a row before any render with it.
 */

export interface AssetFacts {
  kind: 'image' | 'video' | 'audio' | undefined;
  ready: boolean;
}

/** What the caller's asset `id` is, or undefined when it is not one of the caller's (another tenant's included). */
export type AssetLookup = (id: string) => AssetFacts | undefined;

export type FillResult = { ok: true; document: SceneDocument; assetIds: string[] } | { ok: false; errors: string[] };

/** C0 controls but tab and newline, and DEL: never meant to be drawn. */
function cleanText(value: string): string {
  return value.replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '');
}

/** The place a typed asset fills, and the kinds it takes there (a media layer's or a cell's own `kind` follows the asset). */
function assetPlace(doc: unknown, path: string): { kinds: readonly ('image' | 'video' | 'audio')[]; kindPath?: string } {
  const parent = path.split('.').slice(0, -1).join('.');
  if (parent === 'soundtrack') return { kinds: ['audio'] };
  const holder = valueAt(doc, parent) as Record<string, unknown> | undefined;
  if (holder?.type === 'logo') return { kinds: ['image'] };
  if (holder && (holder.kind === 'image' || holder.kind === 'video')) return { kinds: ['image', 'video'], kindPath: `${parent}.kind` };
  return { kinds: ['image', 'video', 'audio'] };
}

function describeIssue(fields: DocumentField[], path: string, message: string): string {
  const names = fields.filter((f) => f.uses.some((u) => u.path === path)).map((f) => `"${f.name}"`);
  if (names.length === 0) return `${path || 'document'}: ${message}`;
  return `${names.length === 1 ? 'Field' : 'Fields'} ${names.join(', ')} (${path}): ${message}`;
}

export function fillDocument(doc: SceneDocument, row: StoredRow, assets?: AssetLookup): FillResult {
  const fields = documentFields(doc);
  const errors: string[] = [];
  const values = new Map<string, string | number>();
  for (const field of fields) {
    const given = row[field.name];
    const raw = given !== undefined && given !== '' ? given : field.default !== undefined ? String(field.default) : undefined;
    if (raw === undefined) {
      errors.push(`Field "${field.name}" is required (used in ${field.uses.map((u) => u.path).slice(0, 3).join(', ')}) and the row has no value for it`);
      continue;
    }
    if (field.type === 'text') {
      values.set(field.name, cleanText(raw));
      continue;
    }
    const parsed = parseTyped(field.type, raw);
    if (!parsed.ok) errors.push(`Field "${field.name}" (${field.type}): ${parsed.error}`);
    else values.set(field.name, parsed.value);
  }
  if (errors.length) return { ok: false, errors };

  const { fields: _bindings, ...template } = doc;
  const filled = structuredClone(template) as Record<string, unknown>;
  for (const field of fields) {
    const value = values.get(field.name)!;
    for (const use of field.uses.filter((u) => u.type !== 'text')) {
      if (field.type === 'asset' && assets) {
        const id = value as string;
        const facts = assets(id);
        const place = assetPlace(filled, use.path);
        if (!facts) errors.push(`Field "${field.name}": asset ${id} is not one of your assets`);
        else if (!facts.ready) errors.push(`Field "${field.name}": asset ${id} is not ready yet (wait until its state is ready)`);
        else if (!facts.kind || !place.kinds.includes(facts.kind)) errors.push(`Field "${field.name}": asset ${id} is ${facts.kind ?? 'of an unknown kind'}, but ${place.kinds.join(' or ')} is needed at ${use.path}`);
        else if (place.kindPath && facts.kind !== 'audio') setAt(filled, place.kindPath, facts.kind);
      }
      setAt(filled, use.path, value);
    }
  }
  if (errors.length) return { ok: false, errors };
  // Texts: each placeholder replaced once, by a function, so a value that itself looks like `{{x}}` stays text.
  replaceTexts(filled, (text) => text.replace(placeholderPattern(), (_m, name: string) => String(values.get(name) ?? '')));
  const parsed = SceneDocument.safeParse(filled);
  if (!parsed.success) {
    return { ok: false, errors: parsed.error.issues.slice(0, 5).map((i) => describeIssue(fields, i.path.join('.'), i.message)) };
  }
  const assetIds = new Set<string>();
  for (const field of fields) if (field.type === 'asset') assetIds.add(values.get(field.name) as string);
  return { ok: true, document: parsed.data, assetIds: [...assetIds] };
}

function replaceTexts(value: unknown, replace: (text: string) => string): void {
  if (value === null || typeof value !== 'object') return;
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    const child = record[key];
    if (typeof child === 'string') record[key] = replace(child);
    else replaceTexts(child, replace);
  }
}
