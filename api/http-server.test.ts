import { afterEach, describe, expect, it } from '@jest/globals';
import { Agent, request, type IncomingMessage, type RequestListener } from 'node:http';
import { pino } from 'pino';
import { startHttpServer, type HttpServer } from './http-server.js';

const logger = pino({ level: 'silent' });
let http: HttpServer | undefined;
afterEach(async () => {
  await http?.close(0);
  http = undefined;
});

async function serve(handler: RequestListener): Promise<HttpServer> {
  http = await startHttpServer(handler, { host: '127.0.0.1', port: 0, logger });
  return http;
}

interface Answer {
  status: number;
  connection?: string;
  body: string;
  continued: boolean;
}

/** A POST of `body` with `Expect: 100-continue`, sent only once the server says continue (as Node's client does). */
function post(port: number, body: string, headers: Record<string, string> = { expect: '100-continue' }, agent: Agent | false = false): Promise<Answer> {
  return new Promise((resolve, reject) => {
    let continued = false;
    const req = request({ host: '127.0.0.1', port, method: 'POST', path: '/', agent, headers: { 'content-length': String(body.length), ...headers } });
    req.on('continue', () => {
      continued = true;
      req.end(body);
    });
    req.on('response', (res: IncomingMessage) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode!, connection: res.headers.connection, body: text, continued }));
    });
    req.on('error', reject);
    if (!headers.expect) req.end(body);
  });
}

/** A promise the handler resolves when a request arrives, so tests wait for it instead of sleeping. */
function signal(): { wait: Promise<void>; fire(): void } {
  let fire!: () => void;
  const wait = new Promise<void>((r) => (fire = r));
  return { wait, fire };
}

const echoLength: RequestListener = (req, res) => {
  let n = 0;
  req.on('data', (c: Buffer) => (n += c.length));
  req.on('end', () => res.end(String(n)));
};

describe('Expect: 100-continue', () => {
  it('answers a request refused before its body is read without `100 Continue`', async () => {
    const { port } = await serve((_req, res) => {
      res.statusCode = 413;
      res.end('too large');
    });
    expect(await post(port, 'x'.repeat(100))).toMatchObject({ status: 413, continued: false, body: 'too large' });
  });

  it('sends `100 Continue` once the app reads the body', async () => {
    const { port } = await serve(echoLength);
    expect(await post(port, 'x'.repeat(100))).toMatchObject({ status: 200, continued: true, body: '100' });
  });

  it('sends it when the app reads by async iteration too', async () => {
    const { port } = await serve(async (req, res) => {
      let n = 0;
      for await (const chunk of req) n += (chunk as Buffer).length;
      res.end(String(n));
    });
    expect(await post(port, 'abc')).toMatchObject({ status: 200, continued: true, body: '3' });
  });
});

describe('draining and closing', () => {
  it('closes every connection it answers once draining, in-flight requests included', async () => {
    const arrived = signal(), release = signal();
    const server = await serve(async (req, res) => {
      if (req.headers['x-hold']) {
        arrived.fire();
        await release.wait;
      }
      echoLength(req, res);
    });
    const pool = new Agent({ keepAlive: true });
    expect((await post(server.port, 'a', {}, pool)).connection).toBe('keep-alive');
    const inFlight = post(server.port, 'a', { 'x-hold': '1' }, pool);
    await arrived.wait;
    server.beginDrain();
    expect(server.draining).toBe(true);
    expect((await post(server.port, 'a', {}, pool)).connection).toBe('close');
    release.fire();
    expect(await inFlight).toMatchObject({ status: 200, connection: 'close' });
    pool.destroy();
  });

  it('lets a request in flight finish before close() resolves', async () => {
    const arrived = signal(), release = signal();
    const server = await serve(async (req, res) => {
      arrived.fire();
      await release.wait;
      echoLength(req, res);
    });
    const inFlight = post(server.port, 'abcd', {});
    await arrived.wait;
    let closed = false;
    const closing = server.close(5_000).then(() => (closed = true));
    // The listener is gone at once, but close() waits for the request in flight.
    await expect(post(server.port, 'late', {})).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    expect(closed).toBe(false);
    release.fire();
    expect(await inFlight).toMatchObject({ status: 200, body: '4' });
    await closing;
    http = undefined;
  });

  it('cuts what outlasts the grace period', async () => {
    const arrived = signal();
    const server = await serve(() => arrived.fire());
    const hanging = post(server.port, 'a', {}).then(
      () => 'answered',
      (err: NodeJS.ErrnoException) => err.code,
    );
    await arrived.wait;
    const started = Date.now();
    await server.close(200);
    http = undefined;
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(await hanging).toBe('ECONNRESET');
  });
});
