import type compromise from 'compromise';
import { createRequire } from 'node:module';
import { DESIGNER_COLOURS, resolveColour } from '../../designer-colours.js';
import { WORDS_ABROAD } from './words-abroad.js';

/*
 * Words as people type them (issue 39), read once before any reader runs (reading.ts), outside quotes only:
 *
 * - shorthand and slang written out ("w/" → "with", "slo-mo" → "slow motion", "pix" → "pictures", "5 secs" →
 *   "5 seconds", "IG" → "Instagram"), a table of word classes rather than any brief's phrase;
 * - a slip of the keyboard in a word of the closed vocabularies (decoration kinds, colour names, looks, layouts,
 *   transitions, formats and platforms, speech and caption words) read as that word: "confeti", "sparkels",
 *   "portait", "narator", "backgound", "balons". A word of five letters or more, at one edit (a letter left out,
 *   added, changed, or two swapped; a doubled letter typed once is none) from a vocabulary word, that is not an
 *   English word itself (compromise's lexicon, and NOT_TYPOS for the English words it lacks): "while" is not
 *   "white", "lines" not "linen". A capitalised word inside a sentence is a name, never corrected.
 */


/** The closed vocabularies: every word a reader of decoration, colour, look, layout, motion, format or speech knows. */
const CLOSED_WORDS = [
  // Decoration kinds (effects.ts).
  'confetti sparkles sparkle sparkly glitter snowflakes snowflake bubbles balloons balloon fireworks firework twinkling starry',
  // Looks (style.ts).
  'minimal minimalist minimalistic elegant playful retro vintage classic modern',
  // Layouts and what they hold (layouts.ts).
  'collage columns picture pictures photos images side-by-side split-screen',
  // Transitions and motion (animation.ts).
  'crossfade crossfades dissolve dissolves transition transitions typewriter animated animation',
  // Formats and platforms (format.ts, roles.ts).
  'portrait landscape square vertical horizontal widescreen instagram tiktok youtube whatsapp facebook linkedin snapchat stories reels',
  // Speech, voice and captions (speech.ts, voice-words.ts, audio.ts).
  'narrate narrated narrator narration voiceover subtitles subtitle captions caption karaoke female british american australian',
  // The ground and its words; lengths; what is drawn over the scene ("progres bar", "lowr third").
  'background backdrop gradient seconds minutes highlight highlighted underline countdown slideshow soundtrack progress',
  // Colour modifiers.
  'pastel bright muted vivid electric',
  // Where a decoration goes, and how long it stays (effects.ts, durations.ts): "bubbles everywere", "througout".
  'everywhere throughout',
  // How people are reached (read/contacts.ts): "my numbr 07700 900123", "phne".
  'number phone mobile website address',
  // Counters (counters.ts): "coutning up".
  'counting',
].join(' ').split(/\s+/);

/** Colour names long enough to be told from other words by one letter (designer-colours.ts). */
const COLOUR_WORDS = Object.keys(DESIGNER_COLOURS).filter((name) => !name.includes(' ') && name.length >= 6);

const VOCABULARY = [...new Set([...CLOSED_WORDS, ...COLOUR_WORDS])];
const KNOWN = new Set(VOCABULARY);

/**
 * English words one edit from a vocabulary word that compromise's lexicon lacks: they are words, not slips. Found by
 * running every word of an English (hunspell) dictionary, with its regular forms, through closedWordFor; keep it
 * so when the vocabulary grows.
 */
export const NOT_TYPOS = new Set(
  `aglitter aright babbles bight blight bobbles brutish bumbles bumpkin burbles butler butte cameo cameos captious
   caravel cation cations chopper collagen college copped copter cropper crown custard cutter demon ember fright
   glister grange gritter gutter heart hearth hopper imagoes litter livid mated metro minima minimalism mintage
   minuets mutter nutter passel petrel popper putter salon salons saloon salver sideshow slave slitter sliver
   slivers starlet stogies surtitle surtitles tarry tinkling topper typewrite typewrites underlie underling
   undermine vantage violence violent wherry whine winkling wiper wipers bellow collate imaged landscaper narrates
   photon photons pictured squire subtitled`.split(/\s+/),
);

/** compromise's lexicon, loaded (as clauses.ts loads the tagger: its one-file build) when a slip is first suspected. */
let lexiconOnce: Record<string, unknown> | undefined;
function lexicon(): Record<string, unknown> {
  if (!lexiconOnce) {
    const model = (createRequire(import.meta.url)('compromise') as typeof compromise).model() as { one: { lexicon: Record<string, unknown> } };
    lexiconOnce = model.one.lexicon;
  }
  return lexiconOnce;
}

/** Whether `word` (lower case) is an English word: in the lexicon itself, or a regular form of a word that is. */
function english(word: string): boolean {
  if (NOT_TYPOS.has(word) || lexicon()[word] !== undefined) return true;
  const stems = [/ies$/, /es$/, /s$/, /ed$/, /d$/, /ing$/, /er$/, /ly$/, /y$/].flatMap((suffix) => (suffix.test(word) ? [word.replace(suffix, ''), word.replace(suffix, suffix.source === 'ies$' ? 'y' : 'e')] : []));
  return stems.some((stem) => stem.length >= 3 && (lexicon()[stem] !== undefined || NOT_TYPOS.has(stem)));
}

/** The optimal-string-alignment distance (Damerau–Levenshtein with adjacent swaps), stopping early past `max`. */
export function editDistance(a: string, b: string, max = 2): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [Array.from({ length: b.length + 1 }, (_, j) => j)];
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(rows[i - 1]![j]! + 1, row[j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, rows[i - 2]![j - 2]! + 1);
      row.push(d);
      best = Math.min(best, d);
    }
    if (best > max) return max + 1;
    rows.push(row);
  }
  return rows[a.length]![b.length]!;
}

/** A word with its doubled letters single: a doubled letter typed once ("confeti", "balons") is no edit. */
const squeeze = (word: string) => word.replace(/(\p{L})\1+/gu, '$1');
/** Another form of the same word, not a slip: "columns" of "column", "photos" of "photo", "backgrounds". */
const INFLECTION = /^(?:s|es|ed|d|er|ers|ly|y|ing|ings|ist|ists|ism)$/;
const VOCABULARY_SQUEEZED = VOCABULARY.map((word) => [word, squeeze(word)] as const);

const formOf = (a: string, b: string) => (a.startsWith(b) ? INFLECTION.test(a.slice(b.length)) : b.startsWith(a) && INFLECTION.test(b.slice(a.length)));

/** The vocabulary word `word` (lower case) is a slip for, if exactly one fits; else undefined. */
export function closedWordFor(word: string): string | undefined {
  if (word.length < 5 || KNOWN.has(word)) return undefined;
  const short = squeeze(word);
  let found: string | undefined;
  let foundAt = 2;
  for (const [candidate, squeezed] of VOCABULARY_SQUEEZED) {
    // Its doubled letters typed once ("progres", "balons") is the word; another form of it ("photos") is not a slip.
    if (short !== squeezed && formOf(candidate, word)) continue;
    const d = short === squeezed ? 0 : editDistance(word, candidate, 1);
    if (d > 1 || squeezed.length < 5) continue;
    if (d < foundAt) [found, foundAt] = [candidate, d];
    // Two forms of one word ("firework", "fireworks"): the one as long as what was typed.
    else if (d === foundAt && found && formOf(candidate, found)) found = Math.abs(candidate.length - word.length) < Math.abs(found.length - word.length) ? candidate : found;
    else if (d === foundAt && candidate !== found) found = undefined;
  }
  // Two vocabulary words equally near: no guess. An English word is itself, however near.
  return found && !english(word) ? found : undefined;
}

/** Shorthand and slang → the words every reader knows. Each is a whole word (or "w/"), outside quotes. */

/** A decoration's kind named before "particles", as the decoration's readers name it. */
const PARTICLE_KINDS: Record<string, string> = { star: 'twinkling stars', heart: 'floating hearts', bubble: 'floating bubbles', balloon: 'floating balloons', snowflake: 'falling snow', snow: 'falling snow', sparkle: 'sparkles', glitter: 'sparkles', confetti: 'confetti', firework: 'fireworks' };

/** "the name of the event" as "the name", unless the name follows it (a replacer's offset and string come last). */
function nameAskedFor(...args: string[]): string {
  const [m, kind, at, all] = args as [string, string, string, string];
  return /^\s*(?:\p{Lu}|["'“‘«:⟪])/u.test(String(all).slice(Number(at) + m.length)) ? m : `the ${kind.toLowerCase()}`;
}

const SHORTHAND: [RegExp, string | ((...groups: string[]) => string)][] = [
  // French typography's space before a colon or a semicolon ("Ingrédients : farine, …"): the mark as English sets it.
  [/(?<=[\p{L}\p{N})])[ \u00a0\u202f]+(?=[:;](?:\s|$))/gu, ''],
  [/(?<![\p{L}\p{N}])w\/(?=\s)/giu, 'with'],
  // A list's comma said as its colon, items in capitals after it: "a list, Monday 7am Hatha, Wednesday 7am Vinyasa".
  [/(?<=\b(?:a|the)\s+(?:(?:numbered|bulleted|short)\s+)?list)\s*,(?=\s*\p{Lu}[^,.;!?\n]{0,60},\s*\p{Lu})/gu, ':'],
  // Or a spaced dash: "the concert dates as a list — 12 April – Brahms, 3 May – Sibelius".
  [/(?<=\b(?:a|the)\s+(?:(?:numbered|bulleted|short)\s+)?list)\s+[—–]\s+(?=[^,.;!?\n]{1,60},)/gu, ': '],
  // Text-speak joiners between lower-case words: "high pitched n fast", "captions w the words" (not "Section N", "W London").
  [/(?<=\b\p{Ll}[\p{Ll}'’-]*\s)n(?=\s+\p{Ll})/gu, 'and'],
  [/(?<=\b\p{Ll}[\p{Ll}'’-]*\s)w(?=\s+(?:the|a|an|my|our|some|\p{Ll}+s)\b)/gu, 'with'],
  // … and after a figure or shouted words, before any word: "GG EZ w fireworks", "from 10 to 0 w STREAM STARTING".
  [/(?<=(?:\b\p{Lu}{2,}|\b\d+)\s)w(?=\s+[\p{L}\d])/gu, 'with'],
  // A count from nothing said in words: "ticking up from zero to £12,480".
  [/\bfrom\s+(?:zero|nought|nothing)(?=\s+(?:up\s+)?to\s+[$€£¥]?\d)/gi, 'from 0'],
  [/\b(?:slo|slow)[- ]?mo\b/gi, 'slow motion'],
  [/\b(?:pix|pics|imgs|piccies)\b/gi, 'pictures'],
  [/\b(?:img|pic)\b/gi, 'picture'],
  [/\bppl\b/gi, 'people'],
  [/\b(?:backgound|backround|bakground|backgroud|bckgrnd|bkgd|bkg)\b/gi, 'background'],
  // Platforms by their short names (case kept apart: "IG", "TT"; "yt" and "insta" in any case).
  [/\bIG\b/g, 'Instagram'],
  [/\binsta\b(?!gram)/gi, 'Instagram'],
  [/\bTT\b/g, 'TikTok'],
  [/\byt\b/gi, 'YouTube'],
  // The article dropped, as typed fast: "text at end: …", "logo at start" (not "at end of day").
  [/\b(at)\s+(end|start|beginning)\b(?!\s+of\b)/gi, '$1 the $2'],
  // A name set as television sets it: "my name underneath TV style: …" (a lower third).
  [/\b(?:in\s+)?(?:a\s+)?(?:tv|news|broadcast)[- ]style\b(?=\s*[:,])/gi, 'as a lower third'],
  // A scene said to come after the one before: "after it a scene with: npm i -g quaycli" (then a scene).
  [/(?<=(?:^|[.!?]\s+))after\s+(?:it|that|this|the\s+(?:clip|video|photo|picture))\s*,?\s+(?=(?:a|an|one)\s+(?:new\s+)?(?:scene|slide|card|screen)\b)/gi, 'Then '],
  // Slips in the words that take back what was said: "its actualy sunday", "acutally".
  [/\b(?:actualy|acutally|actully|acually|actaully)\b/gi, 'actually'],
  // A name strip called by whose it is: "agent strip at bottom: Tom Reilly, Coastline Realty", "presenter bar: …".
  [/\b(?:agent|presenter|speaker|host|guest|realtor|reporter|interviewee)\s+(strip|strap|bar|tag|banner)\b/gi, 'name $1'],
  // A frame's ratio typed with a space for its colon: "make a 9 16 short", "16 9 please" (only the ratios frames have).
  [/(?<![\p{L}\p{N}:.,£$€])(9\s+16|16\s+9|4\s+5|1\s+1)(?=\s+(?:short|shorts|video|vid|reel|reels|format|ratio|aspect|clip|tiktok|post|story|please|pls|for)\b|\s*$)/giu, (m: string) => m.replace(/\s+/, ':')],
  // A speed factor said the other way round: "x2 speed", "at x4", "times 2 speed" (not a count: "batteries x3").
  [/(?<=\b(?:at|speed|speeds?\s+(?:it\s+)?up)\s+)[x×](\d(?:\.\d+)?)(?![\p{L}\p{N}×])|(?<![\p{L}\p{N}×.])[x×](\d(?:\.\d+)?)(?=\s+(?:speed|faster|slower)\b)/giu, '$1$2x'],
  [/\b(\d(?:\.\d+)?)\s+times\s+(speed|faster|slower)\b/gi, '$1x $2'],
  // A dropped g, as typed fast or said: "nothin fancy", "openin hours", "comin in one by one" (the common words only).
  [/\b(noth|someth|anyth|everyth|open|clos|com|go|look|mak|show|play|runn|start|end|read|sing|danc|wait|fad|slid|pop|zoom|count|mov)in\b(?!['’])/giu, '$1ing'],
  // A quote card said with whose line it shows ("quote card with our CEO's line "…" - Priya"): the card's lead.
  [/\b(a\s+)?quote\s+(card|slide)\s+(?:with|of|showing|featuring)\s+(?:(?:our|the|his|her|their|my)\s+)?(?:[\p{L}]+['’]s\s+)?(?:favou?rite\s+|famous\s+)?(?:line|words|quote|saying|motto)(?=\s*[:,-]?\s*(?:["“«'‘]|$))\s*[:,-]?/giu, (_m: string, a?: string, kind?: string) => `${a ?? ''}quote ${kind}:`],
  // A decoration named as particles of a kind ("stars particles", "heart particle effect", "particles of snow"): the
  // kind as the decoration readers know it.
  [/\b(?:(star|heart|bubble|balloon|snowflake|snow|sparkle|glitter|confetti|firework)s?\s+particles?(?:\s+effects?)?|particles?\s+(?:effect\s+)?(?:of|with)\s+(?:little\s+)?(star|heart|bubble|balloon|snowflake|snow|sparkle|glitter|confetti|firework)s?)\b/gi, (_m: string, a?: string, b?: string) => PARTICLE_KINDS[(a ?? b)!.toLowerCase()]!],
  // A name strap asked with whose name it is, its words quoted after ("a lower third on the clip with my guest's name
  // 'Dr. Priya Nair' and 'Sleep Researcher'"): the nouns are no text (a segment here ends where a quote starts). Not
  // "with her name": she was named before (lower-thirds.ts).
  [/\b(lower[- ]third|name\s*(?:tag|strap|strip|plate|super|bar)|chyron)((?:\s+(?:on|over)\s+(?:the|my|our)\s+(?:clip|video|footage|interview))?\s+with)\s+(?:our|the|my|your)\s+(?:[\p{L}-]+['’]s?\s+)?(?:full\s+)?name(?:\s+and\s+(?:job\s+)?(?:title|role))?\s*:?\s*$/giu, '$1$2 '],
  // A contact said after where it goes, dictated with no stop: "put the phone number on the screen 555 013 4477".
  [/\b((?:put|show|add|have|display|write)\s+(?:the|our|my)\s+(?:(?:phone|mobile|contact)\s+)?(?:number|phone))\s+(on\s+(?:the\s+)?screen)\s+(?=[+(]?\d)/gi, '$1 $2: '],
  // What each scene holds, said scene first: "each slide one word big in the middle" is one word per slide.
  [/\beach\s+(slide|scene|screen|card|frame)\s+(?:(?:gets|has|shows|with)\s+)?(?:one|a\s+single)\s+(word|line|name|city|place|quote|phrase)\b,?/gi, 'one $2 per $1,'],
  // (Whole words only: "vidéo" and "vídeo" are words of their own, not "vid" and a tail.)
  [/(?<![\p{L}])vid(?![\p{L}])/giu, 'video'],
  ...WORDS_ABROAD,
  // A name strap asked with its name and role each said after its noun ("a lower third with our guest's name, Dr. Amara
  // Okafor, and her title, Sleep Researcher", "lower third with her name (Jane Doe) and title (CEO)"): said as the
  // strap's reader knows it, "lower third: Dr. Amara Okafor, Sleep Researcher" (the nouns were drawn).
  [/\b(lower[- ]third|name\s*(?:tag|strap|strip|plate|super|bar)|chyron)\s+(?:with|showing|for)\s+(?:(?:our|the|my|his|her|their)\s+)?(?:[\p{L}-]+['’]s?\s+)?(?:full\s+)?name\s*(?:[,:(]|\bis\b)\s*([\p{L}][\p{L}'’.-]*(?:\s+[\p{L}][\p{L}'’.-]*){1,3}?)\s*\)?\s*,?\s*(?:and|&|plus|\+)\s*(?:(?:his|her|their|the|its)\s+)?(?:job\s+)?(?:title|role|position|job)\s*(?:[,:(]|\bis\b)\s*([\p{L}][\p{L}'’&-]*(?:\s+[\p{L}&][\p{L}'’&-]*){0,5}?)\s*\)?(?=\s*(?:[.,;!\n]|$))/giu, (_m: string, strap: string, name: string, role: string) => `${strap}: ${name}, ${role}`],
  // The video's name asked for by what it names ("first just the name of the event, then the date"): "the name",
  // which the readers of facts asked for by their kind resolve to the name said in the brief (referred-values.ts);
  // not when the name follows ("the name of the school English Corner Valencia").
  [/\b(?:just\s+|only\s+)?the\s+(name|title)\s+of\s+(?:the|our|my|this)\s+(?:event|business|shop|show|company|brand|night|party|festival|concert|fair|gig|match|school|club|team|restaurant|caf[eé]|bakery|salon|gym|clinic|class|course|podcast|channel|product|app|place|venue)\b(?!\s+(?:is|was|to|should|must|will|has|changed)\b)/giu, nameAskedFor],
  // Texts numbered as labels ("text 1: HAPPY NEW YEAR text 2: New year", "caption #2 -"): a label each, the second one
  // ending the first one's words where no stop did.
  [/(?<=[\p{L}\d!?'’)])[ \t]+(?=(?:text|caption)\s*#?\s*(?:[2-9]|two|three|four)\s*[:=–-]\s)/giu, '. '],
  [/(?<![\p{L}])(text|caption)\s*#?\s*(?:[1-9]|one|two|three|four)\s*[:=–-](?=\s)/giu, (_m: string, noun: string) => `${noun}:`],
  // A size asked of the text just named, in brackets ("Tacos El Güero (put the name big)", "(pon el nombre grande)",
  // "(title nice and big pls)"): said as English says it after a text, so the size goes to that text and the
  // request is never drawn.
  [/\s*\(\s*(?:please\s+)?(?:(?:put|make|have|set|write|show|pon|haz|mets|fais|mach|metti|zet|maak|coloca)\s+)?(?:the\s+|el\s+|le\s+|der\s+|den\s+|o\s+|il\s+|de\s+)?(?:name|title|text|it|that|this|words|letters|nombre|nom|nome|naam|titel|título|titre|titolo)\s+(?:in\s+)?(?:(?:really|very|extra|nice\s+and|muy|bien|sehr|très|molto|heel)\s+)?(big|bigger|large|larger|huge|giant|small|smaller|tiny|grande|grand|gros|grosse|groß|gross|grote|groot|pequeño|petit|klein)(?:\s+(?:letters|text|font|type))?\s*(?:please|pls|por\s+favor|bitte|svp)?\s*\)/giu, (_m: string, size: string) => ` in ${/^(?:small|smaller|tiny|pequeño|petit|klein)$/i.test(size) ? 'small' : /^(?:huge|giant)$/i.test(size) ? 'huge' : 'big'} letters`],
  // A phone's keyboard types contractions with a curly apostrophe ("it’s £9", "don’t"): the function words' own
  // contractions are read as typed on a computer; a name's possessive ("Mother’s Day") keeps its mark.
  [/\b(it|that|there|here|what|who|let|he|she|where|how)’s\b/giu, "$1's"],
  [/\b(\p{L}+n)’t\b/giu, "$1't"],
  [/\b(i)’(m|ve|ll|d)\b/giu, "$1'$2"],
  [/\b(we|you|they)’(re|ve|ll|d)\b/giu, "$1'$2"],
];

/** A run of letters that could be a slip: not touching a web address, a handle, a number or a token. */
const WORD = /(?<![\p{L}\p{N}_/@#:'’-]|\.(?=\p{L}))\p{L}{5,}(?![\p{L}\p{N}_/@'’-]|\.\p{L})/gu;

/** French, Spanish, Italian and Portuguese articles and prepositions, said just before a word. */
const FOREIGN_BEFORE = /(?:^|[^\p{L}])(?:au|aux|du|des|le|la|les|de|del|al|el|los|las|con|alla|della|di|do|da)\s+$/iu;

function correctWords(segment: string, startsSentence: boolean): string {
  return segment.replace(WORD, (word, at: number) => {
    const lower = word.toLowerCase();
    // A capital inside a sentence names something ("Balons Bakery"); an all-capitals word is a name or a shout.
    const capital = word[0] !== lower[0];
    // (After a colon a capital opens a title or an item, "…di luglio: Pistacchio 35%", named as written.)
    const sentenceStart = at === 0 ? startsSentence : /(?:^|[.!?\n]\s*|["“]\s*)$/.test(segment.slice(Math.max(0, at - 3), at));
    if ((capital && !sentenceStart) || (word.length > 1 && word === word.toUpperCase())) return word;
    // A word after another language's article or preposition is that language's ("pain au chocolat", "café de olla").
    if (FOREIGN_BEFORE.test(segment.slice(Math.max(0, at - 6), at))) return word;
    const fixed = closedWordFor(lower);
    if (!fixed) return word;
    return capital ? fixed[0]!.toUpperCase() + fixed.slice(1) : fixed;
  });
}

/**
 * A colour said by its name and its code ("our purple #6C4CF1", "teal (#0f7c7a)"): one colour, the code's. The name
 * goes, so no reader takes it for a second colour.
 */
const NAMED_CODE = /\b([a-z]+(?:[ -][a-z]+)?)\s*\(?\s*(#[0-9a-f]{6}|#[0-9a-f]{3})\b\s*\)?/gi;
function codesForNames(segment: string): string {
  return segment.replace(NAMED_CODE, (whole, name: string, code: string) => {
    const words = name.split(/[ -]/);
    if (resolveColour(name.toLowerCase()) !== undefined) return `${code} `;
    // "our purple": the colour is the last word.
    if (words.length === 2 && resolveColour(words[1]!.toLowerCase()) !== undefined) return `${words[0]} ${code} `;
    return whole;
  });
}

/** Kept exactly as typed: quoted text, and addresses and asset ids, whose letters are no words ("ast_VID2…"). */
const QUOTED = /["“”„«][^"“”„«»]*["“”„»]|\bhttps?:\/\/[^\s"“”<>]+|\bast_[A-Za-z0-9]{21}\b/g;

/**
 * The prompt's words outside double quotes with shorthand written out and slips in the closed vocabularies
 * corrected. Quoted text, the person's own words, is left exactly as typed.
 */
export function normaliseWords(prompt: string): string {
  let out = '';
  let at = 0;
  const fix = (segment: string, startsSentence: boolean) => codesForNames(correctWords(SHORTHAND.reduce((s, [re, to]) => (typeof to === 'string' ? s.replace(re, to) : s.replace(re, to)), segment), startsSentence));
  for (const m of prompt.matchAll(QUOTED)) {
    out += fix(prompt.slice(at, m.index), at === 0 || /[.!?:\n]\s*$/.test(prompt.slice(0, at))) + m[0];
    at = m.index! + m[0].length;
  }
  return out + fix(prompt.slice(at), at === 0 || /[.!?:\n]\s*$/.test(prompt.slice(0, at)));
}
