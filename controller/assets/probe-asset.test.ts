import { afterAll, describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { mediaConfigFromEnv } from '../../lib/config.js';
import { MediaTypeMismatchError } from '../../lib/media/input-args.js';
import { RunLimitError } from '../../lib/media/limited-run.js';
import { mediaLimits } from '../../lib/media/limits.js';
import type { ObjectStorage } from '../../storage/object-storage.js';
import type { Store, StoredObject } from '../../store/store.js';
import { failureReason, probeFile } from './probe-asset.js';

const dir = mkdtempSync(join(tmpdir(), 'probe-asset-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const limits = mediaLimits(mediaConfigFromEnv({}));

const put: Record<string, Buffer> = {};
const storage = {
  async put(key: string, body: Readable, options: { contentType: string }) {
    const chunks: Buffer[] = [];
    for await (const c of body) chunks.push(c as Buffer);
    put[key] = Buffer.concat(chunks);
    expect(options.contentType).toBe('image/png');
    return { size: put[key]!.length };
  },
} as unknown as ObjectStorage;
const deps = { store: {} as Store, storage, limits };

const asset = (contentType: string) => ({ spec: { id: 'ast_1', contentType, objectKey: 'assets/ast_1/original' }, status: { state: 'processing' } }) as unknown as StoredObject<'asset'>;

function file(name: string, bytes: Buffer | string): string {
  const path = join(dir, name);
  writeFileSync(path, bytes);
  return path;
}

function ffmpeg(name: string, ...args: string[]): string {
  const path = join(dir, name);
  execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args, path]);
  return path;
}

describe('probing an uploaded file', () => {
  it('reads a picture', async () => {
    const path = ffmpeg('a.png', '-f', 'lavfi', '-i', 'testsrc2=size=320x240', '-frames:v', '1');
    expect(await probeFile(deps, asset('image/png'), dir, path)).toEqual({ state: 'ready', duration: null, width: 320, height: 240 });
  });

  it('refuses a picture whose header is too large before any decoder runs', async () => {
    const png = readFileSync(ffmpeg('b.png', '-f', 'lavfi', '-i', 'testsrc2=size=32x32', '-frames:v', '1'));
    png.writeUInt32BE(20_000, 16); // IHDR width (the CRC no longer matches: no decoder would get that far)
    const path = file('bomb.png', png);
    expect(await probeFile(deps, asset('image/png'), dir, path)).toEqual({
      state: 'error',
      error: 'The picture is 20,000×32 pixels; at most 8,192×8,192 is accepted.',
    });
  });

  it('refuses a file beyond the limits ffprobe finds', async () => {
    const path = ffmpeg('long.wav', '-f', 'lavfi', '-i', 'sine=duration=3', '-ac', '1');
    const short = { ...limits, maxDurationSeconds: 2 };
    expect(await probeFile({ ...deps, limits: short }, asset('audio/wav'), dir, path)).toEqual({ state: 'error', error: 'The file lasts 3 s; at most 2 s are accepted.' });
  });

  it('refuses bytes of another type', async () => {
    const path = ffmpeg('c.wav', '-f', 'lavfi', '-i', 'sine=duration=1');
    await expect(probeFile(deps, asset('video/mp4'), dir, path)).rejects.toThrow(MediaTypeMismatchError);
  });

  it('rasterises an SVG and stores its PNG rendition beside it', async () => {
    const path = file('logo.svg', '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="100"><rect width="200" height="100" fill="red"/></svg>');
    expect(await probeFile(deps, asset('image/svg+xml'), dir, path)).toEqual({ state: 'ready', duration: null, width: 1080, height: 540 });
    expect(put['assets/ast_1/original.png']!.subarray(1, 4).toString()).toBe('PNG');
  });

  it('words each failure for the asset', () => {
    expect(failureReason('image/png', new MediaTypeMismatchError('image/png', 'an HLS playlist'))).toBe(
      'The file content does not match Content-Type image/png (it looks like an HLS playlist).',
    );
    expect(failureReason('image/svg+xml', new RunLimitError('memory', 'it needed more than 512 MiB of memory'))).toBe(
      'The file could not be read within the limits: it needed more than 512 MiB of memory.',
    );
    expect(failureReason('video/mp4', new Error('moov atom not found'))).toBe('The file could not be read as video/mp4: moov atom not found');
  });
});
