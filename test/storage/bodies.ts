import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

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

/**
 * V8's collector, reached without `--expose-gc` on the command line: the flag exposes `gc` to contexts made after it
 * is set, and a fresh context is made here.
 */
function collector(): () => void {
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}

function liveBytes(): number {
  const { heapUsed, external } = process.memoryUsage();
  return heapUsed + external;
}

/** Sampling stops by itself after this long, so a test that timed out leaves no collector running in its worker. */
const SAMPLE_FOR_MS = 150_000;

/**
 * Peak growth of live memory (heap and Buffers, right after a full collection) while `work` runs. The resident set
 * also counts garbage not yet collected, which grows with the machine's load; live memory is what an adapter holds.
 * A full collection costs with the size of the whole heap (a few milliseconds in a small process, a second in a jest
 * worker holding a gigabyte of modules), so samples are spaced at ten times the last one's cost, at least 100 ms: the
 * measurement never takes more than a tenth of the process. A buffering adapter holds its bodies for the whole
 * upload, seconds, so the samples still see them.
 */
export async function peakLiveGrowth<T>(work: () => Promise<T>): Promise<{ result: T; growthBytes: number }> {
  const gc = collector();
  gc();
  const baseline = liveBytes();
  let peak = baseline;
  const started = Date.now();
  let timer: NodeJS.Timeout | undefined;
  let done = false;
  const sample = () => {
    if (done || Date.now() - started > SAMPLE_FOR_MS) return;
    const before = performance.now();
    gc();
    peak = Math.max(peak, liveBytes());
    timer = setTimeout(sample, Math.max(100, 10 * (performance.now() - before)));
    timer.unref();
  };
  timer = setTimeout(sample, 100);
  timer.unref();
  try {
    const result = await work();
    return { result, growthBytes: peak - baseline };
  } finally {
    done = true;
    clearTimeout(timer);
  }
}
