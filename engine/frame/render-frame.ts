import type { FrameSize } from '../../model/format.js';
import type { SceneDocument } from '../../model/scene-document.js';
import { piecesArgs } from '../render/chunks/piece-args.js';
import type { PictureMemo } from '../render/ffmpeg/picture-memo.js';
import { chapterFrames } from '../render/chunks/plan.js';
import { runFfmpeg } from '../render/ffmpeg/run-ffmpeg.js';
import { frameIndexAt, framePiece } from './frame-piece.js';

/*
 * A still of one instant of a chapter, as the render draws it, without rendering the chapter: the chunked renderer's
 * graph for a piece one frame long (frame-piece.ts), so the scene at that instant is composed once, from that frame
 * on, by the very filter chain of the whole render, and its one frame is written as an image instead of encoded.
 * Each layer draws only what that frame shows (`onlyFrame`, layers/layer-api.ts): a text's one picture of its motion,
 * a Ken Burns move's one frame, not their whole sequences up to it (test/engine/frame-still.test.ts compares the
 * frame with the whole scene's, bit for bit). Not drawn: what the render adds over the joined scenes after synthesising the sound (the narration's captions).
 */

export const STILL_FORMATS = ['png', 'jpeg'] as const;
export type StillFormat = (typeof STILL_FORMATS)[number];

/** The chapters' frame rate: a still is one of the render's frames. */
const FPS = 30;

export interface FrameInput {
  document: SceneDocument;
  frame: FrameSize;
  /** Seconds from the chapter's start. */
  seconds: number;
  format: StillFormat;
  /** Local files of the assets the document uses, by asset id. */
  media: ReadonlyMap<string, string>;
  /** Where the graph's texts and pictures are written. */
  work: string;
  output: string;
  /** Pictures kept from earlier stills of this process (the scenes' backgrounds: picture-memo.ts). */
  pictures?: PictureMemo;
  signal?: AbortSignal;
  timeoutMs?: number;
}

/**
 * The graph ends in limited-range BT.709 YUV (the chapters' encoding): the still is converted from that, so its
 * colours are the video's. PNG is RGB; JPEG is full-range BT.601 YUV (JFIF).
 */
const TO_IMAGE: Record<StillFormat, { filter: string; codec: string[] }> = {
  png: { filter: 'scale=in_color_matrix=bt709:in_range=tv,format=rgb24', codec: ['-c:v', 'png'] },
  jpeg: { filter: 'scale=in_color_matrix=bt709:out_color_matrix=bt601:in_range=tv:out_range=pc,format=yuvj420p', codec: ['-c:v', 'mjpeg', '-q:v', '3'] },
};

/** The chapter's exact length in seconds (its scenes' whole frames), which a still's instant must be under. */
export function chapterLength(document: SceneDocument): number {
  return chapterFrames(document).total / FPS;
}

/** The scenes a still at `seconds` composes (their assets are all it reads). */
export function stillScenes(document: SceneDocument, seconds: number): number[] {
  const layout = chapterFrames(document);
  const { piece } = framePiece(layout, frameIndexAt(layout, seconds, FPS));
  return piece.next !== undefined ? [piece.first, piece.next] : [piece.first];
}

/** The chapter frame a still at `seconds` shows. */
export function stillFrameIndex(document: SceneDocument, seconds: number): number {
  return frameIndexAt(chapterFrames(document), seconds, FPS);
}

export async function frameArgs(input: FrameInput): Promise<string[]> {
  const layout = chapterFrames(input.document);
  const index = frameIndexAt(layout, input.seconds, FPS);
  const { piece, drop } = framePiece(layout, index);
  const files = { media: input.media, work: input.work, onlyFrame: index, pictures: input.pictures };
  const { args } = await piecesArgs(input.document, input.frame, layout, [{ piece, output: input.output }], files);
  const graphAt = args.indexOf('-filter_complex') + 1;
  const image = TO_IMAGE[input.format];
  const head = args.slice(0, graphAt + 1);
  const kept = drop > 0 ? `trim=start_frame=${drop},` : '';
  head[graphAt] = `${args[graphAt]};[vout]${kept}${image.filter}[still]`;
  return [...head, '-map', '[still]', '-frames:v', '1', ...image.codec, '-f', 'image2', '-update', '1', input.output];
}

export async function renderFrame(input: FrameInput): Promise<void> {
  await runFfmpeg(await frameArgs(input), { signal: input.signal, timeoutMs: input.timeoutMs });
}
