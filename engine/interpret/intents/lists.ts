import { textLayer } from '../compose/layers.js';
import { listLayer } from './list-layer.js';
import { readShapedLists } from './list-shapes.js';
import { readAlikeRuns, readBareNumbered, titleLine } from './list-runs.js';
import { NUMBERING, plainItems, withItemWords } from './list-items.js';
import type { Piece } from '../compose/piece.js';
import { QUOTE, type Reading } from '../read/reading.js';
import { isListingCard, quoteRun, withoutClosingCall } from './quote-runs.js';
import { capitalise, CARDINAL, cardinalValue, WHEN } from '../read/words.js';
import { EXPLAIN_LEAD, LIST_NOUN, listLead, onlyListWords } from '../read/list-lead.js';
import { classifyClause } from '../read/roles.js';
import { askingVerb } from '../read/clauses.js';

export { explainLead, listLead } from '../read/list-lead.js';
export { plainItems } from './list-items.js';
export { markLists, readListMarks } from './list-style.js';

/*
 * Lists: quoted items after a list word ("list "A", "B" and "C"", "three points: …", "steps: 1. "…" 2. "…""),
 * numbered lines, a run of three or more bare quotes, or plain items after "…:" ("three tips: sleep, water, walks").
 */

const LIST = new RegExp(
  String.raw`\b(?:(?:an?|the|my|our|some|these)\s+)?(?:(${CARDINAL}|top\s+\d{1,2})\s+)?(?:(?:plain|basic|clean|clear|tidy|neat|simple|short|quick|little)\s+(?=(?:numbered|ordered|bulleted|bullet(?:ed)?|unordered)\s))?(?:(numbered|ordered|bulleted|bullet(?:ed)?|unordered|ranked|short|quick|simple|key|main|big|little|small|important|fun|cool|surprising|amazing|interesting|useful|easy|healthy|essential|proven|best)\s+)?${LIST_NOUN}(?:\b|(?<=ú))(?:\s+(side\s+by\s+side|in\s+(?:a\s+)?(?:row|columns|grid)|as\s+(?:cards|columns|tiles)|in\s+(?:a\s+)?column|one\s+per\s+line))?(?:\s*(?:of|for|on|about|to|with|like|called|including|are|is|:)\s*)?`,
  'i',
);
/** "the moves are:", "our flavours this week will be:", "the things to bring are:": a plural noun naming the items. */
// Or what they are said by what the business has: "Then show what we have: Wildflower, Heather, Borage".
const NOUNS_ARE = /\b(?:the|our|my|your|their|its|his|her|today'?s)\s+(?:[a-z-]+\s+)?[a-z][a-z-]*s(?:\s+(?:this\s+(?:week|month|year|time)|today|tonight|to\s+[a-z]+))?\s+(?:are|will\s+be|include|would\s+be)\s*:\s*|\b(?:show(?:ing)?|list(?:ing)?|here['’]?s|here\s+is|with)\s+what\s+(?:we|i)\s+(?:have|sell|offer|make|do|serve|stock|carry|grow|brew|bake|cook)(?:\s+(?:on|in|at|this|today|now)(?:\s+[a-z]+){0,2})?\s*:\s*/gi;
/** What the items are, then how they are drawn after a comma, up to the items' colon. */
const MANNER_AFTER_LEAD = /^[^⟪\u0001.;:!?\n,]{1,50}?,\s*(?:(?:each\s+(?:one|step|item|point|line)|they|them)\s+)?(?:(?:revealed|shown|appearing|appear|com(?:e|es|ing)\s+(?:in|up)|pop(?:s|ping)?\s+up|animated)\s+)?(?:one\s+(?:at\s+a\s+time|by\s+one|after\s+(?:another|the\s+other))|(?:one|a)\s+(?:thing|item|point|step)\s+at\s+a\s+time|in\s+turn|in\s+order|numbered|bulleted)\s*[:—–]\s*/i;
/** "Step 1:", "step 2 -", "Step 3 add the water". */
const STEP = /\bstep\s+(\d{1,2})(?:\s*[:.)\-–—]\s*|\s+(?=\p{L}))/giu;
/** "list three classes:", "our two locations:", "the 4 flavours:" (any plural noun, counted, then a colon). */
const COUNTED = new RegExp(String.raw`\b(?:(?:list|listing|show(?:ing)?|name|naming|feature|featuring|introduce|introducing|present(?:ing)?|with)\s+)?(?:(?:our|the|my|its|their|these|all)\s+)?(${CARDINAL})\s+(?:[a-z][a-z-]*\s+){0,2}?[a-z][a-z-]*(?:\s+(?:as\s+(?:cards|columns|tiles|boxes)|side\s+by\s+side|in\s+(?:a\s+)?(?:row|columns|grid))){0,2}\s*:\s*`, 'i');
/** A list word that names only the list's form: "bullet list", "numbered list", "checklist", "bullet points". */
const FORM_ONLY = /\b(?:(?:numbered|bulleted|bullet(?:ed)?|ordered)\s+(?:list|points)|bullet\s+list|bullets|bullet\s+points|checklist)\s*$/i;
const NUMBERED_WORDS = /\b(?:numbered|ordered|ranked|steps|stages|instructions|top\s+\d|in\s+order)/i;
const BULLET_WORDS = /\b(?:bullet|bulleted|unordered)/i;
/** "not numbered", "no numbers", "unnumbered": bullets. */
const UNNUMBERED = /\b(?:(?:not|no|without|un)[\s-]?(?:numbered|numbers|numbering)|unnumbered)\b/i;

/** "the four stages as", "our values as": what a list word's items are, said just before it. */
const ITEMS_AS = new RegExp(String.raw`(?:^|[.!?\n:,]\s*|\bthen\s+)((?:the\s+|our\s+|my\s+)?(?:${CARDINAL}\s+)?[\p{L}-]+s\s+(?:as|en|como|em|come|als))\s*$`, 'iu');

/** Reveal words near a list: true for one at a time, false for all at once. */
export function readReveal(reading: Reading, from: number, to: number): boolean | undefined {
  // "all at once, not one by one": a reveal said not to happen is all at once.
  if (reading.takeFirst(/\b(?:not|never|no|rather\s+than|instead\s+of)\s+(?:revealed\s+|shown\s+)?one\s+(?:at\s+a\s+time|by\s+one|after\s+(?:another|the\s+other))\b/i, from, to)) {
    reading.takeFirst(/\b(?:(?:shown|show(?:ing)?|appear(?:ing)?)\s+)?(?:all\s+at\s+once|all\s+together|at\s+the\s+same\s+time|simultaneously)\b/i, from, to);
    return false;
  }
  if (reading.takeFirst(/\b(?:(?:revealed|reveal(?:ing)?|shown|show(?:ing)?|appear(?:ing)?|com(?:e|es|ing)(?:\s+in)?|animated)\s+)?(?:one\s+(?:at\s+a\s+time|by\s+one|after\s+(?:another|the\s+other))|(?:one|a)\s+(?:thing|item|point|step)\s+at\s+a\s+time|in\s+turn|each\s+in\s+turn|sequentially|staggered|progressively|successively|in\s+sequence|one\s+per\s+beat)\b/i, from, to)) return true;
  if (reading.takeFirst(/\b(?:(?:shown|show(?:ing)?|appear(?:ing)?)\s+)?(?:all\s+at\s+once|all\s+together|together|at\s+the\s+same\s+time|simultaneously|at\s+once)\b/i, from, to)) return false;
  return undefined;
}

/** Items laid out across the frame: "side by side", "in a row", "in columns", "as cards" (not "in a column"). */
const ACROSS = /^(?:side\s+by\s+side|in\s+(?:a\s+)?(?:row|columns|grid)|as\s+(?:cards|columns|tiles))$/i;

const ACROSS_SAID = /\b(?:side\s+by\s+side|in\s+(?:a\s+)?(?:row|columns|grid)|as\s+(?:cards|columns|tiles))\b/i;


/** A bullet line that sets a part of the video ("- title: …", "- 16:9 for the foyer screen", "- numbered list, …"): no item. */
const SETTING_LINE = /^(?:title|sub-?title|heading|headline|tagline|caption|button|logo|music|voice|narration|background|style|colou?rs?|font|transition|format|aspect)\s*:|(?<![\d:])(?:16:9|9:16|1:1|4:5)(?![\d:])|^(?:an?\s+)?(?:numbered|bulleted|bullet)\s+(?:list|points)\b/i;

/** Lists in [from, to), their words marked as used. */
export function readLists(reading: Reading, from: number, to: number): Piece[] {
  const pieces: Piece[] = [];
  let view = reading.view(0, to);
  for (const kw of reading.find(LIST, from, to)) {
    if (!reading.isFree(kw.index, kw.index + kw[0].length)) continue;
    let p = kw.index + kw[0].length;
    // Items one per line under the list word's line ("steps, numbered:" over "- …" lines): the lines' reader reads
    // them, with this line as their lead.
    if (BULLETS_UNDER.test(view.slice(p, to))) continue;
    // How they are marked, said in brackets before the colon: "bullet points (not numbered): …".
    const bracket = /^\s*\(([^()⟪\n]{1,40})\)(?=\s*[:—–])/.exec(view.slice(p, to));
    if (bracket) p += bracket[0].length;
    // "a numbered list titled 'Keep your smile healthy': Brush twice a day, Floss daily": the quote it is given is
    // its title, and its items follow the colon.
    const titled = new RegExp(String.raw`^\s*(?:(?:titled|entitled|named|headed|called|labell?ed)\s+|with\s+the\s+(?:title|heading)\s+)?${QUOTE}\s*(?:[:—–]|\s-(?=\s))\s*`).exec(view.slice(p, to));
    if (titled && (titled[0].trim().startsWith('⟪') ? /\b(?:called|named|titled)\s*$/i.test(kw[0]) || !!kw[2] : true)) {
      const at = p + titled[0].length;
      const plain = plainItems(withItemWords(view, reading.text, at, to), at, to);
      if (plain && !/^\s*⟪q/.test(view.slice(at, to))) {
        const numbered = (plain.numbered || NUMBERED_WORDS.test(kw[0])) && !UNNUMBERED.test(kw[0]) && !BULLET_WORDS.test(kw[0]);
        const reveal = readReveal(reading, kw.index, at);
        reading.take(kw.index, plain.end);
        pieces.push({ kind: 'list', start: kw.index, end: plain.end, layers: [listLayer(plain.items, numbered)], said: {}, lead: reading.quote(titled[1]!), ...(reveal !== undefined ? { reveal } : {}) });
        continue;
      }
    }
    // A few words may come between the list word and its items: "a list of our features: "A", "B"".
    const lead = /^[^⟪\u0001.;]{0,60}?(?::|—|–|-)\s*(?=⟪q)/.exec(view.slice(p, to));
    if (lead) p += lead[0].length;
    let run = withoutClosingCall(quoteRun(reading, view, p, to), p);
    // One quote after a bare list word ("Cafe menu, 9:16: "Today's menu" then …") names the list: it is a title, not
    // a list of one.
    if (run.items.length === 1 && !kw[1]) continue;
    let itemsAt = p;
    if (run.items.length === 0) {
      // Words another reader took between the list word and its colon ("checklist for stories (vertical):") are passed.
      // So is how they are drawn, said before it: "steps numbered: …", "tips, one by one: …".
      const colon = /^(?:[\s(),]|\u0001|\b(?:(?:not|no|un)[\s-]?(?:numbered|numbers|numbering)|numbered|bulleted|ordered|in\s+order|(?:(?:where|with|and)\s+(?:the\s+)?(?:items|points|steps|lines|bullets|they|each(?:\s+one)?)\s+)?(?:(?:com(?:e|es|ing)\s+in|appear(?:s|ing)?|pop(?:s|ping)?\s+up|slid(?:e|es|ing)\s+in|shown|revealed)\s+)?(?:one\s+by\s+one|(?:one|a)(?:\s+(?:thing|item|point|step))?\s+at\s+a\s+time|one\s+after\s+(?:another|the\s+other))|please|pls)\b)*(?:[:—–]|\s-(?=\s))\s*/i.exec(view.slice(p, to))?.[0] ?? /^\s*[:—–-]?\s*/.exec(view.slice(p, to))![0];
      // After a colon or numbering, two plain items make a list. After "of", "like" or "including" ("a list of
      // Espresso, Flat white and Cold brew") it takes three, so "a list of drinks and pastries" stays prose.
      const introduced = /\b(?:of|like|including|are|is)\s*$/i.test(kw[0]);
      // "a list of our benefits: 25 days holiday, …": what the items are, up to a colon, then the items.
      // A spaced dash sets them apart as a colon does ("a list of whats on - Tombola, Cake stall, …").
      // How they are drawn may follow it after a comma: "a numbered list of the steps, each one coming in one after
      // another: …".
      const ofLead = introduced ? (/^[^⟪\u0001.;:!?\n,]{1,50}?(?::|\s[-–—])\s*/.exec(view.slice(p, to)) ?? MANNER_AFTER_LEAD.exec(view.slice(p, to)))?.[0].length ?? 0 : 0;
      // A few words before the colon: "Menu board for the café: Espresso $3, Latte $4.50, …".
      // It takes a preposition to join them to the list word: "New menu item: Pumpkin Spice Latte, $4.50" is no list.
      // The list word may be said with what it is on: "Menu board video:", "Agenda slide for DevCon:".
      const joined = /\b(?:for|on|about|to|with|at|from|in)\s*$/i.test(kw[0]) || /^\s*(?:(?:board|card|slide|video|post|reel|screen|page|graphic|sign|poster|story)\s+){0,2}(?:for|on|about|at|from|in|de|del|du|des|di|della|do|da|für|von|van|voor)\b|^\s*(?:(?:board|card|slide|video|post|reel|screen|page|graphic|sign|poster|story)\s*){1,2}:|^\s*(?:that|which)\s+(?=[^⟪.;:!?\n]{1,50}:)/i.test(view.slice(p, to));
      // Or how it looks, said after a comma: "kids menu, playful, yellow background: …".
      // Or how it is drawn: "tips, numbered, one by one: …", "as a numbered list, one at a time — …".
      const styled = !joined && /^\s*,[^⟪.;:!?—–]{1,50}?(?::|\s[—–])/.test(view.slice(p, to));
      const before = joined || styled ? /^[^⟪.;:!?—–]{1,70}?(?::|\s[—–])\s*/.exec(view.slice(p, to)) : null;
      itemsAt = /:|—|–|\s-\s/.test(kw[0] + colon) || NUMBERING.test(view.slice(p, p + 6)) ? p + colon.length : introduced ? p + ofLead : before ? p + before[0].length : p;
      // "2: bullet list Cans, Glass bottles, Cardboard": a word that only names the list's form, then three or more
      // items straight after it, the colon left out as people do when they dictate.
      const bare = !introduced && !joined && !styled && FORM_ONLY.test(kw[0]) && /^\s*[\p{L}\d]/u.test(view.slice(p, to)) && !/^[^.!?\n⟪]*?(?::|\s[-–—]\s)/.test(view.slice(p, to)) ? plainItems(view, p, to, 3) : undefined;
      if (bare) itemsAt = p;
      const plain = bare ??
        (/:|—|–|\s-\s/.test(kw[0] + colon) || NUMBERING.test(view.slice(p, p + 6))
          ? plainItems(withItemWords(view, reading.text, p + colon.length, to), p + colon.length, to)
          : introduced
            ? plainItems(view, p + ofLead, to, ofLead ? 2 : 3)
            : before
              ? plainItems(withItemWords(view, reading.text, p + before[0].length, to), p + before[0].length, to)
              : undefined);
      if (!plain) continue;
      run = { ...plain, ends: [] };
    }
    // The list word and the words between it and its items: "tips, numbered, one by one:".
    const words = kw[0] + view.slice(kw.index + kw[0].length, itemsAt);
    // What the items are, said before the list word: "the four stages as a numbered list" (understood, not a title).
    const named = ITEMS_AS.exec(view.slice(Math.max(from, kw.index - 60), kw.index));
    if (named) reading.take(kw.index - named[0].length + named[0].indexOf(named[1]!), kw.index);
    const numbered = (run.numbered || NUMBERED_WORDS.test(words)) && !UNNUMBERED.test(words) ? !BULLET_WORDS.test(words) : false;
    // Its manner said between the list word and its items ("Bullet points, all on screen at once: …"): its own.
    const reveal = itemsAt > kw.index ? readReveal(reading, kw.index, itemsAt) : undefined;
    reading.take(kw.index, run.end);
    // "side by side" said right after the list word, or in the few words before its items ("features: three of
    // them side by side: …").
    const across = (kw[3] !== undefined && ACROSS.test(kw[3].trim())) || (lead !== null && ACROSS_SAID.test(lead[0]));
    // Only a lead closed by a colon or a dash is a title ("5 tips for saving money: …"), not "a list of …".
    const leadText = view.slice(kw.index, itemsAt);
    let title = /[:—–]\s*$/.test(leadText) ? listLead(leadText) : undefined;
    // "explain how vaccines work in 3 steps: …": the subject asked about is the title ("How vaccines work").
    if (!title && /[:—–]\s*$/.test(leadText)) {
      const clause = view.slice(Math.max(from, ...['.', '!', '?', '\n', '⟫', '\u0001'].map((c) => view.lastIndexOf(c, kw.index - 1) + 1)), kw.index);
      const asked = EXPLAIN_LEAD.exec(clause);
      if (asked) {
        const at = kw.index - clause.length + asked.index;
        reading.take(at, kw.index);
        title = capitalise(asked[1]!.trim());
      }
    }
    // "Gym rules (numbered): …": a word or two of content before the list word and the list word are its title.
    if (!title && /[:—–]\s*$/.test(leadText)) {
      const named = /(?:^|[.!?\n:]\s*)((?:[\p{L}\d'’&-]+\s+){1,3})$/u.exec(view.slice(Math.max(from, kw.index - 40), kw.index));
      const noun = /[\p{L}-]+/u.exec(kw[0].replace(/^\s*(?:(?:an?|the|my|our|some|these)\s+)?/i, ''))?.[0];
      if (named && noun && !/\b(?:board|card)\b/i.test(kw[0]) && classifyClause(named[1]!) === 'content' && !askingVerb(named[1]!) && !/\b(?:of|for|to|with|and)\s*$/i.test(named[1]!) && reading.isFree(kw.index - named[1]!.length, kw.index)) {
        reading.take(kw.index - named[1]!.length, kw.index);
        title = capitalise(`${named[1]!}${noun}`);
      }
    }
    pieces.push({ kind: 'list', start: kw.index, end: run.end, layers: [listLayer(run.items, numbered, across)], said: {}, ...(title ? { lead: title } : {}), ...(reveal !== undefined ? { reveal } : {}) });
  }
  // Items set apart by their shape after a lead's colon, or lines under a title line (list-shapes.ts).
  pieces.push(...readShapedLists(reading, from, to));
  // A count of any noun (plural, or singular as some write it) before a colon, with as many plain items after it: "list three classes: Vinyasa,
  // Yin, Power", "our two locations: Berlin and Paris". The count must match, so prose with a colon stays prose.
  view = reading.view(0, to);
  for (const m of reading.find(COUNTED, from, to)) {
    const count = cardinalValue(m[1]!);
    const plain = plainItems(view, m.index + m[0].length, to);
    if (!count || !plain || plain.items.length !== count) continue;
    reading.take(m.index, plain.end);
    // "3 perks as cards side by side: …": laid out across, as after a list word.
    pieces.push({ kind: 'list', start: m.index, end: plain.end, layers: [listLayer(plain.items, plain.numbered, ACROSS_SAID.test(m[0]))], said: {} });
  }
  // Any plural noun said to be the items before a colon, with three or more after it: "the moves are: Neck rolls,
  // Hip circles, Lunges", "our flavours will be: …". A colon must follow, so prose ("the rooms are big") stays prose.
  view = reading.view(0, to);
  for (const m of reading.find(NOUNS_ARE, from, to)) {
    const plain = plainItems(withItemWords(view, reading.text, m.index + m[0].length, to), m.index + m[0].length, to, 3);
    if (!plain || !reading.isFree(m.index, plain.end)) continue;
    reading.take(m.index, plain.end);
    pieces.push({ kind: 'list', start: m.index, end: plain.end, layers: [listLayer(plain.items, plain.numbered)], said: {} });
  }
  // "Step 1: sunlight hits the panel. Step 2: cells make electricity. Step 3: …": a numbered list of the steps.
  view = reading.view(0, to);
  const steps = reading.find(STEP, from, to);
  if (steps.length >= 2 && steps.every((m, i) => Number(m[1]) === i + 1)) {
    const items: string[] = [];
    for (const [i, m] of steps.entries()) {
      const end = i + 1 < steps.length ? steps[i + 1]!.index : (/[.!?](?=\s|$)|\n|\u0001|⟪/.exec(view.slice(m.index + m[0].length, to))?.index ?? to - m.index - m[0].length) + m.index + m[0].length;
      const item = view.slice(m.index + m[0].length, end).trim().replace(/[.;,]+$/, '');
      if (!item || item.split(/\s+/).length > 16 || /[⟪\u0001]/.test(item)) break;
      items.push(item.charAt(0).toUpperCase() + item.slice(1));
      if (i + 1 === steps.length) {
        reading.take(steps[0]!.index, end);
        pieces.push({ kind: 'list', start: steps[0]!.index, end, layers: [listLayer(items, true)], said: {} });
      }
    }
  }
  // Numbered quotes without a list word: 1. "Mix" 2. "Bake" 3. "Eat".
  view = reading.view(0, to);
  for (const m of reading.find(new RegExp(String.raw`(?:^|(?<=[\s:,;]))1[.)]\s*${QUOTE}`, 'g'), from, to)) {
    const run = quoteRun(reading, view, m.index, to);
    if (run.items.length < 2) continue;
    reading.take(m.index, run.end);
    pieces.push({ kind: 'list', start: m.index, end: run.end, layers: [listLayer(run.items, true)], said: {} });
  }
  // Numbered or bulleted lines of plain text.
  for (const m of reading.find(/(?:^|\n)[ \t]*(?:1[.)]|[-•*])[ \t]+[^\n⟪]+(?:\n[ \t]*(?:\d{1,2}[.)]|[-•*])[ \t]+[^\n⟪]+)+/g, from, to)) {
    // Words another reader took inside a line are the item's ("Clip in to the red line").
    const lines = withItemWords(view, reading.text, m.index, m.index + m[0].length, true).slice(m.index, m.index + m[0].length).split('\n').map((l) => l.trim()).filter(Boolean);
    // A line another reader took whole, or words left of it around what it took, is said to the tool: no item.
    const items = lines
      // "- Use <song> as background music": a request whose object another reader took is said to the tool.
      .map((l) => l.replace(/^(?:\d{1,2}[.)]|[-•*])\s+/, ''))
      .map((l) => (/\u0001/.test(l) && askingVerb(l.replace(/\u0001/g, ' ')) ? '' : l.replace(/^[\s\u0001]+|[\s\u0001]+$/g, '').replace(/[.;,]+$/, '').trim()))
      .filter((item) => item && !/\u0001/.test(item) && /[\p{L}\p{N}]/u.test(item))
      // "- Crossfade between scenes": how the scenes follow each other, no item.
      .filter((item) => !/\bbetween\s+(?:the\s+|each\s+|all\s+)?(?:scenes|slides|shots|clips|photos|pictures|cards)\b/i.test(item))
      // A line that only says what the video is or how it looks ("• MOT reminder video, 9:16", "• bold style") is none.
      .filter((item) => !SETTING_LINE.test(item) && ((kind) => kind !== 'style' && !(kind === 'framing' && /\b(?:video|vid|reel|promo|tiktok|advert)\b/i.test(item)))(classifyClause(item)));
    if (items.length < 2) continue;
    reading.takeMatch(m);
    // The line above the bullets is their title ("Onboarding agenda — Day 1"), or a list word's lead that says how
    // they are drawn ("steps, numbered:", "Tips for new runners, one at a time:").
    const at = m.index + (m[0].startsWith('\n') ? 1 : 0);
    const above = at > from && view[at - 1] === '\n' ? listWordLine(reading, view, from, at) : undefined;
    const title = above ? above.title : at > from && view[at - 1] === '\n' ? titleLine(reading, view, from, at) : undefined;
    const numbered = /^\d/.test(lines[0]!) || (above?.numbered ?? false);
    pieces.push({ kind: 'list', start: m.index, end: m.index + m[0].length, layers: [listLayer(items, numbered)], said: {}, ...(title ? { lead: title } : {}), ...(above?.reveal !== undefined ? { reveal: above.reveal } : {}) });
  }
  // Numbered items written inline, one sentence each: "1. Ship small. 2. Write things down. 3. Sleep."
  view = reading.view(0, to);
  const marks = reading.find(/(?<![\w.,$€£])(\d{1,2})[.)]\s+(?=\p{L}|[$€£¥]?\d)/gu, from, to);
  const run: RegExpExecArray[] = [];
  for (const m of marks) {
    if (Number(m[1]) === run.length + 1) run.push(m);
    else if (Number(m[1]) === 1) run.splice(0, run.length, m);
  }
  if (run.length >= 2) {
    const items: string[] = [];
    let end = run[0]!.index;
    for (const [i, m] of run.entries()) {
      const from = m.index + m[0].length;
      // (A question or an exclamation keeps its mark: "3. Quanto costa?".)
      const stop = /[.!?](?=\s|$)|\n|\u0001|⟪/.exec(view.slice(from, to));
      const until = i + 1 < run.length ? run[i + 1]!.index : from + (stop ? stop.index + (/[!?]/.test(stop[0]) ? 1 : 0) : to - from);
      const item = view.slice(from, until).trim().replace(/[.;,]+$/, '');
      if (!item || /[⟪\u0001]/.test(item) || item.split(/\s+/).length > 12) break;
      items.push(capitalise(item));
      end = Math.min(to, until + (/^[.!?]/.test(view.slice(until, to)) ? 1 : 0));
    }
    if (items.length === run.length) {
      reading.take(run[0]!.index, end);
      pieces.push({ kind: 'list', start: run[0]!.index, end, layers: [listLayer(items, true)], said: {} });
    }
  }
  // Unquoted items with their prices, no list word needed: "Flat white $4, Oat latte $5, Banana bread $3.50".
  view = reading.view(0, to);
  for (const m of reading.find(PRICE_RUN, from, to)) {
    // (A decimal comma, "6,50€", parts no items.)
    const items = m[0].split(/\s*(?:,(?!\d{2}(?!\d))|;|\s&\s|\band\b)\s*/i).map((i) => i.trim().replace(/[.]$/, '')).filter((i) => PRICED_ITEM.test(i));
    if (items.length < 2) continue;
    reading.takeMatch(m);
    pieces.push({ kind: 'list', start: m.index, end: m.index + m[0].length, layers: [listLayer(items, false)], said: {} });
  }
  // Numbered items typed without stops: "1 download the app 2 pick a table 3 turn up" (list-runs.ts).
  pieces.push(...readBareNumbered(reading, from, to));
  // Items alike in their shape, with no list word: "09:00 Keynote, 11:00 Workshops, 13:00 Lunch" (list-runs.ts).
  pieces.push(...readAlikeRuns(reading, from, to));
  // Three or more bare quotes in a row read as a list.
  view = reading.view(0, to);
  for (const m of reading.find(new RegExp(String.raw`${QUOTE}(?:\s*(?:,|;|\/|\||•|\band\b|&|\bor\b)\s*${QUOTE}){2,}`, 'g'), from, to)) {
    // Two quotes before a closing call to act are a title and its subtitle, not a list ("Up to 70% off", "This
    // weekend only", "Shop now at style.co").
    const run = withoutClosingCall(quoteRun(reading, view, m.index, to), m.index);
    if (run.items.length < 3) continue;
    // A name, then its date and place ("Anna & Tom", "June 14, 2027", "Lake Como") is an event's card, set as a
    // title over its details, not three points; a run of dates alone ("Mon", "Wed", "Fri") is still a list.
    if (!WHEN.test(run.items[0]!) && run.items.slice(1).some((item) => WHEN.test(item))) continue;
    // So is a listing's card: an address, its details and a price ("123 Oak Street", "4 beds · 3 baths", "$849,000").
    if (isListingCard(run.items)) continue;
    reading.take(m.index, run.end);
    pieces.push({ kind: 'list', start: m.index, end: run.end, layers: [listLayer(run.items, false)], said: {} });
  }
  return pieces;
}

/** The rest of a list word's line, then two or more lines of items set apart by bullets or numbers. */
const BULLETS_UNDER = /^[^\n•*⟪]{0,80}\n(?:[ \t]*(?:[-•*–]|\d{1,2}[.)])[ \t]+[^\n]+(?:\n|$)){2,}/;

/**
 * The line above items one per line when it holds a list word and ends its lead with a colon or dash: how the items
 * are drawn (numbered, revealed), and its title if it has one beyond list words ("5 tips for new runners:"). The
 * line's words are taken. None when the line names no list, or goes on past the lead (it is a title line then).
 */
function listWordLine(reading: Reading, view: string, from: number, at: number): { title?: string; numbered: boolean; reveal?: boolean } | undefined {
  const lineStart = Math.max(from, view.lastIndexOf('\n', at - 2) + 1);
  const line = view.slice(lineStart, at - 1);
  const kw = LIST.exec(line);
  // (Words another reader took after the list word, its reveal, are no hindrance: "…as a numbered list, one at a time:".)
  if (!kw || !/[:—–-]\s*$/.test(line) || /⟪/.test(line.slice(kw.index)) || /\u0001/.test(line.slice(kw.index, kw.index + kw[0].length))) return undefined;
  // From the list word on: the words before it frame the video ("make a video of steps for …") for their readers,
  // unless they are a word or two of its sentence's content ("Exam tips for my students. Numbered:").
  const sentenceAt = Math.max(0, ...['.', '!', '?'].map((c) => line.lastIndexOf(c, kw.index) + 1));
  const before = line.slice(sentenceAt, kw.index);
  const leadStart = lineStart + (before.trim() && before.trim().split(/\s+/).length <= 3 && classifyClause(before) === 'content' ? sentenceAt : kw.index);
  const numbered = NUMBERED_WORDS.test(line) && !BULLET_WORDS.test(line) && !UNNUMBERED.test(line);
  const reveal = readReveal(reading, leadStart, at - 1);
  // The title is the list word's sentence; what follows it says how the items are drawn.
  const sentenceEnd = /[.!?](?=\s)/.exec(view.slice(lineStart + kw.index, at - 1));
  const title = listLead(reading.view(leadStart, sentenceEnd ? lineStart + kw.index + sentenceEnd.index : at - 1));
  if (!title && !onlyListWords(reading.view(leadStart, at - 1).replace(/[\u0001,:—–-]+/g, ' ')) && !numbered && reveal === undefined) return undefined;
  reading.take(leadStart, at - 1);
  return { ...(title ? { title } : {}), numbered, ...(reveal !== undefined ? { reveal } : {}) };
}

// The price with its sign before it or, as most of Europe writes it, after it ("Horchata 2,50€").
const PRICED = String.raw`\p{L}[\p{L}'’&-]*(?:\s+[\p{L}'’&-]+){0,4}\s*(?:[-–—:]\s*)?(?:[$€£]\s?\d{1,4}(?:[.,]\d{2})?|\d{1,4}(?:[.,]\d{2})?\s?[€$£](?![\d\p{L}]))`;
/** Two to ten "Name $price" items in a row, with commas, semicolons or "and" between. */
const PRICE_RUN = new RegExp(String.raw`(?<![\p{L}])${PRICED}(?:\s*(?:,|;|&|\band\b)\s*(?:and\s+)?${PRICED}){1,9}(?![\d\p{L}])`, 'giu');
const PRICED_ITEM = new RegExp(String.raw`^${PRICED}$`, 'u');

/**
 * A counted title and its plain items, "5 tips for better sleep: no screens after 10pm, keep your room cool, …",
 * found before any other reader runs: items are short imperatives and facts ("no caffeine after 2pm", "keep your
 * room cool") that the readers of sound, stills and themes would otherwise take. The count must match the items, and
 * a plural noun must follow it ("3 scenes:" announces scenes, not a list). The title before the colon is left to be
 * the scene's heading. The pieces are put in their scenes once the scenes are known.
 */
const COUNTED_TITLE = new RegExp(String.raw`(?:^|(?<=[.!?\n]\s*))[^:.!?⟪\n\u0001]{0,40}?\b(${CARDINAL})\s+((?:[^:.!?⟪\n\u0001\s]+\s+){0,7}?[^:.!?⟪\n\u0001\s]+)\s*:\s*`, 'gi');

export function reserveCountedLists(reading: Reading): Piece[] {
  const pieces: Piece[] = [];
  const view = reading.view();
  for (const m of reading.find(COUNTED_TITLE)) {
    const count = cardinalValue(m[1]!.toLowerCase());
    const words = m[2]!;
    if (!count || count < 2 || count > 10 || !/\b\p{L}+s\b/u.test(words) || /\b(?:scenes|slides|shots|parts|cards|screens|sections|seconds|secs|minutes)\b/i.test(words) || /\b(?:per|each|own|every)\s+(?:slide|scene|card|screen)\b/i.test(words) || /\b(?:chart|graph|pie|donut|doughnut|diagram)\b/i.test(m[0])) continue;
    const start = m.index + m[0].length;
    const plain = plainItems(view, start, view.length);
    if (!plain || plain.items.length !== count) continue;
    // "the 3 states of matter: Solid, Liquid, Gas. one per scene": given a scene each, for the scene plan.
    if (/^[\s.,;]*(?:(?:and|with)\s+)?(?:one|each(?:\s+one)?)\s+(?:per|a|on\s+(?:its|a)\s+own|in\s+its\s+own)\s+(?:slide|scene|card|screen)\b|^[\s.,;]*(?:each\s+)?on\s+(?:its|their)\s+own\s+(?:slide|scene|card|screen)/i.test(view.slice(plain.end, plain.end + 40))) continue;
    reading.take(start, plain.end);
    const numbered = plain.numbered || NUMBERED_WORDS.test(words);
    // Read before its scene is, so its manner said in its lead ("Three bullet points, shown all at once:") is its own.
    const reveal = readReveal(reading, m.index, start);
    pieces.push({ kind: 'list', start, end: plain.end, layers: [listLayer(plain.items, numbered)], said: {}, ...(reveal !== undefined ? { reveal } : {}) });
  }
  // Typed without stops: "tiktok video 3 reasons to drink water 1 energy 2 skin 3 focus", "in 4 steps: 1 free survey
  // 2 packing …". The count and the numbers 1…N must agree; the counted words are the title (not after a colon).
  for (const m of reading.find(COUNTED_INLINE)) {
    const count = cardinalValue(m[1]!.toLowerCase());
    if (!count || count < 2 || count > 10 || !/\b\p{L}+s\b/u.test(m[2]!)) continue;
    const tail = m[4]!;
    const marks = [...tail.matchAll(/(?:^|\s)(\d{1,2})[.):]?\s+/g)];
    if (marks.length !== count || marks.some((x, i) => Number(x[1]) !== i + 1)) continue;
    const items = marks.map((x, i) => tail.slice(x.index + x[0].length, marks[i + 1]?.index ?? tail.length).trim().replace(/[,;]$/, ''));
    if (items.some((i) => !i || i.split(/\s+/).length > 8)) continue;
    const titleStart = m.index + m[0].indexOf(m[1]!);
    const listStart = m.index + m[0].length - tail.length;
    const end = m.index + m[0].length;
    reading.take(titleStart, end);
    // After a colon ("in 4 steps: 1 free survey 2 packing …"), the count and its noun only announce the items.
    if (!m[3]) pieces.push({ kind: 'text', start: titleStart, end: listStart, layers: [textLayer('heading', capitalise(`${m[1]} ${m[2]!.trim()}`))], said: {} });
    pieces.push({ kind: 'list', start: listStart, end, layers: [listLayer(items.map((i) => capitalise(i)), true)], said: {} });
  }
  return pieces;
}

const COUNTED_INLINE = new RegExp(String.raw`\b(${CARDINAL})\s+([^\d.!?⟪\n\u0001:]{3,60}?)(\s*:)?\s+(1[.):]?\s+[^.!?⟪\n\u0001]+?)(?=\s*(?:[.!?⟪\n\u0001]|$))`, 'gi');
