import { describe, expect, it } from '@jest/globals';
import { classifyClause } from './roles.js';

// A request for the video said as the prompt's first clause is framing, never a title (roles.ts FRAMING).
describe('a request opening the prompt', () => {
  it('asked with "can we" / "could I"', () => {
    expect(classifyClause('Can we make a 4-scene recruitment video')).toBe('framing');
    expect(classifyClause('could I get a short promo for the gym')).toBe('framing');
    expect(classifyClause('Could we do a quick thank-you reel')).toBe('framing');
  });

  it('said after what is happening: "we’re … and need a …"', () => {
    expect(classifyClause("We're opening a second shop and need a 15-second teaser")).toBe('framing');
    expect(classifyClause('I’m retiring next month and want a slideshow')).toBe('framing');
    expect(classifyClause('we are running a fun run and would like a promo')).toBe('framing');
  });

  it('not a sentence of content that has no video in it', () => {
    expect(classifyClause("We're opening a second shop and need staff")).toBe('content');
    expect(classifyClause('Can we beat last year’s total')).toBe('content');
  });
});

describe('widened word classes', () => {
  it('"one after other" is an arrangement, with or without "the"', () => {
    expect(classifyClause('One after other')).toBe('framing');
    expect(classifyClause('one after the other')).toBe('framing');
    expect(classifyClause('the photos one after another')).not.toBe('content');
  });

  it('a "graphic" is a kind of video', () => {
    expect(classifyClause('Prize day graphic')).toBe('framing');
    expect(classifyClause('a quick graphic for the team')).toBe('framing');
    expect(classifyClause('Graphic design course starts Monday')).toBe('content');
  });
});

describe('a request asked as a wondering', () => {
  it.each(['I wondered if you could make a little video for the lounge television', 'we were wondering if you could do a short reel', 'I was wondering whether you might make a promo'])('%s', (clause) => {
    expect(classifyClause(clause)).toBe('framing');
  });
  it('a wondering about something else is content', () => {
    expect(classifyClause('I wondered if the rain would stop')).toBe('content');
  });
});
