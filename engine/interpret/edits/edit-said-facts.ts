import type { Editor } from './edit-target.js';
import { slotsOf } from './edit-slots.js';
import { changeFact } from './edit-words.js';
import { replaceWords } from './replace-words.js';
import { kindIn, type Kind } from './value-kinds.js';

/*
 * Facts changed by what they are rather than by their words: "the date has moved - change it to Thursday 18
 * December" (the pronoun is the fact the sentence named), "price reduced to £275,000" (the kind and the verb that
 * moved it), and "venue's changed to The Garage" (a place, which has no shape of its own as a date or a price has: the
 * one place named after "at" or "in" on screen), and a name spelt anew ("her name's spelt Khloe": the one name on
 * screen a letter or two from it).
 */

/** A kind of fact named, then "change it to …" in the same sentence: the pronoun is that fact. */
const PRONOUN_OF_KIND = /\bthe\s+(date|day|time|price|cost|venue|location|place|address)\b[^.!?⟪\n]{0,50}?\b(?:change|make|set|update|put|move)\s+it\s+(?:to|into|as)\s+(⟪q\d+⟫|[^⟪\n]+?)\s*(?:[.!?](?=\s|$)|$|\n)/i;

/** A place in capitals said after "at" or "in" on screen: "live at The Lexington", "in Victoria Park". */
const PLACE_ON_SCREEN = /\b(?:at|in)\s+((?:the\s+|The\s+)?\p{Lu}[\p{L}'’&.-]*(?:\s+(?:\p{Lu}[\p{L}'’&.-]*|of|on|and|&)){0,4})/gu;
const NEW_PLACE = String.raw`((?:the\s+|The\s+)?\p{Lu}[\p{L}'’&.-]*(?:\s+(?:\p{Lu}[\p{L}'’&.-]*|of|on|and|&)){0,4})`;
/** "venue's changed to The Garage", "the location is now Kew Gardens", "change the venue to The Garage". */
const PLACE_CHANGED = new RegExp(
  String.raw`\b(?:(?:the\s+)?(?:venue|location|place)(?:['’]s|\s+(?:is|has|has\s+been|was))?\s+(?:now\s+|(?:changed|moved|switched)\s+(?:to\s+)?|now\s+at\s+)|(?:change|update|switch|set|move)\s+(?:the\s+)?(?:venue|location|place)\s+(?:to|into)\s+|new\s+(?:venue|location)\s*:?\s+(?:is\s+)?)${NEW_PLACE}`,
  'u',
);

/** "price reduced to £275,000", "rent's gone up to £1,300": a price moved, said by its kind and the verb that moved it. */
const PRICE_MOVED = /\b(?:the\s+)?(?:(?:asking|guide|ticket|entry)\s+)?(?:price|rent|fee|cost)(?:['’]s|\s+(?:has\s+been|has|is|was))?\s+(?:now\s+)?(?:reduced|dropped|cut|lowered|raised|increased|gone\s+(?:up|down)|went\s+(?:up|down)|come\s+down|changed|moved)\s+(?:to|at)\s+([$€£]\s?\d[\d,]*(?:\.\d{2})?(?:\s?(?:pcm|pw|pppw))?)/i;

/** "her name's spelt Khloe with a K", "it's spelled Jonathon": a name on screen, spelt anew. */
const SPELT = /\b(?:(?:her|his|their|my|our|the)\s+name(?:['’]s|\s+is|\s+should\s+be)|it['’]s|its|it\s+is)\s+(?:actually\s+)?spel(?:t|led)\s+(?:⟪q(\d+)⟫|(\p{Lu}[\p{L}'’-]+))/u;

/** Levenshtein distance, for a name spelt anew. */
function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return row[b.length]!;
}

/** Applies them (a pronoun of a kind, a moved price, a name spelt anew, a moved venue); whether any changed something. */
export function changeSaidFacts(edit: Editor): boolean {
  let changed = false;
  const pronoun = edit.reading.first(PRONOUN_OF_KIND);
  if (pronoun) {
    const kind = pronoun[1]!.toLowerCase();
    // (Its words may have been read as a text to show: a quote token.)
    const token = /^⟪q(\d+)⟫$/.exec(pronoun[2]!);
    const said = (token ? edit.reading.quote(token[1]!) : pronoun[2]!).replace(/\s*,?\s*(?:please|pls|thanks|thank\s+you)\s*$/i, '');
    const done = /venue|location|place/.test(kind) ? replacePlace(edit, said) : changeFact(edit, kind, said) || replaceLineOf(edit, /date|day/.test(kind) ? 'date' : /time/.test(kind) ? 'time' : 'price', said);
    if (done) {
      edit.reading.takeMatch(pronoun);
      changed = true;
    }
  }
  const price = edit.reading.first(PRICE_MOVED);
  if (price && changeFact(edit, 'price', price[1]!)) {
    edit.reading.takeMatch(price);
    changed = true;
  }
  const spelt = edit.reading.first(SPELT);
  if (spelt) {
    const name = spelt[1] !== undefined ? edit.reading.quote(spelt[1]) : spelt[2]!;
    // The one word on screen a letter or two away from it ("Chloe" for "Khloe").
    const words = [...new Set(slotsOf(edit.doc).flatMap((s) => s.text.match(/\p{Lu}[\p{L}'’-]+/gu) ?? []))];
    const near = words.filter((w) => w !== name && Math.abs(w.length - name.length) <= 2 && distance(w.toLowerCase(), name.toLowerCase()) <= 2);
    if (near.length === 1 && replaceWords(edit, near[0]!, name)) {
      edit.reading.takeMatch(spelt);
      changed = true;
    }
  }
  const place = edit.reading.first(PLACE_CHANGED);
  if (place && replacePlace(edit, place[1]!)) {
    edit.reading.takeMatch(place);
    changed = true;
  }
  return changed;
}

/** Replaces the one place named on screen with `next`; false when there is not exactly one. */
function replacePlace(edit: Editor, next: string): boolean {
  const places = new Set(slotsOf(edit.doc).flatMap((s) => [...s.text.matchAll(PLACE_ON_SCREEN)].map((m) => m[1]!.trim())));
  if (places.size !== 1) return false;
  // "The Lexington" → "The Garage": the article both share stays where it is.
  const [old, said] = [[...places][0]!, next.trim()].map((t) => ([...places][0]!.match(/^the\s+/i) && /^the\s+/i.test(next.trim()) ? t.replace(/^the\s+/i, '') : t)) as [string, string];
  return old !== said && replaceWords(edit, old, said);
}

/**
 * "change it to Thursday 18 December, 2pm, School Hall" where one line reads "Wednesday 17 December, 2pm, School
 * Hall": the new words hold a fact of the kind and so does one line on screen, which they replace whole.
 */
function replaceLineOf(edit: Editor, kind: Kind, said: string): boolean {
  if (!kindIn(kind).test(said)) return false;
  const lines = [...new Set(slotsOf(edit.doc).filter((s) => kindIn(kind).test(s.text)).map((s) => s.text))];
  return lines.length === 1 && lines[0] !== said.trim() && replaceWords(edit, lines[0]!, said.trim());
}
