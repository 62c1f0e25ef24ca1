import { describe, expect, it } from '@jest/globals';
import { DEFAULT_FORMAT, frameSize, LEGACY_FORMAT, OutputFormat } from './format.js';

describe('frameSize', () => {
  it.each([
    [{ aspect: 'landscape', resolution: '720p' }, 1280, 720],
    [{ aspect: 'landscape', resolution: '1080p' }, 1920, 1080],
    [{ aspect: 'portrait', resolution: '720p' }, 720, 1280],
    [{ aspect: 'portrait', resolution: '1080p' }, 1080, 1920],
    [{ aspect: 'square', resolution: '720p' }, 720, 720],
  ] as const)('%j is %i x %i', (format, width, height) => {
    expect(frameSize(format)).toEqual({ width, height });
  });
  it('defaults to landscape 1080p; what was stored without a format is landscape 720p', () => {
    expect(OutputFormat.parse({})).toEqual({ aspect: 'landscape', resolution: '1080p' });
    expect(DEFAULT_FORMAT).toEqual({ aspect: 'landscape', resolution: '1080p' });
    expect(LEGACY_FORMAT).toEqual({ aspect: 'landscape', resolution: '720p' });
  });
});
