import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pipeline } from 'node:stream/promises';
import type { Logger } from 'pino';
import { systemClock, type Clock } from '../lib/clock.js';
import type { GrantMethod, JobUrlSigner } from './job-urls.js';
import { isSafeKey } from './keys.js';
import { ObjectTooLargeError } from './object-storage.js';
import type { LocalDiskStorage } from './local-disk.js';

/** No render or export comes near this; it bounds what one job's grant can write. */
const MAX_OBJECT_BYTES = 8 * 1024 ** 3;
const CONTENT_TYPE = /^[\x21-\x7e][\x20-\x7e]{0,199}$/;

/**
 * The embedded mode's stand-in for S3 presigned URLs, for engine processes only: a server on a loopback port that
 * lets a job GET and PUT exactly the objects its URLs name, so the engine never needs (or gets) the data dir. URLs are
 * `/o/<key>?m=<GET|PUT>&e=<unix s>&s=<hex>` with s = HMAC-SHA256(secret, "method\nkey\nexpires"). The secret is made
 * per process and never stored: a job's URLs die with the service that issued them (a restarted service reruns its
 * unfinished jobs with new ones). It is not the public API: it listens on 127.0.0.1 only, and has no other route.
 */
export class JobObjectServer implements JobUrlSigner {
  private readonly secret = randomBytes(32);
  private readonly server: Server;
  private baseUrl: string | undefined;

  constructor(
    private readonly storage: LocalDiskStorage,
    private readonly options: { logger: Logger; clock?: Clock },
  ) {
    this.server = createServer((req, res) => {
      this.handle(req, res).catch((err: unknown) => {
        options.logger.warn({ err }, 'job object request failed');
        if (!res.headersSent) reply(res, 500, 'internal error');
        else res.destroy();
      });
    });
    // An engine that stalls mid-upload must not hold a socket forever.
    this.server.requestTimeout = 15 * 60_000;
  }

  async start(): Promise<void> {
    await new Promise<void>((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(0, '127.0.0.1', () => resolve());
    });
    const { port } = this.server.address() as AddressInfo;
    this.baseUrl = `http://127.0.0.1:${port}`;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  async jobUrl(key: string, method: GrantMethod, expiresInSeconds: number): Promise<string> {
    if (!this.baseUrl) throw new Error('the job object server is not started');
    if (!isSafeKey(key)) throw new TypeError(`not an object key: ${JSON.stringify(key)}`);
    const expires = String(Math.floor(this.now() / 1000) + expiresInSeconds);
    const path = key.split('/').map(encodeURIComponent).join('/');
    return `${this.baseUrl}/o/${path}?m=${method}&e=${expires}&s=${this.sign(method, key, expires).toString('hex')}`;
  }

  private now(): number {
    return (this.options.clock ?? systemClock).now().getTime();
  }

  private sign(method: string, key: string, expires: string): Buffer {
    return createHmac('sha256', this.secret).update(`${method}\n${key}\n${expires}`, 'utf8').digest();
  }

  /** The key a request may touch, or undefined: method, signature and expiry all have to match. */
  private authorizedKey(req: IncomingMessage): string | undefined {
    const url = new URL(req.url ?? '/', 'http://job');
    if (!url.pathname.startsWith('/o/')) return undefined;
    let key: string;
    try {
      key = url.pathname.slice(3).split('/').map(decodeURIComponent).join('/');
    } catch {
      return undefined;
    }
    const method = url.searchParams.get('m');
    const expires = url.searchParams.get('e') ?? '';
    const sig = url.searchParams.get('s') ?? '';
    if (method !== req.method || !isSafeKey(key)) return undefined;
    if (!/^[0-9]{1,15}$/.test(expires) || Number(expires) * 1000 <= this.now()) return undefined;
    if (!/^[0-9a-f]{64}$/.test(sig)) return undefined;
    return timingSafeEqual(Buffer.from(sig, 'hex'), this.sign(method, key, expires)) ? key : undefined;
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const key = req.method === 'GET' || req.method === 'PUT' ? this.authorizedKey(req) : undefined;
    // Like S3: a URL that does not allow this request is refused, without saying which part was wrong.
    if (key === undefined) {
      req.resume();
      return reply(res, 403, 'not allowed by this URL');
    }
    if (req.method === 'GET') {
      const file = this.storage.fileFor(key);
      if (!file) return reply(res, 404, 'no such object');
      res.writeHead(200, { 'Content-Type': file.contentType, 'Content-Length': file.size });
      await pipeline(createReadStream(file.path), res);
      return;
    }
    const declared = req.headers['content-type'];
    const contentType = declared && CONTENT_TYPE.test(declared) ? declared : 'application/octet-stream';
    try {
      const info = await this.storage.put(key, req, { contentType, maxBytes: MAX_OBJECT_BYTES });
      reply(res, 200, JSON.stringify({ size: info.size }));
    } catch (err) {
      if (err instanceof ObjectTooLargeError) return reply(res, 413, `objects are limited to ${MAX_OBJECT_BYTES} bytes`);
      throw err;
    }
  }
}

function reply(res: ServerResponse, status: number, body: string): void {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Content-Length': Buffer.byteLength(body) });
  res.end(body);
}
