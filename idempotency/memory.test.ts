import { describe, expect, it } from '@jest/globals';
import { MemoryIdempotencyStore } from './memory.js';

describe('MemoryIdempotencyStore', () => {
  it('forgets a completed response after its TTL, by the injected clock', async () => {
    let now = Date.parse('2026-01-01T00:00:00Z');
    const store = new MemoryIdempotencyStore({ now: () => new Date(now) });
    await store.claim('k', { fingerprint: 'f', owner: 'o' }, 30_000);
    await store.complete('k', 'o', { response: { status: 201, body: { id: 1 } } }, 24 * 3600_000);
    now += 24 * 3600_000 - 1;
    expect((await store.get('k'))?.state).toBe('completed');
    now += 1;
    expect(await store.get('k')).toBeUndefined();
    expect((await store.claim('k', { fingerprint: 'g', owner: 'p' }, 30_000)).claimed).toBe(true);
  });

  it('hands out copies, so a caller cannot change what is kept', async () => {
    const store = new MemoryIdempotencyStore();
    await store.claim('k', { fingerprint: 'f', owner: 'o' }, 30_000);
    await store.complete('k', 'o', { response: { status: 201, body: { id: 1 } } }, 60_000);
    const record = (await store.get('k'))!;
    (record.response!.body as { id: number }).id = 2;
    expect((await store.get('k'))!.response!.body).toEqual({ id: 1 });
  });
});
