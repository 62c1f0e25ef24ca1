import { describe, expect, it } from '@jest/globals';
import { chunkResources } from './chunk-resources.js';

describe('chunk Pod resources', () => {
  it('grow with the frame (CPU, memory) and with the seconds (scratch)', () => {
    const hd = chunkResources({ width: 1280, height: 720 }, 5);
    const fullHd = chunkResources({ width: 1920, height: 1080 }, 5);
    const long = chunkResources({ width: 1920, height: 1080 }, 120);
    expect(hd.requests).toEqual({ cpu: '461m', memory: '511Mi', 'ephemeral-storage': '266Mi' });
    expect(fullHd.requests).toEqual({ cpu: '1037m', memory: '775Mi', 'ephemeral-storage': '266Mi' });
    expect(long.requests['ephemeral-storage']).toBe('496Mi');
    expect(fullHd.limits).toEqual({ cpu: '2074m', memory: '1163Mi', 'ephemeral-storage': '532Mi' });
  });
});
