import { dirname } from 'node:path';
import { inputArgsForFile } from '../../lib/media/input-args.js';
import type { GraphBuilder } from './graph.js';
import { num } from './layers/animate.js';
import type { Loudness } from './loudness.js';
import { CUT_FADE_SECONDS } from './narration-fit.js';

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
 * Both files are opened through inputArgsForFile (lib/media/input-args.ts) as audio: the soundtrack is a user's
 * file; the narration is the engine's own WAV in the render's work directory, named as such all the same.
 */

export const TARGET_LUFS = -16;
export const DUCK_DB = -12;
const BED_DB = -10;
const RAMP_SECONDS = 0.3;
const MAX_GAIN_DB = 24;
const AUDIO_FORMAT = 'aformat=sample_fmts=fltp:sample_rates=48000:channel_layouts=stereo';

export interface SoundtrackInput {
  path: string;
  fadeIn: number;
  fadeOut: number;
  duck: boolean;
  loudness?: Loudness;
}

export interface NarrationInput {
  path: string;
  loudness?: Loudness;
  /** When it speaks, seconds from the chapter's start. */
  speech: [number, number][];
  /** Where it is cut (at a pause, with a short fade), when the chapter's fixed length is shorter (narration-fit.ts). */
  until?: number;
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

/** Statements producing the mixed audio at `output`. */
export function audioStatements(b: GraphBuilder, seconds: number, soundtrack: SoundtrackInput | undefined, narration: NarrationInput | undefined, output: string): string[] {
  const s = num(seconds);
  const statements = [`anullsrc=r=48000:cl=stereo,atrim=duration=${s}[sil]`];
  const mix = ['[sil]'];
  if (soundtrack) {
    // The loop and the length are options of this input: before its demuxer options and `-i`.
    const k = b.addInput(['-stream_loop', '-1', '-t', num(seconds + 0.5), ...inputArgsForFile(soundtrack.path, 'audio', { dir: dirname(soundtrack.path) })]);
    const target = narration && !soundtrack.duck ? TARGET_LUFS + BED_DB : TARGET_LUFS;
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
  // amix divides every input by the number of inputs; the volume after it undoes that.
  statements.push(
    mix.length === 1
      ? `[sil]anull${output}`
      : `${mix.join('')}amix=inputs=${mix.length}:duration=first:dropout_transition=0,volume=${mix.length}${output}`,
  );
  return statements;
}
