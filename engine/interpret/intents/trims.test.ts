import { describe, expect, it } from '@jest/globals';
import { AUD, IMG, VID, layersOf, read } from '../testing.js';
import { clockSeconds } from './trims.js';

/* A clip's part, speed and sound from the words around it (trims.ts), as people write them. */

const clip = (prompt: string) => layersOf(read(prompt).document, 0, 'media')[0]!;

describe('trims, speed and a clip\'s sound', () => {
  it('reads clock times', () => {
    expect(clockSeconds('12')).toBe(12);
    expect(clockSeconds('0:12')).toBe(12);
    expect(clockSeconds('1:05.5')).toBe(65.5);
    expect(clockSeconds('1:00:01')).toBe(3601);
    expect(clockSeconds('a:1')).toBeUndefined();
  });

  it.each([
    [`use seconds 2 to 5 of ${VID}`, { from: 2, to: 5 }, 3],
    [`${VID}, seconds 2-5`, { from: 2, to: 5 }, 3],
    [`${VID} from 0:12 to 0:20`, { from: 12, to: 20 }, 8],
    [`play ${VID} from 2 s to 4.5 s`, { from: 2, to: 4.5 }, 2.5],
    [`${VID} between 1:05 and 1:10`, { from: 65, to: 70 }, 5],
    [`the first 3 seconds of ${VID}`, { from: 0, to: 3 }, 3],
    [`just the last 10 s of ${VID}`, { from: 0, last: 10 }, 10],
    [`${VID}, only the final five seconds`, { from: 0, last: 5 }, 5],
  ])('%s', (prompt, trim, seconds) => {
    const { document, summary } = read(prompt);
    expect(layersOf(document, 0, 'media')[0]!.trim).toEqual(trim);
    // The scene lasts the kept part.
    expect(document.scenes[0]!.duration).toBe(seconds);
    expect(summary).not.toMatch(/not understood/i);
  });

  it('a bare "2 to 5" is no trim; a length said for the scene is kept', () => {
    expect(clip(`${VID} with "2 to 5 players"`).trim).toBeUndefined();
    const { document } = read(`seconds 2 to 5 of ${VID} for 6 seconds`);
    expect(document.scenes[0]!.duration).toBe(6);
  });

  it.each([
    [`${VID} in slow motion`, 0.5],
    [`${VID} in super slow-mo`, 0.25],
    [`${VID} at 2x speed`, 2],
    [`${VID} at 2× speed`, 2],
    [`${VID} at 1.5x`, 1.5],
    [`${VID} at double speed`, 2],
    [`${VID} twice as fast`, 2],
    [`${VID} as a time-lapse`, 4],
    [`${VID} at half speed`, 0.5],
  ])('%s', (prompt, speed) => {
    expect(clip(prompt).speed).toBe(speed);
  });

  it('speed sets the scene to the kept part at that speed; the voice keeps its own speed words', () => {
    const { document } = read(`seconds 2 to 5 of ${VID} in slow motion`);
    expect(document.scenes[0]!.duration).toBe(6);
    expect(read(`the first 3 seconds of ${VID} at 2x speed`).document.scenes[0]!.duration).toBe(1.5);
    const voiced = read(`${VID}. narrate slowly: "Hello there"`).document;
    expect(layersOf(voiced, 0, 'media')[0]!.speed).toBeUndefined();
  });

  it('"muted", "without its sound" mute the clip; "keep its sound" says it plays; unsaid: absent (it plays)', () => {
    expect(clip(`${VID} muted`).muted).toBe(true);
    expect(clip(`${VID} from 0:12 to 0:20, in slow motion, muted`)).toMatchObject({ muted: true, speed: 0.5, trim: { from: 12, to: 20 } });
    expect(clip(`${VID} without its sound`).muted).toBe(true);
    expect(clip(`${VID}, keep its sound`).muted).toBe(false);
    expect(clip(`${VID} with its original audio`).muted).toBe(false);
    expect(clip(`${VID}`).muted).toBeUndefined();
    expect(read(`${VID} muted`).summary).toContain('muted');
  });

  it('music words stay the soundtrack\'s; a picture takes no clip words', () => {
    const { document } = read(`${VID} with ${AUD} as background music`);
    expect(document.soundtrack?.assetId).toBe(AUD);
    expect(layersOf(document, 0, 'media')[0]!.muted).toBeUndefined();
    const picture = layersOf(read(`${IMG} in slow motion`).document, 0, 'media')[0]!;
    expect(picture.speed).toBeUndefined();
  });
});
