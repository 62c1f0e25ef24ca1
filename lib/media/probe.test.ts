import { describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { probeMedia } from './probe.js';

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

describe('probeMedia', () => {
  it('on abort kills ffprobe and rejects with the reason once it has exited', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'probe-abort-'));
    try {
      // Opening a FIFO nobody writes to blocks ffprobe until it is killed.
      const fifo = join(dir, 'never-written.fifo');
      execFileSync('mkfifo', [fifo]);
      const controller = new AbortController();
      const outcome = probeMedia(fifo, 30_000, controller.signal).catch((err: unknown) => err);
      for (const deadline = Date.now() + 10_000; processesWith(fifo).length === 0 && Date.now() < deadline; ) await new Promise((r) => setTimeout(r, 20));
      expect(processesWith(fifo)).toHaveLength(1);
      const reason = new Error('stopped');
      controller.abort(reason);
      expect(await outcome).toBe(reason);
      expect(processesWith(fifo)).toHaveLength(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('does not start ffprobe when already aborted', async () => {
    const controller = new AbortController();
    controller.abort(new Error('too late'));
    await expect(probeMedia('/nonexistent', 30_000, controller.signal)).rejects.toThrow('too late');
  });

  it("still fails with ffprobe's own message", async () => {
    await expect(probeMedia('/nonexistent/file.mp4')).rejects.toThrow(/No such file/);
  });
});
