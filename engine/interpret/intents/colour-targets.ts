import type { Reading } from '../read/reading.js';

/*
 * Which thing a colour word is about, read once for every colour reader: a colour phrase is bound to the nearest
 * target noun of its own clause. The nouns fall in three classes:
 * - text: text, txt, letters, lettering, words, writing, font, type, copy, title, heading, headline, subtitle, name…;
 * - background: background, bg, backdrop, ground, and a colour said of the slide itself ("a plain white slide");
 * - accent: accent, highlight, line, underline, rule, border, button, bar(s), chart, graph, icons, "a touch of".
 * An adjective comes before its noun ("gold numbers", "teal bars"), so a noun right after a colour wins; a colour said
 * after a linking word ("the line in orange", "text colour is golden", "make the title red") is the noun's before it.
 * A clause with a colour and no noun of its own ("… bars please and use maroon for them", "make the title bigger and
 * red") takes the nearest noun before it in the sentence. "On <colour>" ("big numbers on red") is the ground.
 */

export type ColourTarget = 'text' | 'background' | 'accent' | 'counter';

const NOUNS: [RegExp, ColourTarget][] = [
  [/^(?:text|texts|txt|letters?|lettering|words?|writing|font|fonts|type|typeface|typography|copy|titles?|headings?|headlines?|headers?|sub-?titles?|sub-?headings?|taglines?|names?|labels?|quote|quotation|texto|texte|testo|letras|lettres)$/i, 'text'],
  // And in Spanish, Portuguese, Italian, French and German: "fondo azul", "fond vert", "Hintergrund".
  [/^(?:background|backgrounds|bg|backdrop|backdrops|ground|fondo|fundo|sfondo|fond|hintergrund|achtergrond)$/i, 'background'],
  [/^(?:accents?|highlights?|highlighted|lines?|underlines?|underlined|rules?|borders?|outlines?|buttons?|cta|bars?|columns?|chart|graph|icons?|dots?|details?|touch|hint|splash|pops?|dash)$/i, 'accent'],
  // The numbers of a counter or a countdown: no text layer, so read and left to the counter (not a text colour).
  [/^(?:numbers?|digits?|numerals?|countdown|counter)$/i, 'counter'],
];

/** A target noun's class, or undefined. */
export function targetOf(word: string): ColourTarget | undefined {
  return NOUNS.find(([re]) => re.test(word))?.[1];
}

/** Words after which the colour is said of the noun before it: "the line in orange", "text is gold", "title red". */
const LINKING = /^(?:in|is|are|to|be|into|colou?red|colou?r|=|:)$/i;
/** A word that ends a clause: punctuation, "and"/"but"/"then", a quote or an asset (a new thing). */
const CLAUSE_BREAK = /^(?:[,.;!?:\n()]|and|but|then|plus|while|⟪[qa]\d+⟫)$/i;
/** Small words a clause of a colour alone may hold. */
const FILLER = /^(?:and|use|using|make|made|it|them|those|these|all|both|for|in|with|the|a|an|please|too|also|instead|colou?r|as|well|go|do|should|be|is|are)$/i;
/** How type looks, said between a colour and its noun: "green monospace text", "gold serif letters", "white bold font". */
export const TYPE_LOOK = /^(?:monospace|monospaced|mono|serif|sans|sans-serif|bold|italic|chunky|handwritten|script|block|pixel|pixelated|rounded|thin|thick|big|small|large|huge|giant|tiny|capital|uppercase|condensed|typewriter|retro|neon)$/i;

/** The slide itself, when a colour is said of it ("a plain white slide", "a black screen"): its ground. */
const FRAME_NOUN = /^(?:slide|screen|card|canvas|frame)s?$/i;

interface Token {
  word: string;
  start: number;
  end: number;
}

function tokens(text: string, from: number, to: number): Token[] {
  const out: Token[] = [];
  for (const m of text.slice(from, to).matchAll(/⟪[a-z]\d+⟫|[\p{L}\p{N}#][\p{L}\p{N}'’#-]*|[,.;!?:\n()=]/gu)) {
    out.push({ word: m[0].replace(/['’]s$/i, ''), start: from + m.index!, end: from + m.index! + m[0].length });
  }
  return out;
}

/**
 * The target of the colour phrase at [start, end) of the prompt: the nearest noun of its clause, by the rules above;
 * undefined when its clause and sentence name none.
 */
export function colourTargetAt(reading: Reading, start: number, end: number): { target: ColourTarget; noun: string; at: number } | undefined {
  const sentenceStart = Math.max(0, ...['.', '!', '?', '\n', ';'].map((c) => reading.text.lastIndexOf(c, start - 1) + 1));
  const sentenceEndAt = reading.text.slice(end).search(/[.!?;\n](?!\d)/);
  const sentenceEnd = sentenceEndAt < 0 ? reading.length : end + sentenceEndAt;
  const words = tokens(reading.text, sentenceStart, sentenceEnd);
  const i0 = words.findIndex((t) => t.end > start);
  let i1 = words.findIndex((t) => t.start >= end);
  if (i0 < 0) return undefined;
  if (i1 < 0) i1 = words.length;
  const before = words[i0 - 1];
  const after = words[i1];
  const found = (t: Token) => ({ target: targetOf(t.word)!, noun: t.word, at: t.start });
  // "on red", "against a black": the ground, unless a noun of its own follows ("on gold letters" is read below).
  // The clause around the colour.
  let a = i0;
  while (a > 0 && !CLAUSE_BREAK.test(words[a - 1]!.word)) a--;
  let b = i1;
  while (b < words.length && !CLAUSE_BREAK.test(words[b]!.word)) b++;
  const nounsBefore = words.slice(a, i0).filter((t) => targetOf(t.word));
  const nounsAfter = words.slice(i1, b).filter((t) => targetOf(t.word));
  // "numbers on red", "white text against a black": the ground under what was named, unless a noun of its own
  // follows ("on gold letters" is read below). "focus on green" names nothing, so it is no ground.
  const prev = words.slice(Math.max(a, i0 - 2), i0).map((t) => t.word.toLowerCase());
  const on = /^(?:on|against|over)$/.test(prev.at(-1) ?? '') || (/^(?:a|an|the|plain|solid)$/.test(prev.at(-1) ?? '') && /^(?:on|against|over)$/.test(prev.at(-2) ?? ''));
  if (on && nounsBefore.length && (!after || !targetOf(after.word) || targetOf(after.word) === 'background')) return { target: 'background', noun: 'on', at: start };
  // Attributive: the noun right after the colour ("gold numbers", "black bg", "white txt", "a white slide").
  // "a white title card": the head of a compound is its last noun, the card itself (its ground).
  if (after && targetOf(after.word) === 'text' && words[i1 + 1] && FRAME_NOUN.test(words[i1 + 1]!.word)) return { target: 'background', noun: words[i1 + 1]!.word, at: words[i1 + 1]!.start };
  if (after && targetOf(after.word)) return found(after);
  // "green monospace text": the noun after the type's look words is the colour's.
  const typed = words.slice(i1).findIndex((t) => !TYPE_LOOK.test(t.word));
  if (typed > 0 && typed <= 2 && targetOf(words[i1 + typed]!.word) === 'text') return found(words[i1 + typed]!);
  if (after && FRAME_NOUN.test(after.word)) return { target: 'background', noun: after.word, at: after.start };
  // "deep purple with gold text": a colour paired with a coloured text is the ground under it.
  if (after && /^with$/i.test(after.word) && words[i1 + 2] && targetOf(words[i1 + 2]!.word) === 'text' && words[i1 + 1] && !targetOf(words[i1 + 1]!.word)) return { target: 'background', noun: 'with', at: start };
  const linked = before !== undefined && (LINKING.test(before.word) || targetOf(before.word) !== undefined);
  if (linked && nounsBefore.length) return found(nounsBefore.at(-1)!);
  const nearestBefore = nounsBefore.at(-1);
  const nearestAfter = nounsAfter[0];
  if (nearestBefore && nearestAfter) return i0 - words.indexOf(nearestBefore) < words.indexOf(nearestAfter) - i1 + 1 ? found(nearestBefore) : found(nearestAfter);
  if (nearestBefore ?? nearestAfter) return found((nearestBefore ?? nearestAfter)!);
  // A clause of nothing but the colour and small words ("and red", "use maroon for them"): the nearest noun said
  // before it in the sentence ("the title bigger and red"). Another word ("mint condition") makes it no colour.
  if (words.slice(a, b).some((t, k) => (k < i0 - a || k >= i1 - a) && !FILLER.test(t.word))) return undefined;
  const earlier = words.slice(0, a).filter((t) => targetOf(t.word)).at(-1);
  return earlier ? found(earlier) : undefined;
}
