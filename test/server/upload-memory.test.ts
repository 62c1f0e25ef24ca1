import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { peakRss, pollUntil } from '../support/proc.js';
import { wavStream } from '../support/wav-stream.js';
import { startServeProcess, type ServerUnderTest } from '../support/server-process.js';

const KEY = `upload-key-${randomBytes(12).toString('hex')}`;
const MB = 1024 * 1024;

describe('90 MB uploads to `montage serve`', () => {
  let server: ServerUnderTest;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'upload-mem-'));
    server = await startServeProcess({ MONTAGE_DATA_DIR: dataDir, MONTAGE_API_KEYS: `${KEY}=uploader` });
    // Warm up: the first requests load code the upload path needs, which is not the upload's cost.
    for (let i = 0; i < 3; i++) await fetch(`${server.base}/api/v1/assets`, { headers: { authorization: `Bearer ${KEY}` } });
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** One 90 MB upload of a WAV body; resolves with the response and the sent bytes' digest. */
  function upload(name: string): Promise<{ status: number; body: any; sha256: string }> {
    const sentHash = createHash('sha256');
    return new Promise((resolve, reject) => {
      const req = request(`${server.base}/api/v1/assets?name=${name}`, { method: 'POST', headers: { authorization: `Bearer ${KEY}`, 'content-type': 'audio/wav', 'content-length': String(90 * MB) } }, (r) => {
        let text = '';
        r.on('data', (c) => (text += c));
        r.on('end', () => resolve({ status: r.statusCode!, body: JSON.parse(text), sha256: sentHash.digest('hex') }));
      });
      req.on('error', reject);
      wavStream(90 * MB, (piece) => sentHash.update(piece)).pipe(req);
    });
  }

  /*
   * Three at once, against a budget of half the bytes in flight: Node 24's V8 collects dead Buffers (the socket's
   * chunks) once external memory has grown by about 64 MB, so one upload's peak (64-65 MB there, 29 MB on Node 20)
   * measures the collector more than the upload path. Three tell streaming (bounded) from buffering (≥ 270 MB).
   */
  it('streams three uploads at once to storage, the server\'s peak RSS growing by less than half the bytes in flight', async () => {
    const before = peakRss(server.pid);
    const started = Date.now();
    const results = await Promise.all(['a.wav', 'b.wav', 'c.wav'].map(upload));
    const seconds = (Date.now() - started) / 1000;
    const growth = peakRss(server.pid) - before;
    // The measured figures go to the test output for the README and the issue notes.
    console.log(`3 × 90 MB uploads: ${(270 / seconds).toFixed(0)} MB/s, peak RSS growth ${(growth / MB).toFixed(1)} MB`);
    for (const [i, res] of results.entries()) {
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ size: 90 * MB, name: ['a.wav', 'b.wav', 'c.wav'][i] });
    }
    expect(growth).toBeLessThan(135 * MB);
    for (const res of results) {
      // The probe reads the whole file: the asset is downloadable once it is `ready` (a 90 MB WAV of 8 min).
      const ready = await pollUntil(`asset ${res.body.id} ready`, async () => {
        const asset = (await (await fetch(`${server.base}/api/v1/assets/${res.body.id}`, { headers: { authorization: `Bearer ${KEY}` } })).json()) as { state: string; error: string | null; duration: number | null };
        if (asset.state === 'error') throw new Error(`asset ${res.body.id} failed: ${asset.error}`);
        return asset.state === 'ready' ? asset : undefined;
      }, 120_000);
      expect(ready.duration).toBeCloseTo((90 * MB - 44) / (48_000 * 4), 0);
      const download = await fetch(res.body.url, { headers: { authorization: `Bearer ${KEY}` } });
      const gotHash = createHash('sha256');
      for await (const chunk of download.body as unknown as AsyncIterable<Uint8Array>) gotHash.update(chunk);
      expect(gotHash.digest('hex')).toBe(res.sha256);
    }
  }, 180_000);
});
