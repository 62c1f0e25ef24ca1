import { describe, expect, it } from '@jest/globals';
import { read } from '../testing.js';

/*
 * A voice described before what it says, with clauses between (speaker.ts, speech.ts): where its words start, and
 * where they stop — at a request to the tool, said with a stop or run on in dictation.
 */

const shown = (prompt: string) => read(prompt).document.scenes.flatMap((s) => s.layers).flatMap((l) => (l.type === 'text' ? [l.text] : []));

describe('a voice described, then a colon and its words', () => {
  it.each([
    ['A low male voice, on the calm side, saying: Close your eyes. Count to ten slowly.', 'Close your eyes. Count to ten slowly.', 'male'],
    ['I would like a bright young woman, a little fast, reading: Grab your coat. Meet us at the pier.', 'Grab your coat. Meet us at the pier.', 'female'],
    ['Give me a gentle older man, on the slow end, saying: Stand tall. Roll your shoulders back. Square format.', 'Stand tall. Roll your shoulders back.', 'male'],
  ])('%s', (prompt, spoken, gender) => {
    const { document } = read(prompt);
    expect(document.narration?.text).toBe(spoken);
    expect(document.narration?.voice?.gender).toBe(gender);
    expect(shown(prompt).join(' ')).not.toMatch(/eyes|coat|pier|shoulders/i);
  });

  it('words that open with a statement still stop at a sentence said to someone else', () => {
    expect(read('A cheerful voice says: Our doors open at noon! Bring the ladder inside.').document.narration?.text).toBe('Our doors open at noon!');
  });
});

describe('dictated words run on into a request to the tool', () => {
  it.each([
    ['make a video where a mans voice says hi everyone the market opens sunday and bring your friends and put the words on the screen as he talks', 'Hi everyone the market opens sunday and bring your friends', 'male'],
    ['a womans voice says thanks for shopping local and see you soon then make it square', 'Thanks for shopping local and see you soon', 'female'],
    ['a ladys voice says the bakery is open late tonight and add subtitles please', 'The bakery is open late tonight', 'female'],
  ])('%s', (prompt, spoken, gender) => {
    const { document } = read(prompt);
    expect(document.narration?.text).toBe(spoken);
    expect(document.narration?.voice?.gender).toBe(gender);
  });

  it('a making verb about something else is still the words ("add the eggs")', () => {
    expect(read('a voice says whisk the cream and add the berries on top').document.narration?.text).toBe('Whisk the cream and add the berries on top');
  });

  it('the request after the words is read: the format and the captions', () => {
    const { document, format, summary } = read('a womans voice says welcome to the studio and put the words on the screen as she says them and make it vertical');
    expect(document.narration?.text).toBe('Welcome to the studio');
    expect(format?.aspect).toBe('portrait');
    expect(summary).toContain('narration with captions');
  });
});

describe('a polite request after the words ends them', () => {
  it.each([
    ['A warm voice should say: Well done on your exams Sam. We are proud of you. And some stars twinkling please.', 'Well done on your exams Sam. We are proud of you.'],
    ['A calm voice says: The shop is closed on Monday. Also a soft snowfall if possible.', 'The shop is closed on Monday.'],
    ['A friendly voice says: Welcome back. Maybe a few hearts too, thanks.', 'Welcome back.'],
  ])('%s', (prompt, spoken) => {
    expect(read(prompt).document.narration?.text).toBe(spoken);
  });

  it('a script sentence that thanks the listener stays in the words', () => {
    expect(read('A bright voice says: We had a great year. We could not have done it without you, thank you!').document.narration?.text).toBe('We had a great year. We could not have done it without you, thank you!');
  });
});
