import { MAX_SPEED, MIN_SPEED, type NarrationVoice } from '../../../model/narration-voice.js';
import type { Reading } from '../read/reading.js';
import { readsScreen, speakerClauses, type ScreenPick } from '../read/speaker.js';
import { ACCENT_WORDS, LANGUAGE_WORDS, isVoiceWord, readVoiceWords, voiceRequestOf } from '../read/voice-words.js';

/*
 * Voice words: how the narration is spoken. "a female voice", "a deep male narrator", "British accent", "speak
 * slower", "a bit faster", "in Spanish", "narrate in a calm deep voice: "…"" (the words between `narrate` and its
 * colon stay in the prompt for this reader: reading.ts). They become the scene document's `narration.voice`
 * (model/narration-voice.ts); "slower" and "faster" are relative to the voice's current speed, so they can be said
 * again. A bare "slower" or "faster" prompt is read as the voice's only when the chapter has a narration.
 */

/** Languages and accents: one word class each (read/voice-words.ts). */
const LANGUAGES = LANGUAGE_WORDS;
const ACCENTS = ACCENT_WORDS;

const PITCH: Record<string, NarrationVoice['pitch']> = {
  deep: 'low', deeper: 'low', low: 'low', lower: 'low', 'low-pitched': 'low', bass: 'low', baritone: 'low', gravelly: 'low',
  high: 'high', higher: 'high', 'high-pitched': 'high', squeaky: 'high', bright: 'high',
  'higher pitched': 'high', 'higher-pitched': 'high', 'high pitched': 'high', 'lower pitched': 'low', 'lower-pitched': 'low', 'low pitched': 'low',
  // Age: a young voice is higher, an older one lower.
  young: 'high', younger: 'high', youthful: 'high', childlike: 'high', old: 'low', older: 'low', elderly: 'low', mature: 'low', husky: 'low', rich: 'low', booming: 'low',
};

/** Words of a voice's tone that change none of its settings, but are understood as the voice's ("a warm female voice"). */
const TONE = [
  'warm', 'friendly', 'upbeat', 'cheerful', 'happy', 'soothing', 'gentle', 'soft', 'smooth', 'clear', 'confident', 'professional',
  'natural', 'serious', 'dramatic', 'excited', 'enthusiastic', 'bubbly', 'peppy', 'chill', 'casual', 'authoritative', 'kind', 'pleasant',
  'nice', 'lovely', 'sweet', 'breathy', 'raspy', 'strong', 'mysterious', 'cinematic', 'documentary', 'radio', 'movie trailer', 'trailer',
  'talking', 'speaking', 'sounding', 'voiced', 'spoken',
];

const GENDER: Record<string, NarrationVoice['gender']> = {
  female: 'female', woman: 'female', "woman's": 'female', "women's": 'female', feminine: 'female', girl: 'female', "girl's": 'female', lady: 'female', "lady's": 'female',
  male: 'male', man: 'male', "man's": 'male', "men's": 'male', masculine: 'male', guy: 'male', "guy's": 'male', boy: 'male', "boy's": 'male',
  grandma: 'female', grandmother: 'female', granny: 'female', mom: 'female', mum: 'female', mother: 'female', aunt: 'female', auntie: 'female',
  grandpa: 'male', grandfather: 'male', dad: 'male', father: 'male', uncle: 'male', bloke: 'male', chap: 'male', fella: 'male', dude: 'male', gal: 'female',
};

/** Speed words: an absolute speed, or a factor of the current one. */
const SPEED: Record<string, { set?: number; factor?: number }> = {
  slow: { set: 0.8 }, slowly: { set: 0.8 }, calm: { set: 0.9 }, relaxed: { set: 0.9 },
  fast: { set: 1.25 }, quick: { set: 1.25 }, quickly: { set: 1.25 }, rapid: { set: 1.4 }, energetic: { set: 1.15 },
  slower: { factor: 0.8 }, 'more slowly': { factor: 0.8 }, faster: { factor: 1.25 }, quicker: { factor: 1.25 }, 'more quickly': { factor: 1.25 },
};

const alternation = (words: string[]) => [...words].sort((a, b) => b.length - a.length).map((w) => w.replace(/[-']/g, (c) => `\\${c}`).replace(/ /g, '\\s+')).join('|');
const NOUN = String.raw`(?:voice|voices|narrator|narration|voice[- ]?over|speaker|reader|speech|accent|pronunciation)`;
const AMOUNT = String.raw`(?:(?:a\s+)?(?:bit|little|tad|touch)\s+|much\s+|a\s+lot\s+|way\s+|slightly\s+|even\s+|kinda\s+|kind\s+of\s+|sort\s+of\s+|pretty\s+|quite\s+|really\s+|very\s+|super\s+|rather\s+)`;
const ADJECTIVE = `(?:${AMOUNT})?(?:${alternation([...Object.keys(PITCH), ...Object.keys(GENDER), ...Object.keys(ACCENTS), ...Object.keys(LANGUAGES), ...Object.keys(SPEED), ...TONE])})(?:-?ish|-like|-type|-style|-sounding)?`;
/** A run of voice adjectives before a voice noun: "a slow, deep British female voice". */
const ADJECTIVES_NOUN = new RegExp(String.raw`\b(?:(?:with|in|using|use|by)\s+)?(?:(?:a|an|the)\s+)?((?:${ADJECTIVE}[\s,]+(?:and\s+)?){1,5})${NOUN}\b((?:,?\s+(?:and\s+)?${ADJECTIVE}\b(?!\s+(?:music|song|track|text|title|font|letters|background|cut|cuts|transitions?|zoom|pan|motion)\b)){0,2})`, 'gi');
/** A person who speaks: "an upbeat woman ⟪n1⟫" (narrating, taken with its quote), "a deep-voiced older man reads". */
const PERSON = String.raw`(?:woman|women|man|men|guy|lady|girl|boy|female|male|gentleman|dude|grandma|granny|grandpa|mom|mum|dad)(?:'s)?`;
const ADJECTIVES_PERSON = new RegExp(String.raw`\b(?:(?:have|get|with|by|from)\s+)?(?:(?:a|an|the|some)\s+)?((?:${ADJECTIVE}[\s,]+(?:and\s+)?){0,4})(${PERSON})\b`, 'gi');
/** "change the voice to a woman", "make the narrator an older man", "switch to a male voice": who speaks now. */
const VOICE_TO_PERSON = new RegExp(String.raw`\b(?:(?:change|switch|swap|make|turn|set)\s+)?(?:the\s+)?(?:voice|narrator|narration|voice[- ]?over|speaker|reader)\s+(?:to|into|as|for|with|be|is)?\s*(?:(?:a|an|the)\s+)?((?:${ADJECTIVE}[\s,]+(?:and\s+)?){0,4})(${PERSON})\b`, 'gi');
/** Voice adjectives right before a spoken quote whose noun went with it ("female narrator: …"). */
const ADJECTIVES_SPOKEN = new RegExp(String.raw`\b(?:(?:a|an|the)\s+)?((?:${ADJECTIVE}[\s,]+(?:and\s+)?){0,3}${ADJECTIVE})(?=\s*\u0001)`, 'gi');
/** What follows a speaker: their spoken quote, or a speech verb. */
const SPEAKS = /^\s*(?:\u2061[^\u2061]*\u2061\s*)?(?:\s+with\s+an?\s+[^.⟪\u0001]{0,30}?\bvoice\b|⟪n|[:,]?\s*⟪n|[:,]?\s*(?:narrat|read|say|speak|talk|voic|to\s+(?:read|say|narrate|speak)|doing\s+the\s+voice))/i;
/** "the voice deeper", "make the narrator slower", "voice: female", "narration should be faster". */
const NOUN_ADJECTIVE = new RegExp(
  String.raw`\b(?:(?:make|have|let)\s+)?(?:the\s+|a\s+)?${NOUN}\s*(?::|\(|\s(?:should\s+)?(?:be|sound|sounds|speak|speaks|talk|talks|go|goes)(?:\s+(?:a|an))?)?\s*((?:${ADJECTIVE}(?:[\s,]+(?:and\s+)?|(?=\W|$))){1,4})`,
  'gi',
);
/** "speak slower", "read it a bit faster", "talk more slowly", "narrate it slowly". */
const VERB_SPEED = new RegExp(String.raw`\b(?:speak|speaks|talk|talks|read|reads|say|narrate|narrated|spoken|said)\s+(?:it\s+|that\s+|this\s+)?(${AMOUNT}?(?:slower|faster|quicker|more\s+slowly|more\s+quickly|slowly|quickly|slow|fast))\b`, 'gi');
/** A sentence that is a pace and no more: "Slowly please, …", "Nice and slow.", "A bit faster!". */
const PACE_SENTENCE = new RegExp(String.raw`(?<=^|[.!?]\s+)((?:nice\s+and\s+)?${AMOUNT}?(?:slowly|slow|slower|more\s+slowly|quickly|fast|faster|calmly))(?:\s+(?:please|pls|plz))?(?=\s*(?:[,.;!?]|$))`, 'gi');
/** "in Spanish", "spoken in French", "speak German", "in a British accent" (the accent form is ADJECTIVES_NOUN). */
const LANGUAGE_NAME = new RegExp(String.raw`\b(${alternation(Object.keys(LANGUAGES))})\b(?!\s+(?:style|font|letters|text|title|subtitles|captions|accent))`, 'gi');
const IN_LANGUAGE = new RegExp(String.raw`\b(?:(?:spoken|narrated|read|said|voiced|speak|speaks|speaking)\s+)?in\s+(${alternation(Object.keys(LANGUAGES))})\b(?!\s+(?:style|font|letters|text|title|subtitles|captions))|\b(?:speak|speaks|speaking)\s+(${alternation(Object.keys(LANGUAGES))})\b`, 'gi');
/** "read by a woman", "voiced by a man". */
const BY_GENDER = /\b(?:read|spoken|narrated|voiced|said)\s+(?:out\s+)?by\s+(?:a\s+|an\s+)?((?:[a-z]+\s+){0,2}?)(woman|man|female|male|girl|guy|lady)\b/gi;
/** "at 1.5x speed", "at half speed", "normal speed", "at double speed". */
const AT_SPEED = /\b(?:at\s+)?(\d+(?:\.\d+)?)\s*(?:x|×|times)\s+(?:the\s+)?(?:speed|pace|rate)\b|\bat\s+(half|double|normal|usual)\s+(?:speed|pace|rate)\b/gi;
/** The whole prompt is a bare "slower"/"faster" ("a bit slower please"). */
const BARE_SPEED = new RegExp(String.raw`^\s*(?:make\s+it\s+|and\s+)?(${AMOUNT}?(?:slower|faster|quicker))(?:\s+please)?\s*[.!]?\s*$`, 'i');

export interface VoiceRequest {
  language?: string;
  gender?: NarrationVoice['gender'];
  pitch?: NarrationVoice['pitch'];
  /** An absolute speed, or a factor of the current one. */
  speed?: { set?: number; factor?: number };
  /** The words that asked, for the summary ("a deep female voice"). */
  said: string[];
  /** The voice reads what is on screen ("a guy reads each step", "female voice reads the tagline"). */
  screen?: ScreenPick;
}

/** How much an amount word changes a relative speed: "a bit slower" is less than "slower", "much slower" more. */
function scaled(speed: { set?: number; factor?: number }, amount: string): { set?: number; factor?: number } {
  if (!speed.factor || !amount.trim()) return speed;
  const a = amount.toLowerCase();
  const strength = /bit|little|tad|touch|slightly/.test(a) ? 0.5 : /much|lot|way/.test(a) ? 1.8 : 1;
  return { factor: 1 + (speed.factor - 1) * strength };
}

/** Reads one adjective ("a bit slower", "British", "deep") into the request. */
function readAdjective(request: VoiceRequest, words: string, nounIsAccent: boolean): boolean {
  const amount = new RegExp(`^${AMOUNT}`, 'i').exec(words)?.[0] ?? '';
  const said = words.slice(amount.length).toLowerCase().replace(/\s+/g, ' ');
  // "grandma-ish", "radio-style": the word without its suffix, unless the suffix is its own ("british", "english").
  const known = (w: string) => w in PITCH || w in GENDER || w in SPEED || w in ACCENTS || w in LANGUAGES || TONE.includes(w);
  const word = known(said) ? said : said.replace(/(?:-?ish|-like|-type|-style|-sounding)$/, '');
  if (word in PITCH) request.pitch = PITCH[word];
  else if (word in GENDER) request.gender = GENDER[word];
  else if (word in SPEED) request.speed = scaled(SPEED[word]!, amount);
  // "an English accent" is British; "an English voice" or "English narration" is the language.
  else if (word in ACCENTS && (nounIsAccent || !(word in LANGUAGES))) request.language = ACCENTS[word];
  else if (word in LANGUAGES) request.language = LANGUAGES[word];
  else if (!TONE.includes(word)) return false;
  return true;
}

function readAdjectives(request: VoiceRequest, run: string, nounIsAccent: boolean): boolean {
  const pattern = new RegExp(ADJECTIVE, 'gi');
  let any = false;
  for (const m of run.matchAll(pattern)) any = readAdjective(request, m[0], nounIsAccent) || any;
  return any;
}

/** Reads the voice words anywhere in the prompt and marks them as used. `hasNarration`: a bare "slower" is the voice's. */
export function readVoice(reading: Reading, hasNarration: boolean): VoiceRequest {
  const request: VoiceRequest = { said: [] };
  readSpeakerClauses(reading, request, hasNarration);
  const bare = hasNarration ? BARE_SPEED.exec(reading.view()) : null;
  if (bare) {
    readAdjectives(request, bare[1]!, false);
    reading.take(0, reading.length);
    request.said.push(bare[1]!.toLowerCase());
    return request;
  }
  for (const m of reading.find(ADJECTIVES_NOUN)) {
    const noun = /(accent|pronunciation)\s*$/i.test(m[0]);
    if (readAdjectives(request, m[1]!, noun)) {
      if (m[2]) readAdjectives(request, m[2], false);
      reading.takeMatch(m);
      request.said.push(m[0].trim().replace(/^(?:with|in|using|use|by)\s+/i, ''));
    }
  }
  for (const m of reading.find(VOICE_TO_PERSON)) {
    readAdjectives(request, m[1] ?? '', false);
    request.gender = GENDER[m[2]!.toLowerCase().replace(/^(wo)?men$/, '$1man').replace(/^gentleman$|^dude$/, 'man')] ?? request.gender;
    reading.takeMatch(m);
    request.said.push(m[0].trim());
  }
  for (const m of reading.find(ADJECTIVES_PERSON)) {
    if (!SPEAKS.test(reading.text.slice(m.index + m[0].length))) continue;
    readAdjectives(request, m[1] ?? '', false);
    request.gender = GENDER[m[2]!.toLowerCase().replace(/^(wo)?men$/, '$1man').replace(/^gentleman$|^dude$/, 'man')] ?? request.gender;
    reading.takeMatch(m);
    request.said.push(m[0].trim());
  }
  for (const m of reading.find(ADJECTIVES_SPOKEN)) {
    if (!/^\s*(?:\u2061[^\u2061]*\u2061\s*)?⟪n/.test(reading.text.slice(m.index + m[0].length)) || !readAdjectives(request, m[1]!, false)) continue;
    reading.takeMatch(m);
    request.said.push(m[0].trim());
  }
  // "say '…' high pitched and fast": how the voice sounds, said right after its words.
  // (Read on the text as written: the narration's token is taken, and so hidden in the reading's view.)
  for (const m of reading.text.matchAll(/(?<=⟪n\d+⟫\s*,?\s*)([\p{L}'’-]+(?:(?:\s*,\s*|\s+(?:and|&)\s+|\s+)[\p{L}'’-]+){0,5})(?=\s*(?:[,.;!?\n]|$))/gu)) {
    if (!reading.isFree(m.index, m.index + m[0].length)) continue;
    if (!m[1]!.split(/[\s,&]+/).every((w) => !w || isVoiceWord(w.toLowerCase()) || /^(?:and|a|bit|little|very|really|quite|high|low|deep|pitched|voiced|sounding|lol|pls|please|thanks)$/i.test(w))) continue;
    if (!readAdjectives(request, m[1]!, false)) continue;
    reading.take(m.index, m.index + m[0].length);
    request.said.push(m[0].trim());
  }
  // "Can a woman's voice read them out? Slowly please, they're 10.": a sentence led by a pace word, once a voice was
  // asked (or the chapter has one), says how it speaks.
  if (request.said.length || hasNarration) {
    // (On the text as written: the sentence before was taken, its full stop with it.)
    for (const m of reading.text.matchAll(PACE_SENTENCE)) {
      if (!reading.isFree(m.index, m.index + m[0].length) || !readAdjectives(request, m[1]!, false)) continue;
      reading.take(m.index, m.index + m[0].length);
      request.said.push(m[1]!.toLowerCase());
    }
  }
  for (const m of reading.find(NOUN_ADJECTIVE)) {
    if (readAdjectives(request, m[1]!, false)) {
      reading.takeMatch(m);
      request.said.push(m[0].trim());
    }
  }
  for (const m of reading.find(VERB_SPEED)) {
    if (readAdjectives(request, m[1]!, false)) {
      reading.takeMatch(m);
      request.said.push(m[0].trim());
    }
  }
  const spokenLanguage = request.language;
  for (const m of reading.find(IN_LANGUAGE)) {
    const name = (m[1] ?? m[2])!.toLowerCase().replace(/\s+/g, ' ');
    // "Text on screen in English" is the screen's language; a speaker clause's language stays.
    if (spokenLanguage || /\b(?:text|title|words|captions?|subtitles?|subs|written|on[- ]screen|slides?|heading)\b[^.,;:\n]{0,20}$/i.test(reading.text.slice(Math.max(0, m.index - 40), m.index))) continue;
    // "in English" after "with a British accent" keeps the accent.
    if (!(request.language && request.language.split('-')[0] === LANGUAGES[name])) request.language = LANGUAGES[name];
    reading.takeMatch(m);
    request.said.push(m[0].trim());
  }
  // "Male voice speaking French": the voice's words took "speaking"; the language said after it is still the voice's.
  if (!request.language) {
    for (const m of reading.find(LANGUAGE_NAME)) {
      if (!/\bspeak(?:s|ing)?\s+$/i.test(reading.text.slice(Math.max(0, m.index - 12), m.index))) continue;
      request.language = LANGUAGES[m[1]!.toLowerCase().replace(/\s+/g, ' ')];
      reading.takeMatch(m);
      request.said.push(`speaking ${m[1]}`);
      break;
    }
  }
  for (const m of reading.find(BY_GENDER)) {
    readAdjectives(request, m[1] ?? '', false);
    request.gender = GENDER[m[2]!.toLowerCase()];
    reading.takeMatch(m);
    request.said.push(m[0].trim());
  }
  for (const m of reading.find(AT_SPEED)) {
    const word = m[2]?.toLowerCase();
    const set = word === 'half' ? 0.5 : word === 'double' ? 2 : word ? 1 : Number(m[1]);
    request.speed = { set };
    reading.takeMatch(m);
    request.said.push(m[0].trim());
  }
  return request;
}

/** A verb of reading aloud, said with no words of its own. */
const READS_ALOUD = /\b(?:read|reads|reading|narrate|narrates|narrating|voice\s+it|lee|lit|legge|liest|lê)\b/i;
/** A token another reader owns inside a speaker clause: a quote to show, an upload. */
const KEPT_TOKEN = /⟪[qa]\d+⟫/g;

/**
 * Speaker clauses (read/speaker.ts): every voice word anywhere in one sets the voice, a reference to the screen's
 * words makes the narration read them, and the whole clause is understood (never drawn): its words are taken, all
 * but a quote or an upload another reader shows. In a later prompt of a narrated chapter, a clause of voice words
 * alone is the voice's ("make it a cheerful young woman instead, and faster").
 */
function readSpeakerClauses(reading: Reading, request: VoiceRequest, hasNarration: boolean): void {
  for (const clause of speakerClauses(reading.text, { editing: hasNarration })) {
    // Its free words, and the speech verb a quote's reader set apart with its adverbs ("⁡reads slowly:⁡").
    const cues = reading.text.slice(clause.start, clause.end).match(/\u2061[^\u2061]*\u2061/g) ?? [];
    const free = `${reading.leftover(clause.start, clause.end)} ${cues.join(' ')}`;
    const asked = voiceRequestOf(readVoiceWords(free), reading.text.slice(clause.start, clause.end).replace(/⟪[^⟫]*⟫|[\u2061]/g, ' ').replace(/\s+/g, ' ').trim().replace(/[.,:;!?]+$/, ''));
    const settings = asked.gender || asked.pitch || asked.speed || asked.language;
    if (clause.bare && !settings) continue;
    if (asked.gender) request.gender = asked.gender;
    if (asked.pitch) request.pitch = asked.pitch;
    if (asked.speed) request.speed = asked.speed;
    if (asked.language) request.language = asked.language;
    if (settings) request.said.push(...asked.said);
    const words = reading.text.slice(clause.start, clause.end);
    // A speaker who reads with nothing to read of their own reads the screen ("read in a soft British voice").
    const screen = clause.quoted || clause.bare || clause.saysAt !== undefined ? undefined : (readsScreen(words) ?? (READS_ALOUD.test(words) ? { kind: 'all' as const } : undefined));
    if (screen) request.screen = screen;
    let at = clause.start;
    for (const m of reading.text.slice(clause.start, clause.end).matchAll(KEPT_TOKEN)) {
      reading.take(at, clause.start + m.index);
      at = clause.start + m.index + m[0].length;
    }
    reading.take(at, clause.end);
  }
}

export function isEmptyVoice(request: VoiceRequest): boolean {
  return request.language === undefined && request.gender === undefined && request.pitch === undefined && request.speed === undefined;
}

const round2 = (x: number) => Math.round(x * 100) / 100;

/** The voice after the request: what it says replaces what was there; a relative speed multiplies the current one. */
export function applyVoice(current: NarrationVoice | undefined, request: VoiceRequest): NarrationVoice {
  const voice: NarrationVoice = { ...current };
  if (request.language) voice.language = request.language;
  if (request.gender) voice.gender = request.gender;
  if (request.pitch) voice.pitch = request.pitch;
  if (request.speed) {
    const speed = request.speed.set ?? (voice.speed ?? 1) * (request.speed.factor ?? 1);
    voice.speed = round2(Math.min(MAX_SPEED, Math.max(MIN_SPEED, speed)));
    if (voice.speed === 1) delete voice.speed;
  }
  return voice;
}

/** The voice in words people read: "a deep female voice in Spanish, slower (0.8×)", "a British English voice". */
export function describeVoice(voice: NarrationVoice): string {
  const adjectives = [voice.pitch === 'low' ? 'deep' : voice.pitch === 'high' ? 'high' : '', voice.gender ?? ''].filter(Boolean).join(' ');
  let language = '';
  if (voice.language) {
    language = voice.language;
    try {
      language = new Intl.DisplayNames(['en'], { type: 'language' }).of(voice.language) ?? voice.language;
    } catch {
      // A tag Intl does not know is shown as it is.
    }
  }
  let text = adjectives ? `a ${adjectives} voice${language ? ` in ${language}` : ''}` : language ? `a ${language} voice` : 'the usual voice';
  if (voice.speed !== undefined) text += `, ${voice.speed < 1 ? 'slower' : 'faster'}: ${voice.speed}× speed`;
  return text.replace(/^a (?=[aeiouAEIOU])/, 'an ');
}
