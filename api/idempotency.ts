import { createHash, randomUUID } from 'node:crypto';
import { Transform, type Readable } from 'node:stream';
import type { Request } from 'express';
import { ConflictError, IdempotencyKeyReusedError, ServiceUnavailableError, ValidationError } from '../model/errors.js';
import { IdempotencyUnavailableError, type IdempotencySettings, type StoredResponse } from '../idempotency/idempotency-store.js';
import type { Sealer } from '../lib/crypto/sealer.js';

/*
 * Idempotency-Key at the HTTP edge (every POST). The same tenant, key and request (method, path, query and body:
 * the JSON document, or for raw uploads the SHA-256 of the bytes) within the TTL gets the first *successful*
 * response again, status and body, marked `Idempotent-Replayed: true`, without the work being done again. A
 * request that arrives while the first is still being worked on waits for it (up to `waitMs`, then 409 with a
 * hint). The same key with another request is 422 IDEMPOTENCY_KEY_REUSED. Only 2xx responses are kept: an error
 * releases the key, so a retry after a 4xx/5xx does the work (nothing was done, or the error said what to fix).
 */

function sealedResponse(sealer: Sealer, storeKey: string, response: StoredResponse): StoredResponse {
  return sealer.sealing ? { status: response.status, body: sealer.seal(JSON.stringify(response.body), storeKey) } : response;
}

function openedResponse(sealer: Sealer, storeKey: string, response: StoredResponse): StoredResponse {
  return typeof response.body === 'string' && response.body.startsWith('sealed:') ? { status: response.status, body: JSON.parse(sealer.open(response.body, storeKey)) as unknown } : response;
}

export const IDEMPOTENCY_HEADER = 'idempotency-key';
const KEY_SYNTAX = /^[\x21-\x7e]{1,255}$/;

/** The key as sent, or undefined; a malformed one is a 400. */
export function idempotencyKeyOf(req: Request): string | undefined {
  const value = req.headers[IDEMPOTENCY_HEADER];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !KEY_SYNTAX.test(value)) {
    throw new ValidationError('Invalid Idempotency-Key header', 'Send one key of 1-255 visible ASCII characters, e.g. a UUID, and reuse it only to retry the same request.');
  }
  return value;
}

function sha256(text: string | Buffer): string {
  return createHash('sha256').update(text).digest('hex');
}

/** JSON with object keys sorted, so `{"a":1,"b":2}` and `{"b":2,"a":1}` are the same request. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value).sort().map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k])}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export function requestFingerprint(req: Request, jsonBody: unknown | undefined): string {
  const type = String(req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  return sha256([req.method, req.originalUrl, type, jsonBody === undefined ? '' : canonicalJson(jsonBody)].join('\n'));
}

/** A pass-through that hashes what flows through it. */
function hashingStream(): Transform & { digest(): string } {
  const hash = createHash('sha256');
  const t = new Transform({
    transform(chunk: Buffer, _enc, done) {
      hash.update(chunk);
      done(null, chunk);
    },
  }) as Transform & { digest(): string };
  let digest: string | undefined;
  t.digest = () => (digest ??= hash.digest('hex'));
  return t;
}

async function hashOf(body: Readable): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of body) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

export interface IdempotentRequest {
  tenant: string;
  key: string;
  fingerprint: string;
  /** Raw-body requests: the body, hashed as the work reads it (and read to compare when a response is replayed). */
  rawBody?: Readable;
}

export interface IdempotentOutcome {
  response: StoredResponse;
  replayed: boolean;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function reused(): IdempotencyKeyReusedError {
  return new IdempotencyKeyReusedError();
}

/** Runs `work` once per tenant + key; `work` gets the body stream to read (raw-body requests). */
export async function runIdempotent(
  settings: IdempotencySettings,
  request: IdempotentRequest,
  work: (body: Readable | undefined) => Promise<StoredResponse>,
): Promise<IdempotentOutcome> {
  const storeKey = `${sha256(request.tenant)}:${sha256(request.key)}`;
  const owner = randomUUID();
  const deadline = Date.now() + settings.waitMs;
  let delay = 20;
  try {
    for (;;) {
      const claim = await settings.store.claim(storeKey, { fingerprint: request.fingerprint, owner }, settings.leaseMs);
      if (claim.claimed) return { response: await doWork(settings, storeKey, owner, request, work), replayed: false };
      const { record } = claim;
      if (record.fingerprint !== request.fingerprint) throw reused();
      if (record.state === 'completed' && record.response) {
        // An upload is the same request only if its bytes are: read them (nothing is stored) and compare.
        if (request.rawBody && (await hashOf(request.rawBody)) !== record.bodyHash) throw reused();
        return { response: openedResponse(settings.sealer, storeKey, record.response), replayed: true };
      }
      if (Date.now() + delay > deadline) {
        throw new ConflictError(
          'A request with this Idempotency-Key is still in progress',
          'Retry the same request with the same key in a few seconds: it then gets the first request\'s response.',
        );
      }
      await sleep(delay);
      delay = Math.min(delay * 2, 250);
    }
  } catch (err) {
    if (err instanceof IdempotencyUnavailableError) {
      throw new ServiceUnavailableError('Idempotency keys cannot be checked right now', 'Retry later, or send the request without Idempotency-Key.', 5, { cause: err });
    }
    throw err;
  }
}

async function doWork(
  settings: IdempotencySettings,
  storeKey: string,
  owner: string,
  request: IdempotentRequest,
  work: (body: Readable | undefined) => Promise<StoredResponse>,
): Promise<StoredResponse> {
  const hasher = request.rawBody ? hashingStream() : undefined;
  const body = hasher && request.rawBody ? request.rawBody.pipe(hasher) : undefined;
  request.rawBody?.on('error', (err) => hasher?.destroy(err));
  // Keep the claim alive while the work runs (a 100 MB upload may take longer than one lease).
  const renewal = setInterval(() => void settings.store.renew(storeKey, owner, settings.leaseMs).catch(() => undefined), settings.leaseMs / 3);
  let response: StoredResponse;
  try {
    response = await work(body);
  } catch (err) {
    clearInterval(renewal);
    await settings.store.release(storeKey, owner).catch(() => undefined);
    throw err;
  }
  clearInterval(renewal);
  if (response.status >= 200 && response.status < 300) {
    // The work is done: a store that cannot keep the response must not turn it into an error (a retry would redo it).
    await settings.store.complete(storeKey, owner, { response: sealedResponse(settings.sealer, storeKey, response), ...(hasher ? { bodyHash: hasher.digest() } : {}) }, settings.ttlMs).catch(() => false);
  } else {
    await settings.store.release(storeKey, owner).catch(() => undefined);
  }
  return response;
}
