import type { Scene } from '../../../model/scene-document.js';
import type { Editor } from './edit-target.js';
import { QUOTE } from '../read/reading.js';
import { escape, partPattern, slotsOf } from './edit-slots.js';
import { numberValue, shorten } from '../read/words.js';
import { KINDS, onlyKind, type Kind } from './value-kinds.js';

/* Figures in edits (edit-words.ts): a figure replaced by a figure, a counter given where it now counts to, a value said with the words after it. */

/**
 * "change 42 to 44, two more came in from the results": a figure replaced by a figure; what follows the new figure's
 * comma is the reason, not part of it. Only when the old words are one token holding a digit and the new words open
 * with one such token.
 */
export function sameShape(old: string, next: string): string {
  if (!/^\S*\d\S*$/u.test(old.trim())) return next;
  const figure = /^(\S*\d\S*?),\s+\p{L}/u.exec(next);
  return figure ? figure[1]! : next;
}

/** Sets the one counter whose words share one with `what` ("customers" of "paying customers") to count to `value`. */
export function counterReached(edit: Editor, value: number, what: string, scenes: readonly Scene[], anyLabel = false): boolean {
  const stem = (w: string) => w.toLowerCase().replace(/(?:ies|es|s)$/, '');
  const said = new Set(what.split(/\s+/).filter((w) => w.length >= 4).map(stem));
  // (`anyLabel`: the scene was named by its place, so its one counter whatever it counts.)
  const counters = scenes.flatMap((scene) => scene.layers.filter((l) => l.type === 'counter').map((l) => ({ scene, layer: l })))
    .filter(({ layer }) => layer.type === 'counter' && (anyLabel || `${layer.prefix ?? ''} ${layer.suffix ?? ''}`.split(/[^\p{L}]+/u).some((w) => said.has(stem(w)))));
  if (counters.length !== 1 || !Number.isFinite(value)) return false;
  const { scene, layer } = counters[0]!;
  if (layer.type !== 'counter') return false;
  edit.notes.change(`the counter counts to ${value.toLocaleString('en-US')}${edit.where(scene)}`);
  layer.to = value;
  return true;
}

/**
 * "make it 30% off" where "20% off all denim" is shown, "price is now Guide £310,000" where "Guide £325,000" is: the
 * value alone, when the words after it or before it are already there.
 */
export function valueWithoutTail(edit: Editor, said: string): string {
  if (onlyKind(said)) return said;
  for (const kind of Object.keys(KINDS) as Kind[]) {
    // "£30, our supplier put prices up", "40% (boss said)": the value, then why.
    const why = new RegExp(`^(${KINDS[kind]})\\s*(?:,|\\(|\\s[-–—])\\s*\\p{L}`, 'iu').exec(said.trim());
    if (why) return why[1]!;
    const lead = new RegExp(`^(${KINDS[kind]})\\s+(\\p{L}[\\p{L}\\s'’-]*)$`, 'iu').exec(said);
    if (lead && slotsOf(edit.doc).some((s) => new RegExp(`(?:${KINDS[kind]})\\s+${escape(lead[2]!)}`, 'iu').test(s.text))) return lead[1]!;
    const head = new RegExp(`^(\\p{L}[\\p{L}\\s'’-]*?)\\s+(${KINDS[kind]})$`, 'iu').exec(said);
    if (head && slotsOf(edit.doc).some((s) => new RegExp(`${escape(head[1]!)}\\s+(?:${KINDS[kind]})`, 'iu').test(s.text))) return head[2]!;
  }
  return said;
}

/** "Saturday 14 December at 7pm": a date and a time said together, each to replace its own (or undefined). */
export function dateAndTime(said: string): [string, string] | undefined {
  const both = new RegExp(`^(${KINDS.date})\\s*(?:,|at|@|from|-|–)?\\s*(${KINDS.time})$`, 'iu').exec(said.trim());
  return both ? [both[1]!, both.at(-1)!] : undefined;
}

/**
 * "the date has moved to Saturday 19 October" when only the voice says a date ("Join us … on Saturday 12 October"):
 * the one value of its kind in the narration, replaced. Whether it was.
 */
export function narrationValue(edit: Editor, value: RegExp, next: string): boolean {
  const narration = edit.doc.narration;
  if (!narration || (narration.text.match(new RegExp(value.source, 'giu')) ?? []).length !== 1) return false;
  narration.text = narration.text.replace(value, next);
  edit.notes.change(`the narration says "${next}"`);
  return true;
}

/**
 * "oops can you change it to 3600, a few more donations came in", "change 3450 to 3600", "make the number 3600": a
 * bare figure given to a video with one counter and no figure in its texts is where that counter counts to (a reason
 * after its comma is no part of it). `old`, when said, must be the figure it counts to now. Whether it was set.
 */
export function counterFigure(edit: Editor, said: string, old?: string, despiteTexts = false): boolean {
  const figure = /^\s*(\d[\d,]*(?:\.\d+)?)\s*([kKmM](?![\p{L}]))?\s*(?:,\s*\p{L}.*)?$/su.exec(said);
  if (!figure) return false;
  const counters = edit.doc.scenes.flatMap((scene) => scene.layers.flatMap((l) => (l.type === 'counter' ? [{ scene, layer: l }] : [])));
  // The counter's own figure is one of the slots: no other may hold a figure.
  if (counters.length !== 1 || (!despiteTexts && slotsOf(edit.doc).filter((s) => /\d/.test(s.text)).length !== 1)) return false;
  const { scene, layer } = counters[0]!;
  if (old !== undefined && numberValue(old.trim()) !== layer.to) return false;
  const to = numberValue(figure[1]!) * (figure[2] ? (/k/i.test(figure[2]) ? 1_000 : 1_000_000) : 1);
  if (!Number.isFinite(to)) return false;
  edit.notes.change(`the counter counts to ${to.toLocaleString('en-US')}${edit.where(scene)}`);
  layer.to = to;
  return true;
}

/** "change it to 3600", "make the number 3,600", "change 3450 to 3600": said of a video's one counter (or its quote). */
const COUNTER_FIGURE = /\b(?:change|make|set|update|bump|put|correct)\s+(?:(?<it>it|that|the\s+(?:number|total|figure|count|counter|amount))|(?<old>\d[\d,]*(?:\.\d+)?))\s+(?:up\s+)?(?:to\s+)?(?:(?<n>\d[\d,]*(?:\.\d+)?\s*(?:[kKmM](?![\p{L}]))?)(?:\s*,\s*[^.;!?\n⟪]*)?|⟪q(?<q>\d+)⟫)/gu;

/** "we have £2,900 now", "we've raised 3,100 so far": what is counted, said as where it stands now. */
const COUNTED_NOW = /\b(?:we(?:['’]ve|\s+have)?\s+)?(?:have|got|raised|reached|hit|are\s+(?:at|on))\s+(?:now\s+)?[$€£¥]?(?<n>\d[\d,]*(?:\.\d+)?\s*(?:[kKmM](?![\p{L}]))?)\s+(?:now|so\s+far|already)\b/gu;

export function applyCounterFigures(edit: Editor): void {
  for (const m of edit.reading.find(COUNTER_FIGURE)) {
    const said = m.groups!.q !== undefined ? edit.quote(m.groups!.q) : m.groups!.n!;
    if (counterFigure(edit, said, m.groups!.old)) edit.reading.takeMatch(m);
  }
  // Said of the one counter, whatever other figures the texts show ("Our goal: £5,000").
  for (const m of edit.reading.find(COUNTED_NOW)) if (counterFigure(edit, m.groups!.n!, undefined, true)) edit.reading.takeMatch(m);
}

/**
 * "make it twelve pounds not ten" when only the voice says "ten pounds": the old words, said once in the narration
 * as a whole word, replaced; when the new words end with what follows the old ones there ("pounds"), that goes too.
 */
export function narrationWords(edit: Editor, old: string, next: string): boolean {
  const narration = edit.doc.narration;
  const said = old.trim();
  if (!narration || !said || !next.trim()) return false;
  const tail = /\s+(\p{L}[\p{L}'’-]*)$/u.exec(next.trim())?.[1];
  const withTail = tail ? new RegExp(`(?<![\\p{L}\\p{N}])${escape(said)}\\s+${escape(tail)}(?![\\p{L}])`, 'giu') : undefined;
  const alone = new RegExp(`(?<![\\p{L}\\p{N}])${escape(said)}(?![\\p{L}\\p{N}])`, 'giu');
  const at = withTail && (narration.text.match(withTail) ?? []).length === 1 ? withTail : alone;
  if ((narration.text.match(at) ?? []).length !== 1) return false;
  narration.text = narration.text.replace(at, next.trim());
  edit.notes.change(`the narration says "${next.trim()}"`);
  return true;
}

/**
 * "make it 1000 not 500" with 500 on the counter and in "thank you for 500 orders!": a figure corrected is corrected
 * wherever it is said, once the first line has it.
 */
export function sameFigureElsewhere(edit: Editor, old: string, next: string): void {
  if (!/^[^\s\d]*\d[\d,.]*[^\s\d]*$/u.test(old.trim())) return;
  // Not the start of a longer figure ("$3" of the "$3.50" just set).
  const part = new RegExp(`${partPattern(old).source}(?![.,]\\d)`, 'iu');
  for (const slot of slotsOf(edit.doc).filter((s) => part.test(s.text))) {
    const before = slot.text;
    edit.notes.change(`"${shorten(before, 25)}" → "${shorten(slot.set(before.replace(part, next)), 25)}"${edit.where(slot.scene)}`);
  }
}

/**
 * "the voice say 'de cinco a siete' instead of 'de seis a ocho'": a part of what the narration says, said anew. The
 * new words were taken as the prompt's narration (read/speech.ts); they replace the old part in place, and are then
 * no new narration of their own.
 */
export function narrationPartAnew(edit: Editor): void {
  const { reading, doc } = edit;
  if (!doc.narration || reading.narration.length !== 1) return;
  // (The voice's words, the token among them, were taken by the voice's reader: used text before "instead of".)
  const instead = reading.first(new RegExp(`(?<=\u0001)[\\s\u0001]*,?\\s*(?:instead\\s+of|rather\\s+than|in\\s+place\\s+of)\\s+${QUOTE}`));
  if (instead && !/⟪n1⟫[^⟪]*$/.test(reading.text.slice(0, instead.index + /^[\s\u0001]*/.exec(instead[0])![0].length))) return;
  const part = instead ? reading.quote(instead[1]!) : undefined;
  if (!instead || part === undefined || !doc.narration.text.includes(part)) return;
  const said = reading.narration.splice(0)[0]!;
  doc.narration.text = doc.narration.text.replace(part, said);
  reading.take(instead.index + instead[0].indexOf('⟪q'), instead.index + instead[0].length);
  edit.notes.change(`the narration says "${said}" in place of "${part}"`);
}
