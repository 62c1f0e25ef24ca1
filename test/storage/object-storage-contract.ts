import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { ObjectNotFoundError, ObjectTooLargeError, type ObjectStorage } from '../../storage/object-storage.js';
import { bytesOf, digestOf, failingBody, generatedBody, peakLiveGrowth } from './bodies.js';

/** One adapter under test, with views of its backend that the port itself does not offer. */
export interface StorageSubject {
  storage: ObjectStorage;
  /** The same backend, signing URLs as though the time were `now()`. */
  withClock(now: () => Date): ObjectStorage;
  /** Keys of the complete objects stored under `prefix`. */
  objects(prefix: string): Promise<string[]>;
  /** Anything unfinished for `key`: temp files, multipart uploads. */
  unfinished(key: string): Promise<string[]>;
  close(): Promise<void>;
}

const MiB = 1024 * 1024;
const LARGE_BYTES = 90 * MiB;
/**
 * Uploads at once, and their budget of live memory: half the bytes in flight. Streaming holds a few parts per upload
 * and what the HTTP client has not sent yet (S3 against MinIO: 50-80 MiB for the three); buffering holds the bodies
 * (≥ 270 MiB). Live memory is measured after a full collection (bodies.ts), since the resident set also counts
 * garbage not yet collected, which grew past the budget on a busy machine.
 */
const PARALLEL = 3;
const LIVE_BUDGET_BYTES = (PARALLEL * LARGE_BYTES) / 2;

function text(value: string): Readable {
  return Readable.from([Buffer.from(value)]);
}

function filled(size: number, byte: number): Readable {
  const chunk = Buffer.alloc(64 * 1024, byte);
  let left = size;
  return new Readable({
    read() {
      if (left <= 0) return void this.push(null);
      const n = Math.min(left, chunk.length);
      left -= n;
      this.push(chunk.subarray(0, n));
    },
  });
}

/**
 * The behaviour every ObjectStorage adapter owes its callers (see storage/object-storage.ts), run against each
 * adapter with a real backend.
 */
export function objectStorageContract(name: string, setup: () => Promise<StorageSubject>): void {
  describe(`${name} (ObjectStorage contract)`, () => {
    let subject: StorageSubject;
    let storage: ObjectStorage;
    const prefix = () => `contract/${randomBytes(6).toString('hex')}`;

    beforeAll(async () => {
      subject = await setup();
      storage = subject.storage;
    });
    afterAll(async () => {
      await subject?.close();
    });

    it('streams three 90 MB uploads at once in bounded memory and returns each byte for byte', async () => {
      // A first multipart upload loads and compiles the client's code, which is no part of an upload's footprint.
      const warm = `${prefix()}/warm.bin`;
      await storage.put(warm, generatedBody(12 * MiB).stream, { contentType: 'video/mp4' });
      await storage.delete(warm);
      const uploads = Array.from({ length: PARALLEL }, () => ({ key: `${prefix()}/large.bin`, body: generatedBody(LARGE_BYTES) }));
      const started = performance.now();
      const { result, growthBytes } = await peakLiveGrowth(() =>
        Promise.all(uploads.map(({ key, body }) => storage.put(key, body.stream, { contentType: 'video/mp4', maxBytes: 100 * MiB }))),
      );
      const seconds = (performance.now() - started) / 1000;
      console.log(`${name}: ${PARALLEL} × 90 MB put at ${((PARALLEL * LARGE_BYTES) / MiB / seconds).toFixed(0)} MiB/s, peak live memory growth ${(growthBytes / MiB).toFixed(1)} MiB`);
      expect(result).toEqual(uploads.map(() => ({ size: LARGE_BYTES, contentType: 'video/mp4' })));
      expect(growthBytes).toBeLessThan(LIVE_BUDGET_BYTES);
      for (const { key, body } of uploads) {
        expect(await storage.head(key)).toEqual({ size: LARGE_BYTES, contentType: 'video/mp4' });
        expect(await digestOf(await storage.get(key))).toEqual({ size: LARGE_BYTES, sha256: body.sha256() });
        await storage.delete(key);
      }
    }, 180_000);

    it('puts, heads, gets and deletes an object', async () => {
      const key = `${prefix()}/hello.txt`;
      expect(await storage.put(key, text('hello, world'), { contentType: 'text/plain' })).toEqual({ size: 12, contentType: 'text/plain' });
      expect(await storage.head(key)).toEqual({ size: 12, contentType: 'text/plain' });
      expect((await bytesOf(await storage.get(key))).toString()).toBe('hello, world');
      await storage.delete(key);
      expect(await storage.head(key)).toBeUndefined();
      await expect(storage.get(key)).rejects.toBeInstanceOf(ObjectNotFoundError);
      await storage.delete(key); // deleting what is gone is fine
    });

    it('reads only the bytes of a range, and the whole object without one', async () => {
      const key = `${prefix()}/ranged.bin`;
      const body = randomBytes(300 * 1024); // past one read chunk, so a range inside the object starts mid-chunk
      await storage.put(key, Readable.from([body]), { contentType: 'application/octet-stream' });
      for (const [start, end] of [[0, 0], [1, 99], [70_000, 250_000], [body.length - 5, body.length - 1]] as const) {
        expect((await bytesOf(await storage.get(key, { start, end }))).equals(body.subarray(start, end + 1))).toBe(true);
      }
      expect((await bytesOf(await storage.get(key))).equals(body)).toBe(true);
      await expect(storage.get(`${prefix()}/missing.bin`, { start: 0, end: 9 })).rejects.toBeInstanceOf(ObjectNotFoundError);
    });

    it('stores an empty object', async () => {
      const key = `${prefix()}/empty.json`;
      expect(await storage.put(key, Readable.from([]), { contentType: 'application/json' })).toEqual({ size: 0, contentType: 'application/json' });
      expect(await storage.head(key)).toEqual({ size: 0, contentType: 'application/json' });
      expect((await bytesOf(await storage.get(key))).length).toBe(0);
    });

    it('replaces an object, content type included', async () => {
      const key = `${prefix()}/progress.json`;
      await storage.put(key, text('{"progress":0.1}'), { contentType: 'application/json' });
      await storage.put(key, text('second'), { contentType: 'text/plain' });
      expect(await storage.head(key)).toEqual({ size: 6, contentType: 'text/plain' });
      expect((await bytesOf(await storage.get(key))).toString()).toBe('second');
    });

    it('reports a missing object as ObjectNotFoundError, or undefined from head', async () => {
      const key = `${prefix()}/missing`;
      await expect(storage.get(key)).rejects.toBeInstanceOf(ObjectNotFoundError);
      expect(await storage.head(key)).toBeUndefined();
    });

    it('accepts a body of exactly maxBytes', async () => {
      const key = `${prefix()}/exact.bin`;
      expect(await storage.put(key, filled(1000, 7), { contentType: 'application/octet-stream', maxBytes: 1000 })).toEqual({ size: 1000, contentType: 'application/octet-stream' });
    });

    it.each([
      ['a small body', 1001, 1000],
      ['a multipart body', 20 * MiB, 12 * MiB],
    ])('refuses %s over maxBytes and leaves nothing stored', async (_label, size, maxBytes) => {
      const p = prefix();
      const key = `${p}/too-large.bin`;
      const error = await storage.put(key, filled(size, 9), { contentType: 'video/mp4', maxBytes }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ObjectTooLargeError);
      expect((error as ObjectTooLargeError).limitBytes).toBe(maxBytes);
      expect(await storage.head(key)).toBeUndefined();
      expect(await subject.objects(p)).toEqual([]);
      expect(await subject.unfinished(key)).toEqual([]);
    }, 60_000);

    it('fails with the body’s error and leaves nothing stored', async () => {
      const p = prefix();
      const key = `${p}/broken.bin`;
      const boom = new Error('client went away');
      await expect(storage.put(key, failingBody(6 * MiB, boom), { contentType: 'video/mp4' })).rejects.toBe(boom);
      expect(await subject.objects(p)).toEqual([]);
      expect(await subject.unfinished(key)).toEqual([]);
    }, 60_000);

    it('leaves one whole object when puts to the same key race', async () => {
      const p = prefix();
      const key = `${p}/raced.bin`;
      const size = 6 * MiB; // more than one multipart part
      await Promise.all([1, 2, 3].map((fill) => storage.put(key, filled(size, fill), { contentType: `application/x-${fill}` })));
      const got = await bytesOf(await storage.get(key));
      expect(got.length).toBe(size);
      const fill = got[0]!;
      expect([1, 2, 3]).toContain(fill);
      expect(got.every((b) => b === fill)).toBe(true);
      expect(await subject.objects(p)).toEqual([key]);
      expect(await subject.unfinished(key)).toEqual([]);
    }, 60_000);

    describe('signed URLs', () => {
      const key = `signed/${randomBytes(6).toString('hex')}/export.mp4`;
      const content = randomBytes(3000);
      beforeAll(async () => {
        await storage.put(key, Readable.from([content]), { contentType: 'video/mp4' });
      });

      it('serve the object to anyone holding the URL', async () => {
        const res = await fetch(await storage.signedUrl(key, { expiresInSeconds: 60 }));
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toBe('video/mp4');
        expect(Buffer.from(await res.arrayBuffer()).equals(content)).toBe(true);
      });

      it('suggest the file name as an attachment', async () => {
        const res = await fetch(await storage.signedUrl(key, { expiresInSeconds: 60, filename: 'My "Project" é.mp4' }));
        expect(res.status).toBe(200);
        const disposition = res.headers.get('content-disposition') ?? '';
        expect(disposition).toMatch(/^attachment;/);
        expect(disposition).toContain("filename*=UTF-8''My%20%22Project%22%20%C3%A9.mp4");
        await res.arrayBuffer();
      });

      it('answer a range request', async () => {
        const res = await fetch(await storage.signedUrl(key, { expiresInSeconds: 60 }), { headers: { Range: 'bytes=100-199' } });
        expect(res.status).toBe(206);
        expect(Buffer.from(await res.arrayBuffer()).equals(content.subarray(100, 200))).toBe(true);
      });

      it('are refused once expired', async () => {
        const twoHoursAgo = () => new Date(Date.now() - 2 * 3600_000);
        const res = await fetch(await subject.withClock(twoHoursAgo).signedUrl(key, { expiresInSeconds: 60 }));
        expect([401, 403, 404]).toContain(res.status);
        await res.arrayBuffer();
      });

      it('are refused when tampered with', async () => {
        const url = new URL(await storage.signedUrl(key, { expiresInSeconds: 60, filename: 'a.mp4' }));
        const variants = [
          // another object
          new URL(url.href.replace('export.mp4', 'other.mp4')),
          // a later expiry or another name, keeping the signature
          ...['expires', 'X-Amz-Expires', 'name', 'response-content-disposition']
            .filter((p) => url.searchParams.has(p))
            .map((p) => {
              const u = new URL(url);
              u.searchParams.set(p, p.toLowerCase().includes('expires') ? String(Number(url.searchParams.get(p)) + 3600) : 'attachment; filename="b.mp4"');
              return u;
            }),
        ];
        for (const variant of variants) {
          const res = await fetch(variant);
          expect([401, 403, 404]).toContain(res.status);
          await res.arrayBuffer();
        }
        expect(variants.length).toBeGreaterThanOrEqual(3);
      });
    });

    it('checks that the backend is reachable', async () => {
      await expect(storage.check()).resolves.toBeUndefined();
    });

    it.each(['', '/abs', '../escape', 'a/../../b', 'a//b', 'a/b/', 'a\\b', 'a\0b', 'a\nb', '.hidden/x', 'a/x.meta.json'])(
      'refuses the key %j as a programmer error',
      async (key) => {
        await expect(storage.put(key, text('x'), { contentType: 'text/plain' })).rejects.toThrow(TypeError);
        await expect(storage.get(key)).rejects.toThrow(TypeError);
        await expect(storage.head(key)).rejects.toThrow(TypeError);
        await expect(storage.delete(key)).rejects.toThrow(TypeError);
        await expect(storage.signedUrl(key, { expiresInSeconds: 60 })).rejects.toThrow(TypeError);
      },
    );
  });
}
