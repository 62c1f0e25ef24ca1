import { afterAll, describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, rmSync, statSync, utimesSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { engineCommand } from './engine-command.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
// Inside node_modules' tree, like the real cache: the bundle resolves its packages from there.
const cacheDir = join(root, 'node_modules', '.cache', `montage-engine-test-${process.pid}`);

afterAll(() => rmSync(cacheDir, { recursive: true, force: true }));

describe('engineCommand in a source checkout', () => {
  it('bundles the engine into a runnable program', async () => {
    const engine = await engineCommand({ cacheDir });
    expect(engine.kind).toBe('bundle');
    expect(engine.args[0]!.startsWith(cacheDir)).toBe(true);
    const env = { PATH: process.env.PATH, MONTAGE_JOB: '{"type":"nonsense"}', LOG_LEVEL: 'info' };
    const run = spawnSync(engine.command, engine.args, { env, encoding: 'utf8', timeout: 20_000 });
    // The engine's own answer to a bad job spec: it started, parsed, logged and exited as designed.
    expect(run.status).toBe(1);
    expect(run.stdout + run.stderr).toContain('MONTAGE_JOB is missing or invalid');
  });

  it('holds no S3 client at all (jobs reach storage through presigned URLs), and loads the renderer lazily', async () => {
    const engine = await engineCommand({ cacheDir });
    const dir = dirname(engine.args[0]!);
    const files = readdirSync(dir).filter((f) => f.endsWith('.js'));
    expect(files.some((f) => readFileSync(join(dir, f), 'utf8').includes('@aws-sdk/'))).toBe(false);
    expect(readFileSync(engine.args[0]!, 'utf8')).not.toContain('fontkit');
    expect(files.some((f) => f.startsWith('chunk-') && readFileSync(join(dir, f), 'utf8').includes('fontkit'))).toBe(true);
  });

  it('reuses an unchanged bundle instead of writing it again, marking it as used', async () => {
    const first = await engineCommand({ cacheDir });
    const written = statSync(first.args[0]!).mtimeMs;
    const weekAgo = new Date(Date.now() - 6 * 24 * 3600 * 1000);
    utimesSync(dirname(first.args[0]!), weekAgo, weekAgo);
    const second = await engineCommand({ cacheDir });
    expect(second.args).toEqual(first.args);
    expect(statSync(second.args[0]!).mtimeMs).toBe(written);
    expect(statSync(dirname(second.args[0]!)).mtimeMs).toBeGreaterThan(weekAgo.getTime() + 1000);
    expect(readdirSync(cacheDir)).toHaveLength(1);
  });

  it('removes bundles unused for a week when it writes a new one, and keeps the rest', async () => {
    const stale = join(cacheDir, 'stale-bundle');
    const recent = join(cacheDir, 'recent-bundle');
    const current = dirname((await engineCommand({ cacheDir })).args[0]!);
    for (const dir of [stale, recent]) mkdirSync(dir, { recursive: true });
    const eightDays = new Date(Date.now() - 8 * 24 * 3600 * 1000);
    utimesSync(stale, eightDays, eightDays);
    rmSync(current, { recursive: true }); // so the next call writes the bundle again, which prunes
    await engineCommand({ cacheDir });
    expect(readdirSync(cacheDir).sort()).toEqual([basename(current), 'recent-bundle'].sort());
  });
});
