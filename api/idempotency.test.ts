import { describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { createSealer } from '../lib/crypto/sealer.js';
import { MemoryIdempotencyStore } from '../idempotency/memory.js';
import { ConflictError, IdempotencyKeyReusedError } from '../model/errors.js';
import type { IdempotencySettings } from '../idempotency/idempotency-store.js';
import { canonicalJson, runIdempotent } from './idempotency.js';

const sealer = createSealer({ current: randomBytes(32) });
const settings = (waitMs = 2_000): IdempotencySettings => ({ store: new MemoryIdempotencyStore(), ttlMs: 60_000, leaseMs: 30_000, waitMs, sealer });
const request = { tenant: 't', key: 'k', fingerprint: 'f' };

async function readAll(body: Readable | undefined): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of body!) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}

describe('runIdempotent', () => {
  it('answers a retry that outwaits the first request with 409 and a hint, then the response once it is there', async () => {
    const s = settings(100);
    let finish!: () => void;
    const first = runIdempotent(s, request, () => new Promise((resolve) => (finish = () => resolve({ status: 201, body: { id: 1 } }))));
    await expect(runIdempotent(s, request, async () => ({ status: 201, body: { id: 2 } }))).rejects.toThrow(ConflictError);
    finish();
    await expect(first).resolves.toEqual({ response: { status: 201, body: { id: 1 } }, replayed: false });
    await expect(runIdempotent(s, request, async () => ({ status: 201, body: { id: 3 } }))).resolves.toEqual({ response: { status: 201, body: { id: 1 } }, replayed: true });
  });

  it('keeps the response sealed and replays it opened; a record kept in clear before sealing existed still replays', async () => {
    const s = settings();
    await runIdempotent(s, request, async () => ({ status: 201, body: { secret: 'whsec_abc' } }));
    const [storeKey] = [...(s.store as unknown as { entries: Map<string, unknown> }).entries.keys()];
    const kept = await s.store.get(storeKey!);
    expect(kept?.response?.body).toMatch(/^sealed:v1:[0-9a-f]{8}:/);
    expect(JSON.stringify(kept)).not.toContain('whsec_');
    await expect(runIdempotent(s, request, async () => ({ status: 201, body: 'again' }))).resolves.toEqual({ response: { status: 201, body: { secret: 'whsec_abc' } }, replayed: true });

    const clear = { ...settings(), sealer: createSealer({}) };
    await runIdempotent(clear, request, async () => ({ status: 201, body: { id: 7 } }));
    await expect(runIdempotent({ ...clear, sealer }, request, async () => ({ status: 201, body: 'again' }))).resolves.toEqual({ response: { status: 201, body: { id: 7 } }, replayed: true });
  });

  it('frees the key when the work fails, so the retry does it', async () => {
    const s = settings();
    await expect(runIdempotent(s, request, async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(runIdempotent(s, request, async () => ({ status: 201, body: 'done' }))).resolves.toMatchObject({ replayed: false });
  });

  it('refuses the same key for another request', async () => {
    const s = settings();
    await runIdempotent(s, request, async () => ({ status: 201, body: 1 }));
    await expect(runIdempotent(s, { ...request, fingerprint: 'g' }, async () => ({ status: 201, body: 2 }))).rejects.toThrow(IdempotencyKeyReusedError);
    await expect(runIdempotent(s, { ...request, tenant: 'other' }, async () => ({ status: 201, body: 2 }))).resolves.toMatchObject({ replayed: false });
  });

  it('compares raw bodies by their bytes, hashed as the work reads them', async () => {
    const s = settings();
    const work = async (body: Readable | undefined) => ({ status: 201, body: await readAll(body) });
    await expect(runIdempotent(s, { ...request, rawBody: Readable.from([Buffer.from('ab'), Buffer.from('c')]) }, work)).resolves.toEqual({ response: { status: 201, body: 'abc' }, replayed: false });
    await expect(runIdempotent(s, { ...request, rawBody: Readable.from([Buffer.from('abc')]) }, work)).resolves.toMatchObject({ replayed: true });
    await expect(runIdempotent(s, { ...request, rawBody: Readable.from([Buffer.from('abd')]) }, work)).rejects.toThrow(IdempotencyKeyReusedError);
  });

  it('sorts object keys when it compares JSON', () => {
    expect(canonicalJson({ b: [1, { d: 1, c: null }], a: 'x' })).toBe(canonicalJson({ a: 'x', b: [1, { c: null, d: 1 }] }));
    expect(canonicalJson({ a: 1 })).not.toBe(canonicalJson({ a: '1' }));
  });
});
