import { describe, expect, it } from '@jest/globals';
import { IMG, layersOf, read } from '../testing.js';

const anim = (prompt: string) => read(prompt).document.scenes[0]!.layers[0]!.animation;

describe('motion words', () => {
  it.each([
    ['"Hi" fades in', 'fade'],
    ['"Hi" slides in from the left', 'slide-right'],
    ['"Hi" sliding in from the right', 'slide-left'],
    ['"Hi" rising from the bottom', 'slide-up'],
    ['"Hi" drops in from the top', 'slide-down'],
    ['"Hi" slides in', 'slide-right'],
    ['"Hi" pops in', 'pop'],
    ['"Hi" with a bounce', 'pop'],
    ['"Hi" typewriter style', 'typewriter'],
    ['"Hi" typed out letter by letter', 'typewriter'],
    ['"Hi" word by word', 'word-by-word'],
    ['"Hi" animated', 'slide-up'],
    ['"Hi" with no animation', 'none'],
    ['a typewriter heading "Hi"', 'typewriter'],
  ])('%s → %s', (prompt, entrance) => {
    expect(anim(prompt).in).toBe(entrance);
  });

  it('fade out, speed and timing', () => {
    expect(anim('"Hi" fades in and out')).toMatchObject({ in: 'fade', out: 'fade' });
    expect(anim('"Hi" pops in quickly').duration).toBe(0.3);
    expect(anim('"Hi" fades in slowly').duration).toBe(1.2);
    expect(anim('"Hi" slides in from the left over 2 seconds').duration).toBe(2);
    expect(read('"Hi" appears after 2 seconds').document.scenes[0]!.layers[0]!.start).toBe(2);
  });

  it('animation words for the whole scene reach every text', () => {
    const { document } = read('"A" and "B", everything slides in from the left');
    expect(layersOf(document, 0, 'text').map((l) => l.animation.in)).toEqual(['slide-right', 'slide-right']);
  });

  it('an animated list reveals its points in turn', () => {
    expect(layersOf(read('animate a list "a", "b", "c"').document, 0, 'list')[0]!.stagger).toBeGreaterThan(0);
  });

  it.each([
    ['crossfade', 'crossfade'],
    ['dissolve', 'crossfade'],
    ['fade to black', 'fade-black'],
    ['dip to black', 'fade-black'],
    ['wipe', 'wipe-left'],
    ['wipe from the left', 'wipe-right'],
    ['slide transition', 'slide-left'],
    ['hard cut', 'cut'],
  ])('transition "%s" between scenes → %s', (words, type) => {
    const { document } = read(`"One", then "Two", ${words} between scenes`);
    expect(document.scenes[1]!.transition?.type).toBe(type);
  });

  it('a transition said in one scene belongs to that scene', () => {
    const { document } = read('"One", then "Two", then dissolve into "Three"');
    expect(document.scenes.map((s) => s.transition?.type)).toEqual([undefined, undefined, 'crossfade']);
  });

  it('a 1-second crossfade', () => {
    expect(read('"A" then "B" with 1 second crossfades').document.scenes[1]!.transition).toEqual({ type: 'crossfade', duration: 1 });
  });

  it('fade to black at the end of the last scene fades it out', () => {
    expect(read('"A", then "B" and fade to black').document.scenes[1]!.fadeOut).toBe(true);
    expect(read('"A" and fade to black').document.scenes[0]!.fadeOut).toBe(true);
  });

  it('a scene fade from and to black', () => {
    expect(read('"A" with a fade').document.scenes[0]).toMatchObject({ fadeIn: true, fadeOut: true });
    expect(read('"A", fade in from black').document.scenes[0]).toMatchObject({ fadeIn: true, fadeOut: false });
  });

  it.each([
    ['zooming out', 'zoom-out'],
    ['with a slow zoom', 'zoom-in'],
    ['panning left', 'pan-left'],
    ['pan right', 'pan-right'],
    ['Ken Burns', 'zoom-in'],
    ['still', 'none'],
  ])('Ken Burns: %s → %s', (words, move) => {
    expect(layersOf(read(`${IMG} ${words}`).document, 0, 'media')[0]!.kenBurns).toBe(move);
  });
});
