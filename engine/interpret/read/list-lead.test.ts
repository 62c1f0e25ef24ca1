import { describe, expect, it } from '@jest/globals';
import { read, textsOf } from '../testing.js';

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
