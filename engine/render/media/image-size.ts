import { constants } from 'node:fs';
import { open } from 'node:fs/promises';
import { declaredImageSize } from '../../../lib/media/image-header.js';

/*
 * The pixel size of an image from its header (PNG, JPEG, GIF, WebP), read in Node: the Ken Burns move needs its
 * output size before FFmpeg starts, and an ffprobe run per image would cost more than the read. The size is the
 * one the header declares (lib/media/image-header.ts, which the probe's picture limits read too); whether the
 * picture may be transparent is read here.
 */

export interface ImageInfo {
  width: number;
  height: number;
  /** The image may have transparent pixels (PNG with alpha or tRNS, WebP with alpha, GIF). */
  alpha: boolean;
}

/** Whether the image in `b` (whose size was read) may have transparent pixels. */
function hasAlpha(b: Buffer): boolean {
  if (b.length >= 26 && b.readUInt32BE(0) === 0x89504e47) {
    const colourType = b[25]!;
    return colourType === 4 || colourType === 6 || b.includes('tRNS');
  }
  if (b.length >= 6 && b.toString('latin1', 0, 4) === 'GIF8') return true;
  if (b.length >= 30 && b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP') {
    const chunk = b.toString('latin1', 12, 16);
    if (chunk === 'VP8X') return (b[20]! & 0x10) !== 0;
    if (chunk === 'VP8L') return ((b.readUInt32LE(21) >> 28) & 1) === 1;
  }
  return false;
}

/**
 * The size of the image at `path`, or undefined for a format not read here (e.g. SVG), a broken header, or what is
 * not a regular file (a FIFO is never waited on, a symlink never followed).
 */
export async function imageInfo(path: string): Promise<ImageInfo | undefined> {
  let file;
  try {
    file = await open(path, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
  } catch (err) {
    // A symlink: not read here, and refused by inputArgs with the reason.
    if ((err as NodeJS.ErrnoException).code === 'ELOOP') return undefined;
    throw err;
  }
  try {
    if (!(await file.stat()).isFile()) return undefined;
    // JPEG metadata (EXIF, thumbnails) can come before the frame header.
    const buf = Buffer.alloc(256 * 1024);
    const { bytesRead } = await file.read(buf, 0, buf.length, 0);
    const b = buf.subarray(0, bytesRead);
    const size = declaredImageSize(b);
    return size && size.width > 0 && size.height > 0 ? { ...size, alpha: hasAlpha(b) } : undefined;
  } finally {
    await file.close();
  }
}
