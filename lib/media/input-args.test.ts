import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFile, execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { ALL_ASSET_CONTENT_TYPES } from '../../model/fields.js';
import { inputArgs, inputArgsForFile, MediaTypeMismatchError, readHead, sniffHead, UnsupportedMediaInputError } from './input-args.js';
import { CONTAINER_OF } from './sniff.js';

const run = promisify(execFile);
const require = createRequire(import.meta.url);
const dir = mkdtempSync(join(tmpdir(), 'input-args-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Both FFmpeg builds the project runs: Debian's 5.1 and the npm-shipped 4.1 (with its newer ffprobe). */
const BUILDS = {
  debian: { ffmpeg: 'ffmpeg', ffprobe: 'ffprobe' },
  npm: { ffmpeg: (require('@ffmpeg-installer/ffmpeg') as { path: string }).path, ffprobe: (require('@ffprobe-installer/ffprobe') as { path: string }).path },
};

const SOURCES: Record<string, { file: string; args: string[] }> = {
  'video/mp4': { file: 'v.mp4', args: ['-f', 'lavfi', '-i', 'testsrc2=size=160x120:rate=10:duration=1', '-c:v', 'libx264', '-pix_fmt', 'yuv420p'] },
  'video/quicktime': { file: 'v.mov', args: ['-f', 'lavfi', '-i', 'testsrc2=size=160x120:rate=10:duration=1', '-c:v', 'libx264', '-pix_fmt', 'yuv420p'] },
  'video/x-msvideo': { file: 'v.avi', args: ['-f', 'lavfi', '-i', 'testsrc2=size=160x120:rate=10:duration=1', '-c:v', 'mpeg4'] },
  'video/webm': { file: 'v.webm', args: ['-f', 'lavfi', '-i', 'testsrc2=size=160x120:rate=10:duration=1', '-c:v', 'libvpx-vp9', '-deadline', 'realtime'] },
  'image/png': { file: 'i.png', args: ['-f', 'lavfi', '-i', 'testsrc2=size=160x120', '-frames:v', '1'] },
  'image/jpeg': { file: 'i.jpg', args: ['-f', 'lavfi', '-i', 'testsrc2=size=160x120', '-frames:v', '1'] },
  'image/gif': { file: 'i.gif', args: ['-f', 'lavfi', '-i', 'testsrc2=size=160x120:rate=5:duration=1'] },
  'image/webp': { file: 'i.webp', args: ['-f', 'lavfi', '-i', 'testsrc2=size=160x120', '-frames:v', '1'] },
  'audio/mpeg': { file: 'a.mp3', args: ['-f', 'lavfi', '-i', 'sine=duration=1'] },
  'audio/wav': { file: 'a.wav', args: ['-f', 'lavfi', '-i', 'sine=duration=1'] },
  'audio/ogg': { file: 'a.ogg', args: ['-f', 'lavfi', '-i', 'sine=duration=1', '-c:a', 'libvorbis'] },
  'audio/aac': { file: 'a.aac', args: ['-f', 'lavfi', '-i', 'sine=duration=1', '-c:a', 'aac', '-f', 'adts'] },
};
const paths: Record<string, string> = {};

beforeAll(async () => {
  for (const [type, { file, args }] of Object.entries(SOURCES)) {
    paths[type] = join(dir, file);
    await run('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args, paths[type]!]);
  }
}, 60_000);

describe('inputArgs: how FFmpeg may open a user file', () => {
  it('has a demuxer for every type the spec lists but SVG', () => {
    expect(Object.keys(CONTAINER_OF).sort()).toEqual([...ALL_ASSET_CONTENT_TYPES].sort());
    expect(Object.keys(SOURCES).sort()).toEqual(ALL_ASSET_CONTENT_TYPES.filter((t) => t !== 'image/svg+xml').sort());
  });

  it('names the demuxer, whitelists it and the file protocol only, and reads the path as a file', () => {
    const path = paths['video/mp4']!;
    expect(inputArgs(sniffHead('video/mp4', readHead(path)), path)).toEqual([
      '-f', 'mov', '-format_whitelist', 'mov', '-protocol_whitelist', 'file', '-enable_drefs', '0', '-use_absolute_path', '0', '-i', `file:${path}`,
    ]);
    expect(inputArgs(sniffHead('audio/wav', readHead(paths['audio/wav']!)), '', { pipe: true })).toEqual([
      '-f', 'wav', '-format_whitelist', 'wav', '-protocol_whitelist', 'pipe', '-i', 'pipe:0',
    ]);
  });

  it.each(Object.keys(SOURCES))('%s opens with both FFmpeg builds (ffprobe and a decode)', async (type) => {
    const path = paths[type]!;
    const args = inputArgs(sniffHead(type, readHead(path)), path, { dir });
    for (const build of Object.values(BUILDS)) {
      const { stdout } = await run(build.ffprobe, ['-v', 'error', '-print_format', 'json', '-show_streams', ...args]);
      expect((JSON.parse(stdout) as { streams: unknown[] }).streams.length).toBeGreaterThan(0);
      // As the renderer opens inputs: images looped, the rest as they are.
      const loop = type.startsWith('image/') && type !== 'image/gif' ? ['-loop', '1', '-t', '0.2'] : [];
      await run(build.ffmpeg, ['-v', 'error', '-nostdin', ...loop, ...args, '-t', '0.5', '-f', 'null', '-']);
    }
  }, 60_000);

  it('refuses bytes that are not the declared type, saying what they look like', () => {
    const wav = paths['audio/wav']!;
    expect(() => inputArgs(sniffHead('image/png', readHead(wav)), wav)).toThrow(new MediaTypeMismatchError('image/png', 'audio/wav'));
    const mp3 = paths['audio/mpeg']!;
    expect(() => inputArgs(sniffHead('audio/aac', readHead(mp3)), mp3)).toThrow(MediaTypeMismatchError);
    const playlist = join(dir, 'list.m3u8');
    writeFileSync(playlist, '#EXTM3U\n#EXTINF:1,\nhttp://127.0.0.1:1/x.ts\n');
    expect(() => inputArgs(sniffHead('video/mp4', readHead(playlist)), playlist)).toThrow('(it looks like an HLS playlist)');
  });

  it('never hands FFmpeg an SVG', () => {
    const svg = join(dir, 'a.svg');
    writeFileSync(svg, '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    expect(() => inputArgs(sniffHead('image/svg+xml', readHead(svg)), svg)).toThrow(UnsupportedMediaInputError);
  });

  it('opens only an absolute, normalised path of a regular file inside the job directory', () => {
    const wav = paths['audio/wav']!;
    const input = sniffHead('audio/wav', readHead(wav));
    expect(() => inputArgs(input, 'a.wav')).toThrow('not an absolute, normalised path');
    expect(() => inputArgs(input, `${dir}/../${dir}/a.wav`)).toThrow('not an absolute, normalised path');
    expect(() => inputArgs(input, wav, { dir: join(dir, 'job') })).toThrow("not inside the job's directory");
    mkdirSync(join(dir, 'job'), { recursive: true });
    symlinkSync(wav, join(dir, 'job', 'link.wav'));
    expect(() => inputArgs(input, join(dir, 'job', 'link.wav'), { dir: join(dir, 'job') })).toThrow('not a regular file');
    execFileSync('mkfifo', [join(dir, 'job', 'fifo')]);
    expect(() => inputArgs(input, join(dir, 'job', 'fifo'), { dir: join(dir, 'job') })).toThrow('not a regular file');
    expect(inputArgs(input, wav, { dir }).at(-1)).toBe(`file:${wav}`);
  });

  it('inputArgsForFile takes the type from the bytes, of the kind asked for', () => {
    expect(inputArgsForFile(paths['image/webp']!, 'image').slice(0, 2)).toEqual(['-f', 'webp_pipe']);
    expect(inputArgsForFile(paths['video/webm']!, 'video').slice(0, 2)).toEqual(['-f', 'matroska']);
    expect(inputArgsForFile(paths['audio/aac']!, 'audio').slice(0, 2)).toEqual(['-f', 'aac']);
    expect(() => inputArgsForFile(paths['audio/wav']!, 'image')).toThrow(MediaTypeMismatchError);
  });
});
