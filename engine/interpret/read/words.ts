/*
 * Small shared pieces of the prompt vocabulary: numbers written as words, ordinals, and number parsing.
 */

const CARDINALS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen', 'twenty'];
const TENS: Record<string, number> = { thirty: 30, forty: 40, fifty: 50, sixty: 60, ninety: 90 };
const ORDINALS = ['zeroth', 'first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth', 'eleventh', 'twelfth'];

/** A cardinal written with digits or as a word ("3", "three", "a couple of" is not one). */
export const CARDINAL = String.raw`(?:\d{1,3}|${[...CARDINALS.slice(1), ...Object.keys(TENS)].join('|')})`;
/** An ordinal: "first", "2nd", "third", "last". */
export const ORDINAL = String.raw`(?:${ORDINALS.slice(1).join('|')}|\d{1,2}(?:st|nd|rd|th)|last|final|penultimate)`;

export function cardinalValue(word: string): number | undefined {
  const w = word.toLowerCase().trim();
  if (/^\d+$/.test(w)) return Number(w);
  const i = CARDINALS.indexOf(w);
  if (i >= 0) return i;
  return TENS[w];
}

/** 1-based position; `last` is resolved against `count`. */
export function ordinalValue(word: string, count: number): number | undefined {
  const w = word.toLowerCase().trim();
  if (w === 'last' || w === 'final') return count;
  if (w === 'penultimate') return count - 1;
  const digits = /^(\d{1,2})(?:st|nd|rd|th)?$/.exec(w);
  if (digits) return Number(digits[1]);
  const i = ORDINALS.indexOf(w);
  return i > 0 ? i : cardinalValue(w);
}

/** What a business or group is, said before its name: "my salon Unhas da Bia", "our bakery Crumb & Co". */
export const BUSINESS_NOUN = String.raw`(?:business|buisness|bussiness|busines|company|shop|store|boutique|school|brand|studio|salon|barbers?|café|cafe|coffee\s+shop|restaurant|bakery|bar|pub|gym|clinic|practice|firm|agency|band|team|club|charity|nursery|spa|hotel|b&b|farm|garage|florist|kitchen|food\s+truck|stall|channel|podcast|app|startup|project)`;

/** A number as people write it in prose: "10,000", "1.5", "-3", "2.5k", "1M", "3 bn". */
/** Month and day names as people write them in a date ("June 14", "Fri", "tomorrow"). */
/**
 * Facts a scene asks for by their kind, said elsewhere in the prompt ("Scene 1: address + price", "(1) the title and
 * dates"): intents/referred-values.ts sets their values; the readers of a scene's own text leave such words to it.
 */
export const FACT_KIND = String.raw`(?:address|price|dates?|times?|place|venue|location|title|name)`;
/** A clause of nothing but facts asked for by kind: "the date and the place", "address + price". */
export const FACTS_ASKED = new RegExp(String.raw`^(?:(?:the|our)\s+)?${FACT_KIND}(?:\s*(?:\+|&|,|and|plus)\s*(?:(?:the|our)\s+)?${FACT_KIND})*\s*$`, 'i');

/** The days of the week and the months, written out in English, lower case. */
export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
export const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

/** The days of the week in the languages briefs are written in ("maandag 19:00 Hatha", "samedi 10h"), either case. */
const DAYS_ABROAD = 'maandag dinsdag woensdag donderdag vrijdag zaterdag zondag montag dienstag mittwoch donnerstag freitag samstag sonntag lunes martes miércoles miercoles jueves viernes sábado sabado domingo lundi mardi mercredi jeudi vendredi samedi dimanche lunedì lunedi martedì martedi mercoledì mercoledi giovedì giovedi venerdì venerdi sabato domenica segunda-feira terça-feira terca-feira quarta-feira quinta-feira sexta-feira'
  .split(' ')
  .map((day) => `[${day[0]!.toUpperCase()}${day[0]}]${day.slice(1)}`)
  .join('|');
export const MONTHS_DAYS = String.raw`[Jj]an(?:uary)?|[Ff]eb(?:ruary)?|March|Mar|[Aa]pr(?:il)?|May|[Jj]une?|[Jj]uly?|[Aa]ug(?:ust)?|[Ss]ep(?:t(?:ember)?)?|[Oo]ct(?:ober)?|[Nn]ov(?:ember)?|[Dd]ec(?:ember)?|[Mm]onday|Mon|[Tt]uesday|Tues|Tue|[Ww]ednesday|Weds|Wed|[Tt]hursday|Thurs|Thur|Thu|[Ff]riday|Fri|[Ss]aturday|Sat|[Ss]unday|Sun|tonight|tomorrow|${DAYS_ABROAD}`;
/** A date or a time of day: "June 14, 2027", "Friday 8 pm", "14.06.2027", "the 3rd". */
export const WHEN = new RegExp(String.raw`\b(?:${MONTHS_DAYS})\b|\b\d{1,2}(?::\d{2})?\s?(?:am|pm|AM|PM)\b|\b\d{1,2}(?:st|nd|rd|th)\b|\b\d{1,2}[./]\d{1,2}(?:[./]\d{2,4})?\b`);

/** Short forms whose full stop ends no sentence: "Dr. Anna Keller", "St. Mary's", "Ep. 4", "Smith & Co. Ltd" (not a web address's end: "maremetal.co."). */
export const ABBREVIATION = String.raw`(?<![.@/])(?:Ep|No|Vol|St|Dr|Mr|Mrs|Ms|Mx|Jr|Sr|vs|Vs|Pt|Ch|Fig|approx|etc|Mt|Ft|Inc|Ltd|Co|Ave|Rd|Prof|Rev|Revd|Fr|Hon|Capt|Col|Gen|Sgt|Lt|Cllr)`;
/** What follows a decimal comma, as prices are written across Europe: "1,50 €", "2,5 %", "12,90 EUR". */
export const DECIMAL_COMMA_TAIL = String.raw`\d{1,2}\s?(?:€|EUR\b|CHF\b|zł|kr\b|Kč|%|euros?\b)`;
/** A comma inside a number: a thousands comma ("1,250") or a decimal comma before its currency ("1,50 €"). */
export const NUMBER_COMMA = String.raw`(?<=\d),(?=\d{3}\b|${DECIMAL_COMMA_TAIL})`;
export const NUMBER = String.raw`[-+−]?\d{1,3}(?:,\d{3})+(?:\.\d+)?|[-+−]?\d+(?:\.\d+)?`;
export const MULTIPLIER = String.raw`(?:k|K|thousand|m|M|mn|million|millions|b|B|bn|billion|billions)\b`;

export function numberValue(text: string): number {
  return Number(text.replace(/,/g, '').replace('−', '-'));
}

export function multiplierValue(word: string | undefined): number {
  if (!word) return 1;
  const w = word.toLowerCase();
  if (w === 'k' || w === 'thousand') return 1e3;
  if (w === 'm' || w === 'mn' || w.startsWith('million')) return 1e6;
  if (w === 'b' || w === 'bn' || w.startsWith('billion')) return 1e9;
  return 1;
}

export function decimalsOf(text: string): number {
  const frac = /\.(\d+)/.exec(text.replace(/,/g, ''));
  return frac ? Math.min(3, frac[1]!.length) : 0;
}

export function round(n: number, digits = 3): number {
  const f = 10 ** digits;
  return Math.round(n * f) / f;
}

export function clamp(n: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, n));
}

/** "apples" → "Apples" (chart titles and the like read better capitalised). */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function plural(n: number, word: string, many = `${word}s`): string {
  return `${n} ${n === 1 ? word : many}`;
}

/** Text shown back in a summary: short, on one line. */
export function shorten(text: string, max = 40): string {
  const one = text.replace(/\s+/g, ' ').trim();
  return one.length > max ? `${one.slice(0, max - 1)}…` : one;
}

/** A currency said by its code or its own sign before or after an amount: "AED 2,450,000", "₹999", "1500 SEK". */
export const CURRENCY_CODE = String.raw`(?:AED|USD|EUR|GBP|CAD|AUD|NZD|CHF|SAR|QAR|KWD|INR|ZAR|JPY|CNY|HKD|SGD|MXN|BRL|NGN|KES|GHS|PLN|SEK|NOK|DKK|R\$|Rs\.?|₹|₦)`;
