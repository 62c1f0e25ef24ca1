import { describe, expect, it } from '@jest/globals';
import { read } from '../testing.js';
import { spokenCue } from './speech.js';

const drawn = (prompt: string) => read(prompt).document.scenes.flatMap((s) => s.layers.flatMap((l) => ('text' in l && typeof l.text === 'string' ? [l.text] : [])));

describe('spoken quotes', () => {
  it.each([
    ['Have a warm female voice say: "We open at nine."', { gender: 'female' }],
    ['Title "Spring sale". Then voice it: "We open at nine."', undefined],
    ['have someone read "We open at nine." out loud', undefined],
    ['"We open at nine." spoken by an older man', { gender: 'male', pitch: 'low' }],
    ['"We open at nine." read aloud, cheerful young voice', { pitch: 'high' }],
    ["a woman's voice: 'We open at nine.'", { gender: 'female' }],
    ['female narrator: "We open at nine."', { gender: 'female' }],
    ['deep voice: "We open at nine."', { pitch: 'low' }],
    ['upbeat guy narrating: "We open at nine."', { gender: 'male' }],
    ['read out "We open at nine." in a calm voice', undefined],
  ])('%s: narrated, not drawn', (prompt, voice) => {
    const doc = read(prompt).document;
    expect(doc.narration?.text).toBe('We open at nine.');
    if (voice) expect(doc.narration?.voice).toMatchObject(voice);
    expect(drawn(prompt).join(' ')).not.toMatch(/open at nine|voice|narrat|read|say/i);
  });

  it.each([
    'a slide saying "We open at nine."',
    'a button that says "Book now"',
    'a woman holding a sign that says "Welcome"',
    'title: "The voice of the city"',
  ])('%s: on screen', (prompt) => {
    expect(read(prompt).document.narration).toBeUndefined();
  });

  it('reads the cue from the clause, not the sentence before', () => {
    expect(spokenCue('A narrator for the intro. Then a title ', '')).toBeUndefined();
    expect(spokenCue('voiceover for our taco truck: ', '')).toEqual({});
    expect(spokenCue('a guy says ', '')?.verb).toBeDefined();
  });
});
