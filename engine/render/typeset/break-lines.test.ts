import { describe, expect, it } from '@jest/globals';
import { breakText, hasLoneWord, hasOrphan, hasStrandedWord, unitsOf } from './break-lines.js';

// A monospace measure: every character 1 unit wide. Real faces are measured by set-block.test.ts.
const mono = (s: string) => s.length;

describe('balanced line breaking', () => {
  it('never leaves a single word on the last line when the text has more than one', () => {
    // Greedy wrapping at 20 gives "Sales grew forty / percent year over / year".
    for (const [text, width] of [['Sales grew forty percent year over year', 20], ['Follow for more', 12], ['Open every day from nine until late', 16]] as const) {
      const lines = breakText(text, mono, width);
      expect(lines.length).toBeGreaterThan(1);
      expect(lines.at(-1)!.text.split(' ').length).toBeGreaterThan(1);
      for (const l of lines) expect(l.width).toBeLessThanOrEqual(width);
    }
  });

  it('says when no break keeps a word off the last line alone (the last two words are wider than the box)', () => {
    // Greedy at 18 is "Editing your first / video"; balanced avoids it at the same line count.
    expect(hasOrphan(breakText('Editing your first video', mono, 18), 'Editing your first video')).toBe(false);
    // "better sleep" is 12 wide: at 10 every break orphans "sleep", and the typesetter steps the size down.
    const stuck = breakText('3 tips for better sleep', mono, 10);
    expect(stuck.map((l) => l.text)).toEqual(['3 tips', 'for better', 'sleep']);
    expect(hasOrphan(stuck, '3 tips for better sleep')).toBe(true);
    expect(hasOrphan(breakText('3 tips for better sleep', mono, 12), '3 tips for better sleep')).toBe(false);
    // A two-word title stacked on two lines is not an orphan; a lone word anywhere in a longer text is found.
    expect(hasOrphan(breakText('Meet Aurora', mono, 6), 'Meet Aurora')).toBe(false);
    expect(hasLoneWord([{ text: 'Tickets', width: 7 }, { text: 'at jazznight.org', width: 16 }], 'Tickets at jazznight.org')).toBe(true);
    // Per paragraph: the orphan of the first of two paragraphs counts.
    expect(hasOrphan([{ text: 'One two', width: 7 }, { text: 'three', width: 5 }, { text: 'four five', width: 9 }], 'One two three\nfour five')).toBe(true);
  });

  it('keeps closing punctuation written after a space with the word before it ("Happy New Year !", "Merci !")', () => {
    expect(unitsOf('Happy New Year !').map((u) => u.text)).toEqual(['Happy', 'New', 'Year !']);
    expect(unitsOf('Save 50 % today ?!').map((u) => u.text)).toEqual(['Save', '50 %', 'today ?!']);
    // No line starts with it, and it is no word of its own: the last line is not "Year !" alone.
    const lines = breakText('Happy New Year !', mono, 10).map((l) => l.text);
    expect(lines).toEqual(['Happy', 'New Year !']);
    // An opening mark or a separator after a space is not closing punctuation.
    expect(unitsOf('Paris · Rome').map((u) => u.text)).toEqual(['Paris', '·', 'Rome']);
  });

  it('breaks a list of facts at its separators, not inside a fact', () => {
    const lines = breakText('3 beds · 2 baths · 2,400 sq ft', mono, 12).map((l) => l.text);
    expect(lines).toEqual(['3 beds', '2 baths', '2,400 sq ft']);
  });

  it('balances lines: the fewest lines, as even as possible', () => {
    const lines = breakText('How to brew pour-over coffee', mono, 22);
    expect(lines.map((l) => l.text)).toEqual(['How to brew', 'pour-over coffee']);
  });

  it('never ends a line with a separator; a separator alone at a break is dropped', () => {
    const lines = breakText('4 beds · 3 baths · 2,400 sq ft', mono, 16);
    for (const l of lines) expect(l.text).not.toMatch(/[·,:|\-–]$/);
    for (const l of lines) expect(l.text).not.toMatch(/^[·]/);
    expect(lines.map((l) => l.text).join(' ')).toContain('3 baths');
  });

  it('keeps one word on one line, and explicit newlines', () => {
    expect(breakText('Hello', mono, 3).map((l) => l.text)).toEqual(['Hello']);
    expect(breakText('One two\nthree four', mono, 40).map((l) => l.text)).toEqual(['One two', 'three four']);
  });

  it('finds break opportunities between CJK words without spaces (Intl.Segmenter)', () => {
    const units = unitsOf('東京で会いましょう');
    expect(units.length).toBeGreaterThan(1);
    expect(units.map((u) => u.text).join('')).toBe('東京で会いましょう');
  });
});

describe('breaks a designer would choose', () => {
  const lines = (text: string, width: number) => breakText(text, mono, width).map((l) => l.text);

  it('prefers a break after a colon, a comma or at a dash to one of similar balance elsewhere', () => {
    // "Episode 42: Building / in Public" (20/9) is as even as "Episode 42: / Building in Public" (11/18).
    expect(lines('Episode 42: Building in Public', 20)).toEqual(['Episode 42:', 'Building in Public']);
    expect(lines('Fresh bread, baked daily', 16)).toEqual(['Fresh bread,', 'baked daily']);
    expect(lines('Summer Sale – up to half off', 16)).toEqual(['Summer Sale', 'up to half off']);
  });

  it('never splits a short number from the word before it ("Episode 42", "Chapter 3", "Step 1")', () => {
    for (const [text, width, kept] of [
      ['Listen to Episode 42 now on Spotify', 20, 'Episode 42'],
      ['Read Chapter 3 of the new novel', 16, 'Chapter 3'],
      ['Start with Step 1 of the guide', 12, 'Step 1'],
    ] as const) {
      expect({ text, ok: lines(text, width).some((l) => l.includes(kept)) }).toEqual({ text, ok: true });
    }
    // After a numbered name a new phrase may start ("Chapter 3 / The Return"), but a date goes on ("14 June").
    expect(lines('Chapter 3 The Return', 14)).toEqual(['Chapter 3', 'The Return']);
    for (const width of [18, 38]) expect(lines('Friday 14 June, 8 pm at the Riverside Hall', width).some((l) => /14$/.test(l))).toBe(false);
  });

  it('keeps a short function word with the word after it when a break of similar balance allows', () => {
    // "The best coffee in / town, hands down" (18/16) is more even, but "in" belongs with "town".
    expect(lines('The best coffee in town, hands down', 20)).toEqual(['The best coffee', 'in town, hands down']);
    expect(lines('Open every day from nine until late', 20)).toEqual(['Open every day', 'from nine until late']);
  });

  it('says when a word is left alone above a function word (the typesetter then sets it a step smaller)', () => {
    expect(hasStrandedWord([{ text: 'Tickets', width: 7 }, { text: 'at jazznight.org', width: 16 }], 'Tickets at jazznight.org')).toBe(true);
    expect(hasStrandedWord([{ text: 'Episode 42:', width: 11 }, { text: 'Building', width: 8 }, { text: 'in Public', width: 9 }], 'Episode 42: Building in Public')).toBe(true);
    expect(hasStrandedWord([{ text: 'Episode 42:', width: 11 }, { text: 'Building in Public', width: 18 }], 'Episode 42: Building in Public')).toBe(false);
    expect(hasStrandedWord([{ text: 'Coffee and cake', width: 15 }, { text: 'in the garden', width: 13 }], 'Coffee and cake in the garden')).toBe(false);
  });
});

describe('line breaking across scripts', () => {
  it('breaks Thai between words (no spaces), keeping every character', () => {
    const text = 'สวัสดีชาวโลกยินดีต้อนรับสู่ประเทศไทย';
    const units = unitsOf(text);
    expect(units.length).toBeGreaterThan(3);
    expect(units.map((u) => u.text).join('')).toBe(text);
    const lines = breakText(text, mono, 14);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.map((l) => l.text).join('')).toBe(text);
  });

  it('keeps Japanese particles and kana endings with their word', () => {
    expect(unitsOf('東京で会いましょう').map((u) => u.text)).toEqual(['東京で', '会いましょう']);
  });

  it('never splits an emoji cluster (ZWJ sequence, skin tone, flag) across lines', () => {
    const text = 'Hi 👨‍👩‍👧👋🏽🇫🇷 and 🏴󠁧󠁢󠁳󠁣󠁴󠁿 ok';
    const clusters = ['👨‍👩‍👧', '👋🏽', '🇫🇷', '🏴󠁧󠁢󠁳󠁣󠁴󠁿'];
    for (const width of [2, 4, 8]) {
      const lines = breakText(text, mono, width).map((l) => l.text);
      for (const c of clusters) expect(lines.some((l) => l.includes(c))).toBe(true);
    }
  });
});

describe('"&" and "+" at a break', () => {
  it.each(['Check-up, clean & X-rays $99', 'Interior + exterior valet £95 today'])('are kept, whatever the width: %s', (text) => {
    const words = text.split(' ');
    for (let chars = 8; chars <= text.length; chars += 3) {
      const lines = breakText(text, mono, chars);
      expect(lines.map((l) => l.text).join(' ').split(' ')).toEqual(words);
    }
  });
});
