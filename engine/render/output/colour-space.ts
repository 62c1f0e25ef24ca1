import type { ClipFacts } from '../media/clip-probe.js';

/*
 * Which YUV matrix a clip's pixels are in, and the conversion of a clip into the matrix the chapter's filter graph
 * works in (docs/exports-and-outputs.md: colours).
 *
 * The graph works in BT.601 YUV: FFmpeg's colour sources, drawtext, fades to a colour and RGB-to-YUV scaling of
 * pictures (PNG, JPEG) all produce it; the chapter is converted to BT.709 once at the end (chapter-args.ts TO_BT709)
 * and tagged so. A clip is YUV already, in its own matrix: every HD phone or camera clip is BT.709. Taken as BT.601,
 * its colours shifted (#FF6B35 came out 240,92,54), so each clip is converted into the working matrix as it is read.
 *
 * The rule: the stream's matrix tag (`color_space`) when it has one; an untagged clip is BT.709 when it is HD (at
 * least 1280 wide or taller than 576 lines) and BT.601 otherwise, as players (mpv, browsers) guess. A clip coded as
 * RGB is converted by the graph's own scaling, like a picture. Only the matrix is converted: primaries and transfer
 * are left as they are (sRGB-like content, as players show it), and the range is the limited range the decoder's
 * frames are scaled to.
 *
 * `colorspace` (not `scale`'s in/out_color_matrix, which does not convert YUV to YUV exactly: #FF6B35 came back as
 * #FC6831) with every input property given, so an untagged frame never leaves it guessing; these options exist in
 * FFmpeg 4.1 (the npm fallback) and 5.1 alike.
 */

/** A YUV matrix, by the name FFmpeg's `colorspace` filter takes (bt470bg: BT.601). */
export type Matrix = 'bt709' | 'bt470bg' | 'smpte240m' | 'fcc' | 'bt2020ncl';
/** The matrix a chapter's graph works in: BT.601 unless its whole picture is BT.709 clips (colour-working-space.ts). */
export type WorkingSpace = 'bt470bg' | 'bt709';

/** ffprobe's `color_space` tags, by the matrix they name; `gbr` is RGB (undefined: no YUV matrix). */
const TAGGED: Record<string, Matrix | undefined> = {
  bt709: 'bt709',
  smpte170m: 'bt470bg',
  bt470bg: 'bt470bg',
  smpte240m: 'smpte240m',
  fcc: 'fcc',
  bt2020nc: 'bt2020ncl',
  bt2020c: 'bt2020ncl',
  gbr: undefined,
};

/** Whether a picture of this size is HD, as players decide for an untagged stream. */
export function isHd(width: number | undefined, height: number | undefined): boolean {
  return (width ?? 0) >= 1280 || (height ?? 0) > 576;
}

/** The matrix of a clip's pixels (undefined: RGB, converted as a picture is); see the rule above. */
export function clipMatrix(facts: ClipFacts): Matrix | undefined {
  const space = facts.colorSpace;
  if (space !== undefined && space in TAGGED) return TAGGED[space];
  return isHd(facts.width, facts.height) ? 'bt709' : 'bt470bg';
}

/** `colorspace` converting limited-range YUV from matrix `from` to matrix `to` (the matrix only). */
export function matrixConversion(from: Matrix, to: Matrix): string {
  return `colorspace=space=${to}:trc=bt709:primaries=bt709:range=tv:ispace=${from}:itrc=bt709:iprimaries=bt709:irange=tv`;
}

/** The filter taking a clip's yuv420p frames into `space`; undefined when they are in it already. */
export function toWorkingSpace(matrix: Matrix | undefined, space: WorkingSpace = 'bt470bg'): string | undefined {
  if (matrix === undefined) return undefined;
  return matrix === space ? undefined : matrixConversion(matrix, space);
}
