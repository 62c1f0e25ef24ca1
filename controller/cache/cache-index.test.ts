import { describe, expect, it } from '@jest/globals';
import { evictionVictims, touch, upsert, type CacheEntry } from './cache-index.js';

const entry = (key: string, size: number, usedAt: string, chapters = ['chp_a']): CacheEntry => ({ key, tenant: 't', kind: 'scene', hash: key.padEnd(64, '0'), size, usedAt, chapters });

describe('render cache index', () => {
  it('evicts the least recently used until the rest fits the bound', () => {
    const entries = [entry('a', 40, '2026-01-03'), entry('b', 40, '2026-01-01'), entry('c', 40, '2026-01-02')];
    expect(evictionVictims(entries, 120).map((e) => e.key)).toEqual([]);
    expect(evictionVictims(entries, 100).map((e) => e.key)).toEqual(['b']);
    expect(evictionVictims(entries, 40).map((e) => e.key)).toEqual(['b', 'c']);
    expect(evictionVictims(entries, 0).map((e) => e.key)).toEqual(['b', 'c', 'a']);
  });

  it('marks a tenant\'s entries used by a chapter, and no other tenant\'s', () => {
    const entries = [entry('a', 1, '2026-01-01'), { ...entry('b', 1, '2026-01-01'), tenant: 'other' }];
    const touched = touch(entries, 't', ['a'.padEnd(64, '0'), 'b'.padEnd(64, '0')], 'chp_b', '2026-02-01');
    expect(touched.map((e) => [e.usedAt, e.chapters])).toEqual([['2026-02-01', ['chp_a', 'chp_b']], ['2026-01-01', ['chp_a']]]);
  });

  it('replaces an entry of the same key, merging its chapters', () => {
    const next = upsert([entry('a', 1, '2026-01-01', ['chp_a'])], entry('a', 2, '2026-01-02', ['chp_b']));
    expect(next).toEqual([entry('a', 2, '2026-01-02', ['chp_a', 'chp_b'])]);
  });
});
