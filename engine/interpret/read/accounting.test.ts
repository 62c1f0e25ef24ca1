import { describe, expect, it } from '@jest/globals';
import { read } from '../testing.js';

/* Every clause accounted for: shown + spoken + understood + not understood = every word of the prompt. */
const wordsOf = (prompt: string) => prompt.replace(/["“”]/g, ' ').match(/[\p{L}\p{N}][\p{L}\p{N}'’.&-]*/gu)!.length;

describe('the accounting of a prompt', () => {
  it.each([
    'Have a warm female voice say: "We open at nine." Title "Spring sale" in pink, make it sparkle like crazy',
    'square post, navy background, a counter to 2,500 with happy customers underneath',
    'lower third: Marco Bellini – Head Chef. put subtitles of what he says. wobble the logo',
    'slides: Summer Camp 2025 / Ages 6–12 / Register at campwillow.org. wipe between them',
  ])('%s: the four shares add up to every word', (prompt) => {
    const { accounting } = read(prompt);
    const w = accounting!.words;
    expect(w.shown + w.spoken + w.understood + w.notUnderstood).toBe(w.total);
    expect(w.total).toBe(wordsOf(prompt));
    const sum = accounting!.clauses.reduce((n, c) => n + c.shown + c.spoken + c.understood + c.notUnderstood, 0);
    expect(sum).toBe(w.total);
  });

  it('says what each clause became: content, spoken, instruction, or not understood', () => {
    const { accounting } = read('Title "Spring sale". narrate: "Come in today." Make it pink. Add a hologram vortex.');
    expect(accounting!.clauses.map((c) => c.became)).toEqual(['content', 'spoken', 'instruction', 'partly understood']);
    expect(accounting!.words.notUnderstood).toBeGreaterThan(0);
  });

  it('names the clauses that ask for something', () => {
    const { accounting } = read('Title "Spring sale". Make it pink. Put this at the bottom. Fresh bread every morning.');
    expect(accounting!.clauses.map((c) => c.imperative)).toEqual([false, true, true, false]);
  });

  it('never counts an instruction as shown', () => {
    const { accounting } = read('Title "Spring sale", put it at the bottom left and make the title bigger');
    expect(accounting!.words.shown).toBe(2);
  });

  it('counts the unquoted words a brief shows as shown, and its greetings and look as not shown', () => {
    const { accounting } = read('Hi! Corner Bakery — fresh rolls daily — open from 7am. soft pastel colours. Many thanks');
    const became = accounting!.clauses.map((c) => c.became);
    expect(became[1]).toBe('content');
    expect(accounting!.clauses[1]!.shown).toBeGreaterThanOrEqual(7);
    expect(accounting!.clauses[0]!.shown).toBe(0);
    expect(accounting!.clauses.at(-1)!.shown).toBe(0);
  });

  it('never counts a request to the tool as shown, quoted or not', () => {
    const { accounting } = read('Lost Dog Found, call 0123 456. highlight the number in red');
    expect(accounting!.clauses.at(-1)!.shown).toBe(0);
  });
});
