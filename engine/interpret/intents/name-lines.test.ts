import { describe, expect, it } from '@jest/globals';
import { read, textsOf } from '../testing.js';

/* A name with a line said under it is a lower third (name-lines.ts). */

describe('a name and the line under it', () => {
  it.each([
    ['opening card with the name Rosa Diaz and underneath Head Baker, Crumb & Co', ['name:Rosa Diaz', 'role:Head Baker, Crumb & Co']],
    ['show her name "Dr Ana Ruiz", below it "Head of Physics"', ['name:Dr Ana Ruiz', 'role:Head of Physics']],
    ["name: 'Sam Lee' and under that 'Volunteer of the year'", ['name:Sam Lee', 'role:Volunteer of the year']],
  ])('%s', (prompt, texts) => {
    expect(textsOf(read(prompt).document)).toEqual(texts);
  });

  it('a name with no line under it is read as before', () => {
    expect(textsOf(read('name "Rosa Diaz" with role "Head Baker"').document)).toEqual(['name:Rosa Diaz', 'role:Head Baker']);
  });
});
