import { describe, expect, it } from '@jest/globals';
import type { Cue } from './captions-vtt.js';
import { joinShortCues, MIN_CUE_SECONDS } from './short-cues.js';

const cue = (text: string, start: number, end: number): Cue => ({ text, start, end, words: [{ text, start, end }] });
const upTo = (n: number) => (text: string) => text.split(' ').length <= n;

describe('joinShortCues', () => {
  it('joins a cue shown a third of a second to the one after it', () => {
    const cues = joinShortCues([cue('Pour', 0, 0.33), cue('slowly', 0.33, 0.9), cue('now', 0.9, 1.6)], upTo(3));
    expect(cues.map((c) => c.text)).toEqual(['Pour slowly', 'now']);
    expect(cues[0]).toMatchObject({ start: 0, end: 0.9 });
    expect(cues[0]!.words!.map((w) => w.text)).toEqual(['Pour', 'slowly']);
  });

  it('joins the last short cue of a run to the one before, and never across a sentence end', () => {
    expect(joinShortCues([cue('Mind the', 0, 0.8), cue('gap', 0.8, 1.1)], upTo(3)).map((c) => c.text)).toEqual(['Mind the gap']);
    expect(joinShortCues([cue('Stop.', 0, 0.3), cue('Look around', 0.3, 1.2)], upTo(3)).map((c) => c.text)).toEqual(['Stop.', 'Look around']);
  });

  it('leaves a brief cue alone when the words would not fit together or a pause lies between', () => {
    expect(joinShortCues([cue('one two three', 0, 0.3), cue('four', 0.3, 1)], upTo(3)).length).toBe(2);
    expect(joinShortCues([cue('quick', 0, 0.3), cue('brown', 1.5, 2.2)], upTo(3)).length).toBe(2);
  });

  it('keeps cues long enough as they are', () => {
    const cues = [cue('Plenty', 0, MIN_CUE_SECONDS), cue('of time', MIN_CUE_SECONDS, 2)];
    expect(joinShortCues(cues, upTo(3))).toEqual(cues);
  });
});
