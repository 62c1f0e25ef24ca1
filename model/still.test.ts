import { describe, expect, it } from '@jest/globals';
import { StillQuery, stillSize } from './still.js';

describe('a still request', () => {
  it('reads t, width and format from the query, with defaults', () => {
    expect(StillQuery.parse({})).toEqual({ t: 0, width: 640, format: 'png' });
    expect(StillQuery.parse({ t: '2.5', width: '1920', format: 'jpeg' })).toEqual({ t: 2.5, width: 1920, format: 'jpeg' });
  });

  it('refuses other forms and ranges, never clamping', () => {
    for (const query of [{ t: '-1' }, { t: 'abc' }, { t: '1e3' }, { width: '32' }, { width: '4000' }, { width: '640.5' }, { format: 'gif' }]) {
      expect(StillQuery.safeParse(query).success).toBe(false);
    }
  });

  it('takes the height from the aspect and keeps both sides within 1920', () => {
    expect(stillSize(640, { width: 16, height: 9 })).toEqual({ ok: true, width: 640, height: 360 });
    expect(stillSize(1080, { width: 9, height: 16 })).toEqual({ ok: true, width: 1080, height: 1920 });
    expect(stillSize(1920, { width: 9, height: 16 })).toMatchObject({ ok: false, hint: expect.stringContaining('at most 1080') });
    expect(stillSize(641, { width: 16, height: 9 })).toMatchObject({ ok: false, hint: expect.stringContaining('even') });
  });
});
