import { open } from 'node:fs/promises';
import { inflateSync } from 'node:zlib';

/*
 * QuickTime/MP4 data references. A track's samples may live in another file: its `dref` box lists data
 * references, and an entry without the "self-contained" flag (an `alis` Mac alias or a `url ` with a location)
 * points outside the file. FFmpeg follows `alis` paths only with `-enable_drefs 1` (off in both builds, and
 * inputArgs says so explicitly); a movie that asks for it anyway is refused at probe time with a clear reason
 * rather than becoming `ready` with a track that has no data.
 */

const CONTAINERS = new Set(['moov', 'trak', 'mdia', 'minf', 'dinf', 'edts', 'udta', 'mvex']);
const MAX_MOOV = 64 * 1024 * 1024;

interface Box {
  type: string;
  start: number;
  headerSize: number;
  size: number;
}

function boxesIn(b: Buffer, from: number, to: number): Box[] {
  const boxes: Box[] = [];
  for (let at = from; at + 8 <= to; ) {
    let size = b.readUInt32BE(at);
    const type = b.toString('latin1', at + 4, at + 8);
    let headerSize = 8;
    if (size === 1) {
      if (at + 16 > to) break;
      size = Number(b.readBigUInt64BE(at + 8));
      headerSize = 16;
    } else if (size === 0) {
      size = to - at;
    }
    if (size < headerSize || at + size > to) break;
    boxes.push({ type, start: at, headerSize, size });
    at += size;
  }
  return boxes;
}

/** The external data references in a `moov` box's bytes (type and what it names, as far as readable). */
function externalRefsInMoov(moov: Buffer): string[] {
  const found: string[] = [];
  const walk = (from: number, to: number, depth: number) => {
    if (depth > 8) return;
    for (const box of boxesIn(moov, from, to)) {
      const body = box.start + box.headerSize;
      const end = box.start + box.size;
      if (box.type === 'cmov') {
        // A compressed movie header (dcom + cmvd): inflate it (bounded) and look inside.
        const cmvd = boxesIn(moov, body, end).find((b) => b.type === 'cmvd');
        if (cmvd && cmvd.size >= cmvd.headerSize + 4) {
          try {
            const inner = inflateSync(moov.subarray(cmvd.start + cmvd.headerSize + 4, cmvd.start + cmvd.size), { maxOutputLength: MAX_MOOV });
            found.push(...externalRefsInMoov(inner).map((r) => `${r} (in a compressed header)`));
          } catch {
            found.push('an unreadable compressed movie header (cmov)');
          }
        }
      } else if (box.type === 'dref' && body + 8 <= end) {
        for (const entry of boxesIn(moov, body + 8, end)) {
          if (entry.size < entry.headerSize + 4) continue;
          const flags = moov.readUInt32BE(entry.start + entry.headerSize) & 0xffffff;
          if (flags & 1) continue; // self-contained: the data is in this file
          const data = moov.subarray(entry.start + entry.headerSize + 4, entry.start + entry.size);
          const readable = data.toString('latin1').replace(/[^\x20-\x7e]+/g, ' ').trim().slice(0, 120);
          found.push(`${entry.type.trim()}${readable ? ` "${readable}"` : ''}`);
        }
      } else if (CONTAINERS.has(box.type)) {
        walk(body, end, depth + 1);
      }
    }
  };
  walk(0, moov.length, 0);
  return found;
}

/**
 * The external data references of the QuickTime/MP4 file at `path` (empty when it has none, or no readable
 * `moov`: ffprobe then says what is wrong with it).
 */
export async function movExternalReferences(path: string): Promise<string[]> {
  const file = await open(path, 'r');
  try {
    const { size: fileSize } = await file.stat();
    const header = Buffer.alloc(16);
    for (let at = 0; at + 8 <= fileSize; ) {
      const { bytesRead } = await file.read(header, 0, 16, at);
      if (bytesRead < 8) break;
      let size = header.readUInt32BE(0);
      const type = header.toString('latin1', 4, 8);
      let headerSize = 8;
      if (size === 1 && bytesRead === 16) {
        size = Number(header.readBigUInt64BE(8));
        headerSize = 16;
      } else if (size === 0) {
        size = fileSize - at;
      }
      if (size < headerSize) break;
      if (type === 'moov') {
        const length = Math.min(size, fileSize - at, MAX_MOOV);
        const moov = Buffer.alloc(length);
        await file.read(moov, 0, length, at);
        // The box itself, so that the walk starts at `moov`.
        return externalRefsInMoov(moov);
      }
      at += size;
    }
    return [];
  } finally {
    await file.close();
  }
}
