import { afterEach, describe, expect, it } from '@jest/globals';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataDirInUseError, LOCK_FILE, lockDataDir } from './data-dir-lock.js';

describe('lockDataDir', () => {
  const dirs: string[] = [];
  const fresh = () => {
    const dir = mkdtempSync(join(tmpdir(), 'lock-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('holds the dir with this pid and frees it on release', () => {
    const dir = fresh();
    const lock = lockDataDir(dir);
    expect(readFileSync(join(dir, LOCK_FILE), 'utf8')).toBe(`${process.pid}\n`);
    lock.release();
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
  });

  it('refuses a second holder while the first runs, naming the file and the pid', () => {
    const dir = fresh();
    const lock = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
    expect(() => lockDataDir(dir)).toThrow(new RegExp(`pid ${process.pid}.*${LOCK_FILE}`));
    lock.release();
    lockDataDir(dir).release();
  });

  it('takes over the file of a holder that died without releasing it', () => {
    const dir = fresh();
    writeFileSync(join(dir, LOCK_FILE), '4242\n');
    const lock = lockDataDir(dir, (pid) => pid !== 4242);
    expect(readFileSync(join(dir, LOCK_FILE), 'utf8')).toBe(`${process.pid}\n`);
    lock.release();
  });

  it('does not remove a file another process wrote after this one released', () => {
    const dir = fresh();
    const lock = lockDataDir(dir);
    writeFileSync(join(dir, LOCK_FILE), '4242\n');
    lock.release();
    expect(readFileSync(join(dir, LOCK_FILE), 'utf8')).toBe('4242\n');
  });
});
