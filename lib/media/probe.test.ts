import { describe, expect, it, afterAll } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MediaTypeMismatchError, readHead, sniffHead } from './input-args.js';
import { runLimited } from './limited-run.js';
import { probeMedia } from './probe.js';

const dir = mkdtempSync(join(tmpdir(), 'probe-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Pids of processes whose command line mentions `needle`. */
function processesWith(needle: string): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(needle);
      } catch {
        return false;
      }
    })
    .map(Number);
}

function wav(name: string): string {
  const path = join(dir, name);
  execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'sine=duration=1', path]);
  return path;
}

describe('probeMedia', () => {
  it('reads a file with the demuxer of its declared type', async () => {
    const path = wav('a.wav');
    const info = await probeMedia(path, { input: sniffHead('audio/wav', readHead(path)), dir });
    expect(info.hasAudio).toBe(true);
    expect(info.duration).toBeCloseTo(1, 1);
    expect(info.raw.format.format_name).toBe('wav');
  });

  it('refuses bytes of another type before ffprobe runs', async () => {
    const path = wav('b.wav');
    await expect(probeMedia(path, { input: sniffHead('video/mp4', readHead(path)), dir })).rejects.toThrow(MediaTypeMismatchError);
    await expect(probeMedia(path, { input: sniffHead('video/mp4', readHead(path)), dir })).rejects.toThrow(
      'The file content does not match Content-Type video/mp4 (it looks like audio/wav).',
    );
  });

  it('does not start ffprobe when already aborted', async () => {
    const path = wav('c.wav');
    const controller = new AbortController();
    controller.abort(new Error('too late'));
    await expect(probeMedia(path, { input: sniffHead('audio/wav', readHead(path)), dir, signal: controller.signal })).rejects.toThrow('too late');
  });
});

describe('runLimited', () => {
  it('on abort kills the process and rejects with the reason once it has exited', async () => {
    // Opening a FIFO nobody writes to blocks ffprobe until it is killed.
    const fifo = join(dir, 'never-written.fifo');
    execFileSync('mkfifo', [fifo]);
    const controller = new AbortController();
    const outcome = runLimited('ffprobe', ['-v', 'error', '-f', 'wav', '-i', fifo], { timeoutMs: 30_000, memoryBytes: 512 << 20, signal: controller.signal }).catch((err: unknown) => err);
    for (const deadline = Date.now() + 10_000; processesWith(fifo).length === 0 && Date.now() < deadline; ) await new Promise((r) => setTimeout(r, 20));
    expect(processesWith(fifo)).toHaveLength(1);
    const reason = new Error('stopped');
    controller.abort(reason);
    expect(await outcome).toBe(reason);
    expect(processesWith(fifo)).toHaveLength(0);
  });

  it('stops a run at its time limit', async () => {
    const started = Date.now();
    await expect(runLimited('sleep', ['10'], { timeoutMs: 300, memoryBytes: 64 << 20 })).rejects.toMatchObject({ name: 'RunLimitError', limit: 'time' });
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('stops a run at its memory limit', async () => {
    // A Node child allocating 300 MB of buffers under a 128 MiB data limit.
    const script = 'const keep = []; for (let i = 0; i < 300; i++) keep.push(Buffer.alloc(1 << 20, 1)); console.log(keep.length)';
    await expect(runLimited(process.execPath, ['-e', script], { timeoutMs: 20_000, memoryBytes: 128 << 20 })).rejects.toMatchObject({ name: 'RunLimitError', limit: 'memory' });
    await expect(runLimited(process.execPath, ['-e', script], { timeoutMs: 20_000, memoryBytes: 1024 << 20 })).resolves.toMatchObject({ stdout: '300\n' });
  });

  it("gives the child none of the service's environment", async () => {
    process.env.MONTAGE_TEST_SECRET = 'do-not-pass';
    try {
      const { stdout } = await runLimited('env', [], { timeoutMs: 5_000, memoryBytes: 64 << 20 });
      expect(stdout).not.toContain('MONTAGE_TEST_SECRET');
      expect(stdout.split('\n').filter(Boolean).map((l) => l.split('=')[0]).sort()).toEqual(['LC_ALL', 'PATH']);
    } finally {
      delete process.env.MONTAGE_TEST_SECRET;
    }
  });

  it("fails with the program's last line on stderr", async () => {
    await expect(runLimited('ffprobe', ['-v', 'error', '-i', '/nonexistent/file.mp4'], { timeoutMs: 5_000, memoryBytes: 512 << 20 })).rejects.toThrow(/No such file/);
  });
});
