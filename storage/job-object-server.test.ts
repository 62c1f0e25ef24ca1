import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pino } from 'pino';
import { GrantedStorage, NotGrantedError } from '../engine/granted-storage.js';
import { JobObjectServer } from './job-object-server.js';
import { LocalDiskStorage } from './local-disk.js';
import { ObjectNotFoundError } from './object-storage.js';

/** The embedded mode's job object server, reached the way the engine reaches it: GrantedStorage over HTTP. */
describe('JobObjectServer with GrantedStorage', () => {
  let dir: string;
  let disk: LocalDiskStorage;
  let server: JobObjectServer;
  let now = Date.parse('2026-11-23T08:00:00Z');

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'job-objects-'));
    disk = new LocalDiskStorage({ root: dir, publicBaseUrl: 'http://unused' });
    server = new JobObjectServer(disk, { logger: pino({ level: 'silent' }), clock: { now: () => new Date(now) } });
    await server.start();
  });
  afterAll(async () => {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  async function text(stream: Readable): Promise<string> {
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  }

  it('reads and writes exactly the granted objects', async () => {
    await disk.put('in/scene.json', Readable.from([Buffer.from('{"a":1}')]), { contentType: 'application/json' });
    const storage = new GrantedStorage({
      'in/scene.json': { get: await server.jobUrl('in/scene.json', 'GET', 60) },
      'out/render.mp4': { put: await server.jobUrl('out/render.mp4', 'PUT', 60) },
      'out/result.json': { put: await server.jobUrl('out/result.json', 'PUT', 60) },
    });
    expect(await text(await storage.get('in/scene.json'))).toBe('{"a":1}');
    const bytes = Buffer.alloc(300_000, 7);
    await storage.put('out/render.mp4', Readable.from([bytes]), { contentType: 'video/mp4', contentLength: bytes.length });
    // Without a length the body is read first (small JSON answers).
    await storage.put('out/result.json', Readable.from([Buffer.from('{"ok":true}')]), { contentType: 'application/json' });
    expect((await disk.head('out/render.mp4'))).toEqual({ size: 300_000, contentType: 'video/mp4' });
    expect(await text(await disk.get('out/result.json'))).toBe('{"ok":true}');

    await expect(storage.get('out/render.mp4')).rejects.toBeInstanceOf(NotGrantedError);
    await expect(storage.put('in/scene.json', Readable.from([Buffer.from('x')]), { contentType: 'text/plain' })).rejects.toBeInstanceOf(NotGrantedError);
    await expect(storage.get('other/tenant.mp4')).rejects.toThrow('may not read the object other/tenant.mp4');
  });

  it('answers a granted but missing object as not found', async () => {
    const storage = new GrantedStorage({ 'missing.json': { get: await server.jobUrl('missing.json', 'GET', 60) } });
    await expect(storage.get('missing.json')).rejects.toBeInstanceOf(ObjectNotFoundError);
  });

  it('refuses a URL used for another method, another key, or after it expired', async () => {
    await disk.put('secret.txt', Readable.from([Buffer.from('secret')]), { contentType: 'text/plain' });
    const getUrl = await server.jobUrl('a.txt', 'GET', 60);
    const putUrl = await server.jobUrl('a.txt', 'PUT', 60);
    expect((await fetch(putUrl, { method: 'GET' })).status).toBe(403);
    expect((await fetch(getUrl, { method: 'PUT', body: 'x' })).status).toBe(403);
    // The signature covers the key: the same query on another path is refused.
    const moved = getUrl.replace('/o/a.txt', '/o/secret.txt');
    expect((await fetch(moved)).status).toBe(403);
    expect((await fetch(getUrl.replace('/o/a.txt', '/o/..%2Fsecret.txt'))).status).toBe(403);
    expect((await fetch(getUrl.replace(/s=[0-9a-f]+/, `s=${'0'.repeat(64)}`))).status).toBe(403);
    expect((await fetch(getUrl, { method: 'DELETE' })).status).toBe(403);
    const later = await server.jobUrl('secret.txt', 'GET', 30);
    expect((await fetch(later)).status).toBe(200);
    now += 31_000;
    expect((await fetch(later)).status).toBe(403);
  });

  it('will not sign a key that is not an object key', async () => {
    await expect(server.jobUrl('../etc/passwd', 'GET', 60)).rejects.toThrow('not an object key');
  });
});
