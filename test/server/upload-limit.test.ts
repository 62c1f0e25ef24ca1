import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServeProcess, type ServerUnderTest } from '../support/server-process.js';
import { rawUpload, type RawExchange } from './raw-http.js';

/*
 * The 100 MB upload limit as a client on the wire sees it (api/http-server.ts, api/lingering-close.ts): with
 * `Expect: 100-continue` the refusal comes instead of `100 Continue`; without it the server answers 413 while the
 * body streams in, and closes lingeringly, so the client reads the whole 413 before its connection can be reset.
 */

const KEY = `limit-key-${randomBytes(12).toString('hex')}`;
const MB = 1024 * 1024;
const OVER = 101 * MB;
const PNG_HEAD = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function headers(port: number, extra: string[], key: string | null = KEY): string[] {
  return [
    'POST /api/v1/assets?name=big.mp4 HTTP/1.1',
    `Host: 127.0.0.1:${port}`,
    ...(key ? [`Authorization: Bearer ${key}`] : []),
    'Content-Type: video/mp4',
    ...extra,
  ];
}

function expectTooLarge(exchange: RawExchange): void {
  const final = exchange.responses.find((r) => r.status >= 200);
  expect(final?.status).toBe(413);
  expect(JSON.parse(final!.body)).toEqual({ error: expect.any(String), code: 'FILE_TOO_LARGE', hint: expect.stringContaining('100 MB') });
  expect(final!.headers.connection).toBe('close');
}

describe('the upload limit on the wire (`montage serve`)', () => {
  let server: ServerUnderTest;
  let port: number;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'upload-limit-'));
    server = await startServeProcess({ MONTAGE_DATA_DIR: dataDir, MONTAGE_API_KEYS: `${KEY}=uploader`, MONTAGE_RATE_LIMIT: '100000' });
    port = Number(new URL(server.base).port);
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers 413 before a reset, 30 times in a row, to clients that stream 101 MB at once, with and without Expect', async () => {
    const outcomes: string[] = [];
    for (let i = 0; i < 30; i++) {
      const expectContinue = i % 2 === 0;
      const exchange = await rawUpload({
        port,
        headers: headers(port, [`Content-Length: ${OVER}`, ...(expectContinue ? ['Expect: 100-continue'] : [])]),
        bodyBytes: OVER,
        send: 'at-once',
      });
      outcomes.push(`${expectContinue ? 'expect' : 'plain'}:${exchange.error ?? 'clean'}`);
      expectTooLarge(exchange);
      if (expectContinue) expect(exchange.responses.map((r) => r.status)).not.toContain(100);
      // The point of the lingering close: an error the client sees comes only after the complete 413.
      if (exchange.error !== undefined) expect({ error: exchange.error, finalBeforeError: exchange.finalBeforeError }).toEqual({ error: exchange.error, finalBeforeError: true });
    }
    console.log(`30 over-limit uploads: ${outcomes.join(' ')}`);
  }, 180_000);

  it('refuses with 413 instead of `100 Continue`, so a careful client never sends the body', async () => {
    const exchange = await rawUpload({
      port,
      headers: headers(port, [`Content-Length: ${OVER}`, 'Expect: 100-continue']),
      bodyBytes: OVER,
      send: 'after-continue',
    });
    expect(exchange.responses.map((r) => r.status)).toEqual([413]);
    expectTooLarge(exchange);
    expect(exchange.sent).toBe(0);
    expect(exchange.error).toBeUndefined();
    expect(exchange.ended).toBe(true);
  });

  it('answers 401 first to a client without a key, even for an over-limit upload, also without `100 Continue`', async () => {
    const exchange = await rawUpload({
      port,
      headers: headers(port, [`Content-Length: ${OVER}`, 'Expect: 100-continue'], null),
      bodyBytes: OVER,
      send: 'after-continue',
    });
    expect(exchange.responses.map((r) => r.status)).toEqual([401]);
    expect(JSON.parse(exchange.responses[0]!.body)).toMatchObject({ code: 'UNAUTHORIZED' });
    expect(exchange.sent).toBe(0);
  });

  it('cuts a chunked body off with 413 once it passes 100 MB, read by the client before any reset', async () => {
    for (let i = 0; i < 3; i++) {
      const exchange = await rawUpload({
        port,
        headers: headers(port, ['Transfer-Encoding: chunked']),
        bodyBytes: OVER,
        chunked: true,
        send: 'at-once',
        head: Buffer.from('\x00\x00\x00\x18ftypisom', 'latin1'),
      });
      expectTooLarge(exchange);
      if (exchange.error !== undefined) expect(exchange.finalBeforeError).toBe(true);
    }
    // Nothing of the refused uploads is kept.
    const list = await fetch(`${server.base}/api/v1/assets`, { headers: { authorization: `Bearer ${KEY}` } });
    expect(((await list.json()) as { pagination: { total: number } }).pagination.total).toBe(0);
  }, 120_000);

  it('still answers `100 Continue` and then 201 to an upload within the limit', async () => {
    const exchange = await rawUpload({
      port,
      headers: headers(port, [`Content-Length: ${2 * MB}`, 'Expect: 100-continue']).map((h) => h.replace('video/mp4', 'image/png').replace('big.mp4', 'small.png')),
      bodyBytes: 2 * MB,
      send: 'after-continue',
      head: PNG_HEAD,
    });
    expect(exchange.responses.map((r) => r.status)).toEqual([100, 201]);
    expect(exchange.sent).toBe(2 * MB);
    expect(JSON.parse(exchange.responses[1]!.body)).toMatchObject({ name: 'small.png', size: 2 * MB, content_type: 'image/png' });
    expect(exchange.error).toBeUndefined();
  });
});
