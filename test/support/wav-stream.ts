import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';

/**
 * `bytes` of a valid WAV file (48 kHz stereo 16-bit PCM, noise), generated as it is read: a large upload that the
 * service's probe accepts (`ready`, with a duration), without a buffer of its size in the sender. `onChunk` sees
 * every piece sent (e.g. to hash it).
 */
export function wavStream(bytes: number, onChunk?: (piece: Buffer) => void): Readable {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(bytes - 8, 4);
  header.write('WAVEfmt ', 8, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(2, 22);
  header.writeUInt32LE(48_000, 24);
  header.writeUInt32LE(48_000 * 4, 28);
  header.writeUInt16LE(4, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(bytes - 44, 40);
  // Quiet noise: random samples scaled down, so the file is also harmless to listen to.
  const chunk = randomBytes(256 * 1024);
  for (let i = 1; i < chunk.length; i += 2) chunk[i] = (chunk[i]! & 0x07) | (chunk[i]! & 0x80 ? 0xf8 : 0);
  let sent = 0;
  return new Readable({
    read() {
      if (sent >= bytes) return void this.push(null);
      const whole = sent === 0 ? Buffer.concat([header, chunk.subarray(header.length)]) : chunk;
      const piece = whole.subarray(0, Math.min(whole.length, bytes - sent));
      sent += piece.length;
      onChunk?.(piece);
      this.push(piece);
    },
  });
}
