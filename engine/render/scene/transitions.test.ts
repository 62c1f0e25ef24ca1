import { describe, expect, it } from '@jest/globals';
import { SceneDocument, type SceneDocumentInput } from '../../../model/scene-document.js';
import { GraphBuilder } from '../ffmpeg/graph.js';
import { joinScenes, transitionFrames } from './transitions.js';

const doc = (types: (string | undefined)[], durations: number[]) =>
  SceneDocument.parse({
    version: 2,
    background: { type: 'solid', colour: '#000000' },
    scenes: durations.map((duration, i) => ({ duration, ...(types[i] ? { transition: { type: types[i], duration: 0.5 } } : {}) })),
  } as SceneDocumentInput);

/** The frame counts of the concatenated segments, read back from the trims of the statements. */
function segmentFrames(statements: string[]): number {
  const concat = statements.at(-1)!;
  const labels = concat.match(/\[[a-z0-9]+\]/g)!.slice(0, -1);
  let total = 0;
  for (const label of labels) {
    // Follow the label back to a trim (every segment is made of trims of the same length).
    let at = label;
    for (;;) {
      const statement = statements.find((s) => s.endsWith(at))!;
      const trim = /trim=start_frame=(\d+):end_frame=(\d+)/.exec(statement);
      if (trim) {
        total += Number(trim[2]) - Number(trim[1]);
        break;
      }
      at = statement.match(/^\[[a-z0-9]+\]/)![0];
    }
  }
  return total;
}

describe('transitions', () => {
  it('takes a transition out of the incoming scene, never longer than either scene', () => {
    expect(transitionFrames(doc([undefined, 'crossfade', 'cut', 'wipe-left'], [2, 2, 2, 0.5]), [60, 60, 60, 15], 30)).toEqual([0, 15, 0, 15]);
  });

  it('scenes without a transition enter with a short crossfade (0.4 s); a still document cuts', () => {
    expect(transitionFrames(doc([undefined, undefined, 'cut'], [2, 2, 2]), [60, 60, 60], 30)).toEqual([0, 12, 0]);
    const still = SceneDocument.parse({ ...doc([undefined, undefined], [2, 2]), still: true });
    expect(transitionFrames(still, [60, 60], 30)).toEqual([0, 0]);
  });

  it.each(['crossfade', 'fade-black', 'wipe-left', 'wipe-right', 'slide-left', 'slide-right', 'cut'])(
    'keeps the chapter at the sum of the scene lengths (%s)',
    (type) => {
      const d = doc([undefined, type, type], [2, 3, 1]);
      const frames = [60, 90, 30];
      const overlaps = transitionFrames(d, frames, 30);
      const b = new GraphBuilder('/tmp', new Map());
      const statements = joinScenes(b, d, frames.map((f, i) => ({ output: `[s${i}]`, frames: f })), overlaps, 30, { width: 1280, height: 720 }, '[out]');
      expect(statements.at(-1)).toMatch(/concat=n=\d+:v=1:a=0\[out\]$/);
      expect(segmentFrames(statements)).toBe(180);
      if (type !== 'cut') expect(statements.join(';')).not.toContain('xfade');
    },
  );
});
