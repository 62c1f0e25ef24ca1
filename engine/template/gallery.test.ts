import { describe, expect, it } from '@jest/globals';
import { SceneDocument } from '../../model/scene-document.js';
import { placeholderPattern } from '../../model/template.js';
import { isStandIn } from './catalogue/define.js';
import { TEMPLATES, templateById } from './catalogue/index.js';
import { fillTemplate, templateFields } from './gallery.js';

const OWN_PICTURE = 'ast_aaaaaaaaaaaaaaaaaaaaa';
const assets = (id: string) => (id === OWN_PICTURE ? { kind: 'image' as const, ready: true } : undefined);
const standIns = (doc: SceneDocument) => JSON.stringify(doc).match(/ast_templatePicture\d{6}/g) ?? [];

describe('the template gallery', () => {
  it('has the twelve starting points the issue asks for, each a valid document with unique ids', () => {
    expect(TEMPLATES.map((t) => t.id)).toEqual(['promo', 'sale', 'event', 'listing', 'job-post', 'testimonial', 'quote-card', 'podcast-episode', 'recipe-steps', 'year-in-review', 'lower-third', 'slideshow']);
    for (const t of TEMPLATES) expect(SceneDocument.safeParse(t.document).success).toBe(true);
  });

  it.each(TEMPLATES.map((t) => [t.id, t] as const))('%s labels exactly the fields its document has', (_id, template) => {
    const fields = templateFields(template);
    expect(fields.map((f) => f.name)).toEqual(Object.keys(template.labels));
    for (const f of fields) if (f.type !== 'asset') expect(f.default).not.toBeNull();
  });

  it.each(TEMPLATES.map((t) => [t.id, t] as const))('%s makes every text it shows a field, its example the default', (_id, template) => {
    // The words a video shows: texts, list items, a counter's words around its number, a chart's title and labels,
    // a button's text and address. Outside its fields, a text may keep only spaces and punctuation ("·").
    const VISIBLE = new Set(['text', 'items', 'prefix', 'suffix', 'title', 'subtitle', 'label', 'url']);
    const fixed: string[] = [];
    const walk = (value: unknown, key?: string): void => {
      if (typeof value === 'string') {
        if (key && VISIBLE.has(key) && /\p{L}/u.test(value.replace(placeholderPattern(), ''))) fixed.push(value);
      } else if (Array.isArray(value)) value.forEach((v) => walk(v, key));
      else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, k);
    };
    walk(template.document.scenes);
    expect(fixed).toEqual([]);
  });

  it.each(TEMPLATES.map((t) => [t.id, t] as const))('%s fills with its defaults alone, its pictures left out', (_id, template) => {
    const filled = fillTemplate(template, {}, assets);
    expect(filled.ok).toBe(true);
    if (!filled.ok) return;
    expect(standIns(filled.document)).toEqual([]);
    expect(JSON.stringify(filled.document)).not.toMatch(/\{\{/);
    expect(filled.document.fields).toBeUndefined();
  });

  it('puts the values given in their places: texts, colours, numbers and the caller\'s own picture', () => {
    const filled = fillTemplate(templateById('promo')!, { product: 'Nimbus Kettle', brand: '#065f46', photo: OWN_PICTURE }, assets);
    expect(filled.ok).toBe(true);
    if (!filled.ok) return;
    expect(filled.document.background).toEqual({ type: 'solid', colour: '#065f46' });
    expect(filled.document.scenes[0]!.layers[0]).toMatchObject({ type: 'media', assetId: OWN_PICTURE });
    expect(filled.document.scenes[0]!.layers[1]).toMatchObject({ type: 'text', text: 'Nimbus Kettle' });
    expect(filled.assetIds).toEqual([OWN_PICTURE]);
    const sale = fillTemplate(templateById('sale')!, { percent: '25' }, assets);
    expect(sale.ok && sale.document.scenes[0]!.layers[1]).toMatchObject({ type: 'counter', to: 25 });
  });

  it("refuses an unknown field, another's picture and a colour that is not one, naming the field", () => {
    const refused = (values: Record<string, string>) => {
      const filled = fillTemplate(templateById('promo')!, values, assets);
      return filled.ok ? [] : filled.errors;
    };
    expect(refused({ prodcut: 'x' })[0]).toMatch(/no field "prodcut"/);
    expect(refused({ photo: 'ast_bbbbbbbbbbbbbbbbbbbbb' })[0]).toMatch(/"photo".*not one of your assets/);
    expect(refused({ brand: 'blurple' })[0]).toMatch(/"brand".*not a colour/);
  });

  it('gives a picture left out its half: the texts beside it are composed on the whole frame', () => {
    const halves = (doc: SceneDocument, scene: number) => doc.scenes[scene]!.layers.map((l) => ('placement' in l ? l.placement : undefined));
    const without = fillTemplate(templateById('promo')!, { product: 'Nimbus Kettle' }, assets);
    expect(without.ok && halves(without.document, 0)).toEqual([undefined, undefined]);
    // With the picture given, its texts keep their half beside it.
    const withPicture = fillTemplate(templateById('promo')!, { product: 'Nimbus Kettle', photo: OWN_PICTURE }, assets);
    expect(withPicture.ok && halves(withPicture.document, 0)).toEqual(['right-half', 'left-half', 'left-half']);
    // No template leaves a text in a half beside an empty one.
    for (const template of TEMPLATES) {
      const filled = fillTemplate(template, {}, assets);
      for (const scene of filled.ok ? filled.document.scenes : []) {
        if (scene.layers.some((l) => l.type === 'media' || l.type === 'layout')) continue;
        expect({ template: template.id, halves: scene.layers.filter((l) => 'placement' in l && /-half$/.test(String(l.placement))).length }).toEqual({ template: template.id, halves: 0 });
      }
    }
  });

  it('keeps the stand-in pictures for the poster', () => {
    const filled = fillTemplate(templateById('slideshow')!, {}, assets, { keepStandIns: true });
    expect(filled.ok && standIns(filled.document).every(isStandIn) && standIns(filled.document).length).toBe(3);
  });
});
