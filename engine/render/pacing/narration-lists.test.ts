import { describe, expect, it } from '@jest/globals';
import { SceneDocument } from '../../../model/scene-document.js';
import { itemTimes, LEAD_SECONDS, listsFollowNarration } from './narration-lists.js';

const words = (text: string, from: number, step = 0.4) => text.split(' ').map((t, i) => ({ text: t, start: from + i * step, end: from + i * step + 0.3 }));

describe('lists that follow the narration', () => {
  it('finds each item by its first words, in order', () => {
    const said = [...words('Three tips.', 0), ...words('No screens after ten.', 2), ...words('Keep the room cool.', 4)];
    expect(itemTimes(['No screens after 10', 'Keep the room cool'], said)).toEqual([2, 4]);
    expect(itemTimes(['Keep the room cool', 'No screens'], said)).toEqual([4, undefined]);
  });

  it('moves the cut to the list before its first item is said, and staggers the items as the voice reads them', () => {
    const doc = SceneDocument.parse({
      version: 2,
      background: { type: 'solid', colour: '#101010' },
      scenes: [
        { duration: 4, layers: [{ type: 'text', role: 'heading', text: 'Three tips' }] },
        { duration: 4, layers: [{ type: 'list', items: ['No screens after ten', 'Keep the room cool', 'Wake up early'], stagger: 0.85 }] },
      ],
    });
    const said = [...words('Three tips.', 0.2), ...words('No screens after ten.', 2), ...words('Keep the room cool.', 3.5), ...words('Wake up early.', 5)];
    const timed = listsFollowNarration(doc, [{ start: 0.2, end: 6, text: 'all', words: said }]);
    expect(timed.scenes.map((s) => s.duration)).toEqual([Math.round((2 - LEAD_SECONDS) * 30) / 30, 8 - Math.round((2 - LEAD_SECONDS) * 30) / 30].map((d) => Math.round(d * 1000) / 1000));
    const list = timed.scenes[1]!.layers[0]!;
    expect(list).toMatchObject({ start: expect.any(Number), stagger: 1.5 });
    expect((list as { start: number }).start).toBeLessThan(0.05);
    // No words: the same document.
    expect(listsFollowNarration(doc, [])).toBe(doc);
  });
});
