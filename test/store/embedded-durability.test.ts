import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { newId } from '../../model/ids.js';
import { JOURNAL_FILE } from '../../store/embedded/disk-state.js';
import { EmbeddedStore } from '../../store/embedded/embedded-store.js';
import type { KindName } from '../../model/kinds.js';
import { newChapter, newProject, newPrompt } from './fixtures.js';
import { waitFor } from './wait-for.js';

/* What only the embedded store promises: no acknowledged write is lost to a kill -9, and a torn write is ignored. */

const root = fileURLToPath(new URL('../..', import.meta.url));
const writer = fileURLToPath(new URL('./embedded-writer.ts', import.meta.url));
const KIND_OF_PREFIX: Record<string, KindName> = { prj: 'project', cht: 'chapter', int: 'prompt' };

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'montage-durable-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('embedded store durability', () => {
  it('keeps every acknowledged write when the writing process is killed with SIGKILL mid-stream', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', writer, dir], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise<NodeJS.Signals | null>((resolve) => child.on('exit', (_code, signal) => resolve(signal)));
    const acknowledged: string[] = [];
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (line.startsWith('ack ')) acknowledged.push(line.slice(4));
    });

    await waitFor(() => expect(acknowledged.length).toBeGreaterThanOrEqual(300), 30_000).catch((err: unknown) => {
      throw new Error(`writer made too little progress: ${String(err)}\n${stderr}`);
    });
    child.kill('SIGKILL');
    expect(await exited).toBe('SIGKILL');

    const store = new EmbeddedStore(dir);
    await store.start();
    try {
      const missing: string[] = [];
      for (const id of acknowledged) if (!(await store.get(KIND_OF_PREFIX[id.slice(0, 3)]!, id))) missing.push(id);
      expect(missing).toEqual([]);
      const onDisk = (await store.list('prompt')).length;
      // Writes that reached the disk but whose acknowledgement the kill cut off may be there too; never fewer.
      expect(onDisk).toBeGreaterThanOrEqual(acknowledged.length - 2);
      console.log(`[embedded durability] killed after ${acknowledged.length} acknowledged writes; ${onDisk} prompts on disk, none missing`);
    } finally {
      await store.stop();
    }
  });

  it('ignores garbage or a torn record at the end of the journal, then keeps writing durably', async () => {
    const first = new EmbeddedStore(dir);
    await first.start();
    const project = await first.create('project', newProject('t'));
    const chapter = await first.create('chapter', newChapter('t', project.spec.id));
    await first.stop();
    // What a crash mid-append leaves: part of a record, here after some random bytes.
    appendFileSync(join(dir, JOURNAL_FILE), Buffer.concat([randomBytes(64), Buffer.from(`0badc0de {"op":"put","object":{"kind":"prompt","spec":{"id":"${newId('prompt')}"`)]));

    const second = new EmbeddedStore(dir);
    await second.start();
    expect(await second.get('project', project.spec.id)).toEqual(project);
    expect(await second.get('chapter', chapter.spec.id)).toEqual(chapter);
    expect(await second.list('prompt')).toEqual([]);
    const prompt = await second.create('prompt', newPrompt('t', project.spec.id, chapter.spec.id));
    await second.stop();

    const third = new EmbeddedStore(dir);
    await third.start();
    expect(await third.get('prompt', prompt.spec.id)).toEqual(prompt);
    await third.stop();
  });

  it('measures the latency of a durable write', async () => {
    const store = new EmbeddedStore(dir);
    await store.start();
    const project = await store.create('project', newProject('t'));
    const chapter = await store.create('chapter', newChapter('t', project.spec.id));
    const content = 'x'.repeat(5_000);
    const samples: number[] = [];
    for (let i = 0; i < 300; i++) {
      const started = performance.now();
      await store.create('prompt', newPrompt('t', project.spec.id, chapter.spec.id, content));
      samples.push(performance.now() - started);
    }
    await store.stop();
    samples.sort((a, b) => a - b);
    const median = samples[Math.floor(samples.length / 2)]!;
    const p99 = samples[Math.floor(samples.length * 0.99)]!;
    console.log(`[embedded latency] create of a 5,000-character prompt, fsync'd: median ${median.toFixed(2)} ms, p99 ${p99.toFixed(2)} ms`);
    expect(median).toBeLessThan(50);
  });
});
