import { describe, expect, it } from '@jest/globals';
import { parseSceneDocument } from '../../scene/migrate.js';
import { captionsCarryTheChapter, kineticCues, kineticStyle, KINETIC_WORDS } from './kinetic.js';

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
