import { GENDER_WORDS, isVoiceWord, normalWord, PERSON_WORDS, VOICE_FILLER } from './voice-words.js';
import { KIND_NOUN } from './roles.js';

/*
 * Speaker clauses: who speaks, how, and what. A clause (a sentence, a line or a "Label: …" field) is cut into parts
 * at commas, "and", dashes and colons; a part holds a speech cue when it has a voice noun ("voice", "narrator",
 * "voiceover", "voz"), a speech verb with a speaker before it ("a guy reads", "have a man read", "she says"), a speech
 * verb that asks with an object ("read them out", "narrate the list"), or is a voice label ("Narrator:", "Script:").
 * The speaker clause is that part with the parts beside it made only of voice words ("female voice, slowish, reads",
 * "a voiceover reading the slides, male, not too fast"). What it says is a quote, the words after its colon or its
 * "says", or the screen's own words ("reads them", "reads the bullets", "read each one").
 *
 * The text read may be the prompt as typed (quotes in quote marks) or as prepared (quotes as ⟪q0⟫, narration as ⟪n1⟫):
 * both are opaque to the parts, and a narration token is a cue of its own.
 */

/** Nouns of a voice, in English and the common languages. */
export const VOICE_NOUNS = new Set(
  `voice voices voiceover voiceovers voice-over voice-overs vo v.o narration narrator narrators narrator's narration's
   voz voce voix stimme narración narracion narração narracao narrazione narrador narradora narratore narratrice narrateur narratrice
   locución locucion locutor locutora sprecher sprecherin frauenstimme männerstimme mannerstimme kinderstimme vrouwenstem mannenstem`.split(/\s+/),
);
/** Verbs of speech, in English and the common languages (with the forms of "que diga", "qu'elle dise", "che dica"). */
export const SPEECH_VERBS = new Set(
  `say says saying said read reads reading speak speaks speaking spoke spoken tell tells telling announce announces announcing announced
   narrate narrates narrated narrating voicing whisper whispers whispering whispered shout shouts shouting yell yells yelling recite recites reciting
   talk talks talking chant chants
   lee leer leyendo dice diciendo decir narra narrando lit dit lire dire legge leggere parla liest sagt spricht lê ler diz fala lendo dizendo
   diga digan lea lean hable dise disent lise dica legga sage lese leia fale sagen vorlesen`.split(/\s+/),
);
/** Verbs of speech that ask on their own, as an imperative ("read them out", "narrate the list", "say: …"). */
const ASKING_SPEECH = new Set('say read narrate voice speak whisper'.split(' '));
/** What follows an asking verb of speech: the words to say or the screen's ("read it out", "narrate the list"). */
const ASKED_OBJECT = new Set('out aloud it them this that these those everything each every all the'.split(' '));
/** Words after a voice noun that keep it a voice ("voice for the intro", "narrator who sounds"): another noun makes a compound ("voice control"). */
const AFTER_VOICE = new Set('for from on at over by like that who which to doing please in with of is should sounds sound'.split(' '));
/** A label whose field is the voice's words ("Script: …"). */
export const SCRIPT_LABELS = new Set('script vo voiceover narration lines spoken'.split(' '));
/** A label of words to be spoken: "text to read", "words for the voice to say", "lines to narrate". */
const TO_BE_READ = /^(?:the\s+|my\s+|our\s+)?(?:text|words|lines|copy|script)\s+(?:for\s+(?:the\s+)?(?:voice|narrator|voiceover)\s+)?to\s+(?:be\s+)?(?:read|say|said|speak|spoken|narrate|narrated|voice|voiced)(?:\s+(?:out|aloud))?$/;
/** A pointer to words that follow: "read this out", "narrate the following", "say these words". */
const FORWARD_OBJECT = /\b(?:narrat\w*|read(?:s|ing)?|say(?:s|ing)?|voic(?:e|es|ing)|speak(?:s|ing)?)\s+(?:out\s+)?(?:this|the\s+following|these\s+words|this\s+(?:text|script|line))\b/i;
/** A voice said to go with a thing shown ("Narration over a list of our perks:"): what follows its colon is that thing's. */
const OVER_SHOWN = /\b(?:over|on\s+top\s+of|alongside|under|behind|with)\s+(?:(?:a|an|the|our|my|some|each)\s+)?(?:[\p{L}-]+\s+)?(?:list|lists|slides?|photos?|pictures?|images?|video|clips?|bullets?|bullet\s+points|chart|cards?|steps|points)\b/iu;
/** Nouns of what is shown: "a sign that says", "the title reads", "a slide saying" (and "Titel", "texto", …). */
const DISPLAY_NOUNS = new Set(
  `title titles text texts slide slides sign button banner caption captions subtitle subtitles subs heading headline card screen label tag sticker
   overlay tagline page poster frame shirt board lettering words word letters line quote mug cake banner bubble
   titel título titulo titre titolo texto texte testo überschrift untertitel sous-titre subtítulo legenda botón botão bouton pulsante`.split(/\s+/),
);
/** "says" followed by two words or more of its own. */
/** "read this out exactly …", "say these words word for word …": a pointer to words that follow with no colon. */
const FORWARD_INLINE = /\b(?:narrat\w*|read(?:s|ing)?|say(?:s|ing)?|voic(?:e|es|ing)|speak(?:s|ing)?)\s+(?:out\s+)?(?:this|these\s+words|the\s+following)(?:\s+(?:out\s+loud|out|aloud))?\s+(exactly\s+|word\s+for\s+word\s+|verbatim\s+|as\s+follows\s+)?(?=[\p{L}\p{N}])/iu;
const SAYS_WORDS = /\b(?:says|say|saying|dice|dit|sagt|diz)\s+(?=[\p{L}\p{N}][^\s,]*,?\s+[\p{L}\p{N}])/iu;
/** Words that join a speaker and a verb and say nothing: "have", "get", "could", "should". */
const JOINERS = new Set('have has get let could can would should will to then and also please pls plus now just maybe while as when'.split(' '));
/** Edit words around a new voice in a later prompt: "make it a woman instead", "switch to a man". */
const EDIT_WORDS = new Set('make it switch change swap use try redo go instead now hmm ok okay actually rather than this time can you could please to with'.split(' '));

/** Words a reader set apart as a quote's cue ("⁡narrate:⁡", read/reading.ts): they read as nothing here. */
const CUE_SPAN = /\u2061[^\u2061]*\u2061/g;
const opening = (text: string) => text.replace(CUE_SPAN, ' ').trim();
const TOKEN = /⟪[qnax]\d+⟫|["“„«][^"“”„«»]*["“”»]|[\p{L}\p{N}][\p{L}\p{N}'’.-]*/gu;

export interface Part {
  start: number;
  end: number;
  /** What ends it: a colon introduces what is said. */
  colon: boolean;
}

export interface SpeakerClause {
  start: number;
  end: number;
  /** Where the voice's words start when they follow its colon or its "says" unquoted (raw text only). */
  saysAt?: number;
  /** Whether a narration token or a quote is in it or right after it. */
  quoted: boolean;
  /** A clause of voice words alone, read as the voice's because the chapter is narrated ("make it a woman instead"). */
  bare?: boolean;
  /**
   * Its words follow a label or a pointer to them ("Script: …", "Voiceover (female): …", "Text to read: …", "read
   * this out in a calm voice, vertical:"), not a verb of saying: they run on through sentences said to the viewer
   * ("Hold for seven. Breathe out.") up to one said to the tool (speech.ts).
   */
  label?: boolean;
  /**
   * Its words follow a speech verb's colon ("… saying: Breathe in. Reach up."): like a label's, they run on through
   * sentences said to the viewer, imperatives included, up to one said to the tool.
   */
  colon?: boolean;
}

interface Word {
  text: string;
  word: string;
  at: number;
}

function wordsOf(text: string, from: number, to: number): Word[] {
  const out: Word[] = [];
  for (const m of text.slice(from, to).replace(CUE_SPAN, (c) => ' '.repeat(c.length)).matchAll(TOKEN)) out.push({ text: m[0], word: normalWord(m[0].replace(/\.$/, '')), at: from + m.index });
  return out;
}

const isQuote = (w: Word) => /^[⟪"“„«]/.test(w.text);
const PRONOUN = /^(?:he|she|they|him|her|i|we|you)$/;
/** Words that open a clause of time: a speech verb after them says when, not who speaks. */
const TIME_CONJUNCTIONS = new Set(['when', 'whenever', 'while', 'once', 'after', 'before', 'until', 'till']);
const isPerson = (w: string) => w in GENDER_WORDS || PERSON_WORDS.has(w) || w === "someone's" || w === 'i' || w === 'we' || w === 'you';

/** Clause spans: sentences, lines, and what a narration token ends. */
export function clausesOf(text: string): [number, number][] {
  const out: [number, number][] = [];
  let start = 0;
  // A sentence ends at . ! ? (not "Dr.", "vs.", "3.5", "e.g."), a semicolon or a line break.
  const ends = /[.!?;]+(?=\s|$)|\n+/g;
  for (const m of text.matchAll(ends)) {
    const before = text.slice(Math.max(0, m.index - 4), m.index);
    // Not after an initial or a short title ("J. Smith", "Dr. Lee", "vs. Hornets").
    if (m[0] === '.' && (/(?:^|[\s(])\p{Lu}$/u.test(before) || /(?:^|[\s(])(?:vs|etc|approx|incl|ep|no|st|mr|mrs|ms|dr|e\.g|i\.e)$/i.test(before))) continue;
    out.push([start, m.index + m[0].length]);
    start = m.index + m[0].length;
  }
  if (start < text.length) out.push([start, text.length]);
  return out.filter(([a, b]) => text.slice(a, b).trim());
}

/** The parts of a clause: at commas, dashes, colons, "and", "then", and around narration tokens. */
export function partsOf(text: string, from: number, to: number): Part[] {
  const parts: Part[] = [];
  let start = from;
  const cut = /[,:;]|\s[-–—]\s|\s+(?:and|then|but|plus|&)\s+|⟪n\d+⟫|["“„«][^"“”„«»]*["“”»]/giu;
  // A quote's cue ("⁡narrate:⁡") is one piece.
  const span = text.slice(from, to).replace(CUE_SPAN, (c) => `\u2061${'_'.repeat(c.length - 2)}\u2061`);
  for (const m of span.matchAll(cut)) {
    const at = from + m.index;
    // A quote or a narration token is a part of its own.
    if (/^[⟪"“„«]/.test(m[0])) {
      if (at > start) parts.push({ start, end: at, colon: false });
      parts.push({ start: at, end: at + m[0].length, colon: false });
    } else parts.push({ start, end: at, colon: m[0] === ':' });
    start = at + m[0].length;
  }
  if (start < to) parts.push({ start, end: to, colon: false });
  return parts.filter((p) => text.slice(p.start, p.end).trim());
}

/** Whether a part says someone speaks. */
export function hasSpeechCue(text: string, part: Part): boolean {
  // A quote's cue the reading set apart ("⁡narrate:⁡").
  if (text.slice(part.start, part.end).includes('\u2061')) return true;
  const words = wordsOf(text, part.start, part.end);
  const plain = words.filter((w) => !isQuote(w)).map((w) => w.word);
  const voiceNoun = plain.findIndex((w, i) => {
    if (!VOICE_NOUNS.has(w)) return false;
    const next = plain[i + 1];
    return next === undefined || AFTER_VOICE.has(next) || VOICE_FILLER.has(next) || SPEECH_VERBS.has(next) || isVoiceWord(next) || VOICE_NOUNS.has(next) || JOINERS.has(next);
  });
  if (voiceNoun >= 0) return true;
  // A label of the voice's words: "Script:", "Text to read:", "Words for the narrator to say:".
  if (part.colon && plain.length === 1 && SCRIPT_LABELS.has(plain[0]!)) return true;
  if (part.colon && TO_BE_READ.test(plain.join(' '))) return true;
  const v = plain.findIndex((w) => SPEECH_VERBS.has(w) || w.split('-').some((p) => SPEECH_VERBS.has(p) && p !== w && isVoiceWord(w)));
  if (v < 0) return false;
  const before = plain.slice(0, v);
  // The nearest of a speaker and a thing shown is who says it: "a woman holding a sign that says" is the sign's.
  const person = before.findLastIndex((w) => isPerson(w));
  const display = before.findLastIndex((w) => DISPLAY_NOUNS.has(w));
  // "when he starts talking", "once she speaks", "after the host says hello": when something happens, not who speaks.
  if (person >= 1 && TIME_CONJUNCTIONS.has(before[person - 1]!) || (person >= 2 && TIME_CONJUNCTIONS.has(before[person - 2]!) && /^(?:the|a|an|our|my|his|her|their)$/.test(before[person - 1]!))) return false;
  // "the word he's saying", "the text she reads": the thing shown, said of it.
  if (person >= 0 && PRONOUN.test(before[person]!) && !before.some((w) => isPerson(w) && !PRONOUN.test(w))) {
    // "as she says them", "he reads it out": a pronoun speaks the screen or a quote, not a sentence of content
    // ("He says he wants dinosaurs").
    const next = plain[v + 1];
    if (next !== undefined ? !ASKED_OBJECT.has(next) : !part.colon && words.every((w) => !isQuote(w))) return false;
  }
  if (person >= 0) return person > display && !(display >= 0 && before.slice(display + 1, person).every((w) => /^(?:that|which|the|a)$/.test(w)));
  if (display >= 0) return false;
  // "fast-talking guy", "chipmunk-y high voice reads": a speaker of voice words only.
  if (before.length && before.every((w) => VOICE_FILLER.has(w) || isVoiceWord(w) || JOINERS.has(w)) && before.some((w) => isVoiceWord(w))) return true;
  // An imperative: "read them out", "narrate the list", "say: …".
  const lead = before.filter((w) => !JOINERS.has(w));
  if (lead.length === 0 && ASKING_SPEECH.has(plain[v]!)) return v + 1 < plain.length ? ASKED_OBJECT.has(plain[v + 1]!) : part.colon;
  return false;
}

/** Whether a part holds only voice words ("male", "not too fast", "loud and deep", "a bit fast"); `editing` allows edit words. */
export function isVoiceOnly(text: string, part: Part, editing = false): boolean {
  // Why it is said so ("nice and slowly so the kids can follow") describes nothing else: the words before it count.
  const purpose = PURPOSE_TAIL.exec(text.slice(part.start, part.end));
  const end = purpose ? part.start + purpose.index : part.end;
  const words = wordsOf(text, part.start, end).filter((w) => !isQuote(w)).map((w) => w.word);
  if (!words.length) return false;
  let voice = 0;
  for (const w of words) {
    if (isVoiceWord(w) || VOICE_NOUNS.has(w) || SPEECH_VERBS.has(w)) voice++;
    else if (!VOICE_FILLER.has(w) && !(editing && EDIT_WORDS.has(w))) return false;
  }
  return voice > 0;
}

/** A purpose said after how a voice speaks: "so they can follow", "so that everyone understands". */
const PURPOSE_TAIL = /\s+so\s+(?:that\s+)?(?:(?:the|our|my|your|all\s+the)\s+)?(?:they|people|everyone|everybody|kids|children|students|viewers|you|we|it)\b[^.!?]*[.!?]*\s*$/i;

/** Whether a part after a voice's colon describes the voice rather than saying words: "calm male voice reading the copy". */
function describesVoice(text: string, part: Part): boolean {
  if (isVoiceOnly(text, part) || hasSpeechCue(text, part) || readsScreen(text.slice(part.start, part.end), text.slice(0, part.start))) return true;
  const first = wordsOf(text, part.start, part.end).find((w) => !VOICE_FILLER.has(w.word));
  return first !== undefined && isVoiceWord(first.word) && !/^\p{Lu}/u.test(first.text);
}

/**
 * The speaker clauses of `text`. `used(start, end)` says whether a span was taken by another reader (such parts are
 * no voice words); `editing`: a later prompt of a narrated chapter, where a clause of voice words alone is the voice's
 * ("make it a cheerful young woman instead, and faster").
 */
export function speakerClauses(text: string, options: { editing?: boolean } = {}): SpeakerClause[] {
  const out: SpeakerClause[] = [];
  for (const [from, to] of clausesOf(text)) {
    const parts = partsOf(text, from, to);
    const cue = parts.map((p) => hasSpeechCue(text, p));
    const only = parts.map((p) => isVoiceOnly(text, p, options.editing));
    // A part led by a speech verb goes on with the speaker before it ("a voiceover, reading the copy exactly").
    const goesOn = parts.map((p) => {
      const first = wordsOf(text, p.start, p.end).find((w) => !JOINERS.has(w.word));
      return first !== undefined && SPEECH_VERBS.has(first.word);
    });
    // A clause of voice words alone, in a later prompt of a narrated chapter: the voice's.
    if (options.editing && !cue.some(Boolean) && only.some(Boolean) && parts.every((p, i) => only[i] || isVoiceOnly(text, p, true) || wordsOf(text, p.start, p.end).every((w) => EDIT_WORDS.has(w.word) || VOICE_FILLER.has(w.word)))) {
      out.push({ start: parts[0]!.start, end: parts.at(-1)!.end, quoted: false, bare: true });
      continue;
    }
    // A speech verb alone after a speaker of voice words: "a gentle, older-sounding woman, reads: …".
    for (let i = 1; i < parts.length; i++) if (goesOn[i] && only[i - 1] && wordsOf(text, parts[i]!.start, parts[i]!.end).length === 1) cue[i] = true;
    for (let i = 0; i < parts.length; i++) {
      if (!cue[i]) continue;
      let a = i;
      let b = i;
      while (a > 0 && only[a - 1] && !parts[a - 1]!.colon) a--;
      // After the cue: voice-only parts, up to a colon (what follows a colon is said, or shown).
      // A part that already says its own words ("a voice says welcome all") ends the clause: a cue after it ("put the
      // words on screen as she says them") asks for something else.
      while (b + 1 < parts.length && !saysOwnWords(text, parts[b]!) && (only[b + 1] || ((cue[b + 1] || goesOn[b + 1]) && !parts[b]!.colon))) b++;
      // The voice words that end the part before, when this one goes on describing the voice ("… while a slow, older-sounding male voice says").
      let start = parts[a]!.start;
      const lead = wordsOf(text, parts[a]!.start, parts[a]!.end).find((w) => !VOICE_FILLER.has(w.word));
      if (a > 0 && !parts[a - 1]!.colon && lead && (isVoiceWord(lead.word) || VOICE_NOUNS.has(lead.word))) {
        const before = wordsOf(text, parts[a - 1]!.start, parts[a - 1]!.end);
        let k = before.length;
        while (k > 0 && !isQuote(before[k - 1]!) && (isVoiceWord(before[k - 1]!.word) || VOICE_FILLER.has(before[k - 1]!.word))) k--;
        if (k < before.length && before.slice(k).some((w) => isVoiceWord(w.word))) start = before[k]!.at;
      }
      // "a calm minimal video with a woman's voice saying …": the words before the video's noun and "with" are the
      // video's (its look), not the voice's.
      const videoWith = new RegExp(String.raw`^[^⟪]*?\b${KIND_NOUN}\s+(?:with|that\s+has|having|featuring)\s+`, 'i').exec(text.slice(start, parts[i]!.end));
      if (videoWith && /\b(?:voice|narrator|voice-?over|man|woman|guy|girl|lady|bloke|boy|kid)/i.test(text.slice(start + videoWith[0].length, parts[i]!.end))) start += videoWith[0].length;
      const quoted = parts.slice(a, Math.min(parts.length, b + 2)).some((p) => /^[⟪"“„«]/.test(opening(text.slice(p.start, p.end))));
      const clause: SpeakerClause = { start, end: parts[b]!.end, quoted };
      // "… says: words", "… reads: words", "Voice, female: words": the words after its colon, when they are not
      // voice words themselves ("Voice: upbeat young woman, a bit fast").
      const next = parts[b + 1];
      // "read this out in a calm voice with captions, vertical:" and its words after the sentence's colon.
      const pointer = !quoted && FORWARD_OBJECT.test(text.slice(clause.start, clause.end)) ? parts.findIndex((p, k) => k >= b && p.colon) : -1;
      const own = pointer >= 0 || !readsScreen(text.slice(clause.start, clause.end), text.slice(0, clause.start));
      if (parts[b]!.colon && next && !/^[⟪"“„«]/.test(opening(text.slice(next.start, next.end))) && own && !describesVoice(text, next) && !OVER_SHOWN.test(text.slice(clause.start, clause.end))) {
        clause.saysAt = next.start;
        clause.colon = true;
        // A label, not a verb of saying: "Voiceover (female, upbeat):", "Script:", "Text to read:".
        if (!wordsOf(text, parts[b]!.start, parts[b]!.end).some((w) => SPEECH_VERBS.has(w.word)) || TO_BE_READ.test(wordsOf(text, parts[b]!.start, parts[b]!.end).map((w) => w.word).join(' '))) clause.label = true;
      } else if (pointer >= 0) {
        const after = parts[pointer + 1]?.start ?? to + (/^\s*/.exec(text.slice(to))?.[0].length ?? 0);
        if (after < text.length && !/^[⟪"“„«]/.test(opening(text.slice(after, after + 2)))) {
          clause.saysAt = after;
          clause.label = true;
        }
      }
      // "have a woman's voice read this out exactly Four quick tips …": the words "this" points to follow it with no
      // colon, after a word that says so ("exactly", "word for word") or starting with a capital.
      const inline = !quoted && pointer < 0 && clause.saysAt === undefined ? FORWARD_INLINE.exec(text.slice(clause.start, to)) : null;
      if (inline && inline.index < clause.end - clause.start && (inline[1] !== undefined || /^\p{Lu}/u.test(text.slice(clause.start + inline.index + inline[0].length)))) {
        clause.saysAt = clause.start + inline.index + inline[0].length;
        clause.end = clause.start + inline.index + inline[0].length;
        clause.label = true;
      }
      // "a voice says welcome to the shop": unquoted words after a voice's "says", a few of them, none the voice's
      // own. A person's ("Mum says thanks to everyone") are content, unless a quote or a colon says otherwise.
      const voiced = wordsOf(text, clause.start, clause.end).some((w) => VOICE_NOUNS.has(w.word)) || text.slice(clause.start, clause.end).includes('\u2061');
      // (Its words may go on past a comma: "a woman's voice saying Smile, your next check-up is one click away".)
      const saysIn = SAYS_WORDS.exec(text.slice(clause.start, to));
      const says = own && voiced && !quoted && !parts[b]!.colon && saysIn && saysIn.index < clause.end - clause.start ? saysIn : null;
      if (says && !isVoiceOnly(text, { start: clause.start + says.index + says[0].length, end: clause.end, colon: false })) {
        clause.saysAt = clause.start + says.index + says[0].length;
        clause.end = clause.saysAt;
      }
      // A person who speaks with nothing to say, no voice and nothing of the screen to read is content, not a speaker.
      if (voiced || quoted || clause.saysAt !== undefined || !own || pointer >= 0 || parts[b]!.colon) out.push(clause);
      i = b;
    }
  }
  return out;
}

/** Whether a part has a voice saying unquoted words of its own: "a man's voice says hello and welcome". */
function saysOwnWords(text: string, part: Part): boolean {
  const span = text.slice(part.start, part.end);
  const says = SAYS_WORDS.exec(span);
  if (says === null || readsScreen(span)) return false;
  // Or the voice's description goes on into this part ("a woman's voice kind of high and slow saying …").
  const before = wordsOf(text, part.start, part.start + says.index);
  return before.some((w) => VOICE_NOUNS.has(w.word)) || (before.length > 0 && before.every((w) => isVoiceWord(w.word) || VOICE_FILLER.has(w.word)));
}

/** What the voice reads of the screen. */
export type ScreenPick = { kind: 'all' | 'title' | 'subtitle' | 'quote' | 'list' } | { kind: 'sentences'; count: number };

const COUNTS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5 };
const OBJECT = String.raw`(?:out\s+(?:loud\s+)?|aloud\s+)?(?:((?:all\s+)?(?:(?:this|next|last)\s+(?:week|month|term|year)['’]s|today['’]s|the|each|every|all|both|these|those|its|our|my|your|cada|chaque|ogni|jede[ns]?|todos\s+los|todas\s+las|tutti\s+i))\s+)?((?:first|opening|last)\s+(?:\w+\s+)?(?:sentences?|lines?)|[\p{L}-]+(?:\s+(?:points|words|names|items|rules|steps|tips|dates|prices))?)`;
/** Objects that need no determiner to be the screen's words: "read them", "say it". */
const PRONOUNS = /^(?:it|them|this|that|these|those|everything|both|all)$/;
const READS_OBJECT = new RegExp(String.raw`\b(?:read|reads|reading|say|says|saying|narrate|narrates|narrating|speak|speaks|speaking|voice|voices|voicing|announce|announces|announcing|recite|recites|reciting|lee|lit|legge|liest|lê)\s+${OBJECT}`, 'iu');
const SAID_NOT_SHOWN = /^(?:following|script|words?\s+below|lines?\s+below|this|these\s+words|that|out|aloud|in|with|slowly|quickly|fast|slow|it\s*:)/i;

/** Names of what is on screen, which a "say" needs to read it ("say the title", "say each point"). */
const SCREEN_WORDS = /^(?:same|exact|above|whole|words?|text|texts|titles?|headlines?|headings?|lines?|list|bullets|bullet points|points|steps|items|tips|captions?|subtitles?|slides?|quotes?|quotations?|testimonials?|reviews?|messages?|copy|subheading|strapline|names?|tagline|slogan|numbers?|dates?|prices?|(?:first|opening|last)\b.*)$/;

/**
 * The screen's words as Spanish, Italian and French say "read it": the pronoun before the verb ("que lo lea una voz de
 * hombre", "lo legga una voce", "qu'une voix le lise", "léelo").
 */
const CLITIC_READS = /(?:^|[\s,;:¿¡(])(?:(?:lo|la|los|las|le|les)\s+|l['’]\s*)(?:lea|lean|lee|leas|legga|leggano|lise|lisent|lit|narre|narren|narri|raconte)\b|\b(?:l[ée]e(?:lo|la|los|las)|l[ée]an(?:lo|la|los|las)|leggil[oa]|leggetel[oa]|lis-le|lisez-le|leia-o|leiam-no)\b/iu;

/** Whether the clause's voice reads what is on screen, and what of it. */
export function readsScreen(clause: string, before = ''): ScreenPick | undefined {
  if (CLITIC_READS.test(clause)) return { kind: 'all' };
  // Overlapping: in "voice reads it", "voice" is tried as a verb, then "reads".
  const pattern = new RegExp(READS_OBJECT.source, 'giu');
  for (let m = pattern.exec(clause); m; m = pattern.exec(clause)) {
    // "1. Read every question twice": a numbered or bulleted item's own verb, no request to the voice.
    const item = /(?:^|\s)(?:\d{1,2}[.)]|[-•*])\s*$/.test(before.slice(-8) + clause.slice(0, m.index));
    const pick = item ? undefined : pickOf(m, clause.slice(m.index + m[0].length));
    if (pick) return pick;
    pattern.lastIndex = m.index + 1;
  }
  return undefined;
}

function pickOf(m: RegExpMatchArray, after: string): ScreenPick | undefined {
  const object = m[2]!.toLowerCase().replace(/\s+/g, ' ');
  if (!m[1] && !PRONOUNS.test(object)) return undefined;
  // "says the bakery is open": a sentence said, not the screen's words; one says the screen's by naming them.
  if (/^(?:say|says|saying)\b/i.test(m[0]) && m[1] && !PRONOUNS.test(object) && !SCREEN_WORDS.test(object) && !object.split(' ').some((w) => SCREEN_WORDS.test(w))) return undefined;
  if (SAID_NOT_SHOWN.test(object) && !PRONOUNS.test(object)) return undefined;
  // "reads this: …", "says the following": its own words follow.
  if (/^\s*[:⟪"“]/.test(after) && /^(?:this|that|these|those|following|words|line|script)$/.test(object)) return undefined;
  const first = /^(?:first|opening)\s+(?:(\w+)\s+)?(?:sentences?|lines?)$/.exec(object);
  if (first) return { kind: 'sentences', count: COUNTS[first[1] ?? 'one'] ?? (Number(first[1]) || 1) };
  if (/^(?:title|titles|headline|headlines|heading|headings)$/.test(object)) return { kind: 'title' };
  if (/^(?:tagline|subtitle|slogan|strapline|subheading)$/.test(object)) return { kind: 'subtitle' };
  if (/^(?:quote|review|testimonial|quotation)$/.test(object)) return { kind: 'quote' };
  // "this week's spelling words", "the new rules": things named in the plural with a word of their kind are a list's.
  if (/^(?:list|bullets|bullet points|points|steps|items|tips)$/.test(object) || /^[\p{L}-]+ (?:words|names|items|rules|steps|tips|dates|prices)$/u.test(object)) return { kind: 'list' };
  if (VOICE_NOUNS.has(object)) return undefined;
  return { kind: 'all' };
}

/** Whether a word at `at` in `text` is a display noun's saying ("a sign that says"): for the readers of quotes. */
export function isDisplayNoun(word: string): boolean {
  return DISPLAY_NOUNS.has(normalWord(word));
}
