import { describe, expect, it } from '@jest/globals';
import { layersOf, read, textsOf } from '../testing.js';
import { forWhomClause, titleForViewers, withoutForWhom } from './audience.js';
import { classifyClause } from './roles.js';

describe('"for <whom or where>" is framing', () => {
  it.each([
    'For my year 9 geography class',
    'for tomorrow’s sales meeting',
    'for our LinkedIn feed',
    'for whats-app status',
    'for the big screen in the canteen',
    'for reception',
  ])('%s', (clause) => {
    expect(forWhomClause(clause)).toBe(true);
    expect(classifyClause(clause)).toBe('framing');
  });

  it.each(['Gifts for the grandparents', 'for sale', 'Thanks for coming', 'for a limited time only'])('%s is not', (clause) => {
    expect(forWhomClause(clause)).toBe(false);
  });
});

describe('a title said with who it is for', () => {
  it.each([
    ['Spring term timetable for parents', 'Spring term timetable'],
    ['for the board meeting, quarterly costs', 'quarterly costs'],
    ['Lunch menu for the lobby screens, all at once', 'Lunch menu, all at once'],
    ['Opening hours for our Insta stories', 'Opening hours'],
  ])('%s → %s', (title, kept) => {
    expect(withoutForWhom(title)).toBe(kept);
  });

  it('keeps it when the phrase goes on ("tips for parents of teens")', () => {
    expect(withoutForWhom('Sleep tips for parents of teens')).toBe('Sleep tips for parents of teens');
  });

  it.each(['5 tips for a better LinkedIn profile', 'Ideas for your Instagram bio:', 'Rules for the school website banner'])('keeps it when the head only qualifies a noun: %s', (title) => {
    expect(withoutForWhom(title)).toBe(title);
  });

  it('is no title when that is all it said', () => {
    expect(titleForViewers('for the weekly ops report')).toBeUndefined();
    expect(titleForViewers('Bake sale prices')).toBe('Bake sale prices');
  });
});

describe('in a prompt', () => {
  it('a chart for a meeting is titled by its data, not the meeting', () => {
    const doc = read('a bar chart for the Monday stand-up – tickets closed: Ana 12, Ben 9, Cy 14').document;
    const chart = layersOf(doc, 0, 'chart')[0]!;
    expect(chart.title).toBe('Tickets closed');
  });

  it('an opening "For my class:" is not drawn', () => {
    const doc = read('For my year 2 class: Minibeasts. Then a list: snail, beetle, worm').document;
    expect(doc.scenes.flatMap((_, i) => textsOf(doc, i)).join(' ')).not.toMatch(/class/i);
  });
});
