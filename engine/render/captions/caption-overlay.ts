import { link, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import type { CaptionStyle } from '../../../model/scene-document.js';
import { boldLook, cuePicture, type BoldLook } from './caption-picture.js';
import type { Cue } from './captions-vtt.js';
import { ENTER_SECONDS, kineticPose } from './kinetic.js';
import type { LayerContext, LayerSteps } from '../layers/layer-api.js';
import { pictureDir } from '../layers/text-picture.js';
import { encodePng } from '../typeset/png.js';

/*
 * The short-form caption styles over the chapter: one picture per distinct state (a cue, or a cue with one word
 * lit), and one image sequence for the whole chapter's captions whose frames are hard links to those pictures (an
 * empty picture between cues), overlaid on the caption band. One FFmpeg input however many cues and words; the
 * state shown on a frame is the one whose time span holds the frame's start, so the lit word changes on the first
 * frame at or after its sound begins. `moving` (kinetic type, kinetic.ts): every frame of a cue is a picture of its
 * own, the cue posed as it enters and pushes in (kineticPose), still one input.
 */

export interface CaptionState {
  /** Seconds. */
  start: number;
  end: number;
  cue: number;
  /** The lit word, -1 for none. */
  lit: number;
}

/** The states of the cues: karaoke one per word (each until the next word starts, the last until the cue ends). */
export function captionStates(cues: readonly Cue[], style: Exclude<CaptionStyle, 'lines'>): CaptionState[] {
  const states: CaptionState[] = [];
  for (const [c, cue] of cues.entries()) {
    const words = cue.words ?? [];
    if (style !== 'karaoke' || !words.length) {
      states.push({ start: cue.start, end: cue.end, cue: c, lit: -1 });
      continue;
    }
    for (const [k, word] of words.entries()) {
      const start = k === 0 ? cue.start : Math.max(cue.start, word.start);
      const end = k === words.length - 1 ? cue.end : Math.min(cue.end, words[k + 1]!.start);
      if (end > start) states.push({ start, end, cue: c, lit: k });
    }
  }
  return states;
}

export type CaptionContext = Pick<LayerContext, 'frame' | 'fps' | 'textFile' | 'frameDir' | 'label' | 'addInput'> & Partial<Pick<LayerContext, 'theme'>>;

/** `under`: the background colours the captions show over (caption-highlight.ts), for karaoke's pill. */
export async function boldCaptionSteps(cues: readonly Cue[], ctx: CaptionContext, input: string, style: Exclude<CaptionStyle, 'lines'>, look?: BoldLook, under: readonly string[] = [], lit?: string, moving = false): Promise<LayerSteps> {
  if (!cues.length) return { statements: [], output: input };
  const fps = ctx.fps ?? 30;
  const used = look ?? boldLook(cues, ctx.frame, ctx.theme ?? 'classic', style, under, false, lit);
  const states = captionStates(cues, style);
  const frameOf = (s: number) => Math.round(s * fps);
  const first = frameOf(states[0]!.start);
  const last = Math.max(...states.map((s) => frameOf(s.end)));
  const dir = await pictureDir(ctx);
  const pictures = new Map<string, string>();
  const pictureOf = async (state: CaptionState | undefined, f: number): Promise<string> => {
    // A moving cue's pose changes every frame; a still one's only with its state.
    // The chapter's first frame is the video's thumbnail: a cue that starts on it is there already, in place.
    const cue = state && cues[state.cue]!;
    const pose = cue && moving ? kineticPose(f / fps - cue.start + (frameOf(cue.start) === 0 ? ENTER_SECONDS : 0)) : undefined;
    const key = state ? `${state.cue}-${state.lit}${pose ? `-f${f}` : ''}` : 'blank';
    let path = pictures.get(key);
    if (!path) {
      path = join(dir, `state-${key}.png`);
      const png = state
        ? cuePicture(cues[state.cue]!, used, ctx.frame, state.lit, pose)
        : encodePng(createCanvas(ctx.frame.width, used.bandHeight).getContext('2d').getImageData(0, 0, ctx.frame.width, used.bandHeight).data, ctx.frame.width, used.bandHeight);
      await writeFile(path, png);
      pictures.set(key, path);
    }
    return path;
  };
  let s = 0;
  for (let f = first; f < last; f++) {
    while (s < states.length && frameOf(states[s]!.end) <= f) s++;
    const state = states[s] && frameOf(states[s]!.start) <= f ? states[s] : undefined;
    await link(await pictureOf(state, f), join(dir, `c${String(f - first).padStart(6, '0')}.png`));
  }
  const k = ctx.addInput(['-framerate', String(fps), '-start_number', '0', '-i', join(dir, 'c%06d.png')]);
  const pic = ctx.label('capspic');
  const output = ctx.label('caps');
  return {
    statements: [`[${k}:v]settb=1/${fps},setpts=N+${first}${pic}`, `${input}${pic}overlay=x=0:y=${used.bandTop}:eof_action=pass${output}`],
    output,
  };
}
