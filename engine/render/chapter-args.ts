import type { FrameSize } from '../../model/format.js';
import type { SceneDocument } from '../../model/scene-document.js';
import { audioStatements, type ClipSoundInput, type NarrationInput, type SoundtrackInput } from './sound/audio.js';
import { matrixConversion } from './output/colour-space.js';
import { chapterWorkingSpace } from './output/colour-working-space.js';
import { composeScene } from './scene/compose-scene.js';
import { GraphBuilder } from './ffmpeg/graph.js';
import type { ChapterOverlay } from './layers/layer-api.js';
import { FPS, framesFor } from './layout.js';
import { safeArea } from './placement.js';
import { joinScenes, transitionFrames } from './scene/transitions.js';

/*
 * One FFmpeg invocation renders a chapter: every scene's stream (compose-scene.ts), joined with its transitions
 * (transitions.ts), chapter-wide overlays such as captions drawn over the joined stream, and the audio mix
 * (audio.ts), encoded in the uniform format every chapter shares (H.264 yuv420p 30 fps, BT.709, AAC 48 kHz stereo,
 * always an audio track, +faststart) at the project's frame size, so that an export is a stream copy.
 */

export interface ChapterFiles {
  /** Local paths of the assets the document uses, by asset id. */
  media: ReadonlyMap<string, string>;
  /**
   * A promise may be given: it is awaited only for the audio mix, after the scenes are drawn, so the soundtrack's
   * loudness measure (an FFmpeg run) goes on while the text pictures are drawn.
   */
  soundtrack?: SoundtrackInput | Promise<SoundtrackInput | undefined>;
  narration?: NarrationInput;
  /** The clips' own sound (clip-sound.ts), mixed under the narration and the music. */
  clips?: readonly ClipSoundInput[];
  /** Drawn over the joined scenes, in order (`t`: seconds since the chapter began). */
  overlays?: ChapterOverlay[];
  /** The top of the captions (pixels), when an overlay draws captions: the scenes keep their text above it. */
  captionsTop?: number;
  /** Where the texts and images the graph reads are written. */
  work: string;
  output: string;
}

export interface ChapterRender {
  args: string[];
  /** Exact length of the output in seconds (a whole number of frames). */
  seconds: number;
}

/** The chapter's exact length: its scenes' whole frames. */
export function chapterSeconds(doc: SceneDocument, fps: number = FPS): number {
  return doc.scenes.reduce((sum, scene) => sum + framesFor(scene.duration, fps), 0) / fps;
}

/** `fps`: the chapters' 30, or an export's own rate when it renders its chapters again (50 or 60: layout.ts). */
export async function chapterArgs(doc: SceneDocument, frame: FrameSize, files: ChapterFiles, fps: number = FPS): Promise<ChapterRender> {
  const b = new GraphBuilder(files.work, files.media);
  const frames = doc.scenes.map((scene) => framesFor(scene.duration, fps));
  const total = frames.reduce((a, c) => a + c, 0);
  const seconds = total / fps;
  const overlaps = transitionFrames(doc, frames, fps);

  // BT.601 unless the chapter is BT.709 clips alone (colour-working-space.ts): then no conversion either way.
  const space = await chapterWorkingSpace(doc, files.media, files.overlays?.length ?? 0);
  const statements: string[] = [];
  const scenes = [];
  for (const [index, sceneFrames] of frames.entries()) {
    const scene = await composeScene(b, { doc, index, frame, fps, frames: sceneFrames, overlapFrames: overlaps[index + 1] ?? 0, incomingFrames: overlaps[index] ?? 0, captionsTop: files.captionsTop, space });
    statements.push(...scene.statements);
    scenes.push({ output: scene.output, frames: sceneFrames });
  }
  let video = b.label('joined');
  statements.push(...joinScenes(b, doc, scenes, overlaps, fps, frame, video));
  video = await drawOverlays(b, statements, files.overlays, doc, frame, seconds, video, fps);
  statements.push(`${video}trim=end_frame=${total},format=yuv420p${space === 'bt709' ? '' : `,${TO_BT709}`}[vout]`);
  statements.push(...audioStatements(b, seconds, await files.soundtrack, files.narration, '[aout]', files.clips));

  const args = [
    '-hide_banner', '-nostdin', '-y', '-loglevel', 'error',
    ...b.inputArgs(),
    '-filter_complex', statements.join(';'),
    '-map', '[vout]', '-map', '[aout]',
    ...uniformOutput(fps),
    '-t', String(seconds),
    '-progress', 'pipe:1', '-nostats',
    files.output,
  ];
  return { args, seconds };
}

/**
 * Draws the chapter-wide overlays (captions) over `video`, at chapter time: `seconds` is the whole chapter's length,
 * also when only a piece of it is rendered (chunks/piece-args.ts). Returns the label of the result.
 */
export async function drawOverlays(b: GraphBuilder, statements: string[], overlays: readonly ChapterOverlay[] | undefined, doc: SceneDocument, frame: FrameSize, seconds: number, video: string, fps: number = FPS): Promise<string> {
  for (const overlay of overlays ?? []) {
    const steps = await overlay(
      {
        frame,
        fps,
        seconds,
        theme: doc.theme,
        safeArea: safeArea(frame),
        textFile: (text) => b.textFile(text),
        addInput: (args) => b.addInput(args),
        label: (prefix) => b.label(prefix),
      },
      video,
    );
    statements.push(...steps.statements);
    video = steps.output;
  }
  return video;
}

/**
 * The graph works in BT.601 YUV (what FFmpeg's colour source, drawtext and RGB-to-YUV scaling produce untagged;
 * clips are converted into it as they are read: colour-space.ts); the chapter is converted to BT.709 once at the end,
 * limited range, by `colorspace` (a matrix change only: the primaries and transfer are the same, sRGB-like content).
 * `scale=out_color_matrix=bt709` does not convert YUV to YUV exactly (measured: #FF6B35 came back as #FC6831);
 * colorspace gives #FF6B34, on FFmpeg 4.1 and 5.1 alike. A chapter of BT.709 clips alone works in BT.709 and skips it.
 */
export const TO_BT709 = matrixConversion('bt470bg', 'bt709');

/**
 * The encoding every chapter shares; concatenation by stream copy depends on it being identical. Tagged BT.709,
 * limited range, in the H.264 stream itself (so a stream copy keeps the tags) and in the MP4's `colr` box.
 */
export function uniformOutput(fps: number = FPS): string[] {
  return [
    '-c:v', 'libx264', '-preset', 'veryfast', '-crf', '21', '-profile:v', 'high', '-pix_fmt', 'yuv420p',
    '-colorspace', 'bt709', '-color_primaries', 'bt709', '-color_trc', 'bt709', '-color_range', 'tv',
    // A whole number of ticks per frame: 15360 a second at 30 and 60 fps (as every chapter before), 512 a frame else.
    '-r', String(fps), '-g', String(fps * 2), '-video_track_timescale', String(fps % 30 === 0 ? 15360 : fps * 512),
    '-c:a', 'aac', '-b:a', '160k', '-ar', '48000', '-ac', '2',
    '-movflags', '+faststart+write_colr',
  ];
}
export const UNIFORM_OUTPUT = uniformOutput(FPS);
