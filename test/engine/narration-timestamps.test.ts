import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildCaptions } from '../../engine/render/captions/captions.js';
import { encodeWav, parseWav, type Wav } from '../../engine/render/sound/wav.js';
import { speechSettingsFromEnv } from '../../engine/speech/speech-endpoint.js';
import { transcriberFromEnv } from '../../engine/transcribe.js';
import { startFakeWhisper, verboseJson, type FakeWhisper } from '../support/fake-whisper.js';

/*
 * Word times of a narration the speech endpoint spoke, measured by the transcription endpoint
 * (engine/render/captions/narration-timestamps.ts). Neither model can run here, so two stand-ins, named as such:
 * FAKE SPEECH ENDPOINT answers each phrase with one 0.3 s tone burst per word, 0.15 s apart (so where each word is
 * in the audio is known), and FAKE WHISPER (test/support/fake-whisper.ts) recognises the audio it is SENT: it finds
 * the bursts in the uploaded track and answers them as words with those timestamps, as whisper's verbose_json does
 * (lower case, no punctuation). The karaoke cues must carry those times; a slow, refusing or garbage-answering
 * transcription endpoint, or one that heard other words, leaves the estimate, and the note says so.
 */

const TEXT = 'One two three four. Five six seven.';
const dir = mkdtempSync(join(tmpdir(), 'narration-timestamps-'));
let speech: Server;
let speechUrl: string;
let whisper: FakeWhisper;
/** What the fake recogniser answers about the audio: its words as heard, or another kind of answer. */
let heard: 'words' | 'other-words' = 'words';

function bursts(words: number, rate = 24_000): Buffer {
  const samples: number[] = [];
  for (let w = 0; w < words; w++) {
    for (let i = 0; i < rate * 0.3; i++) samples.push(Math.round(9000 * Math.sin((2 * Math.PI * 300 * i) / rate)));
    if (w < words - 1) for (let i = 0; i < rate * 0.15; i++) samples.push(0);
  }
  return encodeWav({ sampleRate: rate, channels: 1, bitsPerSample: 16 }, Buffer.from(Int16Array.from(samples).buffer));
}

/** Runs of sound in the WAV (10 ms windows over 1 % of full scale, gaps of 60 ms or more between runs). */
function soundRuns(wav: Wav): [number, number][] {
  const hop = Math.round(wav.sampleRate * 0.01);
  const frames = wav.data.length / (wav.channels * 2);
  const runs: [number, number][] = [];
  for (let at = 0; at < frames; at += hop) {
    let sum = 0;
    const end = Math.min(frames, at + hop);
    for (let i = at; i < end; i++) sum += (wav.data.readInt16LE(i * wav.channels * 2) / 32768) ** 2;
    if (Math.sqrt(sum / (end - at)) < 0.01) continue;
    const t = at / wav.sampleRate;
    const last = runs.at(-1);
    if (last && t - last[1] < 0.06) last[1] = end / wav.sampleRate;
    else runs.push([t, end / wav.sampleRate]);
  }
  return runs;
}

let runsSent: [number, number][] = [];

beforeAll(async () => {
  speech = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const input = String(JSON.parse(body).input ?? '');
      res.writeHead(200, { 'content-type': 'audio/wav' }).end(bursts(input.split(/\s+/).filter(Boolean).length));
    });
  });
  await new Promise<void>((r) => speech.listen(0, '127.0.0.1', r));
  speechUrl = `http://127.0.0.1:${(speech.address() as AddressInfo).port}/v1`;
  whisper = await startFakeWhisper();
  whisper.answer = (file) => {
    runsSent = soundRuns(parseWav(file));
    const words = heard === 'words' ? TEXT.toLowerCase().replace(/[.]/g, '').split(' ') : runsSent.map((_, i) => `mumble${i}`);
    return { status: 200, body: verboseJson(runsSent.map(([start, end], i) => ({ word: ` ${words[i] ?? 'extra'}`, start, end }))) };
  };
});
afterAll(async () => {
  speech.closeAllConnections();
  await new Promise((r) => speech.close(r));
  await whisper.close();
  rmSync(dir, { recursive: true, force: true });
});

let n = 0;
const captions = (env: Record<string, string>) =>
  buildCaptions({
    text: TEXT,
    work: mkdtempSync(join(dir, `w${n++}-`)),
    chapterSeconds: 60,
    style: 'karaoke',
    speech: speechSettingsFromEnv({ MONTAGE_SPEECH_URL: speechUrl, MONTAGE_SPEECH_TIMEOUT_MS: '10000' }),
    transcribe: transcriberFromEnv({ MONTAGE_TRANSCRIBE_TIMEOUT_MS: '1500', ...env }),
  });

describe('word times from the transcription endpoint', () => {
  it('times the karaoke words by the timestamps the endpoint heard in the spoken track', async () => {
    heard = 'words';
    whisper.requests.length = 0;
    const track = await captions({ MONTAGE_TRANSCRIBE_URL: whisper.url });
    expect(track.spoken.speaker.engine).toBe('speech-endpoint');
    expect(track.spoken.note).toBeUndefined();
    // One request, the whole 48 kHz narration track, asking for word timestamps.
    expect(whisper.requests).toHaveLength(1);
    expect(whisper.requests[0]!.fields).toMatchObject({ response_format: ['verbose_json'], 'timestamp_granularities[]': ['word'] });
    const words = track.cues.flatMap((c) => c.words ?? []);
    expect(words.map((w) => w.text).join(' ')).toBe(TEXT);
    // Seven bursts, one per word, and each word lit exactly over its burst.
    expect(runsSent).toHaveLength(7);
    for (const [i, w] of words.entries()) {
      expect(Math.abs(w.start - runsSent[i]![0])).toBeLessThan(0.011);
      expect(Math.abs(w.end - runsSent[i]![1])).toBeLessThan(0.011);
    }
  }, 60_000);

  const fallbacks: [string, () => void, RegExp][] = [
    ['a slow endpoint', () => (whisper.reply = { status: 200, body: verboseJson([]), delayMs: 8_000 }), /timed by estimate: the transcription endpoint could not be used \(no answer within 1\.5 s\)/],
    ['a refusal', () => (whisper.reply = { status: 503, body: '{"error":"busy"}' }), /timed by estimate: the transcription endpoint answered 503/],
    ['garbage', () => (whisper.reply = { status: 200, body: '\u0000\u0001 not json' }), /timed by estimate: the transcription endpoint answered something that is not JSON/],
    ['other words', () => (heard = 'other-words'), /timed by estimate: the transcription endpoint heard other words than the narration’s/],
  ];
  it.each(fallbacks)('falls back to the estimate on %s, and says so', async (name, setUp, note) => {
    const recogniser = whisper.answer;
    // The recogniser answers other words itself; the other cases answer a fixed reply.
    if (name !== 'other words') whisper.answer = undefined;
    setUp();
    try {
      const track = await captions({ MONTAGE_TRANSCRIBE_URL: whisper.url });
      expect(track.spoken.note).toMatch(note);
      const words = track.cues.flatMap((c) => c.words ?? []);
      expect(words.map((w) => w.text).join(' ')).toBe(TEXT);
      for (let i = 1; i < words.length; i++) expect(words[i]!.start).toBeGreaterThanOrEqual(words[i - 1]!.end - 1e-6);
    } finally {
      whisper.answer = recogniser;
      heard = 'words';
    }
  }, 60_000);

  it('without a transcription endpoint the words are estimated, with no note', async () => {
    const track = await buildCaptions({ text: TEXT, work: mkdtempSync(join(dir, 'none-')), chapterSeconds: 60, style: 'karaoke', speech: speechSettingsFromEnv({ MONTAGE_SPEECH_URL: speechUrl }) });
    expect(track.spoken.note).toBeUndefined();
    expect(track.cues.flatMap((c) => c.words ?? []).map((w) => w.text).join(' ')).toBe(TEXT);
  }, 60_000);
});
