/*
 * The scene document's JSON Schema, read from the API's own published contract (/api/v1/openapi.json, the
 * SceneDocumentInput component that model/scene-document.ts generates): the editor's forms are built from it, so a
 * field added to the document shows up in the editor without a change here. Only what a form can edit is described;
 * anything else stays as it is in the document.
 */
export type JsonSchema = Record<string, any>;

export type FieldKind =
  | { kind: 'text'; multiline: boolean; max?: number }
  | { kind: 'enum'; options: string[] }
  | { kind: 'number'; min?: number; max?: number }
  | { kind: 'boolean' }
  | { kind: 'colour' }
  | { kind: 'placement'; options: string[] }
  | { kind: 'lines'; max?: number }
  | { kind: 'asset' }
  | { kind: 'object'; fields: FormField[] };

export interface FormField {
  key: string;
  label: string;
  required: boolean;
  default?: unknown;
  type: FieldKind;
}

let schema: Promise<JsonSchema> | undefined;

/** The SceneDocumentInput schema, fetched once (the contract is public: no key needed). */
export function sceneSchema(): Promise<JsonSchema> {
  schema ??= fetch('/api/v1/openapi.json')
    .then((r) => r.json())
    .then((doc: JsonSchema) => doc.components.schemas.SceneDocumentInput as JsonSchema);
  schema.catch(() => (schema = undefined));
  return schema;
}

const LABELS: Record<string, string> = { in: 'Animation in', out: 'Animation out', duration: 'Duration (s)', start: 'Start (s)', end: 'End (s)', assetId: 'Asset', kenBurns: 'Camera move', colour: 'Colour', fill: 'Colour' };
const label = (key: string) => LABELS[key] ?? key.replace(/([A-Z])/g, ' $1').replace(/^./, (c) => c.toUpperCase());

function kindOf(key: string, s: JsonSchema): FieldKind | undefined {
  if (key === 'assetId') return { kind: 'asset' };
  if (s.anyOf) {
    const anchors = s.anyOf.find((o: JsonSchema) => Array.isArray(o.enum));
    return anchors ? { kind: 'placement', options: anchors.enum } : undefined;
  }
  if (Array.isArray(s.enum)) return { kind: 'enum', options: s.enum };
  if (s.type === 'string' && s.pattern === '^#[0-9a-f]{6}$') return { kind: 'colour' };
  if (s.type === 'string') return { kind: 'text', multiline: (s.maxLength ?? 0) > 120, max: s.maxLength };
  if (s.type === 'number' || s.type === 'integer') return { kind: 'number', min: s.minimum, max: s.maximum };
  if (s.type === 'boolean') return { kind: 'boolean' };
  if (s.type === 'array' && s.items?.type === 'string') return { kind: 'lines', max: s.maxItems };
  if (s.type === 'object' && s.properties) return { kind: 'object', fields: formFields(s) };
  return undefined;
}

/** The editable fields of an object schema, in the schema's order (`type`, the discriminator, left out). */
export function formFields(object: JsonSchema): FormField[] {
  const required: string[] = object.required ?? [];
  return Object.entries(object.properties ?? {}).flatMap(([key, s]) => {
    if (key === 'type') return [];
    const type = kindOf(key, s as JsonSchema);
    return type ? [{ key, label: label(key), required: required.includes(key), default: (s as JsonSchema).default, type }] : [];
  });
}

/** Each layer type's object schema, by its `type`. */
export function layerSchemas(doc: JsonSchema): Record<string, JsonSchema> {
  const variants: JsonSchema[] = doc.properties.scenes.items.properties.layers.items.oneOf;
  return Object.fromEntries(variants.map((v) => [v.properties.type.const, v]));
}

export const sceneObject = (doc: JsonSchema): JsonSchema => doc.properties.scenes.items;
