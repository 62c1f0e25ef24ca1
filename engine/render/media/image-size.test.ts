import { describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { imageInfo } from './image-size.js';

const dir = mkdtempSync(join(tmpdir(), 'image-size-'));
const file = (name: string, bytes: Buffer) => {
  const path = join(dir, name);
  writeFileSync(path, bytes);
  return path;
};

describe('image size from the header', () => {
  it('reads PNG (with its alpha), JPEG, GIF and WebP', async () => {
    const png = Buffer.alloc(33);
    png.writeUInt32BE(0x89504e47, 0);
    png.write('\r\n\x1a\n', 4, 'latin1');
    png.writeUInt32BE(13, 8);
    png.write('IHDR', 12, 'ascii');
    png.writeUInt32BE(640, 16);
    png.writeUInt32BE(480, 20);
    png[24] = 8;
    png[25] = 6;
    expect(await imageInfo(file('a.png', png))).toEqual({ width: 640, height: 480, alpha: true });
    png[25] = 2;
    expect(await imageInfo(file('b.png', png))).toEqual({ width: 640, height: 480, alpha: false });

    // SOI, an APP0 segment, then SOF0 with height 300 and width 400.
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x04, 0x00, 0x00, 0xff, 0xc0, 0x00, 0x11, 0x08, 0x01, 0x2c, 0x01, 0x90, 0x03, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(await imageInfo(file('c.jpg', jpeg))).toEqual({ width: 400, height: 300, alpha: false });

    const gif = Buffer.from('GIF89a\x20\x00\x10\x00\x00\x00\x00', 'latin1');
    expect(await imageInfo(file('d.gif', gif))).toEqual({ width: 32, height: 16, alpha: true });

    const webp = Buffer.alloc(30);
    webp.write('RIFF', 0, 'ascii');
    webp.write('WEBPVP8X', 8, 'ascii');
    webp[20] = 0x10;
    webp.writeUIntLE(99, 24, 3);
    webp.writeUIntLE(49, 27, 3);
    expect(await imageInfo(file('e.webp', webp))).toEqual({ width: 100, height: 50, alpha: true });
  });

  it('reads the alpha bit of a lossless WebP', async () => {
    const webp = Buffer.alloc(30);
    webp.write('RIFF', 0, 'ascii');
    webp.write('WEBPVP8L', 8, 'ascii');
    webp.writeUInt32LE(((1 << 28) | (59 << 14) | 79) >>> 0, 21);
    expect(await imageInfo(file('g.webp', webp))).toEqual({ width: 80, height: 60, alpha: true });
    webp.writeUInt32LE((59 << 14) | 79, 21);
    expect(await imageInfo(file('h.webp', webp))).toEqual({ width: 80, height: 60, alpha: false });
  });

  it('answers undefined for what it does not read', async () => {
    expect(await imageInfo(file('f.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')))).toBeUndefined();
  });

  it('neither waits on a FIFO nor follows a symlink', async () => {
    const fifo = join(dir, 'fifo.png');
    execFileSync('mkfifo', [fifo]);
    expect(await imageInfo(fifo)).toBeUndefined();
    const png = Buffer.alloc(33);
    png.writeUInt32BE(0x89504e47, 0);
    png.write('IHDR', 12, 'ascii');
    png.writeUInt32BE(8, 16);
    png.writeUInt32BE(8, 20);
    const link = join(dir, 'link.png');
    symlinkSync(file('target.png', png), link);
    expect(await imageInfo(link)).toBeUndefined();
  });
});
