import { describe, expect, it } from '@jest/globals';
import { deleteKeys } from './delete-keys.js';
import type { ObjectStorage } from './object-storage.js';

/** Only `delete` is used; it records what it was asked and how many ran at once. */
function recordingStorage(fail?: string) {
  const deleted: string[] = [];
  let running = 0;
  let peak = 0;
  const storage = {
    async delete(key: string) {
      running++;
      peak = Math.max(peak, running);
      await new Promise((r) => setTimeout(r, 2));
      running--;
      if (key === fail) throw new Error(`cannot delete ${key}`);
      deleted.push(key);
    },
  } as unknown as ObjectStorage;
  return { storage, deleted, peak: () => peak };
}

describe('deleteKeys', () => {
  it('deletes every key once, several at a time', async () => {
    const { storage, deleted, peak } = recordingStorage();
    const keys = Array.from({ length: 100 }, (_, i) => `k/${i}`);
    await deleteKeys(storage, [...keys, 'k/1', 'k/2']);
    expect(deleted.sort()).toEqual([...keys].sort());
    expect(peak()).toBeGreaterThan(1);
    expect(peak()).toBeLessThanOrEqual(16);
  });

  it('throws the failure after the deletes in flight settled, starting no new ones', async () => {
    const { storage, deleted } = recordingStorage('k/3');
    const keys = Array.from({ length: 200 }, (_, i) => `k/${i}`);
    await expect(deleteKeys(storage, keys)).rejects.toThrow('cannot delete k/3');
    expect(deleted.length).toBeLessThan(199);
    expect(deleted).not.toContain('k/3');
  });

  it('does nothing for no keys', async () => {
    const { storage, deleted } = recordingStorage();
    await deleteKeys(storage, []);
    expect(deleted).toEqual([]);
  });
});
