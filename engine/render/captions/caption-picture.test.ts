import { describe, expect, it } from '@jest/globals';
import { boldLook } from './caption-picture.js';

const frame = { width: 1080, height: 1920 };
const cue = (text: string) => ({ start: 0, end: 1, text });

describe('boldLook', () => {
  it('sets word by word on one line, and words said quickly together on two, the band holding both', () => {
    expect(boldLook([cue('water'), cue('slowly')], frame, 'classic', 'word', [], true).maxLines).toBe(1);
    const look = boldLook([cue('water'), cue('you are probably')], frame, 'classic', 'word', [], true);
    expect(look.lines).toBe(2);
    // The upper line's letters are inside the band (a band for one line cut "you" in half).
    expect(look.bandTop).toBeLessThanOrEqual(look.lastBaseline - look.lineStep - look.face.ascent * look.fontSize);
  });

  it('makes room in the band for every line a cue is set on', () => {
    for (const style of ['line', 'karaoke'] as const) {
      const look = boldLook([cue('Then you earn money on that money too, and again')], frame, 'classic', style);
      expect(look.bandTop).toBeLessThanOrEqual(look.lastBaseline - (look.lines - 1) * look.lineStep - look.face.ascent * look.fontSize);
    }
  });
});
