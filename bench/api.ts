import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { NO_RATE_LIMIT } from './embedded.js';
import { median, round } from './stats.js';
import { BENCH, type Cleanup, restClient, settle, spawnTs, withTimeout } from './support.js';
import { overhead, type Row } from './table.js';

export interface ApiOptions {
  runs: number;
  /** Seconds per autocannon run. */
  seconds: number;
  /** The fixed rate (requests per second, over all connections) at which latency is measured. */
  rate: number;
  connections: number;
}

interface Load {
  method: 'GET' | 'POST';
  url: string;
  headers?: Record<string, string>;
  body?: string;
}

interface Measured {
  rps: number;
  p50: number;
  p99: number;
}

/** One autocannon run; any non-2xx answer or connection error fails it (a rate-limited run measures nothing). */
export async function cannon(load: Load, options: { connections: number; seconds: number; rate?: number }): Promise<Measured> {
  const result = await withTimeout(
    `autocannon ${load.method} ${load.url}`,
    autocannon({
      url: load.url,
      method: load.method,
      headers: load.headers,
      body: load.body,
      connections: options.connections,
      duration: options.seconds,
      ...(options.rate ? { overallRate: options.rate } : {}),
    }),
    (options.seconds + 30) * 1000,
  );
  if (result.non2xx > 0 || result.errors > 0) {
    const codes = Object.entries(result.statusCodeStats ?? {}).map(([code, s]) => `${code}×${s.count}`).join(' ');
    throw new Error(`${load.method} ${load.url}: ${result.non2xx} non-2xx (${codes}), ${result.errors} errors`);
  }
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

/**
 * 3. API: autocannon against GET project, GET chapter list and POST project of the embedded service, at a fixed
 * rate (latency) and flat out with a fixed number of connections (throughput), next to a bare Express route
 * served by the same process. Runs alternate between ours and the baseline so drift hits both alike.
 */
export async function apiScenario(cleanup: Cleanup, options: ApiOptions): Promise<Row[]> {
  const S = 'api';
  const dir = cleanup.tempDir('api');
  const key = `bench-api-${randomBytes(12).toString('hex')}`;
  const server = spawnTs(join(BENCH, 'children', 'api-server.ts'), [], { ...NO_RATE_LIMIT, MONTAGE_DATA_DIR: join(dir, 'data'), MONTAGE_API_KEYS: `${key}=bench`, LOG_LEVEL: 'info' }, cleanup);
  const { base, bare } = (await withTimeout('the API server', server.ready, 60_000)) as { base: string; bare: string };
  const api = restClient(base, key);
  const project = await api.post('/projects', { name: 'Bench API', description: 'a project with three chapters' });
  for (let i = 1; i <= 3; i++) await api.post(`/projects/${project.id}/chapters`, { name: `Chapter ${i}`, duration: 10 });

  const auth = { authorization: `Bearer ${key}` };
  const json = { 'content-type': 'application/json' };
  const body = JSON.stringify({ name: 'Load project', description: 'made by autocannon' });
  const bareGet: Load = { method: 'GET', url: `${bare}/bare` };
  const barePost: Load = { method: 'POST', url: `${bare}/bare`, headers: json, body };
  const endpoints: { name: string; ours: Load; baseline: Load; target?: boolean }[] = [
    { name: 'GET /projects/:id', ours: { method: 'GET', url: `${base}/api/v1/projects/${project.id}`, headers: auth }, baseline: bareGet, target: true },
    { name: 'GET /projects/:id/chapters', ours: { method: 'GET', url: `${base}/api/v1/projects/${project.id}/chapters`, headers: auth }, baseline: bareGet, target: true },
    { name: 'POST /projects', ours: { method: 'POST', url: `${base}/api/v1/projects`, headers: { ...auth, ...json }, body }, baseline: barePost },
  ];
  // Each load once per run (the two GETs share one baseline), ours and baselines alternating.
  const loads = [...new Set([...endpoints.flatMap((e) => [e.ours, e.baseline])])];

  // Warm-up (not measured): JIT, connection pools, first-use code paths.
  for (const load of loads) await cannon(load, { connections: options.connections, seconds: 1 });

  const fixed = new Map<Load, Measured[]>(loads.map((l) => [l, []]));
  const flat = new Map<Load, Measured[]>(loads.map((l) => [l, []]));
  for (let r = 0; r < options.runs; r++) {
    for (const load of loads) {
      await settle(100);
      fixed.get(load)!.push(await cannon(load, { connections: options.connections, seconds: options.seconds, rate: options.rate }));
    }
    for (const load of loads) {
      await settle(100);
      flat.get(load)!.push(await cannon(load, { connections: options.connections, seconds: options.seconds }));
    }
  }

  const rows: Row[] = [];
  const m = (list: Measured[], field: keyof Measured) => median(list.map((x) => x[field]));
  for (const e of endpoints) {
    const [fo, fb, xo, xb] = [fixed.get(e.ours)!, fixed.get(e.baseline)!, flat.get(e.ours)!, flat.get(e.baseline)!];
    const p99 = m(fo, 'p99');
    const samples = `${options.runs} runs of ${options.seconds} s, ${options.connections} connections (median of the runs' percentiles); achieved ${m(fo, 'rps').toFixed(0)} req/s`;
    rows.push(
      {
        scenario: S,
        metric: `${e.name} p99 @ ${options.rate} req/s`,
        value: p99,
        unit: 'ms',
        baseline: m(fb, 'p99'),
        ...overhead(Math.max(p99, 0.5), Math.max(m(fb, 'p99'), 0.5)),
        ...(e.target ? { target: '< 10 ms', pass: p99 < 10 } : {}),
        samples,
      },
      { scenario: S, metric: `${e.name} p50 @ ${options.rate} req/s`, value: m(fo, 'p50'), unit: 'ms', baseline: m(fb, 'p50'), ...overhead(Math.max(m(fo, 'p50'), 0.5), Math.max(m(fb, 'p50'), 0.5)) },
      {
        scenario: S,
        metric: `${e.name} throughput, ${options.connections} connections`,
        value: round(m(xo, 'rps'), 0),
        unit: 'req/s',
        baseline: round(m(xb, 'rps'), 0),
        ...overhead(m(xo, 'rps'), m(xb, 'rps')),
        samples: `${options.runs} runs of ${options.seconds} s flat out; p99 ${m(xo, 'p99')} ms (baseline ${m(xb, 'p99')} ms)`,
      },
    );
  }
  rows[0]!.note =
    `autocannon latencies are whole milliseconds (ratios use 0.5 ms for a 0 ms figure); server: embedded mode in a child process with request logs on (info, to /dev/null) and MONTAGE_RATE_LIMIT=${NO_RATE_LIMIT.MONTAGE_RATE_LIMIT} per ${NO_RATE_LIMIT.MONTAGE_RATE_LIMIT_WINDOW_SECONDS} s so no request is rate limited (the default, 600/min per key, would answer 429 within a second); baseline = a bare Express route in the same process answering the same JSON shape`;
  await server.stop();
  return rows;
}
