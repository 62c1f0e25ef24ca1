import { closeSync, lstatSync, openSync, readSync } from 'node:fs';
import { isAbsolute, normalize, relative } from 'node:path';
import { assetKindOf, type AssetKind } from '../../model/fields.js';
import { CONTAINER_OF, describeContent, SNIFF_BYTES, sniffContainers, type Container } from './sniff.js';

/*
 * The one place that decides how FFmpeg and ffprobe may open a user's file. Nothing is left to FFmpeg's guessing:
 *
 * - `-f <demuxer>`: the demuxer of the declared type, and only when the first bytes are that container too. Never
 *   auto-detection, so never hls, concat, image2 patterns, subtitle or playlist demuxers, whatever the file says;
 * - `-format_whitelist <demuxer>`: the same name, which FFmpeg copies to every nested demuxer it opens (an AVI's
 *   GAB2 subtitle, which once carried an HLS playlist, opens a second demuxer by probing: it is refused);
 * - `-protocol_whitelist file` (or `pipe` for stdin), also copied to nested opens: no http, tcp, data, concat,
 *   subfile, crypto;
 * - `file:` before the path, so a name is never read as a protocol; the path must be absolute, normalised, a
 *   regular file and not a symlink, inside `dir` when given (the job's own directory);
 * - per demuxer: QuickTime/MP4 external data references are off (`-enable_drefs 0 -use_absolute_path 0`, the
 *   defaults of both FFmpeg builds, said explicitly). `-safe 1` belongs to the concat demuxer, which user media
 *   never reaches.
 *
 * The same arguments work with Debian's FFmpeg 5.1 and the npm-shipped FFmpeg 4.1 / ffprobe (input-args.test.ts
 * runs both). SVG is not FFmpeg's at all: it is rasterised to a PNG rendition (svg.ts) that is opened as a PNG.
 */

/**
 * Options of each demuxer beyond the common ones. A demuxer's name is also its format whitelist: FFmpeg matches it
 * against every name of the demuxer in use (`mov` matches `mov,mp4,m4a,3gp,3g2,mj2`).
 */
const DEMUXER_ARGS: Record<Exclude<Container, 'svg'>, string[]> = {
  mov: ['-enable_drefs', '0', '-use_absolute_path', '0'],
  avi: [],
  matroska: [],
  png_pipe: [],
  jpeg_pipe: [],
  gif: [],
  webp_pipe: [],
  mp3: [],
  wav: [],
  ogg: [],
  aac: [],
};

export class MediaTypeMismatchError extends Error {
  constructor(
    readonly declared: string,
    readonly looksLike: string | undefined,
    what = `Content-Type ${declared}`,
  ) {
    super(`The file content does not match ${what}${looksLike ? ` (it looks like ${looksLike})` : ''}.`);
    this.name = 'MediaTypeMismatchError';
  }
}

export class UnsupportedMediaInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnsupportedMediaInputError';
  }
}

export interface MediaInput {
  /** The asset's declared MIME type, one of the spec's 13. */
  contentType: string;
  /** What its first bytes are: `sniffContainers(head)` (see sniffHead). */
  sniffed: readonly Container[];
  /** Words for the bytes, for the mismatch error (`describeContent(head)`). */
  looksLike?: string;
}

/** A MediaInput from the first bytes of the file. */
export function sniffHead(contentType: string, head: Uint8Array): MediaInput {
  return { contentType, sniffed: sniffContainers(head), looksLike: describeContent(head) };
}

/** The first SNIFF_BYTES of a file. */
export function readHead(path: string, bytes = SNIFF_BYTES): Buffer {
  const fd = openSync(path, 'r');
  try {
    const buf = Buffer.alloc(bytes);
    const n = readSync(fd, buf, 0, bytes, 0);
    return buf.subarray(0, n);
  } finally {
    closeSync(fd);
  }
}

/** The demuxer of a declared type whose bytes agree with it; throws MediaTypeMismatchError otherwise. */
export function demuxerOf(input: MediaInput): Exclude<Container, 'svg'> {
  const container = CONTAINER_OF[input.contentType];
  if (!container) throw new UnsupportedMediaInputError(`Unsupported media type ${input.contentType}.`);
  if (!input.sniffed.includes(container)) throw new MediaTypeMismatchError(input.contentType, input.looksLike);
  if (container === 'svg') {
    throw new UnsupportedMediaInputError('An SVG is never opened by FFmpeg: use its PNG rendition (lib/media/svg.ts).');
  }
  return container;
}

function checkPath(path: string, dir: string | undefined): void {
  if (!isAbsolute(path) || normalize(path) !== path) throw new UnsupportedMediaInputError(`Media input ${JSON.stringify(path)} is not an absolute, normalised path.`);
  if (dir !== undefined) {
    const rel = relative(dir, path);
    if (!rel || rel.startsWith('..') || isAbsolute(rel)) throw new UnsupportedMediaInputError(`Media input ${JSON.stringify(path)} is not inside the job's directory.`);
  }
  const stat = lstatSync(path, { throwIfNoEntry: false });
  if (!stat) throw new UnsupportedMediaInputError(`Media input ${JSON.stringify(path)} does not exist.`);
  if (!stat.isFile()) throw new UnsupportedMediaInputError(`Media input ${JSON.stringify(path)} is not a regular file.`);
}

/**
 * FFmpeg/ffprobe input options for one user file, ending with `-i file:<path>`: put them where the input goes
 * (after any of the input's own options such as `-loop 1` or `-stream_loop -1`, which both builds accept with
 * these demuxers). `path` is the file's absolute path, inside `opts.dir` when given; with `opts.pipe` the input is
 * read from stdin (`-i pipe:0`) and `path` is ignored.
 */
export function inputArgs(input: MediaInput, path: string, opts: { dir?: string; pipe?: boolean } = {}): string[] {
  const demuxer = demuxerOf(input);
  if (!opts.pipe) checkPath(path, opts.dir);
  return [
    '-f', demuxer,
    '-format_whitelist', demuxer,
    '-protocol_whitelist', opts.pipe ? 'pipe' : 'file',
    ...DEMUXER_ARGS[demuxer],
    '-i', opts.pipe ? 'pipe:0' : `file:${path}`,
  ];
}

/**
 * inputArgs for a file whose declared type is not at hand, only its kind (the engine's JobAsset): the type is the
 * one its bytes are, which must be of that kind. For an image this includes the PNG rendition of an SVG.
 */
export function inputArgsForFile(path: string, kind: AssetKind, opts: { dir?: string } = {}): string[] {
  const head = readHead(path);
  const contentType = Object.keys(CONTAINER_OF).find((type) => assetKindOf(type) === kind && CONTAINER_OF[type] !== 'svg' && sniffContainers(head).includes(CONTAINER_OF[type]!));
  if (!contentType) throw new MediaTypeMismatchError(kind, describeContent(head), `any supported ${kind} type`);
  return inputArgs(sniffHead(contentType, head), path, opts);
}
