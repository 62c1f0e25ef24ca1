import type { Layer, TextRole } from '../../../model/scene-document.js';
import { colourTargetAt } from '../intents/colour-targets.js';
import { colourPhrases } from '../intents/colour-words.js';
import { colourName } from '../intents/style.js';
import type { Editor } from './edit-target.js';

/*
 * Recolouring what is there, in a later prompt: "make the title red", "change the text to black", "make both titles
 * gold", "the heading in yellow instead", "make the button green", "recolour it teal". The colour is bound to its
 * noun by the one colour reader (intents/colour-targets.ts); a text noun picks the text layers it names (the title:
 * headings; both titles: headings and subtitles; the text, the words: every text), a button noun the buttons. Only
 * in a sentence that asks for a change (a verb of change, no new quoted text): "add a slide "Thanks" in white" is
 * the new slide's colour, read with it. Backgrounds and accents are read as in a first prompt (style.ts).
 */

const CHANGE = /\b(?:make|made|change|changed|turn|set|switch|recolou?r|colou?r|paint|want|use|have|be|instead)\b/i;
/** "recolour it teal", "colour everything navy": the whole video's ground. */
const RECOLOUR_ALL = /\b(?:recolou?r|re-colou?r|colou?r|paint)\s+(?:it|everything|the\s+(?:whole\s+)?(?:video|thing|chapter|slide|scene))\s+(?:in\s+|to\s+)?$/i;

/** The text roles a noun names. */
function rolesOf(noun: string): TextRole[] | undefined {
  const w = noun.toLowerCase();
  if (/^(?:title|heading|headline|header)$/.test(w)) return ['heading'];
  if (/^(?:titles|headings|headlines|headers)$/.test(w)) return ['heading', 'subtitle'];
  if (/^(?:sub-?titles?|sub-?headings?|taglines?)$/.test(w)) return ['subtitle'];
  if (/^(?:names?)$/.test(w)) return ['name', 'attribution'];
  if (/^(?:labels?|captions?)$/.test(w)) return ['caption'];
  if (/^(?:quote|quotation)$/.test(w)) return ['quote'];
  return undefined;
}

function sentenceOf(text: string, at: number): string {
  const start = Math.max(0, ...['.', '!', '?', '\n', ';'].map((c) => text.lastIndexOf(c, at - 1) + 1));
  const rest = text.slice(at).search(/[.!?;\n](?!\d)/);
  return text.slice(start, rest < 0 ? text.length : at + rest);
}

/** "change the pink to lilac", "swap the navy for green", "turn all the gold into silver": one colour for another. */
const SWAP_BEFORE = /\b(?:change|swap|switch|turn|make|replace)\s+(?:all\s+)?(?:of\s+)?(?:the|that|this)\s+$/i;
// "make the orange more purple", "make the orange purple": said as what it becomes, with "more" or nothing between.
const SWAP_BETWEEN = /^\s*(?:(?:to|into|for|with|->|→)\s+(?:a\s+|some\s+)?|(?:(?:a\s+(?:bit|little|lot)\s+|much\s+)?more\s+)?)$/i;

// "change purple to dark green", "swap gold for silver": the colour named bare, then what it becomes after "to".
const SWAP_BEFORE_BARE = /\b(?:change|swap|switch|turn|replace)\s+(?:all\s+)?$/i;
const SWAP_TO = /^\s*(?:to|into|for|with|->|→)\s+(?:a\s+|some\s+)?$/i;

/** Every use of the colour `from` in the document (grounds, gradients, texts, accents) becomes `to`. */
function swapColour(value: unknown, from: string, to: string): number {
  if (!value || typeof value !== 'object') return 0;
  let swapped = 0;
  for (const [key, v] of Object.entries(value)) {
    if (typeof v === 'string' && v.toLowerCase() === from.toLowerCase()) {
      (value as Record<string, unknown>)[key] = to;
      swapped++;
    } else swapped += swapColour(v, from, to);
  }
  return swapped;
}

/** Applies each recolouring said in the prompt to the document's layers. */
export function recolour(edit: Editor): void {
  const { reading, doc } = edit;
  const phrases = colourPhrases(reading);
  // One colour named for another: wherever the old one is used, not one part.
  for (const [i, { m, colour }] of phrases.entries()) {
    const next = phrases[i + 1];
    if (!next) continue;
    const before = reading.view(Math.max(0, m.index - 40), m.index);
    const between = reading.view(m.index + m[0].length, next.m.index);
    if (!(SWAP_BEFORE.test(before) && SWAP_BETWEEN.test(between)) && !(SWAP_BEFORE_BARE.test(before) && SWAP_TO.test(between))) continue;
    if (!swapColour(doc, colour, next.colour)) continue;
    reading.take(m.index, next.m.index + next.m[0].length);
    edit.notes.change(`${colourName(colour)} → ${colourName(next.colour)}`);
  }
  for (const { m, colour } of phrases) {
    if (!reading.isFree(m.index, m.index + m[0].length)) continue;
    const end = m.index + m[0].length;
    // "make the text pink instead of green": the colour after "instead of" is the one it had, no change of its own.
    const was = /\b(?:instead\s+of|rather\s+than|in\s+place\s+of|not)\s+(?:the\s+)?$/i.exec(reading.view(Math.max(0, m.index - 24), m.index));
    if (was) {
      reading.take(m.index - was[0].length, end);
      continue;
    }
    const sentence = sentenceOf(reading.text, m.index);
    if (!CHANGE.test(sentence) || /⟪q\d+⟫|\badd\b/i.test(sentence)) continue;
    if (RECOLOUR_ALL.test(reading.view(Math.max(0, m.index - 40), m.index))) {
      doc.background = { type: 'solid', colour };
      for (const scene of doc.scenes) delete scene.background;
      reading.take(m.index, end);
      edit.notes.change(`a ${colourName(colour)} background`);
      continue;
    }
    const bound = colourTargetAt(reading, m.index, end);
    if (!bound) continue;
    let test: ((l: Layer) => boolean) | undefined;
    let label = '';
    if (bound.target === 'text') {
      const roles = rolesOf(bound.noun);
      test = (l) => l.type === 'text' && (!roles || roles.includes(l.role));
      label = roles ? bound.noun.toLowerCase() : 'text';
    } else if (bound.target === 'accent' && /^(?:buttons?|cta)$/i.test(bound.noun)) {
      test = (l) => l.type === 'button';
      label = 'button';
    }
    if (!test) continue;
    const layers = doc.scenes.flatMap((s) => s.layers.filter(test));
    if (!layers.length) continue;
    for (const layer of layers) if ('colour' in layer || layer.type === 'text' || layer.type === 'button') (layer as { colour?: string }).colour = colour;
    reading.take(m.index, end);
    edit.notes.change(`${label} in ${colourName(colour)}`);
  }
}
