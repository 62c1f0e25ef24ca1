import { describe, expect, it } from '@jest/globals';
import { ctx, read } from '../testing.js';

describe('output formats', () => {
  it.each([
    ['a vertical video with "Hi"', { aspect: 'portrait', resolution: '1080p' }],
    ['portrait, "Hi"', { aspect: 'portrait', resolution: '1080p' }],
    ['9:16 "Hi"', { aspect: 'portrait', resolution: '1080p' }],
    ['for Instagram stories: "Hi"', { aspect: 'portrait', resolution: '1080p' }],
    ['a reel: "Hi"', { aspect: 'portrait', resolution: '1080p' }],
    ['YouTube Shorts "Hi"', { aspect: 'portrait', resolution: '1080p' }],
    ['TikTok "Hi"', { aspect: 'portrait', resolution: '1080p' }],
    ['square "Hi"', { aspect: 'square', resolution: '1080p' }],
    ['1:1 "Hi"', { aspect: 'square', resolution: '1080p' }],
    ['square line chart of subscribers: Jan 1200, Feb 1900, Mar 2600', { aspect: 'square', resolution: '1080p' }],
    ['an Instagram post "Hi"', { aspect: 'square', resolution: '1080p' }],
    ['"Hi" in 1080p', { aspect: 'landscape', resolution: '1080p' }],
    ['full HD "Hi"', { aspect: 'landscape', resolution: '1080p' }],
    ['landscape "Hi"', { aspect: 'landscape', resolution: '1080p' }],
    ['16:9 widescreen "Hi"', { aspect: 'landscape', resolution: '1080p' }],
    ['vertical 1080p "Hi"', { aspect: 'portrait', resolution: '1080p' }],
    ['1080x1920 "Hi"', { aspect: 'portrait', resolution: '1080p' }],
    ['"Hi" in 720p', { aspect: 'landscape', resolution: '720p' }],
    ['a quick draft: "Hi"', { aspect: 'landscape', resolution: '720p' }],
    ['vertical, draft quality, "Hi"', { aspect: 'portrait', resolution: '720p' }],
  ])('%s', (prompt, format) => {
    const result = read(prompt);
    expect(result.format).toEqual(format);
    expect(result.document.scenes[0]!.layers).toHaveLength(1);
  });

  it('asks for nothing when nothing is said, and the document has no size', () => {
    const result = read('"Hi"');
    expect(result.format).toBeUndefined();
    expect(JSON.stringify(result.document)).not.toMatch(/aspect|resolution|width|height/);
  });

  it('keeps the project\'s other half of the format', () => {
    expect(read('make it 1080p', undefined, { ...ctx, format: { aspect: 'portrait', resolution: '720p' } }).format).toEqual({ aspect: 'portrait', resolution: '1080p' });
    expect(read('square please', undefined, { ...ctx, format: { aspect: 'landscape', resolution: '1080p' } }).format).toEqual({ aspect: 'square', resolution: '1080p' });
  });

  it('format words about a picture or a chart are not the video\'s', () => {
    expect(read('"Hi" and a vertical bar chart: a 1, b 2').format).toBeUndefined();
    expect(read('"A portrait of our founder"').format).toBeUndefined();
    expect(read('a square logo').format).toBeUndefined();
  });

  it('a later prompt changes the format and keeps the scenes', () => {
    const first = read('"A", then "B"').document;
    const square = read('make it square', first);
    expect(square.format).toEqual({ aspect: 'square', resolution: '1080p' });
    expect(square.document).toEqual(first);
    expect(square.summary).toMatch(/square 1:1/);
  });
});

describe('a ratio of a mixture is not the frame', () => {
  it.each([
    ['TikTok: cordial, mix 1:1 with water', 'portrait'],
    ['widescreen. Full time: the sides drew 1:1', 'landscape'],
    ['for reels, a 2:1 ratio of flour to sugar', 'portrait'],
  ])('%s', (prompt, aspect) => {
    expect(read(prompt).format?.aspect).toBe(aspect);
  });

  it('a ratio said of the video is still read', () => {
    expect(read('"Hello" in 1:1').format?.aspect).toBe('square');
  });

  it('a YouTube short is upright', () => {
    expect(read('a yt short: "Hi"').format?.aspect).toBe('portrait');
    expect(read('a YouTube short about bread').format?.aspect).toBe('portrait');
  });
});
