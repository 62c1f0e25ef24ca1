import { describe, expect, it } from '@jest/globals';
import { svgSize } from './probe-asset.js';

describe('svgSize', () => {
  it('reads width and height attributes', () => {
    expect(svgSize('<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480px">')).toEqual({ width: 640, height: 480 });
  });
  it('falls back to the viewBox', () => {
    expect(svgSize('<?xml version="1.0"?><svg viewBox="0 0 100.4 50">')).toEqual({ width: 100, height: 50 });
  });
  it('gives null for relative or missing sizes', () => {
    expect(svgSize('<svg width="100%">')).toEqual({ width: null, height: null });
  });
});
