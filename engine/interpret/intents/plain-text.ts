import { withoutLeftRemarks } from './list-layer.js';
import { subjectOfTaken } from '../read/taken-subject.js';
import type { Piece } from '../compose/piece.js';
import type { ListLayer } from '../../../model/scene-document.js';
import { animation, textLayer } from '../compose/layers.js';
import type { Reading } from '../read/reading.js';
import { colourValue } from './style.js';
import { FILLER, MOOD } from '../read/unknown.js';
import { CARDINAL, MONTHS_DAYS, capitalise, cardinalValue } from '../read/words.js';
import { classifyClause, sellingNo, styleClause, withoutMatchingTail, withoutStyleTail } from '../read/roles.js';
import { CLAUSE } from '../read/clause-breaks.js';
import { nlp } from '../read/clauses.js';
import { withoutDescription } from '../read/video-description.js';
import { requestFraming } from '../read/framing-words.js';
export { openingTitle } from './opening-title.js';
import { COUNTED_PARTS, EXPLAIN_ALONE, explained, LISTICLE } from './explain-request.js';
import { type Clause, FOR_NAMED_BUSINESS, NAMED_BUSINESS, nameForWhom, shift } from './for-whom.js';

/*
 * On-screen text from a brief that quoted none: "Announcement: We are hiring! Senior Backend Engineer, remote, apply at
 * jobs.acme.io" is a heading ("We are hiring!") and what follows ("Senior Backend Engineer · remote · apply at
 * jobs.acme.io"), not an empty frame. Used only for a new scene that nothing else filled, after every reader took its
 * words (styles, lengths, colours), so what is left is what the brief wants said. A label before a colon
 * ("Announcement:", "New menu item:") and the framing of a request ("a short promo video for") are not shown.
 */


/** People a video is for, said with no determiner: "new starters", "parents", "year 9 students", "book club". */
const PEOPLE = /^\s*(?:[\p{Ll}\d][\p{Ll}\d'’-]*\s+){0,2}(?:starters|joiners|hires|staff|employees|colleagues|parents|students|pupils|kids|children|families|members|customers|clients|patients|residents|tenants|guests|visitors|volunteers|donors|subscribers|followers|fans|players|learners|teachers|managers|users|beginners|athletes|runners|swimmers|riders|attendees|delegates|supporters|neighbours|neighbors|club|team|class|group|society|choir|committee|congregation|community|department|office|crew|squad)$/u;

/** Whom or where a video is for, after "for": a determiner, not a name. */
const PURPOSE = /^\s*(?:my|our|the|a|an|this|his|her|their|your|all\s+(?:the|our|my))\s/i;

/** Words that only say how it looks: a clause of them and colours ("Warm brown.", "Bright and fun.", "black text") is style. */
const STYLE_WORDS = new Set(['and', '&', 'text', 'texts', 'letters', 'lettering', 'font', 'fonts', 'type', 'background', 'backdrop', 'bg', 'style', 'look', 'vibe', 'vibes', 'feel', 'theme', 'colours', 'colors', 'colour', 'color', 'tones', 'palette', 'bright', 'fun', 'calm', 'clean', 'bold', 'minimal', 'minimalist', 'modern', 'elegant', 'playful', 'retro', 'vintage', 'classic', 'warm', 'cool', 'dark', 'light', 'soft', 'vibrant', 'energetic', 'simple', 'sleek', 'premium', 'luxury', 'cozy', 'cosy', 'moody', 'pastel', 'neon', 'muted', 'earthy', 'professional', 'corporate', 'friendly', 'on', 'with', 'in', 'a', 'an', 'the', 'very', 'super']);

export function styleOnly(said: string): boolean {
  const text = withoutMatchingTail(said.replace(/[.!?]+$/, ''));
  const ws = words(text).map((w) => w.toLowerCase());
  return (ws.length > 0 && ws.every((w) => STYLE_WORDS.has(w) || colourValue(w) !== undefined)) || styleClause(text);
}

/** A clause that asks how, not what: "with confetti", "in bold", "make it pop" (not news: "on tap from Friday"). */
const MODIFIER = /^(?:one|each)\s+(?:per|on\s+(?:its|their)\s+own|to\s+a)\s+(?:slide|scene|screen|card|page)\b|^(?:with|without|in|on(?!\s+(?:tap|sale|now|tour|offer|air|stage|special|site|the\s+menu)\b)|over|under|using|at\s+the|as|make|add|use|put|set|show|keep|no|and|then)\b|^(?:(?:a|an|the|some|these|those|this|that)\s+(?:\w+\s+)?)?(?:list|chart|graph|counter|countdown|picture|photo|image|logo|music|soundtrack|narration|voice|captions|subtitles|scene|slide|transition)s?\b/i;
const LABEL_WORDS = 4;
/** A label that names the text after it, in English and the common languages: "el nombre de la clínica:", "the name of the shop:". */
const NAMES_A_TEXT = /^(?:(?:al\s+final|at\s+the\s+end|à\s+la\s+fin)\s*,?\s*)?(?:(?:the|el|la|le|o|a|il|der|die|das)\s+)?(?:name|nombre|nom|nome|title|t[íi]tulo|titre|titolo|titel|tagline|slogan|lema)\s+(?:of|de|del|du|della|do|da|des|der)\b/i;
/** "We're hiring", "We are open", "I'm turning 40", "We've moved": the sender's own news, said as a clause. */
export const SAID_NEWS = /^(?:we['’]re|we\s+are|we['’]ve|we\s+have|i['’]m|i\s+am|i['’]ve|we['’]ll|we\s+will|now)\s+(?!(?:looking|hoping|wanting|trying|going\s+to\s+(?:need|want|make|use|post))\b)[\p{L}'’-]+(?:\s+[\p{L}\d'’-]+){0,3}$/iu;
/** "Just listed", "Now open", "Back in stock", "Sold": a status announced, copy a designer sets as the kicker. */
const STATUS_NEWS = /^(?:just\s+(?:listed|in|launched|arrived|opened|dropped|released|landed|sold|reduced)|now\s+(?:open|live|available|hiring|booking|showing|playing|on\s+sale)|new\s+(?:in|arrivals?|listing|release|on\s+the\s+market)|back\s+in\s+stock|out\s+now|coming\s+soon|sold(?:\s+out)?|under\s+offer|for\s+sale|to\s+let|price\s+(?:drop|reduced)|open\s+house)$/i;
const MAX_HEADING_WORDS = 10;


/**
 * The heading, subtitle and body text made of what is left of [from, to), marked as used; none when nothing is.
 * `explain`: a request to explain is read as its topic ("Explain compound interest in 3 steps" → "Compound interest"),
 * for a brief that gives no other content.
 */
export function readPlainTexts(reading: Reading, from: number, to: number, options: { explain?: boolean } = {}): Piece[] {
  const left = reading.leftover(from, to);
  const groups: Clause[][] = [];
  // Sentences end at . ! ? before a space: "jobs.acme.io" and "$4.50" are whole.
  // Sentences that were a label and what follows its colon ("workout: Squats, Push-ups, Lunges, Plank").
  const listed = new Set<Clause[]>();
  for (const sentence of spans(left, SENTENCE)) {
    let body = sentence;
    let labelled = false;
    // A time's colon ("6:30am") is no label's.
    const colon = /^((?:[^:]|(?<=\d):(?=\d)){1,60}):(?!\d)\s*/.exec(body.text);
    // A label before a colon is not shown, unless it is all the sentence says ("Year in review 2025:" before the
    // stats that have slides of their own): then it is the title.
    const after = colon ? body.text.slice(colon[0].length).trim() : '';
    // A label before a colon is not shown, nor a lead that only frames or styles the video ("Flash sale vid, make it
    // LOUD: …"), unless it is all the sentence says.
    const leadOnlyAsks = colon && after && colon[1]!.split(/,|\s[-–—/|•·]\s/).every((c) => classifyClause(c) !== 'content');
    // A lead in capitals is shouted copy, not a label ("FIGHT NIGHT: REYES vs. KOVAC").
    // A ticket's or job's reference ("REQ-20931:", "INC0012345:") is neither: a label.
    const shouted = colon && /\p{Lu}{2}/u.test(colon[1]!) && !/\p{Ll}/u.test(colon[1]!) && !/^\s*(?:[A-Z]{2,8}[-#_]\d{3,}|[A-Z]{2,5}\d{5,})\s*$/.test(colon[1]!);
    // A lead that is a sentence of news is copy too ("We're hiring: Senior Backend Engineer").
    const news = colon && (SAID_NEWS.test(colon[1]!.trim()) || STATUS_NEWS.test(colon[1]!.trim()));
    if (colon && !shouted && !news && (words(colon[1]!).length <= LABEL_WORDS || leadOnlyAsks || NAMES_A_TEXT.test(colon[1]!.trim())) && after) {
      if (leadOnlyAsks) for (const c of spans(colon[1]!, CLAUSE)) if (classifyClause(c.text) !== 'instruction') reading.take(from + body.from + c.from, from + body.from + c.to);
      body = shift(body, colon[0].length);
      labelled = true;
    }
    // A lead before a colon and what another reader took: a label of its items, without what describes the video
    // ("WW1 in 3 dates (bullets, no numbers):" is "WW1").
    else if (colon && !after) {
      body = { text: colon[1]!, from: body.from, to: body.from + colon[1]!.length };
      const label = withoutDescription(colon[1]!);
      if (label !== colon[1]!.trim()) {
        reading.take(from + body.from, from + body.to);
        if (!label) continue;
        const at = colon[1]!.indexOf(label);
        body = at >= 0 ? { text: label, from: body.from + at, to: body.from + at + label.length } : body;
      }
    }
    // A longer lead before a colon says something itself ("… announcing our summer sale: 30% off all swimwear"):
    // the colon is a clause break, so the lead is the heading and what follows its subtitle.
    else if (colon) body = { ...body, text: `${colon[1]!},${body.text.slice(colon[1]!.length + 1)}` };
    const subject = subjectOfTaken(reading, from + body.from, body.text); // "<before and after> of the dresser I restored"
    if (subject === 'all') continue;
    if (subject) body = shift(body, subject);
    const framing = requestFraming(body.text.trim());
    const framed = framing ? body.text.indexOf(framing[0]) + framing[0].length : 0;
    if (framing) reading.take(from + body.from, from + body.from + framed);
    if (framing) body = shift(body, framed);
    // "Make a video that reads out …": what the video does, said as a relative clause after its framing, is no copy.
    if (framing && /^\s*(?:that|which)\s+(?:\p{Ll}+s|will|can|should|would|has|is)\b/u.test(body.text)) {
      reading.take(from + body.from, from + body.to);
      continue;
    }
    // "announcing our Christmas Carol Service": the name is the copy, not the sender's "our".
    if (framing && /(?:announc|introduc|promot|celebrat|launch|advertis)\w*\s*$/i.test(framing[0])) body = shift(body, /^(?:our|my|the)\s+(?=\p{Lu})/u.exec(body.text)?.[0].length ?? 0);
    // Whom or where it is for ("Calm video for our clinic screens", "a reel for my Year 9 class"): its purpose, not
    // its copy. A name is its subject ("a promo for Bella's Pizza").
    // The same with its kind taken by another reader: "a <reel> for my Year 9 class".
    const bare = framing ? undefined : /^\s*(?:(?:a|an|the|my|our|this)\s+)?for\s+/i.exec(body.text);
    // Taken inside it, or right before it ("<Three slides> for our panto": the scene plan's count).
    const taken = bare && (reading.view(from + body.from, from + body.from + bare[0].length).includes('\u0001') || /\u0001\s*$/.test(reading.view(Math.max(0, from + body.from - 12), from + body.from)));
    // "<Instagram reel> for Luna Roast": a name after it is the subject, shown without the "for".
    // "<tiktok> for my nail salon Glow Nails w <sparkles>", "a video for my bakery Sweet Crumbs": what the business is
    // frames its name, which is shown.
    // "a video for my business saying Dave's Plumbing": whom it is for, then a verb of saying: the words after it.
    const saying = framing && /\bfor\s*$/i.test(framing[0]) ? /^\s*(?:my|our|the)\s+(?:\p{Ll}[\p{Ll}-]*\s+){1,3}?(?:saying|that\s+says|which\s+says|reading|with\s+the\s+(?:text|words))\s+/u.exec(body.text) : null;
    if (saying) {
      reading.take(from + body.from, from + body.from + saying[0].length);
      body = shift(body, saying[0].length);
    }
    const forWhom = saying ? -1 : bare && taken ? bare[0].length : framing && /\bfor\s*$/i.test(framing[0]) ? 0 : -1;
    const found = forWhom >= 0 ? nameForWhom(reading, from, body, forWhom) : undefined;
    const nameClause = found?.name;
    if (found) body = found.body;
    if (!found?.business && bare && taken && (PURPOSE.test(body.text.slice(bare[0].length)) || /^\p{Lu}/u.test(body.text.slice(bare[0].length)))) body = shift(body, bare[0].length);
    // "for the parents about our Summer Fete": whom it is for ends where a name it is about starts.
    const purposeEnd = /[,;:]|\s[—–-]\s|\s(?=about\s+(?:(?:our|the|my)\s+)?\p{Lu})|$/u.exec(body.text)!.index;
    // "for our bakery Sweet Crumbs": a name closing it makes it the subject.
    // So does one said after what the business is, whatever follows it ("for my nail salon Glow Nails w sparkles").
    const named = /\p{Lu}[\p{L}'’-]*\s*$/u.test(body.text.slice(0, purposeEnd).replace(/[.!?\s]+$/, '')) || NAMED_BUSINESS.test(body.text.slice(0, purposeEnd));
    // Or people named by a plural noun in lower case ("a welcome video for new starters", "for parents"): an audience.
    const audience = PEOPLE.test(body.text.slice(0, purposeEnd).replace(/[.!?\s]+$/, ''));
    if (((framing && /\bfor\s*$/i.test(framing[0])) || (bare && taken)) && (PURPOSE.test(body.text) || audience) && !named) {
      reading.take(from + body.from, from + body.from + purposeEnd);
      body = shift(body, purposeEnd);
    }
    // A thousands separator ("$1,000") is no clause break.
    // Spaced dashes, slashes, bars and bullets set clauses apart as commas do ("Swim School — term starts 8 Sept").
    const candidates = [...spans(body.text, CLAUSE)].map((c) => ({ ...c, from: body.from + c.from, to: body.from + c.to })).flatMap(atDashes).map(trimmed).map(withoutShowingVerb);
    const clauses: Clause[] = nameClause ? [nameClause] : [];
    for (const c of candidates) {
      // Nor are filler and mood words left between taken ones ("✨ really <elegant vibe> pls 🤍 soft <crossfades> between
      // each one"), unless set in capitals as a name is ("WARM UP | SPRINT").
      const said = words(c.text);
      if (c.text.length <= 1 || !said.some((w) => !FILLER.has(w.toLowerCase()) && (!MOOD.test(w) || /^\p{Lu}/u.test(w) && said.indexOf(w) > 0 || /^\p{Lu}{2}/u.test(w)))) continue;
      // Words to the tool are never drawn: greetings and sign-offs, the video's kind and purpose, its look, requests.
      // Left hanging on a preposition, judged by all its words: "highlight Pro in <gold>" asks, though another reader
      // took the colour.
      const rest = reading.text.slice(from + c.to, to);
      const whole = reading.text.slice(from + c.from, from + c.to + (/[.!?]$/.test(c.text) ? 0 : (/[,;.!?\n⟪]|$/.exec(rest)?.index ?? 0)));
      const seen = (MODIFIER.test(c.text) && !sellingNo(c.text)) || styleOnly(c.text) ? 'style' : classifyClause(c.text) === 'content' && /\s(?:in|on|with|to|at|as|into)[.!?]?$/i.test(c.text) && words(whole).length > words(c.text).length && classifyClause(whole) === 'instruction' ? 'instruction' : classifyClause(c.text);
      // A request whose noun another reader took ("okay make a <landscape video> for year eight science") is still
      // a request: judged by all the words it was written with.
      const written = reading.text.slice(from + c.from, from + c.to);
      const kind = seen === 'content' && written !== c.text && /^(?:(?:ok(?:ay)?|so|right|hi|hey|please)\b[\s,]*)*(?:make|create|do|need|want|can|could|would)\b/i.test(c.text) && ['framing', 'instruction'].includes(classifyClause(written)) ? classifyClause(written) : seen;
      // "…, about the new bin collection schedule" beside scenes of their own: the video's topic, not a slide. A name
      // it is about is its subject (opening-title.ts), and a brief of nothing else shows its topic.
      const topic = !options.explain && /^about\s+(?:the|a|an|our|my|how|why|what|when|where)\s/i.test(c.text) && !/\s\p{Lu}/u.test(c.text);
      const aboutName = kind === 'content' ? /^about\s+(?:(?:our|the|my)\s+)?(?=\p{Lu})/u.exec(c.text) : null;
      if (kind === 'content' && topic) reading.take(from + c.from, from + c.to);
      // "about our Summer Fete": the name is the copy, the words before it frame it.
      else if (aboutName) {
        reading.take(from + c.from, from + c.from + aboutName[0].length);
        clauses.push(withoutTail({ text: c.text.slice(aboutName[0].length), from: c.from + aboutName[0].length, to: c.to }));
      }
      // The look words cut off a text stay free for the readers of colours and styles that come after.
      else if (kind === 'content') clauses.push(withoutTail(c));
      // A greeting or the video's kind is understood; a look is left to the readers of colours, and a request
      // nothing understood stays free, so it is reported as not understood.
      else if (kind === 'courtesy' || kind === 'framing') {
        // "I want a video for my restaurant Trattoria Nonna": the name after what the business is stays free for the
        // opening title's reader (opening-title.ts).
        // ("hi I want a video of my food truck Tacos El Güero": a greeting before it too; the name in capitals as
        // written, which the pattern's case-blind flag cannot check.)
        // (Read in the clause as written, words other readers took as spaces: its offsets are the prompt's.)
        const written = reading.leftover(from + c.from, from + c.to);
        // (Or any business said in lower-case words before its name: "of my coffee cart Bean Machine".)
        const capitalAfter = (m: RegExpExecArray | null) => (m && /^(?:\d+[a-z]*\s+)?\p{Lu}/u.test(written.slice(m.index + m[0].length)) ? m : null);
        const named = capitalAfter(FOR_NAMED_BUSINESS.exec(written)) ?? capitalAfter(/\b(?:for|of|about)\s+(?:my|our)\s+(?:\p{Ll}[\p{Ll}-]*\s+){1,3}(?=\p{Lu})/u.exec(written));
        reading.take(from + c.from, from + (named ? c.from + named.index + named[0].length : c.to));
        // Said with "of" or "about" ("a video of my food truck Tacos El Güero"), the name is this text's copy here.
        if (named && !/^for\b/i.test(named[0])) {
          const at = c.from + named.index + named[0].length;
          clauses.push(withoutTail({ text: written.slice(named.index + named[0].length).trim(), from: at, to: c.to }));
        }
      }
    }
    if (clauses.length) groups.push(clauses);
    if (clauses.length && labelled) listed.add(clauses);
  }
  if (!groups.length) return [];
  // "How does compound interest work? Explain in 3 steps": the second sentence only asks; what it counts was not given.
  let askedFor: string | undefined;
  if (options.explain && groups.length === 2 && groups[1]!.length === 1) {
    const request = EXPLAIN_ALONE.exec(groups[1]![0]!.text.replace(/[.!?]$/, '').trim());
    if (request) {
      askedFor = `${request[1]} ${request[2]!.toLowerCase()}`;
      const [dropped] = groups.pop()!;
      reading.take(from + dropped!.from, from + dropped!.to);
    }
  }
  // "Read six books, collect stickers, win a medal": a run of short actions is one line, not a title and its details.
  if (actionRun(groups[0]!)) {
    const run = groups[0]!;
    const at = run[0]!.from;
    const end = run.at(-1)!.to;
    groups[0] = [{ text: reading.text.slice(from + at, from + end), from: at, to: end }];
  }
  // "quiz night fri 21st 7pm school hall £5 a head teams of 6": a run of facts typed without stops is its name and
  // its facts, cut where a date or time starts and ends and where a price starts.
  if (words(groups[0]![0]!.text).length > MAX_HEADING_WORDS) groups[0]!.splice(0, 1, ...atFacts(groups[0]![0]!));
  // "workout: Squats, Push-ups, Lunges, Plank": four or more names of a word or two after a label are its items.
  const named = groups[0]!;
  if (listed.has(named) && named.length >= 4 && named.every((c) => words(c.text).length <= 3 && /^[\p{Lu}\d]/u.test(c.text.trim()))) {
    for (const c of named) reading.take(from + c.from, from + c.to);
    const items = named.map((c) => c.text.trim().replace(/[.!]+$/, ''));
    const list: ListLayer = { type: 'list', items: withoutLeftRemarks(items), numbered: false, stagger: 0.6, arrangement: 'rows', start: 0, animation: animation() };
    return [{ kind: 'list', start: from + named[0]!.from, end: from + named.at(-1)!.to, layers: [list], said: {} }];
  }
  const [first, ...rest] = groups;
  const heading = first![0]!;
  if (words(heading.text).length > MAX_HEADING_WORDS) return [];
  const subtitle = first!.length > 1 ? first!.slice(1) : (rest.shift() ?? []);
  const body = rest.flat();
  // "Explain compound interest in 3 steps": the topic is the title; the steps were not given.
  const asked = options.explain && groups.length === 1 && first!.length === 1 ? explained(heading.text.replace(/[.!?]$/, '').trim()) : undefined;
  // A slogan's beats keep their last stop as they keep the others ("NEW YEAR. NEW YOU.").
  const layers = [textLayer('heading', capitalise((asked?.topic ?? heading.text).replace(/\p{Lu}{2}[.!?]\s\p{Lu}{2}/u.test(heading.text) ? /$^/ : /\.$/, '')).slice(0, 120))];
  // "3 easy ways to save money: cook at home, cancel unused subscriptions, walk instead of driving": as many items as
  // the title counts are its list, not a subtitle.
  const count = LISTICLE.exec(heading.text.trim()) ?? COUNTED_PARTS.exec(heading.text.trim().replace(/[.!?]$/, ''));
  // "… – put it in a list": what follows the title is the list asked for, whatever its number.
  const listAsked = body.length === 0 && subtitle.length >= 2 ? reading.first(LIST_ASKED, from, to) : undefined;
  if (listAsked) {
    reading.takeMatch(listAsked);
    // Said at the end of the last item ("…, free entry - as a list please"): the item ends before it.
    const at = listAsked.index - from;
    subtitle.splice(0, subtitle.length, ...subtitle.map((c) => (c.from < at && c.to > at ? trimmed({ text: c.text.slice(0, at - c.from).replace(/[\s,;–—-]+$/, ''), from: c.from, to: at }) : c)).filter((c) => c.from < at || c.from >= at + listAsked[0].length));
  }
  if (listAsked || (count && body.length === 0 && subtitle.length >= 2 && cardinalValue(count[1]!.toLowerCase()) === subtitle.length)) {
    const items = subtitle.map((c) => capitalise(c.text.trim().replace(/\.$/, '').replace(/^(?:and|or)\s+/i, '')).slice(0, 200));
    const used = [heading, ...subtitle];
    for (const c of used) reading.take(from + c.from, from + c.to);
    const list: ListLayer = { type: 'list', items: withoutLeftRemarks(items), numbered: false, stagger: 0.6, arrangement: 'rows', start: 0, animation: animation() };
    return [
      { kind: 'text', start: from + heading.from, end: from + heading.to, layers, said: {} },
      { kind: 'list', start: from + subtitle[0]!.from, end: from + Math.max(...subtitle.map((c) => c.to)), layers: [list], said: {} },
    ];
  }
  if (subtitle.length) layers.push(textLayer('subtitle', subtitle.map((c) => c.text.replace(/\.$/, '')).join(' · ').slice(0, 160)));
  // One clause is a line, not a paragraph: no closing full stop ("Apply at studio.io/jobs").
  if (body.length) layers.push(textLayer('body', (body.length === 1 ? body[0]!.text.replace(/(?<!\.)\.$/, '') : body.map((c) => c.text).join(' ')).slice(0, 300)));
  const used = [heading, ...subtitle, ...body];
  for (const c of used) reading.take(from + c.from, from + c.to);
  const missing = asked?.untold ?? askedFor;
  const untold = missing ? `only the title was made: the text of the ${missing} was not given (write each in "double quotes")` : undefined;
  return [{ kind: 'text', start: from + heading.from, end: from + Math.max(...used.map((c) => c.to)), layers, said: {}, ...(untold ? { hint: untold } : {}) }];
}

/** A list asked of the words already given: "put it in a list", "make them bullet points", "as a list please". */
const LIST_ASKED = /\b(?:(?:put|make|turn|show|have|lay|set)\s+(?:it|them|this|these|that|everything|(?:it|this|that)\s+all|all\s+(?:of\s+)?(?:it|that|this))\s+(?:out\s+)?(?:in(?:to)?|as)?\s*|(?<=^|[,;–—-]\s*)(?:as|in)\s+)(?:an?\s+)?(?:bullet(?:ed)?\s+|numbered\s+)?(?:list|bullet\s+points|bullets)\b/i;

/** Three or more clauses of a few words, each opening with a verb: one line of actions said in a row. */
function actionRun(clauses: readonly Clause[]): boolean {
  return clauses.length >= 3 && clauses.every((c) => words(c.text).length <= 5 && /^[\p{Ll}\p{Lu}]/u.test(c.text.trim()) && nlp(c.text.trim().replace(/^(?:and|or|then)\s+/i, '')).has('^#Verb'));
}

/**
 * A sentence: to . ! ? before a space ("jobs.acme.io" and "$4.50" are whole), not after a short form ("Eagles vs.
 * Hornets"), nor between two short shouted ones, a slogan's beats ("NEW YEAR. NEW YOU.", "EAT. SLEEP. TRAIN.").
 */
const SENTENCE = /(?:[^.!?\n]|(?<=\b(?:vs|Vs|St|Dr|Mr|Mrs|Ms|Jr|Sr|No|Ep|Vol|approx|etc|Mt|Inc|Ltd|Co|Ave|Rd))\.|(?<=(?:^|[.!?\s])\p{Lu}{2,}(?:\s\p{Lu}{2,}){0,2})[.!?](?=\s\p{Lu}{2,}(?:\s\p{Lu}{2,}){0,2}[.!?]*(?:\s|$))|[.!?](?![\s]|$))+[.!?]*/gu;

/**
 * A clause too long for a title, or a run of facts, at its spaced dashes ("Little Otters Swim School — term starts 8
 * Sept — ages 3 to 7"); one dash is a title's own ("Sam – Head Baker").
 */
function atDashes(c: Clause): Clause[] {
  // A layout or framing said before a dash ("side by side — Basic $9/mo") is no part of the text after it.
  const dash = /\s[—–-]\s/.exec(c.text);
  if (dash && classifyClause(c.text.slice(0, dash.index)) !== 'content' && classifyClause(c.text.slice(dash.index + dash[0].length)) === 'content') {
    return [{ text: c.text.slice(0, dash.index), from: c.from, to: c.from + dash.index }, { text: c.text.slice(dash.index), from: c.from + dash.index, to: c.to }];
  }
  if (words(c.text).length <= MAX_HEADING_WORDS && (c.text.match(/\s[—–-]\s/g) ?? []).length < 2) return [c];
  // (On the clause as written, before trimmed() closes the gaps of taken words: offsets stay the prompt's.)
  return [...spans(c.text, /(?:[^—–-]|(?<!\s)[—–-]|[—–-](?!\s))+/g)].map((p) => ({ text: p.text, from: c.from + p.from, to: c.from + p.to })).filter((p) => p.text.trim().length > 0);
}

/** A word of a date or a time ("fri", "21st", "7pm", "19:30", "June"), and a price's first word ("£5", "80p"). */
const WHEN_WORD = new RegExp(String.raw`^(?:${MONTHS_DAYS}|mon|tue|tues|wed|weds|thu|thur|thurs|fri|sat|sun|\d{1,2}(?:st|nd|rd|th)|\d{1,2}(?:[:.]\d{2})?\s?(?:am|pm)|\d{1,2}:\d{2}|noon|midday|midnight)$`, 'i');
const PRICE_WORD = /^(?:[$€£¥]\d[\d,.]*|\d[\d,.]*(?:p|€))$/i;

/** Words that join two of a date's or time's words into one run: "Saturday 27th September at 7pm", "6 to 9pm". */
const WHEN_JOINER = /^(?:at|from|to|till|until|and|-|–|—|,)$/i;
/** A preposition left hanging before the date or place cut from it ("… Village Hall on"): no word of the name. */
const HANGING = /\s+(?:on|at|from|by|in|this|next|for)\s*$/i;
/** "Harvest Supper at Little Baddow Village Hall": an event's name, then its place in capitals after "at". */
const NAME_AT_PLACE = /^(.+?)\s+(?:at|@)\s+((?:the\s+)?\p{Lu}[\p{L}'’.&-]*(?:\s+(?:\p{Lu}[\p{L}'’.&-]*|of|the|and|&|on)){0,5})$/u;

/**
 * A clause cut before and after each run of date and time words, and before each price; itself when none cut it.
 * A run keeps the words that join it ("Saturday 27th September at 7pm"), a part before it loses the preposition left
 * hanging ("… Village Hall on"), and an event's name is set apart from its place ("Harvest Supper" / "Little Baddow
 * Village Hall").
 */
function atFacts(c: Clause): Clause[] {
  const tokens = [...c.text.matchAll(/\S+/g)].map((m) => ({ at: m.index!, word: m[0].replace(/[,.;]+$/, '') }));
  // A time typed with a space ("8 am") is one word of a time.
  const clock = (i: number) => (/^\d{1,2}(?:[:.]\d{2})?$/.test(tokens[i]?.word ?? '') && /^(?:am|pm|a\.m\.?|p\.m\.?)$/i.test(tokens[i + 1]?.word ?? '')) || (/^(?:am|pm|a\.m\.?|p\.m\.?)$/i.test(tokens[i]?.word ?? '') && /^\d{1,2}(?:[:.]\d{2})?$/.test(tokens[i - 1]?.word ?? ''));
  const isWhen = (i: number) => WHEN_WORD.test(tokens[i]!.word) || clock(i);
  const when = tokens.map((t, i) => isWhen(i) || (WHEN_JOINER.test(t.word) && i > 0 && i + 1 < tokens.length && isWhen(i - 1) && isWhen(i + 1)));
  const cuts = new Set<number>();
  tokens.forEach((t, i) => {
    const before = i > 0 && when[i - 1]!;
    if (i > 0 && ((when[i] && !before) || (!when[i] && before) || PRICE_WORD.test(t.word))) cuts.add(t.at);
  });
  if (!cuts.size) return [c];
  const starts = [0, ...[...cuts].sort((a, b) => a - b)];
  const parts = starts.map((at, i) => {
    const text = c.text.slice(at, starts[i + 1] ?? c.text.length);
    const hanging = HANGING.exec(text.replace(/[\s,]+$/, ''));
    const end = hanging ? at + hanging.index : starts[i + 1] ?? c.text.length;
    return trimmed({ text: c.text.slice(at, end), from: c.from + at, to: c.from + end });
  });
  return parts.flatMap((p, i) => {
    const named = i === 0 ? NAME_AT_PLACE.exec(p.text) : null;
    if (!named) return [p];
    const place = p.text.lastIndexOf(named[2]!);
    const name = named[1]!.replace(/^the\s+(?=\p{Lu})/u, '');
    return [{ text: name, from: p.from + named[1]!.length - name.length, to: p.from + named[1]!.length }, { text: named[2]!, from: p.from + place, to: p.from + place + named[2]!.length }];
    // ("It's Saturday June 7th …": the words that only lead to the date, "it's", "this is", are no part to show.)
  }).filter((p) => p.text.length > 0 && /[\p{L}\d]/u.test(p.text) && !/^(?:on|at|from|by|in|to|and|it['’]?s|it\s+is|it['’]ll\s+be|it\s+will\s+be|this\s+is|that['’]?s|which\s+is|is|we['’]re|we\s+are)$/i.test(p.text));
}

/** "say MIXED GRILL £9.99", "show Open Late": a verb of showing before its copy asks; the copy is what is shown. */
const SHOWING_VERB = /^(?:(?:and|then|just|also)\s+)*(?:say|says|saying|show|display|write|read|reads)\s*:?\s+(?=[\p{Lu}\d$£€#])|^(?:and|&|plus|then)\s+(?=\p{Lu}{2}[\p{Lu}\d'’!-]*(?:\s+[\p{Lu}\d][\p{Lu}\d'’!-]*)*\s*(?:[.!?]|$))/u;
function withoutShowingVerb(c: Clause): Clause {
  const verb = SHOWING_VERB.exec(c.text);
  return verb ? shift(c, verb[0].length) : c;
}

/** A clause without the size, placement and emphasis words said after its text ("GAME DAY in giant letters"). */
function withoutTail(c: Clause): Clause {
  const kept = withoutStyleTail(c.text);
  return kept === c.text ? c : { text: kept, from: c.from, to: c.from + kept.length };
}

function* spans(text: string, pattern: RegExp): Generator<Clause> {
  for (const m of text.matchAll(pattern)) yield { text: m[0], from: m.index, to: m.index + m[0].length };
}


/** A clause without its spaces, nor the dash, slash or bar that set it apart from the items beside it ("Ages 6–12 /"). */
function trimmed(c: Clause): Clause {
  // A dash, slash or bar that set the clause apart from what came before it ("<photos> — Meet the team") is no word.
  const start = c.text.length - c.text.replace(/^\s*(?:[—–/|-]+\s+)*/, '').length;
  // A small word left alone after words taken out ("Summer Reading <in white letters on an orange> to <pink gradient>")
  // belonged to them.
  // So is an emoji left after it ("Glow Nails w <sparkles> ✨"): the taken words' picture.
  // Nor is the "and" that joined it to the next scene ("… five pounds and the last one says …").
  const kept = c.text.slice(start).trim().replace(/(?:\s+[/|])+$/, '').replace(/\s+(?:and|then|plus)$/i, '').replace(/(?:\s{2,}(?:to|and|with|on|in|at|of|a|an|the|&))+(?=\s*[.!?]*$)/i, '').replace(/(?:^|\s+)(?:with|w\/?)(?:\s{2,}[\p{Extended_Pictographic}\uFE0F\u200D\s]*)?(?=[.!?]*$)/iu, '');
  // Words taken out leave no gap before the punctuation after them: "Happy New Year <with fireworks>!" is "Happy New Year!".
  return { text: kept.replace(/\s+/g, ' ').replace(/\s+(?=[!?.,;:](?:\s|$))/g, ''), from: c.from + start, to: c.from + start + kept.length };
}

function words(text: string): string[] {
  return text.match(/[\p{L}\d][\p{L}\d'’-]*/gu) ?? [];
}

/** The end of a scene's label with its colon: "last slide:", "slide 3:", "final card -". */
const LABELLED_SCENE = /\b(?:slide|scene|card|screen|frame)(?:\s+(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten))?\s*[:\-–—]\s*$/i;

/**
 * A scene labelled with a colon ("last slide: Doors 9pm", "slide 3: See you there") that built nothing shows its
 * unquoted words, in a brief that quoted other texts too: the label says they are the scene's, not description.
 */
export function labelledSceneTexts(reading: Reading, scenes: { segment: { start: number; end: number }; pieces: Piece[] }[]): void {
  for (const b of scenes) {
    if (b.pieces.some((p) => p.kind !== 'logo') || !LABELLED_SCENE.test(reading.text.slice(Math.max(0, b.segment.start - 40), b.segment.start))) continue;
    b.pieces.push(...readPlainTexts(reading, b.segment.start, b.segment.end));
  }
}
