import type { TextLayer } from '../../../model/scene-document.js';
import type { Piece } from '../compose/piece.js';
import { QUOTE, type Reading } from '../read/reading.js';
import { LOWER_THIRD, lowerThird, personBefore, personNamedIn } from './lower-third-words.js';
import { nameAt, NOT_OWN } from './person-names.js';

/*
 * Lower thirds: a person's name and role on a strap, said with their words ("lower third: Jane Doe, CEO", "a name
 * strip reading 'Dr Amara Okafor' and underneath 'Head of Paediatrics'", "Lower third with my name Jake Morris,
 * Personal Trainer", "'Ana Ruiz, Head Chef' as a lower third"). The words that ask for one: lower-third-words.ts.
 */

/** Between a lower third's name and role; or "and" after a full name ("Sarah Collins and Senior Negotiator"). */
const SPLIT_NAME_ROLE = /\s*(?:,|\||–|—|\s-\s|\s\/\s|\(|:)\s*|(?<=^\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*){1,2})\s+and\s+(?=\p{Lu})/u;

/** A name (capitalised words) and a role, then the bottom of the frame: a lower third said back to front (case-aware: no i flag). */
const NAME_THEN_BOTTOM = /\b(?:[Pp]ut|[Aa]dd|[Ss]how|[Hh]ave|[Ww]ith)\s+(?:[Mm]y|[Hh]is|[Hh]er|[Tt]heir|[Oo]ur)\s+name\s*,?\s*(⟪q\d+⟫|\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*){1,2})(?:\s*(?:,|\band\b|&|-|–)\s*((?:(?:my|his|her|their|our)\s+(?:job\s+)?(?:title|role|job)\s+)?⟪q\d+⟫|[^,.;:⟪\n]{2,50}?))?(?:\s+like\s+(?:in\s+|on\s+)?(?:the\s+)?[\p{L} ]{2,20}?)?\s+(?:on|at|along|across|in)\s+the\s+bottom\b(?:\s+(?:of\s+the\s+(?:screen|frame|video|clip)|(?:under|below|beneath)\s+(?:me|him|her|them)))*/gu;

/**
 * "put my name at the bottom like on the news Dave Kowalski master plumber": where first, then the name and the role
 * said after it (case-aware: no i flag). The role runs to the next clause ("and keep it wide").
 */
const BOTTOM_THEN_NAME = /\b(?:[Pp]ut|[Aa]dd|[Ss]how|[Hh]ave|[Ww]ith)\s+(?:[Mm]y|[Hh]is|[Hh]er|[Tt]heir|[Oo]ur)\s+(?:full\s+)?name(?:\s+and\s+(?:job\s+)?(?:title|role|job))?\s+(?:on|at|along|across|in)\s+the\s+bottom\b(?:\s+of\s+the\s+(?:screen|frame|video|clip))?(?:\s*,?\s*like\s+(?:in\s+|on\s+)?(?:the\s+)?(?:news|tv|telly|television|a\s+news\s+(?:show|report)|documentaries|a\s+documentary|interviews?))?\s*[,:–—-]?\s*(\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*){1,2})(?:\s*[,–—-]?\s*((?:(?!and\b|then\b|with\b|keep\b|make\b|in\b|on\b|at\b|for\b)[\p{L}'’&-]+\s*){1,4}?))?(?=\s*(?:[,.;!\n]|$)|\s+(?:and|then|with|keep|make|in|on|at|for)\b)/gu;

/** "put his name as a lower third", "add her name on a name strap": the person is named elsewhere. */
const NAME_AS_STRAP = /\b(?:put|add|show|have|with)\s+(?:his|her|their)\s+(?:full\s+)?name(?:\s+and\s+(?:job\s+)?(?:title|role|job))?\s+(?:as|in|on)\s+(?:a|an|the)\s+(?:lower[- ]third|name\s*(?:tag|strap|plate|super|bar)|chyron)\b/gi;
/** "put my name and '…' in a name bar": whose name is said elsewhere, the role quoted here. */
const NAME_AND_ROLE_IN_STRAP = new RegExp(String.raw`\b(?:put|add|show|have|with)\s+(?:my|his|her|their)\s+(?:full\s+)?name\s*(?:,|and|&|plus)\s*(?:(?:my|his|her|their)\s+(?:job\s+)?(?:title|role)\s*)?${QUOTE}\s+(?:in|on|as)\s+(?:a|an|the)\s+(?:lower[- ]third|name\s*(?:tag|strap|strip|plate|super|bar)|chyron)\b`, 'gi');
/** A person introduced by a label: "Guest: Marcus Bell, founder of Fairground Coffee." (case-aware: no i flag). */
const INTRODUCED = /\b(?:[Gg]uest|[Ss]peaker|[Hh]ost|[Ii]nterviewee|[Pp]resenter|[Ff]eaturing|[Ww]ith)\s*:\s*(\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*){1,2})\s*,\s*([^.!?\n⟪\u0001]{2,60})/gu;

/**
 * A strap asked for with what it shows said by reference: "with a name strip at the bottom (name + title)", "a lower
 * third showing his name and role". The person is described before it in the scene.
 */
const STRAP_BY_REFERENCE = /\b(?:(?:with|and|plus|add|put|show)\s+)?(?:a|an|the)\s+(?:lower[- ]third|name\s*(?:tag|strap|strip|plate|super|bar)|chyron)(?:\s+(?:at|on|along|across)\s+the\s+bottom)?\s*(?:\(\s*(?:(?:his|her|their)\s+)?name\s*(?:\+|&|and|,|\/)\s*(?:job\s+)?(?:title|role|job|position)\s*\)|(?:showing|with|for|giving)\s+(?:his|her|their)\s+name\s+(?:and|&|\+)\s+(?:job\s+)?(?:title|role|job|position))/gi;
/** A name: two or three capitalised words. */
const FULL_NAME = String.raw`\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*){1,2}`;
/** A role in capitals, with its small words: "Head of People", "VP of Sales & Ops". */
const CAPITAL_ROLE = String.raw`\p{Lu}[\p{L}'’-]*(?:\s+(?:(?:of|for|and|the|&)\s+)?\p{Lu}[\p{L}'’-]*){0,4}`;
/** "our new Head of People, Marcus Bell," or "Marcus Bell, our new Head of People" (case-aware: no i flag). */
const ROLE_AND_NAME = new RegExp(
  String.raw`(?:(?:[Oo]ur|[Tt]he|[Mm]y)\s+(?:new\s+)?)(?<role>${CAPITAL_ROLE})\s*,\s*(?<name>${FULL_NAME})|(?<name2>${FULL_NAME})\s*,\s*(?:(?:our|the|my)\s+(?:new\s+)?)(?<role2>${CAPITAL_ROLE})`,
  'gu',
);

/** A greeting before a name, which is no part of it: "Welcome Dana Ruiz, our new Head Chef". */
const GREETING_LEAD = /^(?:Welcome|Meet|Introducing|Hello|Hi|Congrats|Congratulations)\s+(?=\p{Lu}[\p{L}'’.-]*\s+\p{Lu})/u;

/** A quote token's words, or the words themselves. */
const unquoted = (reading: Reading, said: string) => said.replace(/⟪q(\d+)⟫/g, (_, n: string) => reading.quote(n));

/** Lower thirds in [from, to): "lower third: Jane Doe, CEO", "lower third "Jane Doe, CEO"", "name "Jane" with role "CEO"". */
export function readLowerThirds(reading: Reading, from: number, to: number): Piece[] {
  const pieces: Piece[] = [];
  const view = reading.view(0, to);
  // "I'm Dave Okafor … put my name and 'Approved Driving Instructor' in a name bar": the name said before, its role
  // quoted with it.
  for (const m of reading.find(NAME_AND_ROLE_IN_STRAP, from, to)) {
    const name = personBefore(reading.view(0, m.index));
    if (!name) continue;
    reading.takeMatch(m);
    pieces.push({ kind: 'lower-third', start: m.index, end: m.index + m[0].length, layers: lowerThird(name, reading.quote(m[1]!)), said: {} });
  }
  // "Show 'Dr. Amara Nwosu, Sleep Researcher' as a lower third": the quote named as one after it.
  for (const m of reading.find(new RegExp(`${QUOTE}\\s*,?\\s*(?:as|for|in|on)\\s+(?:a|an|the|her|his|their)\\s+(?:lower[- ]third|name\\s*(?:tag|strap|plate|card|super|bar)|chyron)\\b`, 'gi'), from, to)) {
    const text = reading.quote(m[1]!);
    const [name, ...role] = text.split(SPLIT_NAME_ROLE);
    const layers = lowerThird(name!, role.length ? text.slice(text.indexOf(role[0]!)) : undefined);
    reading.takeMatch(m);
    pieces.push({ kind: 'lower-third', start: m.index, end: m.index + m[0].length, layers, said: {} });
  }
  // "Guest: Marcus Bell, founder of Fairground Coffee. … put his name as a lower third": the person introduced by a
  // label before it, name and role, drawn on the strap (and no longer as text of their own).
  for (const m of reading.find(NAME_AS_STRAP, from, to)) {
    const named = [...reading.view(0, m.index).matchAll(INTRODUCED)].at(-1);
    if (!named) continue;
    const at = named.index + named[0].indexOf(named[1]!);
    const end = named.index + named[0].length;
    if (!reading.isFree(at, end)) continue;
    reading.take(at, end);
    reading.takeMatch(m);
    pieces.push({ kind: 'lower-third', start: m.index, end: m.index + m[0].length, layers: lowerThird(named[1]!, named[2]!.trim()), said: {} });
  }
  for (const m of reading.find(STRAP_BY_REFERENCE, from, to)) {
    const person = [...reading.view(from, m.index).matchAll(ROLE_AND_NAME)].filter((p) => reading.isFree(from + p.index, from + p.index + p[0].length)).at(-1);
    if (!person) continue;
    const g = person.groups!;
    reading.take(from + person.index, from + person.index + person[0].length);
    reading.takeMatch(m);
    pieces.push({ kind: 'lower-third', start: m.index, end: m.index + m[0].length, layers: lowerThird((g.name ?? g.name2)!.replace(GREETING_LEAD, ''), (g.role ?? g.role2)!), said: {} });
  }
  for (const m of reading.find(BOTTOM_THEN_NAME, from, to)) {
    reading.takeMatch(m);
    const role = m[2]?.trim();
    // A role said in lower case, as dictation writes it, is set as a title is ("master plumber" → "Master Plumber").
    const cased = role && role === role.toLowerCase() ? role.replace(/(^|\s)(\p{L})/gu, (_w, sp: string, c: string) => sp + c.toUpperCase()) : role;
    pieces.push({ kind: 'lower-third', start: m.index, end: m.index + m[0].length, layers: lowerThird(m[1]!, cased || undefined), said: {} });
  }
  // "put my name Gary Reid and Mobile Mechanic on the bottom under me": the name and role said before where they go.
  for (const m of reading.find(NAME_THEN_BOTTOM, from, to)) {
    reading.takeMatch(m);
    // "Ruth Alder and Head Baker" read as one text: the name and the role, as a lower third's are split.
    const said = unquoted(reading, m[1]!);
    const [name, ...role] = m[2] ? [said] : said.split(SPLIT_NAME_ROLE);
    pieces.push({ kind: 'lower-third', start: m.index, end: m.index + m[0].length, layers: lowerThird(name!, m[2] ? unquoted(reading, m[2].trim()) : role.length ? said.slice(said.indexOf(role[0]!)) : undefined), said: {} });
  }
  for (const kw of reading.find(LOWER_THIRD, from, to)) {
    // Two of its words in a row ("a lower third name tag: …"): the first took the name, the second is its echo.
    if (!reading.isFree(kw.index, kw.index + kw[0].length)) continue;
    const p = kw.index + kw[0].length;
    const rest = view.slice(p, to);
    // "Speakers, a lower third each:" over lines of names: it says what the lines below are (read/picture-lines.ts).
    const perLine = /^\s*(?:each|for\s+each(?:\s+\p{L}+)?|on\s+each(?:\s+\p{L}+)?|per\s+\p{L}+)?\s*:[ \t]*(?=\n)/u.exec(rest);
    if (perLine) {
      reading.take(kw.index, p + perLine[0].length);
      continue;
    }
    // "… reading 'Dr Amara Okafor' and underneath 'Head of Paediatrics'": the line under the name is the role.
    const quoted = new RegExp(`^(?:\\s*(?:(?:my|his|her|their|our)\\s+(?:full\\s+)?name(?:\\s+is)?\\s*[:,]?|name\\s*[:=–—-])\\s*)?${QUOTE}(?:\\s*(?:,|and|with|as|\\||\\/|-|–|—|·)?\\s*,?\\s*(?:(?:underneath|below|beneath|under)(?:\\s+(?:it|that|the\\s+name))?\\s*[:,]?\\s*|(?:then\\s+)?smaller\\s*:?\\s*)?(?:(?:the|her|his|their|a)\\s+)?(?:(?:role|title|job\\s+title|position)\\s*[:=–—-]?\\s*)?${QUOTE})?`, 'i').exec(rest);
    let layers: TextLayer[] | undefined;
    let end = p;
    // "… giving her name and 'Dean of Engineering'": the person named before it (lower-third-words.ts).
    // (Named anywhere before, as the writer introduces themself first: "I'm Dave Okafor, … put my name and '…' in a
    // name bar".)
    const said = quoted ? undefined : personNamedIn(view.slice(0, kw.index), rest);
    if (quoted) {
      const first = reading.quote(quoted[1]!);
      if (quoted[2] !== undefined) layers = lowerThird(first, reading.quote(quoted[2]));
      else {
        const [name, ...role] = first.split(SPLIT_NAME_ROLE);
        layers = lowerThird(name!, role.length ? first.slice(first.indexOf(role[0]!)) : undefined);
      }
      end = p + quoted[0].length;
    } else if (said && (said.name || said.role !== undefined)) {
      const role = said.role !== undefined ? reading.quote(said.role) : undefined;
      layers = said.name ? lowerThird(said.name, role) : role ? lowerThird(role, undefined) : [];
      end = p + said.length;
    } else {
      // "a lower third for the instructor, Maria Lopez, Senior Designer": who they are in the video is no name.
      // "… for my guest, bottom left: Dr. Amara Okafor", "… when he starts talking: Marcus Oyelaran": words in lower case
      // up to a colon say whom and where; the name follows the colon.
      // "a name strip for our Head of People, Priya Nair": the role said first, in capitals, then who holds it.
      const roleFirst = /^\s*(?:the|our|their|its|my)\s+(\p{Lu}[\p{L}'’-]*(?:\s+(?:of|for|and|&|\p{Lu}[\p{L}'’-]*)){0,5})\s*,\s*(?=\p{Lu})/u.exec(rest);
      const holder = roleFirst ? nameAt(rest.slice(roleFirst[0].length)) : undefined;
      if (roleFirst && holder && /^\s*(?:[.;!\n]|$)/.test(rest.slice(roleFirst[0].length + holder.length))) {
        end = p + roleFirst[0].length + holder.length;
        reading.take(kw.index, end);
        pieces.push({ kind: 'lower-third', start: kw.index, end, layers: lowerThird(holder.name, roleFirst[1]!), said: {} });
        continue;
      }
      // "… identifying the speaker as Margaret O'Neill, Senior Partner": a verb of naming before who, then "as" (the
      // verb may be the lower third's own: "a lower third introducing our guest as …").
      // ("a lower third for our captain Lena Park, Team Captain": who they are in lower case, then the full name.)
      const who =
        /^\s*(?:the|our|their|its|a|an)\s+[a-z][\w-]*(?:\s+[a-z][\w-]*)?\s*[,:]\s*(?=[A-Z\u00C0-\u00DE])/u.exec(rest) ??
        /^\s*(?:for\s+)?(?:the|our|their|its|my)\s+(?:[a-z][\w-]*\s+){1,2}(?=[A-Z\u00C0-\u00DE][\p{L}'’-]+\s+[A-Z\u00C0-\u00DE])/u.exec(rest) ??
        /^\s*(?:(?:that\s+)?(?:identif(?:y|ying|ies)|introduc(?:e|ing|es)|nam(?:e|ing|es)|label(?:l?ing|s)?|present(?:ing|s)?|credit(?:ing|s)?)\s+(?:(?:the|our|their|its|a|an|my|him|her|them|me|us)\s+)?|(?:the|our|their|its|a|an|my)\s+)(?:[a-z][\w-]*\s+){0,2}as\s+(?=[A-Z\u00C0-\u00DE])/u.exec(rest) ??
        /^[^:A-Z\u00C0-\u00DE⟪\n.]{1,60}:\s*(?=[A-Z\u00C0-\u00DE]|[a-z]+[A-Z0-9])/u.exec(rest);
      if (who) end = p + who[0].length;
      // A form's label before the name ("lower third: Name: Tom Becker, Title - Site Manager").
      const label = /^\s*(?:(?:my|his|her|their|our)\s+(?:full\s+)?name(?:\s+is)?\s*:?\s*|name\s*[:=–—-]\s*)/i.exec(view.slice(end, to));
      if (label) end += label[0].length;
      const name = nameAt(view.slice(end, to));
      if (!name) continue;
      end += name.length;
      // The role may name its place after a comma: "– Head Chef, Trattoria Sole".
      const role = /^\s*(?:,|\(|–|—|-|\||\/|as)\s*([^,.;()⟪\u0001\n]{1,60}?(?:,\s*(?:at\s+)?[A-Z][^,.;()⟪\u0001\n]{1,40}?)?)\s*(?:\)|(?=[,.;\n\u0001]|\s+(?:then|and\s+then|with|sliding|fading|popping|(?:at|in|on)(?!\s+[A-Z]))\b|$))/.exec(view.slice(end, to));
      // Or its form's label, whose words were read as text to show ("…, Title - Site Manager").
      const labelled = role ? undefined : new RegExp(`^\\s*,?\\s*(?:(?:role|title|job(?:\\s+title)?|position)\\s*[:=–—-]?|(?:and\\s+)?(?:underneath|below|beneath|under\\s+(?:it|that))\\s*:?)\\s*${QUOTE}`, 'i').exec(view.slice(end, to));
      layers = lowerThird(name.name, labelled ? reading.quote(labelled[1]!) : role?.[1]?.trim());
      if (role ?? labelled) end += (role ?? labelled)![0].length;
    }
    reading.take(kw.index, end);
    pieces.push({ kind: 'lower-third', start: kw.index, end, layers, said: {} });
  }
  // name "Jane Doe" (with role "CEO"); role "CEO" alone joins the name's lower third.
  for (const m of reading.find(new RegExp(`\\b(?:(?:her|his|their|the)\\s+)?${NOT_OWN}name\\s*(?:is|:)?\\s*${QUOTE}(?:\\s*(?:,|and|with|plus)?\\s*(?:(?:the|her|his|their|a)\\s+)?(?:role|title|job\\s+title|position|job)\\s*(?:is|of|as|:)?\\s*${QUOTE})?`, 'gi'), from, to)) {
    const layers = lowerThird(reading.quote(m[1]!), m[2] !== undefined ? reading.quote(m[2]) : undefined);
    reading.takeMatch(m);
    pieces.push({ kind: 'lower-third', start: m.index, end: m.index + m[0].length, layers, said: {} });
  }
  return pieces;
}

