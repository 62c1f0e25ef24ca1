import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { createApp } from './app.js';

let server: Server;
let base: string;

beforeAll(async () => {
  const app = createApp({ logger: pino({ level: 'silent' }) });
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

describe('app skeleton', () => {
  it('answers health checks', async () => {
    const res = await fetch(`${base}/healthz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('answers unknown routes with a 404 in the error shape', async () => {
    const res = await fetch(`${base}/api/v1/nothing-here`);
    expect(res.status).toBe(404);
    const body = (await res.json()) as Record<string, string>;
    expect(body.code).toBe('NOT_FOUND');
    expect(body.error).toContain('/api/v1/nothing-here');
    expect(body.hint).toBeTruthy();
  });

  it('exposes Prometheus metrics labelled by route template', async () => {
    await fetch(`${base}/healthz`);
    await fetch(`${base}/api/v1/projects/prj_123`);
    const text = await (await fetch(`${base}/metrics`)).text();
    expect(text).toMatch(/montage_http_requests_total\{method="GET",route="\/healthz",status="200"\} \d+/);
    expect(text).toMatch(/route="unmatched",status="404"/);
    expect(text).not.toContain('prj_123');
    expect(text).toContain('montage_process_resident_memory_bytes');
  });

  it('echoes a well-formed request id and makes one otherwise', async () => {
    const given = await fetch(`${base}/healthz`, { headers: { 'X-Request-Id': 'abc-123' } });
    expect(given.headers.get('x-request-id')).toBe('abc-123');
    const bad = await fetch(`${base}/healthz`, { headers: { 'X-Request-Id': 'no spaces allowed' } });
    expect(bad.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});
