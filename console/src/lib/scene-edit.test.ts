import { describe, expect, it } from '@jest/globals';
import { deleteScene, duplicateScene, getIn, moveScene, sceneAt, sceneTimes, setIn } from './scene-edit';

const doc = { version: 2, scenes: [{ duration: 2, layers: [{ type: 'text', text: 'A' }] }, { duration: 3, layers: [] }, { duration: 1, layers: [] }] };

describe('scene document edits', () => {
  it('sets a value at a path without touching the original', () => {
    const next = setIn(doc, ['scenes', 0, 'layers', 0, 'text'], 'B');
    expect(getIn(next, ['scenes', 0, 'layers', 0, 'text'])).toBe('B');
    expect(doc.scenes[0]!.layers[0]!.text).toBe('A');
    expect(next.scenes[1]).toBe(doc.scenes[1]);
    expect(getIn(setIn(doc, ['scenes', 0, 'layers', 0, 'text'], undefined), ['scenes', 0, 'layers', 0])).toEqual({ type: 'text' });
  });

  it('moves, duplicates and deletes scenes, keeping at least one', () => {
    expect(moveScene(doc, 0, 2).scenes.map((s: { duration: number }) => s.duration)).toEqual([3, 1, 2]);
    expect(moveScene(doc, 0, 5)).toBe(doc);
    const twice = duplicateScene(doc, 0);
    expect(twice.scenes.map((s: { duration: number }) => s.duration)).toEqual([2, 2, 3, 1]);
    expect(twice.scenes[1]).not.toBe(twice.scenes[0]);
    const one = { ...doc, scenes: [doc.scenes[0]] };
    expect(deleteScene(one, 0)).toBe(one);
    expect(deleteScene(doc, 1).scenes).toHaveLength(2);
  });

  it('knows which scene shows at an instant', () => {
    expect(sceneTimes(doc)).toEqual([{ start: 0, duration: 2 }, { start: 2, duration: 3 }, { start: 5, duration: 1 }]);
    expect([0, 1.99, 2, 4.9, 5.5, 9].map((t) => sceneAt(doc, t))).toEqual([0, 0, 1, 1, 2, 2]);
  });
});
