import type { SceneDocument } from '../scene.js';
import { filterValue } from './escape.js';
import { FPS, FRAME_HEIGHT, FRAME_WIDTH, framesFor } from './layout.js';
import { THEME_STYLES } from './themes.js';

/*
 * One FFmpeg invocation renders a chapter in the uniform format every chapter shares (1280x720, 30 fps, H.264
 * yuv420p, AAC 48 kHz stereo, always an audio track, +faststart), so that an export is a stream copy.
 */

export interface ChapterFiles {
  /** Local paths of the media used by the scenes, by asset id. */
  media: ReadonlyMap<string, string>;
  soundtrack?: string;
  /** A WAV of the narration (espeak-ng), when the document has one. */
  narration?: string;
  /** Text files written by the caller for drawtext's `textfile=` (user text never enters the graph itself). */
  text: { title: (scene: number) => string; caption: (scene: number) => string };
  /** Font sizes chosen by the layout, by scene. */
  fontSizes: { title: (scene: number) => number; caption: (scene: number) => number };
  output: string;
}

export interface ChapterRender {
  args: string[];
  /** Exact length of the output in seconds (a whole number of frames). */
  seconds: number;
}

const hex = (colour: string) => `0x${colour.slice(1)}`;
const AUDIO_FORMAT = 'aformat=sample_fmts=fltp:sample_rates=48000:channel_layouts=stereo';
const FADE_SECONDS = 0.4;

export function chapterArgs(doc: SceneDocument, files: ChapterFiles): ChapterRender {
  const style = THEME_STYLES[doc.theme];
  const inputs: string[] = [];
  const filters: string[] = [];
  let nextInput = 0;
  const addInput = (...args: string[]) => {
    inputs.push(...args);
    return nextInput++;
  };

  const frames = doc.scenes.map((scene) => framesFor(scene.duration));
  const seconds = frames.reduce((a, b) => a + b, 0) / FPS;

  doc.scenes.forEach((scene, i) => {
    const f = frames[i]!;
    const s = f / FPS;
    const bg = hex(scene.background ?? doc.background);
    let chain: string;
    const mediaPath = scene.media ? files.media.get(scene.media.assetId) : undefined;
    if (scene.media && mediaPath && scene.media.kind === 'image') {
      // A still image, letterboxed on the background, with a slow zoom (Ken Burns). Scaling up first keeps
      // zoompan's integer crop steps from showing as jitter.
      const k = addInput('-i', mediaPath);
      chain =
        `[${k}:v]scale=1920:1080:force_original_aspect_ratio=decrease,pad=1920:1080:(ow-iw)/2:(oh-ih)/2:color=${bg},setsar=1,` +
        `zoompan=z='1+0.12*on/${f}':x='iw/2-(iw/zoom/2)':y='ih/2-(ih/zoom/2)':d=${f}:s=${FRAME_WIDTH}x${FRAME_HEIGHT}:fps=${FPS}`;
    } else if (scene.media && mediaPath) {
      // A video clip, looped when shorter than the scene and trimmed when longer.
      const k = addInput('-stream_loop', '-1', '-t', String(s), '-i', mediaPath);
      chain =
        `[${k}:v]scale=${FRAME_WIDTH}:${FRAME_HEIGHT}:force_original_aspect_ratio=decrease,` +
        `pad=${FRAME_WIDTH}:${FRAME_HEIGHT}:(ow-iw)/2:(oh-ih)/2:color=${bg},setsar=1,fps=${FPS}`;
    } else {
      chain = `color=c=${bg}:s=${FRAME_WIDTH}x${FRAME_HEIGHT}:r=${FPS}:d=${s}`;
    }
    chain += `,trim=end_frame=${f},setpts=PTS-STARTPTS,format=yuv420p`;
    const text = (file: string, font: string, size: number, y: string) =>
      `,drawtext=textfile=${filterValue(file)}:expansion=none:fontfile=${filterValue(font)}:fontsize=${size}` +
      `:fontcolor=${style.textColour}:line_spacing=12:box=1:boxcolor=${style.box}:boxborderw=20:x=(w-text_w)/2:y=${y}`;
    if (scene.title) chain += text(files.text.title(i), style.titleFont, files.fontSizes.title(i), scene.caption ? '(h-text_h)/2-60' : '(h-text_h)/2');
    if (scene.caption) chain += text(files.text.caption(i), style.captionFont, files.fontSizes.caption(i), 'h-text_h-72');
    if (scene.fade) {
      chain += `,fade=t=in:st=0:d=${FADE_SECONDS},fade=t=out:st=${Math.max(0, s - FADE_SECONDS)}:d=${FADE_SECONDS}`;
    }
    filters.push(`${chain}[v${i}]`);
  });
  filters.push(`${doc.scenes.map((_, i) => `[v${i}]`).join('')}concat=n=${doc.scenes.length}:v=1:a=0,format=yuv420p[vout]`);

  // Audio: silence sets the exact length; soundtrack and narration are mixed over it.
  const audio = [`anullsrc=r=48000:cl=stereo,atrim=duration=${seconds}[sil]`];
  const mix = ['[sil]'];
  if (files.soundtrack) {
    const k = addInput('-stream_loop', '-1', '-t', String(seconds), '-i', files.soundtrack);
    const volume = files.narration ? 0.35 : 1;
    audio.push(`[${k}:a]${AUDIO_FORMAT},atrim=duration=${seconds},volume=${volume},afade=t=out:st=${Math.max(0, seconds - 1)}:d=1[snd]`);
    mix.push('[snd]');
  }
  if (files.narration) {
    const k = addInput('-i', files.narration);
    audio.push(`[${k}:a]${AUDIO_FORMAT},apad,atrim=duration=${seconds}[nar]`);
    mix.push('[nar]');
  }
  // amix divides every input by the input count; the volume after it undoes that.
  audio.push(
    mix.length === 1
      ? `[sil]anull[aout]`
      : `${mix.join('')}amix=inputs=${mix.length}:duration=first:dropout_transition=0,volume=${mix.length}[aout]`,
  );

  const args = [
    '-hide_banner', '-nostdin', '-y', '-loglevel', 'error',
    ...inputs,
    '-filter_complex', [...filters, ...audio].join(';'),
    '-map', '[vout]', '-map', '[aout]',
    ...UNIFORM_OUTPUT,
    '-t', String(seconds),
    '-progress', 'pipe:1', '-nostats',
    files.output,
  ];
  return { args, seconds };
}

/** The encoding every chapter shares; concatenation by stream copy depends on it being identical. */
export const UNIFORM_OUTPUT = [
  '-c:v', 'libx264', '-preset', 'veryfast', '-crf', '21', '-profile:v', 'high', '-pix_fmt', 'yuv420p',
  '-r', String(FPS), '-g', String(FPS * 2), '-video_track_timescale', '15360',
  '-c:a', 'aac', '-b:a', '160k', '-ar', '48000', '-ac', '2',
  '-movflags', '+faststart',
];
