import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { mediaBinaries } from '../../../lib/media/binaries.js';
import type { NarrationVoice } from '../../../model/narration-voice.js';
import { medianPitch } from '../../speech/pitch.js';
import { NARRATION_SAMPLE_RATE, synthesizePhrases, type PhrasedNarration } from './narration.js';
import { parseWav, type Wav } from './wav.js';
import { phonemeVoice, timePhrases } from './word-timing.js';

/*
 * Real espeak-ng renders, checked with ffprobe and measured: the track is 48 kHz, a voice choice reaches the sound
 * (a deep voice's pitch is lower than a female one's, "slower" is longer), and the words are timed inside their
 * phrases. The neural endpoint's path is tested in engine/speech/speech-endpoint.test.ts.
 */

const run = promisify(execFile);
let work: string;
beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'narration-test-'));
});
afterAll(() => rm(work, { recursive: true, force: true }));

let n = 0;
async function speak(phrases: string[], voice?: NarrationVoice): Promise<{ spoken: PhrasedNarration; wav: Wav; path: string }> {
  const dir = await mkdtemp(join(work, `n${n++}-`));
  const path = join(dir, 'narration.wav');
  const spoken = await synthesizePhrases(phrases, dir, path, { voice });
  return { spoken, wav: parseWav(await readFile(path)), path };
}

async function probe(path: string): Promise<{ sample_rate: string; channels: number; codec_name: string; duration: string }> {
  const { stdout } = await run(mediaBinaries().ffprobe, ['-v', 'error', '-show_entries', 'stream=sample_rate,channels,codec_name,duration', '-of', 'json', path]);
  return JSON.parse(stdout).streams[0];
}

const SENTENCE = ['Welcome to our annual report.', 'This year was the best one we have had.'];

describe('espeak-ng narration', () => {
  it('is a 48 kHz mono track whose length is the one reported', async () => {
    const { spoken, wav, path } = await speak(SENTENCE);
    const stream = await probe(path);
    expect(stream).toMatchObject({ sample_rate: String(NARRATION_SAMPLE_RATE), channels: 1, codec_name: 'pcm_s16le' });
    expect(Math.abs(Number(stream.duration) - spoken.seconds)).toBeLessThan(0.005);
    expect(wav.sampleRate).toBe(48_000);
    expect(spoken.speaker).toEqual({ engine: 'espeak-ng', voice: 'en-us', language: 'en', detected: true });
    expect(spoken.note).toBeUndefined();
    // The resampled speech keeps its pitch (a wrong rate would shift it by 48000/22050).
    const pitch = medianPitch(wav).hz;
    expect(pitch).toBeGreaterThan(85);
    expect(pitch).toBeLessThan(140);
  });

  it('a deep voice is lower than the usual one, a female voice higher, a high one higher still', async () => {
    const [deep, usual, female, high] = await Promise.all([
      speak(SENTENCE, { pitch: 'low' }),
      speak(SENTENCE),
      speak(SENTENCE, { gender: 'female' }),
      speak(SENTENCE, { gender: 'female', pitch: 'high' }),
    ]);
    expect(deep.spoken.speaker.voice).toBe('en-us+m3');
    expect(female.spoken.speaker.voice).toBe('en-us+f3');
    const hz = [deep, usual, female, high].map((x) => medianPitch(x.wav).hz);
    // Measured: about 90, 108, 223 and 265 Hz.
    expect(hz[0]).toBeLessThan(hz[1]! * 0.95);
    expect(hz[2]).toBeGreaterThan(hz[1]! * 1.6);
    expect(hz[3]).toBeGreaterThan(hz[2]! * 1.1);
  });

  it('slower is longer and faster shorter', async () => {
    const [slow, usual, fast] = await Promise.all([speak(SENTENCE, { speed: 0.7 }), speak(SENTENCE), speak(SENTENCE, { speed: 1.5 })]);
    expect(slow.spoken.seconds).toBeGreaterThan(usual.spoken.seconds * 1.25);
    expect(fast.spoken.seconds).toBeLessThan(usual.spoken.seconds * 0.8);
  });

  it('speaks the language of the text, or the one chosen with its accent', async () => {
    const spanish = await speak(['Bienvenidos a nuestro informe anual.', 'Este año fue el mejor de nuestra historia.']);
    expect(spanish.spoken.speaker).toEqual({ engine: 'espeak-ng', voice: 'es', language: 'es', detected: true });
    const british = await speak(SENTENCE, { language: 'en-GB', gender: 'female' });
    expect(british.spoken.speaker).toMatchObject({ voice: 'en-gb+f3', language: 'en-GB', detected: false });
    const latin = await speak(['Hola a todos.'], { language: 'es-MX' });
    expect(latin.spoken.speaker.voice).toBe('es-419');
    // The same text in two accents is two different sounds.
    expect(british.wav.data.equals((await speak(SENTENCE, { language: 'en-US', gender: 'female' })).wav.data)).toBe(false);
  });

  it('a language espeak-ng cannot speak is spoken in English, and the note says so', async () => {
    const { spoken } = await speak(['Hello.'], { language: 'tlh' });
    expect(spoken.speaker.voice).toBe('en-us');
    expect(spoken.note).toMatch(/espeak-ng has no voice for "tlh"/);
  });

  it('times every word inside its phrase, in order', async () => {
    const { spoken, path } = await speak(['Welcome to our annual report, everyone.', 'Thank you for watching.']);
    // Neither engine reports word events: the one estimator (word-timing.ts) times them.
    expect(spoken.phrases.every((p) => p.words === undefined)).toBe(true);
    const timed = await timePhrases(spoken.phrases, path, work, phonemeVoice(spoken.speaker));
    for (const phrase of timed) {
      const words = phrase.text.split(/\s+/);
      expect(phrase.words.map((w) => w.text)).toEqual(words);
      // Times are rounded to milliseconds (what WebVTT and SRT carry).
      expect(phrase.words[0]!.start).toBeGreaterThanOrEqual(phrase.start - 0.001);
      expect(phrase.words.at(-1)!.end).toBeLessThanOrEqual(phrase.end + 0.001);
      // The speech is covered: the first word starts near the phrase's start, the last ends at its speech's end.
      expect(phrase.words[0]!.start - phrase.start).toBeLessThan(0.3);
      expect(phrase.end - phrase.words.at(-1)!.end).toBeLessThan(0.001);
      for (const [i, w] of phrase.words.entries()) {
        expect(w.end).toBeGreaterThan(w.start);
        if (i) expect(w.start).toBeGreaterThanOrEqual(phrase.words[i - 1]!.end);
      }
    }
    // "annual" (3 syllables) takes longer than "to" (1).
    const first = timed[0]!.words;
    const length = (t: string) => first.find((w) => w.text === t)!.end - first.find((w) => w.text === t)!.start;
    expect(length('annual')).toBeGreaterThan(length('to'));
  });

  it('puts word boundaries into the pauses between words, and every word over sound', async () => {
    const { spoken, wav, path } = await speak(['Apples, oranges, bananas, cherries.']);
    const timed = await timePhrases(spoken.phrases, path, work, phonemeVoice(spoken.speaker));
    const rms = (from: number, to: number) => {
      let sum = 0;
      const a = Math.floor(from * wav.sampleRate);
      const b = Math.max(a + 1, Math.floor(to * wav.sampleRate));
      for (let i = a; i < b; i++) sum += (wav.data.readInt16LE(i * 2) / 32768) ** 2;
      return Math.sqrt(sum / (b - a));
    };
    const words = timed[0]!.words;
    expect(words.map((w) => w.text)).toEqual(['Apples,', 'oranges,', 'bananas,', 'cherries.']);
    for (const w of words) expect(rms(w.start, w.end)).toBeGreaterThan(0.03);
    // Between two words after a comma: espeak-ng's pause, which the boundary was moved into.
    for (let i = 0; i < words.length - 1; i++) {
      const gap = words[i + 1]!.start - words[i]!.end;
      expect(gap).toBeGreaterThan(0.04);
      expect(rms(words[i]!.end, words[i + 1]!.start)).toBeLessThan(0.01);
    }
  });
});
