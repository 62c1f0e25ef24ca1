import { describe, expect, it } from '@jest/globals';
import { SceneDocument, type SceneDocumentInput } from '../../model/scene-document.js';
import { documentFields, usesFields } from './fields.js';
import { fillDocument } from './fill.js';
import { parseAssetRef, parseColour, parseNumber } from './values.js';

const LOGO = 'ast_aaaaaaaaaaaaaaaaaaaaa';
const PHOTO = 'ast_bbbbbbbbbbbbbbbbbbbbb';

function template(extra: Partial<SceneDocumentInput> = {}): SceneDocument {
  return SceneDocument.parse({
    version: 2,
    background: { type: 'solid', colour: '#112233' },
    scenes: [
      {
        duration: 3,
        layers: [
          { type: 'text', role: 'heading', text: 'Hi {{ first_name | there }}!' },
          { type: 'text', role: 'subtitle', text: 'Order {{order}} for {{first_name}}' },
          { type: 'counter', to: 100 },
          { type: 'logo', assetId: LOGO },
        ],
      },
    ],
    fields: [
      { path: 'background.colour', name: 'brand' },
      { path: 'scenes.0.layers.2.to', name: 'total', required: true },
      { path: 'scenes.0.layers.3.assetId', name: 'logo' },
    ],
    ...extra,
  });
}

const mine = (id: string) => (id === LOGO || id === PHOTO ? { kind: 'image' as const, ready: true } : undefined);

describe('documentFields', () => {
  it('lists text fields with their inline defaults and typed fields with the value in place', () => {
    const fields = documentFields(template());
    expect(fields.map((f) => [f.name, f.type, f.default])).toEqual([
      ['brand', 'colour', '#112233'],
      ['total', 'number', undefined],
      ['logo', 'asset', LOGO],
      ['first_name', 'text', 'there'],
      ['order', 'text', undefined],
    ]);
    expect(fields.find((f) => f.name === 'first_name')!.uses.map((u) => u.path)).toEqual(['scenes.0.layers.0.text', 'scenes.0.layers.1.text']);
  });

  it('finds no field in a plain document, and braces that are no field stay text', () => {
    const plain = SceneDocument.parse({ version: 2, background: { type: 'solid', colour: '#000000' }, scenes: [{ duration: 2, layers: [{ type: 'text', role: 'body', text: 'a {{ 1bad }} and {single} {{}}' }] }] });
    expect(usesFields(plain)).toBe(false);
    expect(documentFields(plain)).toEqual([]);
  });
});

describe('fillDocument', () => {
  it('fills texts, colours, numbers and assets in the parsed document and drops the bindings', () => {
    const result = fillDocument(template(), { first_name: 'Ada', order: '42', brand: '#F00', total: '7.5', logo: `https://x.example/api/v1/assets/${PHOTO}` }, mine);
    if (!result.ok) throw new Error(result.errors.join('; '));
    const doc = result.document;
    expect(doc.background).toEqual({ type: 'solid', colour: '#ff0000' });
    expect(doc.scenes[0]!.layers.map((l) => ('text' in l ? l.text : undefined)).slice(0, 2)).toEqual(['Hi Ada!', 'Order 42 for Ada']);
    expect(doc.scenes[0]!.layers[2]).toMatchObject({ type: 'counter', to: 7.5 });
    expect(doc.scenes[0]!.layers[3]).toMatchObject({ type: 'logo', assetId: PHOTO });
    expect(doc.fields).toBeUndefined();
    expect(result.assetIds).toEqual([PHOTO]);
  });

  it('uses defaults for values left out or empty', () => {
    const result = fillDocument(template(), { order: 'A1', total: '3', first_name: '' }, mine);
    expect(result.ok && result.document.scenes[0]!.layers[0]).toMatchObject({ text: 'Hi there!' });
    expect(result.ok && result.document.background).toEqual({ type: 'solid', colour: '#112233' });
  });

  it('names the missing required fields and the values of the wrong type', () => {
    const missing = fillDocument(template(), { first_name: 'Ada' }, mine);
    expect(missing.ok).toBe(false);
    expect(!missing.ok && missing.errors.join('\n')).toMatch(/Field "total" is required[\s\S]*Field "order" is required/);
    const typed = fillDocument(template(), { order: '1', total: 'lots', brand: 'not-a-colour' }, mine);
    expect(!typed.ok && typed.errors).toEqual([expect.stringMatching(/Field "brand" \(colour\): "not-a-colour" is not a colour/), expect.stringMatching(/Field "total" \(number\): "lots" is not a number/)]);
  });

  it('refuses an asset that is not the caller\'s, not ready, or of the wrong kind', () => {
    const base = { order: '1', total: '1' };
    const other = fillDocument(template(), { ...base, logo: 'ast_ccccccccccccccccccccc' }, mine);
    expect(!other.ok && other.errors[0]).toMatch(/not one of your assets/);
    const notReady = fillDocument(template(), { ...base, logo: PHOTO }, () => ({ kind: 'image', ready: false }));
    expect(!notReady.ok && notReady.errors[0]).toMatch(/not ready/);
    const video = fillDocument(template(), { ...base, logo: PHOTO }, () => ({ kind: 'video', ready: true }));
    expect(!video.ok && video.errors[0]).toMatch(/is video, but image is needed/);
  });

  it('checks the filled document with its schema and names the field that broke it', () => {
    const result = fillDocument(template(), { order: 'x'.repeat(600), total: '1' }, mine);
    expect(!result.ok && result.errors[0]).toMatch(/^Fields "first_name", "order" \(scenes\.0\.layers\.1\.text\): .*500/);
  });

  it('keeps a value that looks like a placeholder, or like an FFmpeg filter, as plain text', () => {
    const result = fillDocument(template(), { first_name: "{{order}}'; drawtext=text=x:", order: '9', total: '1' }, mine);
    expect(result.ok && result.document.scenes[0]!.layers[0]).toMatchObject({ text: "Hi {{order}}'; drawtext=text=x:!" });
  });
});

describe('values', () => {
  it('reads colours, numbers and asset references', () => {
    expect(parseColour(' Navy ')).toEqual({ ok: true, value: '#000080' });
    expect(parseColour('#abc')).toEqual({ ok: true, value: '#aabbcc' });
    expect(parseColour('#abcd').ok).toBe(false);
    expect(parseNumber(' 12.5 ')).toEqual({ ok: true, value: 12.5 });
    expect(parseNumber('').ok).toBe(false);
    expect(parseNumber('1e400').ok).toBe(false);
    expect(parseAssetRef(LOGO)).toEqual({ ok: true, value: LOGO });
    expect(parseAssetRef('ast_short').ok).toBe(false);
  });
});
