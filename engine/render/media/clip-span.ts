import { trimmedLength, type MediaLayer } from '../../../model/scene-document.js';
import { num } from '../ffmpeg/expr.js';

/*
 * The part of a clip a media layer plays (its trim, at its speed), as FFmpeg input options. Input seeking (`-ss`
 * before `-i`, or `-sseof` for "the last 10 s") makes the demuxer jump to the keyframe before the kept part and
 * FFmpeg's accurate seek drops the few frames before it: the rest of the file is never decoded, so a 3 s trim of a
 * one-minute clip costs about what encoding those 3 s does. The video layer (layers/media.ts) and the clip's sound
 * (audio.ts) each open the file with these same options, so picture and sound start at the same instant.
 */

/** Seconds of the clip needed to fill `onScreen` seconds at the layer's speed (a little more: decoders round). */
export function sourceSeconds(layer: Pick<MediaLayer, 'speed'>, onScreen: number): number {
  return onScreen * (layer.speed ?? 1) + 0.1;
}

/**
 * Input options (before the demuxer's own and `-i`) that open the clip at its kept part and read no more than
 * `onScreen` seconds of output need. An untrimmed clip loops when shorter than its time on screen; a trimmed one
 * plays its part once (its last frame then holds).
 */
export function clipInputOptions(layer: Pick<MediaLayer, 'trim' | 'speed'>, onScreen: number): string[] {
  const need = sourceSeconds(layer, onScreen);
  const t = layer.trim;
  if (!t) return ['-stream_loop', '-1', '-t', num(need)];
  const kept = trimmedLength(t);
  const length = num(Math.min(need, kept ?? need));
  if (t.last !== undefined) return ['-sseof', num(-t.last), '-t', length];
  return [...(t.from > 0 ? ['-ss', num(t.from)] : []), '-t', length];
}

/** `atempo` filters for `speed` (each stage 0.5..2, as FFmpeg 4.1's atempo allows). */
export function atempoChain(speed: number): string[] {
  const out: string[] = [];
  let left = speed;
  while (left > 2 + 1e-9) {
    out.push('atempo=2');
    left /= 2;
  }
  while (left < 0.5 - 1e-9) {
    out.push('atempo=0.5');
    left /= 0.5;
  }
  if (Math.abs(left - 1) > 1e-6) out.push(`atempo=${num(left)}`);
  return out;
}
