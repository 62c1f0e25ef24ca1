import { describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { makeCodedClip } from '../support/coded-clip.js';
import { ffprobe, makeMedia } from '../support/media.js';

const run = promisify(execFile);
const require = createRequire(import.meta.url);
const here = dirname(fileURLToPath(import.meta.url));

describe('rendering with the FFmpeg 4.1 shipped in npm packages (what npm start uses without a system FFmpeg)', () => {
  it('renders and joins chapters in the uniform format', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'npm-ffmpeg-'));
    const image = await makeMedia('png', join(dir, 'i.png'));
    const audio = await makeMedia('wav', join(dir, 'a.wav'), { seconds: 2 });
    // A clip with sound, made by the test's FFmpeg (a pixel-coded counter and a tone: test/support/coded-clip.ts).
    const clip = await makeCodedClip(join(dir, 'clip.mp4'), 3, { width: 384 });
    const out = join(dir, 'joined.mp4');
    const env = {
      ...process.env,
      FFMPEG_PATH: (require('@ffmpeg-installer/ffmpeg') as { path: string }).path,
      FFPROBE_PATH: (require('@ffprobe-installer/ffprobe') as { path: string }).path,
    };
    const { stdout } = await run(process.execPath, ['--import', 'tsx', join(here, 'fixtures', 'render-sample.ts'), image, audio, out, clip], { env, timeout: 120_000 });
    const report = JSON.parse(stdout.trim().split('\n').at(-1)!) as { binaries: { source: string }; progress: number };
    expect(report.binaries.source).toBe('env');
    expect(report.progress).toBe(1);
    const probe = await ffprobe(out);
    expect(probe.streams.find((s) => s.codec_type === 'video')).toMatchObject({ codec_name: 'h264', width: 1920, height: 1080, pix_fmt: 'yuv420p', color_space: 'bt709' });
    expect(probe.streams.find((s) => s.codec_type === 'audio')).toMatchObject({ codec_name: 'aac', sample_rate: '48000', channels: 2 });
    // 3 s, 1 s, and the footage chapter's 2 s.
    expect(Number(probe.format.duration)).toBeCloseTo(6, 0);
  }, 150_000);
});
