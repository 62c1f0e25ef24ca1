import { describe, expect, it } from '@jest/globals';
import { ALL_ASSET_CONTENT_TYPES } from '../../model/fields.js';
import { matchesContentType, sniffContentType } from './sniff.js';

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
