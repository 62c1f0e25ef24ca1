import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { mediaBinaries } from '../../lib/media/binaries.js';
import { synthesizePhrases } from '../render/sound/narration.js';
import { parseWav } from '../render/sound/wav.js';
import type { NarrationVoice } from '../../model/narration-voice.js';
import { medianPitch } from './pitch.js';
import { endpointVoice, parseVoiceMap, speechSettingsFromEnv, type SpeechSettings } from './speech-endpoint.js';

/*
 * FAKE SPEECH ENDPOINT, named as such: a neural voice (OpenAI, Kokoro, Piper) cannot run here, so a loopback HTTP
 * server answers `POST /v1/audio/speech` as an OpenAI-compatible one does, with real audio made by FFmpeg: a
 * 24 kHz WAV or an MP3 of a 400 Hz tone (its pitch tells the endpoint's audio from espeak-ng's), 1.2 s per
 * phrase. `mode` makes it slow, refuse, answer garbage or silence, or redirect elsewhere; each must fall back to
 * espeak-ng with the reason in the note.
 */

const run = promisify(execFile);
type Mode = 'wav' | 'mp3' | 'slow' | 'refuse' | 'garbage' | 'silence' | 'redirect';
let mode: Mode = 'wav';
const requests: { body: Record<string, unknown>; authorization?: string; path?: string }[] = [];
let elsewhereHits = 0;
let server: Server;
let elsewhere: Server;
let work: string;
const audio: Record<'wav' | 'mp3' | 'silence', Buffer> = { wav: Buffer.alloc(0), mp3: Buffer.alloc(0), silence: Buffer.alloc(0) };

async function ffmpegAudio(args: string[], name: string): Promise<Buffer> {
  const path = join(work, name);
  await run(mediaBinaries().ffmpeg, ['-v', 'error', '-y', ...args, path]);
  return readFile(path);
}

const listen = async (s: Server) => {
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  return `http://127.0.0.1:${(s.address() as AddressInfo).port}`;
};

let base: string;
let elsewhereUrl: string;
beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'speech-endpoint-test-'));
  const tone = ['-f', 'lavfi', '-i', 'sine=frequency=400:duration=1.2:sample_rate=24000'];
  audio.wav = await ffmpegAudio([...tone, '-ac', '1', '-c:a', 'pcm_s16le'], 'tone.wav');
  audio.mp3 = await ffmpegAudio([...tone, '-ac', '1', '-c:a', 'libmp3lame', '-b:a', '64k'], 'tone.mp3');
  audio.silence = await ffmpegAudio(['-f', 'lavfi', '-i', 'anullsrc=r=24000:cl=mono', '-t', '1', '-c:a', 'pcm_s16le'], 'silence.wav');
  elsewhere = createServer((_req, res) => {
    elsewhereHits++;
    res.writeHead(200, { 'content-type': 'audio/wav' });
    res.end(audio.wav);
  });
  elsewhereUrl = await listen(elsewhere);
  server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      requests.push({ body: JSON.parse(body || '{}'), authorization: req.headers.authorization, path: req.url });
      if (mode === 'slow') return; // never answers: the engine's deadline must end it
      if (mode === 'refuse') return void res.writeHead(401, { 'content-type': 'application/json' }).end('{"error":{"message":"bad key"}}');
      if (mode === 'redirect') return void res.writeHead(302, { location: `${elsewhereUrl}/audio.wav` }).end();
      if (mode === 'garbage') return void res.writeHead(200, { 'content-type': 'audio/wav' }).end(Buffer.from('this is not audio at all, just some text '.repeat(40)));
      res.writeHead(200, { 'content-type': mode === 'mp3' ? 'audio/mpeg' : 'audio/wav' });
      res.end(audio[mode === 'mp3' ? 'mp3' : mode === 'silence' ? 'silence' : 'wav']);
    });
  });
  base = `${await listen(server)}/v1`;
});
afterAll(async () => {
  server.closeAllConnections();
  elsewhere.closeAllConnections();
  await Promise.all([new Promise((r) => server.close(r)), new Promise((r) => elsewhere.close(r))]);
  await rm(work, { recursive: true, force: true });
});

function settings(extra: Record<string, string> = {}): SpeechSettings {
  return speechSettingsFromEnv({ MONTAGE_SPEECH_URL: `${base}/`, MONTAGE_SPEECH_API_KEY: 'speech-secret', MONTAGE_SPEECH_TIMEOUT_MS: '1500', ...extra })!;
}

let n = 0;
async function narrate(phrases: string[], speech: SpeechSettings, voice?: NarrationVoice) {
  const dir = await mkdtemp(join(work, `n${n++}-`));
  const path = join(dir, 'narration.wav');
  requests.length = 0;
  const spoken = await synthesizePhrases(phrases, dir, path, { voice, speech });
  return { spoken, wav: parseWav(await readFile(path)) };
}

const PHRASES = ['Welcome to our annual report.', 'This year was our best one yet.'];

describe('settings', () => {
  it('come from MONTAGE_SPEECH_*; without a URL there is no endpoint', () => {
    expect(speechSettingsFromEnv({})).toBeUndefined();
    const s = speechSettingsFromEnv({ MONTAGE_SPEECH_URL: 'http://kokoro:8880/v1/', MONTAGE_SPEECH_MODEL: 'kokoro', MONTAGE_SPEECH_VOICE: 'af_heart', MONTAGE_SPEECH_VOICES: 'female=af_bella, male=am_adam, es=ef_dora, en-gb+male=bm_george', MONTAGE_SPEECH_LANGUAGES: 'en, es' })!;
    expect(s).toMatchObject({ url: 'http://kokoro:8880/v1', model: 'kokoro', defaultVoice: 'af_heart', languages: ['en', 'es'], timeoutMs: 60_000 });
    expect(endpointVoice(s, undefined, 'en')).toBe('af_heart');
    expect(endpointVoice(s, { gender: 'female' }, 'en')).toBe('af_bella');
    expect(endpointVoice(s, { gender: 'male' }, 'en-GB')).toBe('bm_george');
    expect(endpointVoice(s, { gender: 'male' }, 'en-US')).toBe('am_adam');
    expect(endpointVoice(s, undefined, 'es')).toBe('ef_dora');
    // OpenAI's names by default.
    const openai = speechSettingsFromEnv({ MONTAGE_SPEECH_URL: 'https://api.openai.com/v1' })!;
    expect(openai.model).toBe('tts-1');
    expect(endpointVoice(openai, { gender: 'female' }, 'en')).toBe('nova');
    expect(endpointVoice(openai, { pitch: 'low' }, 'en')).toBe('onyx');
    expect(endpointVoice(openai, undefined, 'en-GB')).toBe('fable');
    expect(endpointVoice(openai, undefined, 'fr')).toBe('alloy');
    expect(parseVoiceMap('a=b,,=c,d=')).toEqual(new Map([['a', 'b']]));
  });
});

describe('the speech endpoint speaks the narration', () => {
  it('asks for each phrase with the voice, the speed and the key, and joins its WAVs into a 48 kHz track', async () => {
    mode = 'wav';
    const { spoken, wav } = await narrate(PHRASES, settings(), { gender: 'female', speed: 0.8 });
    expect(spoken.speaker).toEqual({ engine: 'speech-endpoint', voice: 'nova', language: 'en', detected: true });
    expect(spoken.note).toBeUndefined();
    expect(requests).toHaveLength(2);
    expect(requests.map((r) => r.body.input).sort()).toEqual([...PHRASES].sort());
    for (const r of requests) {
      expect(r.path).toBe('/v1/audio/speech');
      expect(r.authorization).toBe('Bearer speech-secret');
      expect(r.body).toMatchObject({ model: 'tts-1', voice: 'nova', response_format: 'wav', speed: 0.8 });
    }
    expect(wav.sampleRate).toBe(48_000);
    // Two 1.2 s tones (sound to their last sample: nothing to trim), a 0.25 s pause and a 0.15 s tail.
    expect(spoken.seconds).toBeCloseTo(1.2 + 0.25 + 1.2 + 0.15, 2);
    expect(medianPitch(wav).hz).toBeCloseTo(400, -1);
    // The endpoint reports no word times: they are measured by a transcription endpoint or estimated (captions.ts).
    expect(spoken.phrases.every((p) => p.words === undefined)).toBe(true);
  });

  it('decodes an MP3 answer', async () => {
    mode = 'mp3';
    const { spoken, wav } = await narrate(PHRASES, settings());
    expect(spoken.note).toBeUndefined();
    expect(spoken.speaker.engine).toBe('speech-endpoint');
    expect(wav.sampleRate).toBe(48_000);
    expect(medianPitch(wav).hz).toBeCloseTo(400, -1);
  });

  it('leaves a language it is not set up for to espeak-ng, and says so', async () => {
    mode = 'wav';
    const { spoken } = await narrate(['Bienvenidos a nuestro informe anual.'], settings({ MONTAGE_SPEECH_LANGUAGES: 'en' }));
    expect(requests).toHaveLength(0);
    expect(spoken.speaker).toMatchObject({ engine: 'espeak-ng', voice: 'es' });
    expect(spoken.note).toMatch(/espeak-ng spoke the narration: the speech endpoint is not set up for "es"/);
  });
});

describe('any failure falls back to espeak-ng, and the note says why', () => {
  const cases: [Mode, RegExp][] = [
    ['slow', /the speech endpoint failed \(it did not answer within 1\.5 s\), so espeak-ng spoke the narration/],
    ['refuse', /the speech endpoint failed \(it answered 401\)/],
    ['garbage', /the speech endpoint failed \(its audio could not be read/],
    ['silence', /the speech endpoint failed \(its audio was silent\)/],
    ['redirect', /the speech endpoint failed \(it answered with a redirect, which is never followed\)/],
  ];
  it.each(cases)('%s', async (m, note) => {
    mode = m;
    const { spoken, wav } = await narrate(PHRASES, settings(), { gender: 'female' });
    expect(requests.length).toBeGreaterThan(0);
    expect(spoken.note).toMatch(note);
    expect(spoken.speaker).toEqual({ engine: 'espeak-ng', voice: 'en-us+f3', language: 'en', detected: true });
    expect(wav.sampleRate).toBe(48_000);
    // espeak-ng's female voice, not the endpoint's tone.
    expect(medianPitch(wav).hz).toBeGreaterThan(170);
    expect(medianPitch(wav).hz).toBeLessThan(330);
  });

  it('never follows a redirect to another address', () => {
    expect(elsewhereHits).toBe(0);
  });

  it('an unreachable endpoint', async () => {
    // A port nothing listens on: one that was just closed.
    const closed = createServer();
    const url = await listen(closed);
    await new Promise((r) => closed.close(r));
    const { spoken } = await narrate(PHRASES, { ...settings(), url: `${url}/v1` });
    expect(spoken.note).toMatch(/the speech endpoint failed \(it could not be reached \(ECONNREFUSED\)\)/);
    expect(spoken.speaker.engine).toBe('espeak-ng');
  });
});
