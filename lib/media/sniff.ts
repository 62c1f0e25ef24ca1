/*
 * What the first bytes of a file say it is. Two questions, one set of signatures:
 *
 * - at upload (core/assets/upload.ts): do the bytes match the declared Content-Type? An upload that does not ends
 *   in state `error` at once: the declared type decides how the engine uses a file, so a PNG declared as audio must
 *   not reach FFmpeg as audio;
 * - before FFmpeg opens a file (input-args.ts): which container are the bytes, so that FFmpeg is told its demuxer
 *   and never guesses one. FFmpeg's own guessing is what makes playlists (HLS), concat lists and the like reachable
 *   from an upload, so nothing here ever names those: a file that is one of them matches no container at all.
 */

/** The demuxers user media may be opened with: one per container the spec's types come in. */
export type Container = 'mov' | 'avi' | 'matroska' | 'png_pipe' | 'jpeg_pipe' | 'gif' | 'webp_pipe' | 'mp3' | 'wav' | 'ogg' | 'aac' | 'svg';

/** The container of each supported MIME type (`svg` is no FFmpeg demuxer: SVG is rasterised, see svg.ts). */
export const CONTAINER_OF: Readonly<Record<string, Container>> = {
  'video/mp4': 'mov',
  'video/quicktime': 'mov',
  'video/x-msvideo': 'avi',
  'video/webm': 'matroska',
  'image/png': 'png_pipe',
  'image/jpeg': 'jpeg_pipe',
  'image/gif': 'gif',
  'image/webp': 'webp_pipe',
  'image/svg+xml': 'svg',
  'audio/mpeg': 'mp3',
  'audio/wav': 'wav',
  'audio/ogg': 'ogg',
  'audio/aac': 'aac',
};

const ascii = (bytes: Uint8Array, start: number, text: string) =>
  bytes.length >= start + text.length && [...text].every((ch, i) => bytes[start + i] === ch.charCodeAt(0));

const startsWith = (bytes: Uint8Array, prefix: number[], at = 0) =>
  bytes.length >= at + prefix.length && prefix.every((b, i) => bytes[at + i] === b);

const QUICKTIME_ATOMS = ['moov', 'mdat', 'wide', 'free', 'skip', 'pnot'];

/** An MPEG audio frame header (layer I-III: the two layer bits are not 00, which is ADTS's). */
const mpegAudioFrame = (b: Uint8Array, at: number) =>
  b.length >= at + 2 && b[at] === 0xff && (b[at + 1]! & 0xe0) === 0xe0 && (b[at + 1]! & 0x06) !== 0;
/** An ADTS AAC frame header: 12 sync bits, then layer 00. */
const adtsFrame = (b: Uint8Array, at: number) => b.length >= at + 2 && b[at] === 0xff && (b[at + 1]! & 0xf6) === 0xf0;

/** Where the audio after a leading ID3v2 tag starts (its size is a 28-bit "syncsafe" number), or 0. */
function afterId3(b: Uint8Array): number {
  if (!ascii(b, 0, 'ID3') || b.length < 10) return 0;
  const size = ((b[6]! & 0x7f) << 21) | ((b[7]! & 0x7f) << 14) | ((b[8]! & 0x7f) << 7) | (b[9]! & 0x7f);
  const footer = (b[5]! & 0x10) !== 0 ? 10 : 0;
  return 10 + size + footer;
}

/**
 * MP3 and ADTS AAC files may both start with an ID3v2 tag. What follows the tag must be a frame of that format
 * when it is within the sniffed bytes: FFmpeg skips a leading ID3 tag before it guesses a format, so "ID3 tag,
 * then an HLS playlist" was an upload that passed as MP3 and was probed as a playlist (docs/security.md).
 * A tag longer than the sniffed bytes (cover art) is accepted: the demuxer is named explicitly anyway.
 */
function id3Then(b: Uint8Array, frame: (b: Uint8Array, at: number) => boolean): boolean {
  if (!ascii(b, 0, 'ID3')) return false;
  const at = afterId3(b);
  if (at === 0) return true; // too short to read the tag's size
  if (at + 2 > b.length) return true;
  // Some writers pad between the tag and the first frame.
  let i = at;
  while (i < b.length && b[i] === 0) i++;
  return i + 2 > b.length || frame(b, i);
}

const SIGNATURES: Record<string, (b: Uint8Array) => boolean> = {
  'video/mp4': (b) => ascii(b, 4, 'ftyp'),
  'video/quicktime': (b) => ascii(b, 4, 'ftyp') || QUICKTIME_ATOMS.some((atom) => ascii(b, 4, atom)),
  'video/x-msvideo': (b) => ascii(b, 0, 'RIFF') && ascii(b, 8, 'AVI '),
  'video/webm': (b) => startsWith(b, [0x1a, 0x45, 0xdf, 0xa3]),
  'image/png': (b) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  'image/jpeg': (b) => startsWith(b, [0xff, 0xd8, 0xff]),
  'image/gif': (b) => ascii(b, 0, 'GIF87a') || ascii(b, 0, 'GIF89a'),
  'image/webp': (b) => ascii(b, 0, 'RIFF') && ascii(b, 8, 'WEBP'),
  // A DOCTYPE may have an internal subset ([...]): it is an SVG all the same, refused later with the reason (svg.ts).
  'image/svg+xml': (b) => /^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*|<!DOCTYPE[^>[]*(\[[\s\S]*?\]\s*)?>\s*)*<svg[\s>]/i.test(textHead(b)),
  'audio/mpeg': (b) => id3Then(b, mpegAudioFrame) || mpegAudioFrame(b, 0),
  'audio/wav': (b) => ascii(b, 0, 'RIFF') && ascii(b, 8, 'WAVE'),
  'audio/ogg': (b) => ascii(b, 0, 'OggS'),
  'audio/aac': (b) => ascii(b, 0, 'ADIF') || id3Then(b, adtsFrame) || adtsFrame(b, 0),
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

/** Files FFmpeg would read as instructions to open other files or URLs: named in error messages. */
const INDIRECTIONS: [RegExp, string][] = [
  [/^#EXTM3U/, 'an HLS playlist'],
  [/^ffconcat\s+version/, 'an FFmpeg concat list'],
  [/^\s*file\s+['"]?[^\s]/m, 'an FFmpeg concat list'],
  [/^\[?(playlist|Reference)\]?/i, 'a playlist'],
  [/^<\?xml[\s\S]*<(MPD|smil)\b/i, 'a streaming manifest'],
];

/**
 * Words for what the bytes are, for an asset's error: a supported type, a playlist or list FFmpeg would follow
 * (also behind an ID3 tag, where FFmpeg looks), or undefined.
 */
export function describeContent(head: Uint8Array): string | undefined {
  const type = sniffContentType(head);
  if (type) return type;
  const skip = afterId3(head);
  const text = new TextDecoder('utf-8', { fatal: false }).decode(head.subarray(skip, skip + 1024)).replace(/^\0+/, '');
  const indirection = INDIRECTIONS.find(([pattern]) => pattern.test(text))?.[1];
  return indirection && skip ? `${indirection} behind an ID3 tag` : indirection;
}

/**
 * Every container these bytes may be, from their signature: usually one; both `mp3` and `aac` for an ID3 tag
 * longer than the bytes given; none for bytes of no supported type.
 */
export function sniffContainers(head: Uint8Array): Container[] {
  const found = new Set<Container>();
  for (const [type, matches] of Object.entries(SIGNATURES)) if (matches(head)) found.add(CONTAINER_OF[type]!);
  return [...found];
}
