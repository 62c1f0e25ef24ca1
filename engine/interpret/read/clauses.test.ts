import { describe, expect, it } from '@jest/globals';
import { wantingCut } from './clauses.js';

describe('a clause ending on a verb of wanting', () => {
  it('is a request whose object was read elsewhere', () => {
    expect(wantingCut("We're moving office next week and need")).toBe(true);
    expect(wantingCut('for the school fair I’d like a')).toBe(true);
    expect(wantingCut('our club turns fifty so we are looking for')).toBe(true);
  });

  it('not a sentence that goes on past the verb', () => {
    expect(wantingCut('We need you this Saturday')).toBe(false);
    expect(wantingCut('Everything you need')).toBe(false);
  });
});
