import { describe, expect, it } from '@jest/globals';
import { parseSceneDocument } from '../../scene/migrate.js';
import { PACE_HOLD_SECONDS, PACE_LEAD_SECONDS, paceScenes, sceneOpenings } from './narration-scenes.js';

const doc = (titles: string[], duration = 3) =>
  parseSceneDocument({ version: 2, background: { type: 'solid', colour: '#202020' }, scenes: titles.map((t) => ({ duration, layers: [{ type: 'text', role: 'heading', text: t }] })) });

describe('a narration that reads the scenes keeps pace with them', () => {
  it('finds the phrase that opens each scene, in order, by the scene\'s first words', () => {
    const d = doc(['5 habits of successful people', 'Wake early', 'Read daily']);
    expect(sceneOpenings(d, ['5 habits of successful people.', 'Wake early.', 'Read daily.'])).toEqual([0, 1, 2]);
    // A phrase between two openings belongs to the scene before it.
    expect(sceneOpenings(d, ['5 habits of successful people.', 'Here they are.', 'Wake early!', 'Read daily.'])).toEqual([0, 2, 3]);
    // Not read in order, or one scene never read: a voice of its own.
    expect(sceneOpenings(d, ['Wake early.', '5 habits of successful people.', 'Read daily.'])).toBeUndefined();
    expect(sceneOpenings(d, ['5 habits of successful people.', 'Read daily.'])).toBeUndefined();
    expect(sceneOpenings(doc(['Only one']), ['Only one.'])).toBeUndefined();
  });

  it("starts each scene's phrase a moment after its scene, and grows a scene its phrases outlast", () => {
    const d = doc(['Intro', 'Wake early', 'Read daily'], 3);
    // The second phrase speaks 4 s: its scene grows to hold it and a breath; the third waits for its own scene.
    const pacing = paceScenes(d, [0, 1, 2], [1, 4, 1], 0.25);
    expect(pacing.starts).toEqual([0, 3 + PACE_LEAD_SECONDS, 3 + 4 + PACE_LEAD_SECONDS + PACE_HOLD_SECONDS + PACE_LEAD_SECONDS]);
    expect(pacing.durations[0]).toBe(3);
    expect(pacing.durations[1]).toBeCloseTo(PACE_LEAD_SECONDS + 4 + PACE_HOLD_SECONDS, 3);
    // The last scene is left to the narration's own fit.
    expect(pacing.durations[2]).toBe(3);
    // Durations only grow: short phrases keep the scenes as they were.
    expect(paceScenes(d, [0, 1, 2], [0.5, 0.5, 0.5], 0.25).durations).toEqual([3, 3, 3]);
  });
});
