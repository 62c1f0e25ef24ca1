import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { interpretPrompt } from '../../engine/interpret.js';
import { renderChapter } from '../../engine/render/render-chapter.js';
import { speechSettingsFromEnv } from '../../engine/speech/speech-endpoint.js';
import { ffprobe } from '../support/media.js';

/*
 * A prompt's voice through a whole chapter render: the words reach the document, the document reaches espeak-ng,
 * and a failing speech endpoint (FAKE SPEECH ENDPOINT, named as such: a loopback server that refuses every request
 * with 503, as an overloaded one does) leaves the render whole, spoken by espeak-ng, with the reason in the
 * result's note.
 */

let server: Server;
let url: string;
let requests = 0;
beforeAll(async () => {
  server = createServer((req, res) => {
    requests++;
    req.resume();
    req.on('end', () => res.writeHead(503, { 'content-type': 'application/json' }).end('{"error":"overloaded"}'));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe('voices in a rendered chapter', () => {
  const dir = mkdtempSync(join(tmpdir(), 'voices-test-'));

  it('a prompt chooses the voice; a failing endpoint falls back to espeak-ng and the note says so', async () => {
    const { document, summary } = interpretPrompt(undefined, 'Title "Hola", narrate in a female voice: "Bienvenidos a nuestra tienda. Hoy tenemos ofertas." with captions, speak slower', { assets: new Map(), chapterDuration: null });
    expect(document.narration).toMatchObject({ captions: true, voice: { gender: 'female', speed: 0.8 } });
    expect(summary).toMatch(/narration with captions \(a female voice, slower: 0\.8× speed, Spanish, read from the text\)/);
    const output = join(dir, 'chapter.mp4');
    const result = await renderChapter({ document, format: { aspect: 'square', resolution: '720p' }, media: new Map(), output, speech: speechSettingsFromEnv({ MONTAGE_SPEECH_URL: url, MONTAGE_SPEECH_TIMEOUT_MS: '5000' }) });
    expect(requests).toBeGreaterThan(0);
    expect(result.note).toMatch(/^the speech endpoint failed \(it answered 503\), so espeak-ng spoke the narration/);
    const probe = await ffprobe(output);
    expect(probe.streams.find((s) => s.codec_type === 'audio')).toMatchObject({ sample_rate: '48000' });
    // The captions are the Spanish text, timed to the speech.
    expect(result.captions).toMatch(/Bienvenidos a nuestra tienda\./);
    expect(result.captions).toMatch(/Hoy tenemos ofertas\./);
  });
});
