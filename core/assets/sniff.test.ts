import { describe, expect, it } from '@jest/globals';
import { ALL_ASSET_CONTENT_TYPES } from '../../model/fields.js';
import { describeContent, matchesContentType, sniffContentType } from './sniff.js';

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));

const SAMPLES: Record<string, Uint8Array> = {
  'video/mp4': bytes([0, 0, 0, 0x20], 'ftypisom', [0, 0, 2, 0]),
  'video/quicktime': bytes([0, 0, 0, 0x14], 'ftypqt  '),
  'video/x-msvideo': bytes('RIFF', [1, 2, 3, 4], 'AVI LIST'),
  'video/webm': bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f]),
  'image/png': bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0, 0]),
  'image/jpeg': bytes([0xff, 0xd8, 0xff, 0xe0]),
  'image/gif': bytes('GIF89a', [1, 0]),
  'image/webp': bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '),
  'image/svg+xml': bytes('<?xml version="1.0"?>\n<!-- made by hand -->\n<svg xmlns="http://www.w3.org/2000/svg"/>'),
  'audio/mpeg': bytes('ID3', [4, 0, 0]),
  'audio/wav': bytes('RIFF', [1, 2, 3, 4], 'WAVEfmt '),
  'audio/ogg': bytes('OggS', [0, 2]),
  'audio/aac': bytes([0xff, 0xf1, 0x50, 0x80]),
};

describe('content sniffing', () => {
  it('has a sample for every supported type', () => {
    expect(Object.keys(SAMPLES).sort()).toEqual([...ALL_ASSET_CONTENT_TYPES].sort());
  });

  it.each(Object.entries(SAMPLES))('recognises %s', (type, sample) => {
    expect(matchesContentType(type, sample)).toBe(true);
  });

  it('refuses bytes of another type', () => {
    expect(matchesContentType('audio/wav', SAMPLES['image/png']!)).toBe(false);
    expect(matchesContentType('image/png', SAMPLES['image/jpeg']!)).toBe(false);
    expect(matchesContentType('image/webp', SAMPLES['audio/wav']!)).toBe(false);
    expect(matchesContentType('image/svg+xml', bytes('<html><svg></svg></html>'))).toBe(false);
    expect(matchesContentType('image/png', bytes())).toBe(false);
  });

  it('names what the bytes look like', () => {
    expect(sniffContentType(SAMPLES['image/png']!)).toBe('image/png');
    expect(sniffContentType(bytes('plain text'))).toBeUndefined();
  });
});

describe('sniffing what FFmpeg would follow (issue 17)', () => {
  const id3 = (body: Uint8Array | string, tagBytes = 20) =>
    bytes('ID3', [4, 0, 0, 0, 0, 0, tagBytes], [...new Array<number>(tagBytes).fill(0)], typeof body === 'string' ? body : [...body]);
  const playlist = '#EXTM3U\n#EXT-X-MEDIA-SEQUENCE:0\n#EXTINF:10.0,\n/etc/passwd.mp4\n#EXT-X-ENDLIST\n';

  it('refuses an HLS playlist behind an ID3 tag as MP3 or AAC: FFmpeg skips the tag before it guesses', () => {
    expect(matchesContentType('audio/mpeg', id3(playlist))).toBe(false);
    expect(matchesContentType('audio/aac', id3(playlist))).toBe(false);
    expect(describeContent(id3(playlist))).toBe('an HLS playlist behind an ID3 tag');
  });

  it('accepts an ID3 tag followed by a frame of the declared format, or longer than the sniffed bytes', () => {
    expect(matchesContentType('audio/mpeg', id3(new Uint8Array([0xff, 0xfb, 0x90, 0x64])))).toBe(true);
    expect(matchesContentType('audio/aac', id3(new Uint8Array([0xff, 0xf1, 0x50, 0x80])))).toBe(true);
    expect(matchesContentType('audio/mpeg', id3(new Uint8Array([0xff, 0xf1, 0x50, 0x80])))).toBe(false);
    const coverArt = bytes('ID3', [4, 0, 0, 0, 0x7f, 0x7f, 0x7f], [...new Array<number>(100).fill(0)]);
    expect(matchesContentType('audio/mpeg', coverArt)).toBe(true);
    expect(matchesContentType('audio/aac', coverArt)).toBe(true);
  });

  it('tells ADTS AAC from MPEG audio by the layer bits', () => {
    expect(matchesContentType('audio/mpeg', bytes([0xff, 0xf1, 0x50, 0x80]))).toBe(false);
    expect(matchesContentType('audio/aac', bytes([0xff, 0xfb, 0x90, 0x64]))).toBe(false);
    expect(matchesContentType('audio/mpeg', bytes([0xff, 0xf3, 0x90, 0x64]))).toBe(true);
  });

  it('names playlists and concat lists in the error', () => {
    expect(describeContent(bytes(playlist))).toBe('an HLS playlist');
    expect(describeContent(bytes("ffconcat version 1.0\nfile '/etc/passwd'\n"))).toBe('an FFmpeg concat list');
    expect(describeContent(bytes("file 'canary.mp4'\n"))).toBe('an FFmpeg concat list');
  });
});
