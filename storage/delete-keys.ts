import type { ObjectStorage } from './object-storage.js';

/** Deletes in flight at once: enough to hide S3's per-request latency, few enough not to swamp a small server. */
const IN_FLIGHT = 16;

/**
 * Deletes every key, several at a time. A prompt names about twenty keys (its re-renders in every format among
 * them) and a chapter with an archived history thousands: one after another, a chapter's cleanup took over 30 s
 * against MinIO on a loaded machine. Deleting a missing key is not an error, so a repeat after a crash is harmless;
 * the first failure is thrown once the deletes already started have settled.
 */
export async function deleteKeys(storage: ObjectStorage, keys: Iterable<string>): Promise<void> {
  const queue = [...new Set(keys)];
  let failure: unknown;
  const worker = async () => {
    while (queue.length > 0 && failure === undefined) {
      const key = queue.shift()!;
      try {
        await storage.delete(key);
      } catch (err) {
        failure ??= err;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(IN_FLIGHT, queue.length) }, worker));
  if (failure !== undefined) throw failure;
}
