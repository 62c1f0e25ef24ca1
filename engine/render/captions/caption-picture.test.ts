import { describe, expect, it } from '@jest/globals';
import { boldLook, setCue } from './caption-picture.js';

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

describe('setCue', () => {
  it('never ends a cue of three words or more on a word alone, keeping its number of lines', () => {
    const look = boldLook([cue('Raise the rent mid-contract')], frame, 'classic', 'line', [], true);
    for (const text of ['Raise the rent mid-contract', 'Water it until tomorrow', 'Keep every receipt safely']) {
      const set = setCue(text, look);
      if (set.lines.length > 1) expect({ text, last: set.lines.at(-1)!.text.split(' ').length > 1 }).toEqual({ text, last: true });
    }
    // Two words may stand one a line.
    expect(setCue('Unbelievably wonderful', { ...look, maxWidth: look.fontSize * 6 }).lines.length).toBe(2);
  });
});
