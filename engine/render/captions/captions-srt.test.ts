import { describe, expect, it } from '@jest/globals';
import { parseSrt, srtTime, toSrt } from './captions-srt.js';
import { parseWebVtt, toWebVtt } from './captions-vtt.js';

describe('SRT', () => {
  const cues = [
    { start: 0, end: 1.5, text: 'Fish & chips\n<b>as written</b>' },
    { start: 1.5, end: 3723.25, text: 'An hour later' },
  ];

  it('numbers cues from 1 with comma milliseconds and CRLF, and reads back', () => {
    const srt = toSrt(cues);
    expect(srt.startsWith('1\r\n00:00:00,000 --> 00:00:01,500\r\nFish & chips\r\n<b>as written</b>\r\n\r\n2\r\n')).toBe(true);
    expect(srt).toContain('01:02:03,250');
    expect(parseSrt(srt)).toEqual(cues);
    expect(srtTime(59.9996)).toBe('00:01:00,000');
  });

  it('holds the same cues as the WebVTT file, and never a line that reads as a timing or ends a cue', () => {
    const tricky = [{ start: 1, end: 2, text: 'a --> b\n\nc' }];
    const parsed = parseSrt(toSrt(tricky));
    expect(parsed).toHaveLength(1);
    expect(parsed[0]!.text).toBe('a - -> b\nc');
    expect(parseSrt(toSrt(parseWebVtt(toWebVtt(cues))))).toEqual(parseWebVtt(toWebVtt(cues)));
  });

  it('refuses a file that is not SRT', () => {
    expect(() => parseSrt('WEBVTT\n\n00:01.000 --> 00:02.000\nHi')).toThrow(/SRT/);
  });
});
