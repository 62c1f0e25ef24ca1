import type { CaptionStyle } from '../../../model/scene-document.js';
import type { Reading } from '../read/reading.js';
import { clamp, ORDINAL } from '../read/words.js';
import { COLOUR, colourValue } from './style.js';
import { colourAbroad, LIT_WORD_ABROAD } from './lit-word-abroad.js';

/*
 * Sound words, about the whole chapter: "fade the music in/out", "duck the music under the voice", "no music",
 * "with subtitles" / "show captions" (the narration shown as text), "no narration".
 */

const MUSIC = String.raw`(?:(?:background|backing)\s+)?(?:music|soundtrack|song|audio\s+track|tune|track)`;
const VOICE = String.raw`(?:voice|narration|narrator|speech|voice[- ]?over|talking|speaking|speaker|words)`;
const FADE_WAY = String.raw`(in\s+and\s+(?:fade\s+)?out|in|out|up|down)`;

export interface AudioRequest {
  removeMusic?: boolean;
  /** Seconds. */
  fadeIn?: number;
  fadeOut?: number;
  duck?: boolean;
  captions?: boolean;
  /** How the captions look, when said ("karaoke captions", "one word at a time", "big bold captions"). */
  captionStyle?: CaptionStyle;
  removeNarration?: boolean;
  /** dB under the music's usual level ("quiet music": -10), or 0 for "louder"/"full volume". */
  musicVolume?: number;
  /** A voice reading what is on screen ("with a voiceover reading each habit"): the narration is the video's text. */
  readScreen?: boolean;
  /** Karaoke's lit word in a colour asked ("the current word in pink", "highlight in yellow"). */
  highlight?: string;
  /** One sentence of the narration rewritten ("change the narration's first sentence to "…""): its ordinal word. */
  sentence?: { ordinal: string; text: string };
}

/**
 * A sentence of the narration, by its ordinal, given new words: "change the narration's first sentence to "…"",
 * "replace the second line of the voiceover with "…"", "make the last sentence of the script "…"".
 */
const NARRATION_NOUN = String.raw`(?:narration|voice[- ]?over|script|narrator|voice)`;
const SENTENCE_EDIT = new RegExp(
  String.raw`\b(?:change|replace|make|set|swap|update|rewrite)\s+(?:the\s+)?(?:${NARRATION_NOUN}['’]s\s+(${ORDINAL})\s+(?:sentence|line)|(${ORDINAL})\s+(?:sentence|line)\s+(?:of|in)\s+the\s+${NARRATION_NOUN})\s+(?:to|with|into|so\s+it\s+says|to\s+say)?\s*:?\s*⟪q(\d+)⟫`,
  'i',
);

/** A clause of time after the words it speaks of: "as she says them", "as he's reading it", "as the voice speaks". */
const AS_SAID = String.raw`(?:as|while|whilst|when)\s+(?:she|he|they|I|we|it|the\s+(?:voice|narrator|speaker|voice[- ]?over))(?:['’]s|\s+is|\s+are)?\s+(?:says|reads|speaks|said|say|read|speak|saying|reading|speaking|spoken|talks|talk|talking|narrates|narrating)(?:\s+(?:it|them|aloud|out\s+loud))?`;

/**
 * The colour of the lit word: "the current word in pink", "spoken word highlighted yellow", "highlight colour: lime",
 * "words light up in orange". Said with captions (karaoke unless another style was said).
 */
/** The word being spoken, said in words: "the current word", "the word being said", "the word she's saying". */
const SPOKEN_WORD = String.raw`(?:(?:current|spoken|active|highlighted|lit|live|said)\s+words?|(?<=\bthe\s+)words(?=\s+(?:lighting|lights?|lit|glowing|glows?|turning|turns?|popping)\b)|(?<=\b(?:each|every)\s+)word(?=\s+(?:lighting|lights?|lit|glowing|glows?|turning|turns?|goes|going|highlighted|popping|pops?)\b)|(?<=\bthe\s+)word(?=\s+(?:lighting|lights?|lit|glowing|glows?|turning|turns?)\s+(?:up\s+)?(?:in\s+)?[a-z])|words?\s+(?:(?:that|which)(?:\s+is|\s+are|['’]s)?\s+)?(?:being\s+\u2061?(?:said|spoken|read)\u2061?|(?:(?:he|she|they|i|we)(?:['’]s|['’]re|\s+is|\s+are|\s+am)\s+)?(?:saying|speaking|reading|says|reads|speaks|said|spoken)|(?:he|she|they|i|we|you)(?:['’]s|['’]re|\s+is|\s+are|\s+am)\s+(?:on|at|up\s+to)))`;
const HIGHLIGHT = new RegExp(
  String.raw`\b(?:(?:with|and)\s+)?(?:the\s+|each\s+|every\s+)?(?:current|spoken|active|highlighted|lit|live|said)\s+words?\s+(?:(?:is|are|should\s+be|shown|highlighted|lit(?:\s+up)?|glowing|turns?|goes|popping)\s+){0,2}(?:in\s+)?(${COLOUR})\b|\bwords?\s+(?:(?:he|she|they|i|we)(?:'s|'re|\s+is|\s+are|\s+am)\s+(?:saying|speaking|reading)|being\s+(?:said|spoken|read))\s+(?:turns?|goes|is|glows|lights\s+up)\s+(?:in\s+)?(${COLOUR})\b|\bhighlight(?:ing)?\s+(?:the\s+|each\s+|every\s+)?words?\s+(?:(?:being|as\s+it\s+is|that\s+is)\s+)?(?:said|spoken|read)?\s*(?:in\s+)?(${COLOUR})\b(?:\s+${AS_SAID})?|\b(?:highlight(?:ed|ing|s)?|lit)\s+(?:colou?r\s+)?(?:(?:is|should\s+be)\s+)?(?:(?:in|with)\s+)?:?\s*(${COLOUR})\b|\bwords?\s+(?:(?:being|that\s+is|that's)\s+)?(?:said\s+|spoken\s+|read\s+)?(?:light(?:s|ing)?\s+up|highlighted|lit\s+up|glows?)(?:\s+${AS_SAID})?(?:\s+in|\s*,)\s*(?:in\s+)?(${COLOUR})\b|\b(?:an?\s+)?(${COLOUR})(?:\s+highlight(?:s|ing)?)?\s+(?:on|over|for)\s+(?:the\s+|each\s+)?${SPOKEN_WORD}(?:\s+${AS_SAID})?|\b(${COLOUR})\s+highlight(?:s|ing)?\b(?!\s+(?:on|over|behind|under)\s)`,
  'i',
);
/** "karaoke subtitles yellow", "subtítulos karaoke amarillo": the karaoke captions' colour is their lit word's (read on the prompt as written: the captions' reader took its words). */
// (A comma may stand before the colour: "light up as she says them, karaoke-style, in gold".)
const KARAOKE_COLOUR = new RegExp(String.raw`(?<=\bkaraoke(?:[- ]style)?(?:\s+(?:captions?|subtitles?|subs|subt[ií]tulos|sous-titres|legendas|untertitel))?(?:,?\s+|,\s*)(?:in\s+|en\s+|em\s+)?)(?!(?:captions?|subtitles?|subs|subt[ií]tulos|sous|legendas|untertitel|style)\b)(${COLOUR})\b(?!\s+(?:background|bg|backdrop|text|letters|font|title))`, 'giu');

/**
 * The lit word said as a subject and what it does, in any order of helpers: "the word being said should light up in
 * gold", "the word she's reading turns pink", "the word that is spoken in yellow colour", "the spoken word in pink", "subs in
 * yellow" (captions' only colour).
 */
const WORD_DOES = String.raw`(?:\s+(?:is|are|should|will|must|to|be|being|goes|go|turns?|turning|shown|highlighted|lit|lights?|lighting|glows?|glowing|pops?|popping|up|appears?|shows?))*`;
const HIGHLIGHT_SAID = new RegExp(String.raw`\b(?:(?:with|and)\s+)?(?:the\s+|each\s+|every\s+)?${SPOKEN_WORD}${WORD_DOES}\s+(?:in\s+)?(${COLOUR})\b(?:\s+colou?r\b)?|\b(?:subs|subtitles|captions)\s+in\s+(${COLOUR})\b`, 'i');

/**
 * Near the word karaoke, in its sentence, a colour said of "word" or "highlight": "captions karaoke with yellow
 * word", "karaoke subtitles, the word in orange". In that sentence the one word in colour is the lit one.
 */
const KARAOKE_WORD = new RegExp(String.raw`(?<=\bkaraoke\b[^.!?\n⟪]{0,40}?)\b(?:with\s+)?(?:an?\s+|the\s+)?(?:(${COLOUR})\s+(?:word|highlight|pill)\b|(?:word|highlight|pill)\s+(?:in\s+)?(${COLOUR})\b)|\b(?:with\s+)?(?:an?\s+|the\s+)?(?:(${COLOUR})\s+(?:word|highlight)|(?:word|highlight)\s+in\s+(${COLOUR}))\b(?=[^.!?\n⟪]{0,30}?\bkaraoke\b)`, 'gi');

function readHighlight(reading: Reading): string | undefined {
  // The lit word's own verb may be a quote's cue ("the word being ⁡spoken⁡ in pink: "…""): read through it.
  const said = [...reading.text.matchAll(new RegExp(HIGHLIGHT_SAID.source, 'gi'))].filter((m) => reading.isFree(m.index + m[0].length - 1, m.index + m[0].length));
  // Said in another language, its colour named in it ("la parola evidenziata in arancione"): the English name.
  const abroad = reading.find(LIT_WORD_ABROAD).map((m) => {
    for (let k = 1; k < m.length; k++) if (m[k] !== undefined) m[k] = colourAbroad(m[k]!) ?? m[k]!;
    return m;
  });
  const karaoke = [...reading.text.matchAll(KARAOKE_COLOUR)].filter((m) => reading.isFree(m.index, m.index + m[0].length));
  const karaokeWord = reading.find(KARAOKE_WORD);
  for (const m of [...reading.find(HIGHLIGHT), ...said, ...abroad, ...karaoke, ...karaokeWord] as RegExpExecArray[]) {
    // A colour's pattern may take the word before it ("a pink highlight" read as the colour "a pink"): its last word.
    const named = m.slice(1).find((g) => g !== undefined)!;
    const hex = colourValue(named) ?? colourValue(named.replace(/^\S+[ -]/, ''));
    if (!hex) continue;
    reading.takeMatch(m);
    return hex;
  }
  return undefined;
}

/**
 * The spoken words on screen as they are said, with no style: "with the words shown as she says them", "white text
 * showing the words as he says them", "the script appears on screen as the narrator reads it" (captions).
 */
const SHOWN = String.raw`(?:shown|showing|appear(?:s|ing)?|written|displayed|typed\s+out|come\s+up|coming\s+up|pop(?:s|ping)?\s+up)`;
const SHOWN_AS_SAID = new RegExp(
  String.raw`\b(?:(?:with|and|plus)\s+)?(?:(?:the|his|her|their|my|our)\s+)?(?:words|text|script|lines)\s+(?:${SHOWN}\s+)?(?:on\s+(?:the\s+)?screen\s+)?${AS_SAID}|\b(?:show(?:s|ing)?|display(?:s|ing)?|writ(?:e|es|ing))\s+(?:the\s+|his\s+|her\s+|their\s+)?(?:words|text|lines)\s+(?:on\s+(?:the\s+)?screen\s+)?${AS_SAID}`,
  'i',
);

/** The spoken words placed like captions: "the words must be under, like subtitle", "text at the bottom as subtitles". */
const WORDS_LIKE_SUBTITLES = /\b(?:the\s+)?(?:words|text)\s+(?:(?:must|should|will|can)\s+be\s+|go(?:es)?\s+)?(?:under(?:neath)?|below|at\s+the\s+bottom)\s*,?\s*(?:like|as)\s+(?:an?\s+)?(?:subtitles?|captions?|subs)\b/i;

/**
 * The speech itself asked on screen, as a clause of what is said: "show what he says as subtitle lines at the
 * bottom", "put what she reads on screen as text", "write everything the narrator says in captions".
 */
const WHAT_IS_SAID_SHOWN = /\b(?:show|put|write|display|have|print|add)\s+(?:what|everything|all(?:\s+of)?\s+what|all\s+that|the\s+words)\s+(?:that\s+)?(?:he|she|they|it|the\s+(?:voice|narrator|speaker|voice[- ]?over))\s+(?:says|said|reads|read|speaks|is\s+saying|will\s+say|narrates)\s+(?:(?:on\s+(?:the\s+)?screen|at\s+the\s+bottom)\s+)?(?:as|in|like)\s+(?:an?\s+)?(?:(?<lines>subtitle\s+lines|lines\s+of\s+(?:subtitles?|text)|lines)|subtitles?|captions?|text|writing|words)\b(?:\s+(?:at\s+the\s+bottom|on\s+(?:the\s+)?screen))?/i;

/** Caption nouns, in English and the common languages ("subtítulos", "sottotitoli", "legendas", "sous-titres"). */
const CAPS = String.raw`(?:captions|subtitles|subs|subtítulos|subtitulos|sottotitoli|legendas|sous-titres|untertitel)`;
/**
 * Words on screen that appear as they are said: "show the words one at a time as she says them", "words popping up
 * one at a time", "each phrase flashes up as he says it". `unit`: the words' noun; `how`: what else must be said.
 */
const APPEARING = (unit: string, how: string) =>
  String.raw`\b(?:(?:show|display)\s+)?(?:the\s+|each\s+|every\s+)?${unit}(?:\s+(?:pop(?:s|ping)?\s+up|appear(?:s|ing)?|flash(?:es|ing)?\s+up|show(?:s|ing)?(?:\s+up)?|shown|displayed|comes?\s+up|coming\s+up))?${how ? String.raw`\s+${how}(?:\s+${AS_SAID})?` : String.raw`(?<=up|appears?|appearing)\s+${AS_SAID}`}`;
/** Where the words are, said between a unit and its pace: "one word on screen at a time", "a line shown at a time". */
const ON_SCREEN = String.raw`(?:(?:on\s+(?:the\s+)?screen|shown|visible|showing)\s+)?`;
/** "Word by word" and "line by line" in the common languages (captions' own nouns: CAPS). */
const WORD_BY_WORD_ABROAD = String.raw`palabra\s+(?:por|a)\s+palabra|palavra\s+(?:por|a)\s+palavra|woord\s+voor\s+woord|parola\s+per\s+parola|mot\s+(?:à|a|par|après)\s+mot|wort\s+für\s+wort`;
const LINE_BY_LINE_ABROAD = String.raw`l[ií]nea\s+por\s+l[ií]nea|linha\s+por\s+linha|riga\s+per\s+riga|ligne\s+par\s+ligne|zeile\s+für\s+zeile`;

/** How captions arrive, said between them and their pace: "captions coming up word by word", "subtitles that appear one line at a time". */
const ARRIVING = String.raw`(?:(?:that|which)\s+)?(?:(?:should|will|must|can|to)\s+)?(?:(?:come|comes|coming|pop|pops|popping|show|shows|showing|appear|appears|appearing|flash|flashes|flashing|go|goes|going|build|builds|building|roll|rolls|rolling|type|types|typing)(?:\s+(?:up|in|on|out))?\s+)?(?:in\s+)?`;

/** What the captions are of, said before their pace: "captions of what I say, word by word". */
const OF_WHAT = String.raw`(?:\s+(?:of|for)\s+[^,.;:\n⟪]{1,30}?,?)?`;

/** Caption styles by the words people use for them (document.ts CaptionStyle), the most specific first. */
// Karaoke as an event ("Thu - Karaoke", "Karaoke – Sat, 10pm", "karaoke night") is no caption style.
const CAPTION_STYLE_WORDS: [CaptionStyle, RegExp][] = [
  ['word', new RegExp(String.raw`\b${CAPS}${OF_WHAT}(?:\s*[,–—:-])?\s+${ARRIVING}(?:word[- ]by[- ]word|one\s+word\s+at\s+a\s+time)\b(?:\s+${AS_SAID})?`, 'i')],
  ['line', new RegExp(String.raw`\b${CAPS}${OF_WHAT}(?:\s*[,–—:-])?\s+${ARRIVING}(?:line[- ]by[- ]line|one\s+line\s+at\s+a\s+time)\b(?:\s+${AS_SAID})?`, 'i')],
  ['karaoke', new RegExp(String.raw`\b(?:${CAPS}\s+)?(?<![-–—:]\s*)karaoke(?:[- ]style)?(?:\s+${CAPS}|(?!\s*[-–—]\s|\s+(?:night|nights|party|bar|evening|session|sessions|machine|booth|room|contest|competition)\b))|\b${CAPS}${OF_WHAT}\s+(?:with|where)\s+(?:the\s+)?(?:(?:current|spoken|active|each|every)\s+word|words)\s+(?:is\s+|are\s+)?(?:highlighted|lit(?:\s+up)?|lights?\s+up|lighting\s+up|glows?|glowing|in\s+colou?r|on\s+a\s+pill)(?:\s+${AS_SAID})?|\b(?:highlight(?:ing)?|light(?:ing)?\s+up)\s+(?:each|every|the\s+current|the\s+spoken)\s+word(?:\s+as\s+it\s+is\s+(?:spoken|said))?|\bword[- ]by[- ]word\s+highlight(?:ing|ed|s)?(?:\s+${CAPS})?|\bhighlighted\s+words?\s+${CAPS}`, 'i')],
  // "each word popping up on screen as she says it", "show each word on screen as he says it", "put the words on
  // screen one by one while he talk": one word at a time, in time with the voice.
  ['word', new RegExp(String.raw`\b(?:with\s+)?(?:each|every)\s+word\s+(?:pop(?:s|ping)?\s+up|appear(?:s|ing)?|show(?:s|ing)?\s+up|flash(?:es|ing)?\s+up|com(?:es|ing)\s+up)(?:\s+on\s+(?:the\s+)?screen)?\s+${AS_SAID}|\b(?:show|put|display|write|have)\s+(?:each|every)\s+word\s+(?:on\s+(?:the\s+)?screen\s+)?${AS_SAID}|\b(?:show|put|display|write|have)\s+the\s+words\s+(?:on\s+(?:the\s+)?screen\s+)?one\s+(?:by\s+one|at\s+a\s+time|after\s+(?:another|the\s+other))(?:\s+${AS_SAID})?`, 'i')],
  ['word', new RegExp(String.raw`\b(?:${CAPS}\s+(?:showing\s+)?)?(?:just\s+)?one\s+word\s+${ON_SCREEN}at\s+a\s+time(?:\s+${CAPS})?|\b(?:single[- ]word|one[- ]word|word[- ]by[- ]word)\s+${CAPS}|${APPEARING('words?', String.raw`one\s+at\s+a\s+time`)}|${APPEARING('words', String.raw`one\s+(?:by\s+one|after\s+(?:another|the\s+other))(?:\s+(?:under(?:neath)?|below|at\s+the\s+bottom))?`)}|\b(?:${CAPS}\s+)?(?:${WORD_BY_WORD_ABROAD})\b`, 'iu')],
  // "each phrase flashes up as he says it", "the lines appear as she reads them"
  ['line', new RegExp(APPEARING(String.raw`(?:phrases?|lines?|sentences?)`, ''), 'i')],
  ['line', new RegExp(String.raw`\b(?:(?:big|bold|large|huge|chunky|thick)(?:,?\s+(?:and\s+)?(?:big|bold|large|huge|chunky|thick|outlined|white))*|tik\s?tok|reels?|shorts|short[- ]form|social)[- ](?:style\s+)?${CAPS}|(?<!\b(?:list|lists|bullets?|bullet\s+points|points|items|steps|tips|agenda|menu)\b[^.:;!?\n⟪]{0,40})\b(?:(?:with\s+)?(?:the\s+)?(?:words|text)\s+${ON_SCREEN})?(?:${CAPS}\s+)?(?:(?:one|a)\s+(?:short\s+)?line\s+${ON_SCREEN}at\s+a\s+time|line[- ]by[- ]line)(?:\s+${CAPS})?|\b(?:${CAPS}\s+)?(?:${LINE_BY_LINE_ABROAD})\b`, 'iu')],
  ['lines', new RegExp(String.raw`\b(?:${CAPS}\s+)?(?:one\s+or\s+)?two\s+lines\s+at\s+a\s+time(?:\s+${CAPS})?|\b(?:classic|plain|normal|standard|regular|tv|movie|film)[- ](?:style\s+)?${CAPS}`, 'i')],
];

/**
 * A voice that reads the screen's words, with no text of its own: "a voiceover reading each habit", "narration that
 * reads the titles", "narrate the list", "read each tip aloud", and a bare "with narration" (no words given: the
 * video's own are read).
 */
const READ_SCREEN = /\b(?:(?:with|and|plus|add)\s+)?(?:an?\s+|the\s+)?(?:voice[- ]?over|narration|narrator|voice)\s+(?:that\s+|which\s+)?(?:read(?:s|ing)?|say(?:s|ing)|speak(?:s|ing)|announc(?:es|ing))\s+(?:out\s+)?(?:(?:each|every|all(?:\s+the)?|the)\s+)?(?!(?:[a-z]+(?:ish|ese|ian|ic)|english|french|dutch|greek|thai|czech)\b)(?:[a-z]+)(?:\s+(?:aloud|out\s+loud|out))?\b|(?<!\b(?:as|while|when|whatever)\s+(?:he|she|they|i|we|you|it|the\s+(?:speaker|host|guest))\s+)\b(?:read(?:s|ing)?|say(?:s|ing)|narrat(?:es?|ing)|voic(?:es?|ing))\s+(?:it|this|them|that|everything|all\s+of\s+it)(?:\s+(?:out(?:\s+loud)?|aloud))?\b(?!\s*[:"“⟪])|\b(?:narrate|read\s+(?:out|aloud))\s+(?:each|every|all(?:\s+the)?|the)\s+[a-z]+(?:\s+(?:aloud|out\s+loud))?\b|\bread\s+(?:each|every)\s+[a-z]+\s+(?:aloud|out\s+loud|out)\b|\b(?:with|and|plus|add|include)\s+(?:an?\s+|some\s+)?(?:narration|voice[- ]?over|narrator|spoken\s+narration)\b(?!\s*(?:[:"“]|⟪))|\bnarrated\b(?!\s*(?:by|in|with|[:"“]|⟪))|\bnarrated\b(?=\s+by\s+(?:an?\s+)?(?:[A-Za-z-]+,?\s+){0,4}(?:voice|narrator|man|woman|guy|lady|bloke)\b(?![^.!?\n]*(?:[:"“⟪\u2061\u0001]|\b(?:read|reads|reading|say|says|saying|speak|speaks|speaking)\b)))/i;

function fadeSeconds(reading: Reading, m: RegExpExecArray): number {
  const around = reading.text.slice(m.index, m.index + m[0].length + 30);
  const over = /\b(?:over|in|for)\s+(\d+(?:\.\d+)?)\s*(?:s|secs?|seconds?)\b/i.exec(around);
  if (over) {
    const at = reading.text.indexOf(over[0], m.index);
    reading.take(at, at + over[0].length);
    return clamp(Number(over[1]), 0.1, 10);
  }
  return /\bslow(?:ly)?\b/i.test(around) ? 3 : /\bquick(?:ly)?\b/i.test(around) ? 1 : 2;
}

/** How loud the music is asked to be: "playing quietly", "quiet background music", "turn the music down", "louder". */
const QUIET = String.raw`(?:quiet(?:ly|er)?|soft(?:ly|er)|low(?:er)?(?![- ]thirds?\b)|gentl[ey]|subtle|subtly|faint(?:ly)?|barely\s+audible|at\s+(?:a\s+)?low\s+(?:volume|level))`;
const VERY = /\b(?:very|really|barely|super)\b/i;
const UNDER_VOICE = String.raw`(?!\s+(?:under|below|beneath|during|while|when|behind)\b)`;
function readMusicVolume(reading: Reading): number | undefined {
  const quiet = [
    // The upload said between is left to the soundtrack's reader ("my song <url> quietly": the next pattern).
    new RegExp(String.raw`\b${MUSIC}\s+(?:(?:playing|plays|play|running|in\s+the\s+background|should\s+be|is|kept|very|really)\s+){0,3}${QUIET}\b${UNDER_VOICE}`, 'i'),
    new RegExp(String.raw`(?<=⟪a\d+⟫,?\s+)(?:(?:playing|plays|running|in\s+the\s+background)\s+){0,2}(?:(?:very|really)\s+)?${QUIET}\b${UNDER_VOICE}`, 'i'),
    new RegExp(String.raw`\b(?:(?:very|really)\s+)?(?:quiet|low[- ]volume|faint|barely\s+audible)\s+(?:(?:background|backing)\s+)?(?:music|soundtrack|song|track|tune)\b`, 'i'),
    new RegExp(String.raw`\b(?:turn|bring|keep|set)\s+(?:the\s+)?${MUSIC}\s+(?:(?:way|right|very)\s+)?(?:down|low|quiet|lower|softer)\b${UNDER_VOICE}|\b(?:lower|soften)\s+the\s+${MUSIC}\b${UNDER_VOICE}`, 'i'),
  ];
  for (const pattern of quiet) {
    const m = reading.takeFirst(pattern);
    if (m) return VERY.test(m[0]) ? -18 : -10;
  }
  if (reading.takeFirst(new RegExp(String.raw`\b(?:turn|bring)\s+(?:the\s+)?${MUSIC}\s+(?:back\s+)?up\b|\b${MUSIC}\s+(?:louder|at\s+(?:its\s+)?(?:normal|usual)\s+(?:volume|level))|\blouder\s+${MUSIC}\b`, 'i'))) return 0;
  return undefined;
}

/** Reads the sound words anywhere in the prompt and marks them as used. */
export function readAudio(reading: Reading): AudioRequest {
  const request: AudioRequest = {};
  if (reading.takeFirst(new RegExp(String.raw`\b(?:no|without|remove|delete|drop|mute|cut|lose|kill|get\s+rid\s+of|turn\s+off|stop)\s+(?:the\s+|any\s+|all\s+|that\s+)?${MUSIC}\b`, 'i'))) request.removeMusic = true;

  const fades = [
    new RegExp(String.raw`\bfad(?:e|es|ing)\s+(?:the\s+)?${MUSIC}\s+${FADE_WAY}\b`, 'i'),
    new RegExp(String.raw`\bfad(?:e|es|ing)\s+${FADE_WAY}\s+(?:the\s+)?${MUSIC}\b`, 'i'),
    new RegExp(String.raw`(?<=\b${MUSIC}(?:\s+⟪a\d+⟫)?,?\s+)(?:that\s+|which\s+|should\s+)?fad(?:e|es|ing)\s+${FADE_WAY}\b`, 'i'),
    new RegExp(String.raw`\b(?:${MUSIC})\s+fade[- ]${FADE_WAY}\b|\bfade[- ]${FADE_WAY}\s+(?:on|for)\s+the\s+${MUSIC}\b`, 'i'),
  ];
  for (const pattern of fades) {
    for (const m of reading.find(pattern)) {
      reading.takeMatch(m);
      const way = m.slice(1).find((g) => g !== undefined)!.toLowerCase();
      const seconds = fadeSeconds(reading, m);
      if (/in|up/.test(way)) request.fadeIn = seconds;
      if (/out|down/.test(way)) request.fadeOut = seconds;
    }
  }

  const ducking = [
    new RegExp(String.raw`\bduck(?:s|ed|ing)?\s+(?:the\s+)?${MUSIC}(?:\s+(?:under|below|beneath|during|while|when|behind)\s+(?:the\s+)?${VOICE}(?:\s+(?:speaks|talks|is\s+speaking))?)?`, 'i'),
    new RegExp(String.raw`\b${MUSIC}\s+(?:should\s+be\s+)?(?:ducked|ducking|lower(?:ed)?|quieter|softer|down|dipped)\s+(?:under|below|beneath|during|while|when|behind)\s+(?:the\s+)?${VOICE}`, 'i'),
    new RegExp(String.raw`\b(?:lower|dip|soften)\s+the\s+${MUSIC}\s+(?:under|during|while|when|behind)\s+(?:the\s+)?${VOICE}(?:\s+(?:speaks|talks|is\s+speaking))?`, 'i'),
    new RegExp(String.raw`\bkeep\s+the\s+${MUSIC}\s+(?:low|quiet|down|soft|under\s+the\s+${VOICE})\b`, 'i'),
  ];
  if (reading.takeFirst(new RegExp(String.raw`\b(?:don'?t|do\s+not|no|never|without)\s+(?:duck(?:ing)?|lower(?:ing)?)(?:\s+(?:the\s+)?${MUSIC})?|\bkeep\s+the\s+${MUSIC}\s+(?:loud|full|at\s+full\s+volume|at\s+the\s+same\s+(?:level|volume))|\b${MUSIC}\s+at\s+full\s+volume`, 'i'))) request.duck = false;
  else if (ducking.some((p) => reading.takeFirst(p))) request.duck = true;

  const volume = readMusicVolume(reading);
  if (volume !== undefined) request.musicVolume = volume;

  let said: RegExpExecArray | undefined;
  if (reading.takeFirst(/\b(?:no|without|remove|delete|hide|turn\s+off|disable|drop|lose)\s+(?:the\s+|any\s+)?(?:closed\s+)?(?:subtitles|captions|cc)\b/i)) request.captions = false;
  else if ((request.highlight = readHighlight(reading)) !== undefined && !CAPTION_STYLE_WORDS.some(([style, pattern]) => reading.takeFirst(pattern) && (request.captionStyle = style))) {
    // A lit word's colour with no style said is karaoke's.
    request.captions = true;
    request.captionStyle = 'karaoke';
    reading.takeFirst(/\b(?:with|add|show|turn\s+on|enable|include|display|plus|and)?\s*(?:the\s+|some\s+)?(?:subtitles|subs|captions|cc)\b(?!\s*(?::\s*)?⟪)/i);
  } else if (request.highlight !== undefined) {
    request.captions = true;
    reading.takeFirst(/\b(?:with|add|show|turn\s+on|enable|include|display|plus|and)\s+(?:the\s+|some\s+)?(?:subtitles|captions|cc)\b(?!\s*(?::\s*)?⟪)/i);
  }
  else if (CAPTION_STYLE_WORDS.some(([style, pattern]) => reading.takeFirst(pattern) && (request.captionStyle = style))) {
    request.captions = true;
    // "karaoke captions for the narration": the rest of the captions phrase is used too.
    reading.takeFirst(/\b(?:with|add|show|turn\s+on|enable|include|display|plus|and)\s+(?:the\s+|some\s+)?(?:subtitles|captions|cc)\b(?!\s*(?::\s*)?⟪)/i);
  } else if ((said = reading.takeFirst(WHAT_IS_SAID_SHOWN))) {
    request.captions = true;
    if (said.groups?.lines) request.captionStyle = 'lines';
  } else if (
    reading.takeFirst(SHOWN_AS_SAID) ||
    reading.takeFirst(WORDS_LIKE_SUBTITLES) ||
    reading.takeFirst(/\b(?:(?:with|add|show|turn\s+on|enable|include|burn(?:ed)?[- ]in|display|plus|and)\s+)?(?:the\s+|some\s+)?(?:closed\s+|burned[- ]in\s+|automatic\s+)?(?:subtitles|captions|(?<=\b(?:with|add|show|on|enable|include|display|plus|and|the|some|closed|in)\s+)cc|subtítulos|subtitulos|sottotitoli|legendas|sous-titres|untertitel)\b(?!\s*(?::\s*)?⟪)(?:\s+(?:on|please|for\s+the\s+(?:narration|voice(?:[- ]?over)?)))?|\b(?:subtitled|captioned)\b(?!\s*:?\s*(?:with\s+)?⟪)|\b(?:con|com|avec|mit)\s+(?:subtítulos|subtitulos|sottotitoli|legendas|sous-titres|untertiteln)\b|\b(?:show|display)\s+(?:the\s+)?(?:narration|voice[- ]?over|spoken\s+words)\s+(?:as\s+)?(?:text|subtitles|captions|on\s+screen)/i)
  )
    request.captions = true;

  const sentence = reading.takeFirst(SENTENCE_EDIT);
  if (sentence) request.sentence = { ordinal: (sentence[1] ?? sentence[2])!, text: reading.quote(sentence[3]!) };
  // "remove the voice", "take the voice out", "get rid of the narrator", "turn the voiceover off".
  const SPOKEN = String.raw`(?:the\s+|any\s+|that\s+|this\s+)?(?:narration|voice[- ]?over|narrator|voice|speech|talking)`;
  if (reading.takeFirst(new RegExp(String.raw`\b(?:(?:no|without|remove|delete|drop|mute|cut|lose|kill|ditch|scrap|get\s+rid\s+of)\s+${SPOKEN}\b|(?:take|leave|cut|switch|turn)\s+${SPOKEN}\s+(?:out|off)\b|(?:take|switch|turn)\s+(?:out|off)\s+${SPOKEN}\b)`, 'i'))) request.removeNarration = true;
  else if (reading.takeFirst(READ_SCREEN)) request.readScreen = true;
  return request;
}
