import { beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { concatChapters } from '../../engine/render/output/concat.js';
import { renderChapter } from '../../engine/render/render-chapter.js';
import type { SceneDocumentV1 as SceneDocument } from '../../engine/scene/migrate.js';
import { findPhrase, grabFrame, ocrWords } from './video-checks.js';
import { ffprobe, makeMedia, ocrFrame } from '../support/media.js';

const IMG = 'ast_IMAGEaaaaaaaaaaaaaaaa';
const VID = 'ast_VIDEOaaaaaaaaaaaaaaaa';
const AUD = 'ast_AUDIOaaaaaaaaaaaaaaaa';

function expectUniformFormat(probe: Awaited<ReturnType<typeof ffprobe>>, seconds: number) {
  const video = probe.streams.find((s) => s.codec_type === 'video')!;
  const audio = probe.streams.find((s) => s.codec_type === 'audio')!;
  expect(video).toMatchObject({ codec_name: 'h264', width: 1920, height: 1080, pix_fmt: 'yuv420p', r_frame_rate: '30/1', color_space: 'bt709' });
  expect(audio).toMatchObject({ codec_name: 'aac', sample_rate: '48000', channels: 2 });
  expect(Number(probe.format.duration)).toBeCloseTo(seconds, 1);
}

describe('chapter rendering (real FFmpeg, ffprobe, tesseract)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'render-test-'));
  const media = new Map<string, string>();
  beforeAll(async () => {
    media.set(IMG, await makeMedia('png', join(dir, 'image.png'), { size: '640x480' }));
    media.set(VID, await makeMedia('mp4', join(dir, 'clip.mp4'), { seconds: 1 }));
    media.set(AUD, await makeMedia('wav', join(dir, 'music.wav'), { seconds: 2 }));
  });

  it('renders title, caption, image, soundtrack and narration in the uniform format, with legible text', async () => {
    const doc: SceneDocument = {
      version: 1,
      theme: 'classic',
      background: '#000080',
      scenes: [
        { duration: 3, title: 'MONTAGE WORKS', caption: "it's 100%: real, isn't it?", media: { assetId: IMG, kind: 'image' }, fade: true },
        { duration: 2, title: 'Second', media: { assetId: VID, kind: 'video' }, fade: false },
      ],
      soundtrack: { assetId: AUD },
      narration: 'Hello from Montage',
    };
    const output = join(dir, 'chapter.mp4');
    const progress: number[] = [];
    const { seconds } = await renderChapter({ document: doc, media, output, onProgress: (p) => progress.push(p) });
    expect(seconds).toBe(5);
    expectUniformFormat(await ffprobe(output), 5);
    expect(progress.length).toBeGreaterThan(0);
    expect(Math.max(...progress)).toBeGreaterThan(0.9);
    // Word boxes (the picture behind the title's panel is a loud test pattern, which whole-frame OCR reads as noise).
    const words = await ocrWords(await grabFrame(output, 1.5, join(dir, 'frame.png')));
    expect(findPhrase(words, 'MONTAGE WORKS')).toBeDefined();
  });

  it('keeps text that looks like FFmpeg syntax verbatim', async () => {
    const title = "A:B,C;[D]'E'\\F %{pts} 100%";
    const output = join(dir, 'tricky.mp4');
    await renderChapter({ document: { version: 1, theme: 'classic', background: '#ffffff', scenes: [{ duration: 1, title, fade: false }] }, media, output });
    const text = await ocrFrame(output, 0.5, join(dir, 'tricky.png'));
    // OCR is not exact on punctuation; the letters and the literal %{pts} (not expanded to a number) must be there.
    expect(text.replace(/\s+/g, '')).toMatch(/A.?B.?C.*D.*E.*F.*%\{pts\}/);
  });

  it('renders a silent chapter with an audio track and joins chapters by stream copy', async () => {
    const a = join(dir, 'a.mp4');
    const b = join(dir, "b it's.mp4");
    await renderChapter({ document: { version: 1, theme: 'minimal', background: '#f5f5f5', scenes: [{ duration: 2, title: 'A', fade: false }] }, media, output: a });
    await renderChapter({ document: { version: 1, theme: 'bold', background: '#111111', scenes: [{ duration: 1.5, caption: 'B', fade: true }] }, media, output: b });
    expectUniformFormat(await ffprobe(a), 2);
    const joined = join(dir, 'joined.mp4');
    await concatChapters([a, b], joined);
    expectUniformFormat(await ffprobe(joined), 3.5);
  });
});
