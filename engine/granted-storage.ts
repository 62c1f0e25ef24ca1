import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ObjectNotFoundError, type ObjectInfo, type PutOptions } from '../storage/object-storage.js';
import type { StorageGrant } from './job-spec.js';
import type { EngineStorage } from './storage-files.js';

/** A request that neither sends nor receives a byte for this long has failed. */
const IDLE_TIMEOUT_MS = 60_000;
const agents = { 'http:': new HttpAgent({ keepAlive: true }), 'https:': new HttpsAgent({ keepAlive: true }) };

export class NotGrantedError extends Error {
  constructor(key: string, method: string) {
    super(`this job may not ${method} the object ${key}`);
    this.name = 'NotGrantedError';
  }
}

/**
 * The engine's object storage: the URLs of its job's grant and nothing else (no credentials, no data dir). A key the
 * grant does not name is refused here, before any request, so a bug that asks for another object fails loudly.
 */
export class GrantedStorage implements EngineStorage {
  constructor(
    private readonly grant: StorageGrant,
    private readonly options: { signal?: AbortSignal } = {},
  ) {}

  async get(key: string): Promise<Readable> {
    const url = this.grant[key]?.get;
    if (!url) throw new NotGrantedError(key, 'read');
    const res = await this.send('GET', url, {});
    if (res.statusCode === 200) return res;
    const detail = await drain(res);
    if (res.statusCode === 404) throw new ObjectNotFoundError(key);
    throw new Error(`reading ${key} failed: HTTP ${res.statusCode}${detail ? ` (${detail})` : ''}`);
  }

  async put(key: string, body: Readable, options: PutOptions): Promise<ObjectInfo> {
    const url = this.grant[key]?.put;
    if (!url) throw new NotGrantedError(key, 'write');
    let length = options.contentLength;
    let source = body;
    if (length === undefined) {
      const chunks: Buffer[] = [];
      for await (const chunk of body) chunks.push(Buffer.from(chunk as Uint8Array));
      const whole = Buffer.concat(chunks);
      length = whole.length;
      source = Readable.from([whole]);
    }
    if (options.maxBytes !== undefined && length > options.maxBytes) throw new Error(`${key} is larger than ${options.maxBytes} bytes`);
    const res = await this.send('PUT', url, { 'Content-Type': options.contentType, 'Content-Length': String(length) }, source);
    const detail = await drain(res);
    if (res.statusCode !== 200 && res.statusCode !== 201 && res.statusCode !== 204) {
      throw new Error(`writing ${key} failed: HTTP ${res.statusCode}${detail ? ` (${detail})` : ''}`);
    }
    return { size: length, contentType: options.contentType };
  }

  private send(method: string, url: string, headers: Record<string, string>, body?: Readable): Promise<IncomingMessage> {
    const target = new URL(url);
    const request = target.protocol === 'https:' ? httpsRequest : httpRequest;
    const agent = agents[target.protocol as keyof typeof agents];
    if (!agent) return Promise.reject(new Error(`unsupported storage URL scheme ${target.protocol}`));
    return new Promise((resolve, reject) => {
      const req = request(target, { method, headers, agent, signal: this.options.signal, timeout: IDLE_TIMEOUT_MS });
      req.once('response', resolve);
      req.once('error', reject);
      req.once('timeout', () => req.destroy(new Error(`${method} of an object timed out (no data for ${IDLE_TIMEOUT_MS / 1000} s)`)));
      if (body) pipeline(body, req).catch((err: Error) => req.destroy(err));
      else req.end();
    });
  }
}

/** Reads a response to its end, keeping the first few hundred characters for an error message. */
async function drain(res: IncomingMessage): Promise<string> {
  let kept = '';
  for await (const chunk of res) if (kept.length < 300) kept += Buffer.from(chunk as Uint8Array).toString('utf8');
  return kept.replace(/\s+/g, ' ').trim().slice(0, 300);
}
