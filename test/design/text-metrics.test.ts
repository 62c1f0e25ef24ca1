import { describe, expect, it } from '@jest/globals';
import { findSpokenText, type FrameWords } from './text-metrics.js';

const word = (text: string, left = 0) => ({ text, left, top: 100, width: 80, height: 40, conf: 90 });
const frames = (...shown: string[][]): FrameWords[] => shown.map((words, frame) => ({ frame, words: words.map((w, i) => word(w, i * 100)) }));

describe('a phrase shown a few words at a time, read across frames', () => {
  it('finds its words in order over consecutive frames, a cue seen twice included', () => {
    const seen = findSpokenText(frames(['Breathe', 'in'], ['Breathe', 'in'], ['through', 'your'], ['nose.'], ['Hold', 'it']), 'Breathe in through your nose');
    expect(seen?.map((s) => [s.word.text, s.frame])).toEqual([['Breathe', 0], ['in', 0], ['through', 2], ['your', 2], ['nose.', 3]]);
  });

  it('takes one misread letter in a long word, as findText does', () => {
    expect(findSpokenText(frames(['Breathe', 'out'], ['sIowly']), 'Breathe out slowly')).toBeDefined();
  });

  it('misses words out of order, or too far apart to be one phrase', () => {
    expect(findSpokenText(frames(['four', 'counts'], ['Breathe', 'in']), 'Breathe in four counts')).toBeUndefined();
    expect(findSpokenText(frames(['Breathe'], [], [], [], [], ['in']), 'Breathe in')).toBeUndefined();
  });

  it('follows a narrated scene\'s captions: a phrase over two cues held for seconds, under the scene\'s own title', () => {
    const cueA = ['We', 'Did', 'It', 'And', 'together', 'you', 'raised', '18,400'];
    const cueB = ['We', 'Did', 'It', 'pounds', 'for', 'the', "children's", 'ward.'];
    const seen = findSpokenText(frames(cueA, cueA, cueA, cueA, cueA, cueA, cueB, cueB), 'you raised 18,400 pounds for the children\'s ward');
    expect(seen?.map((s) => s.frame)).toEqual([0, 0, 0, 6, 6, 6, 6, 6]);
  });

  it('still ends a phrase whose next words come long after its last cue left', () => {
    const cue = ['raised', '18,400'];
    expect(findSpokenText(frames(cue, cue, [], [], [], [], ['pounds']), 'raised 18,400 pounds')).toBeUndefined();
  });
});
