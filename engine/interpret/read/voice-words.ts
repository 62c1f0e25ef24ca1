import type { NarrationVoice } from '../../../model/narration-voice.js';

/*
 * The words that describe a voice, as word classes: who speaks (gender and person nouns), how high (pitch, and age,
 * which implies it), how fast (speed words, with their hedges "a bit", "-ish" and negations "not too"), in which
 * language or accent (English names and the common languages' own names: "español", "português"), and tone words
 * that change no setting but are understood as the voice's ("warm", "laid-back", "whispering"). A speaker clause
 * (speaker.ts) reads every one of these words anywhere in it; the classes also tell a part of a clause made only of
 * voice words ("male, not too fast") from one that says something else.
 */

export type Gender = NonNullable<NarrationVoice['gender']>;
export type Pitch = NonNullable<NarrationVoice['pitch']>;

/** Who speaks, with a gender. */
export const GENDER_WORDS: Record<string, Gender> = Object.fromEntries([
  ...'female woman women feminine girl lady ladies gal lass lassie grandma grandmother granny mom mum mother aunt auntie actress hostess sister daughter queen she her madam womans ladys girls grandmas mums moms'
    .split(' ').map((w) => [w, 'female'] as const),
  // A voice named with its speaker in one word: "Frauenstimme", "vrouwenstem".
  ...['frauenstimme', 'vrouwenstem'].map((w) => [w, 'female'] as const),
  ...['männerstimme', 'mannerstimme', 'mannenstem'].map((w) => [w, 'male'] as const),
  ...'male man men masculine guy guys boy bloke chap fella fellow dude gentleman gentlemen grandpa grandfather dad father uncle actor brother son king he him sir lad mans blokes dads grandpas'
    .split(' ').map((w) => [w, 'male'] as const),
  // The common languages' own words: "voz femenina", "voce maschile", "homem", "une voix de femme".
  ...'femenina femenino mujer chica señora senora feminina mulher femminile donna femme féminine feminine weiblich weibliche weiblicher weiblichen frau frauenstimme femmes'
    .split(' ').map((w) => [w, 'female'] as const),
  ...'masculina masculino hombre chico señor senor homem maschile uomo homme masculin männlich männliche männlicher männlichen mannlich mannliche mann männerstimme hommes'
    .split(' ').map((w) => [w, 'male'] as const),
]);

/** Who speaks, with no gender said: understood as the speaker's words. */
export const PERSON_WORDS = new Set(
  'person someone somebody narrator narrators announcer host presenter reader voice-actor kid child teen teenager librarian realtor teacher coach doctor nurse dj radio-host newsreader anchor storyteller grandparent parent'.split(' '),
);

/** Pitch words, and ages (a young voice is higher, an old one lower: used when no pitch is said). */
export const PITCH_WORDS: Record<string, Pitch> = {
  deep: 'low', deeper: 'low', low: 'low', lower: 'low', 'low-pitched': 'low', 'lower-pitched': 'low', bass: 'low', baritone: 'low',
  gravelly: 'low', booming: 'low', husky: 'low', rich: 'low', grave: 'low', profunda: 'low', profundo: 'low', tief: 'low', tiefe: 'low',
  high: 'high', higher: 'high', 'high-pitched': 'high', 'higher-pitched': 'high', squeaky: 'high', shrill: 'high', chipmunk: 'high',
  piping: 'high', aguda: 'high', agudo: 'high', acuta: 'high', aigu: 'high', aiguë: 'high', hohe: 'high', hoch: 'high',
};
export const AGE_WORDS: Record<string, Pitch> = {
  young: 'high', younger: 'high', youthful: 'high', childlike: 'high', kid: 'high', child: 'high', teen: 'high', teenage: 'high', girl: 'high', boy: 'high', joven: 'high', giovane: 'high', jeune: 'high',
  old: 'low', older: 'low', elderly: 'low', mature: 'low', aged: 'low', senior: 'low', grandpa: 'low', grandma: 'low', granny: 'low', grandfather: 'low', grandmother: 'low', viejo: 'low', anciano: 'low', vieux: 'low', vecchio: 'low',
};

/** Speed words: an absolute speed, or a factor of the current one. */
export interface Speed {
  set?: number;
  factor?: number;
}
const SLOW = 0.8;
const FAST = 1.25;
export const SPEED_WORDS: Record<string, Speed> = {
  slow: { set: SLOW }, slowly: { set: SLOW }, unhurried: { set: 0.9 }, leisurely: { set: 0.9 }, measured: { set: 0.9 }, deliberate: { set: 0.9 },
  // Calm, said abroad: "tranquila y algo lenta", "calme", "ruhig".
  tranquila: { set: 0.9 }, tranquilo: { set: 0.9 }, calma: { set: 0.9 }, calmada: { set: 0.9 }, calmado: { set: 0.9 }, calme: { set: 0.9 }, ruhig: { set: 0.9 }, ruhige: { set: 0.9 },
  calm: { set: 0.9 }, calmly: { set: 0.9 }, relaxed: { set: 0.9 }, lento: { set: SLOW }, lenta: { set: SLOW }, lentamente: { set: SLOW },
  lent: { set: SLOW }, lente: { set: SLOW }, langsam: { set: SLOW }, devagar: { set: SLOW }, piano: { set: SLOW },
  // Adverbs of pace abroad, said alone after the voice ("Voz femenina en español, despacio"): slowly, quickly.
  despacio: { set: SLOW }, despacito: { set: SLOW }, pausado: { set: 0.9 }, pausada: { set: 0.9 }, lentement: { set: SLOW },
  deprisa: { set: FAST }, rápidamente: { set: FAST }, rapidamente: { set: FAST }, rapidement: { set: FAST },
  fast: { set: FAST }, quick: { set: FAST }, quickly: { set: FAST }, rapid: { set: 1.4 }, rapidly: { set: 1.4 }, speedy: { set: FAST }, brisk: { set: 1.15 },
  energetic: { set: 1.15 }, punchy: { set: 1.15 }, hype: { set: 1.15 }, hyped: { set: 1.15 }, 'fast-talking': { set: FAST }, 'quick-talking': { set: FAST },
  rápido: { set: FAST }, rapido: { set: FAST }, rápida: { set: FAST }, rapida: { set: FAST }, veloce: { set: FAST }, vite: { set: FAST }, schnell: { set: FAST },
  // "con energía", "avec énergie", "energico": energetic, said abroad.
  energía: { set: 1.15 }, energia: { set: 1.15 }, énergie: { set: 1.15 }, energie: { set: 1.15 }, enérgico: { set: 1.15 }, enérgica: { set: 1.15 },
  energico: { set: 1.15 }, energica: { set: 1.15 }, énergique: { set: 1.15 }, energisch: { set: 1.15 },
  slower: { factor: 0.8 }, faster: { factor: 1.25 }, quicker: { factor: 1.25 },
};

/** Language names, English and their own, → BCP 47 tags (the languages espeak-ng speaks well and people ask for most). */
export const LANGUAGE_WORDS: Record<string, string> = {
  english: 'en', spanish: 'es', castilian: 'es-ES', french: 'fr', german: 'de', italian: 'it', portuguese: 'pt',
  'brazilian portuguese': 'pt-BR', dutch: 'nl', flemish: 'nl', russian: 'ru', ukrainian: 'uk',
  polish: 'pl', czech: 'cs', slovak: 'sk', greek: 'el', turkish: 'tr', arabic: 'ar', hebrew: 'he', persian: 'fa',
  farsi: 'fa', hindi: 'hi', urdu: 'ur', bengali: 'bn', tamil: 'ta', japanese: 'ja', chinese: 'zh', mandarin: 'zh',
  cantonese: 'yue', korean: 'ko', thai: 'th', vietnamese: 'vi', indonesian: 'id', malay: 'ms', swedish: 'sv',
  norwegian: 'nb', danish: 'da', finnish: 'fi', hungarian: 'hu', romanian: 'ro', bulgarian: 'bg', serbian: 'sr',
  croatian: 'hr', catalan: 'ca', basque: 'eu', welsh: 'cy', gaelic: 'ga', 'irish gaelic': 'ga', swahili: 'sw', latin: 'la',
  // Their own names (and adjectives) for the common ones.
  español: 'es', espanol: 'es', española: 'es', espanola: 'es', castellano: 'es', français: 'fr', francais: 'fr', française: 'fr', francaise: 'fr',
  francés: 'fr', deutsch: 'de', deutsche: 'de', deutscher: 'de', italiano: 'it', italiana: 'it', português: 'pt', portugues: 'pt', portuguesa: 'pt',
  brasileiro: 'pt-BR', brasileira: 'pt-BR', nederlands: 'nl', polski: 'pl', русский: 'ru', svenska: 'sv', norsk: 'nb', dansk: 'da', suomi: 'fi',
  türkçe: 'tr', turkce: 'tr', ελληνικά: 'el', 日本語: 'ja', nihongo: 'ja', 中文: 'zh', 普通话: 'zh', 한국어: 'ko', हिन्दी: 'hi', العربية: 'ar',
  inglés: 'en', ingles: 'en', inglês: 'en', inglese: 'en', anglais: 'en', englisch: 'en', japonés: 'ja', japones: 'ja', giapponese: 'ja', japonais: 'ja',
};

/** Accents → tags (the region of the language). An accent word names the voice's region, not its language's name. */
export const ACCENT_WORDS: Record<string, string> = {
  australian: 'en-AU', aussie: 'en-AU', irish: 'en-IE', canadian: 'en-CA', indian: 'en-IN', kiwi: 'en-NZ',
  british: 'en-GB', uk: 'en-GB', english: 'en-GB', 'received pronunciation': 'en-GB-x-rp', posh: 'en-GB-x-rp', london: 'en-GB', cockney: 'en-GB',
  scottish: 'en-GB-scotland', american: 'en-US', us: 'en-US', 'new york': 'en-US-nyc', southern: 'en-US', texan: 'en-US', caribbean: 'en-029',
  'latin american': 'es-419', mexican: 'es-419', mexicano: 'es-419', mexicana: 'es-419', latino: 'es-419', latina: 'es-419', 'european spanish': 'es-ES', spain: 'es-ES',
  brazilian: 'pt-BR', 'european portuguese': 'pt-PT', belgian: 'fr-BE', swiss: 'fr-CH', parisian: 'fr-FR', británico: 'en-GB', britannico: 'en-GB', americano: 'en-US',
};

/** Tone and manner: understood as the voice's, no setting. */
export const TONE_WORDS = new Set(
  `warm friendly upbeat cheerful happy soothing gentle gently soft softly smooth clear clearly confident professional natural serious dramatic excited enthusiastic bubbly
   peppy chill casual authoritative kind pleasant nice lovely sweet breathy raspy strong mysterious cinematic documentary radio trailer laid-back laidback
   whisper whispering whispered whispery hushed quiet quietly loud loudly cheery chirpy lively bright crisp crisply relaxing soothing warmly cheerfully
   stadium announcer-type announcer-style movie-trailer sports tv news newsreader-style hype-man drawl twang lilt accent accents acento accento akzent sotaque pace paced tone toned
   sounding talking speaking voiced spoken pleasant expressive animated funny silly goofy sassy sarcastic deadpan sincere heartfelt emotional
   animada animado animée animé animata animato alegre fröhlich fröhliche cálida calorosa chaleureuse simpática simpático
   sleepy storytelling fatherly motherly grandfatherly grandmotherly caring reassuring comforting trustworthy cool smiley smiling passionate intense epic`.split(/\s+/),
);

/** Amount words before a speed: a hedge weakens it, an intensifier strengthens it. */
const WEAK = new Set('bit little tad touch slightly somewhat kinda kind sort fairly moderately mildly'.split(' '));
const STRONG = new Set('much lot way very really super extra quite'.split(' '));
const NEGATION = new Set(['not', 'never', "isn't", "don't", 'no']);

/** Words around voice words that carry nothing of their own ("a", "with", "and", "please", "nice and slow"). */
export const VOICE_FILLER = new Set(
  `a an the and or with in of to be is but that who which please pls plz lol too so nice not very really quite pretty bit little tad touch slightly somewhat
   kinda kind sort of fairly rather super extra more much way lot just like sounding voice-y y con de en que una un el la le une il di da em com por
   algo poco bastante muy assez plutôt très etwas ziemlich sehr e et und
   than normal usual average regular pitch pitched on side end cartoon cartoony cartoonish character`.split(/\s+/),
);

export interface VoiceRequest {
  language?: string;
  gender?: Gender;
  pitch?: Pitch;
  /** An absolute speed, or a factor of the current one. */
  speed?: Speed;
  /** The words that asked, for the summary ("a deep female voice"). */
  said: string[];
}

export interface VoiceWords {
  gender?: Gender;
  pitch?: Pitch;
  /** The pitch an age implies, used when no pitch word is said. */
  agePitch?: Pitch;
  speed?: Speed;
  language?: string;
  /** A language said as a language ("in French", "español"), which an accent of another language does not replace. */
  spokenLanguage?: string;
  /** How many words were voice words. */
  count: number;
}

const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu;

/** A word as looked up: lower case, straight apostrophe, no possessive. */
export function normalWord(word: string): string {
  // French and Italian elide their small words into the next: "d'homme", "qu'une", "l'uomo" are "homme", "une", "uomo".
  return word.toLowerCase().replace(/’/g, "'").replace(/'s$|s'$/, (m) => (m === "s'" ? 's' : '')).replace(/^(?:d|l|qu|j|n|s|c|dell|dall|all|nell|un)'(?=\p{L}{2,})/u, '');
}

/** The forms of a word to look up: itself, without a suffix ("slowish", "fast-ish", "chipmunk-y", "grandma-like"). */
function forms(word: string): string[] {
  const out = [word];
  const bare = word.replace(/(?:-?ish|-y|-like|-type|-style|-sounding|-voiced)$/, '');
  if (bare !== word && bare.length > 2) out.push(bare);
  // A German adjective's ending ("eine ruhige, langsame Frauenstimme", "mit tiefer Stimme"): its stem, after the word.
  const stem = word.replace(/(?:e|en|er|es|em)$/, '');
  if (stem !== word && stem.length > 3) out.push(stem);
  return out;
}

/** The strength of a relative or absolute speed after its amount word: "a bit faster" is less than "faster". */
function scaled(speed: Speed, strength: number): Speed {
  if (speed.factor) return { factor: 1 + (speed.factor - 1) * strength };
  return { set: 1 + (speed.set! - 1) * strength };
}

/** Whether `word` (normalised) is a voice word of any class. */
export function isVoiceWord(word: string): boolean {
  return forms(word).some((w) => w in GENDER_WORDS || w in PITCH_WORDS || w in AGE_WORDS || w in SPEED_WORDS || w in LANGUAGE_WORDS || w in ACCENT_WORDS || TONE_WORDS.has(w) || PERSON_WORDS.has(w));
}

/**
 * Reads the voice words of `text` (a speaker clause's): every class, wherever the words are. "not too fast" is a
 * slower voice, "a bit fast" and "fast-ish" a little faster; an accent word sets the region of the language, a
 * language word ("in English", "español") the language, which an accent of another language does not change
 * ("Italian guy narrating in English": English).
 */
export function readVoiceWords(text: string): VoiceWords {
  const words = [...text.matchAll(WORD)].map((m) => normalWord(m[0]));
  const out: VoiceWords = { count: 0 };
  let strength = 1;
  let negated = false;
  let sinceModifier = 0;
  for (let i = 0; i < words.length; i++) {
    const raw = words[i]!;
    const pair = i + 1 < words.length ? `${raw} ${words[i + 1]}` : '';
    sinceModifier++;
    if (WEAK.has(raw)) {
      strength = 0.5;
      sinceModifier = 0;
      continue;
    }
    if (STRONG.has(raw)) {
      strength = 1.8;
      sinceModifier = 0;
      continue;
    }
    if (NEGATION.has(raw)) {
      negated = true;
      sinceModifier = 0;
      continue;
    }
    if (sinceModifier > 2) {
      strength = 1;
      negated = false;
    }
    if (pair && (pair in LANGUAGE_WORDS || pair in ACCENT_WORDS || pair in PITCH_WORDS)) {
      if (pair in ACCENT_WORDS) out.language = ACCENT_WORDS[pair];
      else if (pair in LANGUAGE_WORDS) out.spokenLanguage = LANGUAGE_WORDS[pair];
      else out.pitch = PITCH_WORDS[pair];
      out.count += 2;
      i++;
      continue;
    }
    // "high-pitched", "fast-talking": the whole word first, then its parts.
    const candidates = raw.includes('-') && !forms(raw).some(isKnown) ? raw.split('-') : [raw];
    for (const candidate of candidates) {
      const word = forms(candidate).find(isKnown);
      if (!word) continue;
      const weak = word !== candidate && /(?:-?ish)$/.test(candidate);
      out.count++;
      if (word in SPEED_WORDS) {
        const speed = SPEED_WORDS[word]!;
        if (negated) {
          // "not too fast": a touch slower than usual; "not so slow": a touch faster.
          const faster = (speed.set ?? 1) > 1 || (speed.factor ?? 1) > 1;
          out.speed = { set: faster ? 0.9 : 1.1 };
        } else out.speed = scaled(speed, weak ? 0.5 : strength);
        negated = false;
        strength = 1;
      } else if (negated) {
        negated = false;
      } else if (word in PITCH_WORDS) out.pitch = PITCH_WORDS[word];
      else if (word in GENDER_WORDS || word in AGE_WORDS) {
        if (word in GENDER_WORDS) out.gender = GENDER_WORDS[word];
        if (word in AGE_WORDS) out.agePitch = AGE_WORDS[word];
      } else if (word in LANGUAGE_WORDS && !(word in ACCENT_WORDS)) out.spokenLanguage = LANGUAGE_WORDS[word];
      else if (word in ACCENT_WORDS) {
        // "English voice": the language; "an English accent": British.
        const accent = /^accents?$/.test(words[i + 1] ?? '') || /^acento$|^accent$/.test(words[i - 1] ?? '');
        if (word in LANGUAGE_WORDS && !accent) out.spokenLanguage = LANGUAGE_WORDS[word];
        else out.language = ACCENT_WORDS[word];
      }
    }
  }
  // A nationality that is also a language ("a French voice", "Italian guy") is that language unless another is said.
  return out;
}

function isKnown(word: string): boolean {
  return word in GENDER_WORDS || word in PITCH_WORDS || word in AGE_WORDS || word in SPEED_WORDS || word in LANGUAGE_WORDS || word in ACCENT_WORDS || TONE_WORDS.has(word) || PERSON_WORDS.has(word);
}

/** The voice words as a request: the language said wins over an accent of another language. */
export function voiceRequestOf(words: VoiceWords, said: string): VoiceRequest {
  const request: VoiceRequest = { said: [said] };
  if (words.gender) request.gender = words.gender;
  const pitch = words.pitch ?? words.agePitch;
  if (pitch) request.pitch = pitch;
  if (words.speed) request.speed = words.speed;
  const accent = words.language;
  const spoken = words.spokenLanguage;
  if (spoken && accent && accent.split('-')[0] === spoken.split('-')[0]) request.language = accent;
  else if (spoken) request.language = spoken;
  else if (accent) request.language = accent;
  return request;
}
