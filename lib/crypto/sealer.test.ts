import { describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { createSealer, parseSecretKey, SealedValueError } from './sealer.js';

describe('sealing secrets at rest', () => {
  const key = randomBytes(32);
  const sealer = createSealer({ current: key });

  it('seals with a version prefix and the key id, never the same text twice, and opens in the same place only', () => {
    const a = sealer.seal('whsec_secret', 'webhook-secret/whk_1');
    const b = sealer.seal('whsec_secret', 'webhook-secret/whk_1');
    expect(a).toMatch(/^sealed:v1:[0-9a-f]{8}:[A-Za-z0-9+/]+=*$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain('whsec_');
    expect(sealer.open(a, 'webhook-secret/whk_1')).toBe('whsec_secret');
    expect(() => sealer.open(a, 'webhook-secret/whk_2')).toThrow(SealedValueError);
  });

  it('refuses an altered value, an unknown key and an unknown format', () => {
    const sealed = sealer.seal('x', 'c');
    const body = Buffer.from(sealed.split(':')[3]!, 'base64');
    body[body.length - 1]! ^= 1;
    expect(() => sealer.open(`${sealed.split(':').slice(0, 3).join(':')}:${body.toString('base64')}`, 'c')).toThrow(/does not open/);
    expect(() => createSealer({ current: randomBytes(32) }).open(sealed, 'c')).toThrow(/neither MONTAGE_SECRET_KEY nor/);
    expect(() => sealer.open('sealed:v9:abc', 'c')).toThrow(/unknown format/);
  });

  it('reads clear values written before sealing (migration), and opens what a previous key sealed after a rotation', () => {
    expect(sealer.open('whsec_old', 'c')).toBe('whsec_old');
    const rotated = createSealer({ current: randomBytes(32), previous: [key] });
    expect(rotated.open(sealer.seal('kept', 'c'), 'c')).toBe('kept');
    expect(rotated.seal('new', 'c').split(':')[2]).not.toBe(sealer.seal('new', 'c').split(':')[2]);
  });

  it('without a key stores values as given', () => {
    const none = createSealer({});
    expect(none.sealing).toBe(false);
    expect(none.seal('whsec_x', 'c')).toBe('whsec_x');
  });

  it('takes a key as base64 or hex of 32 bytes, nothing else', () => {
    expect(parseSecretKey(key.toString('base64'))).toEqual(key);
    expect(parseSecretKey(key.toString('hex'))).toEqual(key);
    expect(() => parseSecretKey('short')).toThrow(/32 random bytes/);
    expect(() => parseSecretKey(randomBytes(16).toString('base64'))).toThrow(/32 random bytes/);
  });
});
