import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { spawn, type ChildProcess } from 'node:child_process';
import { pino } from 'pino';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { jobKeys, PromptJob } from '../../engine/job-spec.js';
import { newId } from '../../model/ids.js';
import { engineCommand, type EngineCommand } from '../../runner/local/engine-command.js';
import { storageGrant } from '../../runner/storage-grants.js';
import { JobObjectServer } from '../../storage/job-object-server.js';
import { LocalDiskStorage } from '../../storage/local-disk.js';
import { pollUntil, processesMatching } from '../support/proc.js';

/*
 * The real engine process (as the embedded mode starts it, runner/local/engine-command.ts) stopped in the middle of
 * a render: it must exit within a second, leaving no ffmpeg behind and writing no result (engine/stop-signal.ts).
 */

interface Started {
  engine: ChildProcess;
  keys: ReturnType<typeof jobKeys.prompt>;
  /** The engine's TMPDIR. */
  scratch: string;
  /** Where an object of the engine's storage is (the embedded mode's local disk). */
  objectPath(key: string): string;
  /** Set when the engine exits. */
  exit(): { code: number | null; signal: NodeJS.Signals | null; at: number } | undefined;
  output(): string;
}

describe('engine process stopped mid-render', () => {
  let command: EngineCommand;
  let dir: string;
  let objects: JobObjectServer;
  const started: ChildProcess[] = [];

  beforeAll(async () => {
    command = await engineCommand();
    dir = mkdtempSync(join(tmpdir(), 'engine-signals-'));
    // The engine reaches its objects as in the embedded mode: through its grant's URLs on the job object server.
    objects = new JobObjectServer(new LocalDiskStorage({ root: join(dir, 'objects'), publicBaseUrl: 'http://unused' }), { logger: pino({ level: 'silent' }) });
    await objects.start();
  });
  afterEach(() => {
    for (const child of started.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    // After a failure: any ffmpeg these engines left behind (its arguments name this test's directory).
    for (const orphan of processesMatching(dir)) process.kill(orphan.pid, 'SIGKILL');
  });
  afterAll(async () => {
    await objects.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  /** Starts the engine on a prompt job of a 10-minute chapter: minutes of ffmpeg work. */
  async function startEngine(name: string, options: { ipc?: boolean } = {}): Promise<Started> {
    const scratch = join(dir, name, 'scratch');
    mkdirSync(scratch, { recursive: true });
    const promptId = newId('prompt');
    const keys = jobKeys.prompt(newId('chapter'), promptId);
    // Parsed as the engine parses it: defaults filled in, and a mistake here fails the test, not the engine.
    const job = PromptJob.parse({
      type: 'prompt',
      promptId,
      content: 'Title "STOP ME" on a blue background',
      chapterDuration: 600,
      previousSceneKey: null,
      assets: [],
      ...keys,
    });
    job.grant = await storageGrant(job, objects, 600);
    const env: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: 'warn', MONTAGE_MODE: 'embedded', TMPDIR: scratch, MONTAGE_JOB: JSON.stringify(job) };
    for (const name of Object.keys(env)) if (name.startsWith('MONTAGE_LLM_')) delete env[name];
    const engine = spawn(command.command, command.args, { env, stdio: ['ignore', 'pipe', 'pipe', ...(options.ipc ? (['ipc'] as const) : [])] });
    started.push(engine);
    let output = '';
    engine.stdout!.on('data', (c) => (output += c));
    engine.stderr!.on('data', (c) => (output += c));
    let exit: ReturnType<Started['exit']>;
    engine.once('exit', (code, signal) => (exit = { code, signal, at: Date.now() }));
    const objectPath = (key: string) => join(dir, 'objects', key);
    return { engine, keys, scratch, objectPath, exit: () => exit, output: () => output };
  }

  /** Waits until the engine's ffmpeg runs and has rendered some of the chapter; returns ffmpeg's pid. */
  async function midRender(s: Started): Promise<number> {
    const ffmpeg = await pollUntil(
      `an ffmpeg child of the engine (output: ${s.output()})`,
      () => {
        if (s.exit()) throw new Error(`the engine exited early: ${JSON.stringify(s.exit())} ${s.output()}`);
        return processesMatching('ffmpeg').find((p) => p.ppid === s.engine.pid);
      },
      30_000,
    );
    // ffmpeg's progress, relayed by the engine: frames are being encoded.
    await pollUntil('render progress', () => {
      try {
        return (JSON.parse(readFileSync(s.objectPath(s.keys.progressKey), 'utf8')) as { progress: number }).progress > 0.05 ? true : undefined;
      } catch {
        return undefined;
      }
    }, 30_000);
    expect(existsSync(`/proc/${ffmpeg.pid}`)).toBe(true);
    return ffmpeg.pid;
  }

  /** Stops the engine with `stop`; asserts it exited within a second, with `code`, leaving nothing behind. */
  async function expectStopped(s: Started, ffmpegPid: number, stop: () => void, code: number): Promise<void> {
    const sent = Date.now();
    stop();
    const exit = await pollUntil('the engine to exit', () => s.exit(), 5_000, 5);
    expect({ code: exit.code, signal: exit.signal }).toEqual({ code, signal: null });
    expect(exit.at - sent).toBeLessThan(1_000);
    // Its ffmpeg was waited for: gone, not an orphan (nor a zombie) left to init.
    expect(existsSync(`/proc/${ffmpegPid}`)).toBe(false);
    expect(processesMatching('ffmpeg').filter((p) => p.pid === ffmpegPid || p.ppid === s.engine.pid)).toEqual([]);
    // A stopped job has no answer, and its scratch files are gone.
    expect(existsSync(s.objectPath(s.keys.resultKey))).toBe(false);
    expect(existsSync(s.objectPath(s.keys.outputKey))).toBe(false);
    expect(readdirSync(s.scratch)).toEqual([]);
  }

  it('exits with 143 within a second of SIGTERM, killing its ffmpeg', async () => {
    const s = await startEngine('sigterm');
    const ffmpeg = await midRender(s);
    await expectStopped(s, ffmpeg, () => s.engine.kill('SIGTERM'), 143);
    expect(s.output()).toContain('stopping');
  }, 90_000);

  it('exits with 130 within a second of SIGINT, killing its ffmpeg', async () => {
    const s = await startEngine('sigint');
    const ffmpeg = await midRender(s);
    await expectStopped(s, ffmpeg, () => s.engine.kill('SIGINT'), 130);
  }, 90_000);

  it('stops the same way when the embedded service that started it goes away (IPC disconnect)', async () => {
    const s = await startEngine('disconnect', { ipc: true });
    const ffmpeg = await midRender(s);
    await expectStopped(s, ffmpeg, () => s.engine.disconnect(), 3);
  }, 90_000);
});
