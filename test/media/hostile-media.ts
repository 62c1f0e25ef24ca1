import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, constants, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';

/*
 * Generators of hostile media, written from the formats' definitions (no opaque blobs in the repository), and the
 * canaries that tell whether FFmpeg or resvg followed one: a loopback HTTP server that counts connections, and a
 * FIFO that reports whether anything opened it for reading. Each generator is a known technique for making a media
 * tool read a local file or fetch a URL while "just probing" (docs/security.md).
 */

// ---------------------------------------------------------------------------------------------------- canaries

/** A loopback HTTP server that answers every request with CANARY text and remembers every connection. */
export interface HttpCanary {
  url: string;
  port: number;
  connections(): number;
  requests(): string[];
  close(): Promise<void>;
}

export async function httpCanary(text: string): Promise<HttpCanary> {
  let connections = 0;
  const requests: string[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((req, res) => {
    requests.push(`${req.method} ${req.url}`);
    res.end(`${text}\n`);
  });
  server.on('connection', (socket) => {
    connections++;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    connections: () => connections,
    requests: () => [...requests],
    close: async () => {
      for (const s of sockets) s.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/**
 * A FIFO at `path`: opening it for reading blocks until a writer comes, so `opened()` (a non-blocking open for
 * writing, which fails with ENXIO while no reader has it open) tells whether some process is reading it now.
 */
export function fifoCanary(path: string): { path: string; opened(): boolean } {
  execFileSync('mkfifo', [path]);
  return {
    path,
    opened() {
      try {
        const fd = openSync(path, constants.O_WRONLY | constants.O_NONBLOCK);
        closeSync(fd);
        return true;
      } catch {
        return false;
      }
    },
  };
}

export const canaryText = () => `CANARY${randomBytes(4).toString('hex').toUpperCase()}`;

// ---------------------------------------------------------------------------------------------------- playlists

/** An HLS media playlist whose segments are `urls` (files or http URLs). */
export function hlsPlaylist(urls: string[]): string {
  return ['#EXTM3U', '#EXT-X-VERSION:3', '#EXT-X-TARGETDURATION:10', '#EXT-X-MEDIA-SEQUENCE:0', ...urls.flatMap((u) => ['#EXTINF:10.0,', u]), '#EXT-X-ENDLIST', ''].join('\n');
}

/** An FFmpeg concat demuxer script (`ffconcat` header) or a bare list of `file` lines. */
export function concatList(paths: string[], header = true): string {
  return [...(header ? ['ffconcat version 1.0'] : []), ...paths.map((p) => `file '${p}'`), ''].join('\n');
}

/**
 * `body` behind an ID3v2.4 tag. FFmpeg skips a leading ID3 tag before it guesses a format, so an HLS playlist behind
 * one is probed as HLS, while the first bytes say "MP3".
 */
export function behindId3(body: Buffer | string, padding = 32): Buffer {
  const frameText = Buffer.from('\u0003Montage test', 'latin1');
  const frame = Buffer.concat([Buffer.from('TIT2'), syncsafe(frameText.length), Buffer.from([0, 0]), frameText]);
  const tagBody = Buffer.concat([frame, Buffer.alloc(padding)]);
  return Buffer.concat([Buffer.from('ID3'), Buffer.from([4, 0, 0]), syncsafe(tagBody.length), tagBody, Buffer.from(body)]);
}

function syncsafe(n: number): Buffer {
  return Buffer.from([(n >> 21) & 0x7f, (n >> 14) & 0x7f, (n >> 7) & 0x7f, n & 0x7f]);
}

// ---------------------------------------------------------------------------------------------------- AVI

function chunk(id: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.write(id, 0, 'latin1');
  head.writeUInt32LE(data.length, 4);
  return Buffer.concat([head, data, data.length % 2 ? Buffer.alloc(1) : Buffer.alloc(0)]);
}

function list(type: string, ...chunks: Buffer[]): Buffer {
  return chunk('LIST', Buffer.concat([Buffer.from(type, 'latin1'), ...chunks]));
}

/**
 * An AVI with one subtitle stream (`txts`) whose packet is a GAB2 subtitle carrying `payload`: FFmpeg's AVI demuxer
 * probes a GAB2 payload and opens a second demuxer on it. With an HLS playlist as the payload this was the
 * "AVI + GAB2 + HLS (+ XBIN)" local file read (2017); later FFmpeg accepts only srt/ass there, and Montage's
 * format whitelist refuses any nested demuxer but the named one.
 */
export function aviWithGab2(payload: Buffer | string, size = { width: 160, height: 120 }): Buffer {
  const avih = Buffer.alloc(56);
  avih.writeUInt32LE(40_000, 0); // µs per frame
  avih.writeUInt32LE(0x10, 12); // AVIF_HASINDEX (none is written: a non-indexed file)
  avih.writeUInt32LE(1, 16); // total frames
  avih.writeUInt32LE(1, 24); // streams
  avih.writeUInt32LE(size.width, 32);
  avih.writeUInt32LE(size.height, 36);
  const strh = Buffer.alloc(56);
  strh.write('txts', 0, 'latin1');
  strh.writeUInt32LE(1, 20); // scale
  strh.writeUInt32LE(25, 24); // rate
  strh.writeUInt32LE(1, 32); // length
  const strf = Buffer.alloc(40);
  const gab2 = Buffer.concat([
    Buffer.from('GAB2\0', 'latin1'),
    Buffer.from([2, 0]), // version 2
    Buffer.from([0, 0, 0, 0]), // description length (UTF-16): none
    Buffer.from([4, 0]), // flags
    Buffer.alloc(4), // data size (unused)
    Buffer.from(payload),
  ]);
  const body = Buffer.concat([
    Buffer.from('AVI ', 'latin1'),
    list('hdrl', chunk('avih', avih), list('strl', chunk('strh', strh), chunk('strf', strf))),
    list('movi', chunk('00tx', gab2)),
  ]);
  return chunk('RIFF', body);
}

// ---------------------------------------------------------------------------------------------------- QuickTime

interface Box {
  type: string;
  start: number;
  size: number;
}

function boxes(b: Buffer, from: number, to: number): Box[] {
  const out: Box[] = [];
  for (let at = from; at + 8 <= to; ) {
    const size = b.readUInt32BE(at);
    if (size < 8 || at + size > to) break;
    out.push({ type: b.toString('latin1', at + 4, at + 8), start: at, size });
    at += size;
  }
  return out;
}

/**
 * A Mac alias data reference (`alis`) as FFmpeg's mov demuxer reads one: a volume, a file name, the levels from and
 * to the common directory, and tagged fields, of which type 2 is the target's absolute path. With `-enable_drefs 1`
 * FFmpeg opens `<the movie's directory>/<the path's last component>` and reads the track's samples from it.
 */
function aliasDref(path: string): Buffer {
  const body = Buffer.alloc(150);
  body.writeUInt8(0, 10); // volume name length
  body.writeUInt8(Math.min(63, path.split('/').at(-1)!.length), 10 + 1 + 27 + 12);
  body.write(path.split('/').at(-1)!.slice(0, 63), 10 + 1 + 27 + 12 + 1, 'latin1');
  body.writeUInt16BE(1, 10 + 1 + 27 + 12 + 1 + 63 + 16); // nlvl_from
  body.writeUInt16BE(1, 10 + 1 + 27 + 12 + 1 + 63 + 16 + 2); // nlvl_to
  const pathBytes = Buffer.from(path, 'latin1');
  const padded = Buffer.concat([pathBytes, Buffer.alloc(pathBytes.length % 2)]);
  const tag = Buffer.alloc(4);
  tag.writeUInt16BE(2, 0); // absolute path
  tag.writeUInt16BE(pathBytes.length, 2);
  const end = Buffer.from([0xff, 0xff, 0, 0]);
  const content = Buffer.concat([Buffer.from([0, 0, 0, 0]) /* version, flags: not self-contained */, body, tag, padded, end]);
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + content.length, 0);
  head.write('alis', 4, 'latin1');
  return Buffer.concat([head, content]);
}

/**
 * `mp4` (as FFmpeg writes it: `moov` after `mdat`, so no sample offset moves) with the first track's data
 * reference replaced by an alias to `target`: a movie whose samples "live in another file".
 */
export function movWithExternalDref(mp4: Buffer, target: string): Buffer {
  const chain = ['moov', 'trak', 'mdia', 'minf', 'dinf', 'dref'];
  const path: Box[] = [];
  let from = 0;
  let to = mp4.length;
  for (const type of chain) {
    const box = boxes(mp4, from, to).find((b) => b.type === type);
    if (!box) throw new Error(`no ${type} box in the sample movie`);
    path.push(box);
    from = box.start + 8;
    to = box.start + box.size;
  }
  const topLevel = boxes(mp4, 0, mp4.length);
  if (topLevel.findIndex((b) => b.type === 'moov') < topLevel.findIndex((b) => b.type === 'mdat')) throw new Error('moov must follow mdat');
  const entry = aliasDref(target);
  const dref = Buffer.concat([Buffer.alloc(8), Buffer.from([0, 0, 0, 0, 0, 0, 0, 1]), entry]);
  dref.writeUInt32BE(dref.length, 0);
  dref.write('dref', 4, 'latin1');
  const old = path.at(-1)!;
  const delta = dref.length - old.size;
  const out = Buffer.concat([mp4.subarray(0, old.start), dref, mp4.subarray(old.start + old.size)]);
  for (const box of path.slice(0, -1)) out.writeUInt32BE(box.size + delta, box.start);
  return out;
}

// ---------------------------------------------------------------------------------------------------- pictures

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(b: Buffer): number {
  let c = 0xffffffff;
  for (const byte of b) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/**
 * A PNG "decompression bomb": a few hundred bytes whose header declares `width`×`height` RGBA (16000² is 1 GiB
 * to decode). The image data is the first rows only; a decoder allocates the whole picture before it notices.
 */
export function pngBomb(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 6, 0, 0, 0], 8); // 8 bits, RGBA, deflate, adaptive filter, no interlace
  const rows = deflateSync(Buffer.alloc((width * 4 + 1) * 4)); // four rows of zeros
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), pngChunk('IHDR', ihdr), pngChunk('IDAT', rows), pngChunk('IEND', Buffer.alloc(0))]);
}

/** A WAV of 8-bit mono PCM at `sampleRate` Hz holding `samples` samples: at 1 Hz, 8 KiB lasts over two hours. */
export function slowWav(samples: number, sampleRate = 1, channels = 1): Buffer {
  const fmt = Buffer.alloc(16);
  fmt.writeUInt16LE(1, 0); // PCM
  fmt.writeUInt16LE(channels, 2);
  fmt.writeUInt32LE(sampleRate, 4);
  fmt.writeUInt32LE(sampleRate * channels, 8); // byte rate
  fmt.writeUInt16LE(channels, 12); // block align
  fmt.writeUInt16LE(8, 14);
  const data = Buffer.alloc(samples * channels, 0x80);
  return chunk('RIFF', Buffer.concat([Buffer.from('WAVE', 'latin1'), chunk('fmt ', fmt), chunk('data', data)]));
}

// ---------------------------------------------------------------------------------------------------- SVG

export const svgDoc = (body: string, attrs = 'width="320" height="180"') =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" ${attrs}>${body}</svg>`;

/** The "billion laughs": ten levels of ten references each (10^10 copies once expanded). */
export function entityBomb(): string {
  const levels = ['<!ENTITY l0 "lol">'];
  for (let i = 1; i <= 10; i++) levels.push(`<!ENTITY l${i} "${`&l${i - 1};`.repeat(10)}">`);
  return `<?xml version="1.0"?>\n<!DOCTYPE svg [\n${levels.join('\n')}\n]>\n${svgDoc('<text x="10" y="20">&l10;</text>')}`;
}

// ---------------------------------------------------------------------------------------------------- samples

/** Real media made by FFmpeg from its built-in sources, for the generators that rewrite one. */
export function sampleMp4(seconds = 1): Buffer {
  const dir = mkdtempSync(join(tmpdir(), 'hostile-sample-'));
  try {
    const path = join(dir, 'a.mp4');
    execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', `testsrc2=size=160x120:rate=10:duration=${seconds}`, '-c:v', 'libx264', '-pix_fmt', 'yuv420p', path]);
    return readFileSync(path);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
