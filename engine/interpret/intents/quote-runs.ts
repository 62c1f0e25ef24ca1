import { QUOTE, type Reading } from '../read/reading.js';

/*
 * Runs of quoted items ("A", "B" and "C") and what ends one without being an item of it: a closing call to act, or
 * a listing's facts (an address, a price) that a designer sets as a card rather than points.
 */

const ITEM_GAP = /^(?:\s|,|;|:|\/|\||•|\band\b|\bor\b|&|\bthen\b|\bplus\b|(?:\d{1,2}|[a-z])[.)](?=\s)|[-•*–](?=\s)|#\d+|\u0001)*/i;

/** Quoted items from `p` on: the run of quotes separated only by commas, "and", numbering. */
export function quoteRun(reading: Reading, view: string, p: number, to: number): { items: string[]; end: number; ends: number[]; numbered: boolean } {
  const items: string[] = [];
  const ends: number[] = [];
  let end = p;
  let numbered = false;
  const token = new RegExp(`^${QUOTE}`);
  while (p < to) {
    const gap = ITEM_GAP.exec(view.slice(p, to))![0];
    const m = token.exec(view.slice(p + gap.length, to));
    if (!m) break;
    if (/\d[.)]/.test(gap)) numbered = true;
    items.push(reading.quote(m[1]!));
    p += gap.length + m[0].length;
    end = p;
    ends.push(end);
  }
  return { items, end, ends, numbered };
}

/** A price alone: "$849,000", "€12.50", "from $99/month", "1 200 €". */
const PRICE_ALONE = /^(?:from\s+|only\s+|just\s+)?[$€£¥]\s?\d[\d,. ]*(?:\s?[kKmM])?(?:\s*(?:\/|per)\s*\w+)?$|^\d[\d,. ]*\s?(?:€|EUR|USD|GBP)$/i;
/** A street address: "123 Oak Street", "12B Rue de la Paix" is not caught, "4 Elm Ave." is. */
const ADDRESS = /^\d+[a-z]?\s+[\p{L}'. -]+\b(?:street|st|avenue|ave|road|rd|lane|ln|drive|dr|boulevard|blvd|way|court|ct|place|pl|square|sq|terrace|close|crescent|parkway|pkwy)\.?$/iu;

/**
 * Quotes that are one thing's facts rather than points of a list: a street address among them, or one price alone
 * beside details that are not prices. A designer sets them as a title over its details, as the event card.
 */
export function isListingCard(items: readonly string[]): boolean {
  if (items.some((item) => ADDRESS.test(item.trim()))) return true;
  const prices = items.filter((item) => PRICE_ALONE.test(item.trim())).length;
  return prices === 1 && items.length <= 4;
}

/**
 * A run of quotes without the call to act that closes it ("…", "…", "Visit mysite.com for more"): it follows what it
 * closes, as its own line, and is no point of the list.
 */
export function withoutClosingCall<R extends { items: string[]; end: number; ends: number[] }>(run: R, start: number): R {
  if (run.items.length < 2 || !CALL_TO_ACT.test(run.items.at(-1)!.trim())) return run;
  return { ...run, items: run.items.slice(0, -1), end: run.ends.at(-2) ?? start, ends: run.ends.slice(0, -1) };
}

/** A call to act: "Shop now at style.co", "Book today", "Join before Jan 31", "Visit acme.com", "@acme". */
const CALL_TO_ACT = /^(?:shop|buy|order|book|register|sign\s+up|visit|call|join|apply|download|subscribe|rsvp|reserve|claim|get\s+(?:yours|tickets|started|it))\b.*\b(?:now|today|here|at|on|via|before|free|online)\b|^(?:shop|buy|order|book|register|sign\s+up|visit|call|join|apply|download|subscribe|rsvp|reserve)\b.*(?:\d|[a-z0-9-]\.[a-z]{2,})|(?:^|\s)(?:www\.)?[a-z0-9-]+\.(?:com|co|io|org|net|app|dev|shop|store|events|live)(?:\/\S*)?$|^@[a-z0-9_.]{2,}$/i;

