import { SCENE_REF, sceneIndex, sceneOf, selectorOf, type Editor } from './edit-target.js';
import { leadOnce, note, replaceWords, withoutEchoedWords } from './replace-words.js';
import { addUnderTitle, counterTo, replaceLineLike, setText } from './edit-layers.js';
import { KEEP_CELLS, keepCells } from './edit-layout.js';
import { DECIMAL_COMMA_TAIL, MONTHS, NUMBER, NUMBER_COMMA, ORDINAL, WEEKDAYS, numberValue } from '../read/words.js';
import { QUOTE } from '../read/reading.js';
import { partPattern, slotsOf } from './edit-slots.js';
import { counterReached, dateAndTime, narrationWords, sameFigureElsewhere, narrationValue, sameShape, valueWithoutTail } from './edit-figures.js';
import { followInLinks } from './links-follow.js';
import { EDGE, KIND_WORDS, KINDS, kindIn, onlyKind, rangeKind, rangeOf, type Kind } from './value-kinds.js';

/*
 * Edits that name what they change by its words, unquoted, as people correct a menu or a slide: "swap the lemon tart
 * for Sticky toffee pudding £4.20", "change Thursday's film afternoon to 2.30pm", "it should say 2025 not 2024", "the
 * second one should be Thursday, not Wednesday", "change the wifi password on the third slide to lighthouse7",
 * "take the price out", "just leave Friday Pizza Club", "change his title to Head of Research". The old words must be
 * on screen (a text, a point, a chart's label, a button): words that name nothing there are left to other readers.
 */



/** A trailing courtesy or hedge, not part of the new words: "… please", "… instead", "… thanks" (shouted words keep it all). */
const TRAILING = /(?:\s*,?\s*\b(?:please|pls|plz|thanks|thank\s+you|thx|instead|now|as\s+well|too)\b)+\s*$/i;
const clean = (text: string) => (/\p{Ll}/u.test(text) ? text.replace(TRAILING, '') : text).replace(/^(?:wrong|incorrect|a\s+typo|outdated)\s*[,.;:-]*\s*(?:it['’]?s|its|it\s+is|should\s+be)?\s+/i, '').replace(/^["'“‘]+|["'”’]+$/g, '').trim(); // "is wrong its £22"

/** "take the price out", "remove the times": every price (or time) in the texts and points, and what joined it. */
export function removeKind(edit: Editor, word: string): boolean {
  const kind = (Object.keys(KIND_WORDS) as Kind[]).find((k) => KIND_WORDS[k].test(word.trim()));
  if (!kind) return false;
  const value = new RegExp(`\\s*(?:[-–—:|·,]\\s*)?(?:only\\s+|just\\s+|from\\s+|at\\s+)?(?<![\\p{L}\\d])(?:${KINDS[kind]})`, 'giu');
  let changed = false;
  for (const slot of slotsOf(edit.doc)) {
    const next = slot.text.replace(value, '').trim();
    if (next === slot.text || !next) continue;
    note(edit, slot.text, slot.set(next), slot.scene);
    changed = true;
  }
  return changed;
}

/** "just leave Friday Pizza Club": the text that has those words keeps only them. */
export function keepOnly(edit: Editor, words: string): boolean {
  const part = partPattern(clean(words));
  const slot = slotsOf(edit.doc).find((s) => part.test(s.text) && s.text.trim().length > clean(words).length);
  if (!slot) return false;
  note(edit, slot.text, slot.set(part.exec(slot.text)![0]), slot.scene);
  return true;
}

/** What a correction says it replaces, after the new words: "Warehouse Supervisor, not forklift". */
const NOT_OLD = /\s*,?\s+(?:not|instead\s+of|rather\s+than)\s+[^,;.!?]*$/i;
/** A quote's attribution as a name and a role: "Jordan K., Forklift Supervisor", "Ama Owusu — Head Chef". */
const NAME_AND_ROLE = /^(.+?)(\s*(?:,|\s[-–—|])\s*)(.+)$/u;

/**
 * "his title", "her role", "the speaker's job": the lower third's role line (or its name, for "his name"); with no
 * lower third, the role (or name) part of a quote's attribution.
 */
export function setPersonLine(edit: Editor, which: string, said: string, who?: string): boolean {
  const next = said.replace(NOT_OLD, '').trim();
  if (!next) return false;
  // "…, not Chief Scientist": the part named is what changes; the rest of the line stays ("…, Helix Labs").
  const was = NOT_OLD.exec(said)?.[0].replace(/^\s*,?\s+(?:not|instead\s+of|rather\s+than)\s+/i, '').trim();
  const swapIn = (text: string) => (was && text.toLowerCase().includes(was.toLowerCase()) ? text.replace(new RegExp(was.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i'), next) : undefined);
  const role = /name\s*$/i.test(which) ? 'name' : 'role';
  // "Priya's job title": the scene whose name tag names her first, then any.
  const named = (scene: (typeof edit.doc.scenes)[number]) => scene.layers.some((l) => l.type === 'text' && l.role === 'name' && who !== undefined && partPattern(who).test(l.text));
  for (const scene of [...edit.doc.scenes.filter(named), ...edit.doc.scenes.filter((s) => !named(s))]) {
    const layer = scene.layers.find((l) => l.type === 'text' && l.role === role);
    if (layer?.type !== 'text') continue;
    const text = swapIn(layer.text) ?? next;
    note(edit, layer.text, text, scene);
    layer.text = text.slice(0, 500);
    return true;
  }
  for (const scene of edit.doc.scenes) {
    const layer = scene.layers.find((l) => l.type === 'text' && l.role === 'attribution');
    const parts = layer?.type === 'text' ? NAME_AND_ROLE.exec(layer.text) : null;
    if (layer?.type !== 'text' || !parts) continue;
    const text = swapIn(layer.text) ?? (role === 'role' ? `${parts[1]}${parts[2]}${next}` : `${next}${parts[2]}${parts[3]}`);
    note(edit, layer.text, text, scene);
    layer.text = text.slice(0, 500);
    return true;
  }
  return false;
}

/** A graphic named by its kind ("the button", "the CTA", "the chart", "it" for the title) says `next`, if there is one. */
export function setKindText(edit: Editor, kind: string, next: string): boolean {
  if (!next) return false;
  const word = /^(?:cta|call[- ]to[- ]action)(?:\s+button)?$/i.test(kind.trim()) ? 'button' : /^(?:it|this)$/i.test(kind.trim()) ? 'title' : /^graph$/i.test(kind.trim()) ? 'chart' : kind.trim();
  const selector = selectorOf(word);
  if (!selector || !edit.doc.scenes.some((s) => s.layers.some(selector.test))) return false;
  setText(edit, word, undefined, next);
  return true;
}

/** What ends the new words: the clause's end, a full stop (not a decimal point's), or "and"/"then" starting another. */
/** Where the new words end: the clause's end, a request joined on, or a reason given after a comma (", we got the final figures"). */
// An apology or a laugh closing the prompt ("change it to 8th sorry", "… lol") is to the reader, never the text's;
// nor is the scene it is in, said after it ("£15 in the second scene", "£30 on the second one", "… on slide 2").
// (Or what stays as it was, said after it: "… to Friday 20 June, same time".)
const NEW_END = String.raw`(?=\s*(?:$|\s+[-–—]\s+(?:please\s+)?(?:update|change|fix|do|put|make|use|in|on|for)\b|\s*,?\s+(?:in|on)\s+(?:the\s+)?(?:(?:first|second|third|fourth|fifth|sixth|last|final|next|opening|closing|\d{1,2}(?:st|nd|rd|th))\s+(?:scene|slide|one|card|screen|frame|page)|(?:scene|slide|card|screen|page)\s+\d{1,2})\b[\s.!]*(?:$|[.;!\n,])|(?<!\b(?:so|are|am|is|be|we['’]?re|i['’]?m|very|truly|really|feel|felt))\s+(?:sorry|soz|lol|lmao|haha|oops|whoops|my\s+bad)[\s.!]*$|[;!?\n⟪\u0001]|\((?=[^)]{0,40}\b(?:said|says|asked|wants|requested|per)\b)|\.(?:\s|$)|,?\s+(?:can|could|would|will)\s+(?:u|you|ya)\b|,?\s+(?:pls|plz|please|thanks|thx|cheers)\b|,?\s+(?:and|then|also)\s+(?:make|change|add|remove|put|move|swap|use|set|turn|give|it['’]?s|its|it\s+is|we['’]?re|we\s+are)\b|,?\s+and\s+(?:the|its|their)\s+(?:[\p{L}'’-]+\s+){0,3}?(?:to|should\s+be|is\s+now)\s|,?\s+(?:and|then|also|plus)\s*\u0001|,\s+(?:we|i|he|she|they|our|my|his|her|their|it'?s?|that'?s?|as|because|since|cos|cuz|sorry|lol|haha|thanks|my\s+(?:bad|mistake|fault)|oops|whoops|apologies|cheers|wrong|typo|mistake|misspelt|misspelled)\b|,\s+(?:[\p{L}'’]+\s+){1,2}(?:went|go|goes|gone|is|are|was|were|has|have|had|changed|moved|rose|increased|dropped|put|says|said|wants|wanted|thinks|told|asked|reckons|complained|complain|hated|hate|loved|liked|prefer|preferred|voted|found|thought|felt|kept)\b|,\s+(?:the|our|my|his|her|their|this|that)\s+(?:[\p{L}'’]+\s+){1,2}(?:\p{Ll}{2,}ed|went|put|got|left|quit|fell|broke|came|made|sold|ran|took)\b|,\s+(?:too|people|ppl|everyone|everybody|nobody|no\s+one|customers|clients|members|parents|kids|students|staff|the\s+boss|my\s+boss)\b|,\s+(?:(?:at|in)\s+)?(?:the\s+)?same\s+(?:time|place|venue|price|day|hour|location|room|address)\b|,\s+(?:and\s+)?(?:everything|all|the\s+rest)\s+else\b))`;
const NEW = String.raw`(?<new>[^\s⟪\u0001;!?\n.](?:[^⟪\u0001;!?\n.]|\.(?=[\p{L}\d])){0,79}?)`;
const OLD = String.raw`(?<old>(?:(?!\b(?:to|with|into|for|by)\b)(?:[^⟪\u0001,;:!?\n.]|(?<=\d)[:.](?=\d))){2,50}?)`; // (with a time's colon: "11:30pm")
const PERSON = String.raw`(?:his|her|their|the\s+(?:speaker|guest|host|presenter|LT|lower[- ]third|name\s+(?:tag|strap|super))'?s?|(?<who>\p{Lu}[\p{L}-]+)['’]s)\s+(?:job\s+)?(?:title|role|position|job|name)`;

/**
 * A fact said to have changed, with no verb asked of the tool: "<what> has moved/changed to <value>", "<what>'s now
 * <value>", "<what> is now <value>". Only a value of a known kind (a date, a time, a price) is taken, so "the music has
 * changed to jazz" or "move it to the end" are left to their readers. The words before the verb may hold an apology
 * ("sorry the date has changed"): the longest run of their last words that names something on screen is used.
 */
const FACT_CHANGED = new RegExp(
  String.raw`(?:the\s+)?(?<old>(?:[\p{L}\d'’-]+\s+){0,3}[\p{L}\d'’-]+?)(?:(?<!\b(?:is|are|was|were|has|have))\s+now(?:\s+(?:is|are))?\s+(?=[$€£¥]?\d)|(?:['’]s|\s+(?:has|have|is|are|was|were|got|get))\s+(?:now\s+)?(?:been\s+)?(?:(?:moved|changed|switched|pushed\s+back|brought\s+forward|moving|changing|put\s+back|gone\s+(?:up|down))\s+to\s+|now\s+(?:(?:at|on|from)\s+(?=[$€£¥]?\d))?)|(?<!\b(?:has|have|had|is|are|was|were|been|being|be|'s|’s))\s+(?:(?:went|goes|go)\s+(?:up|down)|rose|increased|dropped|fell|jumped|moved|changed)\s+to\s+)(?<new>[^\s⟪\u0001;,!?\n](?:[^⟪\u0001;,!?\n.]|\.(?=\d)|(?<=\d),(?=\d{3}\b|${DECIMAL_COMMA_TAIL})){0,39}?)(?=\s*(?:$|[;!?\n⟪\u0001]|,(?!\d{3}\b|${DECIMAL_COMMA_TAIL})|\.(?:\s|$)|\s[-–—]\s(?!(?:(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?\s+)?\d)|\s+(?:and|then|please|pls|now|instead|not|sorry|thanks|thank|cheers|ta|oops|lol|x+|fix|update|change|correct)\b))`,
  'iu',
);

/** Applies a fact said changed: `next` must be a date, a time or a price; `old` names the kind or the item holding it. */
export function changeFact(edit: Editor, old: string, said: string): boolean {
  // "the price went up to 32.50": a bare amount for a price keeps the price's currency as written on screen.
  const bare = /^\d[\d,]*(?:\.\d{1,2})?$/.test(said.trim()) && KIND_WORDS.price.test(old.trim().split(/\s+/).at(-1) ?? '');
  const shown = bare ? slotsOf(edit.doc).flatMap((s) => s.text.match(new RegExp(kindIn('price').source, 'giu')) ?? []) : [];
  const next = bare && shown.length === 1 ? shown[0]!.replace(/\d[\d,]*(?:\.\d{1,2})?/, said.trim()) : valueWithoutTail(edit, said);
  // A range said changed ("it's been moved to Sat 21 - Sun 22 June"): the range of its kind on screen, the line its
  // words name when there are several.
  if (!onlyKind(next)) return rangeKind(next) !== undefined && onlyValueOfKind(edit, next, old);
  const words = old.trim().split(/\s+/);
  for (let k = 0; k < words.length; k++) {
    const named = words.slice(k).join(' ');
    // "it's been moved to 21 June": "it" names nothing on screen; the one value of the new one's kind is it.
    if (/^(?:it|this|that|he|she|they|we|i|you)$/i.test(named)) return /^(?:it|this|that)$/i.test(named) && onlyValueOfKind(edit, next);
    if (replaceWords(edit, named, next)) return true;
  }
  // "the Brampton game has moved to Sun 20th": the one line holding a name said in it ("Sat 19th - vs Brampton Colts").
  for (const name of words.filter((w) => /^\p{Lu}[\p{L}'’-]{2,}$/u.test(w))) {
    const slots = slotsOf(edit.doc).filter((s) => partPattern(name).test(s.text));
    if (slots.length === 1 && replaceWords(edit, name, next)) return true;
  }
  // "pancakes are $10 now": a plural said of the one line that names it in the singular ("Pancake stack $9").
  for (const word of words) {
    const stem = word.replace(/ies$/i, 'y').replace(/(?<=(?:s|x|ch|sh))es$/i, '').replace(/(?<!s)s$/i, '');
    if (stem === word || stem.length < 3) continue;
    const slots = slotsOf(edit.doc).filter((s) => partPattern(stem).test(s.text));
    if (slots.length === 1 && replaceWords(edit, stem, next)) return true;
  }
  // "the concert has moved to Sunday 15 December", "change rent to £925 pcm": what it names is not on screen, but the
  // one value of the new value's kind is.
  return onlyValueOfKind(edit, next);
}

/** Replaces the one value of `next`'s kind (a date, a time, a price) on screen; false when there is not exactly one. */
export function onlyValueOfKind(edit: Editor, next: string, before = ''): boolean {
  const both = dateAndTime(next); // "it's now Saturday 14 December at 7pm": each value in its place.
  if (both) return both.map((value) => onlyValueOfKind(edit, value, before)).some(Boolean);
  // "the end date should be 12 May": the edge of a range, named just before.
  const edge = new RegExp(`\\b(${EDGE}\\s+\\p{L}+)\\s*$`, 'iu').exec(before);
  if (edge && replaceWords(edit, edge[1]!, next)) return true;
  // A range given ("change it to 2:30pm-4:30pm") replaces the range of its kind on screen, or its one value.
  const ranged = onlyKind(next) ? undefined : rangeKind(next);
  const kind = onlyKind(next) ?? ranged;
  if (!kind) return false;
  const value = ranged ? new RegExp(`${rangeOf(kind).source}|${kindIn(kind).source}`, 'iu') : kindIn(kind);
  let slots = slotsOf(edit.doc).filter((s) => (s.text.match(new RegExp(value.source, 'giu')) ?? []).length > 0);
  // "brass band is running late, change it to 13:30": "it" is the one line the clause before names.
  // "Flat B's landlord dropped the rent, make it …": the one line holding a name said as an owner.
  const owners = [...(before.split(/[.;!?\n]/).at(-1) ?? '').matchAll(/([\p{L}\d][\p{L}\d-]*(?:\s+[\p{L}\d][\p{L}\d-]*){0,2})['’]s?\b/gu)];
  for (const owner of slots.length > 1 ? owners : []) {
    const named = slots.filter((s) => partPattern(owner[1]!).test(s.text));
    if (named.length === 1) slots = named;
  }
  // "… it's now Sunday 21 September - update scene 1": the one scene the prompt names holds it.
  if (slots.length > 1) {
    const places = [...new Set([...edit.reading.text.matchAll(new RegExp(SCENE_REF, 'gi'))].map((m) => sceneIndex(m[0], edit.doc.scenes.length)))];
    const scene = places.length === 1 && places[0] !== undefined ? edit.doc.scenes[places[0]] : undefined;
    const inScene = scene ? slots.filter((s) => s.scene === scene) : [];
    if (inScene.length) slots = inScene;
  }
  if (slots.length > 1) {
    const words = (before.split(/[.;!?\n]/).at(-1) ?? '').toLowerCase().match(/\p{L}{3,}/gu)?.filter((w) => !/^(?:the|and|now|not|change|make|set|update|please|pls|sorry|actually|running|late|early|moved|changed|has|have|been|was|are|is|its|it's)$/.test(w)) ?? [];
    // A day said whole names the line that shortens it ("Sunday" → "Sun 10am–6pm").
    const named = slots.filter((s) => words.some((w) => new RegExp(`(?<![\\p{L}])(?:${w}${WEEKDAYS.includes(w) ? `|${w.slice(0, 3)}` : ''})(?![\\p{L}])`, 'iu').test(s.text)));
    if (named.length === 1) slots = named;
  }
  const values = slots.flatMap((s) => s.text.match(new RegExp(value.source, 'giu')) ?? []);
  if (slots.length === 0 && narrationValue(edit, value, next)) return true;
  if (slots.length !== 1 || values.length !== 1) return false;
  const [slot] = slots;
  // A day or a month typed in lower case ("its actually sunday 15th june") takes its capital where the screen's has one.
  const said = kind === 'date' && /\p{Lu}/u.test(values[0]!) ? next.replace(CALENDAR_WORD, (w) => w.charAt(0).toUpperCase() + w.slice(1)) : next;
  note(edit, slot!.text, slot!.set(slot!.text.replace(value, leadOnce(slot!.text, said))), slot!.scene);
  followInLinks(edit, values[0]!, said);
  return true;
}

const CALENDAR_WORD = new RegExp(String.raw`\b(?:${[...WEEKDAYS, ...MONTHS].join('|')})\b`, 'g');

interface WordCommand {
  pattern: RegExp;
  /** Applies the edit; false when the words name nothing on screen (the command's words are then left unread). */
  apply: (m: RegExpExecArray, edit: Editor) => boolean;
}

export const WORD_COMMANDS: WordCommand[] = [
  // "actually just use the first two, side by side": a layout cut down (edit-layout.ts).
  { pattern: KEEP_CELLS, apply: (m, edit) => keepCells(edit, m[1]!, m[2]!, m.groups!.how) },
  // "make the CTA say Buy today", "have the button read Join us", "rename the chart Weekly sales", "retitle it Summer".
  {
    pattern: new RegExp(String.raw`\b(?:make|have|let|get)\s+(?:the\s+)?(?<kind>(?:cta|call[- ]to[- ]action)(?:\s+button)?|button|chart|graph|heading|title|headline|subtitle|tagline|caption)\s+(?:say|read)\s*:?\s*${NEW}${NEW_END}`, 'iu'),
    apply: (m, edit) => setKindText(edit, m.groups!.kind!, clean(m.groups!.new!)),
  },
  {
    pattern: new RegExp(String.raw`\b(?:rename|re-?title|re-?name|call)\s+(?:the\s+)?(?<kind>chart|graph|it|this)\s+(?:to\s+|as\s+)?${NEW}${NEW_END}`, 'iu'),
    apply: (m, edit) => setKindText(edit, m.groups!.kind!, clean(m.groups!.new!)),
  },
  // "the quote is by Maya Angelou actually", "it's by Seneca, not Cicero": the quote's author.
  {
    pattern: new RegExp(String.raw`\b(?:the\s+)?(?:quote|quotation|saying|it)(?:'s|\s+is|\s+was|\s+should\s+be)\s+(?:actually\s+|really\s+)?(?:by|from)\s+(?<new>[^⟪\u0001,;:!?\n.]{2,60}?)${NEW_END.replace('(?=', '(?=(?:\\s*,?\\s*(?:actually|not\\s+[^,;.!?\\n]{1,40}))?')}`, 'iu'),
    apply: (m, edit) => setKindText(edit, 'attribution', clean(m.groups!.new!.replace(/\s+actually$/i, ''))),
  },
  // "change the name on the quote to Jade R.", "update the testimonial's credit to …": the quote's author.
  {
    pattern: new RegExp(String.raw`\b(?:change|update|set|make|switch|swap|correct|fix)\s+(?:the\s+)?(?:(?:name|author|credit|person|attribution|signature)\s+(?:on|under|of|for|below|beneath|with)\s+(?:the\s+)?(?:quote|quotation|testimonial|review)|(?:quote|quotation|testimonial|review)['’]s\s+(?:name|author|credit|attribution))\s+(?:to\s+|into\s+|with\s+)?(?:say\s+|read\s+|just\s+)?${NEW}${NEW_END}`, 'iu'),
    apply: (m, edit) => setKindText(edit, 'attribution', clean(m.groups!.new!)),
  },
  // "change his title to Pro-Vice-Chancellor", "make her name Dr Ada Obi", "change her title in the lower third to …".
  {
    pattern: new RegExp(String.raw`\b(?:change|update|set|make|switch)\s+(?<which>${PERSON})(?:\s+(?:in|on|under)\s+(?:the\s+)?(?:lower[- ]third|name\s+(?:tag|strap|strip|bar)|caption|banner))?\s+(?:to\s+|into\s+)?(?:say\s+|read\s+)?${NEW}${NEW_END}`, 'iu'),
    apply: (m, edit) => setPersonLine(edit, m.groups!.which!, clean(m.groups!.new!), m.groups!.who),
  },
  // "her title is VP of Research, not Chief Scientist", "his role's now Head Chef": the same, said as what it is.
  {
    pattern: new RegExp(String.raw`\b(?<which>${PERSON})(?:\s+is|['’]s|\s+should\s+be|\s+will\s+be)\s+(?:now\s+|actually\s+|really\s+)?(?!(?:the|a|an)\s|(?:wrong|incorrect|not\s+right|a\s+typo|misspel\w*|off|outdated|out\s+of\s+date)\b)${NEW}(?:\s*,?\s+(?:not|instead\s+of)\s+[^,;.!?\n]{1,60})?${NEW_END}`, 'iu'),
    apply: (m, edit) => setPersonLine(edit, m.groups!.which!, clean(m[0].slice(m[0].indexOf(m.groups!.new!))), m.groups!.who),
  },
  // "actually make it £32 and put 'this week only' under it": a new line under the title.
  {
    pattern: new RegExp(String.raw`\b(?:put|stick|write|pop|have)\s+${QUOTE}\s+(?:right\s+|just\s+)?(?:under|underneath|below|beneath)\s+(?:it|that|this|the\s+(?:title|heading|headline|text|price|main\s+text|offer))\b`, 'iu'),
    apply: (m, edit) => addUnderTitle(edit, edit.reading.quote(m[1]!)),
  },
  // "Helen's had to move it to Thursday 23 October, same time", "we've pushed it back to 8pm": "it" is the event, and
  // the one date or time on screen is what moves.
  {
    pattern: new RegExp(String.raw`\b(?:move|moved|moving|push|pushed|shift|shifted|bring|brought|put)\s+(?:it|this|that|the\s+(?:event|evening|night|talk|show|party|sale|fete|fair|gig|session|class|whole\s+thing))\s+(?:back\s+|forward\s+)?to\s+${NEW}${NEW_END}`, 'iu'),
    apply: (m, edit) => {
      const next = clean(m.groups!.new!);
      const kind = onlyKind(next) ?? (dateAndTime(next) ? 'date' : undefined);
      return (kind === 'date' || kind === 'time') && onlyValueOfKind(edit, next);
    },
  },
  // "the date has changed to Sat 12th Oct", "Registration's moved to 9:30", "the price is now £6": a fact said changed.
  { pattern: FACT_CHANGED, apply: (m, edit) => changeFact(edit, m.groups!.old!, clean(m.groups!.new!)) },
  // "swap the lemon tart for Sticky toffee pudding £4.20", "change the password on slide 3 to lighthouse7"; the second
  // of two said at once ("change the price to £39 and the order date to 11 Feb").
  {
    pattern: new RegExp(String.raw`(?:\b(?:swap|replace|change|switch|update|correct|fix|rename)\s+(?:out\s+)?|(?<=\b(?:change|update|correct|fix)\b[^.!?\n]{1,80}?)\band\s+(?=the\s))(?!(?:it|this|that|everything|all|the\s+(?:colou?rs?|background|music|voice|font|style|theme|look|order(?!\s+(?:date|deadline|number|form|button|line|by)\b)|transition)s?)\b)${OLD}(?:\s+(?:on|in|of)\s+(?<ref>${SCENE_REF}))?\s+(?:for|with|to|into|by)\s+${NEW}${NEW_END}`, 'iu'),
    apply: (m, edit) => {
      const next = sameShape(m.groups!.old!, clean(m.groups!.new!));
      // "change rent to £925 pcm": a word no line holds, given a value of a kind, changes the one value of that kind.
      return replaceWords(edit, m.groups!.old!, next, sceneOf(edit, m.groups!.ref ?? edit.contextRef)) || (!m.groups!.ref && onlyKind(next) !== undefined && onlyValueOfKind(edit, next));
    },
  },
  // "it should say 2025 not 2024", "the second one should be Thursday, not Wednesday", "make it £5 instead of £4".
  {
    pattern: new RegExp(String.raw`(?:\b(?<ref>(?:the\s+)?(?:${ORDINAL})\s+(?:one|slide|scene|card)|${SCENE_REF})\s+)?\b(?:should\s+(?:be|say|read)|must\s+(?:be|say)|needs\s+to\s+(?:be|say)|make\s+it|it'?s|is|are|costs?|was|were)\s+(?:(?:now|actually|really)\s+)?(?<new>(?:[^⟪\u0001,;:!?\n]|${NUMBER_COMMA}){1,40}?)\s*,?\s*(?:not|instead\s+of|rather\s+than)\s+(?<old>(?:[^⟪\u0001,;:!?\n]|${NUMBER_COMMA}){1,40}?)${NEW_END}`, 'iu'),
    apply: (m, edit) => {
      const scene = sceneOf(edit, m.groups!.ref);
      const said = m.groups!.old!.replace(/\.$/, '');
      const next = withoutEchoedWords(edit, clean(m.groups!.new!), said, sceneOf(edit, m.groups!.ref));
      // "5.6% not 5.4", "3 minors not 0": the old value's unit or noun goes with it, as the new one's says.
      // So does its currency, before or after it ("nihari is 15$ not 14", "$4 not 3.50").
      const unit = /(?<=\d)[%°]$|(?<=\d)\s?(?:k|m|km|kg|mph|ft|[$€£¥]|EUR|USD|GBP)$|(?<=\d)\s\p{L}[\p{L}'’-]*$/iu.exec(next)?.[0];
      const sign = /^[$€£¥](?=\s?\d)/.exec(next)?.[0];
      const shown = (text: string) => slotsOf(edit.doc, scene).some((s) => partPattern(text).test(s.text));
      const old = unit && !said.endsWith(unit) && shown(said + unit) ? said + unit : sign && !said.startsWith(sign) && shown(sign + said) ? sign + said : said;
      const slot = slotsOf(edit.doc, scene).find((s) => partPattern(old).test(s.text));
      // "9am-2pm not 8-1": the old value said short; the new one's kind names the one value (or range) on screen.
      if (!slot) return ((onlyKind(next) !== undefined || rangeKind(next) !== undefined) && onlyValueOfKind(edit, next)) || (!scene && narrationWords(edit, said, next));
      return replaceWords(edit, old, next, slot.scene) && (m.groups!.ref !== undefined || (sameFigureElsewhere(edit, old, next), true));
    },
  },
  // The same, with its words quoted by the reading ("it should say ⟪2025 not 2024⟫"): the quote is the correction.
  {
    pattern: new RegExp(String.raw`(?:\b(?<ref>(?:the\s+)?(?:${ORDINAL})\s+(?:one|slide|scene|card)|${SCENE_REF})\s+)?\b(?:should\s+(?:now\s+)?(?:be|say|read)|must\s+(?:now\s+)?(?:be|say)|needs\s+to\s+(?:be|say)|make\s+it)\s*:?\s*${QUOTE}`, 'iu'),
    apply: (m, edit) => {
      const said = /^(.{1,40}?)\s*,?\s+(?:not|instead\s+of|rather\s+than)\s+(.{1,40}?)[.!]?$/i.exec(edit.quote(m.at(-1)!));
      // "the date has moved. It should now say Thursday 21 March": a value of a known kind, in place of its kind's.
      if (!said) return !m.groups!.ref && onlyValueOfKind(edit, edit.quote(m.at(-1)!), m.input.slice(0, m.index));
      const scene = sceneOf(edit, m.groups!.ref);
      const slot = slotsOf(edit.doc, scene).find((s) => partPattern(said[2]!).test(s.text));
      return slot !== undefined && replaceWords(edit, said[2]!, clean(said[1]!), slot.scene);
    },
  },
  // "sorry, the date is wrong, it's 21 June", "it should be 7:30pm": a value of a known kind said bare replaces the one
  // value of that kind on screen (nothing when there are several, or none).
  {
    // "actually make it £28", "change it to 7:30pm", "price reduced, change to AED 2,290,000": the same, said as a
    // request.
    pattern: new RegExp(String.raw`\b(?:(?:it'?s|it\s+(?:has|is))\s+(?:been\s+)?(?:moved|changed|pushed|postponed|rescheduled|brought\s+forward)\s+to|(?:now|instead)\s+(?:opens?|opening|starts?|starting|begins?|finish(?:es)?|ends?|closes?)\s+(?:at|from|on)|it'?s|its|it\s+is|it\s+should\s+be|should\s+be|(?:the\s+)?(?:right|correct)\s+(?:one|date|time|price)\s+is|(?<=(?:^|[,;:.!—–-]\s*)(?:(?:so|sorry|oh|oops|actually|wait)\s*,?\s+)*)(?:the\s+)?(?:price|cost|fee|rent|date|time|day|address|street\s+address|location)\s+(?:is|should\s+be|will\s+be)(?=\s+(?:actually\s+|really\s+|now\s+)?(?:[$€£¥\d]|(?:mon|tue|wed|thu|fri|sat|sun|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\p{L}*\s+\d))|(?:the\s+)?new\s+(?:date|time|price|day)(?:\s+is|\s+will\s+be|\s*[:=])?|(?:make|change|set|update|switch)\s+(?:it|that)\s+(?:to\s+)?|(?<=(?:^|[,;:.!—–-]\s*)(?:(?:so|please|pls|now)\s+)?)(?:change|update|drop|reduce|lower|cut|raise|increase)\s+to\s+|(?:put|push|bump|take|bring|move|dropped|reduced|lowered|raised|increased|cut|upped|changed|moved|pushed|knocked)\s+(?:the\s+)?(?:price|cost|time|date|fee|rent)\s+(?:up|down|back|forward)?\s*to|(?:price|cost|fee|rent|date|time)\s+(?:is|has)\s+(?:change[ds]?|changed|gone\s+(?:up|down)|moved|different)\s*[,.;:]?\s*(?:it'?s\s+|it\s+is\s+)?now)\s*(?:actually\s+|really\s+|now\s+)?${NEW}(?:\s*,?\s+(?:not|instead\s+of)\s+[^,;.!?\n]{1,30})?${NEW_END.replace('(?=', '(?=(?:\\s*,?\\s*(?:(?:at\\s+)?(?:the\\s+)?same\\s+(?:times?|place|day|venue|location|hours?|price)|same\\s+as\\s+before))?')}`, 'iu'),
    // ("now £2.00 for one pączek": what the price is for is not part of it.)
    apply: (m, edit) => onlyValueOfKind(edit, valueWithoutTail(edit, clean(m.groups!.new!).replace(/^([$€£¥]\s?\d[\d,.]*)\s+for\s+(?:one|each|a|an|1)\b.*$/i, '$1')), m.input.slice(0, m.index)),
  },
  // "cambia el precio a 25€", "change le prix à 25 €", "cambia il prezzo a 25€", "muda o preço para 25€": the same,
  // asked in Spanish, French, Italian or Portuguese of the value's kind.
  {
    pattern: new RegExp(String.raw`(?<![\p{L}])(?:cambia|cambie|cambiar|cambiad|pon|ponga|poner|actualiza|actualice|change|changez|changer|mets|mettez|modifie|modifiez|metti|mettete|aggiorna|muda|mude|mudar|altera|altere|coloca|coloque)\s+(?:(?:el|la|le|il|lo|o|a|l['’])\s*)?(?:precio|prix|prezzo|pre[çc]o|tarifa|tarif|tariffa|fecha|date|data|hora|heure|ora|horario|horaire|orario)\s+(?:a|por|en|à|par|in|con|para|pra|pour)\s+${NEW}${NEW_END}`, 'iu'),
    apply: (m, edit) => onlyValueOfKind(edit, clean(m.groups!.new!), m.input.slice(0, m.index)),
  },
  // "Sunday is now 10am–8pm", "the matinee is now £12": a value of a known kind said of the line its words name.
  {
    pattern: new RegExp(String.raw`(?<![\p{L}])(?<label>[\p{L}][\p{L}'’-]*(?:\s+[\p{L}][\p{L}'’-]*){0,2}?)\s+(?:is|are|will\s+be)\s+now\s+${NEW}${NEW_END}`, 'iu'),
    apply: (m, edit) => {
      const next = clean(m.groups!.new!);
      return Boolean(onlyKind(next) ?? rangeKind(next)) && onlyValueOfKind(edit, next, `${m.input.slice(0, m.index)} ${m.groups!.label!}`);
    },
  },
  // "They've moved the date — change it to 21.06.2025": the value read as text to show is still a value of its kind;
  // "change it to Guide price £325,000": the words open as one line does, which they replace.
  {
    pattern: new RegExp(String.raw`\b(?:make|change|set|update|switch|move)\s+(?:it|that)\s+(?:to\s+)?${QUOTE}`, 'iu'),
    apply: (m, edit) => onlyValueOfKind(edit, edit.quote(m[1]!), m.input.slice(0, m.index)) || replaceLineLike(edit, edit.quote(m[1]!), true),
  },
  // "we dropped our price, make ours $3.25", "make the nihari 15$": a value of a known kind given to the line named.
  {
    pattern: new RegExp(String.raw`\b(?:make|set|put)\s+(?!(?:it|that|this|them|everything|all)\b)(?<old>(?:the\s+)?[\p{L}'’-]+(?:\s+[\p{L}'’-]+){0,2}?)\s+(?:(?:to|at)\s+)?(?<new>${Object.values(KINDS).map((k) => `(?:${k})`).join('|')})${NEW_END}`, 'iu'),
    apply: (m, edit) => changeFact(edit, m.groups!.old!.replace(/^the\s+/i, ''), clean(m.groups!.new!)),
  },
  // "brownies are £1 now not 80p", "the raffle's 7pm now": a value of a known kind said as what a named thing is now.
  {
    pattern: new RegExp(String.raw`\b(?<old>(?:[\p{L}\d'’-]+\s+){0,2}?[\p{L}\d'’-]+)(?:['’]s|\s+(?:is|are))\s+(?<new>[^\s⟪\u0001;,!?\n](?:[^⟪\u0001;,!?\n.]|\.(?=\d)){0,20}?)\s+now\b(?:\s*,?\s*not\s+[^\s,;.!?]+)?`, 'iu'),
    apply: (m, edit) => changeFact(edit, m.groups!.old!, clean(m.groups!.new!)),
  },
  // "make that 1,312, we've done more": a bare figure for the chapter's one counter, when there is no chart to mean.
  {
    pattern: new RegExp(String.raw`\b(?:make|change|set|update|correct)\s+(?:it|that|this)\s+(?:to\s+)?[$€£]?(?<n>${NUMBER})(?![\d.,]*\d|\s*(?:%|\p{L}|[-–—/:]))`, 'iu'),
    apply: (m, edit) => {
      // "scene 3: make it 1,450": the scene said before it, when it holds the counter, even if another holds a chart.
      const scene = edit.contextRef ? sceneOf(edit, edit.contextRef) : undefined;
      const layers = (scene ? [scene] : edit.doc.scenes).flatMap((s) => s.layers);
      if (layers.filter((l) => l.type === 'counter').length !== 1 || layers.some((l) => l.type === 'chart')) return false;
      counterTo(edit, m.groups!.n!);
      return true;
    },
  },
  // "the brownies cost £1.20 now", "Die Mohnschnecke kostet doch 1,90 €", "el café cuesta 2 €": a price said as what a
  // named thing costs, in English and the common languages.
  {
    pattern: new RegExp(String.raw`\b(?:(?:the|die|der|das|el|la|los|las|le|les|o|a|il)\s+)?(?<old>[\p{L}'’-]+(?:\s+[\p{L}'’-]+){0,2}?)\s+(?:costs?|kostet|kosten|cuesta|cuestan|co[uû]te|co[uû]tent|custa|custam|costa|costano)\s+(?:(?:now|actually|really|doch|jetzt|eigentlich|ahora|maintenant|agora|ora)\s+)*(?<new>(?:[$€£¥]\s?)?\d[\d.,]*(?:\s?(?:€|EUR|£|\$|p))?)(?![\d\p{L}])`, 'iu'),
    apply: (m, edit) => changeFact(edit, m.groups!.old!, clean(m.groups!.new!)),
  },
  // "we just passed 2,500 customers", "we've hit 10k members": a figure said of what a counter counts sets where it goes.
  {
    pattern: /\b(?:passed|reached|hit|crossed|topped|got\s+to|now\s+have|have\s+now|are\s+(?:at|on))\s+(?<n>\d[\d,]*(?:\.\d+)?)\s*(?<mult>[kKmM](?![\p{L}]))?\s+(?<what>\p{L}[\p{L}'’-]*(?:\s+\p{L}[\p{L}'’-]*){0,2})/u,
    apply: (m, edit) => {
      const scene = edit.contextRef ? sceneOf(edit, edit.contextRef) : undefined;
      return counterReached(edit, numberValue(m.groups!.n!) * (m.groups!.mult ? (/k/i.test(m.groups!.mult) ? 1_000 : 1_000_000) : 1), m.groups!.what!, scene ? [scene] : edit.doc.scenes);
    },
  },
  // "take the price out", "remove the prices", "without the times".
  {
    pattern: /\b(?:(?:take|leave|cut)\s+(?:out\s+|off\s+)?(?:the|all\s+the|any)\s+(?<a>prices?|costs?|times?|amounts?)(?:\s+(?:out|off))?|(?:remove|delete|drop|lose|hide|get\s+rid\s+of|without)\s+(?:the|all\s+the|any)\s+(?<b>prices?|costs?|times?|amounts?))\b(?!\s+(?:down\s+)?to\s)/i,
    apply: (m, edit) => removeKind(edit, (m.groups!.a ?? m.groups!.b)!),
  },
  // "just leave Friday Pizza Club", "only keep the name".
  {
    pattern: new RegExp(String.raw`\b(?:(?:just|only)\s+(?:leave|keep|say|show)|leave\s+(?:just|only))\s+${NEW}${NEW_END}`, 'iu'),
    apply: (m, edit) => keepOnly(edit, m.groups!.new!),
  },
];


/** Applies the prompt's edits by words; only those that changed something take their words. */
export function applyWordEdits(edit: Editor): void {
  for (const command of WORD_COMMANDS) {
    for (const m of edit.reading.find(command.pattern)) {
      if (!edit.reading.isFree(m.index, m.index + m[0].length)) continue;
      const context = edit.contextAt(m.index);
      if (!command.apply(m, edit)) continue;
      edit.reading.takeMatch(m);
      if (context !== undefined && edit.reading.isFree(context, m.index)) edit.reading.take(context, m.index);
    }
  }
  edit.contextRef = undefined;
}
