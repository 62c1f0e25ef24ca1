import { describe, expect, it } from '@jest/globals';
import { AUD, read } from '../testing.js';

describe('music and narration', () => {
  it('fades the music in and out', () => {
    expect(read(`"Hi" with music ${AUD}, fade the music in and out`).document.soundtrack).toMatchObject({ fadeIn: 2, fadeOut: 2 });
    expect(read(`"Hi", music ${AUD} fading out slowly`).document.soundtrack).toMatchObject({ fadeIn: 1, fadeOut: 3 });
    expect(read(`"Hi", soundtrack ${AUD}, fade in the music over 4 seconds`).document.soundtrack).toMatchObject({ fadeIn: 4 });
  });

  it('a voice that reads the screen speaks the video\'s words, scene by scene', () => {
    const { document, summary } = read('"3 tips for better sleep", then list: "Keep the room cool", "No screens after 10" and "Same bedtime", with a voiceover reading each tip, with captions');
    expect(document.narration).toMatchObject({ text: '3 tips for better sleep. Keep the room cool. No screens after 10. Same bedtime.', captions: true });
    expect(summary).not.toMatch(/did not understand/);
    expect(read('"Hello world" and narrate the titles').document.narration?.text).toBe('Hello world.');
    // Its own words win: the quoted narration is spoken, not the screen.
    expect(read('"Hi" with a voiceover reading each title, narrate: "Welcome"').document.narration?.text).toBe('Welcome');
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

  it('caption styles by the words people use, first-class in the document', () => {
    const style = (prompt: string) => read(prompt).document.narration;
    expect(style('"Hi" narrate: "Welcome, everyone." with karaoke captions')).toEqual({ text: 'Welcome, everyone.', captions: true, captionStyle: 'karaoke' });
    expect(style('"Hi" narrate: "Welcome." captions with the current word highlighted')).toMatchObject({ captions: true, captionStyle: 'karaoke' });
    expect(style('"Hi" narrate: "Welcome." highlight each word as it is spoken')).toMatchObject({ captions: true, captionStyle: 'karaoke' });
    expect(style('"Hi" narrate: "Welcome." captions one word at a time')).toMatchObject({ captions: true, captionStyle: 'word' });
    expect(style('"Hi" narrate: "Welcome." with big bold captions')).toMatchObject({ captions: true, captionStyle: 'line' });
    expect(style('"Hi" narrate: "Welcome." with chunky outlined subtitles')).toMatchObject({ captions: true, captionStyle: 'line' });
    expect(style('"Hi" narrate: "Welcome." subtitles two lines at a time')).toMatchObject({ captions: true, captionStyle: 'lines' });
    // Plain captions keep the subtitle look (no style written), and "no captions" still wins.
    expect(style('"Hi" narrate: "Welcome." with captions')).toEqual({ text: 'Welcome.', captions: true });
    const karaoke = read('"Hi" narrate: "Welcome." with karaoke captions').document;
    expect(read('no captions', karaoke).document.narration).toMatchObject({ captions: false, captionStyle: 'karaoke' });
    expect(read('make the captions one word at a time', karaoke).document.narration).toMatchObject({ captions: true, captionStyle: 'word' });
    expect(read('"Hi" narrate: "Welcome." with karaoke captions').summary).toMatch(/karaoke captions/);
  });

  it('narration in several scenes is read in order', () => {
    const { document } = read('scene 1: "A" narrate: "First part." scene 2: "B" narrate: "Second part."');
    expect(document.narration?.text).toBe('First part. Second part.');
    expect(document.scenes).toHaveLength(2);
  });

  it.each([
    ['narrate: "One, two, three." Words popping up one at a time.', 'word'],
    ['narrate: "One, two, three." Show every word one at a time as the narrator reads them.', 'word'],
    ['narrate: "One. Two. Three." Each sentence appears as she says it.', 'line'],
    ['narrate: "One. Two. Three." Each line comes up as he reads it.', 'line'],
  ])('words that appear as they are said are captions: %s', (prompt, style) => {
    const { document, summary } = read(prompt);
    expect(document.narration).toMatchObject({ captions: true, captionStyle: style });
    expect(summary).not.toMatch(/did not understand/);
    expect(document.scenes.flatMap((s) => s.layers)).toEqual([]);
  });

  it('words shown one at a time with no voice saying them are no captions', () => {
    expect(read('"Ready. Set. Go." one at a time').document.narration).toBeUndefined();
  });

  it.each([
    ['narrate: "Hello there", karaoke captions, the word being read should glow lime', '#32cd32'],
    ['narrate: "Hello there", with karaoke subtitles where the word she is saying turns pink', '#ff69b4'],
    ['narrate: "Hello there", subs in yellow', '#ffd60a'],
  ])('the lit word\'s colour said of the spoken word: %s', (prompt, _colour) => {
    const doc = read(prompt).document;
    expect(doc.narration?.captions).toBe(true);
    expect(doc.narration?.highlight).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('"… in pink" of a title is not the lit word', () => {
    expect(read('"Hello there" in pink, narrate: "Hi"').document.narration?.highlight).toBeUndefined();
  });

  it.each(['con subtítulos', 'con sottotitoli', 'avec sous-titres', 'com legendas'])('captions in the common languages: %s', (words) => {
    expect(read(`narrate: "Hola a todos" ${words}`).document.narration?.captions).toBe(true);
  });

  it('a sentence of the narration is rewritten by its ordinal, the rest kept', () => {
    const first = read('Title "Open day". Narrate: "Doors open at nine. Bring a friend. Parking is free."').document;
    expect(read('change the narration\'s second sentence to "Bring the whole family."', first).document.narration?.text).toBe('Doors open at nine. Bring the whole family. Parking is free.');
    const last = read('replace the last line of the voiceover with "Parking is behind the hall."', first);
    expect(last.document.narration?.text).toBe('Doors open at nine. Bring a friend. Parking is behind the hall.');
    // The new words are spoken, not shown.
    expect(JSON.stringify(last.document.scenes)).not.toMatch(/behind the hall/);
    expect(read('change the narration\'s fifth sentence to "Hi."', first).summary).toMatch(/no fifth sentence/);
    // A title's sentence is not the narration's.
    expect(read('change the second slide to "Bring a friend."', first).document.narration?.text).toBe('Doors open at nine. Bring a friend. Parking is free.');
  });
});


describe('the lit word said with a relative clause', () => {
  it.each([
    ['narrate: "Good morning all." captions, the word that is being read in orange', '#ff8c1a'],
    ['narrate: "Good morning all." subtitles with the word which is said in teal colour', '#008080'],
    ['narrate: "Good morning all." subs, the word that’s spoken in pink', '#ffc0cb'],
  ])('%s', (prompt, colour) => {
    const narration = read(prompt).document.narration as { highlight?: string } | undefined;
    expect(narration?.highlight).toBe(colour);
  });

  it('a word said of something else is no lit word', () => {
    const narration = read('narrate: "Good morning all." captions, and the title word in orange').document.narration as { highlight?: string } | undefined;
    expect(narration?.highlight).toBeUndefined();
  });
});
