import { BASIC_COLOUR_WORDS, COLOUR_MODIFIERS, DESIGNER_COLOURS, resolveColour } from '../../designer-colours.js';
import type { Reading } from '../read/reading.js';
import { colourTargetAt, TYPE_LOOK, type ColourTarget } from './colour-targets.js';

/*
 * Colour words, read once for every colour reader: the phrase pattern (COLOUR), its value (colourValue: designer
 * names, modifiers, "golden", "bluish", "midnight black"), every colour phrase of a range (colourPhrases), and a
 * colour said of a target noun (readBoundColour, through colour-targets.ts).
 */

/**
 * Colour phrases people write: modifiers ("dark", "warm", "neon"...), then a name (a curated designer name of one or
 * two words, "forest green", "off-white"; or any word, which colourValue then accepts or not), optionally followed
 * by its basic colour ("sage green", "navy blue"), or a #hex code.
 */
const SHADE_WORDS = COLOUR_MODIFIERS.join('|');
const TWO_WORD_NAMES = Object.keys(DESIGNER_COLOURS)
  .filter((name) => name.includes(' '))
  .map((name) => name.replace(' ', '[ -]'))
  .join('|');
export const COLOUR = String.raw`#[0-9a-f]{6}\b|#[0-9a-f]{3}\b|(?:(?:${SHADE_WORDS})[ -]?){0,2}(?:${TWO_WORD_NAMES}|[a-z]+(?:[ -](?:${BASIC_COLOUR_WORDS.join('|')})\b)?)(?:-ish\b)?`;

/** "a dark background", "a light backdrop". */
const PLAIN: Record<string, string> = { dark: '#111111', light: '#f5f5f5' };

/** Words that say which kind of a basic colour, not another colour: "midnight black", "candy pink". */
const KIND_WORDS = 'midnight|pitch|inky|ink|candy|bubblegum|lipstick|blood|fire[- ]engine|flame|sunshine|canary|ocean|sea|pine|grass|leaf|kelly|army|racing|pillar[- ]box|postbox|brick|berry|sunset|deep[- ]sea|night|stormy|storm|dove|smoky|smoke|chalk|paper|snow';

/**
 * A colour's other forms: "golden", "silvery", "bluish", "greenish", "reddish", "blue-ish", "yellowy" are its name's.
 * Each is tried as written first ("olive" is a name, not "ol-ive").
 */
function baseForms(phrase: string): string[] {
  const w = phrase.toLowerCase().trim();
  const last = /([a-z]+?)(?:-?ish|en|y)$/.exec(w);
  if (!last || !/(?:ish|golden|silvery|yellowy|bluey|greeny|pinky|reddy)$/.test(w)) return [w];
  const stem = last[1]!;
  const head = w.slice(0, w.length - last[0].length);
  return [w, ...[stem, `${stem}e`, stem.replace(/(.)\1$/, '$1')].map((s) => head + s)];
}

export function colourValue(phrase: string): string | undefined {
  const plain = PLAIN[phrase.toLowerCase().trim()];
  if (plain) return plain;
  for (const form of baseForms(phrase)) {
    const hex = resolveColour(form);
    if (hex) return hex;
  }
  // A basic colour said with a word of its kind ("midnight black", "candy pink", "pitch black", "ocean blue"): that colour.
  const described = new RegExp(String.raw`^(?:${KIND_WORDS})[ -](red|orange|yellow|green|blue|purple|pink|brown|black|white|grey|gray)$`, 'i').exec(phrase.trim());
  return described ? resolveColour(described[1]!) : undefined;
}

const OWN_COLOUR = /^(?:buttons?|cta|arrows?)$/i;
const STYLE_NOUN = /^(?:text|txt|letters|lettering|font|fonts|type|typeface|typography|writing|background|bg|backdrop|accents?|touch|hint|splash|pops?|dash)$/i;

/** Any colour phrase, as a word of its own. */
const ANY_COLOUR = new RegExp(String.raw`(?<![\p{L}\p{N}#'’-])(?:${COLOUR})(?![\p{L}\p{N}'’])`, 'giu');

function dropFirstWord(m: RegExpExecArray): RegExpExecArray | undefined {
  const cut = /^\S+[\s-]+/.exec(m[0]);
  if (!cut) return undefined;
  const next = [m[0].slice(cut[0].length)] as unknown as RegExpExecArray;
  next.index = m.index + cut[0].length;
  return next;
}

/** A run of capitalised words opening an item ("…, Hot chocolate bar", ": Mint choc chip"), just before a place. */
const ITEM_HEAD = /(?:^|[,:;\n•·|]|\s[-–—]\s|\s\d{1,2}[.)])\s*(?:\p{Lu}[\p{L}'’-]*\s+){1,3}$/u;

/** The colour phrases of [from, to) that name a colour, whatever they are said of. */
export function colourPhrases(reading: Reading, from = 0, to = reading.length): { m: RegExpExecArray; colour: string }[] {
  const out: { m: RegExpExecArray; colour: string }[] = [];
  for (const found of reading.find(ANY_COLOUR, from, to)) {
    // "of gold" read as a compound: the colour is its last words ("gold").
    for (let m: RegExpExecArray | undefined = found; m; m = dropFirstWord(m)) {
      if (/^(?:dark|light)$/i.test(m[0])) break;
      // A colour word inside an item's name ("Tombola, Hot chocolate bar, Raffle"): a thing, not its colour.
      if (ITEM_HEAD.test(reading.text.slice(Math.max(0, m.index - 40), m.index))) break;
      const colour = colourValue(m[0]);
      if (!colour) continue;
      out.push({ m, colour });
      break;
    }
  }
  return out;
}

/**
 * A colour said of `target` in [from, to) (colour-targets.ts: "teal bars", "the line in orange", "dark green type",
 * "big numbers on red"), marked as used with its noun when the noun is free and next to it.
 */
export function readBoundColour(reading: Reading, target: ColourTarget, from = 0, to = reading.length): string | undefined {
  for (const { m, colour } of colourPhrases(reading, from, to)) {
    const end = m.index + m[0].length;
    const bound = colourTargetAt(reading, m.index, end);
    if (bound?.target !== target) continue;
    // A button or a progress bar has a colour of its own, read with it (graphics.ts), not the video's accent.
    if (OWN_COLOUR.test(bound.noun) || (/^bars?$/i.test(bound.noun) && /\b(?:progress|loading|timeline|time)\s+$/i.test(reading.text.slice(Math.max(0, bound.at - 12), bound.at)))) continue;
    reading.takeMatch(m);
    // The noun too when it is only a word about style ("white txt", "black bg", "a touch of gold"); a noun another
    // reader needs ("teal bars" of a chart, "the title in red") stays for it.
    if (STYLE_NOUN.test(bound.noun)) {
      const nounEnd = bound.at + bound.noun.length;
      const [a, b] = bound.at < m.index ? [bound.at, m.index] : [end, bound.at];
      // The type's look between them goes with them ("green monospace text").
      const between = reading.view(a, b).replace(bound.noun, '').replace(/[\p{L}-]+/gu, (w) => (TYPE_LOOK.test(w) ? ' ' : w));
      if (b - a <= 24 && /^[\s\u0001]*(?:(?:is|in|of|colou?r|to|:)[\s\u0001]*)*$/i.test(between)) reading.take(Math.min(bound.at, end), Math.max(nounEnd, m.index));
    }
    return colour;
  }
  return undefined;
}
