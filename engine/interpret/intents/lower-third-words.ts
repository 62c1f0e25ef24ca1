import type { TextLayer } from '../../../model/scene-document.js';
import { animation, textLayer } from '../compose/layers.js';
import { QUOTE } from '../read/reading.js';
import { MONTHS_DAYS } from '../read/words.js';

/*
 * The words that ask for a lower third (text.ts reads its name and role after them), and a name said by a pronoun
 * ("with a lower third giving her name and 'Dean of Engineering'"): the person the prompt named before it. And the
 * layers a lower third draws.
 */

/**
 * "lower third", "name tag", "name strap", "a strap with my name Tom Reeves - …", "put her name at the bottom: …", "put my name up at the bottom like on the news, …", "her name as a caption strip at the bottom: …", "put my name up: …", "with her name on screen: …", "title the speaker as", "for the speaker, bottom left:", "host:"; "lower
 * third with my name, Priya Shah, …" (the name after the words that say it is one). Not a place: "in the lower third
 * of the screen".
 */
export const LOWER_THIRD = /\b(?:put|add|show|have|with)\s+(?:my|his|her|their|our)\s+(?:full\s+)?name(?:\s+and\s+(?:job\s+)?(?:title|role|job))?\s+(?:up|on(?:\s+the)?\s+screen|on\s+(?:it|there)|under\s+(?:me|him|her|them))\s*:\s*(?=[A-Z⟪])|\b(?:put|add|show|have)\s+(?:my|his|her|their|our)\s+name\s+(?:and\s+(?:job\s+)?(?:title|role|job)\s+)?(?:up\s+)?(?:at|along|across|in)\s+the\s+bottom(?:[- ](?:left|right))?(?:\s+of\s+the\s+(?:screen|frame|video|clip))?(?:\s+(?:when|as|once|while)\s+(?:he|she|they|I)\s+(?:(?:starts?|begins?)\s+(?:talking|speaking)|appears?|come\s+(?:on|in)|comes\s+(?:on|in)|shows?\s+up|talks?|speaks?|(?:am|is|are)\s+(?:on\s+(?:screen|camera)|talking|speaking)))?(?:,?\s+like\s+(?:on\s+)?(?:the\s+)?(?:news|tv|telly|television))?\s*[:,–—-]\s*(?=[A-Z⟪])|\b(?:(?:a|an|the)\s+)?(?:name\s+)?(?:strap|strip|banner|bar|tag|plate)\s+(?:with|showing|for)\s+(?:my|our)\s+(?:full\s+)?name(?:\s+and\s+(?:job\s+)?(?:title|role|job))?\s*[:,–—-]?\s*(?=[A-Z⟪])|\b(?:(?:put|add|show)\s+)?(?:my|his|her|their|our|the)\s+name\s+(?:and\s+(?:title|role|job)\s+)?(?:on|in|as)\s+(?:a|an|the|one\s+of\s+those)\s+(?:name\s+|caption\s+)?(?:strips?|bars?|banners?|bands?|straps?|tags?|plates?|boxes)\b(?:\s+(?:at\s+the\s+bottom|(?:at\s+the\s+|in\s+the\s+)?(?:bottom|top)[- ](?:left|right)(?:\s+corner)?))?\s*[:,-]?\s*|\b(?:(?:a|an|the)\s+)?(?:lower[- ]third|name\s+(?:tag|plate|card|title|strap|strip|super|bar|banner|badge|label|box|caption)|name\s*tag|name\s+and\s+(?:title|role|job)|chyron|caption\s+bar|(?<=\b)LT(?=\s*(?::|over|on|for|under)\b|\s*:))\b(?!\s+(?:of|on|in)\s+the\s+(?:screen|frame|video|picture|image)\b)(?:\s+(?:on\s+screen|on\s+(?:it|her|him|them|me|the\s+(?:speaker|presenter|host|guest|video|clip))|(?:at|in)\s+the\s+(?:bottom|corner)|(?:at\s+the\s+|in\s+the\s+)?(?:bottom|top)[- ](?:left|right)(?:\s+corner)?))*\s*,?\s*(?:for|with|of|showing|giving|displaying|introducing|saying|reading|(?:that|which)\s+(?:says|reads|shows|gives)|:|-|–|—)?\s*(?:(?:my|our)\s+(?:full\s+)?name(?:\s+and\s+(?:job\s+)?(?:title|role|job|company|business))?(?:\s*[:,–—-]\s*(?=[A-Z⟪])|\s+(?=[A-Z])))?|\b(?:title|introduce|label|caption)\s+(?:the\s+|our\s+)?(?:speaker|presenter|host|guest|interviewee|chef|founder)\s+as\s*:?\s*|\bfor\s+the\s+(?:speaker|presenter|host|guest|interviewee)\s*,?\s*(?:(?:at\s+the\s+|in\s+the\s+)?(?:bottom|top)[- ](?:left|right)(?:\s+corner)?\s*)?:\s*|\b(?:(?:guest\s+|keynote\s+)?speaker|presenter|host(?:ed\s+by)?|presented\s+by|instructor|teacher|coach|interviewee)\s*:\s*/gi;

/** "giving her name and 'Dean of Engineering'", "with his name and title 'Head Chef'", "showing their name". */
export const PRONOUN_NAME = new RegExp(
  String.raw`^\s*(?:(?:giving|showing|with|for|of|saying|displaying|that\s+(?:says|shows|gives))\s+)?(?:his|her|their)\s+(?:full\s+)?name\b(?:\s*(?:,|and|with|plus|&)?\s*(?:(?:his|her|their|the)\s+)?(?:(?:job\s+)?title|role|job|position)?\s*(?::|as|of|is)?\s*${QUOTE})?`,
  'i',
);

/** A form of address before a name. A job title ("Professor", "Coach") goes when the role line says what they do. */
const ADDRESS = String.raw`(?:Professor|Prof\.?|Dr\.?|Mr\.?|Mrs\.?|Ms\.?|Miss|Mx\.?|Sir|Dame|Chef|Coach|Captain|Capt\.?|Principal|Pastor|Father|Sister|Rev\.?)`;
const JOB_TITLE = /^(?:Professor|Prof\.?|Chef|Coach|Captain|Capt\.?|Principal|Pastor)\s+/;
/** Two or three capitalised words, with a form of address before them or not: a person's name. */
// ("I'm Dave Okafor": "I'm" is no part of the name.)
const PERSON = new RegExp(String.raw`(?:\b${ADDRESS}\s+)?\b(?!I['’](?:m|ve|d|ll)\b)\p{Lu}[\p{Ll}'’-]+(?:\s+\p{Lu}[\p{Ll}'’-]+){1,2}\b`, 'gu');
const CALENDAR = new RegExp(String.raw`\b(?:${MONTHS_DAYS})\b`);

/**
 * The person a pronoun's name points at: the last name said before the lower third in its scene (`before`), not the
 * first words of a sentence (a title's capitals) unless addressed ("Dr Ana Ruiz"), and no date; none when nobody was
 * named. With the role said after it (`after`, read with PRONOUN_NAME): its quote's number, and the words' length.
 */
export function personNamedIn(before: string, after: string): { name?: string; role?: string; length: number } | undefined {
  const said = PRONOUN_NAME.exec(after);
  if (!said) return undefined;
  const last = personBefore(before);
  const role = new RegExp(QUOTE).exec(said[0])?.[1];
  // Nobody named: the words are still no name to draw ("his name"); the role is what the tag can show.
  return { ...(last ? { name: role !== undefined ? last.replace(JOB_TITLE, '') : last } : {}), ...(role !== undefined ? { role } : {}), length: said[0].length };
}

/** The last person named in `before` ("I'm Dave Okafor", "our guest Dr Ama Owusu"), if any. */
export function personBefore(before: string): string | undefined {
  const names = [...before.matchAll(PERSON)].filter((m) => {
    const addressed = new RegExp(`^${ADDRESS}\\s`).test(m[0]);
    const opensSentence = /(?:^|[.!?:\n⟫]\s*)$/.test(before.slice(0, m.index));
    return (addressed || !opensSentence) && !CALENDAR.test(m[0]);
  });
  return names.at(-1)?.[0];
}

/** A name whose first letter is Arabic or Hebrew: its lower third stands at the right (render/typeset/start-side.ts). */
const RIGHT_TO_LEFT = /^[^\p{L}]*[\p{Script=Arabic}\p{Script=Hebrew}]/u;

/** A form's label before a line's words ("role: Host of …", "Name - Ana Ruiz"): the words are the line, not the label. */
const LINE_LABEL = /^\s*(?:name|role|title|job(?:\s+title)?|position|job|function)\s*[:=–—-]\s*/i;

export function lowerThird(said: string, saidRole: string | undefined): TextLayer[] {
  const name = said.replace(LINE_LABEL, '') || said;
  // "…, and under it Grade 5, Chopin Nocturne": where the role goes is no part of it.
  const role = saidRole && (saidRole.replace(/^\s*(?:and\s+)?(?:underneath|below|beneath|under\s+(?:it|that|the\s+name))\s*[:,]?\s*/i, '').replace(LINE_LABEL, '') || saidRole);
  // It slides in from its own edge: from the left, or from the right for a right-to-left name.
  const slide = RIGHT_TO_LEFT.test(name) ? 'slide-left' : 'slide-right';
  const layers = [textLayer('name', name.slice(0, 500), { placement: 'lower-third', animation: animation({ in: slide }) })];
  if (role) layers.push(textLayer('role', role.replace(/\)\s*$/, '').trim().slice(0, 500), { placement: 'lower-third', animation: animation({ in: slide, duration: 0.6 }) }));
  return layers;
}
