import { describe, expect, it } from '@jest/globals';
import { findReferences } from './references.js';

const ID = 'ast_AbCdEfGhIjKlMnOpQrStU';

describe('findReferences', () => {
  it('finds own asset URLs and ids, whatever punctuation follows them in prose', () => {
    for (const tail of [',', '.', ';', ')', '!', ' ']) {
      expect(findReferences(`over https://x.example/api/v1/assets/${ID}/content${tail} then`).assetIds).toEqual([ID]);
    }
    expect(findReferences(`use (${ID}).`).assetIds).toEqual([ID]);
    expect(findReferences(`https://x.example/api/v1/assets/${ID}`).assetIds).toEqual([ID]);
  });

  it('names other URLs without their trailing punctuation, and never as assets', () => {
    const refs = findReferences('see https://evil.example/a.png, and http://10.0.0.1/api/v1/assets/x.');
    expect(refs.foreignUrls).toEqual(['https://evil.example/a.png', 'http://10.0.0.1/api/v1/assets/x']);
    expect(refs.assetIds).toEqual([]);
  });
});
