import { Transform, type Readable } from 'node:stream';
import { ObjectTooLargeError } from './object-storage.js';

export interface ByteCounter extends Transform {
  readonly bytes: number;
  readonly overflowed: boolean;
}

/**
 * Pipes `body` through a counter that fails with ObjectTooLargeError as soon as more than `maxBytes` have passed,
 * before the offending chunk goes any further. The caller's stream is unpiped, not destroyed: it may be an HTTP
 * request that still has to be answered (413). Errors of `body` surface on the counter.
 */
export function countBytes(body: Readable, maxBytes?: number): ByteCounter {
  let bytes = 0;
  let overflowed = false;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      if (maxBytes !== undefined && bytes > maxBytes) {
        overflowed = true;
        done(new ObjectTooLargeError(maxBytes));
        return;
      }
      done(null, chunk);
    },
  });
  body.once('error', (err) => counter.destroy(err));
  body.pipe(counter);
  return Object.defineProperties(counter, {
    bytes: { get: () => bytes },
    overflowed: { get: () => overflowed },
  }) as ByteCounter;
}
