import { dirname } from 'node:path';
import { inputArgsForFile } from '../../../lib/media/input-args.js';
import { atempoChain } from '../media/clip-span.js';
import type { GraphBuilder } from '../ffmpeg/graph.js';
import { num } from '../ffmpeg/expr.js';
import type { Loudness } from './loudness.js';

/*
 * The chapter's sound: silence of exactly the chapter's length (every chapter has an audio track), the soundtrack
 * (looped or cut to the chapter, faded in and out, ducked while the narration speaks) and the narration, mixed.
 *
 * Loudness: every source gets a fixed gain from its measured loudness (narration: BS.1770 in Node; soundtrack:
 * FFmpeg's ebur128 over the part played) so the mix sits at TARGET_LUFS whatever the sources, without a loudnorm
 * pass over the final mix (which would cost about as much CPU as the rest of the audio). The narration is set to
 * the target; the soundtrack alone too, but under a narration it is a bed: ducked by DUCK_DB while the narration
 * speaks (volume automation from the speech's measured timing, with short ramps) or, with ducking off, kept
 * BED_DB under the target throughout. Gains never push a source's peak above -1 dBFS.
 *
 * A clip's own sound (clipSoundStatement) joins the mix under the rest, opened as the video it is.
 *
 * Both files are opened through inputArgsForFile (lib/media/input-args.ts) as audio: the soundtrack is a user's
 * file; the narration is the engine's own WAV in the render's work directory, named as such all the same.
 */

/** The fade that ends a shortened narration (at a pause, so it fades silence: pacing/narration-fit.ts cuts there). */
export const CUT_FADE_SECONDS = 0.05;

export const TARGET_LUFS = -16;
export const DUCK_DB = -12;
const BED_DB = -10;
const RAMP_SECONDS = 0.3;
const MAX_GAIN_DB = 24;
/** A clip's sound beside narration or music: this far under the target, then ducked under the speech. */
export const CLIP_BED_DB = -6;
const CLIP_EDGE_SECONDS = 0.05;
const AUDIO_FORMAT = 'aformat=sample_fmts=fltp:sample_rates=48000:channel_layouts=stereo';

export interface SoundtrackInput {
  path: string;
  fadeIn: number;
  fadeOut: number;
  duck: boolean;
  /** dB under the usual level (the document's soundtrack.volume). */
  volume?: number;
  loudness?: Loudness;
}

export interface NarrationInput {
  path: string;
  loudness?: Loudness;
  /** When it speaks, seconds from the chapter's start. */
  speech: [number, number][];
  /** Where it is cut (at a pause, with a short fade), when the chapter's fixed length is shorter (narration-fit.ts). */
  until?: number;
  /**
   * What the speech was made from, when that alone decides it (espeak-ng: the text and the voice), for the render
   * cache's address of the audio mix (chunks/audio-mix.ts): the file's bytes differ from run to run in their
   * lowest bits, so they cannot name it.
   */
  origin?: string;
}

/** A clip's own sound (a media layer's video, not muted), placed in the chapter. */
export interface ClipSoundInput {
  path: string;
  /** The input options that open the clip at its kept part (clip-span.ts), the same as its picture's. */
  options: string[];
  /** When it starts, seconds from the chapter's start, and how long it plays (chapter seconds). */
  at: number;
  seconds: number;
  /** Playback speed: the sound is time-stretched at the same pitch (atempo). */
  speed: number;
  loudness?: Loudness;
}

/** The gain in dB that brings `loudness` to `target`, never above -1 dBFS peak, within ±24 dB. */
export function gainDb(loudness: Loudness | undefined, target: number): number {
  if (!loudness || loudness.integrated <= -69) return 0;
  const gain = Math.min(target - loudness.integrated, -1 - loudness.peak);
  return Math.max(-MAX_GAIN_DB, Math.min(MAX_GAIN_DB, gain));
}

/** 1 outside the speech, `duck` (linear) while it speaks, with ramps: an expression of t for volume. */
export function duckExpr(speech: [number, number][], duck: number): string | undefined {
  if (!speech.length) return undefined;
  const r = RAMP_SECONDS;
  // Each span's envelope: 0 → 1 over the ramp before it, 1 during it, back to 0 over the ramp after it.
  const minus = (x: number) => (x < 0 ? `+${num(-x)}` : `-${num(x)}`);
  const envelopes = speech.map(([a, b]) => `clip(min((t${minus(a - r)})/${r},(${num(b + r)}-t)/${r}),0,1)`);
  const envelope = envelopes.reduce((acc, e) => `max(${acc},${e})`);
  return `1-${num(1 - duck)}*${envelope}`;
}

const dbToLinear = (db: number) => 10 ** (db / 20);

/**
 * A clip's sound under the rest: at the target loudness alone, CLIP_BED_DB under it beside narration or music,
 * ducked like the music while the narration speaks, with short fades at its ends (no clicks at a cut), delayed to
 * where the clip plays in the chapter.
 */
function clipSoundStatement(b: GraphBuilder, clip: ClipSoundInput, chapterSeconds: number, narration: NarrationInput | undefined, withMusic: boolean, output: string): string {
  const k = b.addInput([...clip.options, ...inputArgsForFile(clip.path, 'video', { dir: dirname(clip.path) })]);
  const length = num(clip.seconds);
  const target = narration || withMusic ? TARGET_LUFS + CLIP_BED_DB : TARGET_LUFS;
  const edge = Math.min(CLIP_EDGE_SECONDS, clip.seconds / 4);
  const delay = Math.round(clip.at * 1000);
  const chain = [AUDIO_FORMAT, ...atempoChain(clip.speed), 'asetpts=PTS-STARTPTS', `atrim=duration=${length}`, `volume=${num(dbToLinear(gainDb(clip.loudness, target)))}`];
  chain.push(`afade=t=in:st=0:d=${num(edge)}`, `afade=t=out:st=${num(Math.max(0, clip.seconds - edge))}:d=${num(edge)}`);
  // adelay's per-channel form (FFmpeg 4.1 has no all=1): the clip's sound starts where its picture does.
  if (delay > 0) chain.push(`adelay=${delay}|${delay}`);
  const duck = narration ? duckExpr(narration.speech, dbToLinear(DUCK_DB)) : undefined;
  if (duck) chain.push(`volume='${duck}':eval=frame`);
  // Padded to the chapter: amix scales the inputs still playing, so one that ended early would make the rest louder.
  chain.push('apad', `atrim=duration=${num(chapterSeconds)}`);
  return `[${k}:a]${chain.join(',')}${output}`;
}

/** Statements producing the mixed audio at `output`. */
export function audioStatements(b: GraphBuilder, seconds: number, soundtrack: SoundtrackInput | undefined, narration: NarrationInput | undefined, output: string, clips: readonly ClipSoundInput[] = []): string[] {
  const s = num(seconds);
  const statements = [`anullsrc=r=48000:cl=stereo,atrim=duration=${s}[sil]`];
  const mix = ['[sil]'];
  if (soundtrack) {
    // The loop and the length are options of this input: before its demuxer options and `-i`.
    const k = b.addInput(['-stream_loop', '-1', '-t', num(seconds + 0.5), ...inputArgsForFile(soundtrack.path, 'audio', { dir: dirname(soundtrack.path) })]);
    const target = (narration && !soundtrack.duck ? TARGET_LUFS + BED_DB : TARGET_LUFS) + (soundtrack.volume ?? 0);
    const chain = [AUDIO_FORMAT, `atrim=duration=${s}`, 'asetpts=PTS-STARTPTS', `volume=${num(dbToLinear(gainDb(soundtrack.loudness, target)))}`];
    const duck = narration && soundtrack.duck ? duckExpr(narration.speech, dbToLinear(DUCK_DB)) : undefined;
    if (duck) chain.push(`volume='${duck}':eval=frame`);
    if (soundtrack.fadeIn > 0) chain.push(`afade=t=in:st=0:d=${num(Math.min(soundtrack.fadeIn, seconds))}`);
    if (soundtrack.fadeOut > 0) {
      const d = Math.min(soundtrack.fadeOut, seconds);
      chain.push(`afade=t=out:st=${num(seconds - d)}:d=${num(d)}`);
    }
    statements.push(`[${k}:a]${chain.join(',')}[snd]`);
    mix.push('[snd]');
  }
  if (narration) {
    const k = b.addInput(inputArgsForFile(narration.path, 'audio', { dir: b.work }));
    const cut = narration.until !== undefined && narration.until < seconds ? `,atrim=end=${num(narration.until)},afade=t=out:st=${num(Math.max(0, narration.until - CUT_FADE_SECONDS))}:d=${num(CUT_FADE_SECONDS)}` : '';
    statements.push(`[${k}:a]${AUDIO_FORMAT},volume=${num(dbToLinear(gainDb(narration.loudness, TARGET_LUFS)))}${cut},apad,atrim=duration=${s}[nar]`);
    mix.push('[nar]');
  }
  for (const clip of clips) {
    if (clip.at >= seconds) continue;
    const label = b.label('clip');
    statements.push(clipSoundStatement(b, { ...clip, seconds: Math.min(clip.seconds, seconds - clip.at) }, seconds, narration, soundtrack !== undefined, label));
    mix.push(label);
  }
  // amix divides every input by the number of inputs; the volume after it undoes that.
  statements.push(
    mix.length === 1
      ? `[sil]anull${output}`
      : `${mix.join('')}amix=inputs=${mix.length}:duration=first:dropout_transition=0,volume=${mix.length}${output}`,
  );
  return statements;
}
