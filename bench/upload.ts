import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { join } from 'node:path';
import { mp4LikeStream } from '../test/support/mp4-like-stream.js';
import { peakRss } from '../test/support/proc.js';
import { startServeProcess } from '../test/support/server-process.js';
import { NO_RATE_LIMIT } from './embedded.js';
import { median, round, secondsSince } from './stats.js';
import { BENCH, type Cleanup, MB, settle, spawnTs, trackPid, untrackPid, withTimeout } from './support.js';
import { overhead, type Row } from './table.js';

export interface UploadOptions {
  runs: number;
  megabytes: number;
}

function upload(url: string, bytes: number, headers: Record<string, string>): Promise<{ status: number; body: any }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'POST', headers: { ...headers, 'content-type': 'video/mp4', 'content-length': String(bytes) } }, (res) => {
      let text = '';
      res.setEncoding('utf8').on('data', (c: string) => (text += c));
      res.on('end', () => {
        try {
          resolve({ status: res.statusCode!, body: JSON.parse(text) });
        } catch {
          resolve({ status: res.statusCode!, body: text });
        }
      });
    });
    req.on('error', reject);
    mp4LikeStream(bytes).pipe(req);
  });
}

interface Measured {
  mbPerSecond: number;
  growthMb: number;
}

/**
 * 4. Upload: a 90 MB upload to `montage serve` in a child process (a fresh one per run, so each run's peak RSS
 * growth is its own), against the same bytes streamed to a bare Node HTTP server that writes them to disk.
 */
export async function uploadScenario(cleanup: Cleanup, options: UploadOptions): Promise<Row[]> {
  const S = 'upload';
  const bytes = options.megabytes * MB;
  const ours: Measured[] = [];
  const baseline: Measured[] = [];
  for (let r = 0; r < options.runs; r++) {
    // Ours.
    const dir = cleanup.tempDir(`upload-${r}`);
    const key = `bench-upload-${randomBytes(12).toString('hex')}`;
    const server = await startServeProcess({ ...NO_RATE_LIMIT, MONTAGE_DATA_DIR: join(dir, 'data'), MONTAGE_API_KEYS: `${key}=uploader`, LOG_LEVEL: 'silent' });
    trackPid(server.pid);
    const stopServer = cleanup.add('stop montage serve', async () => {
      await server.stop();
      untrackPid(server.pid);
    });
    const auth = { authorization: `Bearer ${key}` };
    // Warm-up: the first requests load code the upload path needs, which is not the upload's cost.
    for (let i = 0; i < 3; i++) await fetch(`${server.base}/api/v1/assets`, { headers: auth });
    await settle();
    ours.push(await measure(server.pid, bytes, () => upload(`${server.base}/api/v1/assets?name=big.mp4`, bytes, auth), (res) => res.status === 201 && res.body?.size === bytes));
    await stopServer();

    // Baseline.
    const bare = spawnTs(join(BENCH, 'children', 'bare-upload-server.ts'), [], { BENCH_UPLOAD_DIR: cleanup.tempDir(`upload-bare-${r}`) }, cleanup);
    const { base } = (await withTimeout('the bare upload server', bare.ready, 30_000)) as { base: string };
    for (let i = 0; i < 3; i++) await upload(`${base}/warm`, 1024, {});
    await settle();
    baseline.push(await measure(bare.pid, bytes, () => upload(`${base}/upload`, bytes, {}), (res) => res.status === 201 && res.body?.size === bytes));
    await bare.stop();
  }

  const speed = median(ours.map((m) => m.mbPerSecond));
  const speedBase = median(baseline.map((m) => m.mbPerSecond));
  const growth = median(ours.map((m) => m.growthMb));
  const growthBase = median(baseline.map((m) => m.growthMb));
  const runs = (list: Measured[], f: keyof Measured) => `[${list.map((m) => m[f].toFixed(1)).join(', ')}]`;
  return [
    {
      scenario: S,
      metric: `${options.megabytes} MB upload: server peak RSS growth`,
      value: round(growth, 1),
      unit: 'MB',
      baseline: round(growthBase, 1),
      ...overhead(growth, Math.max(growthBase, 1)),
      target: '< 64 MB',
      pass: Math.max(...ours.map((m) => m.growthMb)) < 64,
      samples: `${options.runs} runs, a fresh server each ${runs(ours, 'growthMb')} MB; baseline ${runs(baseline, 'growthMb')} MB`,
      note: 'VmHWM after the upload minus VmHWM before it (after warm-up requests); pass = every run under the target; baseline = a bare Node http server piping the body to a file, also in its own process',
    },
    {
      scenario: S,
      metric: `${options.megabytes} MB upload: throughput`,
      value: round(speed, 0),
      unit: 'MB/s',
      baseline: round(speedBase, 0),
      ...overhead(speed, speedBase),
      samples: `${runs(ours, 'mbPerSecond')} MB/s; baseline ${runs(baseline, 'mbPerSecond')} MB/s`,
      note: 'includes the type check of the first bytes and the write to the embedded object store (local disk)',
    },
  ];
}

async function measure(pid: number, bytes: number, send: () => Promise<{ status: number; body: any }>, ok: (res: { status: number; body: any }) => boolean): Promise<Measured> {
  const before = peakRss(pid);
  const started = performance.now();
  const res = await send();
  const seconds = secondsSince(started);
  await settle(300);
  const growth = peakRss(pid) - before;
  if (!ok(res)) throw new Error(`upload answered ${res.status}: ${JSON.stringify(res.body).slice(0, 300)}`);
  return { mbPerSecond: bytes / MB / seconds, growthMb: growth / MB };
}
