import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';

/**
 * `bytes` of a stream that starts like an MP4 (an `ftyp` box, so the upload's type check accepts it) and is random
 * after that, generated as it is read: a 90 MB upload without a 90 MB buffer in the sender. `onChunk` sees every
 * piece sent (e.g. to hash it).
 */
export function mp4LikeStream(bytes: number, onChunk?: (piece: Buffer) => void): Readable {
  const head = Buffer.from([0, 0, 0, 0x20, ...Buffer.from('ftypisom')]);
  const chunk = randomBytes(256 * 1024);
  let sent = 0;
  return new Readable({
    read() {
      if (sent >= bytes) return void this.push(null);
      const whole = sent === 0 ? Buffer.concat([head, chunk.subarray(head.length)]) : chunk;
      const piece = whole.subarray(0, Math.min(whole.length, bytes - sent));
      sent += piece.length;
      onChunk?.(piece);
      this.push(piece);
    },
  });
}
