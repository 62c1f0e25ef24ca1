import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { parseDestinationUrl, resolveDestination, type DestinationPolicy, type Lookup } from '../../lib/net/destination.js';

export interface SendOptions {
  policy: DestinationPolicy;
  /** The whole attempt: connecting, sending, and the response's status line and headers. */
  timeoutMs: number;
  lookup?: Lookup;
}

export interface SendResult {
  statusCode?: number;
  error?: string;
  durationMs: number;
}

/** How much of a response body is read (and thrown away) before the connection is closed. */
const MAX_RESPONSE_BYTES = 64 * 1024;

/**
 * One POST to a webhook URL, SSRF-safe: the URL's scheme and resolved address are checked by the destination
 * policy, and the socket connects to exactly the address that was checked (the `lookup` below answers with it, so
 * TLS still verifies the certificate against the URL's host name). Redirects are not followed (a 3xx is a failed
 * attempt), and the attempt is cut after `timeoutMs`. Never throws: the outcome is a status code or an error.
 */
export async function sendWebhook(target: { url: string; body: string; headers: Record<string, string> }, options: SendOptions): Promise<SendResult> {
  const started = Date.now();
  const done = (result: Omit<SendResult, 'durationMs'>): SendResult => ({ ...result, durationMs: Date.now() - started });
  let url: URL;
  let destination: { address: string; family: 4 | 6 };
  try {
    url = parseDestinationUrl(target.url, options.policy);
    destination = await resolveDestination(url, options.policy, { lookup: options.lookup, timeoutMs: options.timeoutMs });
  } catch (err) {
    return done({ error: `refused: ${(err as Error).message}` });
  }
  const pinned: LookupFunction = (_host, lookupOptions, callback) => {
    if ((lookupOptions as { all?: boolean }).all) (callback as unknown as (e: null, a: { address: string; family: number }[]) => void)(null, [destination]);
    else callback(null, destination.address, destination.family);
  };
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise<SendResult>((resolve) => {
    let settled = false;
    const finish = (result: Omit<SendResult, 'durationMs'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(done(result));
    };
    const req = request(
      url,
      {
        method: 'POST',
        lookup: pinned,
        headers: { ...target.headers, 'content-length': String(Buffer.byteLength(target.body)) },
        agent: false,
      },
      (res: IncomingMessage) => {
        const statusCode = res.statusCode ?? 0;
        let read = 0;
        res.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (read > MAX_RESPONSE_BYTES) res.destroy();
        });
        res.on('error', () => undefined);
        res.on('close', () => req.destroy());
        // The status decides; the body is drained only so the socket can close cleanly.
        finish(statusCode >= 200 && statusCode < 300 ? { statusCode } : { statusCode, error: statusCode >= 300 && statusCode < 400 ? `HTTP ${statusCode} (redirects are not followed)` : `HTTP ${statusCode}` });
        res.resume();
      },
    );
    const timer = setTimeout(() => {
      finish({ error: `no response within ${options.timeoutMs} ms` });
      req.destroy();
    }, options.timeoutMs);
    req.on('error', (err: NodeJS.ErrnoException) => finish({ error: err.code ? `${err.code}: ${err.message}` : err.message }));
    req.end(target.body);
  });
}
