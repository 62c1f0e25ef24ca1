import { describe, expect, it } from '@jest/globals';
import { IMG, read } from './testing.js';

/* The README's "Writing prompts" examples are understood: each builds something and leaves no word unexplained. */

const FRAMES = [
  'Vertical, for Instagram stories: heading "Summer Sale" that pops in, then a list of "50% off shoes", "Free shipping" and "Ends Sunday" one at a time, finally "Shop now" with a fade to black',
  'bar chart of quarterly sales in $k: Q1 10, Q2 15, Q3 22, Q4 30, elegant style',
  `${IMG} on the left with the title "Meet Ana" and subtitle "Head of Design" on the right`,
  'a quote: "Simplicity is the ultimate sophistication" by Leonardo da Vinci, gradient from navy to purple',
  `"Our journey" over ${IMG} zooming out, lower third: Jane Doe, CEO, ${IMG} as a logo, narrate: "Ten years of building." with subtitles`,
  'square: count up to 10,000 users in 3 seconds, title "Thank you" at the top',
];

const TABLE = [
  'heading "Hi", tagline "Go", caption "Now", body text "Details"',
  'lower third "Jane Doe, CEO"',
  'tips: sleep, water, walks.',
  'steps: 1. "Mix" 2. "Bake"',
  'chart: apples 3, pears 5',
  'line chart of users: Jan 5, Feb 8',
  'countdown from 10',
  '"Hi" top-right, small, slides in from the left',
  '"A", then "B", crossfade between scenes',
  '"A" with a fade',
  `${IMG} in the background and "Hi"`,
  `${IMG} panning left`,
  'open with "A", end with "B"',
  'intro: "A" outro: "B"',
  'three scenes: "A"; "B"; "C"',
  '"A", "B" and "C" one after another, 2 seconds each',
  'a 30-second video: first "A", then "B"',
  '"Hi" on a teal backdrop, retro',
  'widescreen, full HD, "Hi"',
];

describe('the README vocabulary', () => {
  it.each([...FRAMES, ...TABLE])('%s', (prompt) => {
    const { document, summary } = read(prompt);
    expect(summary).not.toMatch(/did not understand|there is no/);
    expect(document.scenes.some((s) => s.layers.length > 0)).toBe(true);
  });

  it.each([
    'change the heading to "X"',
    'in scene 2, change the title to "X"',
    'make the second point say "X"',
    'add "D" to the list',
    'swap scenes 1 and 2',
    'move scene 2 to the start',
    'delete scene 2',
    'duplicate scene 1',
    'make scene 2 longer',
    'make each scene 3 seconds',
    'make it 20 seconds',
    'add a scene with "X"',
    'move the logo to the bottom left',
    'make the logo smaller',
    'make the heading bigger',
    'make the list pop in',
    'remove the logo',
    'no transitions',
    'make it square',
    'start over',
  ])('edit: %s', (prompt) => {
    const first = read(`heading "A" with ${IMG} as a logo, then a list of "a", "b" and "c", crossfade between scenes`).document;
    const { summary } = read(prompt, first);
    expect(summary).not.toMatch(/did not understand|there is no|no recognised change/);
  });
});
