import type compromise from 'compromise';
import { createRequire } from 'node:module';
import { abroadColour, DESIGNER_COLOURS, resolveColour } from '../../designer-colours.js';

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

/** Ordinal words abroad (German, Spanish, French, Italian, Portuguese, Dutch), for scenes named by their place. */
const ORDINALS_ABROAD: Record<string, string> = Object.fromEntries(
  Object.entries({
    first: 'erste ersten primera primer première premiere prima primeira eerste',
    second: 'zweite zweiten segunda deuxième deuxieme seconde seconda tweede',
    third: 'dritte dritten tercera troisième troisieme terza terceira derde',
    fourth: 'vierte vierten cuarta quatrième quatrieme quarta vierde',
    fifth: 'fünfte fünften quinta cinquième cinquieme vijfde',
    last: 'letzte letzten última ultima dernière derniere laatste',
  }).flatMap(([english, words]) => words.split(' ').map((word) => [word, english])),
);
const SCENE_ABROAD = String.raw`szene|folie|escena|diapositiva|sc[eè]ne|diapo|cena|scena|scène`;

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
/** How many times faster, said in the common languages ("deux fois", "4 volte", "drei mal"). */
const TIMES_WORDS: Record<string, number> = { deux: 2, dos: 2, due: 2, duas: 2, zwei: 2, twee: 2, trois: 3, tres: 3, 'três': 3, tre: 3, drei: 3, drie: 3, quatre: 4, cuatro: 4, quattro: 4, quatro: 4, vier: 4 };
const TIMES_ABROAD = Object.keys(TIMES_WORDS).join('|');
function timesAbroad(said: string): string {
  return String(TIMES_WORDS[said.toLowerCase()] ?? Number(said.replace(',', '.')));
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
  // A frame's ratio typed with a space for its colon: "make a 9 16 short", "16 9 please" (only the ratios frames have).
  [/(?<![\p{L}\p{N}:.,£$€])(9\s+16|16\s+9|4\s+5|1\s+1)(?=\s+(?:short|shorts|video|vid|reel|reels|format|ratio|aspect|clip|tiktok|post|story|please|pls|for)\b|\s*$)/giu, (m: string) => m.replace(/\s+/, ':')],
  // A speed factor said the other way round: "x2 speed", "at x4", "times 2 speed" (not a count: "batteries x3").
  [/(?<=\b(?:at|speed|speeds?\s+(?:it\s+)?up)\s+)[x×](\d(?:\.\d+)?)(?![\p{L}\p{N}×])|(?<![\p{L}\p{N}×.])[x×](\d(?:\.\d+)?)(?=\s+(?:speed|faster|slower)\b)/giu, '$1$2x'],
  [/\b(\d(?:\.\d+)?)\s+times\s+(speed|faster|slower)\b/gi, '$1x $2'],
  // A dropped g, as typed fast or said: "nothin fancy", "openin hours", "comin in one by one" (the common words only).
  [/\b(noth|someth|anyth|everyth|open|clos|com|go|look|mak|show|play|runn|start|end|read|sing|danc|wait|fad|slid|pop|zoom|count|mov)in\b(?!['’])/giu, '$1ing'],
  // (Whole words only: "vidéo" and "vídeo" are words of their own, not "vid" and a tail.)
  [/(?<![\p{L}])vid(?![\p{L}])/giu, 'video'],
  // Lists and replacements said in French, Spanish, Portuguese, Italian and German ("une liste à puces : …",
  // "remplace la quiche par …").
  [/(?<![\p{L}])(?:liste\s+à\s+puces|lista\s+(?:con|de)\s+viñetas|lista\s+com\s+marcadores|elenco\s+puntato|aufzählung(?:sliste)?)(?![\p{L}])/giu, 'bulleted list'],
  [/(?<![\p{L}])(?:liste\s+numérotée|lista\s+numerada|elenco\s+numerato|nummerierte\s+liste)(?![\p{L}])/giu, 'numbered list'],
  [/(?<![\p{L}])(?:une|una|uma|eine|un)\s+(?=(?:bulleted|numbered)\s+list\b)/giu, 'a '],
  [/(?<![\p{L}])(?:remplace[rz]?|reemplaza|sustituye|substitua|sostituisci|ersetze)\s+(?:(?:la|le|les|el|los|las|o|a|il|lo|die|den|das|der)\s+|l['’])?(.{2,40}?)\s+(?:par|por|pelo|pela|con|durch)\s+/giu, 'replace the $1 with '],
  [/(?<![\p{L}])(?:stp|svp)(?![\p{L}])/giu, 'please'],
  // A colour with an accent, said of the ground ("fond crème"): its English name, as the colour readers spell words.
  [/(?<=(?<![\p{L}])(?:fond|fondo|sfondo|fundo|hintergrund|background)\s+)crème(?![\p{L}])/giu, 'cream'],
  // A German date's ordinal stop ("Samstag, 4. Mai"): the number alone, so the stop ends no sentence.
  [/(?<![\d.])(\d{1,2})\.\s+(?=(?:Januar|Februar|März|Maerz|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember)(?![\p{L}]))/gu, '$1 '],
  // A date, a time or a price changed, said abroad: "Cambia la fecha al sábado 21 de junio", "change la date au …".
  [/(?<![\p{L}])(?:cambia|cambie|cambiad|changez|change|modifie|modifiez|ändere|ändert|muda|mude|altere|verander|wijzig)\s+(?:la|le|das|die|den|a|o|de|il|l['’])\s*(fecha|date|datum|data|hora|heure|uhrzeit|ora|tijd|precio|prix|preis|prezzo|preço|preco|prijs)\s+(?:al|a|à|au|auf|para|naar|in|en|op|alle|ao|zu)\s+/giu, (_m: string, what: string) => `change the ${/^(?:fecha|date|datum|data)$/i.test(what) ? 'date' : /^(?:hora|heure|uhrzeit|ora|tijd)$/i.test(what) ? 'time' : 'price'} to `],
  // Scenes by their place, said abroad ("Erste Szene:", "segunda escena:", "troisième scène :", "Szene 2:").
  // Two scenes named by their places abroad: "la deuxième et la troisième scène".
  [new RegExp(String.raw`(?<![\p{L}])(?:la|le|el|il|a|o|die)\s+(${Object.keys(ORDINALS_ABROAD).join('|')})\s+(?:et|y|e|und|en)\s+(?:la|le|el|il|a|o|die)\s+(${Object.keys(ORDINALS_ABROAD).join('|')})\s+(?:${SCENE_ABROAD})s?(?![\p{L}])`, 'giu'), (_m: string, a: string, b: string) => `the ${ORDINALS_ABROAD[a.toLowerCase()]} and ${ORDINALS_ABROAD[b.toLowerCase()]} scenes`],
  [new RegExp(String.raw`(?<![\p{L}])(${Object.keys(ORDINALS_ABROAD).join('|')})\s+(?:${SCENE_ABROAD})(?![\p{L}])`, 'giu'), (_m: string, ordinal: string) => `${ORDINALS_ABROAD[ordinal.toLowerCase()]} scene`],
  [new RegExp(String.raw`(?<![\p{L}])(?:${SCENE_ABROAD})\s+(?=\d{1,2}(?![\d\p{L}]))`, 'giu'), 'scene '],
  // A quote and whose it is, said abroad: "ein Zitat von Man Ray:", "una cita de Frida Kahlo:".
  [/(?<![\p{L}])(?:zitat|cita|citation|citazione|citação|citacao|citaat)\s+(?:von|de|di|da|van|du|del|do)\s+(?=\p{Lu})/giu, 'quote by '],
  [/(?<![\p{L}])(?:ein|eine|una|une|um|uma|een)\s+(?=quote\s+by\b)/giu, 'a '],
  // A voice described by a relative clause abroad ("une voix de femme, qui parle lentement, qui dit : …", "una voz que
  // dice: …", "eine Stimme, die sagt: …"): the English participle, which the speaker reader knows.
  // (German puts the verb last: "die langsam spricht" is "speaking slowly".)
  [/(?<![\p{L}])(?:die|der)\s+(langsam|schnell|ruhig|sanft)\s+spricht(?![\p{L}])/giu, (_m: string, how: string) => `speaking ${/langsam|ruhig|sanft/i.test(how) ? 'slowly' : 'quickly'}`],
  [/(?<![\p{L}])(?:qui|que|che|die|der)\s+(?:parle|habla|fala|parla|spricht)(?![\p{L}])/giu, 'speaking'],
  [/(?<![\p{L}])(?:qui|que|che|die|der)\s+(?:dit|dise|dice|diga|diz|dica|sagt|sage)(?![\p{L}])/giu, 'saying'],
  // German's verb last after a modal: "Ein Mann soll auf Deutsch sagen: …" (a man says in German: …).
  [/(?<![\p{L}])(?:soll|sollte|muss|kann|wird)\s+(?:(auf\s+\p{L}+|in\s+\p{L}+)\s+)?(sagen|sprechen|vorlesen|lesen)(?=\s*[:„"“«])/giu, (_m: string, how?: string) => `says${how ? ` ${how.replace(/^auf\s+/i, 'in ').replace(/\bDeutsch\b/i, 'German').replace(/\bEnglisch\b/i, 'English').replace(/\bFranzösisch\b/i, 'French').replace(/\bSpanisch\b/i, 'Spanish').replace(/\bItalienisch\b/i, 'Italian')}` : ''}`],
  // Corners and edges, said abroad: "oben rechts", "en haut à gauche", "arriba a la derecha", "in alto a sinistra",
  // "no canto superior direito", "rechtsboven".
  [/(?<![\p{L}])(?:(?:in\s+die|in\s+der)\s+ecke\s+)?(?:oben|unten)\s+(?:rechts|links)(?:\s+in\s+(?:die|der)\s+ecke)?|(?:rechts|links)\s+(?:oben|unten)(?:\s+in\s+(?:die|der)\s+ecke)?|(?:en\s+)?(?:haut|bas)\s+à\s+(?:droite|gauche)|(?:arriba|abajo)\s+a\s+la\s+(?:derecha|izquierda)|in\s+(?:alto|basso)\s+a\s+(?:destra|sinistra)|(?:no\s+)?canto\s+(?:superior|inferior)\s+(?:direito|esquerdo)|(?:rechts|links)(?:boven|onder)(?![\p{L}])/giu, (m: string) => {
    const top = /oben|haut|arriba|alto|superior|boven/i.test(m);
    const right = /rechts|droite|derecha|destra|direito/i.test(m);
    return `${top ? 'top' : 'bottom'} ${right ? 'right' : 'left'}`;
  }],
  // An edge said alone, after the thing it places: "Fortschrittsbalken oben", "le logo en bas", "bovenaan".
  [/(?<![\p{L}])(?:oben|bovenaan|en\s+haut|in\s+alto|arriba|no\s+topo|em\s+cima)(?![\p{L}])/giu, 'at the top'],
  [/(?<![\p{L}])(?:unten|onderaan|en\s+bas|in\s+basso|abajo|no\s+rodap[ée])(?![\p{L}])/giu, 'at the bottom'],
  // Seconds and the whole length, said abroad: "insgesamt 15 Sekunden", "30 segundos en total".
  // (Not a length said after the video's noun, "une vidéo de 20 secondes": the whole video's, read below.)
  [/(?<![\p{L}\p{N}])(?<!\b(?:de|di|von|van|da)\s+)(\d{1,3})\s+(?:sekunden|secondes|segundos|secondi|seconden)(?![\p{L}])/giu, '$1 seconds'],
  [/(?<![\p{L}])(?:insgesamt|en\s+total|au\s+total|in\s+totale|no\s+total|in\s+totaal|totaal)(?![\p{L}])/giu, 'in total'],
  // Transitions named abroad: "Übergang: Wischen", "barrido", "fondu enchaîné", "Überblendungen" ("balayage" is a
  // hair colour as often as a wipe: not read).
  [/(?<![\p{L}])(?:wischen|wischblende|barrido|tendina)(?![\p{L}])/giu, 'wipe'],
  [/(?<![\p{L}])(?:fondus?\s+enchaîn[ée]s?|überblendung(?:en)?|überblenden|fundidos?\s+encadenados?|dissolvenz[ae]|dissolvências?)(?![\p{L}])/giu, 'crossfade'],
  // A transition named by its kind after the noun: "transizione a wipe", "transições slide", "Übergang: wipe".
  [/(?<![\p{L}])(?:transizion[ei]|transici[óo]n(?:es)?|transi[çc](?:ão|ões|ao|oes)|transitions?|übergang|übergänge|overgang(?:en)?)\s*(?:a|de|en|con|com|mit|met|:)?\s*(wipe|crossfade|slide|fade|zoom)(?![\p{L}])/giu, '$1 transitions'],
  // Between one scene and the next, said abroad: "Tra una scena e l'altra", "entre una escena y otra".
  [/(?<![\p{L}])(?:tra\s+una\s+scena\s+e\s+l['’]altra|entre\s+una\s+escena\s+y\s+(?:la\s+)?otra|entre\s+uma\s+cena\s+e\s+outra|d['’]une\s+sc[eè]ne\s+à\s+l['’]autre)(?![\p{L}])/giu, 'between scenes'],
  // A voice described as deep, said abroad after its noun: "voce maschile profonda", "voz grave", "tiefe Stimme".
  [/(?<=(?<![\p{L}])(?:voce|voz|voix|stimme|stem)(?:\s+[\p{L}]+)?,?\s+)(?:profonda|profunda|profonde|grave|tiefe?|diepe?)(?![\p{L}])/giu, 'deep'],
  [/(?<![\p{L}])(?:tiefe|tiefen)\s+(?=(?:männer|frauen)?stimme(?![\p{L}]))/giu, 'deep '],
  // A ground said with its colour and no "on": "fundo rosa", "sfondo blu", "achtergrond groen".
  [/(?<![\p{L}])(?:fundo|fondo|sfondo|achtergrond)\s+([\p{L}]+)(?![\p{L}])/giu, (m: string, colour: string) => {
    const named = abroadColour(colour.toLowerCase()) ?? (resolveColour(colour) ? colour : undefined);
    return named ? `${named} background` : m;
  }],
  // Edits said in French, Spanish, Italian, Portuguese: "inversez la deuxième et la troisième scène", "mettez 20h au
  // lieu de 19h", "pon 8 € en lugar de 6 €".
  [/(?<![\p{L}])(?:inversez|invertissez|intervertissez|échangez|invertite|scambiate|inverti|scambia|invierte|inviertan|intercambia|intercambiad|inverta|inverte|troque|troca)(?![\p{L}])/giu, 'swap'],
  [/(?<![\p{L}])(?:mettez|mets|mettre|mettete|metti|poned|pon|ponga|ponha|põe|coloca|colocad|coloque)(?![\p{L}])/giu, 'put'],
  [/(?<![\p{L}])(?:au\s+lieu\s+de|en\s+lugar\s+de|en\s+vez\s+de|invece\s+di|al\s+posto\s+di|em\s+vez\s+de|em\s+lugar\s+de|anstatt|statt|in\s+plaats\s+van)(?![\p{L}])/giu, 'instead of'],
  [/(?<![\p{L}])(?:svp|s\.v\.p\.)(?![\p{L}])/giu, 'please'],
  [/(?<=(?:^|[.!?]\s+))(?:finalement|finalmente|alla\s+fine|au\s+final)(?=\s*,)/giu, 'actually'],
  // Introducing someone, asked abroad at a sentence's or a scene's start: "Cena 2: apresenta a oradora …".
  [/(?<=(?:^|[.!?:\n]\s*))(?:apresenta|apresente|presenta|présente|presentez|stelle\s+vor)(?![\p{L}])/giu, 'introduce'],
  // A thing and what it comes with, joined abroad: "com uma barra de nome", "con una voz", "avec un bouton".
  [/(?<![\p{L}])(?:com\s+uma?|con\s+una?|avec\s+une?|mit\s+(?:einer|einem|einen)|met\s+een)(?=\s)/giu, 'with a'],
  // Sparkles said abroad: "brilhinhos", "brillitos", "brillantini", "paillettes", "Glitzer".
  [/(?<![\p{L}])(?:brilhinhos|brilhos|brillitos|brillos|brillantini|paillettes|glitzer|glinsters)(?![\p{L}])/giu, 'sparkles'],
  // A name strap said abroad: "barra de nome", "barra con el nombre", "bandeau nom", "Namensbalken".
  [/(?<![\p{L}])(?:barra\s+(?:de|con\s+el|com\s+o)\s+nome?(?:bre)?|bandeau\s+(?:du\s+)?nom|namensbalken|namenseinblendung|barra\s+del\s+nome)(?![\p{L}])/giu, 'name strap'],
  // A part of a clip said abroad: "von Sekunde 5 bis 20", "del segundo 5 al 20", "de la seconde 5 à 20".
  [/(?<![\p{L}])(?:von\s+|del\s+|dal\s+|do\s+|de\s+la\s+|van\s+)?(?:sekunde|segundo|secondo|seconde|seconde)\s+(\d{1,4})\s+(?:bis(?:\s+sekunde)?|al(?:\s+segundo|\s+secondo)?|à(?:\s+la\s+seconde)?|ao(?:\s+segundo)?|tot(?:\s+seconde)?)\s+(\d{1,4})(?![\p{L}\p{N}])/giu, 'from $1 to $2 seconds'],
  // Lengths and shapes said in Polish: "10 sekund", "kwadratowy", "pionowy".
  [/(?<![\p{L}\p{N}])(\d{1,3})\s+sekund[y]?(?![\p{L}])/giu, '$1 seconds'],
  [/(?<![\p{L}])kwadratow(?:y|e|a|ym)(?![\p{L}])/giu, 'square'],
  [/(?<![\p{L}])pionow(?:y|e|a|ym)(?![\p{L}])/giu, 'vertical'],
  [/(?<![\p{L}])poziom(?:y|e|a|ym)(?![\p{L}])/giu, 'horizontal'],
  // Small in a corner (a picture in picture), and full screen, said abroad: "rechtsonder klein", "petit dans le coin".
  [/(?<![\p{L}])(top|bottom)\s+(left|right)\s+(?:klein|kleine|petit|petite|pequeñ[oa]|piccol[oa]|pequen[oa])(?![\p{L}])/giu, 'small in the $1 $2 corner'],
  [/(?<![\p{L}])(?:klein|kleine|petit|petite|pequeñ[oa]|piccol[oa]|pequen[oa])\s+(?:in\s+de\s+hoek|dans\s+le\s+coin|en\s+la\s+esquina|nell['’]angolo|no\s+canto|in\s+der\s+ecke)(?![\p{L}])/giu, 'small in the corner'],
  [/(?<![\p{L}])(?:groot\s+in\s+beeld|en\s+plein\s+écran|a\s+pantalla\s+completa|a\s+tutto\s+schermo|em\s+tela\s+cheia|im\s+Vollbild|bildschirmfüllend)(?![\p{L}])/giu, 'full screen'],
  [/(?<![\p{L}])(?:unser|unsere|unseren|notre|nuestro|nuestra|nosso|nossa|il\s+nostro|onze|ons)\s+(?=logo(?![\p{L}]))/giu, 'our '],
  [/(?<![\p{L}])(?:kurzes|kurze|kurzen)\s+(?=video(?![\p{L}]))/giu, 'short '],
  [/(?<=(?<![\p{L}])video\s+)für(?=\s)/giu, 'for'],
  [/(?<![\p{L}])(?:dazu|plus|avec)\s+(?=(?:untertitel|sous-titres)\b)/giu, 'with '],
  // Karaoke captions said abroad with their noun first: "Untertitel im Karaoke-Stil", "sous-titres style karaoké".
  [/(?<![\p{L}])(?:untertitel|sous-titres|subt[íi]tulos|sottotitoli|legendas|ondertiteling)\s+(?:im|en|de|in|em|a|stile|style|estilo)?\s*(?:karaoke-stil|karaoke-style|style\s+karaok[ée]|estilo\s+karaoke|stile\s+karaoke|karaok[ée])(?![\p{L}])/giu, 'karaoke captions'],
  // The ground said after "on" abroad: "sobre fondo azul", "sur fond rouge", "auf blauem Hintergrund" (as English says
  // it, so the letters' colour said before it stays theirs: "letras amarillas sobre fondo azul").
  [/(?<![\p{L}])(?:sobre|sur|su|auf|op|em)\s+(?:(?:un|el|le|il|o|um|einem|een)\s+)?(?:fondo|fond|sfondo|fundo|achtergrond)\s+([\p{L}]+)(?![\p{L}])/giu, (m: string, colour: string) => (resolveColour(colour) ? `on a ${abroadColour(colour.toLowerCase()) ?? colour} background` : m)],
  // German's article before a voice described ("Eine ruhige, langsame Frauenstimme"): the English one.
  [/(?<![\p{L}])(?:eine|ein)\s+(?=(?:[\p{L}]+,?\s+){0,3}(?:frauenstimme|männerstimme|stimme|sprecherin|sprecher)(?![\p{L}]))/giu, 'a '],
  // Letters in a colour, said abroad: "letras grandes amarillas", "grosses lettres blanches", "große gelbe Buchstaben".
  [/(?<![\p{L}])(?:(?:les|las|los|le|die|de)\s+)?(?:(grandes|grande|grandi|grosses|gros|große|grosse|großen|grossen|grote|groot)\s+)?(?:letras|lettres|lettere|buchstaben|letters|texto|texte|testo|schrift|tekst)\s+(?:(grandes|grande|grandi|grosses|gros|große|grosse|grote)\s+)?([\p{L}]+)(?![\p{L}])/giu, (m: string, big1?: string, big2?: string, colour?: string) => {
    const name = colour && !/^(?:letters|text)$/i.test(colour) ? resolveColour(colour) : undefined;
    return name ? `${big1 || big2 ? 'big ' : ''}${abroadColour(colour!.toLowerCase()) ?? colour} letters` : m;
  }],
  [/(?<![\p{L}])(?:qui|que|che|die|der)\s+(?:lit|lee|lê|legge|liest)(?![\p{L}])/giu, 'reading'],
  [/(?<=\bspeaking\s+)(?:lentement|despacio|lentamente|langsam|doucement)(?![\p{L}])/giu, 'slowly'],
  [/(?<=\bspeaking\s+)(?:vite|rapidement|r[áa]pido|rapidamente|velozmente|schnell)(?![\p{L}])/giu, 'quickly'],
  [/(?<![\p{L}])(?:une|un)\s+vidéo(?![\p{L}])/giu, 'a video'],
  [/(?<![\p{L}])vidéo(?![\p{L}])/giu, 'video'],
  // A length said after the noun, as the Romance languages and German say it: "une vidéo de 20 secondes".
  [/(?<![\p{L}])(video|vídeo|filmpje)\s+(?:de|di|von|van)\s+(\d{1,3})\s+(?:secondes|segundos|secondi|sekunden|seconden)(?![\p{L}])/giu, '$2 second $1'],
  // Pictures one after another, said abroad: "en diaporama", "como presentación", "als Diashow".
  [/(?<![\p{L}])(?:en\s+diaporama|en\s+(?:presentación|pase\s+de\s+diapositivas)|como\s+(?:presentación|slideshow|diaporama)|em\s+slideshow|als\s+(?:Diashow|Diaschau|diavoorstelling)|in\s+sequenza|a\s+rotazione)(?![\p{L}])/giu, 'as a slideshow'],
  [/(?<![\p{L}])pour(?=\s+(?:instagram|insta|tiktok|youtube|facebook|reels|stories|linkedin)\b)/giu, 'for'],
  // German word order, the verb last: "Preis bitte auf 39 € ändern", "Datum auf 12. Mai ändern".
  [/(?<![\p{L}])(?:den\s+|der\s+|das\s+)?(preis|datum|uhrzeit|zeit|titel|text)\s+(?:(?:bitte|please)\s+)?auf\s+([^.!?\n]{1,30}?)\s+(?:ändern|änderen|setzen|korrigieren)(?![\p{L}])/giu, (_m: string, what: string, value: string) => `change the ${({ preis: 'price', datum: 'date', uhrzeit: 'time', zeit: 'time', titel: 'title', text: 'text' } as Record<string, string>)[what.toLowerCase()]} to ${value}`],
  [/(?<![\p{L}])(?:akzentfarbe|color\s+de\s+acento|couleur\s+d['’]accent|colore\s+d['’]accento|cor\s+de\s+destaque)(?![\p{L}])/giu, 'accent colour'],
  // Pictures set side by side or before and after, said abroad.
  [/(?<![\p{L}])(?:lado\s+a\s+lado|côte\s+à\s+côte|fianco\s+a\s+fianco|nebeneinander)(?![\p{L}])/giu, 'side by side'],
  [/(?<![\p{L}])(?:pantalla\s+dividida|écran\s+(?:partagé|divisé)|schermo\s+diviso|tela\s+dividida|geteilter\s+bildschirm)(?![\p{L}])/giu, 'split screen'],
  [/(?<![\p{L}])(?:el\s+)?antes\s+y\s+(?:el\s+)?después|(?:l['’])?avant\s+et\s+(?:l['’])?après|(?:o\s+)?antes\s+e\s+(?:o\s+)?depois|(?:il\s+)?prima\s+e\s+(?:il\s+)?dopo|vorher\s+und\s+nachher(?![\p{L}])/giu, 'before and after'],
  [/(?<=(?:^|[.!?]\s+))(?:puis|ensuite|luego|después|despues|dann|danach|poi|depois)(?=\s)/giu, 'Then'],
  // The same joined on with "and" ("y después Matrícula gratis"): then.
  [/(?<=[,;:]\s*|\s)(?:y|e|et|und|en)\s+(?:después|despues|depois|puis|ensuite|dann|danach|poi|daarna|dopo)(?=\s)/giu, 'then'],
  [/(?<=(?:^|[.!?,;:]\s+))(?:primeiro|primero|d['’]abord|zuerst|prima|eerst)(?=\s)/giu, 'first'],
  [/(?<![\p{L}])(?:(?:e|y|et|und|en)\s+)?(?:no\s+final|ao\s+final|no\s+fim|ao\s+fim|aan\s+het\s+eind(?:e)?)(?![\p{L}])/giu, 'at the end'],
  [/(?<![\p{L}])(?:texto|texte|testo|tekst)\s+(?:grande|gros|grand|grosso|groot)(?![\p{L}])|(?<![\p{L}])gro(?:ß|ss)er\s+text(?![\p{L}])/giu, 'big text'],
  // A speed said in the common languages: "accélère-le deux fois", "acelera x2", "doppelt so schnell".
  [new RegExp(String.raw`(?<![\p{L}])(?:acc[ée]l[èe]re(?:-le|-la|z)?|acelera(?:lo|la|r)?|acelere|accelera(?:lo|la|re)?|velocizza(?:lo|la|rlo|rla|re)?|beschleunige(?:n)?|versnel(?:\s+het)?)\s+(?:(?:le|la|lo|o|a|ihn|es|sie)\s+)?(?:(?:el|le|la|il|o|den|das)\s+(?:clip|v[íi]deo|vid[ée]o)\s+)?(?:(${TIMES_ABROAD}|\d(?:[.,]\d+)?)\s+(?:fois|veces|volte|vezes|mal|keer)|x\s?(\d(?:[.,]\d+)?)|(\d(?:[.,]\d+)?)\s?x)(?![\p{L}])`, 'giu'), (_m: string, said?: string, x?: string, xAfter?: string) => `at ${timesAbroad(said ?? x ?? xAfter ?? '2')}x speed`],
  [new RegExp(String.raw`(?<![\p{L}\p{N}])(?:(${TIMES_ABROAD}|\d(?:[.,]\d+)?)\s+(?:mal\s+so\s+schnell|mal\s+schneller|fois\s+plus\s+vite|veces\s+m[áa]s\s+r[áa]pido|volte\s+pi[uù]\s+veloce|vezes\s+mais\s+r[áa]pido|keer\s+zo\s+snel)|doppelt\s+so\s+schnell)(?![\p{L}])`, 'giu'), (_m: string, said?: string) => `at ${timesAbroad(said ?? '2')}x speed`],

  // Courtesy and the frame's noun, said abroad: "Formato horizontal, por favor", "bitte".
  [/(?<![\p{L}])(?:por\s+favor|per\s+favore|s['’]il\s+(?:vous|te)\s+pla[iî]t|bitte)(?![\p{L}])/giu, 'please'],
  [/(?<![\p{L}])formato\s+(horizontal|vertical|cuadrado|quadrado|quadrato|orizzontale|verticale)(?![\p{L}])/giu, '$1 format'],
  // A counter said in the common languages: "um contador subindo de 0 até 120 com a legenda '…'".
  [/(?<![\p{L}])(?:contador|compteur|contatore|z[äa]hler)(?:\s+(?:subindo|subiendo|que\s+sube|qui\s+monte|montant|che\s+sale|der\s+hochz[äa]hlt))?(?:\s+(?:de|desde|da|du|von)\s+(\d[\d.,]*)\s+(?:at[ée]|hasta|a|à|bis|fino\s+a)\s+(\d[\d.,]*))?(?![\p{L}])/giu, (_m: string, from?: string, to?: string) => (to ? `counter counting up from ${from} to ${to}` : 'counter')],
  [/(?<![\p{L}])(?:com\s+a\s+legenda|con\s+la\s+leyenda|avec\s+la\s+l[ée]gende|con\s+la\s+scritta|mit\s+der\s+Beschriftung)(?![\p{L}])/giu, 'labelled'],
  // The tool's own nouns in the languages briefs mix in ("y al final un botón 'Reserva ahora'").
  [/(?<![\p{L}])(?:un|una|um|uma|une|ein|eine|einen)\s+(?:bot[oó]n|bouton|bot[aã]o|pulsante|schaltfl[aä]che)(?![\p{L}])/giu, 'a button'],
  [/(?<![\p{L}])(?:bot[oó]n|bouton|bot[aã]o|pulsante|schaltfl[aä]che)(?![\p{L}])/giu, 'button'],
  // German verb-last replacement: "Bitte Yoga für Senioren durch Zumba ersetzen".
  [/(?<![\p{L}])(?:bitte\s+|please\s+)?([^.!?\n]{1,40}?)\s+durch\s+([^.!?\n]{1,40}?)\s+(?:ersetzen|austauschen)(?![\p{L}])/giu, 'replace $1 with $2'],
  // Adding, said abroad: "puoi aggiungere '…' alla fine?", "añade …", "ajoute …", "adicione …".
  [/(?<![\p{L}])(?:(?:puoi|potresti|puedes|podrías|peux-tu|pouvez-vous|pode|podes|kannst\s+du|können\s+sie)\s+)?(?:aggiungere|aggiungi|añadir|añade|agregar|agrega|ajouter|ajoute|ajoutez|adicionar|adicione|acrescentar|acrescente|hinzufügen|toevoegen)(?![\p{L}])/giu, 'add'],
  // The tool's drawn things said abroad: a bar chart, a progress bar, a wipe between scenes.
  [/(?<![\p{L}])(?:gr[áa]fico\s+de\s+barras|gr[áa]fica\s+de\s+barras|diagramme\s+en\s+barres|graphique\s+(?:en|à)\s+barres|balkendiagramm|säulendiagramm|grafico\s+a\s+barre|staafdiagram)(?![\p{L}])/giu, 'bar chart'],
  [/(?<![\p{L}])(?:grafico\s+a\s+torta|gr[áa]fico\s+(?:de\s+(?:tarta|pastel|pizza|queso|setores)|circular)|diagramme\s+circulaire|camembert|kreisdiagramm|tortendiagramm|taartdiagram|cirkeldiagram)(?![\p{L}])/giu, 'pie chart'],
  [/(?<![\p{L}])(?:barra\s+de\s+progreso|barra\s+de\s+progresso|barre\s+de\s+progression|fortschrittsbalken|barra\s+di\s+avanzamento|voortgangsbalk)(?![\p{L}])/giu, 'progress bar'],
  [/(?<![\p{L}])(?:transi[çc][ãa]o|transici[óo]n|transizione|übergang|overgang)\s+(?:de|en|a|a\s+|con|com|mit|met)?\s*(?:cortina|rideau|tenda|vorhang|gordijn)(?![\p{L}])/giu, 'wipe transition'],
  [/(?<![\p{L}])(?:voor\s+en\s+na)(?![\p{L}])/giu, 'before and after'],
  // A button's link said abroad: "pulsante Prenota ora, con il link officinarossi.it".
  [/(?<![\p{L}])(?:con\s+il\s+link|con\s+el\s+(?:enlace|link)|avec\s+le\s+lien|mit\s+dem\s+link|com\s+o\s+link|met\s+de\s+link)(?![\p{L}])/giu, 'linking to'],
  // Where a thing goes under another: "Embaixo um botão …", "Debajo, …", "En dessous : …", "Darunter …".
  [/(?<![\p{L}])met\s+(?:eronder|daaronder)(?![\p{L}])/giu, 'with underneath'],
  [/(?<![\p{L}])(?:em\s*baixo|abaixo|debajo|en\s+dessous|darunter|eronder|daaronder)(?![\p{L}])/giu, 'underneath'],
  // Dutch "…, dan een teller …": after a comma, "dan" is "then" (its "than" follows a comparative, not a comma).
  [/(?<=,\s*)dan(?=\s+\p{L})/giu, 'then'],
  [/(?<![\p{L}])(?:stile|estilo|Stil|[Ss]tijl)(?![\p{L}])/gu, 'style'],
  // A clip's sound taken away, said with a verb: "togliere l'audio originale", "quita el sonido", "Ton entfernen".
  [/(?<![\p{L}])(?:togli(?:ere|ete)?|rimuovi|rimuovere|quita(?:r|le)?|elimina(?:r|re)?|enl[èe]ve(?:r|z)?|retire(?:r|z)?|supprime(?:r|z)?|tira(?:r)?|remove(?:r)?|remova)\s+(?:l['’]|el\s+|le\s+|o\s+|lo\s+|il\s+)?(?:audio|sonido|son|som|[áa]udio|suono)(?:\s+(?:originale?|original|del\s+v[íi]deo|du\s+clip|do\s+v[íi]deo))?(?![\p{L}])|(?<![\p{L}])(?:den\s+|das\s+)?(?:Ton|Audio|Originalton)\s+(?:entfernen|weg(?:lassen|nehmen)?|aus(?:schalten)?)(?![\p{L}])|(?<![\p{L}])(?:het\s+)?(?:geluid|audio)\s+(?:weg(?:halen|doen)?|eraf|uit(?:zetten)?)(?![\p{L}])/giu, 'without sound'],
  // A clip's sound left out, said abroad: "zonder geluid", "sin sonido", "sans le son", "ohne Ton", "senza audio".
  [/(?<![\p{L}])(?:zonder\s+(?:geluid|audio)|sin\s+(?:sonido|audio)|sans\s+(?:le\s+)?(?:son|audio)|ohne\s+(?:Ton|Sound|Audio)|senza\s+(?:audio|suono|sonoro)|sem\s+(?:som|[áa]udio))(?![\p{L}])/giu, 'without sound'],
  // The last part, said abroad: "en als laatste …", "zum Schluss …", "por último …", "en dernier …".
  [/(?<![\p{L}])(?:(?:en\s+)?als\s+laatste|tot\s+slot|zum\s+Schluss|zuletzt|por\s+[úu]ltimo|en\s+dernier|pour\s+finir|per\s+ultimo|infine|por\s+fim)(?![\p{L}])/giu, 'finally'],
  // A counter said in Dutch: "een teller die omhoog telt tot 250".
  // (Only with its article or its clause: "Döner Teller" is a dish.)
  [/(?<![\p{L}])(?:een\s+teller(?:\s+die\s+(?:omhoog\s+)?(?:telt|loopt)(?:\s+(?:tot|naar)(?=\s+\d))?)?|teller\s+die\s+(?:omhoog\s+)?(?:telt|loopt)(?:\s+(?:tot|naar)(?=\s+\d))?)(?![\p{L}])/giu, (m: string) => `${/^een\s/i.test(m) ? 'a ' : ''}counter${/\b(?:telt|loopt)\b/i.test(m) ? ' counting up' : ''}${/\b(?:tot|naar)$/i.test(m) ? ' to' : ''}`],
  // "met oranje als accentkleur": the accent said with its colour first, in Dutch and German word order.
  [/(?<![\p{L}])(?:met|mit)\s+(?=[\p{L}-]+\s+(?:als|as)\s+(?:accentkleur|akzentfarbe|accent\s+colou?r)(?![\p{L}]))/giu, 'with '],
  [/(?<![\p{L}])als\s+(?=(?:accentkleur|akzentfarbe|accent\s+colou?r)(?![\p{L}]))/giu, 'as '],
  [/(?<![\p{L}])accentkleur(?![\p{L}])/giu, 'accent colour'],
  // "Roze als accentkleur": a colour first, then what it is for, with no "met".
  [/(?<![\p{L}])([\p{L}-]+)\s+(?:als|as)\s+(?=accent\s+colou?r(?![\p{L}]))/giu, (m: string, colour: string) => (resolveColour(colour) ? `${abroadColour(colour.toLowerCase()) ?? colour} as ` : m)],
  // The tool's words in Dutch: a button, an upright or a lying frame.
  [/(?<![\p{L}])(?:een\s+)?knop(?![\p{L}])/giu, (m: string) => (/^een/i.test(m) ? 'a button' : 'button')],
  [/(?<![\p{L}])staand(?:e)?\s+formaat(?![\p{L}])/giu, 'vertical format'],
  [/(?<![\p{L}])liggend(?:e)?\s+formaat(?![\p{L}])/giu, 'horizontal format'],
  [/(?<![\p{L}])onderaan(?![\p{L}])/giu, 'at the bottom'],
  [/(?<![\p{L}])(?:al\s+final|à\s+la\s+fin|am\s+(?:Ende|Schluss)|alla\s+fine)(?![\p{L}])/giu, 'at the end'],
  // A phone's keyboard types contractions with a curly apostrophe ("it’s £9", "don’t"): the function words' own
  // contractions are read as typed on a computer; a name's possessive ("Mother’s Day") keeps its mark.
  [/\b(it|that|there|here|what|who|let|he|she|where|how)’s\b/giu, "$1's"],
  [/\b(\p{L}+n)’t\b/giu, "$1't"],
  [/\b(i)’(m|ve|ll|d)\b/giu, "$1'$2"],
  [/\b(we|you|they)’(re|ve|ll|d)\b/giu, "$1'$2"],
  // Captions said abroad, read last (the rules above read them with their style or their verb first): "subtítulos
  // palabra por palabra", "sottotitoli", "legendas".
  [/(?<![\p{L}])(?:subt[íi]tulos|sous-titres|untertitel|sottotitoli|legendas|ondertitels|ondertiteling)(?![\p{L}])/giu, 'captions'],
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

const QUOTED = /["“”„«][^"“”„«»]*["“”„»]/g;

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
