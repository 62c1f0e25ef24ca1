import { QUOTE, type Reading } from './reading.js';
import { FACTS_ASKED } from './words.js';
import type { Marker } from './segments.js';
import { ELEMENT_ASKED } from './slide-lines.js';

/*
 * The scenes announced by a count ("three scenes: …", "4 slides — A, B, C, D") and given after it as items: set apart
 * by semicolons, lines, slashes, numbers, commas or sentences, as many as announced (scene-plan.ts).
 */

/** Words of a list near quotes: its quotes are its items, not scenes of their own. */
export const LIST_NEARBY = /\b(?:list|bullets?|points|items|steps|reasons|tips|agenda|features|benefits|checklist|highlights|takeaways|facts)\b/i;

/** "Three scenes: A; B; C": the announced scenes, split on semicolons, lines or numbering (or commas, periods). */
export function enumerated(reading: Reading, header: RegExpExecArray, count: number): Marker[] {
  const from = header.index + header[0].length;
  const view = reading.view(from);
  const stop = /\n\s*\n/.exec(view);
  const text = stop ? view.slice(0, stop.index) : view;
  // Words about the scenes before their items' colon ("4 slides, one phrase each, and a voice reads each one: A / B")
  // are no item's: the first item starts after the colon.
  const label = /^(?:[^:.!?⟪\n]|(?<=\d)[:.](?=\d))*:(?!\d)\s*/.exec(text)?.[0].length ?? 0;
  const cutsOf = (splitter: RegExp) => {
    const cuts = [...text.matchAll(splitter)].map((m) => m.index! + m[0].length).filter((c) => c > 0 && c < text.length);
    return [cuts.length && label < cuts[0]! ? label : 0, ...cuts];
  };
  const asMarkers = (starts: number[]) =>
    starts.map((p, i) => {
      // A line's own number or bullet ("1. Offline mode") is no text of its scene.
      const bullet = /^(?:\(?\d{1,2}[.)]|[-•*])\s+/.exec(text.slice(p))?.[0].length ?? 0;
      const marker: Marker = { kind: 'next', start: from + p, end: from + p + bullet, contentStart: from + p + bullet };
      // Among quoted ones, an unquoted item is its scene's text too ("'Things I stopped buying' / bottled water / …").
      const item = text.slice(p, starts[i + 1] ?? text.length).replace(/[\s/|;,]+$/, '');
      // Not facts asked for by kind ("(1) the title and dates"): intents/referred-values.ts shows them.
      const own = item.slice(bullet).trim();
      if (reading.typedQuotes > 0 && !/⟪|\u0001/.test(item) && /^[^.!?\n]{1,60}$/.test(item.trim()) && /\p{L}{2}/u.test(item) && !FACTS_ASKED.test(own) && !ELEMENT_ASKED.test(own)) marker.plainEnd = from + p + item.length;
      return marker;
    });
  for (const splitter of [/\s*;\s*/g, /\s*\n\s*/g, /\s+[/|]\s+/g]) {
    const starts = cutsOf(splitter);
    if (starts.length > 1) return asMarkers(starts);
  }
  // Numbered or bulleted items: each scene starts at its number, which is no text of it ("1. Pay yourself first").
  // "1: SUMMER SHRED 2: 6 weeks 3: Join us": a colon marks them too, when they count 1, 2, 3 in order.
  // "Scenes: 1 'Start early', 2 'Sleep 8 hours'": a bare number before each quote, counting 1, 2, 3, marks them too.
  const marked = [...text.matchAll(/(?:^|(?<=\s))(?:\(?\d{1,2}[.):]|[-•*])\s+|(?:^|(?<=[\s,]))\d{1,2}\s+(?=⟪q\d+⟫)/g)];
  const counted = marked.every((m, i) => !m[0].includes(':') || Number.parseInt(m[0], 10) === i + 1);
  let numbers = counted ? marked : marked.filter((m) => !m[0].includes(':'));
  // "1) 'Lumo - payroll …' 2) …": with digits counting 1, 2, 3, a dash inside an item is no mark, nor is a figure
  // ending a sentence inside one ("3) A bar chart: Sales 41, Support 28. Keep it clean").
  const value = (m: RegExpExecArray) => Number.parseInt(m[0].replace(/^\(/, ''), 10);
  const digits = numbers.filter((m) => /\d/.test(m[0])).reduce<RegExpExecArray[]>((run, m) => (value(m) === run.length + 1 ? [...run, m] : run), []);
  if (digits.length >= 2) numbers = digits;
  // The header's sentence may end before them ("4 scenes with wipe transitions. 1) …"): its words stay the lead's.
  const before = text.slice(0, numbers[0]?.index ?? 0);
  if (numbers.length > 1 && (before.replace(/^[\s.,;:—–-]+/, '') === '' || (digits.length >= 2 && numbers === digits && /[.!?:]\s*$/.test(before)))) {
    const starts = asMarkers(numbers.map((m) => m.index! + m[0].length));
    return starts.map((marker, i) => ({ ...marker, start: from + numbers[i]!.index!, end: marker.contentStart }));
  }
  // As many quotes as scenes, one after another with nothing between them: "Three scenes — 'A.' 'B.' 'C.'".
  const run = new RegExp(String.raw`^[\s—–-]*(${QUOTE}(?:\s+${QUOTE})+)`).exec(text);
  if (run && run[1]!.match(/⟪q\d+⟫/g)!.length === count) return asMarkers([...run[1]!.matchAll(/⟪q\d+⟫/g)].map((m) => run.index + run[0].indexOf(run[1]!) + m.index!));
  // The items end before what another reader took after them ("Plan, Build, Launch, <4 seconds each>").
  const takenTail = /[\s,]*\u0001[\s\u0001]*$/.exec(text.split(/[.!?](?=\s|$)/)[0]!);
  const listed = takenTail ? text.slice(0, takenTail.index) : text;
  const byComma = mergeListParts(listed, cutsOf(/\s*,\s*(?:and\s+|then\s+)?|\s+and\s+/g).filter((c) => c < listed.length), count);
  if (byComma.length === count) return asMarkers(byComma);
  // Commas within the header's own sentence: "4 slides — A, B, C, D. slide transitions, keep it quick".
  const sentenceEnd = /[.!?](?=\s|$)/.exec(text)?.index;
  if (sentenceEnd !== undefined) {
    const own = text.slice(0, sentenceEnd);
    const cuts = [0, ...[...own.matchAll(/\s*,\s*(?:and\s+|then\s+)?|\s+and\s+/g)].map((m) => m.index! + m[0].length).filter((c) => c > 0 && c < own.length)];
    const parts = mergeListParts(own, cuts, count);
    // The sentence after the last item is the video's (its transitions, its pace): a scene of no one.
    // It starts at the full stop, so that a closing "Dark blue background." reads as said after the scenes.
    if (parts.length === count) return [...asMarkers(parts), { kind: 'lead' as const, start: from + sentenceEnd, end: from + sentenceEnd, contentStart: from + sentenceEnd }];
    // As many pictures as scenes, listed one after another in that sentence ("3 scenes: <a>, <b>, <c>, about 4 seconds
    // each, crossfading"): a scene each; what follows the last is the video's.
    const pictures = [...own.matchAll(/⟪a(\d+)⟫/g)].filter((m) => reading.assets[Number(m[1])]?.kind !== 'audio');
    const listed = pictures.every((m, i) => i === 0 || /^[\s,;]*(?:and|then|&)?[\s,;]*$/i.test(own.slice(pictures[i - 1]!.index! + pictures[i - 1]![0].length, m.index)));
    if (pictures.length === count && listed) {
      const after = from + pictures.at(-1)!.index! + pictures.at(-1)![0].length;
      return [...asMarkers(pictures.map((m) => m.index!)), { kind: 'lead' as const, start: after, end: after, contentStart: after }];
    }
  }
  const bySentence = cutsOf(/[.!?]\s+/g);
  if (bySentence.length === count) return asMarkers(bySentence);
  // "Three slides: A. B. C. Each slide 4 seconds, …": the first sentences are the slides when each is a short line;
  // the sentences after them are the video's (a scene of no one, as above).
  if (bySentence.length > count) {
    const end = bySentence[count]!;
    const lines = bySentence.slice(0, count).map((p, i) => text.slice(p, bySentence[i + 1]).trim());
    if (lines.every((l) => l.split(/\s+/).length <= 10 && !/[⟪\u0001]/.test(l))) {
      const stop = end - (text.slice(0, end).length - text.slice(0, end).trimEnd().length);
      return [...asMarkers(bySentence.slice(0, count)), { kind: 'lead' as const, start: from + stop, end: from + stop, contentStart: from + stop }];
    }
  }
  return [];
}

/** Commas also separate list items: a part that is only a quote joins a list before it, as long as `count` allows. */
function mergeListParts(text: string, starts: number[], count: number): number[] {
  const kept: number[] = [];
  const absorbed: number[] = [];
  for (let i = 0; i < starts.length; i++) {
    const part = text.slice(starts[i], starts[i + 1] ?? text.length).replace(/(?:\s|,|\.|\band\b|\bthen\b)+$/i, '').trim();
    const before = kept.length ? text.slice(kept[kept.length - 1], starts[i]) : '';
    if (kept.length && new RegExp(`^${QUOTE}$`).test(part) && LIST_NEARBY.test(before)) absorbed.push(starts[i]!);
    else kept.push(starts[i]!);
  }
  // The last quotes after a list are scenes of their own when the announced count says so.
  while (kept.length < count && absorbed.length) kept.push(absorbed.pop()!);
  return kept.sort((a, b) => a - b);
}
