import type { Animation, MediaLayer, Transition } from '../../../model/scene-document.js';
import type { Reading } from '../read/reading.js';
import { clamp } from '../read/words.js';
import { firstOutsideNames } from '../read/names.js';

/** The first match outside a name ("Bounce Town", "Fade Studio" are names: read/names.ts), marked as used. */
function takeFirstWord(reading: Reading, pattern: RegExp, from: number, to: number): RegExpExecArray | undefined {
  const m = firstOutsideNames(reading.text, reading.find(pattern, from, to));
  if (m) reading.takeMatch(m);
  return m;
}

/*
 * Motion words: how a layer enters ("fades in", "slides in from the left", "pops", "typewriter", "word by word"),
 * how an image moves (Ken Burns: "zooming out", "pan left"), and how a scene follows the one before it
 * ("crossfade", "dissolve", "fade to black", "wipe", "slide").
 */

type Entrance = Animation['in'];
const VERB = String.raw`(?:slid(?:e|es|ing)|fl(?:y|ies|ying)|mov(?:e|es|ing)|swip(?:e|es|ing)|com(?:e|es|ing)|enter(?:s|ing)?|push(?:es|ing)?|roll(?:s|ing)?|glid(?:e|es|ing))`;

const ENTRANCES: [RegExp, Entrance][] = [
  [new RegExp(String.raw`\b(?:${VERB}\s+(?:in\s+)?)?from\s+(?:the\s+)?left(?:[- ]hand)?(?:\s+(?:side|edge))?\b|\bslid(?:e|es|ing)\s+(?:in\s+)?(?:to\s+the\s+)?right(?:wards)?\b`, 'i'), 'slide-right'],
  [new RegExp(String.raw`\b(?:${VERB}\s+(?:in\s+)?)?from\s+(?:the\s+)?right(?:[- ]hand)?(?:\s+(?:side|edge))?\b|\bslid(?:e|es|ing)\s+(?:in\s+)?(?:to\s+the\s+)?left(?:wards)?\b`, 'i'), 'slide-left'],
  // ("rising to 4,200,000" is a counter's climb, not how a text arrives.)
  [new RegExp(String.raw`\b(?:${VERB}\s+(?:in\s+)?)?from\s+(?:the\s+)?(?:bottom|below)\b|\bslid(?:e|es|ing)\s+up\b|\b(?:rise|rises|rising)(?:\s+up)?\b(?!\s+(?:up\s+)?(?:to|from|towards)\s+(?:[$€£¥]\s?)?\d)`, 'i'), 'slide-up'],
  [new RegExp(String.raw`\b(?:${VERB}\s+(?:in\s+)?)?from\s+(?:the\s+)?(?:top|above)\b|\bslid(?:e|es|ing)\s+down\b|\bdrop(?:s|ping|ped)?\s+(?:in|down)\b`, 'i'), 'slide-down'],
  [/\b(?:slid(?:e|es|ing)|fl(?:y|ies|ying))[- ]in\b|\bslide[- ]in\b/i, 'slide-right'],
  [/\b(?:(?:com(?:e|es|ing)\s+in|appear(?:s|ing)?|show(?:s|n|ing)?|revealed)\s+)?(?:word[- ]by[- ]word\b|one\s+word\s+at\s+a\s+time\b|word\s+after\s+word\b)/i, 'word-by-word'],
  [/\b(?:(?:(?:com(?:e|es|ing)\s+in|appear(?:s|ing)?|show(?:s|ing)?\s+up)\s+)?(?:like\s+(?:an?\s+)?(?:old\s+)?|as\s+(?:if\s+(?:on\s+)?)?(?:an?\s+)?|with\s+an?\s+)?typewriter(?:\s+(?:style|effect|animation))?|typ(?:ed|es|ing)(?:\s+(?:out|in|on))?|type[- ](?:on|out|in)|letter\s+by\s+letter|character\s+by\s+character)\b/i, 'typewriter'],
  // "bouncy" before another thing's noun names that thing ("bouncy castle"), not a motion.
  [/\b(?:pop(?:s|ping|ped)?(?:[- ](?:in|up|on))?|bounc(?:e|es|ing)(?:\s+in)?|bouncy(?!\s+(?!(?:text|titles?|letters|words|type|animations?|entrances?|motion|feel|vibe|look|style|and|in|please|pls)\b)[a-z])|scal(?:e|es|ing)\s+up|zoom(?:s|ing)?\s+in|grow(?:s|ing)?\s+in\b|spring(?:s|ing)?\s+in|punch(?:es|ing)?\s+in)\b/i, 'pop'],
  [/\b(?:fad(?:e|es|ing|ed)[- ](?:in|up|on)|dissolv(?:e|es|ing)\s+in)\b/i, 'fade'],
  [/\b(?:no\s+animations?|without\s+(?:any\s+)?animations?|not\s+animated|static|(?:just\s+)?appears?\s+(?:instantly|immediately|at\s+once)|no\s+effects?)\b/i, 'none'],
  [/\b(?:animated|animate[sd]?|animating|with\s+(?:an?\s+)?animation|in\s+motion)\b/i, 'slide-up'],
];

const FADES_OUT = /\b(?:fad(?:e|es|ing|ed)[- ]?(?:in\s+)?(?:and\s+)?out|disappear(?:s|ing)?\s+(?:with\s+a\s+fade|gradually))\b/i;
const QUICK = /\b(?:quick(?:ly)?|fast|snappy|rapid(?:ly)?)\b/i;
const SLOW = /\b(?:slow(?:ly)?|gentl[ey]|gradual(?:ly)?|smooth(?:ly)?)\b/i;

export interface EntranceReading {
  animation: Partial<Animation>;
  /** "animate" without saying how: lists reveal their items in turn. */
  generic: boolean;
  start?: number;
  end?: number;
}

const SECONDS = String.raw`(\d+(?:\.\d+)?)\s*(?:s|secs?|seconds?)\b`;

/** Entrance, exit, speed and timing words in [from, to), marked as used. */
export function readEntrance(reading: Reading, from: number, to: number): EntranceReading {
  const found: EntranceReading = { animation: {}, generic: false };
  const both = reading.takeFirst(/\bfad(?:e|es|ing)\s+in\s+and\s+(?:fad(?:e|es|ing)\s+)?out\b/i, from, to);
  if (both) found.animation = { in: 'fade', out: 'fade' };
  if (!found.animation.in) {
    let best: { entrance: Entrance; m: RegExpExecArray } | undefined;
    for (const [pattern, entrance] of ENTRANCES) {
      const m = firstOutsideNames(reading.text, reading.find(pattern, from, to));
      if (m && (!best || m.index < best.m.index)) best = { entrance, m };
    }
    if (best) {
      reading.takeMatch(best.m);
      found.animation.in = best.entrance;
      found.generic = /anim|motion/i.test(best.m[0]);
    }
  }
  if (reading.takeFirst(FADES_OUT, from, to)) found.animation.out = 'fade';
  if (found.animation.in || found.animation.out) {
    const over = reading.takeFirst(new RegExp(String.raw`\b(?:over|in|taking|within)\s+${SECONDS}`, 'i'), from, to);
    if (over) found.animation.duration = clamp(Number(over[1]), 0.1, 5);
    else if (reading.takeFirst(QUICK, from, to)) found.animation.duration = 0.3;
    else if (reading.takeFirst(SLOW, from, to)) found.animation.duration = 1.2;
  }
  const start = reading.takeFirst(new RegExp(String.raw`\b(?:appear(?:s|ing)?\s+|show(?:s|n|ing)?\s+|com(?:es|ing)\s+in\s+)?(?:after|at|from)\s+${SECONDS}(?:\s+(?:in|into))?`, 'i'), from, to);
  if (start) found.start = Number(start[1]);
  const end = reading.takeFirst(new RegExp(String.raw`\b(?:(?:disappear(?:s|ing)?|goes\s+away|vanish(?:es|ing)?|leav(?:es|ing)|gone)\s+(?:after|at)|until|till|for\s+the\s+first)\s+${SECONDS}`, 'i'), from, to);
  if (end) found.end = Number(end[1]);
  return found;
}

const KEN_BURNS: [RegExp, MediaLayer['kenBurns']][] = [
  [/\b(?:zoom(?:s|ing|ed)?\s+out|pull(?:s|ing)?\s+(?:back|out))\b/i, 'zoom-out'],
  [/\bpan(?:s|ning|ned)?\s+(?:to\s+(?:the\s+)?|towards\s+(?:the\s+)?)?left(?:wards)?\b/i, 'pan-left'],
  [/\bpan(?:s|ning|ned)?\s+(?:to\s+(?:the\s+)?|towards\s+(?:the\s+)?)?right(?:wards)?\b|\bpanning\b/i, 'pan-right'],
  // "pan" alone is the camera's, in lower case and not the cook's ("one pan", "a frying pan") nor a name's ("Pan de
  // Oro", "Peter Pan").
  [/(?<!\b(?:[Aa]|[Tt]he|one|frying|sauce|non-stick|sheet|cake|baking|roasting|my|our|same|Peter)\s+)\bpan(?:s|ned)?\b(?!\s+(?:de|di|da|do|of|[A-Z]))(?:\s+(?:slowly\s+)?(?:across|over)(?:\s+(?:it|them|the\s+(?:photo|picture|image|shot|scene)))?\b)?/, 'pan-right'],
  [/\b(?:(?:slow\s+)?zoom(?:s|ing|ed)?(?:\s+in)?|push(?:es|ing)?\s+in|ken\s+burns(?:\s+effect)?)\b/i, 'zoom-in'],
  [/\b(?:still|static|no\s+(?:zoom|movement|motion|ken\s+burns)|not\s+moving|without\s+(?:zoom|movement|motion))\b/i, 'none'],
];

export function readKenBurns(reading: Reading, from: number, to: number, movesOnly = false): MediaLayer['kenBurns'] | undefined {
  for (const [pattern, move] of KEN_BURNS) if ((!movesOnly || move !== 'none') && takeFirstWord(reading, pattern, from, to)) return move;
  return undefined;
}

/** "from one to the next", "from one slide to the other", "from one to another": every change of scene. */
const ONE_TO_NEXT = String.raw`from\s+one\s+(?:(?:scene|slide|photo|picture|image|shot|card)\s+)?(?:in)?to\s+(?:the\s+)?(?:next|other|another)(?:\s+(?:one|scene|slide|photo|picture|image|shot|card))?`;
const BETWEEN = String.raw`(?:\s+(?:transitions?|effects?))?(?:\s+(?:in)?to\b(?!\s+black))?(?:\s+(?:between|across)\s+(?:all\s+)?(?:the\s+|each\s+|every\s+)?(?:scenes?|slides?|shots?|them|each\s+other|sections?|parts?|(?<=each\s+)one)|\s+(?:in\s+)?between(?=\s*(?:$|[.,;!?\n]))|\s+${ONE_TO_NEXT})?`;
/** "zwischen den Szenen", "entre les scènes", "entre las fotos": between the scenes, said abroad (before or after). */
const ABROAD_SCENES = String.raw`(?:zwischen|entre|tra|fra|tussen)\s+(?:den|les|las|los|os|as|le|i|de|allen|todas\s+las|toutes\s+les)\s+(?:szenen|bildern|folien|fotos|scènes|diapos(?:itives)?|photos|escenas|diapositivas|imágenes|cenas|imagens|slides|scene|foto|immagini|scènes|dia's)`;
const ABROAD_BETWEEN = String.raw`(?:${ABROAD_SCENES}\s+(?:(?:mit|con|com|avec|met|un|une|des|einer?|einem)\s+)?)?`;
const ABROAD_BETWEEN_AFTER = String.raw`(?:\s+${ABROAD_SCENES})?`;

/** The transition named after its noun: "Transition with slide please", "transitions: wipe", "transition = crossfade". */
const SAID = (kind: string) => new RegExp(String.raw`\btransitions?\s*(?::|=|-|\s+(?:with|as|using|is|are|should\s+be|by|of|in))\s*(?:an?\s+|the\s+)?(?:${kind})\w*${BETWEEN}`, 'i');
const TRANSITIONS: [RegExp, Transition['type'] | 'wipe' | 'slide'][] = [
  [SAID('cross[- ]?fad|dissolv'), 'crossfade'],
  [SAID('fade\\s+(?:to|through)\\s+black|dip\\s+to\\s+black'), 'fade-black'],
  [SAID('wip'), 'wipe'],
  [SAID('slid|push'), 'slide'],
  [SAID('cut'), 'cut'],
  [SAID('fad'), 'crossfade'],
  [new RegExp(String.raw`\b(?:fad(?:e|es|ing)\s+(?:out\s+)?(?:to|through|via|thru)\s+black|dip(?:s|ping)?\s+to\s+black|fade[- ]through[- ]black|black\s+fades?)${BETWEEN}`, 'i'), 'fade-black'],
  [new RegExp(String.raw`\b(?:cross[- ]?fad(?:es|ed|ing|e)\b|cross[- ]?dissolv(?:es|ing|e)\b|dissolv(?:es|ing|e)\b|blend(?:s|ing)?(?=\s+(?:into|to|between))|fad(?:e|es|ing)\s+(?:between|${ONE_TO_NEXT})|(?:smooth|soft|nice|gentle)\s+transitions?)${BETWEEN}`, 'i'), 'crossfade'],
  [new RegExp(String.raw`\b(?:wip(?:e|es|ing)|wipe\s+transitions?)(?:\s+(?:to|from|towards)\s+the\s+(?:left|right)|\s+(?:left|right)(?:wards)?)?${BETWEEN}`, 'i'), 'wipe'],
  [new RegExp(String.raw`\b(?:(?:slide|push)\s+transitions?|(?:slid(?:e|es|ing)|push(?:es|ing)?)(?:\s+(?:to|from)\s+the\s+(?:left|right)|\s+(?:across|over|along|in))?\s+(?:(?:over\s+)?(?:to|into)\s+the\s+next(?:\s+(?:scene|slide|one))?|between\s+(?:the\s+)?(?:scenes|slides|photos|pictures|them)|${ONE_TO_NEXT}|(?:over\s+)?(?:to|into)(?:(?=\s+(?:a|the)\s+(?:[\p{L}]+\s+)?(?:scene|slide|card|screen)\b)|(?:\s+(?:a|the))?(?=\s*$))))${BETWEEN}`, 'iu'), 'slide'],
  // "Photos <a> <b> <c> one after other, sliding from the side": pictures in turn, each sliding in, slide into each other.
  [new RegExp(String.raw`(?<=(?:\b(?:photos|pictures|pics|images|slides)|⟪a\d+⟫)[^.!?\n]{0,40}?)\b(?:slid(?:e|es|ing)|push(?:es|ing)?)\s+(?:in\s+)?(?:from|to)\s+the\s+(?:side|left|right)(?:\s+side)?`, 'i'), 'slide'],
  [new RegExp(String.raw`\b(?:(?:hard|straight|jump|fast|quick|rapid|snappy|sharp)\s+cuts?|cut\s+transitions?|(?:just\s+)?cut(?:s|ting)?\s+(?:(?:straight|directly|right|hard)\s+)?(?:between|to)(?=\s)|no\s+transitions?)${BETWEEN}`, 'i'), 'cut'],
  // Said abroad: German, French, Spanish, Italian, Portuguese and Dutch words of the editor's trade.
  [new RegExp(String.raw`${ABROAD_BETWEEN}(?<!\p{L})(?:(?:über|ueber|via|durch)\s+schwarz\s+(?:ab|aus|über)?blenden|schwarzblenden?|abblend(?:en|ung)|fondus?\s+(?:au|en|vers\s+le|par\s+le)\s+noir|fundidos?\s+(?:a|en|para|ao)\s+(?:negro|preto)|dissolvenz[ae]\s+(?:al|in|a)\s+nero|fade\s+(?:para\s+(?:o\s+)?preto|naar\s+zwart|al\s+nero|au\s+noir))${ABROAD_BETWEEN_AFTER}`, 'iu'), 'fade-black'],
  [new RegExp(String.raw`${ABROAD_BETWEEN}(?<!\p{L})(?:überblend(?:en|ung(?:en)?|e)|ueberblend(?:en|ung(?:en)?)|weich(?:e|en)?\s+übergäng(?:e|en)|fondus?(?:\s+enchaînés?)?|transitions?\s+douces?|fundidos?(?:\s+encadenados?)?|transiciones\s+suaves|transições\s+suaves|dissolvenz[ae](?:\s+incrociat[ae])?|transizioni\s+morbide|overvloei(?:en|ingen|ing)|zachte\s+overgangen)${ABROAD_BETWEEN_AFTER}`, 'iu'), 'crossfade'],
  [new RegExp(String.raw`${ABROAD_BETWEEN}(?<!\p{L})(?:harte[nr]?\s+schnitte?|direkt(?:e[nr]?)?\s+schnitte?|coupes?\s+(?:franches?|sèches?|nettes?)|cortes?\s+(?:directos?|secos?|diretos?)|stacchi\s+netti|stacco\s+netto|tagli\s+(?:netti|secchi)|harde\s+(?:overgangen|knippen))${ABROAD_BETWEEN_AFTER}`, 'iu'), 'cut'],
];

export interface TransitionReading {
  transition: Transition;
  /** Said of all scenes ("between scenes", "crossfades"). */
  everywhere: boolean;
  at: number;
}

/** The first transition said in [from, to), marked as used. */
export function readTransition(reading: Reading, from: number, to: number): TransitionReading | undefined {
  let best: { kind: (typeof TRANSITIONS)[number][1]; m: RegExpExecArray } | undefined;
  for (const [pattern, kind] of TRANSITIONS) {
    const m = firstOutsideNames(reading.text, reading.find(pattern, from, to));
    if (m && (!best || m.index < best.m.index)) best = { kind, m };
  }
  if (!best) return undefined;
  const { m } = best;
  reading.takeMatch(m);
  const words = m[0].toLowerCase();
  let type: Transition['type'];
  // Like slides, a direction names the way the edge moves: "from the left" moves rightwards.
  const rightwards = /from the left/.test(words) || (/\bright/.test(words) && !/from the right/.test(words));
  if (best.kind === 'wipe') type = rightwards ? 'wipe-right' : 'wipe-left';
  else if (best.kind === 'slide') type = rightwards ? 'slide-right' : 'slide-left';
  else type = best.kind;
  const transition: Transition = { type, duration: 0.6 };
  const around = reading.text.slice(Math.max(from, m.index - 25), Math.min(to, m.index + m[0].length + 25));
  const seconds = new RegExp(String.raw`(\d+(?:\.\d+)?)\s*-?\s*(?:s|secs?|seconds?)\b(?=\s*(?:long\s+)?(?:cross|dissol|fade|wipe|slide|transition))|(?:cross\S*|dissolve|fade\S*|wipe|slide|transition)\s+(?:of|over|lasting)\s+(\d+(?:\.\d+)?)\s*(?:s|secs?|seconds?)\b`, 'i').exec(around);
  if (seconds) {
    transition.duration = clamp(Number(seconds[1] ?? seconds[2]), 0.1, 3);
    const at = reading.text.indexOf(seconds[0], Math.max(from, m.index - 25));
    if (at >= 0) reading.take(at, at + seconds[0].length);
  } else if (/\b(?:quick|fast)\b/i.test(around)) transition.duration = 0.3;
  else if (/\bslow\b/i.test(around)) transition.duration = 1.2;
  // Named by its noun ("Transition with slide"), it is the video's, as a plural is.
  const everywhere = /\b(?:between|across|zwischen|entre|tra|fra|tussen)\b|(?:fades|dissolves|wipes|transitions|cuts|blenden|blendungen|fondus|fundidos|dissolvenze|schnitte|cortes|coupes|stacchi|tagli|overgangen)\b|^\s*transition/iu.test(words);
  return { transition, everywhere, at: m.index };
}

/** "fade in from black", "fade out at the end", "add a fade" (both), read in [from, to). */
export function readSceneFades(reading: Reading, from: number, to: number): { fadeIn?: boolean; fadeOut?: boolean } {
  const out: { fadeIn?: boolean; fadeOut?: boolean } = {};
  if (takeFirstWord(reading, /\b(?:no|without(?:\s+any)?|remove\s+the|don't|do\s+not)\s+fad(?:e|es|ing)\b/i, from, to)) return { fadeIn: false, fadeOut: false };
  if (takeFirstWord(reading, /\b(?:(?:add\s+|with\s+)?(?:an?\s+)?fad(?:e|es|ing)\s+in\s+and\s+out|fades?\s+from\s+and\s+to\s+black)\b/i, from, to)) return { fadeIn: true, fadeOut: true };
  if (takeFirstWord(reading, /\b(?:fad(?:e|es|ing)\s+(?:in|up)(?:\s+from\s+black)?|from\s+black)\b/i, from, to)) out.fadeIn = true;
  if (takeFirstWord(reading, /\b(?:fad(?:e|es|ing)\s+out(?:\s+(?:to\s+black|at\s+the\s+end))*|to\s+black\s+at\s+the\s+end)\b/i, from, to)) out.fadeOut = true;
  if (out.fadeIn || out.fadeOut) return out;
  if (takeFirstWord(reading, /\b(?:(?:add|with|and|use)\s+)?(?:an?\s+|some\s+)?fades?\b/i, from, to)) return { fadeIn: true, fadeOut: true };
  return out;
}
