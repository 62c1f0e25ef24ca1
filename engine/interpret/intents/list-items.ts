import { ABBREVIATION, DECIMAL_COMMA_TAIL } from '../read/words.js';
import { classifyClause } from '../read/roles.js';

/*
 * Plain items after a list's lead, to the end of their sentence: set apart by spaced slashes, bars or bullets, by
 * semicolons (each keeps its commas), by commas, or one per line; a last clause about the whole video and a line said
 * to the tool are no items. Shared by the readers of lists by their word (lists.ts) and by their shape (list-shapes.ts).
 */

/** What sets inline items apart: a slash, bar or bullet with spaces around it, or a bullet anywhere. */
export const SHAPED_SEPARATOR = /[ \t]+[/|][ \t]+|[ \t]*[•·][ \t]*/;
const STYLE_CLAUSE = /,?\s+(?=(?:on|over|against)\s+(?:an?\s+|the\s+)?[\w\s#-]{0,30}?\b(?:background|backdrop)\b|with\s+(?:captions|subtitles|narration|a\s+voice(?:over)?|music|a\s+soundtrack)\b|in\s+(?:9:16|16:9|1:1|4:5|portrait|landscape|vertical|square)\b)/i;
/** A last clause that styles the video, not an item: "…, Cappuccino $4.50, warm cream background", "…, elegant style". */
const TRAILING_STYLE = /(?:,|;|\band\b)\s*(?:(?:an?|the|with|in|on|over|against|using)\s+)?(?:[\w#'-]+\s+){0,3}(?:background|backdrop|gradient|theme|style|palette|look|colou?r\s+scheme|colou?rs|tones|vibe|font|typeface|music|soundtrack)\s*$/i;
/**
 * A comma that sets items apart: not a thousands comma ("1,250") nor a decimal comma before a currency or a percent
 * ("Croissant 1,50 €", "2,5 %"), as people write prices across Europe.
 */
const ITEM_COMMA = String.raw`,(?!\d{3}\b)(?!${DECIMAL_COMMA_TAIL})`;
const BULLETS = /(?:^|[\s,;:])\d{1,2}[.)](?=\s)|(?:^|[,;:\n])[ \t]*[-•*–](?=\s)|[ \t][•*](?=\s)/;
export const NUMBERING = /(?:^|[\s,;:])(?:\d{1,2}[.)]|[-•*–])(?=\s)/;

/** A line that names a text ("Title it …", "Heading: …"), not an item. */
const NAMES_A_TEXT = /^\s*(?:title|heading|headline|subtitle|caption|tagline)\b(?:\s+(?:it|this|them))?\s*[:\-–]?\s/i;

/**
 * A line said to the tool, not an item: one that names a text, asks politely, or has a clause that is not content
 * ("all on one slide pls, dark green bg", "balloons floating up, pastel pink background", "show them all at once").
 */
export function saidToTool(line: string): boolean {
  const text = line.replace(/^\s*(?:[-•*–]|\d{1,2}[.)])\s+/, '').trim();
  if (!text) return false;
  if (NAMES_A_TEXT.test(text) || /\b(?:pls|please|plz)\b/i.test(text)) return true;
  // A line marked as an item ("4. Chest opener") names the video's kind only by chance: only a request or a look ends items.
  const marked = /^\s*(?:[-•*–]|\d{1,2}[.)])\s+/.test(line);
  return text.split(/\s*[,.;!?]\s+|\s*[,;]\s*/).some((clause) => clause.trim() !== '' && !['content', ...(marked ? ['framing'] : [])].includes(classifyClause(clause)));
}

/** Plain items after "…:" up to the end of the sentence ("three tips: sleep, water and walks."). */
export function plainItems(view: string, p: number, to: number, minItems = 2): { items: string[]; end: number; numbered: boolean } | undefined {
  const rest = view.slice(p, to);
  // A dash or a comma before how the items appear ("…, Forward fold - one at a time please", "…, Front desk, all at
  // once") ends them: the reveal's words; so does a remark in brackets after the last ("…, Face painting (one at a
  // time would be lovely)").
  const stop = new RegExp(String.raw`(?:(?<!\b${ABBREVIATION})[.!?](?=\s|$)(?![ \t]*\d{1,2}[.)]\s)|\n\s*\n|\n(?=[ \t]*\d{1,2}[.)][ \t])|\u0001|⟪|\bthen\b|\bfinally\b|\s+(?:and\s+)?(?:(?:at|in)\s+the\s+end|to\s+finish|lastly)\b|\s[-–—]\s*(?=(?:(?:and\s+)?(?:show(?:n)?|reveal(?:ed)?|appearing|popping\s+up)\s+)?(?:one\s+(?:at\s+a\s+time|by\s+one|after\s+(?:another|the\s+other))|all\s+at\s+once|numbered|in\s+order)\b)|,\s*(?=(?:(?:and\s+)?(?:show(?:n|ing)?|reveal(?:ed)?|bring|appearing|popping\s+up|coming\s+in)\s+)?(?:(?:them|each(?:\s+one)?|the\s+(?:items|points|steps|lines|tips))\s+(?:in\s+)?)?(?:(?:all\s+)?(?:on\s+(?:the\s+)?screen\s+)?at\s+once|all\s+together|one\s+(?:at\s+a\s+time|by\s+one|after\s+(?:another|the\s+other)))(?:\s+(?:please|pls))?[\s.!]*(?:$|[.;!\n]))|\s*\((?=[^()\n]{0,60}\b(?:one\s+(?:at\s+a\s+time|by\s+one|after\s+(?:another|the\s+other))|all\s+at\s+once|please|pls|if\s+possible|would\s+be\s+(?:lovely|great|nice|good|amazing)|thanks?)\b[^()\n]*\)\s*(?:[.!?]|$)))`, 'i').exec(rest);
  // "1. Cut the bottle 2. Turn it upside down and push it in 3. Mark a scale …": numbered inline, a number's own
  // full stop is its mark, not the sentence's end; the items are what lies between the marks, "and" and all.
  // Dictated, the marks may have no stop ("1 Paper and cardboard 2 Plastic bottles 3 Tins and cans"): three or more
  // in order then, so a number inside an item ("2 seconds") is not read as a mark.
  const inline = /^\s*1([.)])?\s+\p{L}/u.exec(rest);
  if (inline) {
    const bare = inline[1] === undefined;
    const marks = [...rest.matchAll(bare ? /(?:^|\s)(\d{1,2})\s+(?=\p{L})/gu : /(?:^|\s)(\d{1,2})[.)]\s+(?=\p{L}|[$€£¥]?\d)/gu)];
    const run = bare ? marks.filter((m, i) => Number(m[1]) === i + 1 && marks.slice(0, i).every((n, k) => Number(n[1]) === k + 1)) : marks.filter((m, i) => Number(m[1]) === i + 1);
    const tail = run.length ? rest.slice(run.at(-1)!.index! + run.at(-1)![0].length) : '';
    const last = /[.!?](?=\s|$)|\n|\u0001|⟪/.exec(tail);
    const end = run.length ? run.at(-1)!.index! + run.at(-1)![0].length + (last?.index ?? tail.length) : 0;
    const items = run.map((m, i) => rest.slice(m.index! + m[0].length, i + 1 < run.length ? run[i + 1]!.index : end).trim().replace(/[.;,]+$/, ''));
    if (run.length >= (bare ? Math.max(3, minItems) : minItems) && run.length === marks.filter((m) => m.index! < end).length && items.every((t) => t && !/[⟪\u0001]/.test(t) && t.split(/\s+/).length <= 16)) {
      return { items: items.map((t) => t.charAt(0).toUpperCase() + t.slice(1)), end: p + end, numbered: true };
    }
  }
  let text = stop ? rest.slice(0, stop.index) : rest;
  // A clause about the whole video after the last item ("…, Same bedtime every day, on a deep purple background, with
  // captions") is no item: the list ends before it, so the background, captions or format readers still get it.
  const style = STYLE_CLAUSE.exec(text);
  if (style) text = text.slice(0, style.index);
  for (let last = TRAILING_STYLE.exec(text); last; last = TRAILING_STYLE.exec(text)) text = text.slice(0, last.index);
  // Items one per line end at a line said to the tool ("show them all at once"), left to the readers of reveals.
  const asked = [...text.matchAll(/\n([^\n]+)/g)].find((m) => saidToTool(m[1]!));
  if (asked) text = text.slice(0, asked.index);
  // Items set apart by spaced slashes, bars or bullets ("Sony A7 IV / 35mm f1.4 / lens cloth"): each part whole.
  const shaped = text.split(SHAPED_SEPARATOR).map((t) => t.trim().replace(/[.!?]+$/, '')).filter(Boolean);
  if (shaped.length >= minItems && shaped.length > 2 && shaped.every((s) => s.length <= 80 && s.split(/\s+/).length <= 10)) return { items: shaped, end: p + text.length, numbered: false };
  // A dash between words of an item ("Half term 28 October - 1 November") is no bullet: only one that opens the text,
  // a line or a part after a comma is.
  const numbered = BULLETS.test(text);
  // Items set apart by commas keep their own "and", "&" and dashes ("Friday - Show and tell", "Registration & coffee").
  // Items set apart by semicolons keep their commas ("Pat dry, don't rub; Moisturise; …").
  // (A key's semicolon is no separator: "Ctrl+; (today's date)".)
  const semis = text.split(/\s*(?<!\+);\s*/).filter((t) => t.trim());
  // Items one per line keep their commas too ("Tea, hot £1.50").
  const lines = text.split(/\s*\n\s*/).filter((t) => t.trim());
  const commaParts = lines.length >= 3 ? lines : semis.length >= 3 ? semis : text.split(new RegExp(String.raw`\s*(?:${ITEM_COMMA}|(?<!\+);|\n)\s*(?:and\s+)?`)).filter((t) => t.trim());
  // "Monday - Painting, Tuesday - Music": dashes inside each of several comma items are theirs, not bullets.
  const dashed = commaParts.length >= 3 && commaParts.every((t) => /\s[-–]\s/.test(t));
  const commas = commaParts.length >= 3 && (dashed || !numbered);
  if (commas) {
    // The last item may hold the last "and": "…, Latte $4 and Mocha $5" (not "Show and tell", unlike the others).
    const shape = (t: string) => `${/\d/.test(t)}${/\s[-–]\s/.test(t)}`;
    // An "&" binds tighter than "and": "…, Flea & worm check" is one item, as "Fish & chips" is.
    const last = commaParts.at(-1)!.split(/\s+and\s+/);
    if (last.length === 2 && last.every((t) => shape(t) === shape(commaParts[0]!))) commaParts.splice(-1, 1, ...last);
  }
  // Items one per line, each marked with a bullet or a number ("- 9:00 Welcome & coffee"): each line whole.
  const marked = lines.length >= 2 && lines.every((l) => /^(?:[-•*–]|\d{1,2}[.)])\s/.test(l));
  if (marked) {
    const items = lines.map((l) => l.replace(/^(?:[-•*–]|\d{1,2}[.)])\s+/, '').replace(/[.!?]+$/, '').trim());
    if (items.every((s) => s.length > 0 && s.length <= 80 && s.split(/\s+/).length <= 10)) return { items, end: p + text.length, numbered: lines.every((l) => /^\d/.test(l)) };
  }
  const parts = (commas ? commaParts : text.split(new RegExp(String.raw`\s*(?:${ITEM_COMMA}|;|\n|\band\b|&|(?:^|\s)(?:\d{1,2}[.)]|[-•*–])(?=\s))\s*`, 'i')))
    .map((s) => s.trim().replace(/^[-•*–]\s*/, '').replace(/[.!?]+$/, ''))
    .filter((s) => s.length > 0);
  if (parts.length < minItems || parts.some((s) => s.length > 80 || s.split(/\s+/).length > 10)) return undefined;
  // Each item marked 1, 2, 3 … without a stop ("1 Open the app", one per line): the marks number the list.
  if (parts.length >= 2 && parts.every((s, i) => new RegExp(String.raw`^${i + 1}\s+\p{L}`, 'u').test(s))) return { items: parts.map((s) => s.replace(/^\d{1,2}\s+/, '')), end: p + text.length, numbered: true };
  return { items: parts, end: p + text.length, numbered: numbered && !dashed };
}


/**
 * `view` with the words another reader took back where they stand inside items: a whole item between two separators
 * after a list's colon ("Bullets: Dark mode; Bulk import; …", where "dark mode" was read as a palette), or words in
 * the middle of one ("Clip in to the red line") or at the head of an item's line. Words taken at an item run's end (a closing style clause) stay out.
 */
export function withItemWords(view: string, text: string, from: number, to: number, wholeRange = false): string {
  const rest = view.slice(from, to);
  // Inline items end with their sentence; lines of items (`wholeRange`) run to `to` ("1. Check …" has a stop).
  const end = wholeRange ? to : from + (new RegExp(String.raw`(?<!\b${ABBREVIATION})[.!?](?=\s|$)|\n\s*\n|⟪`).exec(rest)?.index ?? rest.length);
  let out = view.slice(0, from);
  let last = from;
  for (const m of view.slice(from, end).matchAll(/\u0001+/g)) {
    const at = from + m.index;
    const after = at + m[0].length;
    // Not across a line: a line another reader took ("balloons floating up") is said to the tool, not an item.
    const whole = /(?:^[ \t]*|[;,•/|][ \t]*)$/.test(view.slice(from, at)) && /^[ \t]*[;,•/|][ \t]*\S/.test(view.slice(after, end));
    const inside = /[\p{L}\d][ \t]+$/u.test(view.slice(Math.max(from, at - 3), at)) && /^[ \t]+[\p{L}\d]/u.test(view.slice(after, after + 3));
    // At the head of a numbered or bulleted line, before the item's other words ("3. Clean the oven").
    const head = /(?:^|\n)[ \t]*(?:\d{1,2}[.)]|[-•*–])[ \t]+$/.test(view.slice(0, at)) && /^[ \t]+[\p{L}\d]/u.test(view.slice(after, after + 3));
    // Never a quote another reader made its own (a quote card's words on a numbered line): its token is no item's.
    const token = /[⟪⟫]/.test(text.slice(at, after));
    out += view.slice(last, at) + ((whole || inside || head) && !token ? text.slice(at, after) : m[0]);
    last = after;
  }
  return out + view.slice(last);
}
