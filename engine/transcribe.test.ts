import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startFakeWhisper, verboseJson, type FakeWhisper } from '../test/support/fake-whisper.js';
import { transcribe, transcribeSettingsFromEnv, wordsOfAnswer, type TranscribeSettings } from './transcribe.js';

/* The transcription endpoint's client against FAKE WHISPER (test/support/fake-whisper.ts): whisper cannot run here. */

let fake: FakeWhisper;
let settings: TranscribeSettings;
beforeAll(async () => {
  fake = await startFakeWhisper();
  settings = { url: fake.url, model: 'whisper-1', apiKey: 'stt-secret', timeoutMs: 1_500 };
});
afterAll(() => fake.close());

const wav = Buffer.from('RIFF....WAVEfmt ');
const words = [
  { word: 'Hello', start: 0.12, end: 0.48 },
  { word: ' world.', start: 0.55, end: 1.02 },
];

describe('transcribe (an OpenAI-compatible /v1/audio/transcriptions)', () => {
  it('sends the audio as multipart with verbose_json and word timestamps, and reads the words', async () => {
    fake.reply = { status: 200, body: verboseJson(words) };
    const answer = await transcribe(settings, wav, 2);
    expect(answer).toEqual({ words: [{ text: 'Hello', start: 0.12, end: 0.48 }, { text: 'world.', start: 0.55, end: 1.02 }] });
    const request = fake.requests.at(-1)!;
    expect(request.path).toBe('/v1/audio/transcriptions');
    expect(request.authorization).toBe('Bearer stt-secret');
    expect(request.fields).toEqual({ model: ['whisper-1'], response_format: ['verbose_json'], 'timestamp_granularities[]': ['word'] });
    expect(request.file).toMatchObject({ type: 'audio/wav', name: 'speech.wav' });
    expect(request.file!.bytes.equals(wav)).toBe(true);
  });

  it('reads words that a server puts in its segments only, and clamps times to the audio', () => {
    expect(wordsOfAnswer({ segments: [{ id: 0, words: [{ word: 'Hi', start: 0, end: 0.3 }, { word: 'late', start: 1.9, end: 2.6 }] }] }, 2)).toEqual([
      { text: 'Hi', start: 0, end: 0.3 },
      { text: 'late', start: 1.9, end: 2 },
    ]);
  });

  it('falls back with a reason on a refusal, garbage, no words, words out of order, or a slow server', async () => {
    fake.reply = { status: 401, body: '{"error":"no"}' };
    expect(await transcribe(settings, wav, 2)).toEqual({ reason: 'the transcription endpoint answered 401' });
    fake.reply = { status: 200, body: '<html>not json' };
    expect((await transcribe(settings, wav, 2)).reason).toMatch(/not JSON/);
    fake.reply = { status: 200, body: JSON.stringify({ text: 'no timestamps' }) };
    expect((await transcribe(settings, wav, 2)).reason).toMatch(/no usable word timestamps/);
    fake.reply = { status: 200, body: verboseJson([{ word: 'b', start: 1, end: 1.2 }, { word: 'a', start: 0.2, end: 0.4 }]) };
    expect((await transcribe(settings, wav, 2)).reason).toMatch(/no usable word timestamps/);
    fake.reply = { status: 200, body: JSON.stringify({ words: 'garbage' }) };
    expect((await transcribe(settings, wav, 2)).reason).toMatch(/no usable word timestamps/);
    fake.reply = { status: 200, body: verboseJson(words), delayMs: 10_000 };
    const started = Date.now();
    expect((await transcribe({ ...settings, timeoutMs: 300 }, wav, 2)).reason).toMatch(/no answer within 0\.3 s/);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('fails cleanly when nothing listens, and stops with the job', async () => {
    expect((await transcribe({ ...settings, url: 'http://127.0.0.1:9/v1' }, wav, 2)).reason).toMatch(/could not be used/);
    fake.reply = { status: 200, body: verboseJson(words), delayMs: 10_000 };
    const stop = new AbortController();
    const pending = transcribe(settings, wav, 2, stop.signal);
    stop.abort(new Error('job stopped'));
    await expect(pending).rejects.toThrow('job stopped');
  });

  it('is configured by the operator, or absent', () => {
    expect(transcribeSettingsFromEnv({})).toBeUndefined();
    expect(transcribeSettingsFromEnv({ MONTAGE_TRANSCRIBE_URL: 'http://stt:8000/v1/', MONTAGE_TRANSCRIBE_TIMEOUT_MS: 'x' })).toEqual({ url: 'http://stt:8000/v1', model: 'whisper-1', apiKey: undefined, timeoutMs: 120_000 });
  });
});
