import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';

const CHUNK = 64 * 1024;

/**
 * `size` bytes produced on demand (never all in memory), different in every chunk, with the sha256 of what was
 * produced once the stream has ended.
 */
export function generatedBody(size: number): { stream: Readable; sha256(): string } {
  const base = randomBytes(CHUNK);
  const hash = createHash('sha256');
  let produced = 0;
  let index = 0;
  const stream = new Readable({
    read() {
      if (produced >= size) return void this.push(null);
      const chunk = Buffer.from(base.subarray(0, Math.min(CHUNK, size - produced)));
      chunk.writeUInt32BE(index++ >>> 0, 0);
      produced += chunk.length;
      hash.update(chunk);
      this.push(chunk);
    },
  });
  let digest: string | undefined;
  return { stream, sha256: () => (digest ??= hash.digest('hex')) };
}

/** A body that sends `before` bytes and then fails. */
export function failingBody(before: number, error: Error): Readable {
  let sent = false;
  return new Readable({
    read() {
      if (!sent) {
        sent = true;
        this.push(Buffer.alloc(before, 1));
      } else {
        this.destroy(error);
      }
    },
  });
}

export async function digestOf(stream: AsyncIterable<Buffer | Uint8Array>): Promise<{ size: number; sha256: string }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of stream) {
    size += chunk.length;
    hash.update(chunk);
  }
  return { size, sha256: hash.digest('hex') };
}

export async function bytesOf(stream: AsyncIterable<Buffer | Uint8Array>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/** Peak growth of the resident set while `work` runs, sampled every few milliseconds. */
export async function peakRssGrowth<T>(work: () => Promise<T>): Promise<{ result: T; growthBytes: number }> {
  const baseline = process.memoryUsage.rss();
  let peak = baseline;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 5);
  try {
    const result = await work();
    peak = Math.max(peak, process.memoryUsage.rss());
    return { result, growthBytes: peak - baseline };
  } finally {
    clearInterval(timer);
  }
}
