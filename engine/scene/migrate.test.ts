import { describe, expect, it } from '@jest/globals';
import { parseSceneDocument } from './migrate.js';

describe('parseSceneDocument', () => {
  it('reads a version 1 document as version 2 with the same content', () => {
    const v1 = {
      version: 1,
      theme: 'bold',
      background: '#112233',
      scenes: [
        { duration: 4, title: 'Hello', caption: 'World', media: { assetId: 'ast_abcdefghijklmnopqrstu', kind: 'image' }, fade: true },
        { duration: 2, background: '#000000', fade: false },
      ],
      soundtrack: { assetId: 'ast_bbcdefghijklmnopqrstu' },
      narration: 'Welcome',
    };
    const doc = parseSceneDocument(v1);
    expect(doc.version).toBe(2);
    expect(doc.background).toEqual({ type: 'solid', colour: '#112233' });
    expect(doc.scenes[0]).toMatchObject({ duration: 4, fadeIn: true, fadeOut: true });
    expect(doc.scenes[0]!.layers.map((l) => l.type === 'text' ? `${l.role}:${l.text}` : l.type)).toEqual(['media', 'heading:Hello', 'subtitle:World']);
    expect(doc.scenes[1]).toMatchObject({ background: { type: 'solid', colour: '#000000' }, layers: [] });
    expect(doc.soundtrack).toMatchObject({ assetId: 'ast_bbcdefghijklmnopqrstu', duck: true });
    expect(doc.narration).toEqual({ text: 'Welcome', captions: false });
  });

  it('fills in the defaults of a version 2 document and refuses unknown versions', () => {
    const doc = parseSceneDocument({ version: 2, background: { type: 'solid', colour: '#000000' }, scenes: [{ duration: 3, layers: [{ type: 'text', role: 'heading', text: 'Hi' }] }] });
    expect(doc.theme).toBe('classic');
    expect(doc.scenes[0]!.layers[0]).toMatchObject({ start: 0, animation: { in: 'fade', out: 'none', duration: 0.5 } });
    expect(() => parseSceneDocument({ version: 3, scenes: [] })).toThrow();
    expect(() => parseSceneDocument(null)).toThrow();
  });
});
