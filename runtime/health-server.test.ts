import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Server } from 'node:http';
import { portOf, startHealthServer } from './health-server.js';

describe('controller health server', () => {
  let server: Server;
  let leader = false;
  beforeAll(async () => {
    server = await startHealthServer({ host: '127.0.0.1', port: 0, isLeader: () => leader });
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('answers /healthz and /readyz with the leadership', async () => {
    const base = `http://127.0.0.1:${portOf(server)}`;
    expect(await (await fetch(`${base}/healthz`)).json()).toEqual({ status: 'ok', leader: false });
    leader = true;
    const ready = await fetch(`${base}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ok', leader: true });
  });

  it('answers 404 elsewhere', async () => {
    expect((await fetch(`http://127.0.0.1:${portOf(server)}/api/v1/projects`)).status).toBe(404);
  });
});
