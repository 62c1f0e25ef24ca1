import { describe, expect, it } from '@jest/globals';
import { record, redo, startHistory, undo } from './edit-history';

describe('the editor history', () => {
  it('undoes and redoes changes in order, and a new change drops the redo', () => {
    let h = startHistory('a');
    h = record(h, 'b');
    h = record(h, 'c');
    h = undo(h);
    expect(h.present).toBe('b');
    h = undo(h);
    expect(h.present).toBe('a');
    expect(undo(h)).toBe(h);
    h = redo(h);
    expect(h.present).toBe('b');
    h = record(h, 'd');
    expect(h.future).toEqual([]);
    expect(redo(h)).toBe(h);
    expect(h.past).toEqual(['a', 'b']);
  });
});
