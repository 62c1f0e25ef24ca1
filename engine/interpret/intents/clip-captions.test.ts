import { describe, expect, it } from '@jest/globals';
import { IMG, VID, layersOf, read } from '../testing.js';

/* Prompt words for captions of a clip's own speech (clip-captions.ts). */

const clipOf = (prompt: string, previous?: Parameters<typeof read>[1]) => {
  const result = read(prompt, previous);
  return { ...result, clip: layersOf(result.document, 0, 'media')[0]! };
};

describe('captions of a clip’s speech, from the prompt', () => {
  it.each([
    `play ${VID} and caption the clip's speech`,
    `${VID} with subtitles for the video`,
    `${VID}, captions of the speech in the clip`,
    `play ${VID}. Transcribe the interview.`,
    `${VID} with captions`,
    `${VID}, subtitle what they say`,
  ])('%s', (prompt) => {
    const { clip, document, summary } = clipOf(prompt);
    expect(clip).toMatchObject({ kind: 'video', captions: true });
    expect(document.narration).toBeUndefined();
    expect(summary).toMatch(/captions of the clip’s speech \(transcribed by the operator’s transcription endpoint\)/);
    // Every word understood: none reported as not understood.
    expect(summary).not.toMatch(/not understood|didn't understand|ignored/i);
  });

  it('takes a caption style for the clip: karaoke subtitles for the video', () => {
    const { clip, summary } = clipOf(`${VID} with karaoke subtitles for the video`);
    expect(clip).toMatchObject({ captions: true, captionStyle: 'karaoke' });
    expect(summary).toMatch(/karaoke captions of the clip’s speech/);
  });

  it('leaves "with captions" to the narration when there is one', () => {
    const { clip, document } = clipOf(`${VID}, narrate: "Welcome to the workshop." with captions`);
    expect(clip.captions).toBeUndefined();
    expect(document.narration).toMatchObject({ captions: true });
  });

  it('takes "captions on the video" for the narration\'s when there is no clip', () => {
    const { document, summary } = read('title "Hi", narrate: "Welcome." with subtitles for the video');
    expect(document.narration).toMatchObject({ captions: true });
    expect(summary).not.toMatch(/need a video clip/);
  });

  it('removes them with "no captions", and says what to add when there is no clip', () => {
    const first = clipOf(`${VID} with subtitles for the video`);
    const { clip } = clipOf('no captions', first.document);
    expect(clip.captions).toBeUndefined();
    const { summary } = clipOf(`${IMG}, caption the video's speech`);
    expect(summary).toMatch(/captions of a clip’s speech need a video clip: add its URL/);
  });
});

describe('the lit word of a clip’s own captions', () => {
  it.each([
    [`${VID} with karaoke subtitles for the video, the current word in pink`, /pink/],
    [`caption what she says in ${VID}, with the word she's saying in lime`, /lime|green/],
    [`${VID}, karaoke style subs of the clip's speech, highlight orange`, /orange/],
  ])('%s', (prompt, colour) => {
    const { clip, document, summary } = clipOf(prompt);
    expect(clip).toMatchObject({ captions: true, captionStyle: 'karaoke' });
    expect(clip.captionHighlight).toMatch(/^#[0-9a-f]{6}$/);
    expect(document.narration).toBeUndefined();
    expect(summary).toMatch(colour);
    expect(summary).not.toMatch(/the lit word is the narration/);
  });

  it('is the narration’s when there is one', () => {
    const { clip, document } = clipOf(`${VID}. narrate: "Hello there" with karaoke captions, the current word in pink`);
    expect(document.narration?.highlight).toMatch(/^#[0-9a-f]{6}$/);
    expect(clip.captionHighlight).toBeUndefined();
  });
});
