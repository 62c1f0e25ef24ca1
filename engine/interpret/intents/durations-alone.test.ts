import { describe, expect, it } from '@jest/globals';
import { totalDuration } from '../../../model/scene-document.js';
import { VID, read } from '../testing.js';

/* A clause that says only a length is the whole video's length, however many scenes the brief makes (durations.ts). */

const HEADED_LIST = 'Heading "Opening hours" and then the days: "Mon to Fri 9-5", "Sat 10-4", "Sun closed"';

describe('a length said in a clause of its own', () => {
  it.each([
    ['"about N seconds long" at the end', `${HEADED_LIST}, about 18 seconds long.`, 18],
    ['a tilde and a bare unit after the format', `${HEADED_LIST}. Square, ~12 s`, 12],
    ['"secs" as its own clause', `${HEADED_LIST}. Warm colours, 16 secs.`, 16],
    ['"roughly a minute long"', `${HEADED_LIST}. Roughly a minute long.`, 60],
    ['"hold it for" with a heading and one list', `${HEADED_LIST}. Calm look, and hold it for 22 seconds.`, 22],
    ['"keep it under"', `${HEADED_LIST}. Keep it under 14s`, 14],
    ['"it needs to be exactly"', `${HEADED_LIST}. it needs to be exactly 26 sec`, 26],
  ])('%s', (_name, prompt, seconds) => {
    const { document, summary } = read(prompt);
    expect(totalDuration(document)).toBeCloseTo(seconds, 2);
    expect(summary).toContain(`${seconds} s in total`);
  });

  it('the heading beat stays short and the list takes what is left', () => {
    const { document } = read(`${HEADED_LIST}. Roughly 30 seconds long.`);
    expect(document.scenes.length).toBe(2);
    expect(document.scenes[1]!.duration).toBeGreaterThan(document.scenes[0]!.duration * 2);
  });

  it('a lone length followed by the next scene is that scene\'s, not the total', () => {
    const { document, summary } = read('"Spring sale" in big letters, 4 seconds, then a list of "Shoes", "Bags", "Hats"');
    expect(summary).not.toContain('in total');
    expect(document.scenes[0]!.duration).toBe(4);
  });

  it('two lone lengths are two scenes\' lengths, not a total', () => {
    const { summary } = read('Scene one: "Hello there", 4 seconds. Scene two: "Goodbye now", 6 seconds.');
    expect(summary).not.toContain('in total');
  });

  it('what a clip is ("it is 30 seconds long") is not the video\'s length', () => {
    const { summary } = read(`Here is my footage ${VID}, it is 30 seconds long. Put "Day out" on it.`);
    expect(summary).not.toContain('30 s in total');
  });
});

describe('a total longer than one scene can last', () => {
  it.each([
    ['a 25 minute focus session video with "Focus" on screen'],
    ['a 20-minute video: "Breathe"'],
    ['"Study with me". Roughly 15 minutes long.'],
  ])('%s: the scene stops at the longest a scene can be, and nothing breaks', (prompt) => {
    const { document } = read(prompt);
    expect(document.scenes[0]!.duration).toBe(600);
  });

  it('a short total leaves the scene as it is asked', () => {
    expect(read('a 20 second video: "Breathe"').document.scenes[0]!.duration).toBe(20);
  });
});
