import { describe, expect, it } from '@jest/globals';
import { AUD, read } from './testing.js';

describe('music and narration', () => {
  it('fades the music in and out', () => {
    expect(read(`"Hi" with music ${AUD}, fade the music in and out`).document.soundtrack).toMatchObject({ fadeIn: 2, fadeOut: 2 });
    expect(read(`"Hi", music ${AUD} fading out slowly`).document.soundtrack).toMatchObject({ fadeIn: 1, fadeOut: 3 });
    expect(read(`"Hi", soundtrack ${AUD}, fade in the music over 4 seconds`).document.soundtrack).toMatchObject({ fadeIn: 4 });
  });

  it('ducks the music under the voice, or not', () => {
    expect(read(`music ${AUD}, duck the music under the voice, narrate: "Hello"`).document.soundtrack!.duck).toBe(true);
    expect(read(`music ${AUD}, keep the music at full volume`).document.soundtrack!.duck).toBe(false);
    expect(read(`music ${AUD}, don't duck the music`).document.soundtrack!.duck).toBe(false);
  });

  it('no music removes it; a later prompt edits the soundtrack', () => {
    const first = read(`"Hi" with music ${AUD}`).document;
    expect(read('fade the music out', first).document.soundtrack).toMatchObject({ assetId: AUD, fadeOut: 2 });
    expect(read('no music', first).document.soundtrack).toBeUndefined();
    expect(read('remove the soundtrack', first).document.soundtrack).toBeUndefined();
  });

  it('fading music that is not there is explained', () => {
    expect(read('"Hi", fade the music in').summary).toMatch(/there is no music to fade/);
  });

  it('narration, captions, and removing them', () => {
    const first = read('"Hi" narrate: "Welcome, everyone." with captions').document;
    expect(first.narration).toEqual({ text: 'Welcome, everyone.', captions: true });
    expect(read('turn off the subtitles', first).document.narration?.captions).toBe(false);
    expect(read('no narration', first).document.narration).toBeUndefined();
    expect(read('add captions', read('"Hi" voice-over: "Hello"').document).document.narration?.captions).toBe(true);
  });

  it('narration in several scenes is read in order', () => {
    const { document } = read('scene 1: "A" narrate: "First part." scene 2: "B" narrate: "Second part."');
    expect(document.narration?.text).toBe('First part. Second part.');
    expect(document.scenes).toHaveLength(2);
  });
});
