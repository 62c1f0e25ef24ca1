/*
 * What the first bytes of a file say it is, for the upload MIME types the spec supports. An upload whose bytes do
 * not match its declared Content-Type ends in state `error`: the declared type decides how the engine uses a file,
 * so a PNG declared as audio must not reach FFmpeg as audio.
 */

const ascii = (bytes: Uint8Array, start: number, text: string) =>
  bytes.length >= start + text.length && [...text].every((ch, i) => bytes[start + i] === ch.charCodeAt(0));

const startsWith = (bytes: Uint8Array, prefix: number[]) =>
  bytes.length >= prefix.length && prefix.every((b, i) => bytes[i] === b);

const QUICKTIME_ATOMS = ['moov', 'mdat', 'wide', 'free', 'skip', 'pnot'];

const SIGNATURES: Record<string, (b: Uint8Array) => boolean> = {
  'video/mp4': (b) => ascii(b, 4, 'ftyp'),
  'video/quicktime': (b) => ascii(b, 4, 'ftyp') || QUICKTIME_ATOMS.some((atom) => ascii(b, 4, atom)),
  'video/x-msvideo': (b) => ascii(b, 0, 'RIFF') && ascii(b, 8, 'AVI '),
  'video/webm': (b) => startsWith(b, [0x1a, 0x45, 0xdf, 0xa3]),
  'image/png': (b) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  'image/jpeg': (b) => startsWith(b, [0xff, 0xd8, 0xff]),
  'image/gif': (b) => ascii(b, 0, 'GIF87a') || ascii(b, 0, 'GIF89a'),
  'image/webp': (b) => ascii(b, 0, 'RIFF') && ascii(b, 8, 'WEBP'),
  'image/svg+xml': (b) => /^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*|<!DOCTYPE[^>]*>\s*)*<svg[\s>]/i.test(textHead(b)),
  'audio/mpeg': (b) => ascii(b, 0, 'ID3') || (b.length >= 2 && b[0] === 0xff && (b[1]! & 0xe0) === 0xe0),
  'audio/wav': (b) => ascii(b, 0, 'RIFF') && ascii(b, 8, 'WAVE'),
  'audio/ogg': (b) => ascii(b, 0, 'OggS'),
  'audio/aac': (b) => ascii(b, 0, 'ADIF') || (b.length >= 2 && b[0] === 0xff && (b[1]! & 0xf6) === 0xf0),
};

function textHead(bytes: Uint8Array): string {
  const start = startsWith(bytes, [0xef, 0xbb, 0xbf]) ? 3 : 0;
  return new TextDecoder('utf-8', { fatal: false }).decode(bytes.subarray(start, 4096));
}

/** How many leading bytes sniffing needs. */
export const SNIFF_BYTES = 4096;

export function matchesContentType(contentType: string, head: Uint8Array): boolean {
  return SIGNATURES[contentType]?.(head) ?? false;
}

/** The supported type these bytes look like, for the error message; undefined when none. */
export function sniffContentType(head: Uint8Array): string | undefined {
  return Object.keys(SIGNATURES).find((type) => type !== 'video/quicktime' && SIGNATURES[type]!(head));
}
