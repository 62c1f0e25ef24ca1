import { describe, expect, it } from '@jest/globals';
import { CJK_WEIGHTS, fallbackAliases } from './fallback.js';

describe('CJK fonts in two weights', () => {
  it('draws CJK text in the nearer of CJK_WEIGHTS whatever the face\'s weight (the image keeps only those files)', () => {
    expect(CJK_WEIGHTS).toEqual([400, 700]);
    const cjk = (weight: number) => fallbackAliases(weight, ['sc', 'jp', 'kr']).filter((a) => /noto-sans-(sc|jp|kr)/.test(a));
    expect(cjk(300)).toEqual(['Montage noto-sans-sc 400', 'Montage noto-sans-jp 400', 'Montage noto-sans-kr 400']);
    expect(cjk(500)).toEqual(['Montage noto-sans-sc 400', 'Montage noto-sans-jp 400', 'Montage noto-sans-kr 400']);
    expect(cjk(600)).toEqual(['Montage noto-sans-sc 700', 'Montage noto-sans-jp 700', 'Montage noto-sans-kr 700']);
    expect(cjk(800)).toEqual(['Montage noto-sans-sc 700', 'Montage noto-sans-jp 700', 'Montage noto-sans-kr 700']);
    // Other scripts keep every weight they have (Arabic at 600 is its own 600).
    expect(fallbackAliases(600)).toContain('Montage noto-sans-arabic 600');
  });
});
