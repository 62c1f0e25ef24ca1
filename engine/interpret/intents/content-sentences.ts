import { NUMBER, numberValue } from '../read/words.js';
import { textLayer } from '../compose/layers.js';
import { listLayer } from './list-layer.js';
import type { Piece } from '../compose/piece.js';
import type { Reading } from '../read/reading.js';
import { ARRANGED, courtesy, framing, sellingNo } from '../read/roles.js';
import { RUN_ON_HEDGE } from '../read/text-end.js';
import { styleOnly } from './plain-text.js';
import { describesVideo } from '../read/video-description.js';

/*
 * Sentences of content in a brief that quoted its texts: 'Explainer titled "Why sleep matters". Adults need 7 to 9
 * hours a night. Sleep clears waste from the brain. End with "Sleep well tonight".' The two middle sentences are
 * what the explainer explains: people expect them on screen, not dropped as description. Instructions and style
 * ("Use a calm blue background.", "Keep it under 20 seconds.", "Make it feel premium.", "It's for my sister.") are
 * not content: they ask for something, speak of the video's look or make-up, or tell who it is for.
 */

/** A sentence that opens by asking for something (not a call to act: "Book now", "Join us", "Try it free" are copy). */
const ASKING = new RegExp(
  String.raw`^(?:(?:and|also|then|so|oh|ok(?:ay)?|please)\s+)*(?:` +
    [
      String.raw`(?:use|add|put|show(?!\s+(?:up|off)\b)|set|include|display|feature|animate|render|create|generate|build|place|cent(?:er|re)|align|avoid|mention|highlight|insert|zoom|pan|overlay|remove|loop|repeat|apply\s+(?:a|an|the|some|it)|choose|pick|target|ensure|write|format|fade|cut|transition|change|swap|replace|move|resize|crop)\b`,
      // "Start with …", "End on …" ask; "Start small.", "Open 7am to 3pm." say.
      String.raw`(?:finish|close|end|open|start|begin|slow|speed)\s+(?:with|on|by|it|them|both|all|everything|the\s+(?:video|clip|scene|slide)s?)\b`,
      String.raw`(?:go|stick|aim)\s+(?:for|with)\b`,
      String.raw`(?:keep|make|let|have|give|turn|leave)\s+(?:it|sure|this|them|everything|things|all|the)\b`,
      String.raw`(?:no|nothing|without)\b`,
      String.raw`(?:don'?t|do\s+not|never)\s+(?:use|make|add|put|include|show|let|have|go|forget|want|need|animate|move)\b`,
      String.raw`(?:can|could|would|will)\s+(?:you|u|ya)\b`,
      String.raw`(?:it|this|that|the\s+whole\s+thing)(?:'s|\s+is|\s+should|\s+must|\s+will|\s+needs?|\s+has\s+to)\b`,
      String.raw`(?:for|about|with|target(?:ed|ing)?)\b`,
      // References and wishes: "Think Nike ads.", "Something like an Apple keynote.", "Inspired by Wes Anderson."
      // What the footage shows ("Beautiful sunset over the river.", "Aerial view of the city."): pictures to find.
      String.raw`(?:an?\s+)?(?:beautiful|stunning|gorgeous|breathtaking|happy|smiling|aerial|drone|close-?up|slow[- ]?mo(?:tion)?|wide|cinematic|dramatic|moody|shots?|footage|views?|scenery|montage)\b`,
      String.raw`(?:think|imagine|picture|something|kind\s+of|sort\s+of|inspired|similar|like|reference|inspo|maybe|ideally|optionally|preferably)\b`,
      String.raw`(?:we|i)\s+(?:want|need|would|'d|wanna|like)\b`,
      // About the person the video is for ("She loves pink.", "He turns 40 on Friday."): context, not copy.
      String.raw`(?:she|he|her|his)\b`,
    ].join('|') +
    ')',
  'i',
);

/** Somewhere in the sentence: asking, or speaking of oneself (the brief's context, not the video's words). */
/** A request anywhere in it, or one joined on by "so" ("linkedin so keep it square"). */
const ASKING_ANYWHERE = /\b(?:should|please|make\s+sure|would\s+like|'d\s+like|wanna|I|I'm|I've|I'd|I'll|me|my|mine)\b|\bso\s+(?:keep|make|use|put|add|set|have|give)\s+(?:it|them|this|everything|things|the)\b/;

/** Words about the video's look and make-up: a sentence that has one is about the video, not in it. */
const VIDEO_WORDS = new RegExp(
  String.raw`\b(?:background|backdrop|bg|fonts?|typefaces?|typography|colou?rs?|colou?red|palette|themes?|styles?|styled|vibes?|aesthetics?|mood|tone|animations?|animated|transitions?|fades?|fading|formats?|vertical|horizontal|portrait|landscape|layouts?|slides?|scenes?|videos?|clips?|reels?|logos?|music|soundtrack|songs?|narration|narrator|voice(?:[- ]?over)?|captions?|subtitles?|titles?|headings?|headlines?|text|texts|lettering|writing|italic|premium|design|templates?|instagram|tiktok|youtube|shorts|stories|frames?|shots?|footage|photos?|pictures?|images?|zoom|sparkles?|confetti|balloons|fireworks|emojis?|stickers?|gradients?|cent(?:er|re)d|aligned|lower\s+third|promo|advert|explainer|trailer|teaser|slideshow|intro|outro|montage|thumbnail|aspect|resolution|1080p|720p|4k|fps|lowercase|uppercase|all\s+caps|minimal(?:ist)?|sleek|elegant|playful|retro|vintage|cinematic|corporate|pastel|neon|muted|vibrant|upbeat|audience|viewers|platform|watermark|countdown|timer|progress\s+bar|chart|graph|ads?|adverts?|commercials?|keynote|brand(?:ing)?|b-?roll|stock|people\s+(?:dancing|walking|laughing|smiling|working|talking)|drone|aerial|pace|pacing|tempo|movement|motion|cuts|(?:high|low)\s+energy|energetic|fonts?|serif|sans)\b|\b(?:9:16|16:9|1:1|4:5|4:3)\b`,
  'i',
);

/** Two capitalised words opening a sentence, neither a word of asking or framing: a name ("Bubbles Laundry, …"). */
const NAME_FIRST = /^(?!(?:The|A|An|Our|My|Your|This|That|It|We|I|Please|Make|Use|Add|Put|Show|Keep|Give|Let|Have|Title|Then|And|So|Also|Just|Can|Could|Would|Hi|Hey|Hello|Thanks|Thank|No|Yes|Ok|Okay)\b)\p{Lu}[\p{L}'’&-]+\s+\p{Lu}[\p{L}'’&-]+(?=[\s,.!:–—-]|$)/u;

/** A sentence opening with the sender's news: "We're hiring …", "We are opening …", "Now hiring …", "We've moved …". */
const NEWS_OPENING = /^(?:we['’]re|we\s+are|we['’]ve|we\s+have|now)\s+(?:hiring|recruiting|opening|open|moving|moved|launching|launched|expanding|celebrating|turning)\b/i;

/** A sentence that reads as advertising copy. */
const COPY = /!$|\d\s?%|[$€£]\s?\d|\b(?:free|off|sale|new|now|today|only|limited)\b|\b\d{1,2}(?:[:.]\d{2})?\s?(?:am|pm)\b|\bopen\s+(?:house|day|evening|night|mic)\b/i;

/** The writer's purpose, said in the sentence: "… and want to show parents where it's going", "we'd like to thank …". */
const PURPOSE_SAID = /\b(?:(?:we|i)\s+)?(?:want|wanted|would\s+like|['’]d\s+like|need|hope)\s+to\s+(?:show|tell|let|thank|share|explain|remind|invite|update|say)\b/i;

/** A place or a home described by its facts: "42 Elm Road, Harrowgate", "3 bed semi-detached": a listing's copy. */
const PLACE_FACTS = /\b\d{1,5}[a-z]?\s+(?:\p{Lu}[\p{L}'’-]*\s+){1,3}(?:Road|Rd|Street|St|Lane|Avenue|Ave|Close|Drive|Crescent|Place|Court|Gardens|Terrace|Grove|Square|Hill|Row|Mews|Way|Walk)\b|\b\d\s?-?\s?(?:bed|bedroom|bedroomed)s?\b/u;

/** The quoted texts said to be the only ones: "just 'A' and 'B'", "only the words 'A'", "nothing but 'A'". */
const ONLY_THESE = /\b(?:just|only|simply|nothing\s+(?:but|except)|no\s+(?:other\s+)?(?:text|words)\s+(?:but|except))\s+(?:(?:the|a|an)\s+)?(?:(?:text|words?|line|title)\s+)?⟪q\d+⟫/i;

/** Thanks and a name: "Thank you, Mrs Patel", "Cheers, Dave". */
// A person: one first name, or a form of address and a name ("Thank you, Leeds DC!" thanks a place: copy).
const SIGNED = /^(?:[Tt]hanks|[Tt]hank\s*you|[Cc]heers|[Mm]any\s+thanks|[Tt]a|[Bb]est|[Rr]egards)\s*,?\s*(?:(?:Dr|Mr|Mrs|Ms|Miss|Prof|Rev)\.?\s+\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*)?|\p{Lu}\p{Ll}[\p{L}'’-]*)[\s.]*$/u;

const BARE_THANKS = /^(?:thanks|thank\s*you|thank\s*u|cheers|ta)(?:\s+(?:so|very)\s+much)?[\s!.:)🙏]*$/i;

const MIN_WORDS = 3;
const MAX_WORDS = 30;

export interface ContentSentence {
  text: string;
  start: number;
  end: number;
}

function wordsOf(text: string): string[] {
  return text.match(/[\p{L}\p{N}][\p{L}\p{N}'’%$€£.,-]*/gu) ?? [];
}

/** Whether a sentence, as written, says something to show rather than asking for something. */
export function isContentSentence(sentence: string, minWords = MIN_WORDS): boolean {
  const text = sentence.trim();
  const n = wordsOf(text).length;
  // Two words do when they sell ("Tickets $15.", "Free entry!") or pair a label with its value ("Wednesday – Glass.").
  const pair = /^[\p{L}\p{N}'’&]+\s*(?:\s[-–—]\s|:\s)\s*[\p{L}\p{N}]/u.test(text);
  // Or name something: "Fernhill Roasters." (capitalised words, nothing else).
  const name = /^(?:\p{Lu}[\p{L}'’.-]*|&)(?:\s+(?:\p{Lu}[\p{L}'’.-]*|&|of|the|and)){1,4}[.!]?$/u.test(text) && NAME_FIRST.test(text);
  if (n < (COPY.test(text) || pair || name ? Math.min(2, minWords) : minWords) || n > MAX_WORDS) return false;
  // Colours and style words only ("Deep purple with gold.", "Bright and fun."): the look.
  if (styleOnly(text.replace(/\bwith\b/gi, 'and'))) return false;
  // A look under a short label of its own ("Stark: black and white only.", "Vibe: warm and cosy."): the look.
  const labelled = /^[\p{L}'’-]+(?:\s+[\p{L}'’-]+)?\s*:\s*(.+)$/u.exec(text);
  if (labelled && styleOnly(labelled[1]!.replace(/\b(?:with|only|just|all|mostly)\b/gi, 'and'))) return false;
  // How things appear ("each one pops up one at a time: …") is about the video too.
  if ((ASKING.test(text) && !sellingNo(text)) || ASKING_ANYWHERE.test(text) || VIDEO_WORDS.test(text) || ARRANGED.test(text)) return false;
  // What the video is and where it plays ("Training vid for the new CRM."), a greeting or a sign-off: never its copy.
  if (framing(text.replace(/[.!?]+$/, '')) || courtesy(text) || describesVideo(text)) return false;
  // A sentence, not a fragment of a style: it has a word that is not a colour or a style word (read by style.ts).
  return /[\p{L}\p{N}]/u.test(text);
}

/**
 * The content sentences of [from, to): whole sentences (from a sentence's start to its end), with no quote, picture
 * or narration in them, that nothing else read (three quarters of their letters unused), and that read as content.
 */
export function readContentSentences(reading: Reading, from: number, to: number): ContentSentence[] {
  const found: ContentSentence[] = [];
  // "just 'Sold Out' huge and 'see you there' small": the quotes are all the text there is.
  if (ONLY_THESE.test(reading.text)) return found;
  const text = reading.text;
  const firstQuote = text.search(/⟪q\d+⟫/);
  // A sentence ends at . ! ? before a space or the end ("jobs.acme.io", "$4.50" are whole), or at a line break.
  const pattern = /[^.!?\n]*(?:[.!?](?=\S)[^.!?\n]*)*(?:[.!?]+|(?=\n)|$)/g;
  pattern.lastIndex = from;
  for (let m = pattern.exec(text); m && m.index < to; m = pattern.exec(text)) {
    if (m[0].length === 0) {
      pattern.lastIndex++;
      continue;
    }
    let start = m.index + m[0].length - m[0].trimStart().length;
    const end = Math.min(m.index + m[0].length, to);
    // A quote that ends a sentence itself ('"Did you know?" Octopuses have three hearts.'): a capital after it opens one.
    const token = /⟪q(\d+)⟫\s*(?=\p{Lu})(?!.*⟪)/su.exec(text.slice(start, end));
    // …or a short title followed by a capital with no stop between: '"Our mission" Clean water for everyone.'
    const said = token ? (reading.quotes[Number(token[1])] ?? '') : '';
    if (token && (/[.!?]["”»]?$/.test(said) || (said.split(/\s+/).length <= 6 && /^\s+/.test(token[0].slice(token[0].indexOf('⟫') + 1))))) start += token.index + token[0].length;
    if (start >= end || start < from) continue;
    // "New listing video please: 4 bed detached, Orchard Lane.": what the video is, then a colon, then its words.
    const lead = /^([^:⟪⟫\u0001]{3,60}):\s+(?=\S)/.exec(text.slice(start, end));
    const framed = lead !== null && (framing(lead[1]!.replace(/\s+(?:please|pls|plz)\s*$/i, '')) || describesVideo(lead[1]!));
    if (framed) start += lead[0].length;
    // A hedged wish run on after the words ends them (read/text-end.ts); its words stay for their own readers.
    const hedge = new RegExp(String.raw`\s+${RUN_ON_HEDGE}`, 'i').exec(text.slice(start, end));
    const sentence = text.slice(start, hedge && hedge.index > 0 ? start + hedge.index : end);
    // The start of a sentence: after a full stop, a line break, or the prompt's start (not mid-sentence, after a marker).
    const before = text.slice(0, start);
    // A scene's own start counts too: "… with 'units left' under it, then The Quarry Lofts — book a viewing".
    const sceneStart = from > 0 && text.slice(from, start).trim() === '' && !text.slice(start, end).includes(':');
    if (before.trim() !== '' && !/(?:[.!?]|\n|⟫)\s*$/.test(before) && !sceneStart && !framed) continue;
    if (/[⟪⟫\u0001]/.test(sentence)) continue;
    // Whole: a label ("Year in review 2025:") or a sentence the scene's end cuts is none.
    if (m.index + m[0].length > to || /:\s*$/.test(sentence)) continue;
    // Said before the brief's first quoted text, a sentence tells what the video is about ("Our host is great.
    // Title "Hi"."); after it, among the texts, it is one of them.
    // Copy that sells says so wherever it stands ("Black Friday sale! Up to 60% off everything. Countdown from 10 then
    // "Shop now"."): an exclamation, a discount, a price, "free".
    // So does a name opening the sentence ("Bubbles Laundry, 22 high st."): the business the video is for.
    // So do the words a framing lead introduces with its colon.
    // And news the sender announces ("We're hiring a Senior Backend Engineer at Lumora."): copy wherever it stands.
    if ((firstQuote < 0 || start < firstQuote) && !framed && !COPY.test(sentence.trim()) && !PLACE_FACTS.test(sentence) && !NAME_FIRST.test(sentence.trim()) && !NEWS_OPENING.test(sentence.trim())) continue;
    // "Thank you, Mrs Patel" ending a brief that quoted its texts: the writer signing off.
    // So is a bare "Thank you!" ending it: its texts were quoted, so unquoted thanks are the writer's, not copy.
    if (reading.typedQuotes > 0 && (SIGNED.test(sentence.trim()) || BARE_THANKS.test(sentence.trim())) && /(?:\n|[.!?])\s*$/.test(before) && text.slice(end).trim() === '') continue;
    const letters = [...sentence.matchAll(/[\p{L}\p{N}]/gu)].map((x) => start + x.index);
    const free = letters.filter((i) => reading.isFree(i, i + 1)).length;
    if (letters.length === 0 || free / letters.length < 0.75) continue;
    if (!isContentSentence(sentence) || PURPOSE_SAID.test(sentence)) continue;
    found.push({ text: sentence.trim().replace(/\s+/g, ' '), start, end: start + sentence.length });
  }
  return found;
}

/** The on-screen text of a content sentence: as written, with its closing full stop dropped (a "!" or "?" kept). */
export function shownSentence(sentence: ContentSentence): string {
  return sentence.text.replace(/(?<![.])\.$/, '').slice(0, 160);
}

/** A piece showing a content sentence as a heading. */
export function sentencePiece(sentence: ContentSentence, role: 'heading' | 'subtitle' | 'body' = 'heading'): Piece {
  return { kind: 'text', start: sentence.start, end: sentence.end, layers: [textLayer(role, shownSentence(sentence))], said: {} };
}

/**
 * A sentence that opens with the title it goes under says the title twice ("Open House" over "Open house this
 * Sunday!"): what it adds ("This Sunday!"), or nothing when it only repeats it.
 */
export function afterTitle(sentence: string, title: string): string | undefined {
  const key = (t: string) => t.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
  const words = title.trim().split(/\s+/);
  const m = new RegExp(String.raw`^\s*${words.map((w) => w.replace(/[^\p{L}\p{N}]+/gu, '')).filter(Boolean).join(String.raw`[^\p{L}\p{N}]+`)}(?![\p{L}\p{N}])[\s,:;—–-]*`, 'iu').exec(sentence);
  if (!m || !key(title)) return sentence;
  const rest = sentence.slice(m[0].length).trim();
  return rest && /[\p{L}\p{N}]/u.test(rest) ? rest.charAt(0).toUpperCase() + rest.slice(1) : undefined;
}

/**
 * Whether a short sentence only restates a figure a counter of the brief shows ("We've just served our 10,000th
 * pizza!!" before "a number counting up to 10,000 …"): the counter says it, so it is no slide of its own.
 */
export function restatesCounter(sentence: string, counted: ReadonlySet<number>): boolean {
  if (wordsOf(sentence).length > 12) return false;
  const numbers = [...sentence.matchAll(new RegExp(String.raw`(?<![\d.,])(${NUMBER})(?:st|nd|rd|th)?\b`, 'g'))].map((m) => numberValue(m[1]!));
  return numbers.length > 0 && numbers.every((n) => Math.abs(n) >= 10 && counted.has(n));
}

/**
 * "Scene 2: Monday – General waste. Wednesday – Recycling. Friday – Garden waste.": lines of one kind said after a
 * scene's own marker are that scene's, one under another, a list with its first line. Short lines only (≤ 8 words),
 * and two or more of them; the piece becomes the list.
 */
export function linesUnderMarker(lone: Piece, rest: ContentSentence[]): boolean {
  const first = lone.layers[0];
  if (first?.type !== 'text' || rest.length < 2 || rest.length > 9 || !rest.every((s) => wordsOf(s.text).length <= 8)) return false;
  lone.layers = [listLayer([first.text, ...rest.map(shownSentence)], false)];
  lone.kind = 'list';
  lone.end = Math.max(lone.end, rest.at(-1)!.end);
  return true;
}
