import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { client } from '../api/http.js';
import { pollUntil } from '../support/proc.js';
import { SERVE_START_MS, startServeProcess, type ServerUnderTest } from '../support/server-process.js';

/*
 * What an engine process of the embedded mode (runner/local/local-runner.ts, runtime/engine-env.ts) gets, read from
 * the outside while it renders: /proc/<pid>/environ and /proc/<pid>/cwd of the service's child that carries
 * MONTAGE_JOB. No probe in production code.
 */

const KEY = `isolation-key-${randomBytes(12).toString('hex')}`;
const SIGNING_SECRET = `signing-${randomBytes(24).toString('hex')}`;
/** MONTAGE_ENGINE_UID_BASE's default. */
const ENGINE_UID_BASE = 61184;

interface EngineSeen {
  pid: number;
  env: Map<string, string>;
  cwd: string;
  /** Real and effective uid and gid, from /proc/<pid>/status. */
  uids: number[];
  gids: number[];
}

function idsOf(pid: number, field: 'Uid' | 'Gid'): number[] {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith(`${field}:`))!;
  return line.split(/\s+/).slice(1, 3).map(Number);
}

function environOf(pid: number): Map<string, string> {
  const env = new Map<string, string>();
  for (const entry of readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0')) {
    const at = entry.indexOf('=');
    if (at > 0) env.set(entry.slice(0, at), entry.slice(at + 1));
  }
  return env;
}

/** The service's children that are engine processes (they carry MONTAGE_JOB). */
function engineChildren(parent: number): EngineSeen[] {
  const found: EngineSeen[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid !== parent) continue;
      const env = environOf(Number(entry));
      if (!env.has('MONTAGE_JOB')) continue;
      const pid = Number(entry);
      found.push({ pid, env, cwd: readlinkSync(`/proc/${pid}/cwd`), uids: idsOf(pid, 'Uid'), gids: idsOf(pid, 'Gid') });
    } catch {
      /* gone meanwhile */
    }
  }
  return found;
}

describe('engine processes of `montage serve` (embedded)', () => {
  let server: ServerUnderTest;
  let dir: string;
  let serviceTmp: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'engine-isolation-'));
    // Traversable, as a temp dir is: the engine users must reach their job directories under the service's TMPDIR.
    chmodSync(dir, 0o711);
    serviceTmp = join(dir, 'tmp');
    mkdirSync(serviceTmp);
    server = await startServeProcess({
      MONTAGE_DATA_DIR: join(dir, 'data'),
      MONTAGE_API_KEYS: `${KEY}=isolated`,
      MONTAGE_URL_SIGNING_SECRET: SIGNING_SECRET,
      TMPDIR: serviceTmp,
    });
  }, SERVE_START_MS + 30_000);
  afterAll(async () => {
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('run without the service secrets, in a directory of their own that is removed afterwards, and still render', async () => {
    const api = client(server.base);
    const project = (await api.post('/api/v1/projects', KEY, { name: 'Isolation' })).body;
    const chapters = `/api/v1/projects/${project.id}/chapters`;
    const chapter = (await api.post(chapters, KEY, { name: 'One', duration: 3 })).body;
    const res = await api.post(`${chapters}/${chapter.id}/prompt`, KEY, { content: 'caption "ISOLATED" on a black background, 3 seconds' });
    expect(res.status).toBe(202);

    const engine = await pollUntil('an engine process', () => engineChildren(server.pid)[0], 30_000, 5);
    // What the engine and its FFmpeg write lands in the job's directory (the engine's mkdtemp(tmpdir()) follows TMPDIR).
    const seenInside = new Set<string>();
    const mode = statSync(engine.cwd).mode & 0o777;
    const watch = setInterval(() => {
      try {
        for (const name of readdirSync(engine.cwd)) seenInside.add(name);
      } catch {
        /* removed */
      }
    }, 10);

    const done = await pollUntil('the prompt to finish', async () => {
      const got = (await api.get(`${chapters}/${chapter.id}?wait=30`, KEY)).body;
      return got.status === 'processing' ? undefined : got;
    }, 120_000, 0);
    clearInterval(watch);
    expect(done.status).toBe('ready');
    expect(done.prompts.at(-1)).toMatchObject({ status: 'completed' });

    // No secret of the service, no API keys, no S3 credentials: only what the engine needs.
    const names = [...engine.env.keys()];
    for (const secret of ['MONTAGE_URL_SIGNING_SECRET', 'MONTAGE_API_KEYS', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'MONTAGE_OAUTH_CLIENT_SECRET']) {
      expect(names).not.toContain(secret);
    }
    expect([...engine.env.values()].some((value) => value.includes(SIGNING_SECRET) || value.includes(KEY))).toBe(false);
    expect(engine.env.get('MONTAGE_MODE')).toBe('embedded');
    // Not even where the data dir is: the engine reaches its objects through its grant's URLs.
    expect(names).not.toContain('MONTAGE_DATA_DIR');
    expect([...engine.env.values()].some((value) => value.includes(join(dir, 'data')))).toBe(false);

    // Its cwd and TMPDIR are one fresh directory under the service's temp dir, mode 0700, gone after the job.
    expect(engine.cwd.startsWith(join(serviceTmp, 'montage-job-'))).toBe(true);
    expect(engine.env.get('TMPDIR')).toBe(engine.cwd);
    expect(mode).toBe(0o700);
    expect([...seenInside].some((name) => name.startsWith('montage-prompt-'))).toBe(true);
    await pollUntil('the job directory to be removed', () => (readdirSync(serviceTmp).some((n) => n.startsWith('montage-job-')) ? undefined : true), 5_000);
    // The engine never made the data dir's secret file (the service had its secret from the environment).
    expect(readdirSync(join(dir, 'data'))).not.toContain('url-signing-secret');

    // Run as root (as `npm test` is here), the service gives the engine a user of its own (the first job slot's),
    // which cannot even list the data dir.
    const isRoot = process.getuid?.() === 0;
    const expected = isRoot ? ENGINE_UID_BASE : process.getuid?.();
    expect(engine.uids).toEqual([expected, expected]);
    expect(engine.gids).toEqual([isRoot ? ENGINE_UID_BASE : process.getgid?.(), isRoot ? ENGINE_UID_BASE : process.getgid?.()]);
    expect(statSync(join(dir, 'data')).mode & 0o777).toBe(isRoot ? 0o700 : statSync(join(dir, 'data')).mode & 0o777);
    if (isRoot) {
      expect(engine.env.get('HOME')).toBe(engine.cwd);
      const listing = spawnSync('ls', [join(dir, 'data')], { uid: ENGINE_UID_BASE, gid: ENGINE_UID_BASE, encoding: 'utf8' });
      expect(listing.status).not.toBe(0);
      expect(listing.stderr).toMatch(/Permission denied/);
    }
  }, 150_000);
});
