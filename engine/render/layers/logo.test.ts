import { describe, expect, it } from '@jest/globals';
import { logoSize } from './logo.js';

describe('logoSize', () => {
  const frame = { width: 1920, height: 1080 };
  it('a corner mark is at most 30 % of the frame high', () => {
    expect(logoSize(0.32, frame, { width: 400, height: 400 })).toEqual({ w: 324, h: 324 });
  });
  it('an end card\'s logo in the middle may be 45 % high, so a square one is a third of a 16:9 frame wide', () => {
    expect(logoSize(0.32, frame, { width: 400, height: 400 }, true)).toEqual({ w: 486, h: 486 });
  });
  it('a wide logo keeps its aspect under the width asked', () => {
    expect(logoSize(0.32, frame, { width: 800, height: 200 }, true)).toEqual({ w: 614, h: 154 });
  });
});
