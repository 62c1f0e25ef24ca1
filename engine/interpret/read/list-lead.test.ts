import { describe, expect, it } from '@jest/globals';
import { read, textsOf } from '../testing.js';
import { listTitle } from './list-lead.js';

describe('a sentence of its own before a list is its title', () => {
  it('when the list took the object of the verb after it', () => {
    expect(textsOf(read('Open Days at Hillcrest. Show 3 perks as cards: small classes, big garden, hot lunches').document)).toEqual(['heading:Open Days at Hillcrest']);
    expect(textsOf(read('Rooftop Cinema is back! List 3 films: Jaws, Alien, Heat').document)).toEqual(['heading:Rooftop Cinema is back!']);
  });

  it('as before when it ends with its own full stop or colon', () => {
    expect(textsOf(read('Harvest supper. Menu: soup, pie, crumble').document)[0]).toBe('heading:Harvest supper');
  });

  it('not when the words before the list run on into it', () => {
    expect(textsOf(read('show 3 perks as cards: small classes, big garden, hot lunches').document)).toEqual([]);
  });
});

describe("a list's title said with its noun before a dash, or after a label's colon", () => {
  it('is the title', () => {
    expect(listTitle("Sunday's specials — roast beef, nut loaf")?.title).toBe("Sunday's specials");
    expect(listTitle('Festival line-up - Ana, Brook, Coda')?.title).toBe('Festival line-up');
    expect(listTitle('For the bar screen: Happy hour prices – pints £4, wine £5')?.title).toBe('Happy hour prices');
  });

  it('not a hyphen inside a word, nor a noun with no break after it', () => {
    expect(listTitle('Our menu-style poster, tea and cake')).toBeUndefined();
    expect(listTitle('Our menu changes daily')).toBeUndefined();
  });

  it('not when it is asked for: the request and the list word are no title', () => {
    expect(listTitle('Show our prices: Latte $4, Mocha $5')).toEqual({ index: 0 });
    expect(listTitle('Please list the specials: soup, pie')).toEqual({ index: 0 });
    expect(listTitle('Show our winter prices: Latte $4, Mocha $5')?.title).toBe('Winter prices');
  });
});
