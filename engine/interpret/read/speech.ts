import { cueWords } from './cue-words.js';
import { askingVerb, isInstruction, nlp } from './clauses.js';
import { ORDINAL } from './words.js';
import { LANGUAGE_WORDS } from './voice-words.js';
import { clausesOf, readsScreen, speakerClauses, type SpeakerClause } from './speaker.js';

/*
 * Spoken quotes: which quoted texts a voice says rather than the screen shows, read from the words of the clause
 * around the quote, not from a list of sentences. A quote is spoken when
 * - the clause before it ends with a word of speech: a voice or speaker noun ("a woman's voice:", "female narrator:",
 *   "voiceover for our shop:"), or a speech verb that needs no subject ("narrating:", "read out", "read aloud",
 *   "voice it:", "spoken:");
 * - or a speaker does a speech verb before it ("have a warm female voice say:", "a guy reads:", "someone read out");
 * - or the words after it say so ("… read aloud", "… as a voiceover", "… in a deep voice", "… spoken by a woman").
 * A display noun between the speaker and the quote ("a woman holding a sign that says …") keeps it on screen, and
 * a "says"/"saying" with no speaker ("a slide saying …", "a button that says …") is the screen's.
 * The speech verb is taken out with the quote (it was understood); the speaker's words stay for the voice reader
 * (voice.ts: "warm female voice", "older man").
 *
 * Beyond these, any speaker clause (speaker.ts) right before a quote makes it spoken ("Narrator: laid-back Australian
 * bloke, "…"", "Voz femenina en español: "…""), and a speaker clause's words said without quotes, after its colon
 * or its "says" ("A cheerful voice says: We are open!"), are spoken too: to the end of their sentence, and on through
 * the sentences of the same line that ask for nothing (a request, a look or a "Label:" ends them).
 */

/** A language said of the speech: "speaking in Spanish this text". */
const LANGUAGE = Object.keys(LANGUAGE_WORDS).sort((a, b) => b.length - a.length).map((w) => w.replace(/\s+/g, '\\s+')).join('|');
const PERSON = String.raw`(?:someone|somebody|a\s+person|person|guy|man|woman|lady|girl|boy|kid|child|host|presenter|announcer|speaker|narrator|actor|he|she|me|us|him|her|hombre|mujer|chica|chico|homme|femme|uomo|donna|homem|mulher|mann|frau)(?:'s)?`;
// With the common languages' own nouns and verbs ("Tiefe Stimme spricht: …", "una voz dice: …", "une voix dit : …").
const VOICE_NOUN = String.raw`(?:voice|voices|narrator|narration|narrators|voice[- ]?over|voiceover|vo|v\.o\.|announcer|speaker|audio|tts|stimme|männerstimme|frauenstimme|sprecher(?:in)?|voz|voix|voce|locutor(?:a)?|narrador(?:a)?|narrateur|narratrice|narratore)`;
const SPEECH_VERB = String.raw`(?:say|says|saying|said|read|reads|reading|speak|speaks|speaking|tell|tells|telling|announce|announces|announcing|narrate|narrates|narrating|voicing|whisper|whispers|whispering|yell|yells|yelling|shout|shouts|shouting|sing|sings|singing|call|calls|calling|cheer|cheers|cheering|spricht|sagt|liest|dice|lee|dit|lit|parle|diz|fala|lê|legge|parla|diga|digan|lea|lean|hable|dise|disent|lise|lisent|dica|legga|sage|lese|leia|fale)`;
const AFTER_VERB = String.raw`(?:\s+(?:out(?:\s+loud)?|aloud|(?:(?:in|into|auf|en|em)\s+)?(?:${LANGUAGE})|exactly|word\s+for\s+word|verbatim|it|this|that|slowly|quickly|softly|calmly|gently|clearly|loudly|quietly|warmly|cheerfully|fast|slow|slower|faster|these\s+words|(?:the|this)\s+(?:line|following|words|script|text|sentence)|(?:over|under)\s+(?:it|this|the\s+\w+)))*`;
/** What may follow a voice noun before its quote: "for the shop", "from a fast-talking guy", "(soft, female, slow)", ", British, upbeat", ", like a proper market trader". */
const NOUN_TAIL = String.raw`(?:\s+(?:script|text|copy|lines?|words))?(?:\s+(?:speaking|talking|in)\s+(?:${LANGUAGE})\b)?(?:\s*:\s*[^:.!?⟪⟫"]{1,60}?(?=\s*:))?(?:\s+(?:for|of|on|about|from|by|with)\s+[^:.!?⟪⟫"]{1,40})?(?:\s*\([^()]{1,60}\))?(?:\s*,\s*[\p{L}'-]+(?:\s+[\p{L}'-]+){0,2}){0,4}(?:\s*,?\s*(?:like|sounding\s+like|as\s+if\s+(?:he|she|they)\s+(?:was|were|is|are))\s+(?:a|an|the|some|one\s+of)\s+[^:.!?⟪⟫"]{1,40})?(?:\s+(?:at|in)\s+the\s+(?:start|end|beginning|intro|outro))?(?:\s+(?:please|pls|thanks))?`;
/** A person who speaks, said before a colon: "fast talking guy:", "British woman:". */
const PERSON_COLON = String.raw`\b(?:guy|man|woman|lady|girl|boy|kid|dude|gentleman|grandma|grandpa)(?:'s)?${NOUN_TAIL}\s*:\s*$`;
const DISPLAY = /\b(?:title|titles|text|texts|slide|slides|sign|button|banner|caption|captions|subtitle|subtitles|heading|headline|card|screen|label|tag|sticker|overlay|lower\s+third|tagline|line|quote|page|poster|frame|shirt|board|reads\s+on)\b/i;
/** The words to be said, named after the speaker: "Male voice speaking Spanish, the words are: …". */
const WORDS_ARE_SAID = String.raw`\s*,?\s*(?:and\s+)?(?:the|its|his|her|their)\s+(?:words|script|lines?|text)\s+(?:are|is|will\s+be|should\s+be)`;
const WORDS_ARE = `(?:${WORDS_ARE_SAID})?`;
/** Those words at a clause's end, taken with the quote (they said what it is, and are no text of the screen). */
const WORDS_ARE_END = new RegExp(String.raw`${WORDS_ARE_SAID}\s*[:,\-–—]?\s*$`, 'i');
const END = String.raw`${WORDS_ARE}\s*[:,\-–—]?\s*$`;

/** A clause ending with speech that needs no subject: "narrating:", "voiceover for the shop:", "read out", "voice it:". */
const SPEECH_END = new RegExp(
  String.raw`(?:${PERSON_COLON}|\b${VOICE_NOUN}\b${NOUN_TAIL}|\b(?:narrat(?:e|es|ed|ing)|voiced|spoken|read\s+(?:out(?:\s+loud)?|aloud)|reading\s+(?:out(?:\s+loud)?|aloud)|voice\s+(?:it|this|that)|say\s+out\s+loud)\b${AFTER_VERB})${END}`,
  'iu',
);
/** A speaker and a speech verb: "have a warm female voice say:", "a guy reads", "get someone to read out". */
const SPEAKER_VERB = new RegExp(String.raw`\b(?:${PERSON}|${VOICE_NOUN})\b([^.!?⟪⟫"]{0,40}?)\b(${SPEECH_VERB})\b${AFTER_VERB}${END}`, 'i');
/** A clause that is only a speech verb: "Say: …", "and read out: …". */
const BARE_VERB = new RegExp(String.raw`^\s*(?:(?:and|then|also|please|pls|plus)\s+)*(?:narrate|read\s+out|read\s+aloud|speak|voice)\b${AFTER_VERB}${END}`, 'i');
/** Words after the quote that make it spoken. */
// (Not a voice said to read something on screen: "'Until March'. With a male voice reading the title." reads the title.)
const SPOKEN_AFTER = new RegExp(
  String.raw`^\s*[,.]?\s*(?:(?:read|said|spoken|narrated|voiced|whispered)\s+(?:out(?:\s+loud)?|aloud|by)\b|as\s+(?:a\s+|the\s+)?(?:voice[- ]?over|voiceover|narration|vo)\b|(?:in|with)\s+(?:a|an)\s+[\p{L}' -]{0,30}?\bvoice\b(?!\s+(?:that\s+|which\s+|who\s+)?(?:read(?:s|ing)?|say(?:s|ing)|speak(?:s|ing)|announc(?:es|ing))\s+(?:out\s+)?(?:the|each|every|all(?:\s+the)?)\s+(?:titles?|headlines?|headings?|texts?|words|list|points|steps|items|slides?|captions?|subtitles?|taglines?)\b))`,
  'iu',
);

/** Words after a spoken quote that only said it is spoken (taken with it); a voice's description stays. */
const SPOKEN_VERB_AFTER = /^\s*[,.]?\s*(?:(?:read|said)\s+(?:out(?:\s+loud)?|aloud)|as\s+(?:a\s+|the\s+)?(?:voice[- ]?over|voiceover|narration|vo))\b/i;

/** The clause before `at`: back to a sentence's end, a line break or another quote. */
function clauseBefore(text: string, at: number): string {
  let i = at;
  while (i > 0 && !/[.!?\n"“”⟫]/.test(text[i - 1]!)) i--;
  // "Dr. Smith", "e.g." are no sentence ends: a full stop after one or two letters.
  if (i > 1 && text[i - 1] === '.' && /(?:^|\s)\p{L}{1,2}$/u.test(text.slice(Math.max(0, i - 4), i - 1))) return clauseBefore(text, i - 1) + text.slice(i - 1, at);
  return text.slice(i, at);
}

export interface SpokenCue {
  /** The cue's words to take out with the quote (a verb), as offsets in the clause; absent: none. */
  verb?: [number, number];
}

/** Whether the quote after `before` (its clause) and before `after` is spoken, and which verb words said so. */
export function spokenCue(before: string, after: string): SpokenCue | undefined {
  const speaker = SPEAKER_VERB.exec(before);
  if (speaker && !DISPLAY.test(speaker[1]!)) {
    const verbAt = speaker.index + speaker[0].search(new RegExp(String.raw`\b${speaker[2]}\b`, 'i'));
    return { verb: [verbAt, before.length] };
  }
  const end = SPEECH_END.exec(before);
  if (end) {
    // A voice noun stays for the voice reader; a verb ("narrating:", "read out") is taken.
    const verb = /^(?:narrat(?:e|es|ed|ing)\b|voiced|spoken|read|voice\s+(?:it|this|that)|say)/i.test(end[0].trim()) ? ([end.index, before.length] as [number, number]) : undefined;
    const named = verb ? undefined : WORDS_ARE_END.exec(before);
    return verb ? { verb } : named ? { verb: [named.index, before.length] } : {};
  }
  if (BARE_VERB.test(before)) return { verb: [0, before.length] };
  if (SPOKEN_AFTER.test(after) && !/\b(?:title|text|heading|headline|caption|subtitle|button|banner|saying|says|reads|that\s+says)\s*[:\-–—]?\s*$/i.test(before)) return {};
  return undefined;
}

const QUOTED = /["“„«]([^"“”„«»]{1,2000})["“”»]/g;

/**
 * Takes the spoken quotes out of `text` (quotes written double, after doubleSingleQuotes) into `narration`, each
 * replaced by its token ⟪n1⟫, ⟪n2⟫, … (numbered after those already in `narration`).
 */
export function takeSpokenQuotes(text: string, narration: string[]): string {
  const speakers = speakerClauses(text);
  let out = '';
  let at = 0;
  let shown = false;
  for (const m of text.matchAll(QUOTED)) {
    const start = m.index;
    const end = start + m[0].length;
    const before = clauseBefore(text, start);
    // Joined to a quote shown just before it ("Text "New menu" and "980 yen". With a female voice "…""): shown too,
    // whatever voice is named after it.
    const joined: boolean = shown && /^\s*(?:,|and|&|plus|or|と)?\s*$/iu.test(before) && /["”»]\s*$/.test(text.slice(0, start - before.length));
    const cue: SpokenCue | undefined = joined ? undefined : (spokenCue(before, text.slice(end, end + 60)) ?? speakerBefore(speakers, text, start));
    const spoken = m[1]!.trim();
    shown = !cue;
    if (!cue || !spoken) continue;
    const clauseStart = start - before.length;
    const verbFrom = cue.verb ? Math.max(at, clauseStart + cue.verb[0]) : start;
    narration.push(spoken);
    const after = SPOKEN_VERB_AFTER.exec(text.slice(end))?.[0] ?? '';
    out += `${text.slice(at, verbFrom)} ${cueWords(text.slice(verbFrom, start))} ⟪n${narration.length}⟫ ${cueWords(after)} `;
    at = end + after.length;
  }
  return takeSpokenText(out + text.slice(at), narration);
}

/** A speaker clause ending right before the quote at `at` ("Narrator: laid-back Australian bloke, "…""). */
function speakerBefore(speakers: SpeakerClause[], text: string, at: number): SpokenCue | undefined {
  // Right before the quote, in the same sentence, and not one that reads the screen ("… reads them. "A" / "B"").
  const clause = speakers.find((c) => c.end <= at && /^\s*[:,\-–—]?\s*$/.test(text.slice(c.end, at)) && !/[.!?]\s*$/.test(text.slice(c.start, c.end)) && !readsScreen(text.slice(c.start, c.end)));
  // "Narrate this over a slide with the title "…"": a thing shown, named last, is what the quote is.
  // "replace the last line of the voiceover with "…"" edits one of its sentences (intents/audio.ts).
  if (clause && SENTENCE_OF.test(text.slice(clause.start, clause.end))) return undefined;
  if (clause && !SHOWN_LAST.test(text.slice(clause.start, clause.end))) return {};
  // "Narrate this over a slide titled "Week one": "…"": "this" points on to the quote after the sentence's colon.
  // "A voice reading this, karaoke subtitles. Dark background.\n"…"": or to the next quote opening a line of its own.
  const ahead = speakers.find((c) => c.end <= at && FORWARD.test(text.slice(c.start, c.end)) && (/^(?:[^.!?\n"“]|"[^"]*")*:\s*$/.test(text.slice(c.end, at)) || /^[^"“⟪]*\n\s*$/.test(text.slice(c.end, at))));
  if (ahead) return {};
  // "I want the voice to speak French, a man's voice. The text: "…"": a voice with nothing to say and nothing of the
  // screen to read, then the words' label in the next sentence.
  const asked = speakers.find((c) => c.end <= at && !c.quoted && c.saysAt === undefined && !readsScreen(text.slice(c.start, c.end)) && WORDS_NEXT.test(text.slice(c.end, at)) && /[.!]\s*(?:the\s+|its\s+|his\s+|her\s+)?(?:text|words|lines|script)\s*:\s*$/i.test(text.slice(c.start, at)));
  return asked ? {} : undefined;
}
const WORDS_NEXT = /^[^.!?\n"“⟪]*[.!]?\s*(?:the\s+|its\s+|his\s+|her\s+)?(?:text|words|lines|script)\s*:\s*$/i;
const SENTENCE_OF = new RegExp(String.raw`\b${ORDINAL}\s+(?:sentence|line)\b`, 'i');
const FORWARD = /\b(?:narrat(?:e|es|ing)|read(?:s|ing)?(?:\s+out)?|say(?:s|ing)?|voic(?:e|es|ing)|speak(?:s|ing)?)\s+(?:this|the\s+following|these\s+words|this\s+line)\b/i;
const SHOWN_LAST = /\b(?:title|heading|headline|text|caption|subtitle|tagline|button|banner|sign|label|slide|card)\b(?:\s+(?:of|that\s+says|saying|reading|reads|says))?\s*$/i;

/**
 * A label that opens a sentence of the brief, not of the script: "Music: upbeat", "Outro: logo", "Vibe: calm".
 * Words said with a colon inside a script stay spoken ("Today: the cheapest laptop…", "Step one: breathe").
 */
function toolLabel(sentence: string): boolean {
  const label = /^([\p{L} ]{1,24}):/u.exec(sentence)?.[1];
  return label !== undefined && (NOT_SAID.test(label) || /\b(?:intro|outro|ending|end|cta|format|length|duration|speaker|narrator|voice|font|style|vibe|mood|tone|look|notes?|p\s?s|colou?rs?|size|aspect|audio|sound|sfx|effects?|then|next|after)\b/i.test(label));
}

/** A sentence that asks for something or describes the video, which ends unquoted spoken words. */
const NOT_SAID = /\b(?:background|bg|title|heading|headline|subtitles?|captions?|subs|music|soundtrack|logo|font|slides?|scenes?|transition|fade|zoom|photos?|pictures?|images?|video|clip|button|colou?rs?|text|on[- ]screen|style|theme|particles|confetti|snow|progress\s+bar|lower\s+third|karaoke|seconds?|secs?)\b|https?:|⟪|["“]/i;

/**
 * Where unquoted spoken words starting at `from` end: their sentence, and the next ones of the line that ask for
 * nothing. After a label (`label`: "Script:", "Voiceover (female):", "read this out …:") a sentence said to the viewer
 * goes on ("Hold for seven.", "Change the locks."): only one said to the tool ends them, a verb of making
 * ("Add …", "Make …") or any verb of asking about the video ("keep it short"), a word of the video, or a new label.
 */
function spokenEnd(text: string, from: number, label = false): number {
  const lineEnd = text.indexOf('\n', from) < 0 ? text.length : text.indexOf('\n', from);
  const sentences = clausesOf(text.slice(from, lineEnd));
  let end = from + (sentences[0]?.[1] ?? 0);
  for (const [a, b] of sentences.slice(1)) {
    const sentence = text.slice(from + a, from + b).trim();
    const toTool = label ? saidToTool(sentence) : isInstruction(sentence);
    if (toTool || NOT_SAID.test(sentence) || POLITE_REQUEST.test(sentence) || FORMAT_ONLY.test(sentence) || toolLabel(sentence)) break;
    end = from + b;
  }
  return end;
}

/**
 * Whether spoken words open with a sentence that asks the listener ("…saying: Breathe in. Reach up."): then the
 * script is one of requests to the listener, and its next ones go on like a label's words (spokenEnd).
 */
function opensWithRequest(text: string, from: number): boolean {
  const lineEnd = text.indexOf('\n', from) < 0 ? text.length : text.indexOf('\n', from);
  const first = clausesOf(text.slice(from, lineEnd))[0];
  const sentence = first === undefined ? '' : text.slice(from + first[0], from + first[1]).trim();
  return sentence !== '' && (isInstruction(sentence) || nlp(sentence).has('^#Infinitive')) && !saidToTool(sentence);
}

/** Words of what the tool makes, in a clause that asks for it ("put the words on the screen", "make it vertical"). */
const TOOL_OBJECT = /\b(?:it|screen|words|captions?|subtitles?|subs|text|video|vertical|horizontal|square|portrait|landscape|widescreen|music|background|logo|title|slides?)\b/i;

/**
 * Where dictated words run on into a request to the tool, with no stop between ("a voice says welcome all and put
 * the words on the screen and make it vertical"): at an "and"/"then" that opens a verb of making about the video.
 */
function dictatedEnd(text: string, from: number, end: number): number {
  // With no "and" at all ("… and let's begin use a soft green background"), a verb of making opens the request only
  // when its clause names the background, the music or the frame (a script says "use a soft towel").
  const joins = /\s+(?:(and|then|also|plus|&)\s+)?(?:(?:then|also|please|pls|can\s+you|could\s+you)\s+)*([\p{L}]+)\b/giu;
  const run = text.slice(from, end);
  for (const m of run.matchAll(joins)) {
    if (!MAKING.has(m[2]!.toLowerCase())) continue;
    const rest = run.slice(m.index + m[0].length);
    const clause = rest.split(/\s+(?:and|then)\s+|[,.;!?]/i)[0] ?? '';
    if (m[1] ? TOOL_OBJECT.test(clause) : LOOK_OBJECT.test(clause)) return from + m.index;
  }
  // "… saying handmade just for you and the words coming up one by one", "… and a button at the end that says …": a
  // part of the video joined by "and", then how it shows or where (never "and the music of the Blue Notes").
  const part = PART_JOINED.exec(run);
  if (part) return from + part.index;
  // "… and no music please": leaving a part out is the tool's.
  const none = /\s+(?:and\s+|but\s+)?no\s+(?:background\s+)?(?:music|soundtrack|captions|subtitles|logo|text)\b/i.exec(run);
  return none ? from + none.index : end;
}

/** A part of the video joined to dictated words, with how it shows or where: "and the words coming up …". */
const PART_JOINED = /\s+(?:and|then|plus)\s+(?:(?:then|also)\s+)?(?:the|a|an|some)\s+(?:[\p{L}-]+\s+){0,2}?(?:words|captions?|subtitles?|subs|button|logo|title|text|lettering|music|song|soundtrack|sparkles|confetti|snow|balloons|hearts|fireworks|bubbles|background|progress\s+bar|lower\s+third)\s+(?:coming|come|comes|popping|pop|pops|appearing|appear|appears|showing|shown|show|going|at|on|in|that|which|saying|says|with|should|to|underneath|under|below|over|across|along|lit|highlighted)\b/iu;

/** What a run-on request with no "and" names: the look or the sound of the video. */
const LOOK_OBJECT = /^\s*(?:(?:a|an|the|some|our|my)\s+)?(?:[\p{L}-]+\s+){0,3}(?:background|backdrop|music|soundtrack|font|colou?rs?|theme|style|captions?|subtitles?|transitions?)\b/iu;

/** A sentence that only names the video's shape ("Square format.", "Vertical please.", "16:9."). */
const FORMAT_ONLY = /^(?:(?:make\s+it|in|as\s+an?)\s+)?(?:vertical|horizontal|portrait|landscape|square|widescreen|(?:9:16|16:9|1:1|4:5)(?!\d))(?:\s+(?:format|video|one|please|pls|for\s+[\p{L}]+))*[.!]*$/iu;

/** A sentence of a request that ends with its politeness ("And some balloons too please."): the tool's, not the script's. */
const POLITE_REQUEST = /^(?:(?:and|also|plus|oh|oh\s+and|maybe)\b.*|(?!.*\b(?:i|we|you|us|our|your|my)\b).*)\b(?:please|pls|plz|thanks|thank\s+you|if\s+possible|if\s+you\s+can)[.!]*$/i;

/** Verbs that only ever ask a video tool for something: a sentence they lead is no script's. */
const MAKING = new Set('add make put show use give include insert remove delete swap replace switch turn set place move fade zoom pan animate colour color paint tint highlight mute trim crop center centre align enlarge shrink darken lighten reveal flash'.split(' '));

/**
 * Verbs that ask about "it" as the video ("keep it short", "speed it up", "end it on the logo"). A script's requests
 * to its listener use "it" too ("Hold it.", "Now let it all go.", "Feel it."): those verbs are not these.
 */
const EDITING = new Set('keep speed slow cut end finish start open close loop shorten lengthen extend render export wrap brighten'.split(' '));

/** Whether a sentence after a script's label is said to the tool: a verb of making, or a verb of editing "it". */
function saidToTool(sentence: string): boolean {
  const verb = askingVerb(sentence);
  if (!verb) return false;
  return MAKING.has(verb) || (EDITING.has(verb) && /\b(?:it|them|everything)\b/i.test(sentence.replace(/^\S+/, '')));
}

const NONE = /^(?:n\/?a|none|no|nothing|not needed|no thanks|nope|tbc|tbd|-+)[.!]?$/i;

/** Takes a speaker clause's unquoted words (after its colon or "says") into `narration`, as a token ⟪nK⟫. */
function takeSpokenText(text: string, narration: string[]): string {
  const said = speakerClauses(text).filter((c) => c.saysAt !== undefined && !c.quoted);
  let out = '';
  let at = 0;
  for (const c of said) {
    const from = c.saysAt!;
    if (from < at) continue;
    // Never past another quote, a narration or a quote's cue.
    const stop = text.slice(from).search(/[⟪"“\u2061]/);
    let end = Math.min(spokenEnd(text, from, c.label || (c.colon && opensWithRequest(text, from))), stop < 0 ? text.length : from + stop);
    end = Math.min(end, dictatedEnd(text, from, end));
    let spoken = text.slice(from, end).trim();
    // In single quotes that hold an apostrophe ('… St Columba's Clinic. Ask at reception today.'): to the closing one.
    const quoted = /^\s*['‘]/.test(text.slice(from)) ? /^\s*['‘]((?:[^'’\n]|['’](?=[\p{L}\p{N}]))+)['’](?![\p{L}\p{N}])/u.exec(text.slice(from)) : null;
    if (quoted) {
      spoken = quoted[1]!.trim();
      end = from + quoted[0].length;
    }
    // "Voiceover: N/A", "Narration: none": no words, and no narration.
    if (!/[\p{L}\p{N}]/u.test(spoken) || NONE.test(spoken)) continue;
    // Dictated words start their script as a sentence does (captions show them): "saying thank you all" → "Thank…".
    narration.push(quoted ? spoken : spoken.replace(/^\p{Ll}/u, (c) => c.toUpperCase()));
    out += `${text.slice(at, from)} ⟪n${narration.length}⟫ `;
    at = end;
  }
  return out + text.slice(at);
}
