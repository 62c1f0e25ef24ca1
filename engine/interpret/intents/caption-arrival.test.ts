import { describe, expect, it } from '@jest/globals';
import { read } from '../testing.js';

/* Caption styles said in more words (audio.ts): how captions arrive, and the lit word's colour as "a <colour> highlight". */

const SAID = 'A warm voice says "Thanks for coming along tonight."';

describe('captions said by how they arrive', () => {
  it.each([
    [`${SAID} Captions coming up word by word.`, 'word captions'],
    [`${SAID} Subtitles that pop in one word at a time.`, 'word captions'],
    [`${SAID} Subtitles that appear one line at a time.`, 'line captions'],
    [`${SAID} Captions rolling in line by line please.`, 'line captions'],
    [`${SAID} Captions of what she says, word by word.`, 'word captions'],
    [`${SAID} Subtitles for the narration, line by line.`, 'line captions'],
  ])('%s', (prompt, style) => {
    expect(read(prompt).summary).toContain(`narration with ${style}`);
  });

  it('a list coming up word by word is the list\'s reveal, not captions', () => {
    const { summary, document } = read('A list of "Tea", "Cake", "Scones" coming up word by word.');
    expect(summary).not.toContain('captions');
    expect(document.narration).toBeUndefined();
  });
});

describe('the lit word as "a <colour> highlight"', () => {
  it.each([
    [`${SAID} Subtitles with a pink highlight on the word being said.`, 'pink'],
    [`${SAID} Captions with an orange highlight on the current word.`, 'orange'],
    [`${SAID} Subtitles, a lime highlight on the word she's saying.`, 'lime'],
  ])('%s', (prompt, colour) => {
    const { summary } = read(prompt);
    expect(summary).toContain('karaoke captions');
    expect(summary).toContain(`the spoken word lit in ${colour}`);
    expect(summary).not.toContain('a highlight on');
  });

  it('a colour highlight on a word of the text is that word\'s marker, not captions', () => {
    const { summary } = read('Title "Big summer sale" with a yellow highlight on "sale".');
    expect(summary).not.toContain('captions');
  });
});

describe('the spoken words placed like subtitles', () => {
  it.each([
    [`${SAID} Also the words must be under, like subtitle.`],
    [`${SAID} The text at the bottom as subtitles please.`],
    [`${SAID} Words go underneath like captions.`],
  ])('%s', (prompt) => {
    expect(read(prompt).summary).toContain('narration with captions');
  });

  it('text placed at the bottom, with no caption noun, is a placement', () => {
    expect(read('A title "Hi". The text at the bottom.').summary).not.toContain('captions');
  });
});
