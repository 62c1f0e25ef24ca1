import { describe, expect, it } from '@jest/globals';
import { layersOf, read } from '../testing.js';

/* A progress bar's edge said without "the", and a plain line that grows said with how it grows (graphics.ts). */

const bars = (prompt: string) => layersOf(read(prompt).document, 0, 'progress').map((b) => b.edge);
const drawn = (prompt: string) => JSON.stringify(read(prompt).document.scenes.flatMap((s) => s.layers.filter((l) => l.type === 'text')));

describe('an edge said without "the"', () => {
  it.each([
    ["Title 'Stretch with me'. progress bar on top", 'top'],
    ["Title 'Stretch with me', timeline bar at bottom please", 'bottom'],
    ["Title 'Stretch with me'. progress bar along top edge", 'top'],
  ])('%s', (prompt, edge) => {
    expect(bars(prompt)).toEqual([edge]);
  });
});

describe('a line that grows, with how it grows', () => {
  it.each([
    ["Title 'Breathe'. A line along the bottom that slowly grows from left to right as the video goes.", 'bottom'],
    ["Title 'Breathe'. a strip at the top which gradually fills left to right", 'top'],
    ["Title 'Breathe'. thin bar along the bottom that steadily grows across as it plays", 'bottom'],
  ])('%s', (prompt, edge) => {
    expect(bars(prompt)).toEqual([edge]);
    expect(drawn(prompt)).not.toMatch(/grow|fills|left to right/);
  });

  it('a line that does not grow is no progress bar', () => {
    expect(bars("Title 'Breathe' with a thin line under the title")).toEqual([]);
  });
});
