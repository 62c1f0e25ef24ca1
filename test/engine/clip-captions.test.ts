import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseWebVtt } from '../../engine/render/captions/captions-vtt.js';
import { interpretPrompt } from '../../engine/interpret/index.js';
import { renderChapter } from '../../engine/render/render-chapter.js';
import type { SceneDocumentInput } from '../../model/scene-document.js';
import { transcriberFromEnv } from '../../engine/transcribe.js';
import { parseWav } from '../../engine/render/sound/wav.js';
import { startFakeWhisper, verboseJson, type FakeWhisper } from '../support/fake-whisper.js';
import { ocrFrame } from '../support/media.js';

/*
 * Captions of an uploaded clip's speech (engine/render/captions/clip-captions.ts): the clip's sound is sent to the operator's
 * transcription endpoint, here FAKE WHISPER (test/support/fake-whisper.ts; whisper cannot run here) answering a
 * fixed verbose_json, and its words are drawn on the clip where it shows and written to the chapter's WebVTT. When
 * the endpoint fails, or none is configured, the chapter renders without those captions and its note says why.
 */

const dir = mkdtempSync(join(tmpdir(), 'clip-captions-'));
let fake: FakeWhisper;
let clip: string;
const CLIP = 'ast_CLIPaaaaaaaaaaaaaaaaa';
const words = [
  { word: 'Hello', start: 0.3, end: 0.7 },
  { word: 'from', start: 0.75, end: 1.0 },
  { word: 'the', start: 1.05, end: 1.2 },
  { word: 'workshop.', start: 1.25, end: 1.9 },
  { word: 'Watch', start: 2.4, end: 2.8 },
  { word: 'closely.', start: 2.85, end: 3.5 },
];

beforeAll(async () => {
  fake = await startFakeWhisper();
  // A real clip with real speech: espeak-ng's voice over a plain picture.
  writeFileSync(join(dir, 'speech.txt'), 'Hello from the workshop. Watch closely.');
  execFileSync('espeak-ng', ['-v', 'en-us', '-w', join(dir, 'speech.wav'), '-f', join(dir, 'speech.txt')]);
  clip = join(dir, 'clip.mp4');
  execFileSync('ffmpeg', ['-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'color=c=0x303848:s=640x360:r=25:d=4', '-i', join(dir, 'speech.wav'), '-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', clip]);
}, 60_000);
afterAll(async () => {
  await fake.close();
  rmSync(dir, { recursive: true, force: true });
});

const doc = (captionStyle?: 'karaoke'): SceneDocumentInput => ({
  version: 2,
  background: { type: 'solid', colour: '#101820' },
  scenes: [
    { duration: 1, layers: [{ type: 'text', role: 'heading', text: 'Intro' }] },
    { duration: 4, layers: [{ type: 'media', assetId: CLIP, kind: 'video', captions: true, ...(captionStyle ? { captionStyle } : {}) }] },
  ],
});

const render = (name: string, document: SceneDocumentInput, env: NodeJS.ProcessEnv) =>
  renderChapter({ document, media: new Map([[CLIP, clip]]), mediaDir: dir, output: join(dir, `${name}.mp4`), transcribe: transcriberFromEnv(env) });

describe('captions of a clip’s speech', () => {
  it('sends the clip’s sound to the endpoint and shows its words where the clip plays (second scene: +1 s)', async () => {
    fake.reply = { status: 200, body: verboseJson(words) };
    const result = await render('ok', doc(), { MONTAGE_TRANSCRIBE_URL: fake.url, MONTAGE_TRANSCRIBE_API_KEY: 'k' });
    expect(result.note).toBeUndefined();
    const request = fake.requests.at(-1)!;
    expect(request.fields['timestamp_granularities[]']).toEqual(['word']);
    const sent = parseWav(request.file!.bytes);
    expect(sent.sampleRate).toBe(16000);
    expect(sent.seconds).toBeGreaterThan(2.5);
    expect(sent.seconds).toBeLessThanOrEqual(4.01);
    const cues = parseWebVtt(result.captions!);
    expect(cues.map((c) => c.text)).toEqual(['Hello from the workshop.', 'Watch closely.']);
    expect(cues[0]!.start).toBeCloseTo(1.3, 2);
    expect(cues[1]!.start).toBeCloseTo(3.4, 2);
    expect(cues[1]!.end).toBeLessThanOrEqual(5);
    expect(await ocrFrame(join(dir, 'ok.mp4'), 2, join(dir, 'ok.png'))).toContain('Hello from the workshop.');
    expect(await ocrFrame(join(dir, 'ok.mp4'), 3.9, join(dir, 'ok2.png'))).toContain('Watch closely.');
  }, 180_000);

  it('in karaoke, lights the clip’s words as they are said', async () => {
    fake.reply = { status: 200, body: verboseJson(words) };
    const result = await render('karaoke', doc('karaoke'), { MONTAGE_TRANSCRIBE_URL: fake.url });
    const cues = parseWebVtt(result.captions!);
    expect(cues.map((c) => c.text).join(' ')).toBe('Hello from the workshop. Watch closely.');
    expect(await ocrFrame(join(dir, 'karaoke.mp4'), 1.5, join(dir, 'k.png'))).toMatch(/Hello/);
  }, 180_000);

  it('leaves the captions out, and says why, when the endpoint refuses, answers garbage, or none is configured', async () => {
    fake.reply = { status: 503, body: '{"error":"overloaded"}' };
    const refused = await render('refused', doc(), { MONTAGE_TRANSCRIBE_URL: fake.url });
    expect(refused.captions).toBeUndefined();
    expect(refused.note).toMatch(/clip’s captions were left out: the transcription endpoint answered 503/);
    fake.reply = { status: 200, body: '{"words": [{"word": 1}]}' };
    const garbage = await render('garbage', doc(), { MONTAGE_TRANSCRIBE_URL: fake.url });
    expect(garbage.captions).toBeUndefined();
    expect(garbage.note).toMatch(/no usable word timestamps/);
    const none = await render('none', doc(), {});
    expect(none.captions).toBeUndefined();
    expect(none.note).toMatch(/no transcription endpoint is configured \(MONTAGE_TRANSCRIBE_URL\)/);
    expect((await ocrFrame(join(dir, 'none.mp4'), 2, join(dir, 'none.png'))).trim()).toBe('');
  }, 240_000);
  it('from a prompt: "subtitles for the video" asks for them; with no endpoint configured the note says so', async () => {
    const ctx = { assets: new Map([[CLIP, { id: CLIP, kind: 'video' as const, ready: true }]]), chapterDuration: null };
    const { document, summary } = interpretPrompt(undefined, `${CLIP} for 4 seconds with subtitles for the video`, ctx);
    expect(summary).toMatch(/captions of the clip’s speech/);
    const run = (name: string, env: NodeJS.ProcessEnv) =>
      renderChapter({ document, format: { aspect: 'landscape', resolution: '720p' }, media: new Map([[CLIP, clip]]), mediaDir: dir, output: join(dir, `${name}.mp4`), transcribe: transcriberFromEnv(env) });
    fake.reply = { status: 200, body: verboseJson(words) };
    const captioned = await run('prompt-ok', { MONTAGE_TRANSCRIBE_URL: fake.url });
    expect(captioned.note).toBeUndefined();
    expect(parseWebVtt(captioned.captions!).map((c) => c.text)).toEqual(['Hello from the workshop.', 'Watch closely.']);
    const none = await run('prompt-none', {});
    expect(none.captions).toBeUndefined();
    expect(none.note).toMatch(/the clip’s captions were left out: no transcription endpoint is configured \(MONTAGE_TRANSCRIBE_URL\)/);
  }, 180_000);
});
