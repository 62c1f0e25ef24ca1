import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { SERVE_START_MS, startServeProcess, type ServerUnderTest } from '../support/server-process.js';

/*
 * The README's "A first video" block, run as written: extracted from README.md, run by bash with curl and jq against
 * `montage serve` started as `npm start` starts it (its own process, a fresh data dir, the key it prints on its first
 * start), from a folder that holds a `photo.png`. Only what the README asks the reader to provide is provided: KEY,
 * and API for the free port. The block must end by printing a download link that serves an MP4.
 */

const run = promisify(execFile);
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
/** The block waits for a render and an export, each a long poll; at a load of ~8 both take a few minutes at most. */
const BLOCK_MS = 480_000;

/** The first ```sh block after the heading "## A first video". */
function firstVideoBlock(readme: string): string {
  const section = readme.slice(readme.indexOf('\n## A first video\n'));
  const block = /```sh\n([\s\S]*?)```/.exec(section)?.[1];
  if (readme.indexOf('\n## A first video\n') < 0 || !block) throw new Error('README.md has no ```sh block under "## A first video"');
  return block;
}

describe("the README's first video, as written", () => {
  let server: ServerUnderTest;
  let dir: string;
  let key: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'readme-first-video-'));
    // A fresh data dir and no configured keys: the service makes one and prints it, as on a reader's first start.
    server = await startServeProcess({ MONTAGE_DATA_DIR: join(dir, 'data'), MONTAGE_API_KEYS: '' });
    key = /^\s+(mk_\S+)\s*$/m.exec(server.output())?.[1] ?? '';
    if (!key) throw new Error(`montage serve printed no key: ${server.output()}`);
    // "a folder that holds a picture named photo.png"
    await run('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', 'testsrc2=size=640x360', '-frames:v', '1', join(dir, 'photo.png')]);
  }, SERVE_START_MS + 30_000);

  afterAll(async () => {
    await server?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('ends with a download link that serves an MP4', async () => {
    const block = firstVideoBlock(readFileSync(join(root, 'README.md'), 'utf8'));
    writeFileSync(join(dir, 'first-video.sh'), block);
    const { stdout } = await run('bash', [join(dir, 'first-video.sh')], {
      cwd: dir,
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: dir, KEY: key, API: `${server.base}/api/v1` },
      timeout: BLOCK_MS,
      killSignal: 'SIGKILL',
    }).catch((err: { stdout?: string; stderr?: string; message: string }) => {
      throw new Error(`the block failed: ${err.message}\nstdout: ${err.stdout}\nstderr: ${err.stderr}\nservice: ${server.output().slice(-2000)}`);
    });
    const lines = stdout.trim().split('\n');
    // What it printed on the way: the prompt accepted, the chapter ready with its result (naming the picture).
    expect(lines[0]).toMatch(/^Prompt accepted/);
    expect(lines[1]).toBe('"ready"');
    expect(lines[2]).toMatch(/^"Built 1 scene .*with image ast_.*title \\"Hello Montage\\"/);
    const link = lines.at(-1)!;
    expect(link).toMatch(new RegExp(`^${server.base}/files/.+\\.mp4\\?`));

    const video = await fetch(link);
    expect(video.status).toBe(200);
    expect(video.headers.get('content-type')).toBe('video/mp4');
    writeFileSync(join(dir, 'video.mp4'), Buffer.from(await video.arrayBuffer()));
    const probe = JSON.parse(
      (await run('ffprobe', ['-v', 'error', '-show_entries', 'format=format_name,duration:stream=codec_type,codec_name', '-of', 'json', join(dir, 'video.mp4')])).stdout,
    ) as { format: { format_name: string; duration: string }; streams: { codec_type: string; codec_name: string }[] };
    expect(probe.format.format_name).toContain('mp4');
    expect(Number(probe.format.duration)).toBeCloseTo(6, 0);
    expect(probe.streams.map((s) => `${s.codec_type}:${s.codec_name}`).sort()).toEqual(['audio:aac', 'video:h264']);
  }, BLOCK_MS + 30_000);
});
