import { TEMPLATE_LIST_EXAMPLE } from './examples.js';
import { z } from 'zod';
import { id } from './fields.js';
import { FIELD_LIST_EXAMPLE } from './examples.js';

/*
 * Templates (issue 30): a chapter's scene document may hold merge fields, filled per row of a batch render.
 *
 * - In any text of the document (a title, a list item, a label, the narration, a button...), `{{name}}` or
 *   `{{name|default}}` stands for a text field, anywhere inside the string: `"Hi {{first_name|there}}!"`.
 * - A colour, an asset reference or a number is a typed field: in `PUT .../scene` the whole value is written as
 *   `"{{name}}"` or `"{{name|default}}"` (`"colour": "{{brand|#1e40af}}"`, `"to": "{{sales|120}}"`). The document is
 *   stored with the default in that place (so the chapter's own render shows it) and a binding in its `fields` list
 *   (model/scene-document.ts) that says which field fills it.
 *
 * Field names: a letter, then letters, digits or `_`, at most 64 characters, case-sensitive (`first_name`,
 * `Brand2`). Spaces inside the braces are allowed (`{{ first_name | there }}`). A default runs to the closing braces
 * and may hold any character but `{` and `}`; it is trimmed. Braces that do not make a field are plain text.
 */

export const FIELD_NAME_SOURCE = '[A-Za-z][A-Za-z0-9_]{0,63}';
export const FieldName = z
  .string()
  .regex(new RegExp(`^${FIELD_NAME_SOURCE}$`), { message: 'a field name is a letter, then letters, digits or _ (at most 64)' })
  .meta({ description: 'A merge field name: a letter, then letters, digits or _, at most 64 characters (case-sensitive)' });

export const FIELD_TYPES = ['text', 'colour', 'asset', 'number'] as const;
export const FieldType = z.enum(FIELD_TYPES);
export type FieldType = z.infer<typeof FieldType>;

/** A placeholder inside text; global, so callers must reset lastIndex or use matchAll/replace. */
export function placeholderPattern(): RegExp {
  return new RegExp(`\\{\\{\\s*(${FIELD_NAME_SOURCE})\\s*(?:\\|([^{}]*))?\\}\\}`, 'g');
}

/** A value that is one placeholder and nothing else (a typed field's place in `PUT .../scene`). */
export const WHOLE_PLACEHOLDER = new RegExp(`^\\{\\{\\s*(${FIELD_NAME_SOURCE})\\s*(?:\\|([^{}]*))?\\}\\}$`);

export interface Placeholder {
  name: string;
  /** The default written after `|`, trimmed; undefined when none is written. */
  default?: string;
}

/** The placeholders of one string, in order. */
export function placeholdersIn(text: string): Placeholder[] {
  return [...text.matchAll(placeholderPattern())].map((m) => ({ name: m[1]!, ...(m[2] !== undefined ? { default: m[2].trim() } : {}) }));
}

/** A binding of a typed field to one place of the document (stored in the document's `fields`). */
export const FieldBinding = z.object({
  /** Dotted path of the value, e.g. `scenes.0.layers.2.colour` or `background.colour`. */
  path: z.string().min(1).max(200),
  name: FieldName,
  /** No default was given: a row must give a value. The value in place is a stand-in for the chapter's own render. */
  required: z.boolean().optional(),
});
export type FieldBinding = z.infer<typeof FieldBinding>;
export const MAX_FIELD_BINDINGS = 100;

/** One value of a row as stored: strings only (a number field takes a numeric string). */
export const MAX_FIELD_VALUE_LENGTH = 2000;
export const StoredRow = z.record(z.string(), z.string().max(MAX_FIELD_VALUE_LENGTH));
export type StoredRow = z.infer<typeof StoredRow>;

/** A row as the API takes it: field name to value (a string, a number, or null for the default). */
export const RowValues = z
  .record(z.string().max(64), z.union([z.string().max(MAX_FIELD_VALUE_LENGTH), z.number().finite(), z.null()]))
  .meta({ id: 'BatchRowValues', description: 'Field name to value. Text: any string; colour: #rrggbb (or #rgb); asset: an asset id (ast_...) or its URL; number: a number or a numeric string. null or absent: the default' });
export type RowValues = z.infer<typeof RowValues>;

/** One place a field is used. */
export const FieldUse = z.object({
  chapter_id: id('chapter'),
  path: z.string().meta({ description: 'Where in the chapter\'s scene document, e.g. scenes.0.layers.1.text' }),
});

export const Field = z
  .object({
    name: FieldName,
    type: FieldType.meta({ description: 'text (any string), colour (#rrggbb), asset (an asset id or URL) or number' }),
    default: z.union([z.string(), z.number()]).nullable().meta({ description: 'The value used when a row leaves the field out; null: required' }),
    required: z.boolean(),
    used_in: z.array(FieldUse),
  })
  .meta({ id: 'Field' });
export type Field = z.infer<typeof Field>;

export const FieldList = z
  .object({
    project_id: id('project'),
    fields: z.array(Field),
  })
  .meta({ id: 'FieldList', examples: [FIELD_LIST_EXAMPLE] });
export type FieldList = z.infer<typeof FieldList>;

/** A field of a gallery template (GET /api/v1/templates): what a form asks for. */
export const TemplateFieldOut = z
  .object({
    name: FieldName,
    label: z.string().meta({ description: 'What the field asks for, in words' }),
    type: z.enum(['text', 'colour', 'number', 'asset']).meta({ description: 'text, colour (#rrggbb), number, or asset (a picture or clip: one of your asset ids or URLs)' }),
    default: z.union([z.string(), z.number()]).nullable().meta({ description: 'Used when the field is left out; null for a picture, which is then left out of the video' }),
  })
  .meta({ id: 'TemplateField' });

export const TemplateSummary = z
  .object({
    id: z.string().meta({ description: 'Give it as `template` to POST /api/v1/projects' }),
    name: z.string(),
    description: z.string(),
    aspect: z.enum(['landscape', 'portrait', 'square']).meta({ description: 'The aspect it is designed for (the new project\'s, unless `format` asks otherwise)' }),
    fields: z.array(TemplateFieldOut),
    poster_url: z.string().meta({ description: 'A PNG still of the template with its defaults (GET with your API key)' }),
  })
  .meta({ id: 'Template' });
export type TemplateSummary = z.infer<typeof TemplateSummary>;

export const TemplateList = z.object({ templates: z.array(TemplateSummary) }).meta({ id: 'TemplateList', examples: [TEMPLATE_LIST_EXAMPLE] });

/** A template's id as a request names it. */
export const TemplateId = z.string().regex(/^[a-z][a-z0-9-]{0,63}$/, { message: 'a template id is lowercase letters, digits and -' });
