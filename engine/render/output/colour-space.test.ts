import { describe, expect, it } from '@jest/globals';
import { clipMatrix, isHd, matrixConversion, toWorkingSpace } from './colour-space.js';

describe('the YUV matrix of a clip', () => {
  it('is its tag when it has one', () => {
    expect(clipMatrix({ colorSpace: 'bt709', width: 640, height: 360 })).toBe('bt709');
    expect(clipMatrix({ colorSpace: 'smpte170m', width: 1920, height: 1080 })).toBe('bt470bg');
    expect(clipMatrix({ colorSpace: 'bt470bg', width: 1920, height: 1080 })).toBe('bt470bg');
    expect(clipMatrix({ colorSpace: 'bt2020nc', width: 3840, height: 2160 })).toBe('bt2020ncl');
    // RGB-coded: converted by the graph's scaling, as a picture.
    expect(clipMatrix({ colorSpace: 'gbr', width: 1920, height: 1080 })).toBeUndefined();
  });

  it('untagged: BT.709 when HD (1280 wide or more, or taller than 576 lines), BT.601 otherwise, as players guess', () => {
    expect(clipMatrix({ width: 1920, height: 1080 })).toBe('bt709');
    expect(clipMatrix({ width: 1280, height: 720 })).toBe('bt709');
    expect(clipMatrix({ width: 720, height: 1280 })).toBe('bt709');
    expect(clipMatrix({ width: 720, height: 576 })).toBe('bt470bg');
    expect(clipMatrix({ width: 640, height: 360 })).toBe('bt470bg');
    // A tag FFmpeg knows but colorspace cannot convert from: the same guess.
    expect(clipMatrix({ colorSpace: 'ycgco', width: 1920, height: 1080 })).toBe('bt709');
    expect(isHd(undefined, undefined)).toBe(false);
  });

  it('is converted into the working matrix only when it differs, the matrix alone, limited range', () => {
    expect(toWorkingSpace('bt470bg')).toBeUndefined();
    expect(toWorkingSpace('bt709', 'bt709')).toBeUndefined();
    expect(toWorkingSpace(undefined, 'bt470bg')).toBeUndefined();
    expect(toWorkingSpace('bt709')).toBe(matrixConversion('bt709', 'bt470bg'));
    expect(matrixConversion('bt709', 'bt470bg')).toBe('colorspace=space=bt470bg:trc=bt709:primaries=bt709:range=tv:ispace=bt709:itrc=bt709:iprimaries=bt709:irange=tv');
  });
});
