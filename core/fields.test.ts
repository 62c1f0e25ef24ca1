import { describe, expect, it } from '@jest/globals';
import { documentFields } from '../engine/template/fields.js';
import { SceneDocument } from '../model/scene-document.js';
import { storedRow } from './batches.js';
import { mergeFields } from './fields.js';

const doc = (text: string, fields?: unknown) =>
  SceneDocument.parse({ version: 2, background: { type: 'solid', colour: '#102030' }, scenes: [{ duration: 2, layers: [{ type: 'text', role: 'heading', text }] }], ...(fields ? { fields } : {}) });
const chapter = (id: string, document: SceneDocument) => ({ view: { chapter: { spec: { id } } } as never, fields: documentFields(document) });

describe('a project\'s fields', () => {
  it('merges the chapters\' fields: typed where any chapter types them, the first default, every place', () => {
    const fields = mergeFields([
      chapter('cht_aaaaaaaaaaaaaaaaaaaaa', doc('Hi {{name}} in {{brand}}')),
      chapter('cht_bbbbbbbbbbbbbbbbbbbbb', doc('Bye {{name|friend}}', [{ path: 'background.colour', name: 'brand' }])),
    ]);
    expect(fields).toEqual([
      {
        name: 'name',
        type: 'text',
        default: 'friend',
        required: false,
        used_in: [
          { chapter_id: 'cht_aaaaaaaaaaaaaaaaaaaaa', path: 'scenes.0.layers.0.text' },
          { chapter_id: 'cht_bbbbbbbbbbbbbbbbbbbbb', path: 'scenes.0.layers.0.text' },
        ],
      },
      {
        name: 'brand',
        type: 'colour',
        default: '#102030',
        required: false,
        used_in: [
          { chapter_id: 'cht_aaaaaaaaaaaaaaaaaaaaa', path: 'scenes.0.layers.0.text' },
          { chapter_id: 'cht_bbbbbbbbbbbbbbbbbbbbb', path: 'background.colour' },
        ],
      },
    ]);
  });

  it('stores a row as the project\'s defaults overlaid with the row\'s values, as text, other keys left out', () => {
    const fields = mergeFields([chapter('cht_aaaaaaaaaaaaaaaaaaaaa', doc('{{name|friend}} {{count}} {{city}}'))]);
    expect(storedRow(fields, { count: 3, city: null, email: 'x@example.com' })).toEqual({ name: 'friend', count: '3' });
    expect(storedRow(fields, { name: '', city: 'Oslo' })).toEqual({ name: 'friend', city: 'Oslo' });
  });
});
