import { describe, expect, it } from '@jest/globals';
import { isVoiceWord, readVoiceWords, voiceRequestOf } from './voice-words.js';

const request = (text: string) => {
  const { said: _, ...rest } = voiceRequestOf(readVoiceWords(text), text);
  return rest;
};

describe('voice word classes', () => {
  it.each([
    ['a lady with a gravelly tone', { gender: 'female', pitch: 'low' }],
    ['some bloke, quite chatty', { gender: 'male' }],
    ['teenage boy', { gender: 'male', pitch: 'high' }],
    ['grandfatherly, elderly gentleman', { gender: 'male', pitch: 'low' }],
  ])('person nouns and ages anywhere: %s', (text, want) => {
    expect(request(text)).toEqual(want);
  });

  it('an explicit pitch wins over the pitch an age implies', () => {
    expect(request('young guy but with a deep tone')).toEqual({ gender: 'male', pitch: 'low' });
  });

  it.each([
    ['not too quick', 0.9],
    ['not too slow please', 1.1],
    ['quick-ish', 1.125],
    ['slowish', 0.9],
    ['a tad quick', 1.125],
    ['really slow', 0.64],
    ['nice and slow', 0.8],
  ])('speeds with hedges and negations: %s', (text, speed) => {
    expect(request(text).speed?.set).toBeCloseTo(speed);
  });

  it('relative speeds stay relative, scaled by their amount', () => {
    expect(request('a touch quicker').speed).toEqual({ factor: 1.125 });
    expect(request('way slower').speed?.factor).toBeCloseTo(0.64);
  });

  it.each([
    ['francés, mujer', { gender: 'female', language: 'fr' }],
    ['homme, voix en français', { gender: 'male', language: 'fr' }],
    ['Stimme weiblich, Deutsch', { gender: 'female', language: 'de' }],
    ['voce femminile in italiano', { gender: 'female', language: 'it' }],
  ])('languages and genders in their own words: %s', (text, want) => {
    expect(request(text)).toMatchObject(want);
  });

  it('an accent is the region; a language said as such is the language', () => {
    expect(request('Irish lad')).toEqual({ gender: 'male', language: 'en-IE' });
    expect(request('an English accent')).toEqual({ language: 'en-GB' });
    expect(request('English narration')).toEqual({ language: 'en' });
    // A nationality of another language with "in English": English is heard.
    expect(request('a Spanish woman speaking in English')).toEqual({ gender: 'female', language: 'en' });
    // An accent of the language said keeps its region.
    expect(request('British, in English')).toEqual({ language: 'en-GB' });
  });

  it('tone words are voice words that set nothing; other words are not voice words', () => {
    expect(request('warm, laid-back and whispery')).toEqual({});
    expect(isVoiceWord('laid-back')).toBe(true);
    expect(isVoiceWord('background')).toBe(false);
    expect(isVoiceWord('title')).toBe(false);
  });
});
