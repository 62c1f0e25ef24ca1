import { describe, expect, it } from '@jest/globals';
import { PictureMemo } from './picture-memo.js';

describe('PictureMemo', () => {
  it('draws a picture once and serves it again', () => {
    const memo = new PictureMemo(100);
    let draws = 0;
    const draw = () => (draws++, Buffer.alloc(10, 1));
    expect(memo.get('a', draw)).toEqual(Buffer.alloc(10, 1));
    expect(memo.get('a', draw)).toEqual(Buffer.alloc(10, 1));
    expect(draws).toBe(1);
  });

  it('keeps the most recently used within its bytes, and never a picture larger than all of them', () => {
    const memo = new PictureMemo(25);
    const picture = (n: number) => () => Buffer.alloc(10, n);
    memo.get('a', picture(1));
    memo.get('b', picture(2));
    memo.get('a', picture(1));
    memo.get('c', picture(3));
    expect(memo.size).toBe(20);
    let redrawn = false;
    memo.get('b', () => ((redrawn = true), Buffer.alloc(10, 2)));
    expect(redrawn).toBe(true);
    expect(memo.get('huge', () => Buffer.alloc(30)).length).toBe(30);
    expect(memo.size).toBeLessThanOrEqual(25);
  });
});
