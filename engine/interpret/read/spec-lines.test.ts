import { describe, expect, it } from '@jest/globals';
import { withSpecBulletsOff } from './spec-lines.js';

describe('a bulleted spec loses its bullets; a bulleted list keeps them', () => {
  it('lines labelled with parts of the video', () => {
    expect(withSpecBulletsOff('- vertical\n- text: Deadline 31 January\n- button: Book a call')).toBe('vertical\ntext: Deadline 31 January\nbutton: Book a call');
    expect(withSpecBulletsOff('• Title: Summer Fair\n• Music: upbeat\n• Date 12 July')).toBe('Title: Summer Fair\nMusic: upbeat\nDate 12 July');
  });

  it('a list of things, or one labelled line, stays as typed', () => {
    const menu = 'Menu:\n- Coffee: £3\n- Tea: £2\n- Cake: £4';
    expect(withSpecBulletsOff(menu)).toBe(menu);
    const one = 'Make a video\n- text: Hello\n- blue background';
    expect(withSpecBulletsOff(one)).toBe(one);
  });
});
