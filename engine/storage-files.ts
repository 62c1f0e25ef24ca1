import { createReadStream, createWriteStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ObjectStorage } from '../storage/object-storage.js';

/** What the engine does with object storage: read its inputs and write its outputs (granted-storage.ts). */
export type EngineStorage = Pick<ObjectStorage, 'get' | 'put'>;

export async function downloadTo(storage: EngineStorage, key: string, path: string): Promise<void> {
  await pipeline(await storage.get(key), createWriteStream(path));
}

export async function uploadFile(storage: EngineStorage, key: string, path: string, contentType: string): Promise<number> {
  const { size } = await stat(path);
  await storage.put(key, createReadStream(path), { contentType, contentLength: size });
  return size;
}

export async function putJson(storage: EngineStorage, key: string, value: unknown): Promise<void> {
  const body = Buffer.from(JSON.stringify(value));
  // The length lets storage reached through a presigned URL stream it instead of buffering it first.
  await storage.put(key, Readable.from([body]), { contentType: 'application/json', contentLength: body.length });
}

export async function getJson(storage: EngineStorage, key: string): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of await storage.get(key)) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}

/**
 * Reports progress to object storage, where the controller reads it: at most once a second (and at 100%), and
 * never failing the job over a report that did not arrive.
 */
export function progressReporter(storage: EngineStorage, key: string, intervalMs = 1_000) {
  let last = 0;
  let lastChunks: { done: number; total: number } | undefined;
  let pending: Promise<void> = Promise.resolve();
  return {
    /** `chunks`: the pieces done out of all, when the chapter renders in pieces (the last one given is kept). */
    report(fraction: number, chunks?: { done: number; total: number }): void {
      if (chunks) lastChunks = chunks;
      const now = Date.now();
      if (fraction < 1 && now - last < intervalMs) return;
      last = now;
      const value = { progress: Math.round(Math.min(1, Math.max(0, fraction)) * 1000) / 1000, at: new Date(now).toISOString(), ...(lastChunks ? { chunks: lastChunks } : {}) };
      pending = pending.then(() => putJson(storage, key, value)).catch(() => undefined);
    },
    flush: () => pending,
  };
}
