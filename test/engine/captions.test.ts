import { afterAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildCaptions, captionSteps, parseWebVtt, setCaptions, type CaptionTrack } from '../../engine/render/captions/captions.js';
import { parseWav } from '../../engine/render/sound/wav.js';
import { ffprobe } from '../support/media.js';
import { ocrAt, renderClip } from './layer-harness.js';

/*
 * Captions (engine/render/captions/captions.ts): the narration spoken phrase by phrase with espeak-ng, each phrase's cue
 * timed from its real length, drawn in the lower part of the frame and written as WebVTT. Checked on the video
 * (OCR while each cue is active, and not before) and on the narration track (speech where the cues say).
 */

const dir = mkdtempSync(join(tmpdir(), 'captions-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const flat = (s: string) => s.replace(/\s+/g, ' ').trim();

/** Root mean square of the track's samples between two times, in full scale. */
function rms(track: CaptionTrack, from: number, to: number): number {
  const wav = parseWav(readFileSync(track.narrationPath));
  const a = Math.max(0, Math.round(from * wav.sampleRate));
  const b = Math.min(wav.data.length / 2, Math.round(to * wav.sampleRate));
  let sum = 0;
  for (let i = a; i < b; i++) sum += (wav.data.readInt16LE(i * 2) / 32768) ** 2;
  return Math.sqrt(sum / Math.max(1, b - a));
}

describe('captions timed to the narration', () => {
  const narration = 'Welcome to Montage. Every chart grows from its baseline, and every counter counts up. Captions follow the voice!';

  it('speaks phrase by phrase, times a cue to each, draws each while it is spoken and not before, and writes WebVTT', async () => {
    const work = join(dir, 'landscape');
    const track = await buildCaptions({ text: narration, work: mkdtempSync(join(dir, 'work-')), chapterSeconds: 60 });
    expect(track.cues.map((c) => flat(c.text))).toEqual([
      'Welcome to Montage.',
      'Every chart grows from its baseline, and every counter counts up.',
      'Captions follow the voice!',
    ]);
    // The second phrase is too long for one line of 42 characters: two lines.
    expect(track.cues[1]!.text.split('\n')).toHaveLength(2);

    // The track is the phrases joined: its length as written, and speech where each cue is.
    const probe = await ffprobe(track.narrationPath);
    expect(Number(probe.format.duration)).toBeCloseTo(track.narrationSeconds, 2);
    for (const cue of track.cues) expect(rms(track, cue.start, cue.start + 0.4)).toBeGreaterThan(0.02);
    // And a pause between phrases: quiet just before the next cue starts.
    for (const cue of track.cues.slice(1)) expect(rms(track, cue.start - 0.15, cue.start - 0.02)).toBeLessThan(0.01);

    // WebVTT: parses back to the same cues, in order, within the narration.
    const vtt = parseWebVtt(track.vtt);
    // WebVTT holds the cues without their word timings (those are for drawing karaoke).
    expect(vtt).toEqual(track.cues.map(({ words: _words, ...cue }) => cue));
    for (const [i, cue] of vtt.entries()) {
      expect(cue.end).toBeGreaterThan(cue.start);
      if (i > 0) expect(cue.start).toBeGreaterThanOrEqual(vtt[i - 1]!.end);
      expect(cue.end).toBeLessThanOrEqual(track.narrationSeconds + 0.61);
    }

    const seconds = Math.ceil(track.narrationSeconds + 0.5);
    const video = join(dir, 'captions.mp4');
    await renderClip(work, { frame: { width: 1280, height: 720 }, seconds, audio: track.narrationPath }, (ctx, input) => captionSteps(track.cues, ctx, input), video);
    const audio = (await ffprobe(video)).streams.find((s) => s.codec_type === 'audio');
    expect(audio).toBeDefined();
    const read = async (t: number) => flat(await ocrAt(video, t, join(dir, `at-${t}.png`), '6'));
    for (const [i, cue] of track.cues.entries()) {
      const during = await read((cue.start + cue.end) / 2);
      expect(during).toContain(flat(cue.text));
      // Before its cue starts, a phrase is not shown (the previous one is).
      if (i > 0) expect(await read(Math.max(0, cue.start - 0.2))).not.toContain(flat(cue.text).slice(0, 12));
    }
    expect(await read(0.02)).toContain('Welcome');
  }, 120_000);

  it('fits the captions in a portrait frame, in its middle band', async () => {
    const text = 'Vertical videos need captions that fit their narrow width, without cutting a single word.';
    const track = await buildCaptions({ text, work: mkdtempSync(join(dir, 'work-')), chapterSeconds: 60 });
    const frame = { width: 720, height: 1280 };
    const video = join(dir, 'portrait.mp4');
    await renderClip(join(dir, 'portrait'), { frame, seconds: Math.ceil(track.narrationSeconds), audio: track.narrationPath }, (ctx, input) => captionSteps(track.cues, ctx, input), video);
    // A phone reads two lines at 3.2 % of the height or more: the long phrase is shown as two cues (setCaptions).
    const drawn = setCaptions(track.cues, frame, 'classic');
    expect(drawn.style.fontSize).toBeGreaterThanOrEqual(frame.height * 0.028);
    expect(drawn.cues.length).toBeGreaterThan(track.cues.length);
    const cue = drawn.cues[0]!;
    const t = (cue.start + cue.end) / 2;
    // Captions sit in the middle band the platforms leave free (60-75 % of the height): OCR of the upper 55 % finds
    // nothing, of the whole frame the cue.
    const png = join(dir, 'portrait.png');
    const whole = flat(await ocrAt(video, t, png, '6'));
    expect(whole).toContain(flat(cue.text));
    const { execFileSync } = await import('node:child_process');
    const upper = join(dir, 'upper.png');
    execFileSync('ffmpeg', ['-loglevel', 'error', '-y', '-i', png, '-vf', `crop=${frame.width}:${Math.round(frame.height * 0.55)}:0:0`, upper]);
    const lowest = join(dir, 'lowest.png');
    // And the bottom 22 % (the platforms' captions and buttons) stays free too.
    execFileSync('ffmpeg', ['-loglevel', 'error', '-y', '-i', png, '-vf', `crop=${frame.width}:${Math.round(frame.height * 0.22)}:0:${Math.round(frame.height * 0.78)}`, lowest]);
    expect(execFileSync('tesseract', [lowest, 'stdout', '--psm', '6'], { stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim()).toBe('');
    expect(execFileSync('tesseract', [upper, 'stdout', '--psm', '6'], { stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim()).toBe('');
  }, 120_000);

  it('cuts the cues at the chapter end', async () => {
    const track = await buildCaptions({ text: narration, work: mkdtempSync(join(dir, 'work-')), chapterSeconds: 2.5 });
    expect(track.cues.length).toBeGreaterThan(0);
    for (const cue of track.cues) {
      expect(cue.start).toBeLessThan(2.5);
      expect(cue.end).toBeLessThanOrEqual(2.5);
    }
  });
});
