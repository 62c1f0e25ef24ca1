import { askingVerb } from './clauses.js';

/*
 * Slides given one per numbered line under a line that announces them ("Three slides please:" then "1. …", "2. …"):
 * each line's words are its slide's text (display-text.ts quotes them).
 */

/** A reference to an upload, or a token a reader made, is never text to show. */
export const REFERENCE = /https?:\/\/|\bast_[A-Za-z0-9]{21}\b|⟪/;

/** A line that announces slides one per line: "Three slides please:", "release notes, 3 slides:", "Slides:". */
const SLIDES_LEAD = /\b(?:slides|scenes|cards|screens|pages|frames)\b[^\n:]{0,20}:[ \t]*$/i;
/** A line that asks for a thing of the tool's ("counter to $48,750 raised", "bar chart of …"): read by its reader. */
export const ELEMENT_ASKED = /^(?:(?:an?|the)\s+)?(?:(?:big|animated|simple)\s+)?(?:counter|count(?:s|ing)?\s+up|countdown|timer|(?:(?:bar|line|pie|donut|column)\s+)?(?:chart|graph)|button|progress\s+bar|logo)\b/i;
/** A numbered line's words: "1. Summer Reading Challenge 2025", "2) Dark mode is here". */
const NUMBERED_LINE = /^([ \t]*\d{1,2}[.)][ \t]+)([^\n]+?)[ \t]*$/gm;

/**
 * The numbered lines under a line that announces slides: each line is one slide's words, whatever they are ("Dark
 * mode is here" names no theme, "Read six books, collect stickers" is one line). Not a line that asks ("3. add our
 * logo") or asks for a thing ("counter to 500"), has quotes or an upload, or leads items ("Speakers: Ana, Jo, Mei"): their own readers read those.
 */
export function slideLines(text: string): [number, number][] {
  const spans: [number, number][] = [];
  for (const lead of text.matchAll(new RegExp(SLIDES_LEAD.source, 'gim'))) {
    const lineStart = text.lastIndexOf('\n', lead.index) + 1;
    if (!SLIDES_LEAD.test(text.slice(lineStart, lead.index + lead[0].length))) continue;
    const block = /^\n((?:[ \t]*\d{1,2}[.)][ \t]+[^\n]+(?:\n|$))+)/.exec(text.slice(lead.index + lead[0].length));
    if (!block) continue;
    const from = lead.index + lead[0].length + 1;
    for (const line of block[1]!.matchAll(NUMBERED_LINE)) {
      const words = line[2]!.replace(/[.!]+$/, '');
      if (/["“”„«»'‘’]{1}[^'’]*["“”„«»]|⟪/.test(words) || REFERENCE.test(words) || askingVerb(words) || ELEMENT_ASKED.test(words) || words.split(/\s+/).length > 14 || /^[^:,]{1,40}:\s*[^,]+(?:,[^,]+){2,}$/.test(words)) continue;
      const start = from + line.index + line[1]!.length;
      spans.push([start, start + words.length]);
    }
  }
  return spans;
}
