import type { ClipTrim } from '../../../model/scene-document.js';
import { LENGTH, lengthValue } from './durations.js';
import type { Reading } from '../read/reading.js';
import { clamp, round } from '../read/words.js';

/*
 * The part of a clip, its speed and its sound, from the words next to it (docs/writing-prompts.md: clips):
 * - trims: "seconds 2 to 5 of <clip>", "from 0:12 to 0:20", "between 1:05 and 1:10", "the first 3 seconds", "the
 *   last 10 s";
 * - speed: "in slow motion" (half speed), "super slow motion" (a quarter), "2× speed", "at 1.5x", "double speed",
 *   "twice as fast", "sped up", "time-lapse" (4×), "half speed";
 * - sound: "muted", "without its sound", "no sound" (muted); "keep its sound", "with its original audio" (plays).
 */

/** "12", "12.5", "0:12", "1:05.5": seconds. */
export function clockSeconds(text: string): number | undefined {
  const parts = text.split(':');
  if (parts.length > 3 || parts.some((p) => !/^\d+(?:\.\d+)?$/.test(p))) return undefined;
  return parts.reduce((sum, p) => sum * 60 + Number(p), 0);
}

const CLOCK = String.raw`(\d{1,3}(?::\d{2}){0,2}(?:\.\d+)?)`;
// "the 5 second mark", "the 0:20 mark": a point named as a mark.
const UNIT = String.raw`(?:\s*(?:s|secs?|seconds?)\b)?(?:\s+mark\b)?`;
const TO = String.raw`\s*(?:to|-|–|—|until|till|through|thru)\s*`;
const LEAD = String.raw`(?:\b(?:use|play|show|keep|take|only|just|cut\s+to|trim(?:med)?\s+to)\s+)*(?:(?:only|just)\s+)?(?:the\s+)?(?:(?:part|bit|section|segment)\s+(?=from\b|between\b))?`;
const OF = String.raw`(?:\s+(?:of|from|in)(?:\s+(?:the|this|that|my|our)\s+(?:clip|video|footage))?)?`;

const RANGES: RegExp[] = [
  // "seconds 2 to 5", "from second 2 to 5", "secs 2-5", "from second 3 until second 9"
  new RegExp(String.raw`${LEAD}(?:from\s+)?(?:seconds?|secs?)\s+${CLOCK}${TO}(?:(?:second|sec)\s+)?${CLOCK}${UNIT}${OF}`, 'i'),
  // "from 0:12 to 0:20", "from 2 s to 5 s", "2s-5s of"
  new RegExp(String.raw`${LEAD}(?:\bfrom\s+)?(?:the\s+(?=\d[\d:.]*[\s-]*(?:s|secs?|seconds?)?[\s-]*mark\b))?${CLOCK}${UNIT}${TO}(?:the\s+)?${CLOCK}${UNIT}${OF}`, 'i'),
  // "between 1:05 and 1:10"
  new RegExp(String.raw`${LEAD}\bbetween\s+${CLOCK}${UNIT}\s+and\s+${CLOCK}${UNIT}${OF}`, 'i'),
];
const FIRST = new RegExp(String.raw`${LEAD}\bfirst\s+${LENGTH}${OF}`, 'i');
/** "skip the first 4 seconds", "cut the first 2 s", "start 3 seconds in", "start at 0:05": from there to its end. */
const SKIP = new RegExp(String.raw`\b(?:skip(?:ping)?|cut(?:ting)?|drop(?:ping)?|trim(?:ming)?|lose|remove)(?:\s+(?:off|out))?\s+(?:the\s+)?first\s+${LENGTH}${OF}|\bstart(?:ing)?\s+${LENGTH}\s+in\b|\bstart(?:ing)?\s+(?:it\s+)?(?:at|from)\s+${CLOCK}${UNIT}`, 'i');
/** Where the kept part ends: "stop it at 1:40", "end at 0:50", "up to 1:10", "until 2:05", "cut it off at 0:30". */
const STOP = new RegExp(String.raw`\b(?:(?:stop|end|finish|cut(?:\s+it)?\s+off|cut)\s+(?:it\s+|the\s+(?:clip|video|footage)\s+)?(?:at|by)|(?:up\s+to|until|till))\s+${CLOCK}${UNIT}`, 'i');
/** "cut out everything before 0:40 and after 1:25", "drop everything after 1:10": what is kept is between. */
const OUTSIDE = new RegExp(String.raw`\b(?:cut|trim|remove|drop|lose|delete|skip)\s+(?:out\s+|off\s+)?(?:everything|anything|all)\s+(?:(before)\s+${CLOCK}${UNIT}(?:\s+and\s+(?:everything\s+|anything\s+)?after\s+${CLOCK}${UNIT})?|after\s+${CLOCK}${UNIT})`, 'i');
/** "20 secs of {clip1} starting at 1:05", "{clip1} from 1:05 for 20 seconds": where the part starts and how long it plays. */
const SPAN_AFTER = new RegExp(String.raw`\b${LENGTH}${OF}(?:\s*⟪a\d+⟫)?\s*,?\s*(?:(?:starting|beginning|start)\s+)?(?:at|from)\s+${CLOCK}${UNIT}`, 'i');
const SPAN_FROM = new RegExp(String.raw`\b(?:from|(?:starting|beginning|start)\s+(?:it\s+|⟪a\d+⟫\s+)?(?:at|from))\s+${CLOCK}${UNIT}\s*,?\s*(?:and\s+)?(?:(?:play|run|keep|use|go|show)(?:ing)?\s+(?:it\s+)?)?for\s+(?:about\s+|around\s+)?${LENGTH}`, 'i');
const LAST = new RegExp(String.raw`${LEAD}\b(?:last|final)\s+${LENGTH}${OF}`, 'i');

/** A part said by where it starts and how long it plays, marked as used but the clip's own token. */
function readSpan(reading: Reading, from: number, to: number): ClipTrim | undefined {
  for (const [pattern, order] of [[SPAN_AFTER, 'length-first'], [SPAN_FROM, 'start-first']] as const) {
    const m = reading.first(pattern, from, to);
    if (!m) continue;
    const groups = m.slice(1).filter((g) => g !== undefined);
    const [start, seconds] = order === 'length-first' ? [clockSeconds(groups[2]!), lengthValue(groups[0]!, groups[1]!)] : [clockSeconds(groups[0]!), lengthValue(groups[1]!, groups[2]!)];
    // A bare start needs a colon or a unit: "20 seconds of it from 5" is too loose to be a time code.
    if (start === undefined || seconds === undefined || seconds <= 0 || !/:|\d\s*(?:s|secs?|seconds?)\b/i.test(m[0].slice(m[0].search(/\b(?:at|from)\s+\d/i)))) continue;
    takeAround(reading, m);
    return { from: round(start, 3), to: round(start + seconds, 3) };
  }
  return undefined;
}

/** The trim said in [from, to), marked as used. A bare "2 to 5" is no trim: it needs a unit, a colon or "seconds". */
export function readTrim(reading: Reading, from: number, to: number): ClipTrim | undefined {
  for (const pattern of RANGES) {
    for (const m of reading.find(pattern, from, to)) {
      const text = m[0];
      const a = clockSeconds(m[1]!);
      const b = clockSeconds(m[2]!);
      if (a === undefined || b === undefined || b <= a) continue;
      if (!/:|\bs\b|\ds\b|sec|second/i.test(text)) continue;
      reading.takeMatch(m);
      return { from: round(a, 3), to: round(b, 3) };
    }
  }
  const span = readSpan(reading, from, to);
  if (span) return span;
  const outside = reading.first(OUTSIDE, from, to);
  if (outside) {
    const start = outside[1] ? clockSeconds(outside[2]!) : 0;
    const end = outside[1] ? (outside[3] !== undefined ? clockSeconds(outside[3]) : undefined) : clockSeconds(outside[4]!);
    if (start !== undefined && (end === undefined || end > start)) {
      reading.takeMatch(outside);
      return { from: round(start, 3), ...(end !== undefined ? { to: round(end, 3) } : {}) };
    }
  }
  // Where it stops, said with or without where it starts ("trim off the first 5 seconds and stop it at 1:40").
  const stop = reading.first(STOP, from, to);
  const end = stop ? clockSeconds(stop[1]!) : undefined;
  const until = (start: number) => (stop && end !== undefined && end > start ? (reading.takeMatch(stop), { to: round(end, 3) }) : {});
  const skip = reading.first(SKIP, from, to);
  if (skip) {
    const groups = skip.slice(1).filter((g) => g !== undefined);
    const seconds = groups.length >= 2 && !/:/.test(groups[0]!) && !/start(?:ing)?\s+(?:it\s+)?(?:at|from)/i.test(skip[0]) ? lengthValue(groups[0]!, groups[1]!) : clockSeconds(groups[0]!);
    if (seconds !== undefined && seconds > 0) {
      reading.takeMatch(skip);
      return { from: round(seconds, 3), ...until(seconds) };
    }
  }
  if (stop && end !== undefined && end > 0 && (/:/.test(stop[1]!) || /\d\s*(?:s|sec|second)/i.test(stop[0]))) return { from: 0, ...until(0) };
  for (const [pattern, edge] of [[FIRST, 'first'], [LAST, 'last']] as const) {
    const m = reading.first(pattern, from, to);
    if (!m) continue;
    const groups = m.slice(1).filter((g) => g !== undefined);
    const seconds = lengthValue(groups[0]!, groups[1]!);
    if (seconds === undefined || seconds <= 0) continue;
    reading.takeMatch(m);
    return edge === 'first' ? { from: 0, to: round(seconds, 3) } : { from: 0, last: round(seconds, 3) };
  }
  return undefined;
}

/** The fastest a clip may play: a time-lapse of a long take ("speed it up 8 times so it all fits"). */
export const MAX_CLIP_SPEED = 16;

/**
 * Speeds by the words people use, a factor said (quarter speed, 3x, 8 times) before a manner said (slow motion, sped
 * up): "slow mo … at quarter speed" plays at a quarter, the manner only said how.
 */
const SPEEDS: [RegExp, (m: RegExpExecArray) => number][] = [
  [/\b(?:at\s+)?(half|quarter)[- ](?:the\s+)?speed\b/i, (m) => (m[1]!.toLowerCase() === 'half' ? 0.5 : 0.25)],
  // "speed it up 8 times", "speed up <clip> 3x", "sped up by 4": the factor after the verb, across the clip named.
  [/\b(?:speed|sped|speeded)\s+(?:(?:it|this|that|them|⟪a\d+⟫)\s+)?up\s+(?:(?:it|this|that|them|⟪a\d+⟫)\s+)?(?:by\s+)?(\d+(?:\.\d+)?)\s*(?:times\b|[x×](?!\d))/i, (m) => Number(m[1])],
  [/\b(?:at\s+)?(?:a\s+)?(?:speed\s+of\s+|playback\s+speed\s+)?(\d+(?:\.\d+)?)\s?[x×](?!\d)(?:\s+(?:the\s+)?(?:speed|faster|as\s+fast|normal\s+speed))?/i, (m) => Number(m[1])],
  // "make it faster 4 times", "faster by 3", "quicker x2": the comparison first, then its factor.
  [/\b(?:faster|quicker|speedier)\s+(?:by\s+)?(\d+(?:\.\d+)?|two|three|four)\s*(?:times\b|[x×](?!\d))/i, (m) => Number(m[1]) || { two: 2, three: 3, four: 4 }[m[1]!.toLowerCase()]!],
  // "x2", "×1.5": the factor written first.
  [/(?<![\p{L}\p{N}])[x×](\d+(?:\.\d+)?)\b(?:\s+speed)?/iu, (m) => Number(m[1])],
  // "at 0.75 speed", "3 times faster", "2 times the speed", "at 75% speed".
  [/\b(?:at\s+)?(\d+(?:\.\d+)?|two|three|four)\s*(?:times\s+(?:the\s+)?(?:speed|faster|quicker|as\s+fast)|speed)\b/i, (m) => Number(m[1]) || { two: 2, three: 3, four: 4 }[m[1]!.toLowerCase()]!],
  [/\b(?:at\s+)?(\d{1,3})\s*%\s+(?:of\s+(?:the\s+)?(?:normal\s+|original\s+)?)?speed\b/i, (m) => Number(m[1]) / 100],
  [/\b(?:at\s+)?(?:normal|regular|real|original)[- ](?:speed|time)\b/i, () => 1],
  [/\b(?:at\s+)?(double|triple|twice\s+the|three\s+times\s+the)\s+speed\b/i, (m) => (/double|twice/i.test(m[1]!) ? 2 : 3)],
  [/\b(twice|three\s+times)\s+as\s+fast\b/i, (m) => (/twice/i.test(m[1]!) ? 2 : 3)],
  // "speed it up double", "speed it up triple": the factor said as a word after the verb.
  [/\b(?:speed|sped)\s+(?:(?:it|this|that|them|⟪a\d+⟫)\s+)?up\s+(?:(?:it|this|that|them|⟪a\d+⟫)\s+)?(?:to\s+)?(double|triple|twice)\b/i, (m) => (/double|twice/i.test(m[1]!) ? 2 : 3)],
  [/\b(?:in\s+)?super[- ]?slow[- ]?(?:motion|mo)\b/i, () => 0.25],
  [/\b(?:in\s+)?slow[- ]?(?:motion|mo)\b/i, () => 0.5],
  // Not what the footage is ("it's a skin fade timelapse", "the clip is a time-lapse of the build"): that is filmed.
  [/(?<!\b(?:is|it'?s|its|it\s+is|was|this\s+is)\s+(?:an?\s+)?(?:[\p{L}-]+\s+){0,3})\b(?:in\s+)?time[- ]?lapse(?:d)?\b/iu, () => 4],
  // A tape's fast-forward: twice as fast.
  [/\b(?:in\s+)?fast[- ]?forward(?:ed|ing)?\b|\b(?:in\s+)?fast[- ]?motion\b/i, () => 2],
  [/\b(?:sped|speeded|speed)\s+up\b/i, () => 2],
];

/** Marks a match as used but the asset tokens inside it ("speed up <clip> 8 times"), which are the clips' own. */
function takeAround(reading: Reading, m: RegExpExecArray): void {
  let at = m.index;
  for (const token of m[0].matchAll(/⟪a\d+⟫/g)) {
    reading.take(at, m.index + token.index!);
    at = m.index + token.index! + token[0].length;
  }
  reading.take(at, m.index + m[0].length);
}

/** The playback speed said in [from, to), marked as used (0.25..MAX_CLIP_SPEED); other speed words there are its manner. */
export function readSpeed(reading: Reading, from: number, to: number): number | undefined {
  for (const [pattern, value] of SPEEDS) {
    const m = reading.first(pattern, from, to);
    if (!m) continue;
    const speed = value(m);
    if (!Number.isFinite(speed) || speed <= 0) continue;
    takeAround(reading, m);
    // "slow mo … at quarter speed": the manner said beside the factor is understood with it.
    for (const [other] of SPEEDS) for (const manner of reading.find(other, from, to)) takeAround(reading, manner);
    return round(clamp(speed, 0.25, MAX_CLIP_SPEED), 3);
  }
  return undefined;
}

const SOUND = String.raw`(?:sound|audio|noise)`;
const MUTED = new RegExp(String.raw`(?<!\b(?:don['’]?t|do\s+not|never|no\s+need\s+to|not)\s+)\b(?:instead\s+of\s+(?:the\s+|its\s+)?(?:(?:clip|video|footage)['’]?s?\s+)?(?:own\s+|original\s+|live\s+)?${SOUND}|replac(?:e|es|ing)\s+(?:the\s+|its\s+)?(?:(?:clip|video|footage)['’]?s?\s+)?(?:own\s+|original\s+)?${SOUND}|muted|silenced|silence\s+(?:it|the\s+(?:clip|video|footage))|mute(?:\s+(?:it|them|(?:(?:both|all|all\s+the|each\s+of\s+the)\s+)?(?:the\s+)?(?:clips?|videos?|footage)|(?:its|the)\s+${SOUND}(?:\s+(?:on|of|in|from)\s+(?:(?:both|all|all\s+the|each\s+of\s+the|every)\s+)?(?:the\s+)?(?:clips?|videos?|footage))?))?|(?<!\b(?:watch|watches|watching|watched|view|views|viewing|scroll|scrolls|scrolling|play|plays|playing)\s+(?:it\s+|them\s+|videos?\s+|clips?\s+)?)(?:without|with\s+no|no)\s+(?:its\s+|the\s+)?(?:own\s+|original\s+|(?:clip|video|footage)['’]?s\s+)*${SOUND}|silent(?:ly)?|(?:take|turn|switch|cut|shut)\s+(?:the\s+|its\s+|all\s+|that\s+)?(?:own\s+|original\s+)?${SOUND}\s+(?:off|out|away)|(?<=\b${SOUND}\b[^.!?]{1,80}?\b(?:so|and)\s+(?:please\s+|pls\s+)?(?:could\s+you\s+|can\s+you\s+)?)(?:turn|switch|take|shut|cut)\s+it\s+(?:off|out)|${SOUND}\s+(?:(?:turned|switched|taken|cut)\s+)?off|(?:instead\s+of|in\s+place\s+of|replacing)\s+(?:the\s+|its\s+)?(?:own\s+|original\s+)?${SOUND}(?:\s+(?:from|of|on)\s+the\s+(?:video|clip|footage))?|(?:kill|lose|drop|cut|remove|strip|kill\s+off|turn\s+off|switch\s+off|take\s+off|take\s+out|take\s+away)\s+(?:the\s+|its\s+|all\s+)?(?:own\s+|original\s+|(?:clip|video|footage)['’]?s\s+)*${SOUND})\b`, 'i');
// Not "with its own sound off": the sound's word then says which. Not how people watch ("some people watch without
// sound"): a reason given for captions.
const UNMUTED = new RegExp(String.raw`\b(?:(?:don['’]?t|do\s+not|never)\s+mute(?:\s+(?:it|them|the\s+(?:clip|video|footage)))?|keep(?:ing)?\s+(?:my|our|his|her|their)\s+(?:voice|${SOUND})(?:\s+(?:on|in)(?:\s+(?:the|my|our)\s+(?:clip|video|footage))?)?|keep(?:ing)?\s+(?:its|the)\s+(?:own\s+|original\s+|clip'?s\s+)?${SOUND}(?!\s+(?:off|out|down|muted|low)\b)|with\s+(?:its|the)\s+(?:own\s+|original\s+|clip'?s\s+)?${SOUND}(?!\s+(?:(?:turned|switched|taken)\s+)?(?:off|muted|out|down|removed|cut)\b)|(?<!\b(?:no|without)\s+)(?:its\s+)?${SOUND}\s+on(?!\s+(?:it|them|the|this|that|all|both|each|every|my|our|his|her)\b)|unmuted|not\s+muted)\b`, 'i');

/** true: "muted"; false: "keep its sound"; undefined: not said. Marked as used. */
export function readMuted(reading: Reading, from: number, to: number): boolean | undefined {
  if (reading.takeFirst(UNMUTED, from, to)) return false;
  if (reading.takeFirst(MUTED, from, to)) return true;
  return undefined;
}

/** What the words around one clip said of it. */
export interface ClipWords {
  trim?: ClipTrim;
  speed?: number;
  muted?: boolean;
}

/**
 * The trim, speed and sound words around each video in the prompt, read first (before the voice's "at 2x speed" or
 * the sound's "muted" could take them), keyed by the asset token's number. A clip's words run from the end of the
 * sentence or picture before it up to the next picture or the end of its sentence, commas included: "<clip> from
 * 0:12 to 0:20, in slow motion, muted".
 */
export function readClipWords(reading: Reading): Map<number, ClipWords> {
  // "<clip> its a skin fade timelapse.": what the footage is, said right after it, asks for nothing ("fade" there is a
  // haircut, "timelapse" how it was filmed).
  for (const said of reading.find(/⟪a\d+⟫\s*(?:[,-]\s*)?\b((?:it['’]?s|it\s+is|this\s+is|that['’]?s)\s+(?:an?|the|my|our|just)\s+[^.!?\n⟪\u0001]{1,60}?)(?=\s*(?:[.!?\n]|$))/giu)) {
    const at = said.index + said[0].indexOf(said[1]!);
    if (reading.isFree(at, at + said[1]!.length)) reading.take(at, at + said[1]!.length);
  }
  const out = new Map<number, ClipWords>();
  const shared: ClipWords = {};
  const tokens = reading.assetTokens();
  tokens.forEach((token, i) => {
    const asset = reading.assets[Number(token[1])];
    if (asset?.kind !== 'video') return;
    const end = token.index + token[0].length;
    const next = tokens[i + 1]?.index ?? reading.length;
    const stop = /[.;!?\n](?=\s|$)|\n/.exec(reading.text.slice(end, next));
    const after: [number, number] = [end, stop ? end + stop.index : next];
    const previous = tokens[i - 1];
    const lead = reading.text.slice(previous ? previous.index + previous[0].length : 0, token.index);
    const cut = Math.max(...[...lead.matchAll(/[.;!?\n]\s|\n/g)].map((m) => m.index! + m[0].length), 0);
    const before: [number, number] = [token.index - lead.length + cut, token.index];
    const words: ClipWords = {};
    // "20 secs of <clip> starting at 1:05": its length before it and its start after it, read as one.
    const span = readSpan(reading, before[0], after[1]);
    if (span) words.trim = span;
    // After it, then before it and across it ("speed up <clip> 8 times").
    for (const [from, to] of [after, [before[0], after[1]]] as [number, number][]) {
      if (to <= from) continue;
      const had = { ...words };
      readInto(words, reading, from, to);
      // "both muted", "all at half speed": said of every clip, not this one's alone.
      if (ALL_CLIPS.test(reading.text.slice(from, to))) {
        fillFrom(shared, { ...(had.trim ? {} : { trim: words.trim }), ...(had.speed === undefined ? { speed: words.speed } : {}), ...(had.muted === undefined ? { muted: words.muted } : {}) });
      }
    }
    out.set(Number(token[1]), words);
  });
  const videos = tokens.filter((t) => reading.assets[Number(t[1])]?.kind === 'video');
  // Clips named together ("<a> <b> <c> <d> in a 2x2 grid, muted", "<a> and <b> in slow motion") share the words said
  // after the last of them.
  for (const run of clipRuns(reading, videos)) {
    const last = out.get(Number(run.at(-1)![1]))!;
    for (const t of run.slice(0, -1)) fillFrom(out.get(Number(t[1]))!, last);
  }
  // Words in sentences of their own ("<clip> is the winning goal. Play it in slow motion. Mute it.", "… Only use 2:15
  // to 2:45", "Mute both."): with one clip, its own; with several, every clip's when said of them all ("both",
  // "all", "each", "them"), else the first clip's (the main picture: "only use 0:20-0:35 of the wok clip"). A
  // sentence about the voice, the music or a logo is theirs.
  if (videos.length) {
    const first = out.get(Number(videos[0]![1]))!;
    for (const m of clipClauses(reading.text)) {
      const [from, to] = [m.index!, m.index! + m[0].length];
      if (!CLIP_SENTENCE.test(m[0]) || NOT_THE_CLIP.test(m[0])) continue;
      // With several, one naming a clip or one of them ("make the second one slow motion") is left to that reading.
      if (videos.length > 1 && (namesVideo(reading, m[0]) || (ONE_CLIP.test(m[0]) && !ALL_CLIPS.test(m[0])))) continue;
      readInto(videos.length > 1 && ALL_CLIPS.test(m[0]) ? shared : first, reading, from, to);
    }
  }
  for (const t of videos) fillFrom(out.get(Number(t[1]))!, shared);
  return out;
}

/**
 * The sentences of `text`; a sentence that also speaks of the voice, the music or a progress bar is read clause by
 * clause ("cut it to 12:10 - 12:40, add word captions, and a progress bar at the top so people know how long it is":
 * the trim is the clip's).
 */
function clipClauses(text: string): RegExpMatchArray[] {
  const out: RegExpMatchArray[] = [];
  for (const sentence of text.matchAll(/(?:[^.;!?\n]|\.(?=\d))+(?:[.;!?]|\n|$)/g)) {
    if (!NOT_THE_CLIP.test(sentence[0])) {
      out.push(sentence);
      continue;
    }
    for (const clause of sentence[0].matchAll(/(?:[^,]|,(?=\d))+/g)) out.push(Object.assign([clause[0]], { index: sentence.index! + clause.index! }) as RegExpMatchArray);
  }
  return out;
}

/** A clause that names a video by its asset (a song or a picture named there does not make it one clip's). */
function namesVideo(reading: Reading, clause: string): boolean {
  return [...clause.matchAll(/⟪a(\d+)⟫/g)].some((t) => reading.assets[Number(t[1])]?.kind === 'video');
}

/** One clip of several, by its place: "the second one", "the last clip", "clip 2". */
const ONE_CLIP = /\b(?:first|second|third|fourth|fifth|last|final|other|latter|former|next)\s+(?:one|clip|video|shot|footage|recording)\b|\b(?:clip|video)\s+(?:\d|one|two|three|four)\b/i;
/** Words that say a clip's playing is every clip's: "both", "all (of them)", "each", "them", "every clip". */
const ALL_CLIPS = /\b(?:both|all|each|every|them|the\s+(?:clips|videos))\b/i;

/** Said to play a clip whole, which is the default: "play the whole of <clip>", "<clip> in full", "all of it". */
const PLAYS_WHOLE = /\b(?:(?:play|use|show)\s+)?(?:the\s+)?(?:whole|entire|full|all)\s+of(?:\s+it)?\b(?=\s*(?:⟪a|$|[,.;!]))|(?<=⟫\s*,?\s*)(?:(?:just|only|please)\s+)?(?:(?:play(?:ed|s)?|use|show)(?:\s+it)?\s+)?(?:in\s+full|whole|all\s+of\s+it|(?:from\s+)?start\s+to\s+finish|(?:the\s+)?(?:whole|entire)\s+(?:thing|clip|video|way\s+through))\b/i;

function readInto(words: ClipWords, reading: Reading, from: number, to: number): void {
  for (const m of reading.find(PLAYS_WHOLE, from, to)) reading.takeMatch(m);
  words.trim ??= readTrim(reading, from, to);
  words.speed ??= readSpeed(reading, from, to);
  words.muted ??= readMuted(reading, from, to);
}

function fillFrom(words: ClipWords, said: ClipWords): void {
  if (said.trim) words.trim ??= said.trim;
  if (said.speed !== undefined) words.speed ??= said.speed;
  if (said.muted !== undefined) words.muted ??= said.muted;
}

/** Runs of clips written one after another, with only spaces, commas, "and" or "&" between them. */
function clipRuns(reading: Reading, videos: RegExpExecArray[]): RegExpExecArray[][] {
  const runs: RegExpExecArray[][] = [];
  let run: RegExpExecArray[] = [];
  for (const t of videos) {
    const previous = run.at(-1);
    if (previous && /^(?:\s|,|&|\band\b)*$/i.test(reading.text.slice(previous.index + previous[0].length, t.index))) run.push(t);
    else {
      if (run.length > 1) runs.push(run);
      run = [t];
    }
  }
  if (run.length > 1) runs.push(run);
  return runs;
}

/** A sentence that speaks of the clip: its nouns, "it", or a verb of playing or cutting. */
const CLIP_SENTENCE = /\b(?:clip|video|footage|recording|it|its|use|play|trim|cut|skip|speed|sped|slow|mute|muted|silence|stop|start|end|sound|audio|motion|keep|only|remove|drop|everything)\b/i;
const NOT_THE_CLIP = /\b(?:voice|voiced|narrat\w*|narrator|speaks?|spoken|reads?|music|song|soundtrack|track|logo|count(?:down|s)?|progress)\b/i;

/**
 * A trim in a clip of known length, said as numbers of the clip: "the last 8 seconds" of 40 s is 32–40; "skip the
 * first 5" of 35 s is 5–35. Past its end, it is left as said.
 */
export function withKnownLength(trim: ClipTrim, seconds: number): ClipTrim {
  if (trim.last !== undefined) return trim.last < seconds ? { from: round(seconds - trim.last, 3), to: round(seconds, 3) } : trim;
  if (trim.to === undefined && trim.from < seconds) return { from: trim.from, to: round(seconds, 3) };
  return trim;
}
