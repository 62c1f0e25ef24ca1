import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';

export const LOCK_FILE = 'montage.pid';

export class DataDirInUseError extends Error {
  constructor(
    readonly path: string,
    readonly pid: number,
  ) {
    super(`${path} says montage (pid ${pid}) is already using this data dir: two processes appending to one journal would corrupt it. Stop the other one, pick another MONTAGE_DATA_DIR, or delete ${path} if no such process is montage`);
  }
}

export interface DataDirLock {
  release(): void;
}

/**
 * One embedded process per data dir. A pid file, not an OS lock (Node has no flock): a holder that died (kill -9,
 * power loss) leaves a file whose pid no longer runs, and the next start takes it over. This guards against the
 * common mistake (a second `npm start` in the same folder), not against two starts racing in the same millisecond.
 */
export function lockDataDir(dir: string, isRunning: (pid: number) => boolean = processIsRunning): DataDirLock {
  mkdirSync(dir, { recursive: true });
  const path = join(dir, LOCK_FILE);
  const mine = `${process.pid}\n`;
  for (let attempt = 0; ; attempt++) {
    try {
      const fd = openSync(path, 'wx', 0o644);
      try {
        writeSync(fd, mine);
      } finally {
        closeSync(fd);
      }
      return {
        release() {
          if (readText(path) === mine) unlinkSync(path);
        },
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 2) throw err;
    }
    const holder = Number.parseInt(readText(path) ?? '', 10);
    // A file being written this very moment reads empty: treat it as held.
    if (!Number.isInteger(holder) || isRunning(holder)) throw new DataDirInUseError(path, Number.isInteger(holder) ? holder : 0);
    try {
      unlinkSync(path);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    }
  }
}

function readText(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
}

function processIsRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
