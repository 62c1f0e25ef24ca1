import type { FrameSize } from '../../../model/format.js';
import type { SceneDocument, Transition } from '../../../model/scene-document.js';
import type { GraphBuilder } from '../ffmpeg/graph.js';
import { num } from '../ffmpeg/expr.js';

/*
 * Scenes joined into one stream, with their transitions, from filters FFmpeg 4.1 and 5.1 both have (4.1 has no
 * `xfade`).
 *
 * Timing: a transition takes the first `duration` seconds of the scene it brings in. During them the outgoing
 * scene keeps playing (its stream is rendered that much longer: its layers go on, its clock runs on) and the two
 * are combined; then the incoming scene continues alone. So every scene starts exactly where the sum of the scenes
 * before it says, its layers' times are unchanged, and the chapter lasts exactly the sum of the scene durations.
 * A transition is at most as long as the scene it brings in.
 *
 * Each scene's stream is split (split + trim) into the part the transition from the previous scene uses, its own
 * part, and the part the next transition uses; the pieces are concatenated in order:
 * - crossfade: the incoming part gets an alpha that rises from 0 to 1 (fade with alpha=1), overlaid on the outgoing;
 * - fade-black: the outgoing scene fades to black over the first half, the incoming from black over the second;
 * - wipe-left / wipe-right: a moving edge uncovers the incoming scene (right to left / left to right): the incoming
 *   part, padded to twice the width and cropped at the edge's position, is overlaid from the edge on;
 * - slide-left / slide-right: the incoming scene pushes the outgoing one out (leftwards / rightwards): the two side
 *   by side (hstack) seen through a moving crop window.
 * Wipes and slides ease in and out (smoothstep).
 */

/**
 * The transition a scene enters with when its document names none: a quick crossfade, so scenes flow instead of
 * cutting hard. A still document ("no animation") cuts. Texts leave before it (the layers know the overlap from
 * LayerContext.overlap), so it only ever blends backgrounds and pictures.
 */
export const DEFAULT_TRANSITION: Transition = { type: 'crossfade', duration: 0.4 };

/** The transition that brings in scene `i`: its own, else the default (none for the first scene). */
export function transitionOf(doc: SceneDocument, i: number): Transition | undefined {
  if (i === 0) return undefined;
  return doc.scenes[i]!.transition ?? (doc.still ? undefined : DEFAULT_TRANSITION);
}

/** Frames of the transition that brings in each scene (0 for the first scene and for cuts). */
export function transitionFrames(doc: SceneDocument, frames: readonly number[], fps: number): number[] {
  return doc.scenes.map((_, i) => {
    const transition = transitionOf(doc, i);
    if (!transition || transition.type === 'cut') return 0;
    return Math.max(1, Math.min(frames[i]!, frames[i - 1]!, Math.round(transition.duration * fps)));
  });
}

export interface SceneStreamInfo {
  output: string;
  frames: number;
}

const trim = (from: number, to: number) => `trim=start_frame=${from}:end_frame=${to},setpts=PTS-STARTPTS`;

/** Pixels (even) of `width` covered at eased progress, as an expression of t over a transition of `seconds`. */
function edge(width: number, seconds: number, reverse: boolean): string {
  const p = `clip(t/${num(seconds)},0,1)`;
  const eased = `(3-2*${p})*pow(${p},2)`;
  return `trunc(${width}*(${reverse ? `1-${eased}` : eased})/2)*2`;
}

/** The statements combining `a` (outgoing) and `b` (incoming), `n` frames each; returns the segment labels. */
function combine(b: GraphBuilder, type: string, a: string, inc: string, n: number, fps: number, frame: FrameSize): { statements: string[]; segments: string[] } {
  const seconds = n / fps;
  const W = frame.width;
  const H = frame.height;
  const out = b.label('tr');
  switch (type) {
    case 'fade-black': {
      const half = Math.max(1, Math.floor(n / 2));
      if (n < 2) return { statements: [`${inc}fade=t=in:st=0:d=${num(seconds)}${out}`, `${a}nullsink`], segments: [out] };
      const first = b.label('tr');
      return {
        statements: [
          `${a}${trim(0, half)},fade=t=out:st=0:d=${num(half / fps)}${first}`,
          `${inc}${trim(half, n)},fade=t=in:st=0:d=${num((n - half) / fps)}${out}`,
        ],
        segments: [first, out],
      };
    }
    case 'wipe-left':
    case 'wipe-right': {
      const left = type === 'wipe-left';
      const padded = b.label('tr');
      const cropped = b.label('tr');
      // wipe-left: the edge moves from the right side to the left; the incoming scene is visible right of it.
      const x = edge(W, seconds, left);
      return {
        statements: [
          `${inc}pad=${2 * W}:${H}:${left ? 0 : W}:0${padded}`,
          `${padded}crop=${W}:${H}:x='${x}':y=0${cropped}`,
          `${a}${cropped}overlay=x='${left ? x : `${x}-${W}`}':y=0:eof_action=pass${out}`,
        ],
        segments: [out],
      };
    }
    case 'slide-left':
    case 'slide-right': {
      const left = type === 'slide-left';
      const stacked = b.label('tr');
      return {
        statements: [`${left ? a + inc : inc + a}hstack=inputs=2${stacked}`, `${stacked}crop=${W}:${H}:x='${edge(W, seconds, !left)}':y=0${out}`],
        segments: [out],
      };
    }
    default: {
      // crossfade
      const faded = b.label('tr');
      return {
        statements: [`${inc}format=yuva420p,fade=t=in:st=0:d=${num(seconds)}:alpha=1${faded}`, `${a}${faded}overlay=x=0:y=0:eof_action=pass,format=yuv420p${out}`],
        segments: [out],
      };
    }
  }
}

/**
 * The two parts a transition combines, each behind a `fifo`: frames reach the combining filter only when it asks.
 *
 * Why (measured: a 1080p slideshow of 6 photos × 2 s with crossfades peaked at 1.2 GB resident, 500 MB with cuts;
 * 6 × 5 s at 3 GB, past the 2 GiB render limit): a still's `loop` filter pushes a frame whenever it is activated,
 * not only when asked, so the incoming scene's first frames arrive at the transition's overlay before the concat
 * reaches it. overlay (framesync) then asks for its other input, the outgoing scene's tail; that tail is a trim of
 * the outgoing scene's split, which drops every frame before the tail and asks for more, so the whole outgoing scene
 * is pulled through the split at once, and its other branch (the part the concat is playing) pushes every frame
 * through the chapter's filters after the concat (colorspace, captions: each a new 1080p frame) into the encoder's
 * queue faster than it encodes: the scene's length in frames, held at once. A fifo holds an early frame instead of
 * handing it over, and only forwards frames on request, so framesync never starts early.
 */
function gated(b: GraphBuilder, input: string, statements: string[]): string {
  const out = b.label('gate');
  statements.push(`${input}fifo${out}`);
  return out;
}

/**
 * Joins the scenes' streams (`scenes[i].frames` frames each plus the frames of the next scene's transition) into
 * one stream at `output`.
 */
export function joinScenes(b: GraphBuilder, doc: SceneDocument, scenes: readonly SceneStreamInfo[], overlaps: readonly number[], fps: number, frame: FrameSize, output: string): string[] {
  const statements: string[] = [];
  const segments: string[] = [];
  let previousTail: string | undefined;
  scenes.forEach((scene, i) => {
    const head = overlaps[i] ?? 0;
    const tail = overlaps[i + 1] ?? 0;
    const parts: [number, number][] = [];
    if (head > 0) parts.push([0, head]);
    if (scene.frames > head) parts.push([head, scene.frames]);
    if (tail > 0) parts.push([scene.frames, scene.frames + tail]);
    const labels = parts.map(() => b.label(`p${i}`));
    if (parts.length === 1) statements.push(`${scene.output}${trim(...parts[0]!)}${labels[0]}`);
    else {
      const raw = parts.map(() => b.label(`p${i}`));
      statements.push(`${scene.output}split=${parts.length}${raw.join('')}`);
      parts.forEach((part, k) => statements.push(`${raw[k]}${trim(...part)}${labels[k]}`));
    }
    let k = 0;
    if (head > 0) {
      const type = transitionOf(doc, i)!.type;
      // fade-black joins its two halves by concat, which asks for one input at a time: no gate needed.
      const [outgoing, incoming] = type === 'fade-black' ? [previousTail!, labels[k]!] : [gated(b, previousTail!, statements), gated(b, labels[k]!, statements)];
      k++;
      const joined = combine(b, type, outgoing, incoming, head, fps, frame);
      statements.push(...joined.statements);
      segments.push(...joined.segments);
    }
    if (scene.frames > head) segments.push(labels[k++]!);
    previousTail = tail > 0 ? labels[k++] : undefined;
  });
  statements.push(segments.length === 1 ? `${segments[0]}null${output}` : `${segments.join('')}concat=n=${segments.length}:v=1:a=0${output}`);
  return statements;
}
