import { textLayer } from '../compose/layers.js';
import type { BuiltScene } from '../compose/build-scene.js';
import { kindIn } from '../edits/value-kinds.js';
import { STREET_ADDRESS, streetText } from '../read/contacts.js';
import type { Reading } from '../read/reading.js';
import { FACT_KIND, MONTHS_DAYS } from '../read/words.js';
import type { Segment } from '../read/scene-plan.js';
import { leadName } from './framing-lead.js';

/*
 * Facts said once in passing and then asked for by their kind: "we marry on 14 June 2025 at Villa Rosa, Lake Como …
 * Write 'Save the Date', our names and the date and the place", "Listing reel - 42 Harbour View Rd. Offers over
 * $3.2M. Scene 1: address + price over <photo>". The kind words ask to show the value said elsewhere in the prompt:
 * the value's own words are taken from where they were said (so they are not shown twice) and set in the scene that
 * asked for them. A kind with no value said anywhere is left to its readers.
 */

const KIND = FACT_KIND;
/**
 * "the date and the place", "address + price", "the date, time and venue"; not "the date is …" nor `my name "Jonas
 * Berg"` (they give one).
 */
const OWNER = String.raw`(?:the|our|its|their|his|her|my)\s+`;
const MORE = String.raw`\s*(?:\+|&|,|\band\b|\bplus\b)\s*(?:${OWNER})?${KIND}`;
const REFERRED = new RegExp(
  String.raw`(?<![\p{L}])(?<!\bsave\s+(?:the\s+)?)(?:${OWNER}${KIND}(?:${MORE}){0,3}|${KIND}(?:${MORE}){1,3})\b(?!\s+(?:is|was|are|will|has|had|of|for|changed|moved|should|must|bar|line|tag|list|video|card|invite|reel|post|slide|scene|at|in|on)\b|\s*[:=]|\s+[\d$£€]|['’]s|\s*,?\s*⟪q)`,
  'giu',
);
const KINDS_IN = new RegExp(KIND, 'giu');
/** A place named after "at" or "in", capitalised as written: "at Villa Rosa, Lake Como". */
const PLACE = /\b(?:at|in)\s+((?:the\s+|The\s+)?\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+){0,3}(?:,\s*\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+){0,2})?)/u;

/** "in March", "on Friday": a time, no place (the month and day names of read/words.ts). */
const MONTH_OR_DAY = new RegExp(String.raw`^(?:the\s+)?(?:${MONTHS_DAYS})\b`);

interface Found {
  start: number;
  end: number;
  text: string;
}

/** The first free value of `kind` in the prompt, outside [from, to) (the words that asked for it). */
function valueOf(reading: Reading, kind: string, from: number, to: number, lead?: Segment): Found | undefined {
  // "(1) the title and dates": the video's name said in the lead's opening sentence.
  if (kind === 'title' || kind === 'name') {
    const name = lead && from >= lead.end ? leadName(reading, lead) : undefined;
    return name && reading.isFree(name.start, name.end) ? name : undefined;
  }
  kind = kind.replace(/^(date|time)s$/, '$1');
  const outside = (m: RegExpExecArray) => (m.index + m[0].length <= from || m.index >= to) && reading.isFree(m.index, m.index + m[0].length);
  const first = (re: RegExp) => reading.find(re).filter(outside)[0];
  if (kind === 'address') {
    const m = first(STREET_ADDRESS);
    return m && { start: m.index, end: m.index + m[0].length, text: streetText(m[0]) };
  }
  if (kind === 'place' || kind === 'venue' || kind === 'location') {
    const m = first(PLACE);
    if (m && !MONTH_OR_DAY.test(m[1]!)) return { start: m.index + m[0].indexOf(m[1]!), end: m.index + m[0].length, text: m[1]! };
    // "DataConf 2025, 12 March, Manchester Central.": a name in capitals right after the date and a comma.
    const after = first(new RegExp(String.raw`(?:${kindIn('date').source})\s*,\s*(?<place>\p{L}[\p{L}'’-]+(?:\s+[\p{L}'’-]+)*)`, 'giu'));
    // (The date's pattern ignores case: the place's capitals are checked word by word.)
    const place = after?.groups?.place?.split(/\s+/).reduce((kept, w, i, all) => (kept.length === i && (/^\p{Lu}/u.test(w) || (/^(?:of|on|the)$/.test(w) && /^\p{Lu}/u.test(all[i + 1] ?? ''))) ? [...kept, w] : kept), [] as string[]).join(' ');
    const at = after && place ? after.index + after[0].lastIndexOf(after.groups!.place!) : -1;
    if (place && at >= 0) return { start: at, end: at + place.length, text: place };
    return valueOf(reading, 'address', from, to);
  }
  const m = first(kindIn(kind === 'price' ? 'price' : kind === 'time' ? 'time' : 'date'));
  if (!m) return undefined;
  // A price said as a short sentence of its own is shown as said: "Offers over $3.2M."
  if (kind === 'price') {
    const start = Math.max(reading.text.lastIndexOf('.', m.index), reading.text.lastIndexOf('\n', m.index), reading.text.lastIndexOf('!', m.index)) + 1;
    const stop = /[.!?\n]|$/.exec(reading.text.slice(m.index + m[0].length))!;
    const end = m.index + m[0].length + stop.index;
    const sentence = reading.text.slice(start, end).trim();
    if (sentence.split(/\s+/).length <= 5 && reading.isFree(start, end) && !/[⟪⟫]/.test(sentence)) return { start, end, text: sentence };
  }
  return { start: m.index, end: m.index + m[0].length, text: m[0].trim() };
}

/** Sets the values the scenes ask for by kind; reads nothing in an edit (its kind words change values). */
export function referredValues(reading: Reading, descriptions: readonly BuiltScene[]): void {
  for (const b of descriptions) {
    for (const asked of reading.find(REFERRED, b.segment.start, b.segment.end)) {
      const askedEnd = asked.index + asked[0].length;
      // Its value given right after it, read already as a text (`my name "Jonas Berg"`): nothing is asked for.
      if (/^\s*,?\s*⟪q\d+⟫/.test(reading.text.slice(askedEnd))) continue;
      const kinds = [...new Set(asked[0].match(KINDS_IN)!.map((k) => k.toLowerCase()))];
      // A title alone is asked for often enough ("the title slide", "the title in pink"): only beside another fact.
      // Or as all its scene says ("Two scenes: first the name, then the date and place"): the name said in the lead.
      const rest = (reading.leftover(b.segment.start, asked.index) + ' ' + reading.leftover(askedEnd, b.segment.end)).replace(/\b(?:first|firstly|then|next|just|only|and|with|scene|slide|card|one|\d{1,2})\b|[^\p{L}]/giu, '');
      if (kinds.every((k) => k === 'title' || k === 'name') && rest !== '') continue;
      const lead = descriptions[0]!.segment.kind === 'lead' ? descriptions[0]!.segment : undefined;
      const values = kinds.map((k) => valueOf(reading, k, asked.index, askedEnd, lead));
      if (values.some((v) => !v)) {
        if (lead && b.segment !== lead && fromLead(descriptions[0]!, b, kinds)) reading.takeMatch(asked);
        continue;
      }
      const found = values as Found[];
      reading.takeMatch(asked);
      for (const v of found) reading.take(v.start, v.end);
      // Asked for with texts said just before ("'Save the Date' and our names … and the date"): in their scene.
      // (Not from a scene of its own: "first the name, then the date" keeps the date in the second.)
      const near = descriptions.filter((d) => d === b || d.segment.kind === 'lead' || b.pieces.length > 0).flatMap((d) => d.pieces.filter((p) => p.kind === 'text' && p.end <= asked.index && asked.index - p.end < 80).map((p) => ({ d, gap: asked.index - p.end })));
      const target = near.sort((x, y) => x.gap - y.gap)[0]?.d ?? b;
      const headed = target.pieces.some((p) => p.layers.some((l) => l.type === 'text' && l.role === 'heading'));
      const lines = found.map((v) => v.text.replace(/[.,;:]+$/, ''));
      const under = target.pieces.some((p) => p.layers.some((l) => l.type === 'text' && l.role === 'subtitle')) ? 'body' : 'subtitle';
      const layers = headed ? [textLayer(under, lines.join(' · '))] : [textLayer('heading', lines[0]!), ...(lines.length > 1 ? [textLayer('subtitle', lines.slice(1).join(' · '))] : [])];
      target.pieces.push({ kind: 'text', start: asked.index, end: askedEnd, layers, said: {} });
    }
  }
}

/**
 * "We need a teaser for 'Museum Late' on Friday 14 November. … Scene one: title and date.": the lead's texts already
 * show the facts asked for by kind, so they move to the scene that asks for them (and the lead, left empty, makes no
 * scene). Only when every kind asked is among them.
 */
function fromLead(lead: BuiltScene, scene: BuiltScene, kinds: readonly string[]): boolean {
  const texts = lead.pieces.filter((p) => p.kind === 'text' && p.layers.every((l) => l.type === 'text'));
  const shows = (piece: (typeof texts)[number], kind: string): boolean => {
    const layer = piece.layers[0] as { role?: string; text?: string };
    if (kind === 'title' || kind === 'name') return layer.role === 'heading';
    const k = kind.replace(/^(date|time)s$/, '$1');
    const re = k === 'place' || k === 'venue' || k === 'location' ? PLACE : k === 'address' ? STREET_ADDRESS : kindIn(k === 'price' ? 'price' : k === 'time' ? 'time' : 'date');
    return piece.layers.some((l) => l.type === 'text' && new RegExp(re.source, re.flags.replace('g', '')).test(l.text));
  };
  const moved = new Set(kinds.map((k) => texts.find((p) => shows(p, k))));
  if (moved.has(undefined) || texts.some((p) => !moved.has(p)) || lead.pieces.some((p) => p.kind !== 'text' && p.kind !== 'logo')) return false;
  lead.pieces = lead.pieces.filter((p) => !moved.has(p));
  // The name asked for heads the scene; its own title goes under it ("just the name and underneath '…'").
  if (texts.some((p) => p.layers.some((l) => l.type === 'text' && l.role === 'heading'))) {
    for (const l of scene.pieces.flatMap((p) => p.layers)) if (l.type === 'text' && l.role === 'heading') l.role = 'subtitle';
  }
  scene.pieces.unshift(...texts);
  return true;
}
