import { totalDuration, trimmedLength, type Scene, type SceneDocument } from '../../../model/scene-document.js';
import { HOLD_SECONDS, ticksBySecond } from '../../scene/count-pace.js';
import type { Reading } from '../read/reading.js';
import { CARDINAL, cardinalValue, clamp, round } from '../read/words.js';
import { styleOnly } from './plain-text.js';

/*
 * Lengths: "for 3 seconds", "4s", "half a minute" (a scene); "3 seconds each" (every scene); "a 30-second video",
 * "20 s in total", "keep the whole thing around 12 seconds" (the whole chapter, which the chapter's own duration
 * overrides; the scenes share it by their content, and the document keeps it for later edits).
 */

const AMOUNT = String.raw`(\d+(?:\.\d+)?|${CARDINAL}|an?|half\s+an?|one\s+and\s+a\s+half)`;
// And in Spanish, Portuguese, French, Italian and German ("15 segundos", "30 secondes", "2 Minuten").
// ("s" only after a figure: "as a slideshow" is no length of "a" "s".)
const UNIT = String.raw`(seconds?|secs?|(?<=\d\s*-?\s*)s|minutes?|mins?|segundos?|secondes?|secondi|sekunden|minutos?|minuti|minuten)`;
/** Who an age group is, said after "under 11s": "training", "team", "players" (never a length). */
const AGE_GROUP_NOUN = String.raw`(?:training|team|squad|football|rugby|netball|hockey|cricket|basketball|swimming|players|league|match|games?|girls|boys|kids|session|side|club|coach|group|class|tournament|section|only|discount|offer|deal|welcome|members)`;
/**
 * An amount and a unit ("3 seconds", "3s", "3-second", "half a minute"); "3s" only with digits. Not an age group:
 * "the offer is for over-65s", "under 11s training" (but "keep it under 15s" is a length).
 */
export const LENGTH = String.raw`${AMOUNT}\s*-?\s*${UNIT}\b(?!(?<=\b(?:under|over)-\d{1,2}s))(?!(?<=\b(?:under|over)\s\d{1,2}s)\s+${AGE_GROUP_NOUN}\b)`;

export function lengthValue(amount: string, unit: string): number | undefined {
  const a = amount.toLowerCase().replace(/\s+/g, ' ');
  if (unit.toLowerCase() === 's' && !/^\d/.test(a)) return undefined;
  let n: number | undefined;
  if (/^\d/.test(a)) n = Number(a);
  else if (a === 'a' || a === 'an') n = 1;
  else if (a.startsWith('half')) n = 0.5;
  else if (a.startsWith('one and a half')) n = 1.5;
  else n = cardinalValue(a);
  if (n === undefined || !Number.isFinite(n)) return undefined;
  return /^m/i.test(unit) ? n * 60 : n;
}

export const MIN_SCENE = 0.5;
export const MAX_SCENE = 600;
/** The longest scene a bare length ("2 minutes") gives; a longer one must be said as a length ("lasting 5 minutes"). */
const LONGEST_BARE_SCENE = 120;
export const sceneSeconds = (n: number) => round(clamp(n, MIN_SCENE, MAX_SCENE), 2);

/** Words before a length that make it something else: a delay, a count's speed, a transition's length. */
const NOT_A_SCENE = /(?:\b(?:after|at|in|over|within|every|until|till|by|from|takes?|taking)\s+(?:about\s+|around\s+)?|\bfirst\s+|\blast\s+|\bto\s+)$/i;

/** Before a length: the clip it describes ("<clip> is", "the video's", "it's about", "<clip> of me … its about"). */
const CLIP_IS = /(?:(?:⟪a\d+⟫|\b(?:it|clip|video|footage|recording))\s*(?:is|was|'s|’s)|(?<=⟫[^.!?\n⟪]{0,60}?\s)its)\s+(?:an?\s+)?(?:about\s+|around\s+|roughly\s+|only\s+|just\s+|over\s+)?$/i;

function lengthMatches(reading: Reading, pattern: RegExp, from: number, to: number): { seconds: number; m: RegExpExecArray }[] {
  const out: { seconds: number; m: RegExpExecArray }[] = [];
  for (const m of reading.find(pattern, from, to)) {
    const groups = m.slice(1).filter((g) => g !== undefined);
    const seconds = lengthValue(groups[0] ?? '', groups[1] ?? '');
    if (seconds !== undefined) out.push({ seconds, m });
  }
  return out;
}

/** "3 seconds each", "each for 2 s", "2 seconds per scene". */
export function readEach(reading: Reading): number | undefined {
  // Not "30s each side" (an exercise's own length, in a list of moves), nor a total said after "each one" in a
  // dictated run-on ("fade between each one fifteen seconds altogether").
  const pattern = new RegExp(String.raw`\b(?:${LENGTH}\s+(?:each(?!\s+(?:side|leg|arm|way|direction|hand|foot|eye))|apiece|per\s+(?:scene|slide|shot|card|screen|word|item)|for\s+each(?:\s+(?:scene|slide|one))?)|each(?:\s+(?:one|scene|slide|card))?\s+(?:for\s+|lasting\s+|is\s+|gets\s+)?${LENGTH}(?!\s+(?:in\s+total|total|overall|altogether|all\s+together|in\s+all)\b))`, 'i');
  // Said of the scenes by name, it wins over a bare "each" said earlier, which may be a scene's own words ("1) Brush
  // twice a day, 2 minutes each … about 8 sec per scene").
  const all = reading.find(new RegExp(pattern.source, 'gi'));
  const m = all.find((x) => /\b(?:per|each)\s+(?:scene|slide|shot|card|screen)\b|\bfor\s+each\b/i.test(x[0])) ?? all[0];
  if (!m) return undefined;
  const groups = m.slice(1).filter((g) => g !== undefined);
  const seconds = lengthValue(groups[0]!, groups[1]!);
  if (seconds === undefined) return undefined;
  reading.takeMatch(m);
  return sceneSeconds(seconds);
}

/** Words that make a length approximate or a limit: the total is that length all the same. */
// And as it is said in French, Spanish, Portuguese, Italian and German ("environ 15 secondes", "unos 20 segundos", "etwa 30 Sekunden").
const ABOUT = String.raw`(?:(?:about|around|like|maybe|roughly|approximately|approx\.?|circa|~|under|below|within|at\s+most|no\s+(?:more|longer)\s+than|less\s+than|max(?:imum)?|just|exactly|only|environ|à\s+peu\s+près|unos|unas|aproximadamente|cerca\s+de|mais\s+ou\s+menos|più\s+o\s+meno|etwa|ungefähr|ca\.)\s*)?`;
const WHOLE = String.raw`(?:the\s+(?:whole\s+|entire\s+|full\s+|final\s+)?(?:video|clip|chapter|thing|film|piece|ad|slideshow|reel|teaser|promo|edit|cut|result)|everything|it(?:\s+all)?|this)`;
const PIECE = String.raw`(?:video|vídeo|vid|clip|ad|advert|spot|teaser|promo|opener|outro|bumper|sting|ident|reel|showreel|sizzle\s+reel|highlights?\s+reel|recap|compilation|intro|film|animation|explainer|trailer|story|slideshow|slide\s*show|montage|short|commercial)`;

/** Words of the whole video's shape, among which a bare length is the whole video's. */
const SHAPE = String.raw`\b(?:format\s*:?\s*)?(?:vertical|horizontal|portrait|landscape|square|widescreen|(?:9:16|16:9|1:1|4:5|4:3)(?!\d)|(?:for|pour|para|per|für)\s+(?:reels|stories|tiktok|instagram|shorts|youtube))\b`;

// Words between (two at most) may be one another reader took: "5 second square intro" (the format's "square"),
// "25 minute focus session video".
// (Or what kind of message it is: "30 sec investor update for Loomly", "a 20 second announcement".)
const PIECE_LENGTH = new RegExp(String.raw`\b(?:an?\s+)?${ABOUT}${LENGTH}\s*(?:long\s+)?(?:(?!(?:of|from|in|into|for)\b)[\w'’-]+\s+|\u0001+\s*){0,2}(?:${PIECE}|update|announcement|message|notice|invite|invitation|greeting|presentation|demo|pitch|walkthrough|overview|tribute)\b`, 'i');

/** The length said right after the piece's noun: "sale vid 15s square", "un vídeo corto, 15 segundos". */
const PIECE_THEN_LENGTH = new RegExp(String.raw`\b${PIECE}(?:\s+(?:corto|court|kurzes|short|quick))?\s*,?\s+${ABOUT}${LENGTH}(?!\s+(?:of|from|in|into|each|per|a)\b)`, 'i');

const PIECE_LENGTH_TAKEN = new RegExp(String.raw`\b(?:an?\s+)?${ABOUT}${LENGTH}\s*(?:long\s+)?(?=\u0001)`, 'i');
const PIECE_AFTER = new RegExp(String.raw`^(?:[\w-]+\s+){0,2}${PIECE}\b`, 'i');
const PIECE_TAKEN_THEN_LENGTH = new RegExp(String.raw`(?<=\u0001)\s*,?\s+${ABOUT}${LENGTH}(?!\s+(?:of|from|in|into|each|per|a)\b)`, 'gi');

/**
 * The length said as the piece's own adjective ("a 30 second vertical video with a voice that says …"), read before
 * the speaker clauses, which take their whole clause (the video's length inside it is not the voice's).
 */
export function readPieceLength(reading: Reading): number | undefined {
  // The piece's noun may be one the format's reader took with its shape ("a 30 second vertical video").
  // Or after it, taken with its shape ("square vid 15s").
  const m = reading.first(PIECE_LENGTH) ?? reading.first(PIECE_THEN_LENGTH) ?? reading.find(PIECE_LENGTH_TAKEN).find((t) => PIECE_AFTER.test(reading.text.slice(t.index + t[0].length)))
    ?? reading.find(PIECE_TAKEN_THEN_LENGTH).find((t) => new RegExp(String.raw`\b${PIECE}$`, 'i').test(reading.text.slice(Math.max(0, t.index - 20), t.index)));
  if (!m) return undefined;
  const groups = m.slice(1).filter((g) => g !== undefined);
  const seconds = lengthValue(groups[0]!, groups[1]!);
  if (seconds === undefined) return undefined;
  // Words of a look between the length and the piece ("a 30 second bold promo") are left to the look's readers.
  const length = new RegExp(LENGTH, 'i').exec(m[0]);
  const piece = new RegExp(String.raw`\b${PIECE}$`, 'i').exec(m[0]);
  if (length && piece && piece.index > length.index + length[0].length && styleOnly(m[0].slice(length.index + length[0].length, piece.index).replace(/\u0001/g, ' ').trim())) {
    reading.take(m.index, m.index + length.index + length[0].length);
    reading.take(m.index + piece.index, m.index + m[0].length);
  } else reading.takeMatch(m);
  return clamp(seconds, MIN_SCENE, 3000);
}

/**
 * The whole chapter's length: "a 30-second video", "quick 5 s teaser", "20 seconds in total", "total length 40 s",
 * "make the whole video a minute long", "keep the whole thing around 12 seconds", "it should be about 12 seconds",
 * "under 15 seconds", "12 seconds max".
 */
export function readTotal(reading: Reading): number | undefined {
  const patterns = [
    PIECE_LENGTH,
    new RegExp(String.raw`\b${ABOUT}${LENGTH}\s+(?:in\s+total|total|overall|altogether|all\s+together|in\s+all|max(?:imum)?|tops|only|or\s+(?:less|so|under))\b`, 'i'),
    // "dont make it too long maybe 20 sec", "keep it short, about 15s": the length said with how long it may be.
    new RegExp(String.raw`\b(?:(?:don['’]?t|do\s+not)\s+make\s+it\s+|not\s+|keep\s+it\s+)(?:too\s+)?(?:long|longer|short|shortish|brief)\s*[,.;-]?\s*(?:so\s+)?${ABOUT}${LENGTH}`, 'i'),
    // "15 seconds is plenty", "30 secs would be ideal": a length judged enough is the whole video's.
    new RegExp(String.raw`\b${ABOUT}${LENGTH}\s+(?:is|would\s+be|should\s+be|will\s+be)\s+(?:plenty|enough|fine|ideal|perfect|good|great|long\s+enough|the\s+max(?:imum)?)\b`, 'i'),
    new RegExp(String.raw`\b(?:total|overall)(?:\s+(?:length|duration|runtime|time))?\s*(?:of|:|=|is|should\s+be)?\s*${ABOUT}${LENGTH}`, 'i'),
    // "Promo for our Greek islands package, exactly 20 seconds: …": the piece, whom or what it is for, then its length
    // after a comma, closing the clause.
    new RegExp(String.raw`\b${PIECE}\s+(?:for|about|of|on)\s+[^.,:;!?\n⟪]{1,50},\s*${ABOUT}${LENGTH}(?:\s+long)?(?=\s*(?:[:.;!\n—–]|$))`, 'i'),
    // "a public notice of approximately 20 seconds", "a video of 30 seconds": the piece's length after "of".
    new RegExp(String.raw`\b(?:${PIECE}|notice|announcement|message|post|update|invite|invitation|greeting|presentation|loop)\s+of\s+${ABOUT}${LENGTH}(?!\s*(?:each|per|apiece|of)\b)`, 'i'),
    new RegExp(String.raw`\b(?:make|keep|cap|limit|trim|cut)\s+${WHOLE}\s+(?:to\s+|at\s+)?${ABOUT}${LENGTH}(?:\s+long)?`, 'i'),
    new RegExp(String.raw`\b${WHOLE}\s+(?:should|must|needs?\s+to|has\s+to|will|can)\s+(?:be|last|run|take)\s+(?:for\s+)?${ABOUT}${LENGTH}(?:\s+long)?`, 'i'),
    new RegExp(String.raw`\b(?:length|duration|runtime)\s*(?::|=|of|is|should\s+be)\s*${ABOUT}${LENGTH}`, 'i'),
    // Said without a verb: "Whole thing 30 seconds.", "the entire video: about a minute".
    new RegExp(String.raw`\b(?:the\s+)?(?:whole|entire|full)\s+(?:video|clip|chapter|thing|film|piece|ad|slideshow|reel|edit|cut)\s*(?::|=|-|–|—|is|at|of|in)?\s*${ABOUT}${LENGTH}(?:\s+long)?`, 'i'),
  ];
  for (const pattern of patterns) {
    const m = reading.first(pattern);
    if (!m) continue;
    const groups = m.slice(1).filter((g) => g !== undefined);
    const seconds = lengthValue(groups[0]!, groups[1]!);
    if (seconds === undefined) continue;
    reading.takeMatch(m);
    return clamp(seconds, MIN_SCENE, 3000);
  }
  const alone = standaloneTotal(reading);
  if (alone !== undefined) return alone;
  // Said among the whole video's shape, read or not: "Format: 9:16, 15 seconds", "15 seconds, vertical for stories".
  for (const m of reading.find(new RegExp(String.raw`\b${ABOUT}${LENGTH}(?!\s*(?:each|per|apiece|long\s+each))`, 'i'))) {
    const before = reading.text.slice(Math.max(0, m.index - 40), m.index);
    const after = reading.text.slice(m.index + m[0].length, m.index + m[0].length + 40);
    // Beside the shape, after a comma or right beside it with the clause ending there: "square, 15 seconds", "30 sec
    // vertical for the library", "vertical 15s." (not "a 3 second square logo": a length of the logo).
    const ends = String.raw`(?=\s*(?:[,.;:!?\n]|$|(?:for|and|with|please|pls)\b))`;
    const beside = new RegExp(String.raw`(?:${SHAPE})\s*[,/;]\s*(?:and\s+)?$`, 'i').test(before) || new RegExp(String.raw`^\s*[,/;]\s*(?:and\s+)?(?:${SHAPE})`, 'i').test(after);
    const touching = (new RegExp(String.raw`(?:${SHAPE})\s*$`, 'i').test(before) && new RegExp(String.raw`^${ends}`, 'i').test(after)) || new RegExp(String.raw`^\s+(?:${SHAPE})${ends}`, 'i').test(after);
    if (!beside && !touching) continue;
    const groups = m.slice(1).filter((g) => g !== undefined);
    const seconds = lengthValue(groups[0]!, groups[1]!);
    if (seconds === undefined) continue;
    reading.takeMatch(m);
    return clamp(seconds, MIN_SCENE, 3000);
  }
  return undefined;
}

/** Words that open a clause which only says a length: "hold it for", "keep it under", "it needs to be", "make it". */
const LEAD_IN = String.raw`(?:(?:(?:please\s+)?(?:make|keep|hold|have|run|let|cap|limit)\s+(?:it|this|that)(?:\s+(?:run|last|going|up|on\s+screen))?(?:\s+(?:for|to|at))?|(?:(?:it|this|that)\s*(?:'s|’s|\s+is|\s+should\s+be|\s+must\s+be|\s+needs?\s+to\s+be|\s+has\s+to\s+be|\s+can\s+be)|(?:should|must|needs?\s+to|has\s+to)\s+be|lasting|running|runtime|length)(?:\s+for)?|(?:(?:it|this|that|everything)\s+)?(?:(?:should|must|needs?\s+to|has\s+to|will|can|to)\s+)?(?:stay|stays|remain|remains|sit|sits|last|lasts)(?:\s+(?:up|on(?:\s+(?:the\s+)?screen)?|there|visible|put))?(?:\s+for)?)\s+)?`;
/** Where a clause starts and ends: sentence marks, commas, dashes, brackets, a line break, or "and". */
const CLAUSE_START = String.raw`(?:^|[.!?;,:(\n—–]\s*|\band\s+|\s-\s+)`;
const CLAUSE_END = String.raw`\s*(?:[.!?;,)\n—–]|\s-\s|\band\b|\p{Extended_Pictographic}|$)`;
/** What makes a lone length a scene's after all: the next scene said right after it ("3 seconds, then a list"). */
const NEXT_SCENE = /^\s*[,;—–-]?\s*(?:and\s+)?(?:then|next|after\s+that|followed\s+by|afterwards)\b/i;

/**
 * A clause that says nothing but a length ("…, about 30 seconds long.", "16:9, ~20 s", "20 secs.", "Roughly a minute
 * long.", "hold it for 25 seconds", "keep it under 15s") is the whole video's length, however many scenes there are.
 * Two such clauses, or one followed by the next scene ("…, 3 seconds, then …"), are scene lengths instead.
 */
function standaloneTotal(reading: Reading): number | undefined {
  const pattern = new RegExp(String.raw`${CLAUSE_START}${LEAD_IN}${ABOUT}${LENGTH}(?:\s+(?:long|max(?:imum)?|tops|or\s+(?:less|so|under)|in\s+length|please|pls|total))?(?=${CLAUSE_END})`, 'giu');
  const found: { seconds: number; m: RegExpExecArray }[] = [];
  for (const m of reading.find(pattern)) {
    const groups = m.slice(1).filter((g) => g !== undefined);
    const seconds = lengthValue(groups[0] ?? '', groups[1] ?? '');
    if (seconds === undefined) continue;
    if (NOT_A_SCENE.test(reading.text.slice(Math.max(0, m.index - 20), m.index))) continue;
    // "<clip>, it is 40 seconds long": what the clip is, not the video.
    const at = m.index + (new RegExp(String.raw`${ABOUT}${LENGTH}`, 'i').exec(m[0])?.index ?? 0);
    if (CLIP_IS.test(reading.text.slice(Math.max(0, at - 30), at))) continue;
    // "<clip> (me explaining brake pads, 45 sec, keep my voice)": said in brackets right after a clip, its own length.
    if (/⟪a\d+⟫\s*\([^()]*$/.test(reading.text.slice(Math.max(0, at - 80), at))) continue;
    const led = at > m.index + (/^(?:[.!?;,:(\n—–]\s*|and\s+|\s-\s+)/i.exec(m[0])?.[0].length ?? 0);
    // Bare minutes beyond any scene ("45 minutes, all levels welcome") tell what the video is about.
    if (!led && seconds > LONGEST_BARE_SCENE && !/\blong$/i.test(m[0].trim())) continue;
    // Right after a thing shown in its sentence ("then "Go!" popping in, 2 seconds"): that scene's length.
    // (Its own sentence starts after the mark the match opens with: "… "c". 20 sec" is a sentence of its own, and so
    // is a line of its own: "• End card: …" then "• 15 seconds".)
    if (!led && !/\blong$/i.test(m[0].trim()) && /⟪q\d+⟫|["“”]/.test(reading.text.slice(0, at).split(/[.!?](?=\s)|\n/).pop() ?? '')) continue;
    found.push({ seconds, m });
  }
  if (found.length !== 1) return undefined;
  const { seconds, m } = found[0]!;
  if (NEXT_SCENE.test(reading.text.slice(m.index + m[0].length))) return undefined;
  // The clause's opening mark is not the length's: take from its first word.
  const lead = /^(?:[.!?;,:(\n—–]\s*|and\s+|\s-\s+)/i.exec(m[0])?.[0].length ?? 0;
  reading.take(m.index + lead, m.index + m[0].length);
  return clamp(seconds, MIN_SCENE, 3000);
}

/** A scene's own length in [from, to): the first length that is not a delay or a speed. */
export function readSceneLength(reading: Reading, from: number, to: number): number | undefined {
  const pattern = new RegExp(String.raw`(?:\b(?:for|lasting|lasts?|takes?|of)\s+)?(?:about\s+|around\s+|roughly\s+|just\s+)?${LENGTH}(?:\s+long)?`, 'i');
  for (const { seconds, m } of lengthMatches(reading, pattern, from, to)) {
    if (NOT_A_SCENE.test(reading.text.slice(Math.max(0, m.index - 20), m.index))) continue;
    // "2 minutes each" left by readEach, which took the scenes' length said by name: the scene's own words.
    if (/^\s+(?:each|apiece)\b/i.test(reading.text.slice(m.index + m[0].length))) continue;
    // What a clip is ("<clip> is 2 minutes of me painting", "it's 34 seconds long"): its own length, read from the
    // file; never the scene's, which the clip's playing sets.
    if (CLIP_IS.test(reading.text.slice(Math.max(0, m.index - 90), m.index))) {
      reading.takeMatch(m);
      continue;
    }
    // Minutes said bare, beyond any scene a brief means ("Spin class … 45 minutes, all levels welcome"), are what
    // the video tells, not its scene's length: that is said "lasting 3 minutes", "3 minutes long".
    if (seconds > LONGEST_BARE_SCENE && !/^(?:lasting|lasts?)\b|\blong$/i.test(m[0].trim())) continue;
    reading.takeMatch(m);
    return sceneSeconds(seconds);
  }
  return undefined;
}

/** Stretches or shrinks every scene (and its layers' timings) in proportion, in place, so the chapter lasts `seconds`. */
export function fitToDuration(doc: SceneDocument, seconds: number): void {
  const total = totalDuration(doc);
  if (total <= 0 || Math.abs(total - seconds) < 1e-6) return;
  const factor = seconds / total;
  for (const scene of doc.scenes) {
    scene.duration = round(scene.duration * factor);
    for (const layer of scene.layers) {
      layer.start = round(layer.start * factor);
      if (layer.end !== undefined) layer.end = round(layer.end * factor);
    }
  }
  // Rounding may leave a few milliseconds; the last scene absorbs them.
  const drift = seconds - doc.scenes.reduce((sum, s) => sum + s.duration, 0);
  const last = doc.scenes[doc.scenes.length - 1]!;
  last.duration = round(last.duration + drift);
  // More scenes than the length allows: each keeps the shortest length a scene can have; fewer than it needs (one
  // scene for "a 25 minute session"): each stops at the longest.
  for (const scene of doc.scenes) scene.duration = clamp(scene.duration, MIN_SCENE, MAX_SCENE);
}

/** Seconds a scene's content needs to be seen and read: the weight of its share of a total (shareDuration). */
export function contentSeconds(scene: Scene): number {
  let seconds = 0;
  for (const layer of scene.layers) {
    if (layer.type === 'text') seconds += 0.8 + layer.text.split(/\s+/).length * 0.3;
    else if (layer.type === 'list') seconds += 1 + layer.items.reduce((n, item) => n + 0.6 + item.split(/\s+/).length * 0.3, 0);
    else if (layer.type === 'chart') seconds += 2 + layer.data.length * 0.5;
    else if (layer.type === 'counter') seconds += 2;
    else if (layer.type === 'media') seconds += layer.kind === 'video' ? (trimmedLength(layer.trim) ?? 4) / (layer.speed ?? 1) : 2;
  }
  return Math.max(1.5, seconds);
}

/** A scene and its layers' timings stretched or shrunk to `seconds`. */
function rescale(scene: Scene, wanted: number): void {
  const seconds = Math.min(wanted, MAX_SCENE);
  const factor = seconds / scene.duration;
  scene.duration = round(seconds);
  for (const layer of scene.layers) {
    layer.start = round(layer.start * factor);
    if (layer.end !== undefined) layer.end = round(layer.end * factor);
  }
}

/**
 * The chapter lasts `seconds` (a total from the brief): scenes whose length was said keep it, and the others share
 * what is left in proportion to their content (contentSeconds: a title gets less than a list of six items). When
 * the said lengths leave too little (under a fifth of the total), every scene is scaled alike (fitToDuration).
 */
export function shareDuration(doc: SceneDocument, seconds: number, said: (scene: Scene) => boolean): void {
  const free = doc.scenes.filter((s) => !said(s));
  const fixed = doc.scenes.filter(said).reduce((sum, s) => sum + s.duration, 0);
  const left = seconds - fixed;
  if (!free.length || left < seconds * 0.2 || left < free.length * MIN_SCENE) {
    fitToDuration(doc, seconds);
    return;
  }
  const weights = free.map(contentSeconds);
  const sum = weights.reduce((a, b) => a + b, 0);
  free.forEach((scene, i) => rescale(scene, Math.max(MIN_SCENE, (left * weights[i]!) / sum)));
  // Rounding may leave a few milliseconds; the last free scene absorbs them.
  const drift = seconds - totalDuration(doc);
  const last = free[free.length - 1]!;
  if (Math.abs(drift) > 1e-9) rescale(last, Math.max(MIN_SCENE, last.duration + drift));
}

/**
 * A countdown at its natural pace needs its seconds (10 → 0: 10 s) and a moment on its last number: a scene whose
 * length nobody said grows to hold it. A scene whose length is fixed (said, or the chapter's own length) keeps it;
 * the count then ticks faster (engine/render/layers/counter.ts), and the returned notes say so.
 */
export function fitCounts(doc: SceneDocument, fixed: (scene: Scene) => boolean): string[] {
  const notes: string[] = [];
  doc.scenes.forEach((scene, i) => {
    for (const layer of scene.layers) {
      if (layer.type !== 'counter' || layer.countSeconds !== undefined || !ticksBySecond(layer)) continue;
      const needed = round(layer.start + (layer.from - layer.to) + HOLD_SECONDS, 2);
      if (scene.duration >= needed) continue;
      if (!fixed(scene)) {
        scene.duration = sceneSeconds(needed);
        continue;
      }
      const where = doc.scenes.length > 1 ? ` of scene ${i + 1}` : '';
      notes.push(`the countdown from ${layer.from}${where} runs faster than one a second to fit its ${round(scene.duration, 2)} s (the chapter's length is fixed)`);
    }
  });
  return notes;
}
