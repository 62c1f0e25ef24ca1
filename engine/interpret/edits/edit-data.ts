import type { ChartLayer, CounterLayer, ListLayer, SceneDocument } from '../../../model/scene-document.js';
import type { Notes } from '../compose/notes.js';
import type { Reading } from '../read/reading.js';
import { NUMBER, numberValue, ORDINAL } from '../read/words.js';

/*
 * Edits of the data on screen said without quotes, as people correct a chart or a list: a chart's value by its label
 * ("Hull was actually 350", "oops Tuesday should be 340 not 430": a label said in full matches its short form, "Tue"),
 * and an item added at the end of the list ("add Iced matcha £3.90 at the bottom of the list", "add a fourth step at
 * the end: Start your first project"). Quoted edits are read by edits.ts.
 */

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** What links a label to its corrected value: "was actually", "should be", "is", "=". */
// (Or said wrong first, then right: "the Q4 number was wrong, it's 63,000", "Q4 was finalised at $330k", "Q4 was
// restated, make it $2.4M".)
// (Where it is may be said between: "the May figure in the chart should be 4.8%".)
const CORRECTED = String.raw`(?:'s)?(?:\s+(?:figure|value|number|total|bar|amount))?(?:\s+(?:in|on|of)\s+the\s+(?:chart|graph|bar\s+chart|line\s+chart|pie\s+chart|donut))?\s+(?:(?:was|is|has\s+been|got|were)\s+(?:wrong|incorrect|off|a\s+typo|restated|revised|updated|corrected|adjusted|amended|changed)\s*[,.;:-]*\s*(?:so\s+)?(?:(?:please|pls)\s+)?(?:it['’]?s|its|it\s+is|it\s+was|should\s+be|(?:make|change|set|update|put)\s+it(?:\s+to)?|now)|(?:was|is|has\s+been)\s+(?:finali[sz]ed|confirmed|revised|updated|corrected)\s+(?:at|to|as)|(?:came|comes)\s+in\s+at|ended\s+(?:up\s+)?at|(?:closed|finished|landed|settled|wrapped\s+up)\s+(?:out\s+)?(?:at|on)|was|is|were|are|should\s+(?:be|have\s+been|say|read)|=|:|->|→)\s+(?:now\s+)?(?:actually\s+|really\s+|meant\s+to\s+be\s+)?`;

/** A chart's values corrected by their labels; each correction's words are taken. */
function correctCharts(charts: ChartLayer[], reading: Reading, notes: Notes): void {
  for (const chart of charts) {
    for (const datum of chart.data) {
      // The label as said, or a longer word it starts ("Tuesday" for "Tue"), or its last word alone when no other
      // label ends with it ("Oakfield" for "vs Oakfield"); then the new value (and the old one).
      const whole = datum.label.length >= 3 && /^[\p{L}]+$/u.test(datum.label) ? `${escape(datum.label)}[\\p{L}]*` : escape(datum.label);
      const last = /\s(\p{L}{3,})$/u.exec(datum.label)?.[1];
      const own = last && chart.data.filter((d) => d.label.toLowerCase().endsWith(last.toLowerCase())).length === 1;
      const said = own ? `(?:${whole}|${escape(last)})` : whole;
      const value = String.raw`[$€£]?(${NUMBER})\s*%?(?:\s*,?\s*(?:not|instead\s+of)\s+[$€£]?(?:${NUMBER})\s*%?)?`;
      const stated = new RegExp(String.raw`(?<![\p{L}\d])(?:the\s+)?${said}${CORRECTED}${value}`, 'iu');
      // Or asked of the tool: "make Moz 10 not 9", "set Tuesday to 340".
      const asked = new RegExp(String.raw`\b(?:make|set|put|change|update|bump)\s+(?:the\s+)?${said}(?:'s)?(?:\s+(?:figure|value|number|total|bar))?\s+(?:to\s+|up\s+to\s+)?${value}`, 'iu');
      // Or the second of two asked at once: "change the total to £13,050 and the Volunteers bar to £3,700".
      const joined = new RegExp(String.raw`(?:\band\s+|,\s*)(?:the\s+)?${said}(?:'s)?(?:\s+(?:figure|value|number|total|bar|slice|segment))?\s+(?:to|should\s+be|is\s+now)\s+${value}`, 'iu');
      // Or bare, right after another's new value: "Europe should be 29% and Other 8%".
      const listed = new RegExp(String.raw`(?<=[\d\u0001]\s*%?\s*)(?:\band\s+|,\s*(?:and\s+)?)(?:the\s+)?${said}\s+${value}(?![\d.,]*\s*(?:[\p{L}]))`, 'iu');
      // Or as the result of another change: "take out admin and add it to food, so Food 79%".
      const result = new RegExp(String.raw`\b(?:so|making|leaving|giving)\s+(?:the\s+)?${said}(?:\s+(?:is|becomes|goes\s+to|at))?\s+${value}(?![\d.,]*\s*\p{L})`, 'iu');
      const m = [stated, asked, joined, listed, result].flatMap((pattern) => reading.find(pattern)).find((found) => reading.isFree(found.index, found.index + found[0].length));
      if (!m) continue;
      datum.value = numberValue(m[1]!);
      reading.takeMatch(m);
      notes.change(`${datum.label} is ${m[1]}`);
    }
  }
}

/** "add a fourth step at the end: …", "add one more item - …": the item after the noun and its colon. */
const ADD_NAMED = new RegExp(String.raw`\badd\s+(?:an?\s+|another\s+|one\s+more\s+)?(?:(?:new|extra|${ORDINAL})\s+)?(?:step|item|point|bullet|line|dish|one)\s*(?:(?:at|to)\s+the\s+(?:end|bottom)(?:\s+of\s+the\s+(?:list|menu|steps|points))?\s*)?(?::|[-–—]|saying|called)\s*((?:[^⟪\u0001\n.!?]|\.(?=\d)){1,80})`, 'iu');
/** "add Iced matcha £3.90 at the bottom of the list", "put Mango Agua Fresca $5 at the end instead": the words between the verb and where they go. */
const ADD_AT_END = /\b(?:add|put|stick|pop)\s+(?!(?:an?|another|one\s+more)\s+(?:new\s+|extra\s+)?(?:step|item|point|bullet|line|one)\b)(?!(?:an?\s+|another\s+|one\s+more\s+|the\s+)?(?:new\s+|extra\s+|final\s+|last\s+|closing\s+|\d{1,2}(?:st|nd|rd|th)\s+|(?:second|third|fourth|fifth|sixth)\s+)*(?:slide|scene|card|screen|page|frame|title|logo|button|quote|chart|counter)s?\b)((?:[^⟪\u0001\n.!?,]|[.,](?=\d)){1,80}?)\s+(?:at|to)\s+the\s+(?:end|bottom)(?:\s+of\s+the\s+(?:list|menu|steps|points|bullets|items))?\b/iu;

/** "add Sun cream after Sun hat", "put 'Oat milk' before Soy milk": an item placed beside one the list has. */
const ADD_BESIDE = /\b(?:add|put|stick|pop|insert|slip)\s+(?:in\s+)?(?:⟪q(?<q>\d+)⟫|(?<item>(?:[^⟪\u0001\n.!?,;]|[.,](?=\d)){1,80}?))\s+(?:in\s+)?(?:(?:right|just|straight)\s+)?(?<where>after|before|below|above|under|underneath)\s+(?:the\s+)?(?:⟪q(?<aq>\d+)⟫|(?<anchor>(?:[^⟪\u0001\n.!?,;]|[.,](?=\d)){1,60}?))(?:\s+(?:one|item|line|point|step))?(?=\s*(?:$|[?!.,;\n]|\s+(?:please|pls|thanks|thank|in\s+the|on\s+the)\b))/giu;
/** "put 'Check-ups' first in the list of services", "add Tea at the top of the list": at the list's head. */
const ADD_FIRST = /\b(?:add|put|stick|pop|insert)\s+(?:⟪q(?<q>\d+)⟫|(?<item>(?:[^⟪\u0001\n.!?,;]|[.,](?=\d)){1,60}?))\s+(?:first|at\s+the\s+(?:top|start|beginning|front)|to\s+the\s+top)\s+(?:of|in|on)\s+(?:the|my|our)\s+(?:list|menu|checklist|steps|points|bullets)\b(?:\s+of\s+(?:[\p{L}'’-]+\s*){1,3})?/giu;
/** "add Sun cream to the list": at the end of the list. */
const ADD_TO_LIST = /\b(?:add|put|stick|pop)\s+(?:⟪q(?<q>\d+)⟫|(?<item>(?:[^⟪\u0001\n.!?,;]|[.,](?=\d)){1,80}?))\s+(?:on|to|onto|in|into)\s+(?:the|my|our)\s+(?:list|menu|checklist|steps|points|bullets)\b/giu;

const norm = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();

/** An item placed beside one the list has, or added to the list by name; whether one was. */
function addBeside(lists: ListLayer[], reading: Reading, notes: Notes): boolean {
  for (const pattern of [ADD_BESIDE, ADD_FIRST, ADD_TO_LIST]) {
    for (const m of reading.find(pattern)) {
      if (!reading.isFree(m.index, m.index + m[0].length)) continue;
      const g = m.groups!;
      const item = (g.q !== undefined ? reading.quote(g.q) : g.item!).trim();
      // An item the list has already is moved, not added (edit-refs.ts: "put Dessert before Snacks").
      if (!item || /^(?:it|them|this|that|one|a|an|the)$/i.test(item) || lists.some((l) => l.items.some((i) => norm(i) === norm(item)))) continue;
      const anchor = g.aq !== undefined ? reading.quote(g.aq) : g.anchor?.trim();
      const list = anchor === undefined ? lists.at(-1) : lists.find((l) => l.items.some((i) => norm(i) === norm(anchor) || norm(i).startsWith(`${norm(anchor)} `)));
      if (!list || list.items.length >= 10) continue;
      const at = pattern === ADD_FIRST ? 0 : anchor === undefined ? list.items.length : list.items.findIndex((i) => norm(i) === norm(anchor) || norm(i).startsWith(`${norm(anchor)} `)) + (/^(?:after|below|under|underneath)$/i.test(g.where!) ? 1 : 0);
      list.items.splice(at, 0, item.slice(0, 200));
      reading.takeMatch(m);
      notes.change(`added "${item}" to the list${pattern === ADD_FIRST ? ', first' : anchor === undefined ? '' : ` ${g.where!.toLowerCase()} "${anchor}"`}`);
      return true;
    }
  }
  return false;
}

/** An unquoted item added at the end of the document's last list. */
/**
 * "take out unpacking and add 'storage if you need it' at the end instead": quoted words added in place of an item
 * (said "instead") are an item of the list, not a closing slide.
 */
const ADD_INSTEAD = /\b(?:add|put)\s+(?:in\s+)?⟪q(\d+)⟫\s+(?:(?:at|to)\s+the\s+(?:end|bottom)(?:\s+of\s+the\s+(?:list|steps|points))?\s+)?instead\b/iu;

function addItem(lists: ListLayer[], reading: Reading, notes: Notes): void {
  const list = lists.at(-1);
  if (!list || list.items.length >= 10) return;
  if (addBeside(lists, reading, notes)) return;
  const instead = reading.find(ADD_INSTEAD)[0];
  if (instead) {
    const item = reading.quote(instead[1]!).trim();
    list.items.push(item.slice(0, 200));
    reading.takeMatch(instead);
    notes.change(`added "${item}" to the list`);
    return;
  }
  for (const pattern of [ADD_NAMED, ADD_AT_END]) {
    const m = reading.find(pattern).find((found) => reading.isFree(found.index, found.index + found[0].length));
    const item = m?.[1]?.trim().replace(/[,;]+$/, '');
    if (!m || !item) continue;
    list.items.push(item.slice(0, 200));
    reading.takeMatch(m);
    notes.change(`added "${item}" to the list`);
    return;
  }
}

/**
 * "add Dec at 61k to the end", "add Q4 with 3.2", "add a bar for June: 40": a point added to the chart, its label
 * then its value (in the chart's own unit: a "k" the chart is counted in is dropped).
 */
const ADD_POINT = new RegExp(String.raw`\badd\s+(?:an?\s+(?:new\s+)?(?:bar|point|value|column|month|year)\s+(?:for\s+)?)?(?<label>[\p{L}\d][\p{L}\d'’ -]{0,24}?)(?:\s+(?:at|of|with|on)\s+|\s*(?:=|:|->|→)\s*|\s+)[$€£]?(?<value>${NUMBER})\s*(?<mult>k|m|bn|%)?(?![\p{L}\d])(?:\s+(?:to|at|on)\s+the\s+(?:end|right|chart|graph)|\s+(?:too|as\s+well))?`, 'iu');

function addPoint(charts: ChartLayer[], reading: Reading, notes: Notes): void {
  const chart = charts.at(-1);
  if (!chart || chart.data.length >= 12) return;
  const m = reading.find(ADD_POINT).find((found) => reading.isFree(found.index, found.index + found[0].length));
  if (!m) return;
  const label = m.groups!.label!.trim();
  if (!label || /^(?:a|an|the|another|one|more|it|them)$/i.test(label)) return;
  chart.data.push({ label: label.slice(0, 40), value: numberValue(m.groups!.value!) });
  reading.takeMatch(m);
  notes.change(`added ${label} to the chart`);
}

/**
 * "we just crossed 12,000, change the number": a counter asked to change with no value after the request, its new
 * figure the one number said beside it.
 */
const CHANGE_FIGURE = /\b(?:change|update|fix|correct|bump(?:\s+up)?)\s+(?:the\s+|our\s+)?(?:number|figure|total|count|counter|stat)\b(?!\s+(?:to|into|on|in)\b)/i;

function counterFromFact(counters: CounterLayer[], reading: Reading, notes: Notes): void {
  if (counters.length !== 1) return;
  const asked = reading.find(CHANGE_FIGURE).find((m) => reading.isFree(m.index, m.index + m[0].length));
  if (!asked) return;
  const said = [...new Set(reading.find(new RegExp(String.raw`(?<![\d.,])(${NUMBER})(?![\d.,]*\d)`, 'g')).filter((m) => reading.isFree(m.index, m.index + m[0].length)).map((m) => numberValue(m[1]!)))];
  if (said.length !== 1 || Math.abs(said[0]!) < 10) return;
  counters[0]!.to = said[0]!;
  reading.takeMatch(asked);
  notes.change(`counting to ${said[0]!.toLocaleString('en-US')}`);
}

/** Applies the unquoted data edits of `reading` to `doc`. */
/**
 * A chart's value taken out by its label ("take out the admin slice", "remove Admin from the chart", "drop the 2021
 * bar"): that value goes; a chart keeps at least one. Before the values are corrected, so "take out admin and add it
 * to food, so Food 79%" reads both.
 */
function removeChartValues(charts: ChartLayer[], reading: Reading, notes: Notes): void {
  for (const chart of charts) {
    for (const datum of [...chart.data]) {
      if (chart.data.length < 2) break;
      const said = new RegExp(String.raw`\b(?:take\s+out|take\s+off|remove|delete|drop|lose|get\s+rid\s+of|cut)\s+(?:the\s+)?${escape(datum.label)}(?:\s+(?:slice|bar|segment|column|wedge|point|value|section|part|one|category))?(?:\s+(?:from|in|of|off)\s+the\s+(?:chart|graph|donut|doughnut|pie(?:\s+chart)?|bar\s+chart))?(?![\p{L}\d])`, 'iu');
      const m = reading.find(said).find((found) => reading.isFree(found.index, found.index + found[0].length));
      if (!m) continue;
      chart.data = chart.data.filter((d) => d !== datum);
      reading.takeMatch(m);
      notes.change(`${datum.label} taken out of the chart`);
    }
  }
}

export function editData(doc: SceneDocument, reading: Reading, notes: Notes): void {
  const layers = doc.scenes.flatMap((s) => s.layers);
  removeChartValues(layers.filter((l): l is ChartLayer => l.type === 'chart'), reading, notes);
  correctCharts(layers.filter((l): l is ChartLayer => l.type === 'chart'), reading, notes);
  addPoint(layers.filter((l): l is ChartLayer => l.type === 'chart'), reading, notes);
  counterFromFact(layers.filter((l): l is CounterLayer => l.type === 'counter'), reading, notes);
  addItem(layers.filter((l): l is ListLayer => l.type === 'list'), reading, notes);
}
