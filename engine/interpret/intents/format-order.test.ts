import { describe, expect, it } from '@jest/globals';
import { read } from '../testing.js';

/* A frame's shape said by its own word wins over the shape a place to post implies (a reel is upright by default). */
describe('a shape word over a venue', () => {
  it('widescreen, landscape or horizontal beat reel, story or shorts', () => {
    expect(read('Highlights for our studio reel (widescreen). Title "Our year"').format?.aspect).toBe('landscape');
    expect(read('a story, but landscape please, "Open day"').format?.aspect).toBe('landscape');
    expect(read('shorts cut, horizontal, "Trailer"').format?.aspect).toBe('landscape');
  });

  it('a venue alone still sets its shape', () => {
    expect(read('for our reel: "Open day"').format?.aspect).toBe('portrait');
  });
});
