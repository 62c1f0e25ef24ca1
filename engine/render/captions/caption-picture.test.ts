import { describe, expect, it } from '@jest/globals';
import { boldLook, cuePicture, inkOnGround, setCue } from './caption-picture.js';
import { createCanvas, Image } from '@napi-rs/canvas';

/** The RGBA pixels of a PNG. */
function decodePng(png: Buffer): { data: Uint8ClampedArray } {
  const image = new Image();
  image.src = png;
  const ctx = createCanvas(image.width, image.height).getContext('2d');
  ctx.drawImage(image, 0, 0);
  return { data: ctx.getImageData(0, 0, image.width, image.height).data };
}

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

describe('ink of captions that carry the chapter', () => {
  it('is near black without an outline on a pale ground, white with an outline on a dark or mid one', () => {
    expect(inkOnGround(['#f4f4f4'])).toBe('#121212');
    expect(inkOnGround(['#fdf1dc', '#ffffff'])).toBe('#121212');
    expect(inkOnGround(['#0b1f3a'])).toBe('#ffffff');
    expect(inkOnGround(['#b03a2e'])).toBe('#ffffff');
    // One pale stop of a gradient is enough: white letters would vanish over that part.
    expect(inkOnGround(['#0b1f3a', '#e8e8e8'])).toBe('#121212');
    expect(inkOnGround([])).toBe('#ffffff');
  });

  it('draws a centred cue on a pale ground in dark letters with no white or outline pixels', () => {
    const small = { width: 360, height: 640 };
    const look = boldLook([cue('Hold for seven')], small, 'classic', 'line', ['#f2f2f2'], true);
    expect(look).toMatchObject({ ink: '#121212', outlined: false });
    const png = decodePng(cuePicture(cue('Hold for seven'), look, small, -1));
    let dark = 0;
    let light = 0;
    for (let i = 0; i < png.data.length; i += 4) {
      if (png.data[i + 3]! < 200) continue;
      const v = png.data[i]!;
      if (v < 60) dark++;
      else if (v > 200) light++;
    }
    expect(dark).toBeGreaterThan(500);
    expect(light).toBe(0);
    // On a dark ground the same cue keeps white letters in a dark outline.
    const night = boldLook([cue('Hold for seven')], small, 'classic', 'line', ['#101820'], true);
    expect(night).toMatchObject({ ink: '#ffffff', outlined: true });
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
