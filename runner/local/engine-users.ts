import { execFile } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Logger } from 'pino';

/*
 * Who engine processes run as in the embedded mode. As root, each job slot has a user of its own: uid = gid =
 * base + slot, numbers with no passwd entry (like systemd's DynamicUser range, which the default base starts), so
 * an engine process can read neither the data dir (0700, the service's), nor the service's /proc/<pid>/environ, nor
 * another running job's directory, and cannot signal other processes. Without root the kernel allows no other uid:
 * engines run as the service's user, with a clean environment and their own directory (local-runner.ts).
 */

export interface EngineUser {
  uid: number;
  gid: number;
}

export type EngineIdentities =
  | { kind: 'separate'; userFor(slot: number): EngineUser }
  | { kind: 'same'; reason: string };

export interface EngineUsersOptions {
  mode: 'auto' | 'required' | 'off';
  uidBase: number;
  command: { command: string; args: string[] };
  env: NodeJS.ProcessEnv;
  logger: Logger;
  /** process.getuid(), injectable for tests. */
  uid?: number;
}

export class EngineIsolationError extends Error {
  constructor(reason: string) {
    super(`MONTAGE_ENGINE_ISOLATION=required, but engine processes cannot run as users of their own: ${reason}`);
    this.name = 'EngineIsolationError';
  }
}

export async function engineIdentities(options: EngineUsersOptions): Promise<EngineIdentities> {
  const userFor = (slot: number): EngineUser => ({ uid: options.uidBase + slot, gid: options.uidBase + slot });
  const reason = await whyNotSeparate(options, userFor(0));
  if (reason === undefined) return { kind: 'separate', userFor };
  if (options.mode === 'required') throw new EngineIsolationError(reason);
  if (options.mode === 'auto' && (options.uid ?? process.getuid?.()) === 0) {
    // Root that cannot hand jobs another user is a setup problem worth fixing; a non-root service is the normal case.
    options.logger.warn({ reason }, 'engine processes run as the service user');
  }
  return { kind: 'same', reason };
}

async function whyNotSeparate(options: EngineUsersOptions, probe: EngineUser): Promise<string | undefined> {
  if (options.mode === 'off') return 'MONTAGE_ENGINE_ISOLATION=off';
  if ((options.uid ?? process.getuid?.()) !== 0) return 'the service does not run as root';
  const dir = mkdtempSync(join(tmpdir(), 'montage-engine-check-'));
  try {
    chownSync(dir, probe.uid, probe.gid);
    await new Promise<void>((resolve, reject) => {
      execFile(
        options.command.command,
        options.command.args,
        { cwd: dir, uid: probe.uid, gid: probe.gid, env: { ...options.env, HOME: dir, TMPDIR: dir, MONTAGE_ENGINE_CHECK: '1' }, timeout: 60_000 },
        (err, _stdout, stderr) => {
          if (!err) return resolve();
          const last = stderr.trim().split('\n').filter(Boolean).slice(-1)[0] ?? err.message;
          reject(new Error(last.slice(0, 300)));
        },
      );
    });
    return undefined;
  } catch (err) {
    return `uid ${probe.uid} could not start the engine (${(err as Error).message}); the installation must be readable by other users`;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
