import { describe, expect, it, afterAll } from '@jest/globals';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { findOnPath, resolveMediaBinaries } from './binaries.js';

const dir = mkdtempSync(join(tmpdir(), 'binaries-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function file(path: string, mode: number): string {
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, '#!/bin/sh\n');
  chmodSync(path, mode);
  return path;
}

describe('finding FFmpeg', () => {
  const plain = join(dir, 'plain');
  const bin = join(dir, 'bin');
  file(join(plain, 'ffmpeg'), 0o644); // not executable: skipped
  mkdirSync(join(dir, 'dirs', 'ffprobe'), { recursive: true }); // a directory of that name: skipped
  const ffmpeg = file(join(bin, 'ffmpeg'), 0o755);
  const ffprobe = file(join(bin, 'ffprobe'), 0o755);
  const path = [plain, join(dir, 'dirs'), 'relative', bin].join(delimiter);

  it('takes the first executable file on PATH, as an absolute path', () => {
    expect(findOnPath('ffmpeg', path)).toBe(ffmpeg);
    expect(findOnPath('ffprobe', path)).toBe(ffprobe);
    expect(findOnPath('ffmpeg', plain)).toBeUndefined();
    expect(findOnPath('ffmpeg', '')).toBeUndefined();
  });

  it('prefers FFMPEG_PATH/FFPROBE_PATH, then PATH, then the npm builds', () => {
    expect(resolveMediaBinaries({ PATH: path, FFMPEG_PATH: '/opt/ff/ffmpeg', FFPROBE_PATH: '/opt/ff/ffprobe' })).toEqual({
      ffmpeg: '/opt/ff/ffmpeg',
      ffprobe: '/opt/ff/ffprobe',
      source: 'env',
    });
    expect(resolveMediaBinaries({ PATH: path })).toEqual({ ffmpeg, ffprobe, source: 'system' });
    const npm = resolveMediaBinaries({ PATH: plain });
    expect(npm.source).toBe('npm');
    expect(npm.ffmpeg).toContain('@ffmpeg-installer');
    expect(npm.ffprobe).toContain('@ffprobe-installer');
  });
});
