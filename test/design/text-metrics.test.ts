import { describe, expect, it } from '@jest/globals';
import type { RgbFrame } from './frames.js';
import { findSpokenText, findSpokenTextIn, heroWidth, lettersOfText, letterSpan, type FrameWords, type TextMatch } from './text-metrics.js';

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

describe('a phrase in one of several readings of the same frames', () => {
  // The whole frame's reading broke the first cue into fragments; the caption band's read it whole.
  const whole = frames(['Our', 'newE'], ['iopian', 'tast'], ['like', 'blueberries']);
  const band = frames(['Our', 'new', 'Ethiopian', 'blend', 'tastes'], ['Our', 'new', 'Ethiopian', 'blend', 'tastes'], ['like', 'blueberries']);

  it('finds it in the reading that read it, with that reading\'s frames', () => {
    const found = findSpokenTextIn([whole, band], 'Our new Ethiopian blend tastes like blueberries');
    expect(found?.frames).toBe(band);
    expect(found?.seen.map((s) => s.word.text)).toEqual(['Our', 'new', 'Ethiopian', 'blend', 'tastes', 'like', 'blueberries']);
  });

  it('never joins words of two readings into one phrase', () => {
    // Each reading holds half of it: stacked, "Our new Ethiopian" of one and "blend tastes" of the other would read.
    const first = frames(['Our', 'new', 'Ethiopian', 'bIand', 'tast']);
    const second = frames(['Our', 'newE', 'iopian', 'blend', 'tastes']);
    expect(findSpokenTextIn([first, second], 'Our new Ethiopian blend tastes')).toBeUndefined();
  });
});

/** A frame of `width` x `height` on a dark ground, with white rectangles (left, top, width, height). */
function frameWith(width: number, height: number, marks: [number, number, number, number][]): RgbFrame {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < width * height; i++) pixels.set([30, 30, 46], i * 3);
  for (const [x0, y0, w, h] of marks) for (let y = y0; y < y0 + h; y++) for (let x = x0; x < x0 + w; x++) pixels.set([255, 255, 255], (y * width + x) * 3);
  return { width, height, pixels };
}

describe('a word\'s span from its letters', () => {
  // Three glyphs 150 px tall at x 300-560 (a "Did"), and confetti pieces beside them, boxed by OCR with the word from x 8.
  const glyphs: [number, number, number, number][] = [[300, 100, 90, 150], [420, 100, 30, 150], [480, 100, 80, 150]];
  const confetti: [number, number, number, number][] = [[10, 160, 30, 14], [120, 200, 12, 30], [200, 130, 24, 10]];
  const did = { text: 'Did', left: 8, top: 90, width: 560, height: 200, conf: 60 };

  it('leaves out marks beside the letters that OCR boxed with them', () => {
    const w = letterSpan(frameWith(1080, 400, [...glyphs, ...confetti]), did);
    expect(w.left).toBe(300);
    expect(w.left + w.width).toBe(560);
  });

  it('keeps every letter: a title set too wide still measures too wide', () => {
    // "We Did It" whose letters span 960 px of a 1080 px frame (99 % of the safe width): no mark to leave out.
    const wide: [number, number, number, number][] = [[60, 100, 200, 150], [300, 100, 420, 150], [760, 100, 260, 150]];
    const frame = frameWith(1080, 400, wide);
    const words = [
      { text: 'We', left: 56, top: 90, width: 210, height: 170, conf: 90 },
      { text: 'Did', left: 296, top: 90, width: 430, height: 170, conf: 90 },
      { text: 'It', left: 756, top: 90, width: 268, height: 170, conf: 90 },
    ];
    const m: TextMatch = { text: 'We Did It', words, box: { left: 56, top: 90, right: 1024, bottom: 260 }, lines: [words] };
    const share = heroWidth(lettersOfText(frame, m), 1080);
    expect(share).toBeCloseTo(960 / 972, 2);
    expect(share).toBeGreaterThan(0.8);
  });
});
