import { SceneDocument } from '../../model/scene-document.js';
import type { StoredRow } from '../../model/template.js';
import { isStandIn, type TemplateDefinition } from './catalogue/define.js';
import { documentFields } from './fields.js';
import { fillDocument, type AssetLookup, type FillResult } from './fill.js';
import { withGroundTextColours } from './text-colours.js';

/*
 * A gallery template (catalogue/) as the API shows it and as a project is made from it: its fields, read from its
 * document as a batch reads a chapter's (fields.ts), and its document filled with the values given (fill.ts). A
 * picture field left empty takes its layer out; one given must be one of the caller's ready pictures or clips. Its
 * texts take colours made from the colours filled in (text-colours.ts).
 */

export interface TemplateField {
  name: string;
  label: string;
  /** `asset`: a picture (or a clip), given as an asset id or URL. */
  type: 'text' | 'colour' | 'number' | 'asset';
  /** The value used when none is given; null for a picture (left out then). */
  default: string | number | null;
}

export function templateDocument(template: TemplateDefinition): SceneDocument {
  return SceneDocument.parse(template.document);
}

export function templateFields(template: TemplateDefinition): TemplateField[] {
  const fields = documentFields(templateDocument(template));
  const order = Object.keys(template.labels);
  return fields
    .map((f) => ({ name: f.name, label: template.labels[f.name] ?? f.name, type: f.type, default: f.type === 'asset' ? null : (f.default ?? null) }))
    .sort((a, b) => order.indexOf(a.name) - order.indexOf(b.name));
}

const HALVES = new Set(['left-half', 'right-half', 'top-half', 'bottom-half']);
const pictured = (layers: readonly { type: string }[]) => layers.some((l) => l.type === 'media' || l.type === 'layout');

/**
 * The layers (and layout cells) that still show a stand-in picture, taken out. A scene that loses its only picture
 * gives its half to the texts beside it: they lose their half placement and are composed on the whole frame, not
 * left in one half beside an empty one.
 */
function withoutStandIns(doc: SceneDocument): SceneDocument {
  return {
    ...doc,
    scenes: doc.scenes.map((scene) => {
      const layers = scene.layers
        .filter((l) => !((l.type === 'media' || l.type === 'logo') && isStandIn(l.assetId)))
        .map((l) => (l.type === 'layout' ? { ...l, cells: l.cells.filter((c) => !isStandIn(c.assetId)) } : l))
        .filter((l) => l.type !== 'layout' || l.cells.length >= 2);
      if (!pictured(scene.layers) || pictured(layers)) return { ...scene, layers };
      return {
        ...scene,
        layers: layers.map((l) => {
          if (!('placement' in l) || typeof l.placement !== 'string' || !HALVES.has(l.placement)) return l;
          const { placement: _, ...rest } = l;
          return rest as typeof l;
        }),
      };
    }),
  };
}

/**
 * The template's document filled with `values` (field name to value; absent or empty: the default). `assets` says
 * what the caller's assets are. `keepStandIns`: the poster's document, whose pictures are the bundled stand-ins.
 */
export function fillTemplate(template: TemplateDefinition, values: StoredRow, assets: AssetLookup, options: { keepStandIns?: boolean } = {}): FillResult {
  const unknown = Object.keys(values).filter((name) => !(name in template.labels));
  if (unknown.length) return { ok: false, errors: [`The template "${template.id}" has no field ${unknown.map((n) => `"${n}"`).join(', ')}; its fields are ${Object.keys(template.labels).join(', ')}`] };
  const lookup: AssetLookup = (id) => (isStandIn(id) ? { kind: 'image', ready: true } : assets(id));
  const doc = templateDocument(template);
  const filled = fillDocument(doc, values, lookup);
  if (!filled.ok) return filled;
  // Texts in colours made from the ground and accent the person chose, never a theme's they did not (text-colours.ts).
  const coloured = withGroundTextColours(filled.document, (doc.fields ?? []).some((f) => f.path === 'accent'));
  if (options.keepStandIns) return { ...filled, document: coloured };
  return { ok: true, document: withoutStandIns(coloured), assetIds: filled.assetIds.filter((id) => !isStandIn(id)) };
}
