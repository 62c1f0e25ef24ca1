import { describe, expect, it } from '@jest/globals';
import { isNewerVersion, isOlderVersion, laterVersion } from './resource-version.js';

describe('resourceVersion ordering', () => {
  it('orders etcd revisions as numbers, not strings', () => {
    expect(isNewerVersion('10', '9')).toBe(true);
    expect(isNewerVersion('9', '10')).toBe(false);
    expect(isNewerVersion('10', '10')).toBe(false);
    expect(isOlderVersion('9', '10')).toBe(true);
    expect(isNewerVersion('9223372036854775807', '9223372036854775806')).toBe(true);
    expect(laterVersion('12', '3')).toBe('12');
  });

  it('lets any different opaque version replace the current one, and never calls one older', () => {
    expect(isNewerVersion('abc', '10')).toBe(true);
    expect(isNewerVersion('abc', 'abc')).toBe(false);
    expect(isOlderVersion('abc', '10')).toBe(false);
    expect(laterVersion('10', 'abc')).toBe('abc');
  });
});
