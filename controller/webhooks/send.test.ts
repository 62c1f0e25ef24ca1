import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { destinationPolicy } from '../../lib/net/destination.js';
import { sendWebhook } from './send.js';

describe('sendWebhook', () => {
  let server: Server;
  let base: string;
  const hits: string[] = [];
  beforeAll(async () => {
    server = createServer((req, res) => {
      hits.push(req.url!);
      if (req.url === '/redirect') res.writeHead(307, { location: '/target' }).end();
      else if (req.url === '/slow') setTimeout(() => res.writeHead(200).end(), 2_000).unref();
      else res.writeHead(200).end('ok');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  const allowed = { policy: destinationPolicy(['127.0.0.1']), timeoutMs: 500 };
  const post = (path: string, options = allowed) => sendWebhook({ url: `${base}${path}`, body: '{}', headers: { 'content-type': 'application/json' } }, options);

  it('posts to an allowed address and reports the status', async () => {
    expect(await post('/ok')).toMatchObject({ statusCode: 200 });
  });

  it('never follows a redirect', async () => {
    hits.length = 0;
    expect(await post('/redirect')).toMatchObject({ statusCode: 307, error: 'HTTP 307 (redirects are not followed)' });
    expect(hits).toEqual(['/redirect']);
  });

  it('cuts an attempt that outlasts the timeout', async () => {
    const result = await post('/slow');
    expect(result.error).toBe('no response within 500 ms');
    expect(result.durationMs).toBeLessThan(1_500);
  });

  it('refuses loopback without the admin setting, before connecting', async () => {
    hits.length = 0;
    const result = await post('/ok', { policy: destinationPolicy([]), timeoutMs: 500 });
    expect(result.statusCode).toBeUndefined();
    expect(result.error).toMatch(/^refused: the scheme must be https/);
    const https = await sendWebhook({ url: base.replace('http:', 'https:') + '/ok', body: '{}', headers: {} }, { policy: destinationPolicy([]), timeoutMs: 500 });
    expect(https.error).toMatch(/^refused: the address 127\.0\.0\.1 is a private, loopback/);
    expect(hits).toEqual([]);
  });

  it('connects to the address it checked, whatever a second DNS answer would say', async () => {
    let lookups = 0;
    // The first answer is the allowed loopback address; a rebinding resolver would answer differently next time.
    const lookup = async () => (lookups++ === 0 ? [{ address: '127.0.0.1', family: 4 }] : [{ address: '10.0.0.1', family: 4 }]);
    const result = await sendWebhook(
      { url: `http://hooks.test:${new URL(base).port}/ok`, body: '{}', headers: {} },
      { policy: destinationPolicy(['hooks.test']), timeoutMs: 500, lookup },
    );
    expect(result).toMatchObject({ statusCode: 200 });
    expect(lookups).toBe(1);
  });
});
