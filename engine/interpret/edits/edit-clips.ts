import { trimmedLength, type ClipTrim, type MediaLayer, type Scene, type SceneDocument } from '../../../model/scene-document.js';
import { LENGTH, lengthValue, sceneSeconds } from '../intents/durations.js';
import { resolveTarget } from './edit-refs.js';
import type { Editor } from './edit-target.js';
import type { Reading } from '../read/reading.js';
import { clockSeconds, readSpeed, readTrim } from '../intents/trims.js';
import { ORDINAL, ordinalValue, round, shorten } from '../read/words.js';

/*
 * Edits of a clip named by its place or its name: "mute the second clip", "unmute the last video", "trim the last
 * clip to 3 seconds", "cut the first clip to seconds 2 to 5", "play the second clip in slow motion", "speed up the
 * kitchen clip". A clip is a video layer; they are counted in the order they play (scene by scene). Trimming or
 * retiming a clip that fills its scene makes the scene as long as the clip now plays. The note names the clip and
 * what changed, or the hint says why nothing did (how many clips there are).
 */

const CLIP_NOUN = String.raw`(?:clip|video|footage)`;
const NAME_WORD = String.raw`(?!(?:the|a|an|to|and|then|in|at|of|down|up)\b)[\p{L}\p{N}][\p{L}\p{N}'’&-]*`;
/** "the second clip", "the last video", "the clip", "the kitchen clip", "the clip of the kitchen". */
export const CLIP_REF = String.raw`(?:the\s+|this\s+|that\s+|my\s+)?(?:(?:${ORDINAL}|only)\s+)?(?:${NAME_WORD}\s+){0,2}?${CLIP_NOUN}\b(?:\s+(?:of|with|showing|called|named)\s+(?:the\s+)?${NAME_WORD}(?:\s+${NAME_WORD})?)?`;

interface Clip {
  scene: Scene;
  layer: MediaLayer;
}

function clipsOf(edit: Editor): Clip[] {
  return edit.doc.scenes.flatMap((scene) => scene.layers.flatMap((layer) => (layer.type === 'media' && layer.kind === 'video' ? [{ scene, layer }] : [])));
}

function describeClip(edit: Editor, clip: Clip, clips: readonly Clip[]): string {
  const file = edit.assets.get(clip.layer.assetId)?.name;
  const n = clips.findIndex((c) => c.layer === clip.layer) + 1;
  return `clip ${n}${file ? ` (${shorten(file, 30)})` : ''} in scene ${edit.doc.scenes.indexOf(clip.scene) + 1}`;
}

/** The one clip `phrase` names, or undefined with a hint. */
export function resolveClip(edit: Editor, phrase: string): Clip | undefined {
  const clips = clipsOf(edit);
  const raw = phrase.trim().replace(/^(?:the|this|that|my)\s+/i, '');
  if (!clips.length) {
    edit.notes.hint('there is no clip (video) in the chapter');
    return undefined;
  }
  const ordinal = new RegExp(`^(${ORDINAL})\\s+${CLIP_NOUN}$`, 'i').exec(raw);
  if (ordinal) {
    const n = ordinalValue(ordinal[1]!, clips.length);
    if (n === undefined || n < 1 || n > clips.length) {
      edit.notes.hint(`there is no ${raw} (the chapter has ${clips.length} clip${clips.length === 1 ? '' : 's'})`);
      return undefined;
    }
    return clips[n - 1];
  }
  if (new RegExp(`^(?:only\\s+)?${CLIP_NOUN}$`, 'i').test(raw)) {
    if (clips.length === 1) return clips[0];
    edit.notes.hint(`"${raw}" could be any of ${clips.length} clips: say which ("the second clip", "the last clip")`);
    return undefined;
  }
  // Named: by its file name or its scene's texts (edit-refs.ts), then that scene's clip.
  const target = resolveTarget(edit, phrase);
  if (!target) return undefined;
  const inScene = clips.filter((c) => c.scene === target.scene);
  if (!inScene.length) {
    edit.notes.hint(`scene ${edit.doc.scenes.indexOf(target.scene) + 1} has no clip`);
    return undefined;
  }
  return inScene[0];
}

/** The scene plays the clip whole: it has no other video and the clip fills it from its start. */
function fitsScene(clip: Clip): boolean {
  const { layer, scene } = clip;
  return layer.start === 0 && layer.end === undefined && scene.layers.filter((l) => l.type === 'media' && l.kind === 'video').length === 1;
}

/** After a trim or speed change: the scene lasts as long as the clip plays, when the clip fills it. */
function refit(clip: Clip): string {
  const kept = trimmedLength(clip.layer.trim);
  if (kept === undefined || !fitsScene(clip)) return '';
  clip.scene.duration = sceneSeconds(kept / (clip.layer.speed ?? 1));
  return `; its scene now lasts ${clip.scene.duration} s`;
}

/** Where the words about a clip after its command end: the clause (a decimal point does not end it). */
export function clauseEnd(text: string): number {
  const m = /[,;]|\.(?!\d)|\b(?:and|then|also)\b/i.exec(text.slice(0, 80));
  return m ? m.index : Math.min(text.length, 80);
}

export function muteClip(edit: Editor, phrase: string, muted: boolean): void {
  const clip = resolveClip(edit, phrase);
  if (!clip) return;
  if (muted) clip.layer.muted = true;
  else delete clip.layer.muted;
  edit.notes.change(`${muted ? 'muted' : 'unmuted'} ${describeClip(edit, clip, clipsOf(edit))}`);
}

const secondsText = (t: ClipTrim) => (t.last !== undefined ? `its last ${t.last} s` : `${t.from}–${t.to} s of it`);

/**
 * "trim <clip> to 3 seconds": its kept part's first 3 s (from where it starts now); "to seconds 2 to 5", "to the last
 * 4 s", "to 0:12–0:20": that part of the clip. `[from, to)` is the prompt's text after "to".
 */
export function trimClip(edit: Editor, phrase: string, from: number, to: number): void {
  const clip = resolveClip(edit, phrase);
  if (!clip) return;
  const what = describeClip(edit, clip, clipsOf(edit));
  let trim = readTrim(edit.reading, from, to);
  if (!trim) {
    const m = new RegExp(`^\\s*(?:its\\s+|the\\s+)?(?:first\\s+)?${LENGTH}`, 'i').exec(edit.reading.view(from, to));
    const groups = m?.slice(1).filter((g) => g !== undefined);
    const seconds = groups ? lengthValue(groups[0]!, groups[1]!) : undefined;
    if (!m || seconds === undefined || seconds <= 0) {
      edit.notes.hint(`how long should ${what} be? ("trim the last clip to 3 seconds", "cut it to seconds 2 to 5")`);
      return;
    }
    edit.reading.take(from, from + m[0].length);
    const now = clip.layer.trim;
    // A clip trimmed to its last seconds keeps its end; otherwise the part starts where it starts now.
    trim = now?.last !== undefined ? { from: 0, last: round(Math.min(seconds, now.last), 3) } : { from: now?.from ?? 0, to: round((now?.from ?? 0) + seconds, 3) };
  }
  clip.layer.trim = trim;
  edit.notes.change(`trimmed ${what} to ${secondsText(trim)}${refit(clip)}`);
}

/** "play the second clip at 2x speed", "speed up the kitchen clip": the command (the pattern of edits.ts). */
export const CLIP_SPEED = new RegExp(String.raw`\b(?:(?<how>speed\s+up|slow\s+down)\s+(?<sref>${CLIP_REF})|(?:play|make|set|show|run|have)\s+(?<ref>${CLIP_REF})(?=\s+(?:in|at|to|play|run|go|\d|slow|super|half|double|twice|faster|sped)|\s*\u0001))`, 'iu');

/** Speeds read early, by where their command ends (LONE: said of the chapter's only clip, with no command). */
const reserved = new WeakMap<Reading, Map<number, number>>();
const LONE = -1;
/** A relative change of speed, said of the only clip: "even slower", "a bit faster", "slower still". */
const RELATIVE = /\b(?:(?:even|much|a\s+(?:bit|little|lot)|way)\s+)?(slower|faster|quicker)(?:\s+still)?\b/i;
const OTHER_MOTION = /\b(?:transitions?|fades?|cuts?|scenes?|slides?|animations?|text|titles?|words?|counts?|counter|countdown|list|points|zoom|pan)\b/i;
/** A sentence about the voice is the voice's speed. */
const VOICE_WORDS = /\b(?:voice|voiced|narrat\w*|speak\w*|talk\w*|reads?|reading|read\s+out|says?|pace)\b/i;

/**
 * Reads the speed of each clip speed command before the voice's words could take it ("make the last clip 2x speed"
 * is not the narration's speed): called before readVoice, in an edit. In a chapter with one clip, a speed said with
 * no command and no word of the voice is the clip's ("actually 1.5x not 2x", "even slower, like quarter speed").
 */
export function reserveClipSpeeds(reading: Reading, base?: SceneDocument): void {
  const found = new Map<number, number>();
  for (const m of reading.find(CLIP_SPEED)) {
    const end = m.index + m[0].length;
    const speed = readSpeed(reading, end, end + clauseEnd(reading.view(end)));
    if (speed !== undefined) found.set(end, speed);
  }
  const clips = base?.scenes.flatMap((s) => s.layers.filter((l) => l.type === 'media' && l.kind === 'video')) ?? [];
  if (!found.size && clips.length === 1 && !VOICE_WORDS.test(reading.text)) {
    const speed = readSpeed(reading, 0, reading.length);
    if (speed !== undefined) {
      found.set(LONE, speed);
      // "1.5x not 2x": the speed it is not is understood too.
      reading.takeFirst(/\b(?:not|instead\s+of|rather\s+than)\s+(?:the\s+)?(?:\d+(?:\.\d+)?\s?[x×]|[x×]\d+(?:\.\d+)?|half|double|quarter)(?:\s+speed)?/i);
    } else {
      const m = reading.first(RELATIVE);
      const now = clips[0]!.type === 'media' ? (clips[0]!.speed ?? 1) : 1;
      // "make the transitions faster", "the text should come in slower": said of something else.
      if (m && !OTHER_MOTION.test(reading.text)) {
        reading.takeMatch(m);
        found.set(LONE, round(Math.min(4, Math.max(0.25, /slower/i.test(m[1]!) ? now / 2 : now * 2)), 3));
      }
    }
  }
  reserved.set(reading, found);
}

/** The speed said of the chapter's only clip with no command (reserveClipSpeeds), applied. */
export function speedLoneClip(edit: Editor): void {
  const speed = reserved.get(edit.reading)?.get(LONE);
  if (speed === undefined) return;
  const clip = clipsOf(edit)[0];
  if (!clip) return;
  const before = clip.layer.speed ?? 1;
  if (speed === 1) delete clip.layer.speed;
  else clip.layer.speed = speed;
  const whole = edit.assets.get(clip.layer.assetId)?.seconds;
  // An untrimmed clip of known length plays whole: its scene follows its new speed, as a trimmed one's does.
  let refitted = refit(clip);
  if (!refitted && !clip.layer.trim && whole !== undefined && fitsScene(clip) && before !== speed) {
    clip.scene.duration = sceneSeconds(whole / speed);
    refitted = `; its scene now lasts ${clip.scene.duration} s`;
  }
  edit.notes.change(`${describeClip(edit, clip, clipsOf(edit))} plays at ${speed}× speed${refitted}`);
}

/** "play <clip> in slow motion", "<clip> at 2x", "speed up <clip>" (2×), "slow down <clip>" (½×). */
export function speedClip(edit: Editor, phrase: string, from: number, to: number, fallback?: number): void {
  const clip = resolveClip(edit, phrase);
  if (!clip) return;
  const speed = reserved.get(edit.reading)?.get(from) ?? readSpeed(edit.reading, from, to) ?? fallback;
  const what = describeClip(edit, clip, clipsOf(edit));
  if (speed === undefined) {
    edit.notes.hint(`what speed for ${what}? ("in slow motion", "at 2x speed")`);
    return;
  }
  const before = clip.layer.speed ?? 1;
  if (speed === 1) delete clip.layer.speed;
  else clip.layer.speed = speed;
  // An untrimmed clip fills its scene's time at any speed (looped); a trimmed one plays its part in less or more.
  edit.notes.change(`${what} plays at ${speed}× speed${before !== speed ? refit(clip) : ''}`);
}

const AT_CLOCK = String.raw`(?<at>\d{1,3}(?::\d{2}){1,2}(?:\.\d+)?|\d{1,4}(?:\.\d+)?(?=\s*(?:s|secs?|seconds?)\b))(?:\s*(?:s|secs?|seconds?)\b)?`;
/** "start it at 0:15 instead", "have it begin at 12 s", "end it at 0:40", "stop at 1:02": one end of the only clip's part. */
const MOVED_END = new RegExp(String.raw`(?:\b(?:make|have|let)\s+(?:it|the\s+clip|the\s+video)\s+|\b(?:it|the\s+clip|the\s+video)\s+(?:should\s+|needs\s+to\s+|has\s+to\s+)?|(?<=^|[,.;:!—–-]\s*|\b(?:and|then|just|please|so|instead|actually|actualy|actully|rather|now|wait|ok|okay|oh|sorry|no)\s+))(?<which>start|begin|end|stop|finish)(?:s|ing)?\s+(?:it\s+|the\s+clip\s+|the\s+video\s+)?(?:at|from)\s+${AT_CLOCK}(?:\s+instead)?`, 'gi');
/** "end stays the same", "keep the start as it is": the other end, said to stay. */
const STAYS = /\b(?:the\s+)?(?:end|start|beginning|ending)\s+(?:stays|is|can\s+stay|remains|should\s+stay)\s+(?:the\s+same|as\s+(?:it\s+)?is|where\s+it\s+is)|\bkeep\s+the\s+(?:end|start|ending|beginning)\s+(?:the\s+same|as\s+(?:it\s+)?is|where\s+it\s+is)/i;

/**
 * Where the chapter's only clip starts or stops, said with no command naming it ("The clip starts mid-sentence — start
 * it at 0:15 instead, end stays the same"): that end moves and the other stays. A time needs a colon or a unit, so
 * "start at 7" (an event's hour) is not a clip's start.
 */
export function retrimLoneClip(edit: Editor): void {
  const clips = clipsOf(edit);
  if (clips.length !== 1) return;
  const clip = clips[0]!;
  for (const m of edit.reading.find(MOVED_END)) {
    if (/\b(?:pm|am|o['’]clock)\b/i.test(edit.reading.view(m.index + m[0].length, m.index + m[0].length + 6))) continue;
    const seconds = clockSeconds(m.groups!.at!);
    const whole = edit.assets.get(clip.layer.assetId)?.seconds;
    if (seconds === undefined || (whole !== undefined && seconds >= whole)) continue;
    const now = clip.layer.trim;
    const end = now?.last !== undefined && whole !== undefined ? whole : now?.to;
    const start = now?.last !== undefined && whole !== undefined ? whole - now.last : (now?.from ?? 0);
    const starts = /^(?:start|begin)/i.test(m.groups!.which!);
    if (starts ? end !== undefined && end <= seconds : seconds <= start) {
      edit.notes.hint(`the clip's part would end before it starts (${start}–${end ?? 'end'} s now)`);
      continue;
    }
    edit.reading.takeMatch(m);
    clip.layer.trim = starts ? { from: round(seconds, 3), ...(end !== undefined ? { to: round(end, 3) } : {}) } : { from: round(start, 3), to: round(seconds, 3) };
    edit.reading.takeFirst(STAYS);
    edit.notes.change(`${describeClip(edit, clip, clips)} now plays ${clip.layer.trim.from}–${clip.layer.trim.to ?? 'its end'} s${refit(clip)}`);
  }
}
