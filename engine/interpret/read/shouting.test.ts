import { describe, expect, it } from '@jest/globals';
import { withoutShouting } from './shouting.js';

describe('a prompt typed in capitals throughout', () => {
  it('is read in lower case, its quotes and addresses kept as written', () => {
    expect(withoutShouting('BIG TITLE "30 DAY RESET". THEN FIREWORKS AT THE END https://x.io/api/v1/assets/ast_AbC/content'))
      .toBe('big title "30 DAY RESET". then fireworks at the end https://x.io/api/v1/assets/ast_AbC/content');
  });

  it('is left alone when any word outside quotes is in lower case, or when it asks the tool for nothing (copy)', () => {
    expect(withoutShouting('Big sale: SHOW 50% OFF EVERYTHING NOW')).toBe('Big sale: SHOW 50% OFF EVERYTHING NOW');
    expect(withoutShouting('GRAND OPENING')).toBe('GRAND OPENING');
    expect(withoutShouting('HAPPY BIRTHDAY MUM, LOVE FROM ALL OF US')).toBe('HAPPY BIRTHDAY MUM, LOVE FROM ALL OF US');
  });
});
