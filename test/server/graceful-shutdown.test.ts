import { afterAll, describe, expect, it } from '@jest/globals';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../env/ports.js';
import { pollUntil } from '../support/proc.js';

/*
 * A rolling restart as the API process sees it (bin/montage.ts onApiShutdown): SIGTERM while clients keep sending.
 * Two kinds of clients: a connection pool that keeps reusing its connection to this Pod (an ingress controller's
 * upstream keep-alive) until a response tells it to close, and new connections as the Service routes them, which
 * it does for a while after the Pod stopped being ready (endpoint propagation, modelled as ROUTED_FOR_MS).
 */

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const KEY = `drain-key-${randomBytes(12).toString('hex')}`;
// The drain outlasts the routing window by 1.5 s, so a timer that fires late on a busy machine still lands inside it.
const DELAY_SECONDS = 3;
const ROUTED_FOR_MS = 1_500;
const INTERVAL_MS = 20;

interface Sent {
  via: 'pooled' | 'new';
  at: number;
  status?: number;
  connection?: string;
  reused?: boolean;
  error?: string;
}

function get(url: string, agent: Agent | false): Promise<{ status: number; connection?: string; reused: boolean }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent, headers: { authorization: `Bearer ${KEY}` } }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode!, connection: res.headers.connection, reused: req.reusedSocket }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

describe('`montage serve` on SIGTERM', () => {
  let child: ChildProcess | undefined;
  let output = '';
  const dataDir = mkdtempSync(join(tmpdir(), 'drain-'));
  afterAll(() => {
    if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('fails /readyz at once, serves every request during the drain, moves pooled connections off, and exits 0', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    child = spawn(process.execPath, ['--import', 'tsx', join(root, 'bin', 'montage.ts'), 'serve'], {
      env: { ...process.env, LOG_LEVEL: 'info', MONTAGE_DATA_DIR: dataDir, MONTAGE_API_KEYS: `${KEY}=drainer`, MONTAGE_RATE_LIMIT: '100000', MONTAGE_SHUTDOWN_DELAY_SECONDS: String(DELAY_SECONDS), PORT: String(port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (c) => (output += c));
    child.stderr!.on('data', (c) => (output += c));
    const exited = new Promise<{ code: number | null; at: number }>((resolve) => child!.once('exit', (code) => resolve({ code, at: Date.now() })));
    await pollUntil('the service to listen', async () => ((await fetch(`${base}/healthz`).catch(() => undefined))?.ok ? true : undefined));

    const pool = new Agent({ keepAlive: true, maxSockets: 1 });
    // The pool holds a kept-alive connection before the drain: two requests in turn, the second on the first's socket
    // (established here, in order, not left to the timing of the traffic below, which a busy machine can change).
    const warm = [await get(`${base}/api/v1/projects`, pool), await get(`${base}/api/v1/projects`, pool)];
    expect(warm.map((r) => [r.status, r.reused])).toEqual([[200, false], [200, true]]);
    const sent: Sent[] = [];
    const inFlight: Promise<void>[] = [];
    let sigtermAt = Infinity;
    let poolMoved = false;
    const send = (via: Sent['via']) => {
      const entry: Sent = { via, at: Date.now() };
      sent.push(entry);
      inFlight.push(
        get(`${base}/api/v1/projects`, via === 'pooled' ? pool : false).then(
          (res) => {
            Object.assign(entry, res);
            if (via === 'pooled' && res.connection === 'close') poolMoved = true;
          },
          (err: NodeJS.ErrnoException) => void (entry.error = err.code ?? err.message),
        ),
      );
    };
    const traffic = setInterval(() => {
      if (!poolMoved) send('pooled');
      if (Date.now() < sigtermAt + ROUTED_FOR_MS) send('new');
    }, INTERVAL_MS);

    try {
      await pollUntil('steady traffic', () => (sent.filter((s) => s.status === 200).length >= 20 ? true : undefined), 10_000);
      sigtermAt = Date.now();
      child.kill('SIGTERM');
      // The last request the Service routes here, at the end of its window: scheduled, not left to the interval's
      // ticks, which a busy event loop spaces out (a 133 ms gap once ended the traffic at 1,367 ms). A timer may fire
      // a millisecond early by Date.now() (Node rounds its monotonic clock; one once sent at 1,499 ms), so it is set a
      // little past the window's end, still well inside the drain.
      const lastRouted = setTimeout(() => send('new'), ROUTED_FOR_MS + 25);
      const readyz = await pollUntil('/readyz to fail', async () => {
        const res = await fetch(`${base}/readyz`);
        return res.status === 503 ? { body: await res.json(), at: Date.now() } : undefined;
      }, 1_000, 10);
      expect(readyz.body).toEqual({ status: 'unavailable', lifecycle: 'shutting down' });

      let giveUp: NodeJS.Timeout | undefined;
      const exit = await Promise.race([
        exited,
        new Promise<never>((_, reject) => (giveUp = setTimeout(() => reject(new Error(`no exit within ${DELAY_SECONDS + 8} s:\n${output}`)), (DELAY_SECONDS + 8) * 1000))),
      ]).finally(() => clearTimeout(giveUp));
      clearInterval(traffic);
      clearTimeout(lastRouted);
      await Promise.all(inFlight);
      console.log(`SIGTERM → /readyz 503 in ${readyz.at - sigtermAt} ms, exit in ${exit.at - sigtermAt} ms; ${sent.length} requests, ${sent.filter((s) => s.at > sigtermAt).length} after SIGTERM`);
      expect(exit.code).toBe(0);
      // It waited out the drain, and then closed promptly: nothing was in flight.
      expect(exit.at - sigtermAt).toBeGreaterThanOrEqual(DELAY_SECONDS * 1000);
      expect(exit.at - sigtermAt).toBeLessThan((DELAY_SECONDS + 5) * 1000);

      expect(sent.filter((s) => s.error !== undefined || s.status !== 200)).toEqual([]);
      // The pool's kept-alive connection was told to close during the drain, before the listener closed.
      expect(poolMoved).toBe(true);
      // Requests kept coming (and being served) well into the drain, each closing its connection.
      const duringDrain = sent.filter((s) => s.at > readyz.at);
      expect(duringDrain.length).toBeGreaterThan(ROUTED_FOR_MS / INTERVAL_MS / 4);
      expect(duringDrain.filter((s) => s.connection !== 'close')).toEqual([]);
      expect(Math.max(...sent.map((s) => s.at)) - sigtermAt).toBeGreaterThanOrEqual(ROUTED_FOR_MS);
    } finally {
      clearInterval(traffic);
      pool.destroy();
    }
  }, 60_000);
});
