import { PLATFORM } from '../read/audience.js';
import type { Reading } from '../read/reading.js';
import { BUSINESS_NOUN } from '../read/words.js';

/*
 * Whom a video is for, said after "for" (plain-text.ts): "a video for my bakery Sweet Crumbs", "<tiktok> for my nail
 * salon Glow Nails w <sparkles>", "a video for the Noor Community Centre announcing our iftars". The business's kind
 * frames its name; a name set before what the video does (a verb in -ing) is its subject. The name is copy whatever
 * its words ("Petal Post" is no post, "Glow Nails" no request): a clause of its own.
 */

/** A stretch of the words being read, with where it sits in them. */
export interface Clause {
  text: string;
  from: number;
  to: number;
}

/** The clause without its first `by` characters. */
export function shift(c: Clause, by: number): Clause {
  return { text: c.text.slice(by), from: c.from + by, to: c.to };
}

export const NAMED_BUSINESS = new RegExp(String.raw`\b${BUSINESS_NOUN}\s+(?:called\s+|named\s+)?(?=\p{Lu})`, 'u');
/** Where a video plays, said after the business: no name of it. */
const SHOWN_ON = new RegExp(String.raw`^(?:tvs?|screens?|windows?|displays?|${PLATFORM})\b`, 'i');
/** A business's name, in capitals as written: "Glow Nails", "Crumb & Co", "House of Tea". */
const BUSINESS_NAME = /^(?:\d+[a-z]*\s+)?\p{Lu}[\p{L}\d'’&-]*(?:\s+(?:(?:&|and|of|the|de|la|du|da)\s+)?[\p{Lu}\d&][\p{L}\d'’&-]*){0,5}/u;
/** "my nail salon ", "our bakery called " before the name (in capitals: the name's pattern keeps case). */
const OWNED_BUSINESS = new RegExp(String.raw`^\s*(?:[Mm]y|[Oo]ur)\s+(?:new\s+|little\s+)?(?:[\p{Ll}-]+\s+){0,2}?${BUSINESS_NOUN}\s+(?:called\s+|named\s+)?(?=(?:\d+[a-z]*\s+)?\p{Lu})`, 'u');
export const FOR_NAMED_BUSINESS = new RegExp(String.raw`\b(?:for|of|about)\s+(?:my|our)\s+(?:new\s+|little\s+)?(?:(?:[\p{Ll}-]+\s+){0,2}?${BUSINESS_NOUN}\s+(?:called\s+|named\s+)?)?(?!(?:${PLATFORM})\b)(?=(?:\d+[a-z]*\s+)?\p{Lu})`, 'iu');

/**
 * The name said at `forWhom` in `body` (the words after "for"; `from` is where the sentence starts in the reading),
 * with the words that frame it taken: the body left after it, the name's clause, and whether a business's kind framed it.
 */
export function nameForWhom(reading: Reading, from: number, body: Clause, forWhom: number): { body: Clause; name?: Clause; business: boolean } {
  const owned = forWhom >= 0 ? OWNED_BUSINESS.exec(body.text.slice(forWhom)) : null;
  // Not where it plays: "for our shop TV", "for our café Instagram".
  const business = owned && !SHOWN_ON.test(body.text.slice(forWhom + owned[0].length)) ? owned : null;
  // The name is copy whatever its words ("Petal Post" is no post, "Glow Nails" no request): a clause of its own.
  let nameClause: Clause | undefined;
  if (business) {
    reading.take(from + body.from, from + body.from + forWhom + business[0].length);
    body = shift(body, forWhom + business[0].length);
    const name = BUSINESS_NAME.exec(body.text);
    if (name) {
      nameClause = { text: name[0], from: body.from, to: body.from + name[0].length };
      body = shift(body, name[0].length);
    }
  }
  // "a video for the Noor Community Centre announcing our iftars", "for 4th Millbrook Scouts saying well done": a
  // name set before what the video does (a verb in -ing) is its subject; what it does is read on its own.
  else if (forWhom === 0) {
    const article = /^\s*(?:(?:the|our|my)\s+)?/i.exec(body.text)![0];
    const name = BUSINESS_NAME.exec(body.text.slice(article.length));
    if (name && /^\s+\p{Ll}+ing\b/u.test(body.text.slice(article.length + name[0].length))) {
      reading.take(from + body.from, from + body.from + article.length);
      body = shift(body, article.length);
      nameClause = { text: name[0], from: body.from, to: body.from + name[0].length };
      body = shift(body, name[0].length);
      // "… announcing our Ramadan iftars": what it announces is the copy, not the verb that frames it.
      const announcing = /^\s+(?:announc|promot|advertis|celebrat|launch|introduc)\w*\s+(?:(?:our|my|the|its|their)\s+)?/i.exec(body.text);
      if (announcing) {
        reading.take(from + body.from, from + body.from + announcing[0].length);
        body = shift(body, announcing[0].length);
      }
    }
  }
  return { body, ...(nameClause ? { name: nameClause } : {}), business: Boolean(business) };
}
