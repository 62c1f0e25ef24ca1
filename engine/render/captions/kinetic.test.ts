import { describe, expect, it } from '@jest/globals';
import { parseSceneDocument } from '../../scene/migrate.js';
import { captionsCarryTheChapter, ENTER_SECONDS, kineticCues, kineticOf, kineticPose, kineticStyle, KINETIC_WORDS } from './kinetic.js';

const doc = (layers: object[], captions = true) => parseSceneDocument({ version: 2, background: { type: 'solid', colour: '#101820' }, narration: { text: 'Breathe in for four counts.', captions }, scenes: [{ duration: 4, layers }] });

describe('captionsCarryTheChapter', () => {
  it('holds for a narration with captions and nothing else on screen (decoration aside)', () => {
    expect(captionsCarryTheChapter(doc([]))).toBe(true);
    expect(captionsCarryTheChapter(doc([{ type: 'particles', kind: 'sparkles' }]))).toBe(true);
    expect(captionsCarryTheChapter(doc([{ type: 'text', role: 'heading', text: 'Sleep better' }]))).toBe(false);
    expect(captionsCarryTheChapter(doc([], false))).toBe(false);
  });
});

describe('kinetic cues', () => {
  it('shows a few words at a time in the bold look', () => {
    const cues = kineticCues([{ start: 0, end: 6, text: 'Breathe in for four counts and hold for seven' }]);
    expect(cues.length).toBeGreaterThan(1);
    for (const c of cues) expect(c.text.split(' ').length).toBeLessThanOrEqual(KINETIC_WORDS);
    expect(kineticStyle('lines')).toBe('line');
    expect(kineticStyle('karaoke')).toBe('karaoke');
  });
});

describe('kineticOf', () => {
  it('moves the kinetic type unless the document is still, and draws other chapters at the bottom', () => {
    expect(kineticOf(doc([]))).toBe('moving');
    expect(kineticOf({ ...doc([]), still: true })).toBe('still');
    expect(kineticOf(doc([{ type: 'text', role: 'heading', text: 'Sleep better' }]))).toBe('none');
  });
});

describe('kineticPose', () => {
  it('rises into place, growing, within the entrance', () => {
    const start = kineticPose(0);
    expect(start.scale).toBeLessThan(0.9);
    expect(start.drop).toBeGreaterThan(0.3);
    const settled = kineticPose(ENTER_SECONDS);
    expect(settled.drop).toBe(0);
    expect(settled.scale).toBeGreaterThanOrEqual(1);
  });

  it('keeps pushing in slowly while the cue is read, a little every frame, and no further than a few per cent', () => {
    let previous = kineticPose(ENTER_SECONDS).scale;
    for (let f = 1; f <= 60; f++) {
      const scale = kineticPose(ENTER_SECONDS + f / 30).scale;
      expect(scale).toBeGreaterThan(previous);
      previous = scale;
    }
    expect(kineticPose(30).scale).toBeLessThanOrEqual(1.07);
  });
});

describe('kinetic cues, read', () => {
  it('joins a run said too quickly to read to its neighbour', () => {
    const words = 'Stick a finger in the soil and wait now'.split(' ').map((text, i) => ({ text, start: i * 0.1, end: i * 0.1 + 0.09 }));
    const cues = kineticCues([{ start: 0, end: 1.5, text: words.map((w) => w.text).join(' '), words }]);
    for (const c of cues.slice(0, -1)) expect(c.end - c.start).toBeGreaterThanOrEqual(0.5);
    expect(cues.map((c) => c.text)).toEqual(['Stick a finger in the soil', 'and wait now']);
  });
});
