import { afterAll, describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { bytesOf } from '../test/storage/bodies.js';
import { objectStorageContract } from '../test/storage/object-storage-contract.js';
import { startSignedFilesServer } from '../test/storage/signed-files-server.js';
import { LocalDiskStorage } from './local-disk.js';
import { META_SUFFIX } from './keys.js';

const SECRET = randomBytes(32).toString('hex');

async function filesUnder(root: string, prefix: string): Promise<string[]> {
  const entries = await readdir(join(root, prefix), { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => relative(root, join(e.parentPath, e.name))).sort();
}

objectStorageContract('LocalDiskStorage', async () => {
  const root = mkdtempSync(join(tmpdir(), 'montage-local-disk-'));
  let storage: LocalDiskStorage | undefined;
  const server = await startSignedFilesServer(() => storage!, SECRET);
  const make = (now?: () => Date) =>
    new LocalDiskStorage({ root, secret: SECRET, publicBaseUrl: server.baseUrl, ...(now ? { clock: { now } } : {}) });
  storage = make();
  return {
    storage,
    withClock: (now) => make(now),
    objects: async (prefix) => (await filesUnder(root, prefix)).filter((f) => !f.split('/').pop()!.startsWith('.') && !f.endsWith(META_SUFFIX)),
    unfinished: async (key) => {
      const dir = key.split('/').slice(0, -1).join('/');
      const name = key.split('/').pop()!;
      return (await filesUnder(root, dir)).filter((f) => f.split('/').pop()!.startsWith(`.${name}.`));
    },
    close: async () => {
      await server.close();
      await rm(root, { recursive: true, force: true });
    },
  };
});

describe('LocalDiskStorage on disk', () => {
  const root = mkdtempSync(join(tmpdir(), 'montage-local-disk-'));
  const storage = new LocalDiskStorage({ root, secret: SECRET, publicBaseUrl: 'http://montage.test/' });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('shows a put only once it is complete', async () => {
    const body = new PassThrough();
    const put = storage.put('slow/object.bin', body, { contentType: 'video/mp4' });
    body.write(Buffer.alloc(1024, 1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await storage.head('slow/object.bin')).toBeUndefined();
    expect(storage.fileFor('slow/object.bin')).toBeUndefined();
    const during = await readdir(join(root, 'slow'));
    expect(during).toHaveLength(1);
    expect(during[0]).toMatch(/^\.object\.bin\.[0-9a-f]+\.tmp$/);
    body.end(Buffer.alloc(1024, 2));
    expect(await put).toEqual({ size: 2048, contentType: 'video/mp4' });
    expect((await readdir(join(root, 'slow'))).sort()).toEqual(['object.bin', `object.bin${META_SUFFIX}`]);
  });

  it('keeps serving the version a reader opened while a put replaces it', async () => {
    await storage.put('versions/x', Readable.from([Buffer.alloc(100_000, 1)]), { contentType: 'text/plain' });
    const reader = await storage.get('versions/x');
    await storage.put('versions/x', Readable.from([Buffer.alloc(50, 2)]), { contentType: 'text/plain' });
    const old = await bytesOf(reader);
    expect(old.length).toBe(100_000);
    expect(old.every((b) => b === 1)).toBe(true);
    expect((await bytesOf(await storage.get('versions/x'))).length).toBe(50);
  });

  it('gives the download route the file, its content type and size', async () => {
    await storage.put('exports/e1/export.mp4', Readable.from([Buffer.from('mp4 bytes')]), { contentType: 'video/mp4' });
    expect(storage.fileFor('exports/e1/export.mp4')).toEqual({ path: join(root, 'exports', 'e1', 'export.mp4'), contentType: 'video/mp4', size: 9 });
  });

  it('finds nothing for missing objects, directories and keys it would never sign', () => {
    expect(storage.fileFor('exports/e1/missing.mp4')).toBeUndefined();
    expect(storage.fileFor('exports/e1')).toBeUndefined();
    expect(storage.fileFor('../etc/passwd')).toBeUndefined();
    expect(storage.fileFor('/etc/passwd')).toBeUndefined();
    expect(storage.fileFor('exports/e1/export.mp4.meta.json')).toBeUndefined();
  });

  it('treats a key that names a directory as no object', async () => {
    await expect(storage.get('exports/e1')).rejects.toThrow('not found');
    expect(await storage.head('exports/e1')).toBeUndefined();
    await storage.delete('exports/e1');
    expect(storage.fileFor('exports/e1/export.mp4')).toBeDefined();
  });

  it('falls back to application/octet-stream without its meta file', async () => {
    await storage.put('bare/object', Readable.from([Buffer.from('x')]), { contentType: 'image/png' });
    await writeFile(join(root, 'bare', `object${META_SUFFIX}`), 'not json');
    expect(await storage.head('bare/object')).toEqual({ size: 1, contentType: 'application/octet-stream' });
  });

  it('signs URLs for the public base URL that expire', async () => {
    const clocked = new LocalDiskStorage({ root, secret: SECRET, publicBaseUrl: 'http://montage.test/', clock: { now: () => new Date('2030-01-01T00:00:00Z') } });
    const url = new URL(await clocked.signedUrl('exports/e1/export.mp4', { expiresInSeconds: 600, filename: 'film.mp4' }));
    expect(url.origin + url.pathname).toBe('http://montage.test/files/exports/e1/export.mp4');
    expect(url.searchParams.get('expires')).toBe(String(Date.parse('2030-01-01T00:00:00Z') / 1000 + 600));
    expect(url.searchParams.get('sig')).toMatch(/^[0-9a-f]{64}$/);
    expect(url.searchParams.get('name')).toBe('film.mp4');
  });

  it('sweeps the temp files of puts a crash cut short, and nothing else', async () => {
    await storage.put('sweep/kept.bin', Readable.from([Buffer.from('kept')]), { contentType: 'application/octet-stream' });
    const nonce = randomBytes(8).toString('hex');
    await writeFile(join(root, 'sweep', `.cut.bin.${nonce}.tmp`), 'half of an upload');
    await writeFile(join(root, 'sweep', `.cut.bin${META_SUFFIX}.${nonce}.tmp`), '{}');
    const swept = await storage.sweepAbandonedTemps();
    expect(swept.map((p) => relative(root, p)).sort()).toEqual([`sweep/.cut.bin${META_SUFFIX}.${nonce}.tmp`, `sweep/.cut.bin.${nonce}.tmp`].sort());
    expect(await filesUnder(root, 'sweep')).toEqual(['sweep/kept.bin', `sweep/kept.bin${META_SUFFIX}`]);
  });

  it('refuses a weak signing secret at construction', () => {
    expect(() => new LocalDiskStorage({ root, secret: 'short', publicBaseUrl: 'http://x' })).toThrow(/at least 32/);
  });

  it('without a secret (the engine) reads and writes objects but signs no URL', async () => {
    const unsigned = new LocalDiskStorage({ root, publicBaseUrl: 'http://x' });
    await unsigned.put('unsigned/a.txt', Readable.from([Buffer.from('a')]), { contentType: 'text/plain' });
    expect(await unsigned.head('unsigned/a.txt')).toEqual({ size: 1, contentType: 'text/plain' });
    await expect(unsigned.signedUrl('unsigned/a.txt', { expiresInSeconds: 60 })).rejects.toThrow(/signs no URLs/);
  });
});


describe('LocalDiskStorage directories', () => {
  const roots: string[] = [];
  afterAll(async () => {
    for (const root of roots) await rm(root, { recursive: true, force: true });
  });
  const fresh = () => {
    const root = mkdtempSync(join(tmpdir(), 'montage-local-dirs-'));
    roots.push(root);
    return { root, storage: new LocalDiskStorage({ root, publicBaseUrl: 'http://montage.test' }) };
  };
  const dirsUnder = async (root: string) =>
    (await readdir(root, { recursive: true, withFileTypes: true })).filter((e) => e.isDirectory()).map((e) => relative(root, join(e.parentPath, e.name))).sort();
  const put = (storage: LocalDiskStorage, key: string, text: string) => storage.put(key, Readable.from([Buffer.from(text)]), { contentType: 'text/plain' });

  it('removes the directories a delete leaves empty, up to the root (kept), and no directory that still holds something', async () => {
    const { root, storage } = fresh();
    await put(storage, 'renders/ch_1/p_1/out.mp4', 'a');
    await put(storage, 'renders/ch_1/keep.txt', 'b');
    await storage.delete('renders/ch_1/p_1/out.mp4');
    expect(await dirsUnder(root)).toEqual(['renders', 'renders/ch_1']);
    await storage.delete('renders/ch_1/keep.txt');
    expect(await readdir(root)).toEqual([]);
    await storage.delete('renders/ch_1/keep.txt');
    expect(await readdir(root)).toEqual([]);
  });

  it('races puts into a directory with deletes emptying it: every put lands and reads back, and nothing is left at the end', async () => {
    const { root, storage } = fresh();
    const rounds = 150;
    await Promise.all(
      Array.from({ length: rounds }, async (_, i) => {
        // A directory of its own per round: the delete empties it (and removes it) while the put goes into it.
        const dir = `uploads/t_${i}/x/y`;
        await put(storage, `${dir}/a${i}`, `a${i}`);
        // The put starts a varying number of event-loop turns after the delete, so some land in its rmdir window.
        const later = async () => {
          for (let n = 0; n < i % 8; n++) await new Promise((resolve) => setImmediate(resolve));
          await put(storage, `${dir}/b${i}`, `b${i}`);
        };
        await Promise.all([storage.delete(`${dir}/a${i}`), later()]);
        expect(await bytesOf(await storage.get(`${dir}/b${i}`))).toEqual(Buffer.from(`b${i}`));
      }),
    );
    expect((await filesUnder(root, 'uploads')).filter((f) => !f.endsWith(META_SUFFIX))).toHaveLength(rounds);
    for (let i = 0; i < rounds; i++) await storage.delete(`uploads/t_${i}/x/y/b${i}`);
    expect(await readdir(root)).toEqual([]);
  });
});
