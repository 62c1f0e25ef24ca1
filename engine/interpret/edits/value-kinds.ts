/*
 * Values of a kind on screen (a price, a time, a date, a percentage, a phone number): a correction that gives one replaces the value of
 * its kind in the line it names, or the only one on screen (edit-words.ts).
 */

import { STREET_WORD } from '../read/contacts.js';
import { CURRENCY_CODE } from '../read/words.js';

// With the days and months of the languages briefs are written in ("viernes 20 de junio", "Samstag, 3. Mai").
const WEEKDAY = String.raw`mon(?:day)?|tue(?:s|sday)?|wed(?:nesday)?|thu(?:r|rs|rsday)?|fri(?:day)?|sat(?:urday)?|sun(?:day)?|lunes|martes|mi[ée]rcoles|jueves|viernes|s[áa]bado|domingo|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|sabato|domenica|(?:segunda|ter[çc]a|quarta|quinta|sexta)-feira|maandag|dinsdag|woensdag|donderdag|vrijdag|zaterdag|zondag`;
/** A day of the week said in full ("Sat" or "Sun" alone may be words). */
const WEEKDAY_NAME = String.raw`monday|tuesday|wednesday|thursday|friday|saturday|sunday|lunes|martes|mi[ée]rcoles|jueves|viernes|s[áa]bado|domingo|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag`;
const MONTH = String.raw`jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t|tember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|enero|febrero|marzo|abril|mayo|junio|julio|agosto|se?ptiembre|octubre|noviembre|diciembre|janvier|f[ée]vrier|mars|avril|mai|juin|juillet|septembre|octobre|novembre|d[ée]cembre|januar|februar|m[äa]rz|juni|juli|oktober|dezember|gennaio|febbraio|aprile|maggio|giugno|luglio|settembre|ottobre|dicembre|janeiro|fevereiro|mar[çc]o|maio|junho|julho|setembro|outubro|novembro|dezembro|januari|februari|maart|mei|augustus`;

/** A currency said by its name after the figure. */
const CURRENCY_WORD = String.raw`(?:euros?|dollars?|bucks|pounds?|quid|pesos?|reais|yen|francs?|rupees?|rand|dirhams?|złoty|zloty|zł)(?![\p{L}])`;

/** Values that keep their kind when an item is corrected: a price, a time of day, a date, a percentage, a phone number, an email or web address, a street. */
export const KINDS = {
  // With what it is for, as rents and rates are written: "£1,250 pcm", "$40/night", "€12 per person".
  // Or by its code: "AED 2,450,000", "1500 SEK"; or its name: "80 euro", "25 dollars", "300 pesos".
  price: String.raw`(?:(?:[£$€]|${CURRENCY_CODE})\s?\d(?:[\d,]*\d)?(?:\.\d{1,2})?|\d(?:[\d,]*\d)?(?:\.\d{1,2})?\s?(?:€|\$|£|p\b|kr\b|${CURRENCY_CODE}\b|${CURRENCY_WORD}))(?:\s?(?:pcm|pw|pppn|pp|p\/?m|\/\s?(?:mo|month|wk|week|night|hr|hour|person|pp)\b|per\s+(?:month|week|night|hour|person|head|day)|a\s+(?:month|week|night|day|head))\b)?`,
  // Or as France and Quebec write the hour: "19h", "7h30".
  time: String.raw`\d{1,2}(?:[:.]\d{2})?\s?(?:am|pm|AM|PM)\b|\b\d{1,2}:\d{2}\b|\b(?:[01]?\d|2[0-3])h(?:[0-5]\d)?\b`,
  // A date as people write it on a poster: "Saturday 5th October", "Sat 12 Oct", "October 12th", "12/10".
  // Or a run of days: "14-15 October", "March 14–15".
  date: String.raw`(?:(?:${WEEKDAY})\.?,?\s+(?:the\s+)?)?(?:(?:\d{1,2}(?:st|nd|rd|th)?\s*[-–]\s*)?\d{1,2}(?:st|nd|rd|th|\.|er)?(?:\s+(?:of|de|di))?\s+(?:${MONTH})\b\.?|(?:${MONTH})\.?\s+\d{1,2}(?:st|nd|rd|th)?(?:\s*[-–]\s*\d{1,2}(?:st|nd|rd|th)?)?\b)(?:,?\s+(?:19|20)\d{2}\b)?|\b\d{1,2}\/\d{1,2}(?:\/\d{2,4})?\b|\b\d{1,2}\.\d{1,2}\.(?:19|20)?\d{2}\b|\b(?:0?[1-9]|[12]\d|3[01])\.(?:0?[1-9]|1[0-2])(?![\d.,])|(?:${WEEKDAY})\.?,?\s+(?:the\s+)?\d{1,2}(?:st|nd|rd|th)\b`,
  // A day of the week alone ("Water shut-off Tuesday"): corrected as one ("make the day Wednesday"). Not a fact of
  // its own when a brief is read (index.ts splits runs of facts by date, time, price…, not by a day's name).
  weekday: String.raw`\b(?:${WEEKDAY_NAME})\b`,
  // "UP TO 60% OFF", "make it 70%": a share said with its sign.
  percent: String.raw`\d{1,3}(?:[.,]\d{1,2})?\s?%`,
  // A phone number as written on a card: "(02) 9555 0187", "07700 900123", "+44 20 7946 0018", "555-0134" (seven
  // digits or more, in groups).
  phone: String.raw`(?=(?:[\s()+-]*\d){7})(?:\+\d{1,3}[\s-]?)?(?:\(\d{1,5}\)[\s-]?)?\d{2,6}(?:[\s-]\d{2,6}){1,3}\b`,
  // "estates@kingswaycourt.co.uk", "devsummit.pt/tickets": contact lines' own values.
  email: String.raw`[\w.+-]+@[\w-]+(?:\.[\w-]+)+`,
  web: String.raw`(?:https?:\/\/)?(?:www\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|org|net|io|co|uk|ie|de|fr|es|pt|it|nl|be|app|dev|shop|store|me|info|biz|eu|au|ca|nz|us)(?![\w@])(?:\/[^\s,;]*[^\s,;.!?])?`,
  // "12 Harbour St", "1420 SW 8th Street": a street address, corrected as one ("actually the address is 14 Harbour St").
  street: String.raw`\d{1,5}[a-z]?\s+(?:[\p{L}\d'’.-]+\s+){0,3}?${STREET_WORD}\b\.?`,
  // "Happy 7th Birthday", "our 25th year": a count said in its place, corrected as one ("change it to 8th").
  ordinal: String.raw`\d{1,3}(?:st|nd|rd|th)\b`,
} as const;
export type Kind = keyof typeof KINDS;
export const KIND_WORDS: Record<Kind, RegExp> = { price: /^(?:prices?|costs?|amounts?|fees?)$/i, time: /^(?:times?|hours?|start\s+times?)$/i, date: /^(?:dates?|day)$/i, weekday: /^(?:day|weekday|day\s+of\s+the\s+week)$/i, percent: /^(?:percent(?:age)?s?|discounts?|rates?)$/i, phone: /^(?:(?:phone|mobile|contact|telephone|tel)\s+)?(?:numbers?|phones?|mobiles?|tel)$/i, email: /^(?:(?:contact\s+)?e-?mails?(?:\s+address(?:es)?)?)$/i, web: /^(?:web\s*sites?|sites?|web\s+address|urls?|links?|web\s+links?)$/i, ordinal: /^(?:ordinals?|anniversary|birthday)$/i, street: /^(?:(?:street\s+)?address(?:es)?|street|location)$/i };
export const kindIn = (kind: Kind, flags = 'i') => new RegExp(`(?<![\\p{L}\\d])(?:${KINDS[kind]})`, `${flags}u`);
/** Two values of a kind said as a range: "3 March – 21 March", "7pm to 9pm", "£5-£8". */
// A time range may say its half of the day once, at its end: "6-8pm", "10.30-11.30am".
// A range's first end may leave out what its last one says: "2-4pm", "Sat 14 - Sun 15 June" (the month said once).
const RANGE_START: Partial<Record<Kind, string>> = {
  time: String.raw`\d{1,2}(?:[:.]\d{2})?(?!\d)(?:\s?(?:am|pm))?`,
  date: String.raw`(?:(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)[a-z]*\.?,?\s+)?(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?(?:\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?)?`,
};
export const rangeOf = (kind: Kind) => new RegExp(`(?<![\\p{L}\\d])(?:${RANGE_START[kind] ?? KINDS[kind]})\\s*(?:[-–—]|to|until|till|through|thru)\\s*(?:${KINDS[kind]})`, 'iu');
export const onlyKind = (text: string): Kind | undefined => (Object.keys(KINDS) as Kind[]).find((k) => new RegExp(`^(?:${KINDS[k]})$`, 'iu').test(text.trim()));
/** The kind of a value said as a range of that kind ("2:30pm-4:30pm", "£5-£8"). */
export const rangeKind = (text: string): Kind | undefined => (Object.keys(KINDS) as Kind[]).find((k) => new RegExp(`^${rangeOf(k).source}$`, 'iu').test(text.trim()));

/** An edge of a range named by its word: "the closing date", "the start time", "the end date". */
export const EDGE = String.raw`(opening|start(?:ing)?|first|closing|end(?:ing)?|last|final|finish(?:ing)?)`;

/**
 * "the closing date", "the start time" said of a line with two values of that kind ("3 March – 30 June"): how to set
 * the new value in place of the last one (or the first), or undefined when the words name no edge of a kind, the
 * new value is of another kind, or a line has fewer than two such values.
 */
export function edgeReplacement(said: string, next: string): ((text: string) => string | undefined) | undefined {
  const edge = new RegExp(`^${EDGE}\\s+(\\p{L}+)$`, 'iu').exec(said);
  const kind = edge ? (Object.keys(KIND_WORDS) as Kind[]).find((k) => KIND_WORDS[k].test(edge[2]!)) : undefined;
  if (!edge || !kind || onlyKind(next) !== kind) return undefined;
  const every = new RegExp(kindIn(kind).source, 'giu');
  const first = /^(?:opening|start|first)/i.test(edge[1]!);
  return (text) => {
    const values = [...text.matchAll(every)];
    if (values.length < 2) return undefined;
    const value = first ? values[0]! : values.at(-1)!;
    return text.slice(0, value.index) + next + text.slice(value.index! + value[0].length);
  };
}
