import { describe, expect, it } from '@jest/globals';
import { StillCache } from './still-cache.js';

describe('the still cache', () => {
  it('keeps stills up to its bound, dropping the least recently used', () => {
    const cache = new StillCache(10);
    cache.set('a', Buffer.alloc(4));
    cache.set('b', Buffer.alloc(4));
    expect(cache.get('a')).toBeDefined();
    cache.set('c', Buffer.alloc(4));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
    expect(cache.size).toBe(8);
    cache.set('huge', Buffer.alloc(11));
    expect(cache.get('huge')).toBeUndefined();
  });

  it('draws a still once for requests at the same moment, and not again once kept', async () => {
    const cache = new StillCache(100);
    let draws = 0;
    const draw = async () => (draws++, Buffer.from('png'));
    const [one, two] = await Promise.all([cache.getOrDraw('k', draw), cache.getOrDraw('k', draw)]);
    expect(one).toEqual({ still: Buffer.from('png'), cached: false });
    expect(two.cached).toBe(true);
    expect((await cache.getOrDraw('k', draw)).cached).toBe(true);
    expect(draws).toBe(1);
  });

  it('keeps nothing from a failed drawing', async () => {
    const cache = new StillCache(100);
    await expect(cache.getOrDraw('k', async () => Promise.reject(new Error('no')))).rejects.toThrow('no');
    expect((await cache.getOrDraw('k', async () => Buffer.from('x'))).cached).toBe(false);
  });
});
