import type { TemplateDefinition } from '../engine/template/catalogue/define.js';
import { TEMPLATES, templateById } from '../engine/template/catalogue/index.js';
import { fillTemplate, templateFields } from '../engine/template/gallery.js';
import { parseAssetRef } from '../engine/template/values.js';
import { NotFoundError, ValidationError } from '../model/errors.js';
import { assetKindOf } from '../model/fields.js';
import { DEFAULT_FORMAT } from '../model/format.js';
import type { CreateProjectBody } from '../model/project.js';
import type { RowValues, StoredRow, TemplateSummary } from '../model/template.js';
import type { ObjectStorage } from '../storage/object-storage.js';
import type { Store } from '../store/store.js';
import type { Clock } from '../lib/clock.js';
import type { Caller } from './caller.js';
import { createChapter } from './chapters.js';
import { createProject, type ProjectObject } from './projects.js';
import { putScene } from './scene.js';

/*
 * The template gallery as the API serves it, and a project made from a template: the project (in the template's
 * aspect unless asked otherwise), one chapter named after the template, and its filled document submitted as
 * `PUT .../scene` submits one (so it renders at once, and its history says it was a scene document).
 */

export function templateSummary(template: TemplateDefinition, base: string): TemplateSummary {
  return {
    id: template.id,
    name: template.name,
    description: template.description,
    aspect: template.aspect,
    fields: templateFields(template),
    poster_url: `${base}/api/v1/templates/${template.id}/poster`,
  };
}

export function listTemplates(base: string): TemplateSummary[] {
  return TEMPLATES.map((t) => templateSummary(t, base));
}

export function getTemplate(id: string): TemplateDefinition {
  const template = templateById(id);
  if (!template) throw new NotFoundError('Template', `GET /api/v1/templates lists the templates: ${TEMPLATES.map((t) => t.id).join(', ')}.`);
  return template;
}

/** A row as the filling takes it: strings; null and absent alike mean the default. */
function storedRow(values: RowValues | undefined): StoredRow {
  return Object.fromEntries(Object.entries(values ?? {}).flatMap(([k, v]) => (v === null ? [] : [[k, String(v)]])));
}

export async function createProjectFromTemplate(store: Store, storage: ObjectStorage, clock: Clock, caller: Caller, body: CreateProjectBody & { template: string }): Promise<ProjectObject> {
  const template = templateById(body.template);
  if (!template) throw new ValidationError(`Unknown template "${body.template}"`, `template: one of ${TEMPLATES.map((t) => t.id).join(', ')} (GET /api/v1/templates).`);
  const row = storedRow(body.fields);
  // The caller's assets the picture fields name, looked up before the (pure) filling.
  const facts = new Map<string, { kind: 'image' | 'video' | 'audio' | undefined; ready: boolean }>();
  for (const field of templateFields(template).filter((f) => f.type === 'asset')) {
    const given = row[field.name];
    const ref = given ? parseAssetRef(given) : undefined;
    if (!ref?.ok) continue;
    const asset = await store.get('asset', ref.value);
    if (asset && asset.spec.tenant === caller.tenant) facts.set(ref.value, { kind: assetKindOf(asset.spec.contentType), ready: asset.status.state === 'ready' });
  }
  const filled = fillTemplate(template, row, (id) => facts.get(id));
  if (!filled.ok) throw new ValidationError(`The fields of the template "${template.id}" cannot be used`, `fields: ${filled.errors.join('; ')}`);
  const { template: _t, fields: _f, ...rest } = body;
  const project = await createProject(store, clock, caller, { ...rest, name: body.name ?? template.name, format: body.format ?? { aspect: template.aspect, resolution: DEFAULT_FORMAT.resolution } });
  const chapter = await createChapter(store, clock, caller, project.spec.id, { name: template.name });
  await putScene(store, storage, clock, caller, project.spec.id, chapter.spec.id, filled.document, false);
  return project;
}
