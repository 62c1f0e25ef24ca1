import { describe, expect, it } from '@jest/globals';
import { read, textsOf } from '../testing.js';

const texts = (prompt: string) => textsOf(read(prompt).document);

describe('a name or a cry opening the prompt is the first scene\'s title', () => {
  it('shouted in capitals, or closed by "!" or "...", before a counter or a list', () => {
    expect(texts('HARBOUR ROWING CLUB. count up to 120 with members underneath')[0]).toBe('heading:HARBOUR ROWING CLUB');
    expect(texts('Doors open in... countdown from 10 to 0')).toEqual(['heading:Doors open in…']);
    expect(texts('Bake sale this Friday! List: brownies, flapjacks, scones')[0]).toBe('heading:Bake sale this Friday!');
  });

  it('a line said under it goes under it', () => {
    expect(texts('LAST CHANCE. countdown from 30 to 0. Underneath: Use code BYE30')).toEqual(['heading:LAST CHANCE', 'subtitle:Use code BYE30']);
  });

  it('not what the video is, nor a plain sentence in lower case', () => {
    expect(texts('Birthday invite!!! count up to 6 with confetti')).toEqual([]);
    expect(texts('Quick one. countdown from 10 to 0')).toEqual([]);
  });
});
