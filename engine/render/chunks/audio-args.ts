import { audioStatements, type ClipSoundInput, type NarrationInput, type SoundtrackInput } from '../sound/audio.js';
import { GraphBuilder } from '../ffmpeg/graph.js';
import { num } from '../ffmpeg/expr.js';

/*
 * The chapter's sound, mixed once for the whole chapter (never per piece: a mix cut at piece boundaries would
 * click, and its loudness and ducking are chapter-wide), with the same statements and encoder settings as the
 * whole render (chapter-args.ts), into an M4A that the join muxes beside the pieces' video by stream copy.
 */
export function audioArgs(
  work: string,
  media: ReadonlyMap<string, string>,
  seconds: number,
  sound: { soundtrack?: SoundtrackInput; narration?: NarrationInput; clips?: readonly ClipSoundInput[] },
  output: string,
): string[] {
  const b = new GraphBuilder(work, media);
  const statements = audioStatements(b, seconds, sound.soundtrack, sound.narration, '[aout]', sound.clips);
  return [
    '-hide_banner', '-nostdin', '-y', '-loglevel', 'error',
    ...b.inputArgs(),
    '-filter_complex', statements.join(';'),
    '-map', '[aout]',
    '-c:a', 'aac', '-b:a', '160k', '-ar', '48000', '-ac', '2',
    '-t', num(seconds),
    '-progress', 'pipe:1', '-nostats',
    output,
  ];
}
