import { PARTICLE_KINDS } from '../../../model/scene-document.js';
import { insideName } from './names.js';
import { resolveColour } from '../../designer-colours.js';
import { classifyClause, DISPLAY_NOUN, KIND_NOUN, sellingNo, styleClause, withoutStyleTail } from './roles.js';
import { DECIMAL_COMMA_TAIL, FACTS_ASKED } from './words.js';
import { CAPITAL_LEAD, LEAD } from './display-leads.js';
import { REFERENCE, slideLines } from './slide-lines.js';
import { namedInLowerCase, typedInLowerCase } from './lower-case.js';
import { TEXT_END_ALL } from './text-end.js';

/*
 * Text to show, written without quotes after words that say so (display-leads.ts): "with the text Sourdough Saturdays at the bottom",
 * "Text: New Moon Flow — Fridays 7pm.", "text over it: 6AM CREW", "a slide saying 14 Maple Crescent, $489,000.",
 * "show the name Tacos El Güero big in the middle", "show Free delivery over $50 on screen". The words are put in
 * quotes, so the rest of the reading treats them as any quoted text (the exact words, never read as instructions).
 * The text ends at the sentence's end, a line break, or where an instruction starts: a placement ("at the bottom",
 * "big in the middle"), a look ("in bold", "on a navy background"), or a new clause ("then", "and add …").
 */

const CAPITAL = /^[\p{Lu}\d$£€#]/u;
/** The start of a list's line: "- ", "• ", "1. ", "2) ". */
/** "bar chart, monthly revenue Jul $42k, …": a chart named, then its title and data after a comma. */
const CHART_THEN_COMMA = /^\s*(?:an?\s+)?(?:(?:bar|line|pie|donut|doughnut|column|area)\s+)?(?:chart|graph)\s*,/i;
const BULLET_LINE = /^\s*(?:[-•*–]|\d{1,2}[.)])\s/;
/** A thing to show described by its kind and what follows it ("a big number counting up", "three short points —"). */
const ELEMENT_DESCRIBED = /^(?:(?:an?|the|some|our|my|\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)\s+)?(?:[\p{L}-]+\s+){0,4}?(?:number|counter|countdown|timer|chart|graph|list|points?|bullets?|bullet\s+points|steps|tips|photo|picture|image|pic|clip|video|quote|logo|grid|split|stat|figure|lower[\s-]+third|name\s+(?:tag|strap|strip|plate|super|bar)|chyron|progress\s+bar|before\s*(?:and|&|\/)\s*after)s?(?=(?:\s+[\p{L}'’-]+){1,5}\s*(?::|\s[-–—]\s)|\s+(?:counting|counts|count|going|rising|rises|climbing|climbs|ticking|ticks|growing|grows|of|for|with|showing|saying|labell?ed|titled|called|that|which|where|whose|from|up|down|to|coming|appearing|popping|sliding|fading|revealed|shown|one\s+(?:by|at|after))\b|\s*[:—–-]|\s*,\s*(?:one\s+(?:[\p{L}-]+\s+){0,2}(?:by|at|after)|each|appearing|coming|popping|sliding|fading|revealed|numbered|bulleted|(?:not|no|un)[\s-]?(?:numbered|numbers|numbering|bullets))\b)/iu;
/** Facts asked for by their kind, said elsewhere ("Scene 1: address + price"): intents/referred-values.ts. */
/** "show Free delivery over $50 on screen": the words between "show" and "on screen". */
const SHOW_ON_SCREEN = /\b(?:[Ss]how|[Dd]isplay|[Pp]ut|[Ww]rite|[Ss]lap|[Ss]tick|[Tt]hrow|[Oo]verlay|[Aa]dd|[Ss]ays?|[Rr]eads?)\s+(?:just\s+)?(?!(?:[Tt]he|[Aa]n?|[Ii]t|[Tt]his|[Tt]hat|[Tt]hem|[Ss]ome|[Mm]y|[Oo]ur|[Yy]our|[Ee]ach|[Ee]very)\b)([\p{Lu}\d$£€#](?:[^.!?\n"“”⟪⟫]|[.!?](?!\s+\p{Lu})){1,80}?)\s+(?:on(?:\s+the)?\s+screen|over\s+(?:it|the\s+(?:clip|video|photo|picture|footage))|on\s+(?:top|it)|(?:across|along)\s+(?:it|the\s+(?:middle|screen|clip|video|top|bottom)))\b/gu;
/** "Free entry, donations welcome - please put that too": a sentence of copy, then asked to be shown. */
const PUT_THAT_TOO = /(?:^|(?<=[.!?\n]\s*))(\p{Lu}[^.!?\n"“”⟪⟫]{2,80}?)\s*[-–—,]\s*(?:please\s+|pls\s+|can\s+you\s+|could\s+you\s+)?(?:put|add|include|show|have)\s+(?:that|this|it)(?:\s+(?:in|on|up|too|also|as\s+well|on\s+(?:it|there|screen)))*\s*(?:please|pls|thanks)?\s*(?=[.!?\n]|$)/gu;
/** "show GO!", "then display SOLD OUT": words in capitals after a verb of showing, to the clause's end; "text SPARKLE
 * AUTO WASH full valet £35": after "text", from its words in capitals to the clause's end. */
const SHOW_CAPITALS = /\b(?:[Ss]how|[Dd]isplay|[Ff]lash|[Pp]ut\s+up)\s+((?:\p{Lu}[\p{Lu}\d'’&-]*[!?.]*\s*){1,6})(?=$|[,.;\n]|\s+(?:then|and|at|in|on|for)\b)|\b[Tt]ext\s+(\p{Lu}[\p{Lu}\d'’&-]+\s+\p{Lu}[\p{Lu}\d'’&-]*(?:[^,.;!?\n⟪"“”]|[.,](?=\d)){0,60}?)(?=$|[,.;!?\n]|\s+(?:then|and|with|plus|in|on|at)\s|\s+[+&]\s|\s+\d{1,2}\)\s)/gu;

/**
 * A clause of copy with where it goes or how big said after it, and nothing before it: "…, WOD of the week across the
 * middle", "…, SOLD OUT big, …": opening with a capital or a figure, after a comma or a stop ("LIVE AT 9 big").
 */
const PLACED_TEXT = /(?:^|(?<=[,.;!?]\s*)|(?<=\bthen\s+))([\p{Lu}\d$£€#][^,.;!?\n⟪⟫"“”\u0001]{1,60}?)\s+(?:(?:across|along|at|in|on|over)\s+the\s+(?:top|bottom|middle|centre|center)|(?:really\s+|very\s+)?(?:big|huge|large|giant|massive)(?:\s+(?:in|across|at)\s+the\s+(?:middle|centre|center))?)(?=\s*(?:$|[,.;!?\n]))/gu;

/** "Waheguru ji ka Khalsa, Waheguru ji ki Fateh at the end on screen.": a sentence of words, then where they come. */
const SAID_AT_THE_END = /(?:^|(?<=[.!?\n]\s*))(\p{Lu}[^.;!?\n⟪⟫"“”\u0001]{1,80}?)(?=\s+(?:at|in)\s+the\s+(?:very\s+)?end\s+on\s+(?:the\s+)?screen\s*(?:[.!?\n]|$))/gu;

/** "with Happy 80th Birthday Mum at the start and We love you x at the end": capitalised words, then which end. */
const SAID_AT_AN_END = /\b(?:with|and)\s+(\p{Lu}[^,.;!?\n⟪⟫"“”\u0001]{1,60}?)(?=\s+(?:at|in)\s+the\s+(?:very\s+)?(?:start|beginning|end)\b)/gu;

/** "put Hartley Roofing at the top and free quotes 01632 960555 at the bottom": the second text takes the first's verb. */
const PUT_PAIR = /\b(?:put|write|have|show)\s+[^.!?\n⟪]{1,60}?\s+(?:at|along|across|on)\s+the\s+(?:top|bottom|middle)\s+and\s+((?!(?:the|a|an|it|them|our|my|logo|music|captions?)\b)[^,.;!?\n⟪⟫"“”\u0001]{2,60}?)(?=\s+(?:at|along|across|on)\s+the\s+(?:top|bottom|middle)\b)/giu;

/** Words of the video's own parts or kind ("Lesson opener with a progress bar", "title" alone): a description, not copy. */
// Or a kind of scene named ("Scene 3: end card with a button …"): what the scene is, never its words.
const ONLY_A_PART = new RegExp(String.raw`^\s*(?:(?:the|a|an|main|big|small)\s+)?(?:${DISPLAY_NOUN}|(?:end|title|intro|opening|closing|outro|final|last|thank[- ]you)\s+(?:card|screen|slide|frame))\s*$`, 'iu');
const TOOL_WORDS = new RegExp(String.raw`\b(?:with|${KIND_NOUN}|${DISPLAY_NOUN}|progress\s+bar|logo|photos?|pictures?|images?|grid)\b`, 'i');

/** "… and thank you underneath", "…, with Open daily below": a line said to go under what came before, to its clause's end. */
const UNDER_AFTER = /\b(?:and|with|plus)\s+((?:(?!\b(?:and|with|plus)\b)[^,.;!?\n⟪⟫"“”\u0001]){2,50}?)\s+(?:underneath|beneath|below|under\s+(?:it|that|them))(?=\s*(?:$|[,.;!?\n]))/giu;

/** A clause that starts with a word of the tool's, not copy: "Title across the top", "Logo at the bottom". */
const CAPITAL_LEAD_WORD = /^(?:the|a|an|my|our|your|this|that|it|logo|title|heading|text|caption|subtitle|button|counter|chart|list|photo|picture|image|video|clip|music|progress|bar|name|date|price|everything|all|and|then|with|put|show|make|add|keep|use|place)\b/i;

/** "an Apply now button", "a Book Your Table button": capitalised words before "button" (not its colour or size, nor a scene said to close on it: "Close on a CTA button"). */
const NAMED_BUTTON = /(?:\b(?:an?|the)\s+|(?:^|(?<=[.,;:!+]\s*)|(?<=\n)))(?!(?:A|An|The|Then|And|Plus|With|Add|Also|Now|Finally|Next)\b)(?!(?:Close|End|Finish|Wrap|Open|Start|Begin)(?:s|es|ing)?(?:\s+up)?\s+(?:with|on|by)\b)([\p{Lu}][\p{L}'’!-]*(?:\s+(?!(?:then|and|with|change|make|set|turn|put|move|update|edit|swap|replace|rename)\b)[\p{L}'’!-]+){0,3}?)(?<!\b(?:a|an|the|on|with|of|to|for|by|at|in|and|or|my|our|your))\s+(?:cta\s+)?button\b/gu;
const BUTTON_LOOK = /^(?:big|small|large|huge|tiny|bold|bright|round|rounded|pill|flat|glowing|shiny|simple|clean|primary|main|cta|call|action|call-to-action|shop|buy|\p{L}+ish)$/iu;

/** A clause that opens with how the letters look: "in nice large letters …", "in big bold print so …". */
const LETTERS_LOOK = /^\s*(?:and\s+)?in\s+(?:(?:nice|really|very|super|quite|nice\s+and)\s+)?(?:(?:big|bigger|large|larger|huge|giant|small|bold|clear|easy[- ]to[- ]read|white|black)\s+)+(?:letters|text|print|type|font|writing|lettering)\b/i;

/**
 * Whether shouted copy goes on past a sentence's stop at `at`: all in capitals so far, and the next sentence too
 * ("Text over it: NEW YEAR. NO EXCUSES.", "EAT. SLEEP. LIFT."). A slogan of short sentences is one text.
 */
/** A sentence to the tool after a short text, never the text's: "Confetti at the end", "Nothing else on it". */
const ASIDE = new RegExp(String.raw`^\s*(?:nothing|no)\s+(?:else|more)\b|\b(?:at|in|on)\s+the\s+(?:end|start|beginning|top|bottom|middle)\b|\b(?:${PARTICLE_KINDS.join('|')})\b|${TOOL_WORDS.source}`, 'i');

function shoutedOn(rest: string, at: number, colon: boolean): boolean {
  const said = rest.slice(0, at);
  const next = /^\s+([^.!?\n,;:]{1,40})[.!?]/u.exec(rest.slice(at))?.[1];
  if (next === undefined) return false;
  // After a colon, a short sentence of copy typed on in lower case is the same line ("text: 12 weeks. no excuses.").
  const short = (t: string) => t.trim().split(/\s+/).length <= 4;
  if (colon && /^\s*[\p{Ll}\d]/u.test(next) && !/\p{Lu}{2}/u.test(said) && short(said) && short(next) && !/[.!?]\s/.test(said.trim()) && !ASIDE.test(next) && (classifyClause(next) === 'content' || sellingNo(next))) return true;
  return /\p{Lu}{2}/u.test(said) && !/\p{Ll}/u.test(said) && /\p{Lu}{2}/u.test(next) && !/\p{Ll}/u.test(next);
}

/** The text's extent after a lead at `from`: [start, end) with no trailing separators. */
/** Words of the video's settings, which the clause classifier does not know as such ("Landscape format."). */
const SETTING_WORD = /\b(?:at\s+the\s+(?:end|start|beginning|top|bottom)|confetti|snow\w*|hearts|balloons|fireworks|sparkles|stars|bubbles|particles|same\s+(?:time|place|venue|price|day|date|location)|please|pls|thanks|thank|look|style|vibe|feel|retro|bold|elegant|playful|minimal|classic|modern|vintage|neon|nothing|else|everything|crossfades?|fades?|wipes?|cuts?|zooms?|pans?|landscape|portrait|vertical|horizontal|square|format|widescreen|\d+:\d+|\d+\s*(?:s|secs?|seconds?)|music|song|voice|narration|logo|background|style|font|colou?rs?|transitions?|captions?|subtitles?)\b/i;

function textAfter(text: string, at: number): [number, number] | undefined {
  // How it is set, said between the lead and its words ("underneath quite small: Lotus Room Yoga"): not the text.
  const set = /^\s*(?:(?:quite|very|really|super|a\s+bit|nice\s+and|in)\s+)?(?:small|smaller|tiny|little|big|bigger|large|larger|huge|bold|italics?|caps|capitals)(?:\s+(?:text|letters|print|writing|font|type))?\s*[:–—]\s*/i.exec(text.slice(at));
  const from = at + (set?.[0].length ?? 0);
  const rest = text.slice(from);
  // A word that ends text (a shape, a place) inside a capitalised name ("Find us at Castle Square") is the name's.
  const end = [...rest.matchAll(TEXT_END_ALL)].find((m) => {
    const word = /[\p{L}]/u.exec(m[0]);
    if (/^[.!?]+$/.test(m[0]) && shoutedOn(rest, m.index + m[0].length, /:\s*$/.test(text.slice(0, from)))) return false;
    return !word || !insideName(rest, m.index + word.index, m.index + m[0].length);
  });
  let raw = rest.slice(0, end ? end.index : rest.length);
  // A shouted slogan keeps its last stop as it keeps the others: "NEW YEAR. NO EXCUSES."
  if (end && /^[.!?]+$/.test(end[0]) && /[.!?]\s+\p{Lu}/u.test(raw) && !/\p{Ll}/u.test(raw)) raw += end[0];
  // A slogan of short sentences closing its line or before a request in lower case ("text: New year. Same grind."):
  // the short sentence of copy after the stop is the text's too (not a look or a request: "Title: Big Sale.
  // Landscape." ends at "Sale").
  const next = end?.[0] === '.' ? /^\.\s+(\p{Lu}[^.!?\n⟪"“]{0,30}?)[.!]?(?=[ \t]*(?:\n|$)|\.\s+\p{Ll})/u.exec(rest.slice(end.index)) : null;
  // Both short, the second no name in capitals ("Henry Ford"), no comma, no word about the video.
  const short = (t: string) => /^\S+\s+\S+(?:\s+\S+){0,2}$/.test(t.trim());
  // (A shouted one keeps only shouted sentences: above.)
  if (next && /\p{Ll}/u.test(raw) && short(raw) && short(next[1]!) && !/,/.test(next[1]!) && /\s\p{Ll}/u.test(next[1]!) && classifyClause(next[1]!) === 'content' && !styleClause(next[1]!) && !SETTING_WORD.test(next[1]!)) raw = rest.slice(0, end!.index + next[0].length);
  // A short form's full stop ends no sentence ("Paws & Co. on Main St."), unless an instruction or a look follows it:
  // "… at Paws & Co. Playful look, hearts" ends at "Co.".
  for (const stop of raw.matchAll(/(?<=\.)\s+(?=\p{Lu})/gu)) {
    const clause = raw.slice(stop.index + stop[0].length).split(/[,;.!?](?!\d)/)[0]!;
    if (clause.trim() && classifyClause(clause) !== 'content') {
      raw = raw.slice(0, stop.index);
      break;
    }
  }
  // A clause after a comma that only asks or styles ends the text: "1789–1799, fade in", "Open Late, bold".
  for (const comma of raw.matchAll(/,(?!\d{3}\b)\s*/g)) {
    const clause = raw.slice(comma.index + comma[0].length).split(/,(?!\d{3}\b)/)[0]!;
    // Or opens with how the letters look, whatever follows ("…, in nice large letters because our residents …").
    // Or owns up to a slip ("Sports Day 2025, wrong year!!", "…, typo sorry").
    if ((clause.trim() && classifyClause(clause) !== 'content') || LETTERS_LOOK.test(clause) || /^\s*(?:wrong\s+(?:year|date|day|time|month|price|name|number|spelling)|(?:my\s+)?typo|my\s+(?:bad|mistake)|oops|whoops|sorry)\b/i.test(clause)) {
      raw = raw.slice(0, comma.index);
      break;
    }
  }
  // Where it goes or how big, said after it ("… on top", "…, bottom left", "… in the middle"): placement, not text.
  // A word of an edit's manner closing it ("… say Hello instead", "… Open 9am please") is no text either; nor, after
  // a verb of putting, what it goes on ("write lisbon sunrise on it"; "Sleep on it" said as copy stays whole).
  // (A quantity left where the text stopped at a decoration's word, "…from £35, lots of" before "sparkles", is the
  // decoration's, not the text's.)
  const trimmed = withoutStyleTail(raw.replace(/[\s,:–—-]+$/, '').replace(/(?:[\s,]+(?:instead|please|pls|plz|thanks|thx|actually))+$/i, '').replace(APOLOGY_TAIL, '').replace(/,\s*(?:and\s+|with\s+)?(?:lots|loads|plenty|tons|a\s+few|a\s+bit|a\s+lot)\s+of$|,\s*(?:and\s+|with\s+)?(?:some|lots\s+of|loads\s+of)$/i, '')).replace(/[\s,:–—-]+$/, '').replace(/(?<=\S)\s+(?:on|onto)\s+(?:it|them|there|the\s+(?:photos?|pictures?|pics?|images?|videos?|clips?))$/i, (tail) => (/\b(?:put|write|stick|pop|slap)\s*$/i.test(text.slice(0, at)) ? '' : tail));
  // A bracket closing the remark the text was said in ("(…, just label it MRR ($k))") is not the text's.
  const open = (trimmed.match(/\(/g) ?? []).length;
  const closed = trimmed.replace(/\)+$/, (tail) => tail.slice(0, Math.max(0, tail.length - Math.max(0, (trimmed.match(/\)/g) ?? []).length - open))));
  const lead = closed.length - closed.trimStart().length;
  if (closed.trim().length < 2 || closed.trim().length > 160) return undefined;
  return [from + lead, from + closed.length];
}

/** An apology or a laugh closing it ("… to 8th sorry", "… lol"), unless the text is sorry itself ("We're so sorry"). */
const APOLOGY_TAIL = /(?<!\b(?:so|are|am|is|be|we['’]?re|i['’]?m|very|truly|really|feel|felt))[\s,]+(?:sorry|soz|lol|lmao|haha|oops|whoops|my\s+bad)[\s.!]*$/i;

/** A quote's lead: "quote:", "a quote for tiktok, beige background:", "motto:". */
const QUOTE_LEAD = /\b(?:quote|quotation|saying|motto|mantra)\b[^:]*:\s*$/i;
/** Who said it, after the quote's last sentence: "by Priya Nandakumar", "- Oscar Wilde", "— Maya Angelou". */
const AUTHOR_AFTER = /^\s*(?:by|[-–—~]+)\s*\p{Lu}[\p{L}'’.-]*(?:\s+(?:\p{Lu}[\p{L}'’.-]*|de|da|van|von|la|le|&|and))*\s*(?:$|[.!\n])/u;

/**
 * An unquoted quote of several sentences runs on to its author ("quote: The best time to start was yesterday. The
 * next best time is now. by Priya"): up to three sentences in one paragraph, when an author closes them.
 */
function quoteRunTo(text: string, lead: RegExpExecArray, span: [number, number] | undefined): [number, number] | undefined {
  // "a quote saying Never give up by Tom Ellis": its author closing the same sentence is no part of it.
  if (span && /\b(?:quote|quotation|motto|mantra)\b/i.test(lead[0])) {
    const by = /(?<=\S(?:\s+\S+){2,})\s+(?:by|[-–—~])\s*\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*){1,3}$/u.exec(text.slice(span[0], span[1]));
    if (by) return [span[0], span[0] + by.index];
  }
  if (!span || !QUOTE_LEAD.test(lead[0])) return span;
  const paragraph = text.slice(span[0]).split('\n')[0]!;
  const stops = [...paragraph.matchAll(/[.!?](?=\s)/g)];
  for (const stop of stops.slice(0, 3)) {
    const end = span[0] + stop.index + 1;
    if (end <= span[1]) continue;
    if (AUTHOR_AFTER.test(text.slice(end))) return [span[0], /[.]$/.test(text.slice(span[0], end)) ? end - 1 : end];
  }
  return span;
}

const PUT_THE_NAME = /\b(?:[Pp]ut|[Ww]rite|[Ss]tick|[Pp]op)\s+(The\s+\p{Lu}[\p{L}'’&-]*(?:(?:\s+|,\s+)(?:\p{Lu}[\p{L}'’&-]*\.?|\d{1,4}|of|and|&))*)\s+(?:at|along|across|on|in)\s+the\s+(?:top|bottom|middle|centre|center)\b/gu;

/** The words after a lead in a lower-case prompt, to where an instruction starts ("… 2026 and then doors open …"). */
function lowerCaseText(text: string, at: number): string {
  const span = textAfter(text, at);
  return span ? text.slice(span[0], span[1]) : text.slice(at);
}

/** Outside quotes only: the spans of `text` between quotes. */
function outsideQuotes(text: string): boolean[] {
  const free = new Array<boolean>(text.length).fill(true);
  for (const m of text.matchAll(/["“„«][^"“”„«»]*["“”»]|⟪[^⟫]*⟫/g)) free.fill(false, m.index, m.index + m[0].length);
  return free;
}

/** A signature closing a message: "… love from Nana", "… lots of love, Mum", "… from all of us at Crumbs". */
const SIGNATURE = /^((?:\S+\s+){2,}?\S+?)[\s,]+((?:(?:with\s+)?(?:lots\s+of\s+|all\s+(?:our|my)\s+|so\s+much\s+)?love|best\s+wishes|all\s+the\s+best)(?:\s+from|,)\s+\S.*|from\s+all\s+of\s+us\b.*)$/i;

const GREETING_START = /^(?:happy\s+(?:birthday|bday|anniversary|new\s+year|holidays|easter|christmas|retirement|\d+(?:st|nd|rd|th))|merry\s+christmas|congratulations|congrats|welcome\s+(?:to|home|back)|get\s+well|good\s+luck|well\s+done|best\s+wishes|season['’]s\s+greetings|(?:lots\s+of\s+|all\s+(?:our|my)\s+|with\s+)?love\s+from)\b/;

/** The marks around text quoted here (not by the writer): reading.ts makes them quotes, counted apart. */
export const INFERRED_MARK = '\u2060';

/** `text` with the unquoted text after display words put in (inferred) quotes. */
export function quoteDisplayText(text: string): string {
  const free = outsideQuotes(text);
  const spans: [number, number][] = [];
  const lower = typedInLowerCase(text.replace(/["“„«][^"“”„«»]*["“”»]/g, ''));
  const leads = [...text.matchAll(LEAD), ...[...text.matchAll(CAPITAL_LEAD)].filter((m) => CAPITAL.test(text.slice(m.index + m[0].length)) || (lower && namedInLowerCase(m[0], lowerCaseText(text, m.index + m[0].length))))];
  for (const m of leads.sort((a, b) => a.index - b.index)) {
    // A line of a bulleted or numbered list is an item, whatever its words ("- Write a headline that says …").
    if (!free[m.index] || BULLET_LINE.test(text.slice(text.lastIndexOf('\n', m.index) + 1, m.index))) continue;
    // "with the text in white", "the words on a banner": how or where, in lower case; "the words In season this
    // week" are the words.
    // Nor what is said of them: "Text should come in like a typewriter", "the words fade in".
    if (/(?:text|words|wording)\s+$/i.test(m[0]) && /^(?:in|on|at|over|under|as|to|should|must|will|would|could|can|needs?|has|have|is|are|comes?|coming|appears?|types?|typed|fades?|slides?|pops?|animates?|animated)\b/.test(text.slice(m.index + m[0].length))) continue;
    // A lead closing its line over three lines or more ("an agenda slide:" then "09:00 Registration" …): their own
    // readers read the lines (a list), not one of them as the slide's text.
    const below = text.slice(m.index + m[0].length);
    if ((/\n\s*$/.test(m[0]) || /^[ \t]*\n/.test(below)) && /^[ \t]*\n?(?:[ \t]*[^\n]+\n){2}[ \t]*[^\n]+/.test(below)) continue;
    // "a caption on each: Messy play, Story time, Garden fun": one for each picture, so as many.
    // "each with a caption - Stollen, Mince pies, Yule log": the same, "each" said before the lead.
    const each = /\b(?:each|every)\b[^:]*:\s*$/i.test(m[0]) || /\b(?:each|every|all)(?:\s+(?:one|photo|picture|pic|image|slide|of\s+them))?,?\s+(?:with|has|gets|having|getting)\s+(?:a|an|its|their)\s+(?:own\s+)?$/i.test(text.slice(Math.max(0, m.index - 40), m.index));
    // "captions: Kitchen, Lounge, Garden": a plural lead's items are quoted one by one, to the sentence's end (an item
    // is never cut as a look: "Fig, Amber, Cedar").
    const perItem = (/s\s*:\s*$/i.test(m[0]) && /(?:caption|title|label|text|word|line|name)s\b/i.test(m[0])) || each;
    const sentence = /^[^.!?\n⟪]*/.exec(text.slice(m.index + m[0].length))![0].replace(/\s+$/, '');
    const span = perItem && /,/.test(sentence) && !/["“”„«»⟪]/.test(sentence) ? ([m.index + m[0].length, m.index + m[0].length + sentence.length] as [number, number]) : quoteRunTo(text, m, textAfter(text, m.index + m[0].length));
    // Items set apart by spaced slashes or bars keep their commas ("captions: Day 1, Hanoi / Day 3, Hue").
    // A decimal comma ("1,80€") and a thousands one ("1,000") set no items apart.
    const splitter = span && /\s[/|]\s/.test(text.slice(span[0], span[1])) ? /(\s[/|]\s)/ : new RegExp(String.raw`(,(?!${DECIMAL_COMMA_TAIL})(?!\d{3}\b))`);
    if (span && perItem && splitter.test(text.slice(span[0], span[1])) && !REFERENCE.test(text.slice(span[0], span[1]))) {
      let at = span[0];
      for (const part of text.slice(span[0], span[1]).split(splitter)) {
        const lead = part.length - part.trimStart().length;
        const item: [number, number] = [at + lead, at + part.trimEnd().length];
        if (item[1] > item[0] && !splitter.test(part)) spans.push(item);
        at += part.length;
      }
      continue;
    }
    // "and the text red instead", "with the words gold": a colour said of the text, not the text.
    if (span && /(?:text|words|wording|word)\s*$/i.test(m[0]) && resolveColour(text.slice(span[0], span[1]).split(/\s+/)[0]!) !== undefined && text.slice(span[0], span[1]).split(/\s+/).length <= 3) continue;
    // "last slide: a Shop now button": the button's own reader reads it (intents/graphics.ts).
    if (span && /^(?:an?|the)\s+(?:[\p{L}'’!-]+\s+){1,4}button\b/iu.test(text.slice(span[0], span[1]))) continue;
    // "Second scene: a big number counting up to …", "Third scene: three short points — …": a thing described, for
    // its own reader; the words a scene shows come after such a description's own lead.
    if (span && /(?:slide|scene|card|screen|frame|page)(?:\s+(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten))?\s*[:–—-]\s*$/i.test(m[0]) && (CHART_THEN_COMMA.test(text.slice(span[0], span[1])) || ELEMENT_DESCRIBED.test(text.slice(span[0], text.indexOf('\n', span[1]) + 1 || undefined)) || FACTS_ASKED.test(text.slice(span[0], span[1])))) continue;
    // "Scene 2: a female voice reads: …": words before a spoken quote describe its voice (read/speech.ts kept the
    // words that said it is spoken between cue marks).
    if (span && /^\s*(?:\u2061|⟪n\d)/.test(text.slice(span[1]))) continue;
    // Words right before a quote lead to it ("scene 1: subtitle "for you""): the quote is the text.
    // Not a name in capitals after a verb of saying ("The title says Phrasal Verbs: 'give up'"): a title and its line.
    const named = span && /(?:says|reads)\s*:?\s*$/i.test(m[0]) && /^\p{Lu}/u.test(text.slice(span[0], span[1])) && !new RegExp(`\\b${DISPLAY_NOUN}\\b`, 'iu').test(text.slice(span[0], span[1]));
    const quoteNext = span && !named && /^\s*[:\-–—]?\s*["“„«]/.test(text.slice(span[1]));
    // A numbered scene's own line ("Scene 2: …"): what it says first may be how or what, not its words.
    const sceneLine = /(?:slide|scene|card|screen|frame|page)\s+\S+\s*[:–—-]\s*$/i.test(m[0]);
    // "scene 2 - delete it", "slide 3: move it to the end": what to do with the scene, not its text.
    if (span && sceneLine && /^(?:please\s+)?(?:delete|remove|cut|drop|lose|scrap|bin|get\s+rid\s+of|move|swap|shorten|lengthen)\s+(?:it|this|that|the\s+whole\s+(?:thing|scene|slide))\b/i.test(text.slice(span[0], span[1]))) continue;
    // "scene 3: make it 1,450", "slide 2: change that to £40": a new value for what the scene shows, not its words
    // (a slogan "Make it count" starts with a capital and gives no figure).
    const setting = span && sceneLine ? /^(?:please\s+)?(?:make|change|set|update|correct|bump|raise|lower|fix)\s+(?:it|this|that)\s+(?:to\s+|up\s+to\s+)?([$€£]?\d)?/i.exec(text.slice(span[0], span[1])) : null;
    if (setting && (setting[1] !== undefined || /^\p{Ll}/u.test(setting[0]))) continue;
    // "Scene 1: black background, the words …": a look said first in a scene's line is its look, not its text.
    if (span && sceneLine && classifyClause(text.slice(span[0], span[1])) === 'style') continue;
    // "Scene 1: title DataConf 2025": the part's name before its words is no text.
    // So is its label before a colon: "Scene 1 – Title: Welcome to Northgate".
    const part = span && sceneLine ? (/^(?:(?:the|a|an)\s+)?(?:title|heading|headline|big\s+text)\s+(?=[\p{Lu}\d])/u.exec(text.slice(span[0], span[1])) ?? /^(?:(?:the|a|an)\s+)?(?:title|heading|headline|text|caption|tagline|words|big\s+text)\s*:\s*(?=\S)/i.exec(text.slice(span[0], span[1]))) : null;
    if (span && part) span[0] += part[0].length;
    // "a price scene: big $420 and smaller underneath: …": its size said first is how it is drawn, not a word of it.
    const sized = span && /^(?:really\s+|very\s+)?(?:big|huge|large|giant|massive|small|tiny)\s+(?=[\p{Lu}\d$£€¥#])/u.exec(text.slice(span[0], span[1]));
    if (span && sized && span[0] + sized[0].length < span[1]) span[0] += sized[0].length;
    if (span && !quoteNext && free.slice(span[0], span[1]).every(Boolean) && !REFERENCE.test(text.slice(span[0], span[1])) && !ONLY_A_PART.test(text.slice(span[0], span[1])) && !spans.some(([a, b]) => a < span[1] && span[0] < b)) spans.push(span);
  }
  for (const m of [...text.matchAll(SHOW_ON_SCREEN), ...text.matchAll(SHOW_CAPITALS), ...text.matchAll(PUT_THAT_TOO), ...text.matchAll(SAID_AT_THE_END), ...text.matchAll(SAID_AT_AN_END), ...text.matchAll(PUT_PAIR)]) {
    const words = m[1] ?? m[2]!;
    const start = m.index + m[0].indexOf(words);
    const span: [number, number] = [start, start + words.trimEnd().length];
    if (free.slice(span[0], span[1]).every(Boolean) && !REFERENCE.test(text.slice(span[0], span[1])) && !spans.some(([a, b]) => a < span[1] && span[0] < b)) spans.push(span);
  }
  for (const m of text.matchAll(UNDER_AFTER)) {
    const words = m[1]!;
    // "… with the date and venue under it": facts asked for by kind (intents/referred-values.ts), not words.
    if (classifyClause(words) !== 'content' || CAPITAL_LEAD_WORD.test(words) || TOOL_WORDS.test(words) || FACTS_ASKED.test(words)) continue;
    const start = m.index + m[0].indexOf(words);
    const span: [number, number] = [start, start + words.trimEnd().length];
    if (free.slice(span[0], span[1]).every(Boolean) && !REFERENCE.test(words) && !spans.some(([a, b]) => a < span[1] && span[0] < b)) spans.push(span);
  }
  for (const m of text.matchAll(PLACED_TEXT)) {
    const words = m[1]!;
    const sized = /\b(?:big|huge|large|giant|massive)\b/i.test(m[0].slice(m[0].indexOf(words) + words.length));
    // After a label's colon in its sentence ("lower third: Jane Doe, CEO at the bottom") the clause is that label's.
    const sentence = text.slice(0, m.index).split(/[.!?](?=\s)|\n/).at(-1)!;
    if (/(?<!\d):(?!\d)/.test(sentence.replace(/https?:\/\/\S+/g, ' '))) continue;
    if (sized && /\p{Ll}/u.test(words)) continue;
    if (classifyClause(words) !== 'content' || CAPITAL_LEAD_WORD.test(words) || TOOL_WORDS.test(words)) continue;
    const start = m.index + m[0].indexOf(words);
    const span: [number, number] = [start, start + words.trimEnd().length];
    if (free.slice(span[0], span[1]).every(Boolean) && !REFERENCE.test(words) && !spans.some(([a, b]) => a < span[1] && span[0] < b)) spans.push(span);
  }
  for (const m of text.matchAll(NAMED_BUTTON)) {
    const words = m[1]!.split(/\s+/);
    if (words.every((w) => BUTTON_LOOK.test(w) || resolveColour(w) !== undefined)) continue;
    // "Then a button …", "And the button …": words that join clauses, not the button's.
    if (words.some((w) => /^(?:then|and|plus|with|add|also|finally|next)$/i.test(w))) continue;
    const start = m.index + m[0].indexOf(m[1]!);
    const span: [number, number] = [start, start + m[1]!.length];
    if (free.slice(span[0], span[1]).every(Boolean) && !spans.some(([a, b]) => a < span[1] && span[0] < b)) spans.push(span);
  }
  // "put The Side Quest, Ep. 48 at the top": a name that opens with "The", put somewhere (case-sensitive: "put the logo
  // at the top" is no text).
  for (const m of text.matchAll(PUT_THE_NAME)) {
    const start = m.index + m[0].indexOf(m[1]!);
    const span: [number, number] = [start, start + m[1]!.length];
    if (free.slice(span[0], span[1]).every(Boolean) && !REFERENCE.test(m[1]!)) {
      for (let i = spans.length - 1; i >= 0; i--) if (spans[i]![0] < span[1] && span[0] < spans[i]![1]) spans.splice(i, 1);
      spans.push(span);
    }
  }
  for (const span of slideLines(text)) if (free.slice(span[0], span[1]).every(Boolean) && !spans.some(([a, b]) => a < span[1] && span[0] < b)) spans.push(span);
  // A card's message and its signature, said as one run ("happy birthday Oliver love from Nana and Grandad"): two lines.
  for (const span of [...spans]) {
    const signed = SIGNATURE.exec(text.slice(span[0], span[1]));
    if (signed) spans.splice(spans.indexOf(span), 1, [span[0], span[0] + signed[1]!.length], [span[0] + signed.index + signed[0].length - signed[2]!.length, span[1]]);
  }
  let out = '';
  let at = 0;
  for (const [start, whole] of spans.sort((a, b) => a[0] - b[0])) {
    if (start < at) continue;
    // The next scene's number is no word of the text: "text LIVE THIS FRIDAY 2) 'The Wild Hours'".
    const marker = /\s+\d{1,2}$/.exec(text.slice(start, whole));
    const end = marker && /^\)\s/.test(text.slice(whole, whole + 2)) && marker.index > 0 ? start + marker.index : whole;
    // A greeting or a signature typed in lower case opens with a capital on a card ("Happy birthday Oliver").
    const words = text.slice(start, end).replace(GREETING_START, (w) => w.charAt(0).toUpperCase() + w.slice(1));
    out += `${text.slice(at, start)}${INFERRED_MARK}${words}${INFERRED_MARK}`;
    at = end;
  }
  return out + text.slice(at);
}
