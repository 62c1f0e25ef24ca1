import { describe, expect, it } from '@jest/globals';
import { VID, read, textsOf } from '../testing.js';

/*
 * Lower thirds as people ask for them (text.ts readLowerThirds): whom or what the tag is on before its colon, a
 * handle written in camel case, a name with a title's abbreviation.
 */

describe('a lower third\'s name and role', () => {
  it.each([
    [`Name tag over ${VID}: Professor Ana Ruiz, Head of Physics`, ['name:Professor Ana Ruiz', 'role:Head of Physics']],
    [`${VID}. Put a name strap on her: kittyCodes, Streamer`, ['name:kittyCodes', 'role:Streamer']],
    [`${VID} with a name tag on me: djMarlow, Resident DJ`, ['name:djMarlow', 'role:Resident DJ']],
  ])('whom it is on, before the colon, is no name: %s', (prompt, texts) => {
    expect(textsOf(read(prompt).document)).toEqual(texts);
  });

  it.each([
    [`${VID} name tag: Fr. Tomas Byrne, Parish Priest`, ['name:Fr. Tomas Byrne', 'role:Parish Priest']],
    [`${VID}, lower third: Rev. Ada Moss, Chaplain`, ['name:Rev. Ada Moss', 'role:Chaplain']],
    [`${VID} chyron: Capt. Lee Hart, Pilot`, ['name:Capt. Lee Hart', 'role:Pilot']],
  ])('a title\'s abbreviation does not end the name: %s', (prompt, texts) => {
    expect(textsOf(read(prompt).document)).toEqual(texts);
  });

  it('a plain name after the tag is read as before', () => {
    expect(textsOf(read(`${VID}, lower third at the bottom left: Sam Lee, Chef`).document)).toEqual(['name:Sam Lee', 'role:Chef']);
  });
});

describe('"lower" of a lower third is no music word', () => {
  it.each([`${VID}, lower third: Jo Park, Coach`, `${VID}, lower-third Jo Park, Coach`, `${VID}, lower thirds for Jo Park, Coach`])('%s', (prompt) => {
    expect(read(prompt).summary).not.toMatch(/no music to make quieter/);
  });

  it('"lower" of the music still is', () => {
    expect(read(`${VID}, music lower please`).summary).toMatch(/no music to make quieter/);
  });
});

describe('two words for a lower third in a row make one', () => {
  it.each([
    [`${VID} with a lower third name tag: Ivo Petrov, Sound Engineer`, ['name:Ivo Petrov', 'role:Sound Engineer']],
    [`${VID}, lower-third name strap: Mia Chen, Coach`, ['name:Mia Chen', 'role:Coach']],
    [`${VID} and a name tag chyron: Ola Berg, Mayor`, ['name:Ola Berg', 'role:Mayor']],
  ])('%s', (prompt, texts) => {
    expect(textsOf(read(prompt).document)).toEqual(texts);
  });

  it('two lower thirds said apart stay two', () => {
    const texts = textsOf(read(`${VID} lower third: Ann Lee, Host. Later a name tag: Bo Park, Guest`).document);
    expect(texts.filter((t) => t.startsWith('name:'))).toEqual(['name:Ann Lee', 'name:Bo Park']);
  });
});
