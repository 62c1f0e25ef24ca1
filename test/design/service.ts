import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { client, type Client } from '../api/http.js';
import { freePort } from '../env/ports.js';
import { pollUntil } from '../support/proc.js';

/*
 * The real embedded service (`montage serve` as its own process: embedded store, local disk, engine child
 * processes), driven over HTTP only, as a user would drive it: upload pictures, create a project and a chapter,
 * send the brief as a prompt, wait, download the chapter's render. Used by the design suite, the report CLI and
 * the README frames script alike.
 */

export interface DesignService {
  base: string;
  api: Client;
  key: string;
  workDir: string;
  /** Uploads a file as an asset and waits until it is `ready`; its `url` is what prompts name. */
  upload(bytes: Buffer, type: string, name: string): Promise<{ id: string; url: string }>;
  /** Renders one prompt in a new project (of `format` when given) and downloads the chapter's render. */
  render(name: string, prompt: string, opts?: { duration?: number; format?: { aspect: string; resolution?: string } }): Promise<Rendered>;
  stop(): Promise<void>;
}

export interface Rendered {
  video: string;
  result: string;
  /** The scene document the render shows (`GET .../scene`, version 2). */
  scene: any;
  renderSeconds: number;
}

export async function startDesignService(opts: { concurrency?: number } = {}): Promise<DesignService> {
  const key = `design-key-${randomBytes(12).toString('hex')}`;
  const workDir = mkdtempSync(join(tmpdir(), 'design-'));
  const server = await serve({
    MONTAGE_DATA_DIR: join(workDir, 'data'),
    MONTAGE_API_KEYS: `${key}=design`,
    MONTAGE_JOB_CONCURRENCY: String(opts.concurrency ?? 2),
    // Long-polls and uploads of a dozen briefs are far more than the default limit a minute.
    MONTAGE_RATE_LIMIT: '100000',
  });
  const api = client(server.base);

  async function upload(bytes: Buffer, type: string, name: string) {
    const res = await api.raw('POST', `/api/v1/assets?name=${encodeURIComponent(name)}`, key, { body: bytes, headers: { 'content-type': type } });
    if (res.status !== 201) throw new Error(`upload ${name}: ${res.status} ${JSON.stringify(res.body)}`);
    const asset = res.body as { id: string; url: string };
    const ready = await pollUntil(`asset ${name} to be probed`, async () => {
      const got = (await api.get(`/api/v1/assets/${asset.id}`, key)).body;
      return got.state === 'processing' ? undefined : got;
    }, 120_000, 200);
    if (ready.state !== 'ready') throw new Error(`asset ${name} is ${ready.state}: ${JSON.stringify(ready)}`);
    return asset;
  }

  async function render(name: string, prompt: string, o: { duration?: number; format?: { aspect: string; resolution?: string } } = {}): Promise<Rendered> {
    const started = Date.now();
    const project = await api.post('/api/v1/projects', key, { name, ...(o.format ? { format: o.format } : {}) });
    if (project.status !== 201) throw new Error(`project ${name}: ${project.status} ${JSON.stringify(project.body)}`);
    const chapters = `/api/v1/projects/${project.body.id}/chapters`;
    const chapter = await api.post(chapters, key, { name, ...(o.duration ? { duration: o.duration } : {}) });
    if (chapter.status !== 201) throw new Error(`chapter ${name}: ${chapter.status} ${JSON.stringify(chapter.body)}`);
    const sent = await api.post(`${chapters}/${chapter.body.id}/prompt`, key, { content: prompt });
    if (sent.status !== 202) throw new Error(`prompt ${name}: ${sent.status} ${JSON.stringify(sent.body)}`);
    // Long-poll: the API answers as soon as the chapter leaves `processing` (a format change re-renders it too).
    const done = await pollUntil(`the render of ${name}`, async () => {
      const got = (await api.get(`${chapters}/${chapter.body.id}?wait=30`, key)).body;
      return got.status === 'processing' ? undefined : got;
    }, 900_000, 0);
    const latest = done.prompts.at(-1);
    if (done.status !== 'ready' || latest?.status !== 'completed') throw new Error(`${name} did not render: ${JSON.stringify(latest)}`);
    const download = await fetch(done.preview_url);
    if (!download.ok) throw new Error(`${name}: preview ${download.status}`);
    const video = join(workDir, `${name.replace(/[^a-z0-9-]+/gi, '-')}.mp4`);
    writeFileSync(video, Buffer.from(await download.arrayBuffer()));
    const scene = (await api.get(`${chapters}/${chapter.body.id}/scene`, key)).body;
    return { video, result: latest.result, scene, renderSeconds: (Date.now() - started) / 1000 };
  }

  return {
    base: server.base,
    api,
    key,
    workDir,
    upload,
    render,
    stop: async () => {
      await server.stop();
      rmSync(workDir, { recursive: true, force: true });
    },
  };
}

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * `montage serve` as its own process, as test/support/server-process.ts starts it, but with a start deadline that
 * suits a busy machine (the first start compiles the TypeScript of the whole service through tsx).
 */
async function serve(env: Record<string, string>, deadlineMs = 180_000): Promise<{ base: string; stop(): Promise<void> }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'bin', 'montage.ts'), 'serve'], {
    env: { ...process.env, LOG_LEVEL: 'warn', ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (c) => (output += c));
  child.stderr.on('data', (c) => (output += c));
  const base = `http://127.0.0.1:${port}`;
  await pollUntil('montage serve to answer /healthz', async () => {
    if (child.exitCode !== null) throw new Error(`montage serve exited: ${output}`);
    try {
      return (await fetch(`${base}/healthz`)).ok ? true : undefined;
    } catch {
      return undefined;
    }
  }, deadlineMs, 200);
  return {
    base,
    stop: () =>
      new Promise<void>((done) => {
        if (child.exitCode !== null || child.signalCode !== null) return done();
        child.once('exit', () => done());
        child.kill('SIGTERM');
      }),
  };
}

/** Runs `work` over `items` with at most `limit` at once, keeping the order of the results. */
export async function inParallel<T, R>(items: readonly T[], limit: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i]!, i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
