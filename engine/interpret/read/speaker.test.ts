import { describe, expect, it } from '@jest/globals';
import { readsScreen, speakerClauses } from './speaker.js';

const clauses = (text: string, editing = false) => speakerClauses(text, { editing }).map((c) => text.slice(c.start, c.end).trim());
const says = (text: string) => speakerClauses(text).flatMap((c) => (c.saysAt === undefined ? [] : [text.slice(c.saysAt).trim()]));

describe('speaker clauses', () => {
  it.each([
    ['Photos of the beach. A lady narrates every caption.', 'A lady narrates every caption.'],
    ['two slides, then get a guy to read them', 'get a guy to read them'],
    ['grid of photos, grandpa reading each name softly', 'grandpa reading each name softly'],
    ['Logo top left. Voiceover from a teenage girl, upbeat', 'Voiceover from a teenage girl, upbeat'],
  ])('a speech cue makes a clause the voice\'s: %s', (text, clause) => {
    expect(clauses(text)).toEqual([clause]);
  });

  it('voice words spread over the parts beside the cue belong to it', () => {
    expect(clauses('a gentle, older-sounding woman, reads: "x"')).toEqual(['a gentle, older-sounding woman, reads']);
    expect(clauses('add a narrator reading the slides, female, not too quick')).toEqual(['add a narrator reading the slides, female, not too quick']);
    // The voice words that end the part before, when the cue part goes on describing the voice.
    expect(clauses('zoom in while a calm, deep male voice says: "Hello"')).toEqual(['a calm, deep male voice says']);
  });

  it('parts that say something else stay out', () => {
    expect(clauses('three slides, crossfade, a woman reads them')).toEqual(['a woman reads them']);
  });

  it.each([
    'a sign that says "Open"',
    'the title reads "Spring"',
    'Voice control, offline maps, dark mode',
    'wake early, read daily, walk',
    'the word she is saying turns red',
    'My son turns 5! He says he wants dinosaurs.',
    'people say it is the best pizza in town',
    'Our bakery turns 10! Mum says thanks to everyone.',
  ])('no speaker: %s', (text) => {
    expect(clauses(text)).toEqual([]);
  });

  it('in a later prompt of a narrated chapter, a clause of voice words alone is the voice\'s', () => {
    expect(clauses('hmm, make it an old man instead', true)).toEqual(['hmm, make it an old man instead']);
    expect(clauses('hmm, make it an old man instead', false)).toEqual([]);
    expect(clauses('make the title bigger', true)).toEqual([]);
  });

  it.each([
    ['A woman says: We are open late tonight', 'We are open late tonight'],
    ['Narrator, calm: Welcome to the museum.', 'Welcome to the museum.'],
    ['a kid\'s voice says welcome to the party', 'welcome to the party'],
  ])('unquoted words after the colon or "says" are said: %s', (text, said) => {
    expect(says(text)).toEqual([said]);
  });

  it('a description after the colon is none', () => {
    expect(says('Voiceover: warm male voice, a little slow.')).toEqual([]);
    expect(says('Narration: gentle woman reading the captions')).toEqual([]);
    expect(says('a French voice reads each one: Un / Deux / Trois')).toEqual([]);
  });

  it.each([
    ['a guy reads them', { kind: 'all' }],
    ['she reads every step aloud', { kind: 'all' }],
    ['narrator reads the headline', { kind: 'title' }],
    ['a voice reads the slogan', { kind: 'subtitle' }],
    ['he says the testimonial', { kind: 'quote' }],
    ['read the bullet points', { kind: 'list' }],
    ['reads the opening three lines', { kind: 'sentences', count: 3 }],
  ])('what of the screen is read: %s', (text, pick) => {
    expect(readsScreen(text)).toEqual(pick);
  });

  it.each(['reads slowly', 'says the following: hello', 'a voice reads: "Hi"', 'read by a woman'])('not the screen: %s', (text) => {
    expect(readsScreen(text)).toBeUndefined();
  });
});
