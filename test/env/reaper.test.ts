import { describe, expect, it } from '@jest/globals';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pollUntil } from '../support/proc.js';

const reaper = join(dirname(fileURLToPath(import.meta.url)), 'reaper.mjs');
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('the test servers\' reaper', () => {
  it('stops the servers and removes their directory once the run that started them is killed, not before', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'reaper-test-'));
    // A stand-in for the jest run (owner) and for a server that ignores nothing: both plain long-running processes.
    const owner = spawn('sleep', ['600'], { stdio: 'ignore' });
    const server = spawn('sleep', ['600'], { stdio: 'ignore' });
    const watcher = spawn(process.execPath, [reaper, String(owner.pid), dir, String(server.pid)], { stdio: 'ignore' });
    const serverExit = new Promise<NodeJS.Signals | null>((resolve) => server.once('exit', (_code, signal) => resolve(signal)));
    try {
      // While the owner runs, the reaper leaves everything alone. Something NOT happening has no event to wait for:
      // the window is three of the reaper's looks (one a second).
      await new Promise((resolve) => setTimeout(resolve, 3_100));
      expect(alive(server.pid!)).toBe(true);
      expect(existsSync(dir)).toBe(true);
      owner.kill('SIGKILL');
      expect(await serverExit).toBe('SIGTERM');
      await pollUntil('the directory removed', () => (existsSync(dir) ? undefined : true), 30_000);
      await pollUntil('the reaper to exit', () => (watcher.exitCode !== null ? true : undefined), 30_000);
    } finally {
      for (const child of [owner, server, watcher]) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
  });
});
