import { crc32, deflateSync } from 'node:zlib';

/*
 * A fast PNG encoder for the frames of a text block: RGBA, no row filters, deflate level 1. Text pictures are
 * mostly transparent, which level 1 packs well; Skia's own PNG encoder (level 6 with filter search) took about
 * 120 ms for a 1600×300 title, this about a tenth of it, and the block's entrance is one picture per frame.
 */

function chunk(type: string, data: Buffer): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'ascii');
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)) >>> 0, 8 + data.length);
  return out;
}

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * The rows with their filter bytes, reused from picture to picture (deflateSync is done with it before it returns).
 * A render draws hundreds of text pictures of a megabyte or more: a new buffer for each counted as external memory,
 * and V8 ran a full garbage collection every few dozen pictures for that pressure (about a second of CPU a render).
 */
let scratch = Buffer.alloc(0);

/** `rgba` (non-premultiplied, row by row) as a PNG file. */
export function encodePng(rgba: Uint8Array | Uint8ClampedArray, width: number, height: number): Buffer {
  const stride = width * 4;
  const size = (stride + 1) * height;
  if (scratch.length < size) scratch = Buffer.alloc(size);
  const raw = scratch.subarray(0, size);
  // Every row's filter byte: 0, none (the buffer holds an earlier picture's rows).
  for (let y = 0; y < height; y++) raw[y * (stride + 1)] = 0;
  const src = Buffer.from(rgba.buffer, rgba.byteOffset, rgba.byteLength);
  for (let y = 0; y < height; y++) src.copy(raw, y * (stride + 1) + 1, y * stride, (y + 1) * stride);
  return pngOfRows(raw, width, height);
}

/**
 * RGBA rows already laid out as a PNG stores them (each a filter byte, then its pixels) as a PNG file; `strategy`
 * is zlib's (Z_RLE packs sparse sprites faster).
 */
export function pngOfRows(rows: Buffer, width: number, height: number, strategy?: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  const idat = deflateSync(rows, strategy === undefined ? { level: 1 } : { level: 1, strategy });
  return Buffer.concat([SIGNATURE, chunk('IHDR', header), chunk('IDAT', idat), chunk('IEND', Buffer.alloc(0))]);
}
