import { PARTICLE_KINDS } from '../../../model/scene-document.js';
import { QUOTE, type Reading } from './reading.js';
import { enumerated, LIST_NEARBY } from './enumerated-scenes.js';
import type { Marker, Segment, SegmentKind, ScenePlan } from './segments.js';
import { CARDINAL, ORDINAL, cardinalValue, ordinalValue } from './words.js';
import { plainItemsAfter, plainItemsBefore, sentenceStartBefore } from './scene-items.js';

/*
 * Splitting a prompt into scene descriptions: "first …, then …, finally …", "open with …, end with …",
 * "three scenes: …; …; …", "scene 1: … scene 2: …", "intro: … outro: …", "crossfade to …", and quotes shown
 * "one after another". What comes before the first marker is the lead: document-wide words, and the first
 * scene's content when it has any.
 */

export type { Segment, SegmentKind, ScenePlan } from './segments.js';
const SCENE_NOUN = String.raw`(?:scene|slide|shot|screen|card|part|section)`;
const AFTER_MARKER = String.raw`\s*(?:[:.)\-–—,]|\bis\b|\bshows?\b|\bhas\b|\bshould\b|\bwith\b|\bwill\b)?`;
const BOUNDARY = String.raw`(?:^|(?<=[.;,:!?\n(]\s*)|(?<=\band\s+)|(?<=\u0001\s*))`;


function numberOf(word: string, count: number): number | undefined {
  return cardinalValue(word) ?? ordinalValue(word, count);
}

const MARKERS: { pattern: RegExp; kind: SegmentKind; keepWords?: boolean }[] = [
  // "make a new slide", not "make slide 2 say …" (that slide, made to say something).
  // ("can u add a last bit that says …": a bit said last or new is a scene; "a bit of confetti" is not.)
  { pattern: new RegExp(String.raw`\b(?:(?:add|append|insert|create|include)\s+(?:a\s+|an\s+|another\s+|one\s+more\s+)?|make\s+(?:a\s+|an\s+|another\s+|one\s+more\s+))(?:new\s+|second\s+|third\s+|fourth\s+|fifth\s+|\d{1,2}(?:st|nd|rd|th)\s+|extra\s+|final\s+|last\s+)?(?:${SCENE_NOUN}|(?<=(?:last|final|new|extra)\s+)bit)\b(?:\s+(?:at\s+the\s+(start|beginning|front|end)|(before|after)\s+${SCENE_NOUN}\s+(\d{1,2}|${CARDINAL})))?\s*(?:[:,\-–—]|\b(?:saying|reading|(?:that|which)\s+(?:says|reads))\b\s*:?|\bwith\b|\bthat\b|\bwhich\b|\bshowing\b|\bwhere\b|\bfor\b)?`, 'i'), kind: 'add' },
  { pattern: new RegExp(String.raw`\b(?:in\s+|on\s+|for\s+)?${SCENE_NOUN}\s*(?:#|no\.?\s*|number\s+)?(\d{1,2}|${CARDINAL})\b(?!\s*(?:s|secs?|seconds?|mins?|minutes?)\b)${AFTER_MARKER}`, 'i'), kind: 'index' },
  // Not a length: "a 28-second shot" is no second scene.
  { pattern: new RegExp(String.raw`\b(?:in\s+|on\s+|for\s+)?(?:the\s+)?(?<!\d\s*[-–]?\s*)(${ORDINAL}|opening|closing|next|final)\s+(?:${SCENE_NOUN}|bit(?!\s+(?:of|in)\b))\b${AFTER_MARKER}`, 'i'), kind: 'index' },
  // "(1) Title: …" on a line of its own: a scene numbered in brackets (a list's items are numbered "1." or "1)").
  { pattern: /(?:^|(?<=\n))[ \t]*\((\d{1,2})\)[ \t]*/, kind: 'index' },
  // "s1: title …" on a line of its own: a scene numbered in shorthand.
  { pattern: /(?:^|(?<=\n))[ \t]*[Ss](\d{1,2})[ \t]*[:.)\-–—][ \t]*/, kind: 'index' },
  // "The first: '…'. The second: '…'. The third: '…'": scenes counted by their ordinal and its colon.
  { pattern: new RegExp(String.raw`${BOUNDARY}the\s+(${ORDINAL})\s*(?::|[-–—](?=\s))`, 'i'), kind: 'index' },
  // "Last one write Open Tuesday to Sunday": the last scene, said as "one" before what it shows ("the last one says"
  // after a count is ORDINAL_ONE's).
  { pattern: new RegExp(String.raw`${BOUNDARY}(?:last|final)\s+one\s*[:,-]?\s*(?=(?:write|show|put|say|says|with|is|should|has|just|only|simply)\b)`, 'i'), kind: 'last' },
  // "And in the end one scene with '…'": a last scene said as one.
  { pattern: /\b(?:and\s+)?(?:at|in)\s+the\s+(?:very\s+)?end,?\s+(?=(?:one|a|another|the|a\s+last|a\s+final)\s+(?:scene|slide|card|screen)\b)/i, kind: 'last' },
  // "1st: …", "2nd: '…'", "3rd - …": a scene counted by its ordinal alone, before its colon.
  { pattern: new RegExp(String.raw`${BOUNDARY}(\d(?:st|nd|rd|th))\s*(?::|[-–—](?=\s))`, 'i'), kind: 'index' },
  // "First, …", "First: …", "first show …", "first the logo": not "first wash free" (an ordinal of a noun, copy).
  { pattern: new RegExp(String.raw`${BOUNDARY}(?:first(?:ly)?(?=\s*(?:[,:\-–—⟪\u0001]|$)|\s+(?:show|showing|a|an|the|we|you|i|our|my|there|comes?|up|off|put|add|have|use|display|just|then|this|it|some|title|open|start|play|let|make|on|in|with)\b)|first\s+of\s+all|to\s+(?:start|begin)|at\s+the\s+(?:start|beginning))(?!\s+(?:point|item|bullet|step|line|one|word|letter|scene|slide|shot|time|half|quarter|place|prize|frame))\b\s*[,:\-–—]?`, 'i'), kind: 'first' },
  // (A word of an item's line, "4. Chest opener", is no marker: the colon or dash must follow on its line.)
  { pattern: /\b(?:open(?:s|ing)?|start(?:s|ing)?|begin(?:s|ning)?|kick(?:s|ing)?\s+off)\s+(?:with|on|by\s+showing)\b\s*[:,]?|\b(?:intro(?:duction)?|opening|opener)[ \t]*(?::|[-–—](?=[ \t]))/i, kind: 'first' },
  // Not a line under the text before ("and then smaller: …"). A hedge after it is the marker's ("and then maybe a
  // second scene saying …").
  { pattern: new RegExp(String.raw`\b(?:and\s+)?then\b(?!\s*[,:]?\s*(?:a\s+|in\s+)?(?:smaller|small|tiny|below|underneath|beneath|under\s+(?:it|that|this))\b)\s*[,:]?(?:\s*(?:maybe|perhaps|possibly|probably|ideally|optionally)\b\s*,?)?|\b(?:after\s+(?:that|this)|afterwards|followed\s+by|next\s+(?:up|comes))\s*[,:]?|(?<!\bbefore\s*:?\s*(?:(?:photo|picture|pic|image|shot|one)\s*:?\s*)?⟪a\d+⟫\s*(?:(?:on|at|to|in)\s+the\s+(?:left|right|top|bottom)(?:\s+(?:side|half))?\s*)?)(?:,\s*|(?<!\bbefore\s+)\band\s+)after(?=\s*:?\s+(?:(?:photo|picture|pic|image|shot|one)\s*:?\s*)?⟪)|${BOUNDARY}(?<!\bbefore\b[^.!?\n]{0,80})after(?=\s*[,:])\s*[,:]|${BOUNDARY}after(?=\s+(?:show|put|add|display|write|play|use)\b)|${BOUNDARY}(?:next|second(?:ly)?|third(?:ly)?|fourth(?:ly)?)(?=\s*[,:]|\s+⟪|\s+(?:a|an|the|show|comes|we)\b)\s*[,:]?|${BOUNDARY}next\s+(?=(?:bit|part|section)\s+(?:says|reads|shows|is|has|with)\b)`, 'i'), kind: 'next' },
  { pattern: /\b(?:cross[- ]?fad(?:e|es|ing)|dissolv(?:e|es|ing)|wip(?:e|es|ing)|cut(?:s|ting)?|fad(?:e|es|ing)|switch(?:es|ing)?|transition(?:s|ing)?|slid(?:e|es|ing)|mov(?:e|es|ing)\s+on)\s+(?:over\s+)?(?:in)?to\b(?!\s+(?:black|the\s+(?:left|right|top|bottom)|each\s+other|one\s+another|the\s+next(?:\s+one)?)\b)(?!\s+(?:(?:a|an|the|his|her|our|my)\s+)?(?:[\p{L}'’-]+\s+){0,2}(?:voice|narrator|font|colou?rs?|background|music|song|track|style|theme|look|version)\b)(?!\s*(?:(?:a|an|the)\s+)?\u0001)/iu, kind: 'next', keepWords: true },
  // "Show the price £425,000 at the end.": a sentence showing a text said to come at the end is the last scene.
  { pattern: /(?:^|(?<=[.!?\n]\s*))(?:show|display|put|add|and\s+(?:show|put))\b(?=[^.!?\n⟪]{0,40}⟪q\d+⟫\s+(?:at|in)\s+the\s+(?:very\s+)?end\b\s*(?:[.!?\n]|$))/i, kind: 'last', keepWords: true },
  // "'…' at the end on screen.": the words said first, then that they close the video.
  { pattern: /(?<=(?:^|[.!?\n]\s*))⟪q\d+⟫(?=\s+(?:at|in)\s+the\s+(?:very\s+)?end\s+on\s+(?:the\s+)?screen\s*(?:[.!?\n]|$))/, kind: 'last', keepWords: true },
  // "Button at the end: Apply now": the last scene, which the thing named starts (its reader reads "at the end").
  { pattern: /\b(?:button|cta|logo|quote|list|counter|chart|graph|title|heading)\s+(?:at|in)\s+the\s+end(?=\s*:)/i, kind: 'last', keepWords: true },
  // "Text at the start "Leo's first season"": the first scene's, wherever the sentence stands.
  { pattern: /\b(?:text|title|heading|caption|words)\s+(?:at|in)\s+the\s+(?:very\s+)?(?:start|beginning)(?=\s*:?\s*⟪q)/i, kind: 'first', keepWords: true },
  // "title before it: '…'" said after a clip or a picture: a card of its own before it (the clip opens the brief).
  { pattern: /\b(?:text|title|heading|caption|words|card)\s+before\s+(?:it|that|this|the\s+(?:clip|video|recording|footage))(?=\s*:?\s*⟪q)/i, kind: 'first', keepWords: true },
  { pattern: new RegExp(String.raw`\b(?:finally|lastly|last\s+of\s+all|to\s+(?:finish|close|end|wrap\s+up)|(?:at|in)\s+the\s+end(?=\s*[,:])|(?<!\b(?:button|cta|logo|text|title|caption|link|url|number)\s+)(?:at|in)\s+the\s+end(?=\s*⟪q))\s*[,:]?|${BOUNDARY}(?:at|in)\s+the\s+end(?=\s+(?:it|we|there|you|they|(?:(?:just\s+)?(?:show|say|put|have|add)))\b)|${BOUNDARY}last(?=\s*[,:]|\s+⟪)\s*[,:]?|\b(?:end(?:s|ing)?|clos(?:e|es|ing)|finish(?:es|ing)?|wrap(?:s|ping)?\s+up)\s+(?:with|on|by\s+showing)\b(?!\s+(?:an?\s+)?fade)\s*[:,]?|\b(?:outro|ending|end\s+card|closing|closer)[ \t]*(?::|[-–—](?=[ \t]))`, 'i'), kind: 'last' },
];

// "3 scenes: …", "a 3 scene video for the waiting room: …", "a four-slide reel —": the count of scenes, then them.
// Not a chart's parts ("a pie chart with 3 parts: …"), nor scenes already said, named again ("a fade between the two
// scenes").
const ANNOUNCED = new RegExp(String.raw`(?<!\b(?:chart|graph|pie|donut|doughnut|diagram)s?\s+(?:with|of|in|showing|split\s+into|divided\s+into)\s+)(?<!\b(?:the|these|those|both|between|all)\s+)(?<!\b(?:grid|collage|mosaic|montage)\s+of\s+)\b(${CARDINAL})(?:\s+|-)(?:short\s+|quick\s+|separate\s+|different\s+)?(?:(?!and\b|or\b|of\b)[a-z-]{3,}\s+){0,2}(?:scenes|slides|shots|parts|cards|screens|sections|(?<=[\s-])(?:scene|slide|part|card|screen|section)[\s-]+(?:video|reel|clip|slideshow|story|post|promo|film|animation|explainer|ad|sequence|presentation)s?)\b(?!\s+(?:(?:all\s+)?in\s+(?:a|one)\s+(?:\d\s*[x×]\s*\d\s+)?(?:grid|collage|mosaic|row|frame)|side\s+by\s+side|(?:all\s+)?together|(?:all\s+)?on\s+one\s+(?:screen|frame|slide)))((?:\s+(?:for|of|about|on|with|from|w\/)|\s*,)\s*(?:[^:—–\n.⟪]|(?<=\d)[:.](?=\d)){1,40}?(?=\s*[:—–]))?\s*(?:[:\-–—]|,?\s*one\s+after\s+(?:another|the\s+other)\s*:?)?`, 'i');
/** The count of scenes said abroad (German, French, Spanish, Portuguese, Italian, Dutch), then a colon or a dash. */
const ABROAD_NUMBERS: Record<string, number> = { zwei: 2, drei: 3, vier: 4, fünf: 5, sechs: 6, deux: 2, trois: 3, quatre: 4, cinq: 5, six: 6, dos: 2, tres: 3, cuatro: 4, cinco: 5, seis: 6, duas: 2, dois: 2, três: 3, quatro: 4, due: 2, tre: 3, quattro: 4, cinque: 5, sei: 6, twee: 2, drie: 3, vijf: 5, zes: 6 };
const ABROAD_ANNOUNCED = new RegExp(String.raw`(?<![\p{L}])(\d{1,2}|${Object.keys(ABROAD_NUMBERS).join('|')})\s+(?:szenen|folien|bilder|scènes|diapos(?:itives)?|escenas|diapositivas|cenas|scene|diapositive|sc[eè]nes|dia'?s)()\s*[:\-–—]`, 'iu');

const ONE_AFTER_ANOTHER = /\b(?:one\s+after\s+(?:another|the\s+other)|(?:one|a)\s+(?:scene|slide|card|screen)\s+(?:per|for\s+each)\s+(?:[a-z]+\s+)?[a-z]+(?=\s*(?:[:—–-]|,[^:.!?\n⟪]{1,80}:))|one\s+(?:[a-z]+\s+)?(?:per|a|each)\s+(?:slide|scene|card|screen)|(?:one|a)\s+(?:slide|scene|card|screen)\s+(?:each|for\s+each(?:\s+(?:one|of\s+them|thing|item))?)|each(?:\s+(?!on\b|in\b)[a-z]+)?\s+(?:(?:on|in|gets?|has|with)\s+)?(?:(?:its|their|an?)\s+)?own\s+(?:scene|slide|screen|card)|each(?:\s+(?!on\b|in\b)[a-z]+)?\s+(?:on|in)\s+(?:a\s+)?(?:separate|different|new|single)\s+(?:scene|slide|screen|card)|(?:on|in)\s+(?:a\s+)?(?:scene|slide|screen|card)\s+of\s+(?:its|their)\s+own|as\s+separate\s+(?:scenes|slides|screens|cards)|in\s+separate\s+(?:scenes|slides)|in\s+sequence)\b/i;

/** Only a decoration, to the sentence's end: "fireworks", "some confetti!", "balloons going up". */
const DECORATION_ONLY = new RegExp(String.raw`^\s*(?:(?:some|a\s+few|lots\s+of|loads\s+of|a\s+burst\s+of|big)\s+)?(?:${PARTICLE_KINDS.map((k) => k.replace(/s$/, 's?')).join('|')})(?:\s+(?:going\s+off|bursting|falling|popping|everywhere|going\s+up|rising))?\s*[.!]*\s*$`, 'i');
const sentenceEndAfter = (text: string, at: number) => {
  const stop = text.slice(at).search(/[.!?\n](?:\s|$)|$/);
  return at + stop + 1;
};

/** An ordinal naming the picture of a before/after pair: "first photo <a> is before", "second <b> is after". */
const BEFORE_OR_AFTER_PICTURE = /^\W*(?:the\s+)?(?:first|second|1st|2nd|other|next|then)\s+(?:(?:photo|picture|pic|image|shot|one)\s*)?(?::\s*)?⟪a\d+⟫\s*(?:is|as|=|will\s+be|should\s+be)\s+(?:the\s+)?(?:before|after)\b/i;

function findMarkers(reading: Reading, previousScenes: number): Marker[] {
  const markers: Marker[] = [];
  const overlaps = (s: number, e: number) => markers.some((m) => s < m.end && e > m.start);
  for (const { pattern, kind, keepWords } of MARKERS) {
    for (const m of reading.find(pattern)) {
      const start = m.index;
      const end = m.index + m[0].length;
      if (overlaps(start, end)) continue;
      // A word in capitals is shouted copy ("GRAND OPENING — …", "THEN & NOW"), not a marker.
      if (/\p{Lu}{2}/u.test(m[0]) && !/\p{Ll}/u.test(m[0]) && /\p{Ll}/u.test(reading.text)) continue;
      // "… into the bottom part 3. Mark a scale …": a number of an inline numbered list after its item's last word,
      // the one before it said too ("2. Turn …"), is no scene's.
      const mark = kind === 'index' ? /(?<!\()(\d{1,2})[.)]\s*$/.exec(m[0]) : null;
      if (mark && new RegExp(String.raw`(?:^|\s)${Number(mark[1]) - 1}[.)]\s+\p{L}`, 'u').test(reading.text.slice(Math.max(0, start - 200), start))) continue;
      // "First photo <a> is before, second <b> is after": the ordinal says which picture is which, not a scene.
      if (BEFORE_OR_AFTER_PICTURE.test(reading.text.slice(start))) continue;
      const marker: Marker = { kind, start, end, contentStart: keepWords ? start : end };
      if (kind === 'first' && /^\W*first/i.test(m[0])) marker.ordinal = true;
      if (kind === 'index') {
        const n = numberOf(m[1]!, previousScenes);
        const word = m[1]!.toLowerCase();
        if (word === 'next') marker.kind = 'next';
        // In a later prompt, "the opening slide" is the first there is, not a new one before it.
        else if (word === 'opening' && previousScenes === 0) marker.kind = 'first';
        else if (word === 'opening') marker.index = 1;
        else if (word === 'closing' || ((word === 'last' || word === 'final') && previousScenes === 0)) marker.kind = 'last';
        else if (!n || n < 1 || n > 50) continue;
        else marker.index = n;
      }
      // "add 'Price reduced' on the first slide", "put the number on the last one": in a later prompt, a scene named
      // after what goes on it, closing its sentence, is where that goes; the sentence is its content.
      if (previousScenes > 0 && kind !== 'add' && /^\W*(?:on|to|onto|in|into)\s/i.test(m[0]) && /^\s*(?:please|pls|too|as\s+well|instead)?\s*(?:[.!?\n]|$)/i.test(reading.text.slice(end))) {
        const sentence = Math.max(0, ...['.', '!', '?', '\n'].map((stop) => reading.text.lastIndexOf(stop, start - 1) + 1));
        if (reading.isFree(sentence, start) && reading.text.slice(sentence, start).trim()) {
          const n = marker.kind === 'first' ? 1 : marker.kind === 'last' ? previousScenes : marker.index;
          if (n !== undefined) {
            reading.take(start, end);
            markers.push({ kind: 'index', index: n, start: sentence, end: sentence, contentStart: sentence });
            continue;
          }
        }
      }
      if (kind === 'add') {
        const [, edge, relation, ref] = m;
        if (edge) marker.insert = { at: /end/i.test(edge) ? 'end' : 'start' };
        else if (relation && ref) marker.insert = { at: relation.toLowerCase() as 'before' | 'after', ref: numberOf(ref, previousScenes) };
      }
      markers.push(marker);
    }
  }
  // "6th – Paddington" under "this month's films:": a date's ordinal, not the sixth scene, when no scene before it
  // was counted ("1st: …, 2nd: …" count from the first).
  const counted = (m: Marker) => /^\W*\d(?:st|nd|rd|th)\b/i.test(reading.text.slice(m.start, m.end));
  const kept = markers.filter((m) => !(m.kind === 'index' && counted(m) && previousScenes === 0 && m.index! > 1 && !markers.some((o) => o.kind === 'index' && o.index === m.index! - 1)));
  return kept.sort((a, b) => a.start - b.start);
}

/** "first one", "the second one:", "last one -": a counted scene by its place, after the count was announced. */
// Or the ordinal alone right before what the scene shows: "first one 'Magic Max', second 'Ages 4 to 8', last one …".
const ORDINAL_ONE = new RegExp(String.raw`\b(?:the\s+)?(?:${ORDINAL}|next|final|last)(?:\s+one\b|(?=\s*[:\-–—]?\s*⟪))\s*(?:[:\-–—,]|\bis\b|\bsays?\b|\bshows?\b)?`, 'gi');

/** "slides:", "scenes -", "the slides are:": scenes announced without a count. */
const UNCOUNTED = /\b(?:scenes|slides|cards|screens|frames|title\s+cards)(?:\s+(?:are|will\s+be|should\s+be|in\s+order|one\s+after\s+(?:another|the\s+other)))?((?:\s*,\s*|\s+(?:for|of|about|on|with)\s+)[^:.!?\n⟪"]{1,40}?)?\s*(?::|[-–—](?=\s))/i;

/** How many items follow an uncounted header, set apart by semicolons, lines, slashes or bars (0: not set apart). */
function uncountedItems(reading: Reading, header: RegExpExecArray): number {
  const view = reading.view(header.index + header[0].length);
  const text = view.split(/\n\s*\n|[.!?](?=\s|$)/)[0]!;
  for (const splitter of [/\s*;\s*/, /\s*\n\s*/, /\s+[/|]\s+/, /(?:^|\s)\d{1,2}[.)]\s+/]) {
    const parts = text.split(splitter).filter((p) => p.trim());
    if (parts.length > 1 && parts.length <= 12) return parts.length;
  }
  // Quotes and nothing else, set apart by commas: "slides: 'Warm-up', 'Vote', 'Wrap-up'".
  const quotes = new RegExp(String.raw`^\s*${QUOTE}(?:\s*,\s*(?:and\s+)?${QUOTE}){1,11}\s*$`).exec(text);
  if (quotes) return text.match(/⟪q\d+⟫/g)!.length;
  return 0;
}

/** Quotes shown "one after another" (no list word near them): one scene each. */
function oneAfterAnother(reading: Reading, plainOnly = false): Marker[] | undefined {
  const phrase = reading.first(ONE_AFTER_ANOTHER);
  if (!phrase) return undefined;
  let sentenceStart = sentenceStartBefore(reading.text, phrase.index);
  // "… "12 new hires", "3 offices". Each stat on its own slide": a sentence of its own says it of the quotes before.
  if (sentenceStart > 0 && reading.text.slice(sentenceStart, phrase.index).trim() === '') sentenceStart = sentenceStartBefore(reading.text, sentenceStart - 1);
  // "one after another" beside a list word is how its items arrive; "one per slide" gives each a slide, list or not.
  const perSlide = /\b(?:slide|scene|card|screen|page|frame)s?\b/i.test(phrase[0]);
  if (!perSlide && LIST_NEARBY.test(reading.view(sentenceStart, phrase.index))) return undefined;
  const items = plainItemsAfter(reading, phrase) ?? plainItemsBefore(reading, phrase, sentenceStart);
  if (items) {
    // Settings between the phrase and its colon (", wipe transitions, progress bar on top:") are left to their
    // readers; the phrase and the colon are understood here (words of how big or why go with them).
    const between = reading.text.slice(phrase.index + phrase[0].length, phrase.index + phrase[0].length + items.colon);
    const colonAt = between.lastIndexOf(':');
    if (items.colon > 0 && colonAt > 0 && /\b(?:transitions?|wipes?|crossfades?|fades?|dissolves?|cuts?|progress\s+bar|music|song|background|logo|captions?|subtitles?|confetti|snow|sparkles|balloons|fireworks|hearts|stars|bubbles)\b/i.test(between.slice(0, colonAt))) {
      reading.take(phrase.index, phrase.index + phrase[0].length);
      reading.take(phrase.index + phrase[0].length + colonAt, phrase.index + phrase[0].length + items.colon);
    } else reading.take(phrase.index, phrase.index + phrase[0].length + items.colon);
    // "Tour dates, one per slide: A / B / C", "Key words for this week - one per card: …": a short label before the
    // phrase names the items; it is no slide.
    const label = reading.view(sentenceStart, phrase.index);
    if (items.colon > 0 && /^[^\u0001⟪:]*$/.test(label) && /^\s*(?:[\p{L}\d'’&-]+\s+){0,7}[\p{L}\d'’&-]+\s*[,–—-]?\s*$/u.test(label)) reading.take(sentenceStart, phrase.index);
    return items.parts.map((p) => ({ kind: 'next' as const, start: p.from, end: p.from, contentStart: p.from, plainEnd: p.to }));
  }
  if (plainOnly) return undefined;
  // "Four photos <a> <b> <c> <d>, one scene each": said of the pictures before it, which are slides already
  // (slideshow.ts); the quotes said after it are no scenes of their own.
  if (perSlide && (reading.text.slice(sentenceStart, phrase.index).match(/⟪a\d+⟫/g) ?? []).length >= 2) {
    reading.takeMatch(phrase);
    return undefined;
  }
  // Said per slide, the quotes up to the sentence's end ("one per slide, slide transition between them: '…' '…' '…'").
  const after = phrase.index + phrase[0].length;
  const stop = reading.text.slice(after, after + 400).search(/[.!?](?:\s|$)|\n/);
  const end = perSlide ? Math.max(after + 40, stop < 0 ? after + 400 : after + stop) : after + 40;
  // "One scene per photo: <a> with '…', <b> with '…'": each picture starts its scene, its text with it.
  // So does a picture before each quote, the phrase naming no pictures ("Three projects, one per scene: <a> 'Casa
  // Lumen, 2021', <b> 'Harbor Library, 2022', …").
  const shown = reading.text.slice(after, end);
  const paired = (shown.match(/⟪q\d+⟫/g) ?? []).length >= 2 && (shown.match(/⟪a\d+⟫\s*⟪q\d+⟫/g) ?? []).length === (shown.match(/⟪q\d+⟫/g) ?? []).length;
  const pictures = /\b(?:photo|picture|pic|image|shot|clip|video)s?\b/i.test(phrase[0]) || paired ? [...shown.matchAll(/⟪a\d+⟫/g)].map((m) => ({ index: after + m.index! })) : [];
  const tokens = pictures.length >= 2 ? [{ index: sentenceStart }, ...pictures.slice(1)] : reading.quoteTokens(sentenceStart, end);
  if (tokens.length < 2) return undefined;
  if (!perSlide && LIST_NEARBY.test(reading.view(sentenceStart, phrase.index + phrase[0].length + 40))) return undefined;
  reading.takeMatch(phrase);
  return tokens.slice(1).map((t) => ({ kind: 'next' as const, start: t.index, end: t.index, contentStart: t.index }));
}

/** Slides named in the brief without a count or a colon ("cuts between slides", "each slide"). */
const SLIDES_SAID = /\b(?:slides|scenes|cards|screens|frames)\b|\beach\s+(?:slide|scene|card|screen)\b/i;
/** A sentence (or line) of three to twelve items set apart by spaced slashes or bars, with nothing else in it. */
const SLASH_RUN = /(?:^|(?<=[.!?\n]\s*))([^.!?\n:⟪\u0001/|]{1,60}(?:\s[/|]\s[^.!?\n:⟪\u0001/|]{1,60}){2,11})(?=[.!?]?\s*(?:\n|$)|[.!?]\s)/g;

function slashSlides(reading: Reading): Marker[] {
  if (!SLIDES_SAID.test(reading.text) || LIST_NEARBY.test(reading.view())) return [];
  const run = reading.first(SLASH_RUN);
  if (!run) return [];
  // "<a> <b> <c>, each with a caption: A / B / C": the pictures' captions (slideshow.ts), not slides.
  const before = reading.text.slice(sentenceStartBefore(reading.text, run.index), run.index);
  if (/⟪a\d+⟫/.test(before) && /\b(?:captions?|labels?|captioned|labell?ed)\b/i.test(before)) return [];
  const starts = [run.index, ...[...run[1]!.matchAll(/\s[/|]\s/g)].map((m) => run.index + m.index! + m[0].length)];
  return starts.map((p) => ({ kind: 'next' as const, start: p, end: p, contentStart: p }));
}

/** A bulleted or numbered line's mark. */
const LINE_MARK = String.raw`[ \t]*(?:[-•*–]|\d{1,2}[.)])[ \t]+`;
/** What a line opens with when it describes a thing of its own to show: a title, a chart, a counter, a slide. */
const ELEMENT_OPENING = new RegExp(
  String.raw`^${LINE_MARK}(?:(?:a|an|the|then|and|next|after\s+that)\s+)*(?:(?:big|large|huge|short|simple|animated|quick|little|small|nice)\s+)*(?:(?:title|heading|headline|intro|outro)\s*(?::|card\b|slide\b|screen\b)|(?:(?:bar|line|pie|donut|column)\s+)?(?:chart|graph)\b|(?:title|heading|headline)\s+(?=⟪q)|(?:number|counter|countdown|timer)\b|(?:quote|testimonial)\b|(?:button|cta|call\s+to\s+action)\b|(?:photo|picture|image|pic|clip|video)\b|⟪a\d+⟫|(?:(?:first|second|third|last|final|closing|opening|end|next)\s+)?(?:slide|scene|card|screen)\s*:)`,
  'i',
);

/**
 * Bulleted or numbered lines that each describe a thing to show ("- title: FY2024 in numbers", "- bar chart of
 * revenue: …", "- a number counting up to 48 …", "- last slide: Thank you"): a scene each, in their order. Three
 * lines or more, two of them such; lines of items ("1. Give notice") stay a list. Or numbered lines that mix an
 * upload and quoted text.
 */
function elementLines(reading: Reading, markers: Marker[]): Marker[] {
  const own = [...reading.text.matchAll(new RegExp(String.raw`(?:^|\n)(${LINE_MARK}[^\n]+)`, 'g'))].map((m) => ({ start: m.index + m[0].indexOf(m[1]!), text: m[1]! }));
  const lines = own.length >= 3 ? own : inlineItems(reading.text);
  if (lines.length < 3) return [];
  const inLine = (l: { start: number; text: string }) => markers.some((k) => k.start >= l.start && k.start < l.start + l.text.length);
  // Numbered 1, 2, 3… with an upload on one line and a quoted text on another ("1) "Join us" / 2) Ward footage <clip>,
  // 0:10 to 0:25 / 3) Quote from a nurse: …"): the lines are scenes, not a list's items.
  const counting = lines.every((l, i) => new RegExp(String.raw`^[ \t]*${i + 1}[.)]`).test(l.text));
  // Numbered on one line, they are the scenes only when no other word starts one inside them ("1) open with <clip> …").
  if (lines !== own && lines.some(inLine)) return [];
  if (counting && !lines.some(inLine) && lines.some((l) => /⟪a\d+⟫/.test(l.text)) && lines.some((l) => /⟪q\d+⟫/.test(l.text) && !/⟪a\d+⟫/.test(l.text))) {
    return lines.map((l) => {
      const mark = new RegExp(`^${LINE_MARK}`).exec(l.text)![0];
      return { kind: 'next' as const, start: l.start, end: l.start + mark.length, contentStart: l.start + mark.length };
    });
  }
  const elements = lines.filter((l) => ELEMENT_OPENING.test(l.text) && !markers.some((k) => k.start >= l.start && k.start < l.start + l.text.length));
  if (elements.length < 2 || elements.length + markers.filter((k) => lines.some((l) => k.start >= l.start && k.start < l.start + l.text.length)).length < 3) return [];
  return elements.map((l) => {
    const mark = new RegExp(`^${LINE_MARK}`).exec(l.text)![0];
    return { kind: 'next' as const, start: l.start, end: l.start + mark.length, contentStart: l.start + mark.length };
  });
}

/**
 * Items numbered "1) … 2) … 3) …" on one line, counting from one, in one paragraph: read as lines ("careers fair
 * promo. 1) title '…' 2) <clip> whole clip 3) list … 4) '…'"). Only with a closing bracket: "1." inside a sentence
 * is as often a figure or a date.
 */
function inlineItems(text: string): { start: number; text: string }[] {
  const marks = [...text.matchAll(/(?<=^|[\s.,;:!?])(\d{1,2})\)[ \t]+/g)];
  const run = marks.reduce<RegExpMatchArray[]>((r, m) => (Number(m[1]) === r.length + 1 && !/\n\s*\n/.test(text.slice(r.at(-1)?.index ?? m.index!, m.index)) ? [...r, m] : r), []);
  if (run.length < 3) return [];
  const paragraph = /\n\s*\n/.exec(text.slice(run.at(-1)!.index!));
  const end = paragraph ? run.at(-1)!.index! + paragraph.index : text.length;
  return run.map((m, i) => ({ start: m.index!, text: text.slice(m.index!, run[i + 1]?.index ?? end).trimEnd() }));
}

/** Three to twelve quotes set apart only by spaced slashes or bars ("'A' / 'B' / 'C'"). */
const QUOTED_RUN = new RegExp(String.raw`${QUOTE}(?:\s+[/|]\s+${QUOTE}){2,11}`, 'g');

/**
 * Quotes set apart by slashes or bars, with no list word in their sentence, are slides one after another: "Launch
 * night – 'Doors 7pm' / 'Live set 9pm' / 'Free entry' – neon". A list's lead ("Steps for overnight oats: 'A' / 'B'")
 * keeps them a list.
 */
function quotedSlides(reading: Reading): Marker[] {
  const run = reading.first(QUOTED_RUN);
  if (!run) return [];
  const sentence = reading.view(sentenceStartBefore(reading.text, run.index), run.index + run[0].length);
  if (LIST_NEARBY.test(sentence)) return [];
  // "<a> <b> <c>, each with a caption: A / B / C": the pictures' captions, one each (slideshow.ts), not slides.
  if (/⟪a\d+⟫/.test(reading.text.slice(sentenceStartBefore(reading.text, run.index), run.index)) && /\b(?:captions?|labels?|captioned|labell?ed)\b/i.test(sentence)) return [];
  return reading.quoteTokens(run.index, run.index + run[0].length).slice(1).map((t) => ({ kind: 'next' as const, start: t.index, end: t.index, contentStart: t.index }));
}

/** The scene descriptions of the prompt's unused text; marker words are marked as used. */
export function planScenes(reading: Reading, previousScenes: number): ScenePlan {
  let markers = findMarkers(reading, previousScenes);
  // Scenes numbered one by one from the first ("Scene 1: …", "Scene 2: Heading 'Key dates' and then these dates …"):
  // a "then" inside one orders what that scene shows; it starts no scene of its own.
  const numbered = markers.filter((m) => m.kind === 'index');
  if (previousScenes === 0 && numbered.length >= 2 && numbered.every((m, i) => m.index === i + 1)) {
    markers = markers.filter((m) => m.kind !== 'next' || m.start < numbered[0]!.start || !/^\W*(?:and\s+)?then\b/i.test(reading.text.slice(m.start, m.end)));
  }
  let announced: number | undefined;
  const header = reading.first(ANNOUNCED) ?? reading.first(ABROAD_ANNOUNCED);
  // "slides: A / B / C", "scenes: A; B; C": as many scenes as the items said, when they are set apart.
  const uncounted = header ? undefined : reading.first(UNCOUNTED);
  if (uncounted) {
    const items = uncountedItems(reading, uncounted);
    if (items > 1) {
      announced = items;
      // Words between the slides and their colon ("Slides, fade between each:") are left to their readers; whom
      // they are for ("Slides for the library screen:") is framing.
      const said = uncounted[1] && !/^\s*(?:for|of|about|on)\b/i.test(uncounted[1]) ? uncounted[0].indexOf(uncounted[1]) : -1;
      if (said < 0) reading.takeMatch(uncounted);
      else {
        reading.take(uncounted.index, uncounted.index + said);
        reading.take(uncounted.index + said + uncounted[1]!.length, uncounted.index + uncounted[0].length);
      }
      if (!markers.some((m) => m.start > uncounted.index)) markers = enumerated(reading, uncounted, items);
    }
  }
  if (header) {
    announced = cardinalValue(header[1]!) ?? ABROAD_NUMBERS[header[1]!.toLowerCase()];
    // Words between the scenes and their colon ("3 slides with a wipe between each one:") are left to their readers.
    const said = header[2] && !/^\s*(?:for|of|about|on|from)\b/i.test(header[2]) ? header[0].indexOf(header[2]) : -1;
    if (said < 0) reading.takeMatch(header);
    else {
      reading.take(header.index, header.index + said);
      reading.take(header.index + said + header[2]!.length, header.index + header[0].length);
    }
    let explicit = markers.filter((m) => m.start > header.index);
    // "3 slides - first one '…', second one '…', last one '…'": each "<ordinal> one" after the count starts its slide.
    // Markers found inside them ("second" read as "next") are theirs.
    const ones = announced && announced > 1 ? reading.find(ORDINAL_ONE, header.index + header[0].length) : [];
    const inOnes = (m: Marker) => ones.some((o) => m.start < o.index + o[0].length && o.index < m.end);
    if (announced && announced > 1 && ones.length === announced && explicit.every(inOnes)) {
      markers = markers.filter((m) => !inOnes(m));
      explicit = [];
    }
    if (announced && announced > 1 && explicit.length === 0) {
      if (ones.length === announced) {
        markers = [...markers, ...ones.map((m) => ({ kind: 'next' as const, start: m.index, end: m.index + m[0].length, contentStart: m.index + m[0].length }))].sort((a, b) => a.start - b.start);
        explicit = ones as unknown as Marker[];
      }
    }
    // "'A', then 'B', then 'C'. Three scenes, with a fade between": counted after the scenes were given, it names them.
    // Markers side by side ("Then cut to <clip>": "then" and "cut to") start one scene.
    const before = markers.filter((m) => m.start < header.index && m.kind !== 'lead').sort((a, b) => a.start - b.start);
    const given = before.filter((m, i) => !before[i + 1] || reading.text.slice(m.contentStart, before[i + 1]!.start).trim() !== '').length + 1;
    if (announced && announced > 1 && explicit.length === 0 && given !== announced) markers = enumerated(reading, header, announced);
  }
  // "a counter going up to 23 … and then fireworks. Then a second scene …": a decoration after "and then", ending its
  // sentence, is what happens next in that scene, not a scene of its own (a slide named with it still is one).
  markers = markers.filter((m) => m.kind !== 'next' || !/^\W*and\s+then\b/i.test(reading.text.slice(m.start, m.end)) || !DECORATION_ONLY.test(reading.text.slice(m.contentStart, sentenceEndAfter(reading.text, m.contentStart))));
  const lined = elementLines(reading, markers);
  if (lined.length) markers = [...markers, ...lined].sort((a, b) => a.start - b.start);
  if (markers.length === 0) markers = oneAfterAnother(reading) ?? [];
  if (markers.length === 0 && !header && !uncounted) {
    // "hard cuts between slides. MONDAY legs / TUESDAY push / WEDNESDAY pull": a sentence of items set apart by
    // slashes, in a brief that speaks of slides, is one slide each.
    const slides = slashSlides(reading);
    if (!slides.length) slides.push(...quotedSlides(reading));
    if (slides.length) {
      markers = slides;
      announced = slides.length;
    }
  }
  else {
    // Plain items given a scene each before "End with …": their scenes come before the marked ones. Quotes said
    // after a marker and then given a slide each ("then "12 new hires", "3 offices". Each stat on its own slide")
    // split that marker's scene at each quote.
    const plain = oneAfterAnother(reading, true);
    const items = plain ? plain : (oneAfterAnother(reading) ?? []).filter((m) => !markers.some((k) => k.start <= m.start && m.start < k.contentStart));
    if (items.length) markers = [...items, ...markers].sort((a, b) => a.start - b.start);
  }
  for (const m of markers) reading.take(m.start, m.contentStart === m.start ? m.start : m.end);
  const segments: Segment[] = [];
  const leadEnd = markers[0]?.start ?? reading.length;
  segments.push({ kind: 'lead', start: 0, end: leadEnd });
  markers.forEach((m, i) => {
    const segment: Segment = { kind: m.kind, start: m.contentStart, end: markers[i + 1]?.start ?? reading.length };
    if (m.index !== undefined) segment.index = m.index;
    if (m.insert) segment.insert = m.insert;
    if (m.plainEnd !== undefined) segment.plainEnd = m.plainEnd;
    if (m.ordinal) segment.ordinal = true;
    segments.push(segment);
  });
  const sequence = announced !== undefined || markers.some((m) => m.kind === 'first' || m.kind === 'next' || m.kind === 'last') || markers.filter((m) => m.kind === 'index').length > 1;
  return { segments, sequence, ...(announced ? { announced } : {}) };
}

/**
 * The order of the described scenes: "first" ones lead, "last" ones close, numbered ones sit at their number,
 * the rest keep the order they were written in.
 */
export function orderSegments<T extends { segment: Segment }>(built: T[]): T[] {
  // A lead with a scene of its own before a counted "First, …" is the title the count follows ("How compound interest
  // works. First, you invest…"); before "open with …" it is not.
  const counted = built.some((b) => b.segment.kind === 'first' && b.segment.ordinal);
  const key = (s: Segment, i: number) => (s.kind === 'lead' && counted ? -2e6 : s.kind === 'first' ? -1e6 + i : s.kind === 'last' ? 1e6 + i : s.kind === 'index' ? s.index! - 0.5 : i);
  return built
    .map((b, i) => ({ b, k: key(b.segment, i) }))
    .sort((x, y) => x.k - y.k)
    .map((x) => x.b);
}
