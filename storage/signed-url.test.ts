import { describe, expect, it } from '@jest/globals';
import { signUrlPath, verifySignedRequest, type SignedRequest } from './signed-url.js';

const SECRET = 'a-signing-secret-of-at-least-32-characters';
const NOW = new Date('2030-06-01T12:00:00Z');
const nowSeconds = NOW.getTime() / 1000;

function requestOf(path: string): SignedRequest & { path: string } {
  const url = new URL(path, 'http://montage.test');
  return {
    path: url.pathname,
    key: url.pathname.slice('/files/'.length).split('/').map(decodeURIComponent).join('/'),
    expires: url.searchParams.get('expires') ?? '',
    sig: url.searchParams.get('sig') ?? '',
    name: url.searchParams.get('name') ?? undefined,
  };
}

describe('signed file URLs', () => {
  const path = signUrlPath({ key: 'projects/prj_1/exports/exp_1/export.mp4', expiresAt: nowSeconds + 60, name: 'My film.mp4' }, SECRET);

  it('name the key, the expiry, the signature and the file name', () => {
    expect(path).toMatch(/^\/files\/projects\/prj_1\/exports\/exp_1\/export\.mp4\?expires=\d+&sig=[0-9a-f]{64}&name=My%20film\.mp4$/);
  });

  it('verify until they expire', () => {
    const req = requestOf(path);
    expect(verifySignedRequest(req, SECRET, NOW)).toBe(true);
    expect(verifySignedRequest(req, SECRET, new Date((nowSeconds + 59) * 1000))).toBe(true);
    expect(verifySignedRequest(req, SECRET, new Date((nowSeconds + 60) * 1000))).toBe(false);
    expect(verifySignedRequest(req, SECRET, new Date((nowSeconds + 3600) * 1000))).toBe(false);
  });

  it('verify without a name when signed without one', () => {
    const req = requestOf(signUrlPath({ key: 'a/b', expiresAt: nowSeconds + 60 }, SECRET));
    expect(req.name).toBeUndefined();
    expect(verifySignedRequest(req, SECRET, NOW)).toBe(true);
    // Adding a name afterwards is tampering.
    expect(verifySignedRequest({ ...req, name: 'evil.html' }, SECRET, NOW)).toBe(false);
  });

  it('refuse every tampered field', () => {
    const req = requestOf(path);
    const flipped = (req.sig[0] === '0' ? '1' : '0') + req.sig.slice(1);
    const tampered: SignedRequest[] = [
      { ...req, key: 'projects/prj_1/exports/exp_2/export.mp4' },
      { ...req, expires: String(Number(req.expires) + 3600) },
      { ...req, expires: `0${req.expires}` },
      { ...req, name: 'other.mp4' },
      { ...req, name: undefined },
      { ...req, sig: flipped },
      { ...req, sig: req.sig.toUpperCase() },
      { ...req, sig: req.sig.slice(0, 63) },
      { ...req, sig: '' },
    ];
    for (const t of tampered) expect(verifySignedRequest(t, SECRET, NOW)).toBe(false);
  });

  it('refuse a signature made with another secret (forged)', () => {
    const forged = requestOf(signUrlPath({ key: 'a/b', expiresAt: nowSeconds + 60 }, 'another-secret-of-at-least-32-characters!'));
    expect(verifySignedRequest(forged, SECRET, NOW)).toBe(false);
  });

  it('refuse malformed and hostile input without throwing', () => {
    const req = requestOf(path);
    const bad: unknown[] = [
      { ...req, expires: '' },
      { ...req, expires: '1e12' },
      { ...req, expires: '-1' },
      { ...req, expires: '9'.repeat(400) },
      { ...req, key: '../../etc/passwd' },
      { ...req, key: '' },
      { ...req, name: ['a', 'b'] }, // a repeated query parameter
      { ...req, sig: ['x'] },
    ];
    for (const b of bad) expect(verifySignedRequest(b as SignedRequest, SECRET, NOW)).toBe(false);
  });

  it('refuse to sign bad keys or with a weak secret', () => {
    expect(() => signUrlPath({ key: '../x', expiresAt: 1 }, SECRET)).toThrow(TypeError);
    expect(() => signUrlPath({ key: 'a/b', expiresAt: 1.5 }, SECRET)).toThrow(TypeError);
    expect(() => signUrlPath({ key: 'a/b', expiresAt: 1 }, 'short')).toThrow(/at least 32/);
  });
});
