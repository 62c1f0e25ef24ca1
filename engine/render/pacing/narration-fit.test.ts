import { describe, expect, it } from '@jest/globals';
import { SceneDocument } from '../../../model/scene-document.js';
import { BREATH_SECONDS, fitNarration } from './narration-fit.js';

const doc = (...durations: number[]) => SceneDocument.parse({ version: 2, background: { type: 'solid', colour: '#000000' }, scenes: durations.map((duration) => ({ duration })) });
const cues = [
  { start: 0.1, end: 2.5, text: 'One two three.' },
  { start: 2.8, end: 5.6, text: 'Four five six.' },
  { start: 5.9, end: 8.2, text: 'Seven eight.' },
];

describe('narration and the chapter length', () => {
  it('leaves a chapter long enough alone', () => {
    const d = doc(5, 5);
    const fit = fitNarration(d, 10, { end: 8.1, pauses: [2.4, 5.5, 8.1] }, cues, false);
    expect(fit.doc).toBe(d);
    expect(fit.note).toBeUndefined();
    expect(fit.until).toBeUndefined();
  });

  it('grows the last scene to hold the narration and a breath, to whole frames', () => {
    const fit = fitNarration(doc(3, 3), 6, { end: 8.1, pauses: [2.4, 5.5, 8.1] }, cues, false);
    const total = fit.doc.scenes.reduce((s, x) => s + x.duration, 0);
    expect(total).toBeGreaterThanOrEqual(8.1 + BREATH_SECONDS);
    expect(total).toBeLessThan(8.1 + BREATH_SECONDS + 1 / 30 + 1e-9);
    expect(fit.doc.scenes[0]!.duration).toBe(3);
    expect(fit.note).toMatch(/last scene grew to 5\.6 s so the chapter \(8\.6 s\) holds the narration \(8\.1 s\)/);
    expect(fit.cues).toHaveLength(3);
  });

  it('with a fixed length, cuts at the last pause before the end (never mid-word), and the captions with it', () => {
    const fit = fitNarration(doc(3, 3), 6, { end: 8.1, pauses: [2.4, 5.5, 8.1] }, cues, true);
    expect(fit.doc.scenes.map((s) => s.duration)).toEqual([3, 3]);
    expect(fit.until).toBeCloseTo(5.55, 5);
    expect(fit.cues!.map((c) => c.text)).toEqual(['One two three.', 'Four five six.']);
    expect(fit.cues!.at(-1)!.end).toBeLessThanOrEqual(5.55);
    expect(fit.note).toMatch(/shortened to fit the chapter's fixed 6 s: it ends at a pause after 5\.5 s of its 8\.1 s/);
  });
});
