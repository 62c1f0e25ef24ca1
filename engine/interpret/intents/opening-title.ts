import { textLayer } from '../compose/layers.js';
import type { TextLayer } from '../../../model/scene-document.js';
import type { Piece } from '../compose/piece.js';
import type { Reading } from '../read/reading.js';
import { classifyClause, KIND_NOUN } from '../read/roles.js';
import { PLATFORM } from '../read/audience.js';
import { BUSINESS_NOUN } from '../read/words.js';

/*
 * A name or a cry that opens the prompt as a sentence of its own ("IRONWORKS GYM. number going up to 500 …", "Sale
 * ends in... count down from 60", "Open mic night! …") is the title of the first scene, when nothing else gave that
 * scene a heading. Only a short sentence that is copy by its shape: shouted in capitals, or closed by "!" or "...";
 * what the video is ("Birthday invite!!!", "January promo.") is framing and never shown, but the street address it
 * is for is its subject ("Listing video for 14 Elm Road").
 */

const MAX_WORDS = 6;
/** The prompt's first sentence: to ". ", "! ", "... " or a line break. */
const FIRST_SENTENCE = /^\s*([^.!?\n⟪⟫]{2,80}?)(\.{3}|…|!+|\.)(?=\s|$)/u;

/** A street address: a house number, one to three words, and a street word ("14 Elm Road", "221b baker street"). */
const ADDRESS = String.raw`\d{1,4}[a-z]?\s+(?:[\p{L}'’-]+\s+){1,3}?(?:road|rd|street|st|lane|ln|avenue|ave|close|drive|crescent|place|court|gardens|terrace|grove|square|hill|row|mews|boulevard|blvd|walk|way)\b\.?`;
/**
 * What the video is, then the place it is for: "Listing video for 14 Elm Road", "property tour for 22 Oak Lane
 * using …". The kind and "for" are framing; the address is the subject, shown.
 */
const SUBJECT = new RegExp(String.raw`^\s*(?:[\p{L}'’-]+\s+){0,4}?(?:video|vid|tour|reel|promo|post|story|slideshow|clip|ad|advert|walkthrough|listing|flyer|teaser)s?\s+(?:for|of|at)\s+(${ADDRESS})`, 'iu');

/**
 * "We need volunteers!", "We need YOU!": a need cried out is the sender's news to the viewer, not a request to the
 * tool, unless what is needed is the video or a part of it ("I need a video!!", "We need music!").
 */
const NEED_CRY = new RegExp(String.raw`^\s*(?:we|i)\s+(?:need|want)\s+(?!.*\b(?:${KIND_NOUN}|music|song|soundtrack|text|title|slides?|captions?|subtitles?|narration|voice(?:over)?|logo|background|colou?rs?|font|help\s+with)\b)`, 'iu');

/**
 * What is made, for a named thing, as a label before a colon: "Countdown for Lakeside Music Festival: …", "Agenda
 * for DevCon 2025: …". The name (capitalised words, and the numbers in it) is the subject.
 */
const MADE_FOR = new RegExp(String.raw`^\s*(?:[\p{L}'’-]+\s+){0,3}?(?:${KIND_NOUN}|countdown|timer|counter|chart|graph|list|poster|card|agenda|schedule|line-?up|menu)\s+for\s+`, 'iu');
/** The name after it, in capitals as written (so the kind's pattern ignores case, the name's does not). */
const NAME_TO_COLON = /^((?:the\s+)?\p{Lu}[\p{L}\d'’&.-]*(?:\s+(?:of\s+|&\s+|and\s+)?[\p{Lu}\d][\p{L}\d'’&.-]*){0,6})\s*:/u;

function namedFor(text: string): RegExpExecArray | undefined {
  const made = MADE_FOR.exec(text);
  const name = made ? NAME_TO_COLON.exec(text.slice(made[0].length)) : null;
  if (!made || !name) return undefined;
  return Object.assign([made[0] + name[0], name[1]!], { index: made.index, input: text }) as unknown as RegExpExecArray;
}

/** The name it is about, capitalised as written, and the date or time said after it ("Winter Fair, Friday 6th December 3.30-6pm"). */
// A name may open with a number ("5k Fun Run") and say where it is ("in Victoria Park", "at The Engine Shed").
const NAME_AND_WHEN = /^((?:\d+[a-z]*\s+)?\p{Lu}[\p{L}\d'’&-]*(?:\s+(?:(?:of|&|the|de|da|do|dos|das|di|du|des|del|della|van|von|der|den|la|le|y|e|et|und)\s+)?[\p{Lu}\d][\p{L}\d'’&-]*){0,5})(?:\s+(?:in|at)\s+((?:the\s+|The\s+)?\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*){0,3}))?(?:\s*[,–—-]\s*((?:[^.!?\n⟪,]|\.(?=\d)|,(?=\s*[£$€]?\d))*\d(?:[^.!?\n⟪,]|\.(?=\d))*))?(?=\s*(?:[.!?,]+(?:\s|$)|\n|$)|\s+(?:please|pls|thanks|thank\s+you)\b)/u;

/** A card for an occasion, made for someone: "Thank you card for Priya & Tom", "a birthday card for Grandma Rose". */
const OCCASION_CARD = String.raw`(?:thank[- ]?you|thanks|birthday|bday|wedding|anniversary|greeting|get[- ]well|congratulations|congrats|christmas|xmas|holiday|valentine['’]?s?|mother['’]?s\s+day|father['’]?s\s+day|retirement|farewell|leaving|welcome|graduation|new\s+baby|engagement)\s+card`;

// `free`: the same text with what other readers took as spaces ("Tacos El Güero <in big letters>." ends the name).
function madeAbout(text: string, free = text): { index: number; nameEnd: number; end: number; name: string; when?: string } | undefined {
  const kind = new RegExp(String.raw`\b(?:${KIND_NOUN}|${OCCASION_CARD})\b`, 'giu');
  // Each "about"/"for" after the kind in turn: "a video for the school channel about our Winter Fair" is about the fair.
  for (let k = kind.exec(text); k; k = kind.exec(text)) {
    const tail = text.slice(k.index, k.index + 120);
    // "for my salon Unhas da Bia": what the business is, then its name.
    for (const made of tail.matchAll(new RegExp(String.raw`\b(?:about|for|of(?=\s+(?:our|my)\s))\s+(?:(?:our|the|my|this\s+year['’]?s)\s+)?(?:(?<=\b(?:our|my)\s+)(?:new\s+|little\s+)?(?:[\p{Ll}-]+\s+){0,2}?${BUSINESS_NOUN}(?:\s+(?:menu|page|account|channel|window|screen|tv|feed|story))?(?:\s*,\s*|\s+)(?:called\s+|named\s+)?)?(?!(?:${PLATFORM})\b)`, 'giu'))) {
      if (/[.!?\n⟪]/.test(tail.slice(0, made.index!).replace(/\.(?=\d)/g, ''))) break;
      const at = k.index + made.index! + made[0].length;
      const named = NAME_AND_WHEN.exec(text.slice(at)) ?? NAME_AND_WHEN.exec(free.slice(at));
      // Made "for" someone, a name of one word is a person or a place it is posted ("for Sarah", "for our Discord");
      // one said after what the business is ("for my salon Bia") is its name.
      if (!named || (/^for\b/i.test(made[0]) && !/\s/.test(named[1]!.trim()) && !new RegExp(String.raw`${BUSINESS_NOUN}\s+$`, 'iu').test(made[0]))) continue;
      const details = [named[2], named[3]].filter((d): d is string => Boolean(d?.trim())).map((d) => d.trim());
      // "for The Curd Nerd": a capitalised "The" opening the name is the name's.
      const the = /\bThe\s+$/.exec(text.slice(Math.max(0, at - 4), at)) ? at - 4 : at;
      return { index: the, nameEnd: at + named[1]!.length, end: at + named[0].length, name: `${text.slice(the, at)}${named[1]!}`, when: details.length ? details.join(' · ') : undefined };
    }
  }
  return undefined;
}

/**
 * The scene's one heading, when the name the video is for may head the scene over it: no subtitle yet, and not said
 * to be the title ("title 'Best pizza in town'" stays the title).
 */
function demotable(reading: Reading, pieces: Piece[]): Extract<Piece['layers'][number], { type: 'text' }> | undefined {
  const headed = pieces.filter((p) => p.layers.some((l) => l.type === 'text' && l.role === 'heading'));
  if (headed.length !== 1 || pieces.some((p) => p.layers.some((l) => l.type === 'text' && l.role === 'subtitle'))) return undefined;
  const piece = headed[0]!;
  if (/\b(?:title|titled|heading|headline|header|called|named)\b[^.!?\n]{0,16}$/i.test(reading.text.slice(Math.max(0, piece.start - 40), piece.start))) return undefined;
  const layer = piece.layers.find((l) => l.type === 'text' && l.role === 'heading');
  return layer?.type === 'text' ? layer : undefined;
}

/**
 * What a release's video is, with its version: "make release notes video v4.2", "changelog video for version 3.1".
 * The subject words and the version are the title ("Release notes v4.2").
 */
function versioned(text: string): { index: number; nameEnd: number; end: number; name: string; when?: string } | undefined {
  const m = new RegExp(String.raw`\b((?:(?!(?:a|an|the|our|my|make|create|do|please|pls)\b)[\p{L}-]+\s+){1,3}?)${KIND_NOUN}\s+(?:for\s+|of\s+)?((?:v|version\s*)\d+(?:\.\d+)+)\b`, 'iu').exec(text);
  if (!m) return undefined;
  const name = `${m[1]!.trim().charAt(0).toUpperCase()}${m[1]!.trim().slice(1)} ${m[2]!}`;
  return { index: m.index, nameEnd: m.index + m[0].length, end: m.index + m[0].length, name };
}

/** Words that open a request or say what kind of video it is, never a name: "Quick promo video", "New Year's…" stays. */
const NOT_A_NAME = new RegExp(String.raw`^(?:a|an|the|our|my|new|quick|short|simple|little|fun|big|final|another|one|this|please|pls|hi|hey|make|create|need|vertical|square|landscape|portrait|(?:${PLATFORM}))$`, 'iu');

/**
 * Words shaped as a name: two capitalised words or more, or a word in capitals (or, when `numbered`, a capitalised word
 * with a number: "Summer Fair 2025"); never a request's or a platform's words.
 */
function nameShaped(words: readonly string[], numbered: boolean): boolean {
  const capitals = words.filter((w) => /^\p{Lu}/u.test(w)).length;
  const shaped = capitals >= 2 || words.some((w) => /^\p{Lu}{3,}$/u.test(w)) || (numbered && capitals >= 1 && words.some((w) => /^\d/.test(w)));
  return shaped && !words.some((w) => NOT_A_NAME.test(w));
}

/**
 * The name said before what the video is, at the prompt's start: "HOPFEST 2025 countdown video.", "Greenway Gardens
 * promo: …", "Summer Fair 2025 teaser". A name by its shape: two capitalised words or more, a word in capitals, or a
 * capitalised word with a number; a platform or a request's words are no name ("TikTok video", "Quick promo").
 */
function namedBefore(text: string): { index: number; nameEnd: number; end: number; name: string; when?: string } | undefined {
  const m = new RegExp(String.raw`^\s*((?:\d+[a-z]*\s+)?\p{Lu}[\p{L}\d'’&.-]*(?:\s+(?:of\s+|&\s+|and\s+|the\s+)?[\p{Lu}\d][\p{L}\d'’&.-]*){0,5})\s+(?:(?:\p{Ll}[\p{Ll}-]*)\s+){0,2}?${KIND_NOUN}\b(?=\s*(?:[.!:,;—–-]|\n|$))`, 'u').exec(text);
  if (!m) return undefined;
  const words = m[1]!.split(/\s+/);
  if (!nameShaped(words, true) || words.some((w) => new RegExp(`^${KIND_NOUN}$`, 'iu').test(w))) return undefined;
  const index = m.index + m[0].indexOf(m[1]!);
  return { index, nameEnd: index + m[1]!.length, end: m.index + m[0].length, name: m[1]!.trim() };
}

/**
 * The name said after what the video is, as the prompt's first sentence: "Driving school ad - Green Light Driving.",
 * "Gym advert: Iron Works.", "Bakery promo – Crumbs & Co." (a name by the same shape as namedBefore's).
 */
function namedAfter(text: string): { index: number; nameEnd: number; end: number; name: string; when?: string; own: true } | undefined {
  const m = new RegExp(String.raw`^\s*(?:[\p{L}'’-]+\s+){0,3}?${KIND_NOUN}\s*(?:[-–—:]|\s+for)\s*(\p{Lu}[\p{L}\d'’&-]*(?:\s+(?:of\s+|&\s+|and\s+|the\s+)?[\p{Lu}\d&][\p{L}\d'’&-]*){0,5}(?:\s+Co\.)?)\.?(?=\s*(?:[.!\n]|$))`, 'u').exec(text);
  if (!m) return undefined;
  if (!nameShaped(m[1]!.split(/\s+/), false)) return undefined;
  const index = m.index + m[0].lastIndexOf(m[1]!);
  return { index, nameEnd: index + m[1]!.length, end: m.index + m[0].length, name: m[1]!.trim(), own: true };
}

/** Puts the title at the front of the first scene's `pieces`, when it has one to give. */
export function openingTitle(reading: Reading, pieces: Piece[], opensLater = false): void {
  // "a video … about our Winter Fair, Friday 6th December 3.30-6pm": the name it is about, and when, over the rest.
  // Its date may have been read already as a line of its own; it goes under the name.
  const about = madeAbout(reading.text, reading.leftover()) ?? versioned(reading.text) ?? namedBefore(reading.text) ?? namedAfter(reading.text);
  // Only over something of the scene's own: a lead whose slides were all given elsewhere makes no slide of it.
  // An empty lead before scenes said to come last ("… promo for DevNight Bristol, 14 June. Last scene: a button") is
  // the opening scene, and the name its title; so is a name said after what the video is, as a sentence of its own.
  if (about && (pieces.length > 0 || opensLater || ('own' in about && about.own)) && reading.isFree(about.index, about.nameEnd) && !pieces.some((p) => p.start < about.index && p.layers.some((l) => l.type === 'text' && l.role === 'heading'))) {
    const inside = pieces.filter((p) => p.kind === 'text' && p.start >= about.nameEnd && p.end <= about.end + 1);
    const under = inside.length ? undefined : demotable(reading, pieces);
    if (inside.length || under || !pieces.some((p) => p.layers.some((l) => l.type === 'text' && l.role === 'heading'))) {
      for (const p of inside) pieces.splice(pieces.indexOf(p), 1);
      if (under && !about.when) under.role = 'subtitle';
      else if (under) return;
      reading.take(about.index, about.end);
      const layers = [textLayer('heading', about.name), ...(about.when ? [textLayer('subtitle', about.when)] : [])];
      // A size said right after the name ("Tacos El Güero in big letters") is the name's, not the first text's.
      if (/^\s*in\s+(?:big|bigger|huge|large|small|tiny)\s+letters\b/i.test(reading.text.slice(about.nameEnd))) {
        const sized = pieces.flatMap((p) => p.layers).find((l): l is TextLayer => l.type === 'text' && l.size !== undefined);
        if (sized) {
          layers[0]!.size = sized.size;
          delete sized.size;
        }
      }
      pieces.unshift({ kind: 'text', start: about.index, end: about.end, layers, said: {} });
      return;
    }
  }
  // The street address it is for over a scene whose one line of copy was not called its title ("Property tour for 14
  // Elm Road. Grid of … and under it '3 bed semi'"): the address heads it, the line goes under it.
  const addressed = SUBJECT.exec(reading.text);
  const under = addressed ? demotable(reading, pieces) : undefined;
  if (addressed && under && pieces.some((p) => p.kind === 'layout' || p.kind === 'media')) {
    const nameAt = addressed.index + addressed[0].lastIndexOf(addressed[1]!);
    if (reading.isFree(nameAt, nameAt + addressed[1]!.length)) {
      reading.take(addressed.index, addressed.index + addressed[0].length);
      under.role = 'subtitle';
      pieces.unshift({ kind: 'text', start: addressed.index, end: addressed.index + addressed[0].length, layers: [textLayer('heading', addressed[1]!.replace(/\.$/, ''))], said: {} });
      return;
    }
  }
  const headings = pieces.flatMap((p) => p.layers.filter((l) => l.type === 'text' && l.role === 'heading'));
  const subtitled = pieces.some((p) => p.layers.some((l) => l.type === 'text' && l.role === 'subtitle'));
  // A heading said later ("Underneath: Use code X") goes under the opening one, when it is the only text.
  if (headings.length > 1 || (headings.length === 1 && subtitled) || pieces.some((p) => p.lead)) return;
  // Only beside what draws no title of its own: a counter, a list, a chart, pictures.
  if (!pieces.some((p) => p.kind === 'counter' || p.kind === 'list' || p.kind === 'layout' || p.kind === 'media')) return;
  const subject = SUBJECT.exec(reading.text) ?? namedFor(reading.text);
  const nameAt = subject ? subject.index + subject[0].lastIndexOf(subject[1]!) : 0;
  // Its name free (the kind may be another reader's: "Countdown" is the counter's).
  if (subject && !headings.length && reading.isFree(nameAt, nameAt + subject[1]!.length)) {
    reading.take(subject.index, subject.index + subject[0].length);
    const address = subject[1]!.replace(/\.$/, '').replace(/^the\s+/i, '');
    pieces.unshift({ kind: 'text', start: subject.index, end: subject.index + subject[0].length, layers: [textLayer('heading', address)], said: {} });
    return;
  }
  const m = FIRST_SENTENCE.exec(reading.text);
  if (!m) return;
  const [, words, stop] = m;
  const start = m.index + m[0].indexOf(words!);
  const end = start + words!.length + stop!.length;
  if (!reading.isFree(start, end)) return;
  const count = words!.trim().split(/\s+/).length;
  const shouted = /\p{Lu}{2}/u.test(words!) && !/\p{Ll}/u.test(words!);
  // A name said as a sentence of its own ("Istanbul Grill.", "The Copper Kettle.") heads pictures that have none.
  const named = stop === '.' && !headings.length && count <= 4 && nameShaped(words!.trim().replace(/^The\s+/, '').split(/\s+/), false) && words!.trim().split(/\s+/).every((w) => /^[\p{Lu}\d&]/u.test(w) || /^(?:of|the|and|de|la|du|da|del|di|von|van|y|e|et)$/.test(w));
  if (count > MAX_WORDS || (!shouted && !named && stop === '.') || (classifyClause(words!) !== 'content' && !(stop!.startsWith('!') && NEED_CRY.test(words!)))) return;
  // A cry in a brief that quoted its texts is read with the sentences of copy around it (content-sentences.ts):
  // "Black Friday sale! Up to 60% off everything." is a slide of its own. "Sale ends in..." runs on into what follows.
  if (/^!/.test(stop!) && reading.typedQuotes > 0 && !shouted) return;
  if (headings.length && pieces.some((p) => p.start < end && p.layers.some((l) => l.type === 'text' && l.role === 'heading'))) return;
  reading.take(start, end);
  for (const l of headings) if (l.type === 'text') l.role = 'subtitle';
  const text = stop === '!' || stop!.startsWith('!') ? `${words!.trim()}!` : stop === '.' ? words!.trim() : `${words!.trim()}…`;
  pieces.unshift({ kind: 'text', start, end, layers: [textLayer('heading', text)], said: {} });
}
