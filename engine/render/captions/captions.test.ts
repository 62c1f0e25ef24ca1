import { describe, expect, it } from '@jest/globals';
import { CAPTION_LINE_CHARS, captionStyle, joinWebVtt, parseWebVtt, splitPhrases, toWebVtt, vttTime, wrapCaption } from './captions.js';

describe('splitPhrases', () => {
  it('keeps short sentences as phrases of their own', () => {
    expect(splitPhrases('Welcome to Montage.  It makes videos!   Try it?')).toEqual(['Welcome to Montage.', 'It makes videos!', 'Try it?']);
  });

  it('does not split inside numbers or at a lone full stop', () => {
    expect(splitPhrases('Sales grew 3.5 percent in 2024.')).toEqual(['Sales grew 3.5 percent in 2024.']);
  });

  it('cuts a long sentence at its clauses and joins clauses back while they fit two lines of 42', () => {
    const text =
      'Our team grew from five people to fifty, we opened offices in Berlin, Lisbon and Toronto, and this year we shipped the biggest release in our history.';
    const phrases = splitPhrases(text);
    expect(phrases.length).toBeGreaterThan(1);
    expect(phrases.join(' ')).toBe(text);
    for (const p of phrases) {
      const lines = wrapCaption(p);
      expect(lines.length).toBeLessThanOrEqual(2);
      for (const line of lines) expect(line.length).toBeLessThanOrEqual(CAPTION_LINE_CHARS);
    }
    expect(phrases[0]).toBe('Our team grew from five people to fifty, we opened offices in Berlin,');
  });

  it('cuts a clause without punctuation at its words into even pieces', () => {
    const text = Array.from({ length: 40 }, (_, i) => `word${i}`).join(' ');
    const phrases = splitPhrases(text);
    expect(phrases.join(' ')).toBe(text);
    for (const p of phrases) expect(wrapCaption(p).length).toBeLessThanOrEqual(2);
    const lengths = phrases.map((p) => p.length);
    expect(Math.max(...lengths) - Math.min(...lengths)).toBeLessThan(40);
  });

  it('breaks a word longer than a line and drops phrases with nothing to say', () => {
    const phrases = splitPhrases(`${'x'.repeat(100)} ... !`);
    expect(phrases.join('').replace(/\s/g, '')).toContain('x'.repeat(100));
    expect(splitPhrases('... !')).toEqual([]);
  });
});

describe('wrapCaption', () => {
  it('uses one line when it fits and even lines otherwise', () => {
    expect(wrapCaption('Short and sweet.')).toEqual(['Short and sweet.']);
    const lines = wrapCaption('This caption is long enough that it needs two lines to show.');
    expect(lines).toHaveLength(2);
    expect(Math.abs(lines[0]!.length - lines[1]!.length)).toBeLessThan(12);
  });
});

describe('WebVTT', () => {
  it('writes and reads cues, escaping markup characters', () => {
    const cues = [
      { start: 0, end: 1.5, text: 'Fish & chips\n<b>not bold</b>' },
      { start: 1.5, end: 3723.25, text: 'An hour later --> fine' },
    ];
    const vtt = toWebVtt(cues);
    expect(vtt.startsWith('WEBVTT\n\n1\n00:00:00.000 --> 00:00:01.500\nFish &amp; chips\n&lt;b&gt;')).toBe(true);
    expect(vtt).toContain('01:02:03.250');
    expect(parseWebVtt(vtt)).toEqual(cues);
    expect(vttTime(59.9996)).toBe('00:01:00.000');
  });

  it('reads files written elsewhere: settings, notes, CRLF, short timestamps', () => {
    const vtt = 'WEBVTT - made by hand\r\n\r\nNOTE a comment\r\n\r\n00:01.000 --> 00:02.500 line:90%\r\nHello\r\n';
    expect(parseWebVtt(vtt)).toEqual([{ start: 1, end: 2.5, text: 'Hello' }]);
    expect(() => parseWebVtt('hello')).toThrow(/WebVTT/);
  });

  it('joins chapters with their offsets, cutting cues at each chapter end', () => {
    const a = toWebVtt([
      { start: 0.2, end: 1.8, text: 'First chapter' },
      { start: 1.8, end: 5.5, text: 'runs past its end' },
      { start: 6, end: 7, text: 'after the end' },
    ]);
    const b = toWebVtt([{ start: 0.5, end: 2, text: 'Second chapter' }]);
    const joined = parseWebVtt(joinWebVtt([
      { vtt: a, offset: 0, seconds: 5 },
      { vtt: undefined, offset: 5, seconds: 3 },
      { vtt: b, offset: 8, seconds: 4 },
    ]));
    expect(joined).toEqual([
      { start: 0.2, end: 1.8, text: 'First chapter' },
      { start: 1.8, end: 5, text: 'runs past its end' },
      { start: 8.5, end: 10, text: 'Second chapter' },
    ]);
  });
});

describe('captionStyle', () => {
  const cues = [{ start: 0, end: 1, text: 'A caption line that is forty-two chars.\nAnd its second line, also rather long' }];
  it('keeps captions above the bottom margin and inside the width in landscape and square', () => {
    for (const frame of [{ width: 1280, height: 720 }, { width: 1080, height: 1080 }]) {
      const style = captionStyle(cues, frame, 'classic');
      expect(style.lastBaseline).toBeLessThan(frame.height * 0.93);
      expect(style.lastBaseline).toBeGreaterThan(frame.height * 0.8);
      expect(style.fontSize).toBeGreaterThanOrEqual(Math.round(Math.min(frame.width, frame.height) * 0.03));
      expect(style.maxWidth).toBeLessThanOrEqual(frame.width * 0.9);
    }
  });

  it('sizes 9:16 captions for a phone and puts them in the middle band, clear of the platforms\' UI', () => {
    for (const frame of [{ width: 720, height: 1280 }, { width: 1080, height: 1920 }]) {
      const style = captionStyle(cues, frame, 'classic');
      // A line (baseline to baseline) about 4-5 % of the height, not 2 %.
      expect(style.lineStep / frame.height).toBeGreaterThanOrEqual(0.038);
      expect(style.lastBaseline).toBeGreaterThan(frame.height * 0.6);
      expect(style.lastBaseline).toBeLessThan(frame.height * 0.75);
      // Centred lines no wider than this stay left of the right-edge buttons (the right 12 %).
      expect(style.centreX + style.maxWidth / 2).toBeLessThanOrEqual(frame.width * 0.88);
      expect(style.centreX - style.maxWidth / 2).toBeGreaterThanOrEqual(frame.width * 0.05);
    }
  });
});
