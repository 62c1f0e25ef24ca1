import { describe, expect, it } from '@jest/globals';
import { isSafeKey } from '../storage/keys.js';
import { canonicalJson, renderCacheKey, renderHash, tenantSegment } from './render-key.js';

describe('render keys', () => {
  it('hash equal inputs equally whatever the order of their members, and unequal inputs apart', () => {
    const a = { scenes: [{ duration: 2, layers: [{ type: 'text', text: 'Hi' }] }], format: { aspect: 'landscape', resolution: '1080p' } };
    const b = { format: { resolution: '1080p', aspect: 'landscape' }, scenes: [{ layers: [{ text: 'Hi', type: 'text' }], duration: 2 }] };
    expect(canonicalJson(a)).toBe(canonicalJson(b));
    expect(renderHash('chapter', a)).toBe(renderHash('chapter', b));
    expect(renderHash('chapter', a)).not.toBe(renderHash('scene', a));
    expect(renderHash('chapter', a)).not.toBe(renderHash('chapter', { ...a, scenes: [{ duration: 2.001, layers: [] }] }));
    expect(canonicalJson({ x: undefined, y: 1 })).toBe('{"y":1}');
    expect(() => canonicalJson({ x: Number.NaN })).toThrow(TypeError);
  });

  it('are valid object keys, per tenant, even for tenants with characters keys refuse', () => {
    const hash = renderHash('chunk', { i: 0 });
    const key = renderCacheKey('ops@example.com', 'chunk', hash);
    expect(isSafeKey(key)).toBe(true);
    expect(key).toBe(`cache/${tenantSegment('ops@example.com')}/chunk/${hash}.mp4`);
    expect(renderCacheKey('other', 'chunk', hash)).not.toBe(key);
    expect(() => renderCacheKey('t', 'chunk', '../x')).toThrow(TypeError);
  });
});
