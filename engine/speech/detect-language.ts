/*
 * Which language a narration is written in, offline and in microseconds: no model, no network. Two steps, as a
 * reader would: the script first (Greek, Cyrillic, Arabic, Hebrew, Devanagari, Thai, kana, Hangul, Han… each
 * names a language, or a few told apart by their own letters), then, for Latin text, the commonest short words of
 * each language (stopwords) and its tell-tale letters (ñ, ß, ø, ł, ğ…). Text too short or too mixed to tell is
 * `undefined`, and the caller keeps its default (English).
 */

export interface DetectedLanguage {
  /** BCP 47 primary language subtag ("es", "ru", "ja"). */
  language: string;
  /** 0-1: by script, the share of the letters in it; by words, how far ahead of the next language it is. */
  confidence: number;
}

/** Scripts whose letters name a language by themselves, or the first of a few told apart below. */
const SCRIPTS: [RegExp, string][] = [
  [/\p{Script=Hangul}/u, 'ko'],
  [/[\p{Script=Hiragana}\p{Script=Katakana}]/u, 'ja'],
  [/\p{Script=Han}/u, 'zh'],
  [/\p{Script=Thai}/u, 'th'],
  [/\p{Script=Devanagari}/u, 'hi'],
  [/\p{Script=Bengali}/u, 'bn'],
  [/\p{Script=Gurmukhi}/u, 'pa'],
  [/\p{Script=Gujarati}/u, 'gu'],
  [/\p{Script=Tamil}/u, 'ta'],
  [/\p{Script=Telugu}/u, 'te'],
  [/\p{Script=Kannada}/u, 'kn'],
  [/\p{Script=Malayalam}/u, 'ml'],
  [/\p{Script=Sinhala}/u, 'si'],
  [/\p{Script=Myanmar}/u, 'my'],
  [/\p{Script=Ethiopic}/u, 'am'],
  [/\p{Script=Georgian}/u, 'ka'],
  [/\p{Script=Armenian}/u, 'hy'],
  [/\p{Script=Hebrew}/u, 'he'],
  [/\p{Script=Arabic}/u, 'ar'],
  [/\p{Script=Greek}/u, 'el'],
  [/\p{Script=Cyrillic}/u, 'ru'],
];

/** Within a script: letters only one of its languages uses. */
const LETTERS_OF: Record<string, [RegExp, string][]> = {
  ar: [
    [/[ٹڈڑںےھ]/u, 'ur'],
    [/[پچژگ]/u, 'fa'],
  ],
  ru: [
    [/[іїєґ]/iu, 'uk'],
    [/[ўі]/iu, 'be'],
    [/[ђћџљњј]/iu, 'sr'],
    [/[ѓќѕ]/iu, 'mk'],
  ],
};

/** The commonest short words of each Latin-script language (a word in several lists counts for each). */
const STOPWORDS: Record<string, string> = {
  en: 'hello welcome thanks the and of to a in is it that for you with on this are was be at as we our your have from by not or an will can all more',
  es: 'a hola bienvenidos bienvenida gracias hoy todos nuestros nuestras año el la los las de del que y en un una es por con para su al lo como más pero sus le ya o este esta sí porque muy sin sobre también nuestro nuestra desde hasta cuando donde está están tu tus mi mis nos hay ser todo toda todos todas',
  fr: 'bonjour bienvenue merci le la les de des du et est un une que qui dans pour pas sur au aux avec ce cette il elle nous vous sont plus par ne se son leur être très en votre vos notre nos',
  de: 'hallo willkommen danke der die das und ist nicht ein eine zu den mit von im auf für sich dem des auch es an wir sie ich aus bei nach wie noch über unser unsere',
  it: 'ciao benvenuti benvenuto grazie il lo la gli le di del della che e è un una per non con sono mi si ci ma anche come più questo questa nel nella alla al noi',
  pt: 'olá bem-vindos obrigado obrigada o a os as de do da dos das que e é um uma para com não no na por mais se ao como mas foi ele ela são nosso nossa também você',
  nl: 'de het een en van is dat op te in voor met zijn niet aan er ook als bij of wij we ons onze maar nog door naar deze',
  sv: 'och att det som en är av för på med till den har inte om ett var jag vi men kan så från våra vår också',
  da: 'og at det som en er af for på med til den har ikke om et var jeg vi men kan så fra vores også de',
  nb: 'og at det som en er av for på med til den har ikke om et var jeg vi men kan så fra våre vår også de',
  fi: 'ja on ei se että oli hän ovat mutta kun myös joka ole kuin me meidän tämä sekä tai niin',
  pl: 'i w nie na się z jest do że to o a jak ale po co tak za od jego są przez dla już może nasz nasze',
  cs: 'a se v na je že to s z do o jsou ale jak i k by pro jsme tak jeho už od po náš naše také',
  ro: 'și în de la a cu pe nu este din un o că care mai sunt pentru ca al sau noi nostru noastră',
  tr: 've bir bu da de için ile çok ne daha gibi o ama var olan en her biz bizim mi değil',
  hu: 'a az és hogy nem is egy van meg de el csak ez már mint ki volt vagy mi mert még',
  id: 'dan yang di ini itu dengan untuk dari dalam tidak akan ke pada ada kami kita juga atau kamu adalah',
  ca: 'el la els les de del que i a en un una és per amb no es com més però són al aquest aquesta',
  vi: 'và của là có không một những được cho trong này với người đã các để chúng tôi bạn',
};

/** Letters that point to a Latin-script language (each occurrence counts as half a stopword). */
const LATIN_LETTERS: [RegExp, string[]][] = [
  [/[ñ¿¡]/giu, ['es']],
  // Acute vowels without a grave or circumflex beside them are Iberian more than French ("revisión", "Clínica").
  [/[íóú]/giu, ['es', 'pt', 'ca']],
  [/[ãõ]/giu, ['pt']],
  [/ç/giu, ['pt', 'fr', 'ca', 'tr']],
  [/ß/giu, ['de']],
  [/[äöü]/giu, ['de', 'fi', 'sv', 'hu', 'tr']],
  [/[øæ]/giu, ['da', 'nb']],
  [/å/giu, ['sv', 'da', 'nb']],
  [/[łżźśćńąę]/giu, ['pl']],
  [/[řěůťď]/giu, ['cs']],
  [/[ğşı]/giu, ['tr']],
  [/[őű]/giu, ['hu']],
  [/[ăâșțşţ]/giu, ['ro']],
  [/[đươạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]/giu, ['vi']],
  [/[èêëîôœùû]/giu, ['fr']],
  [/[àòì]/giu, ['it', 'ca']],
];

const WORDS = new Map<string, string[]>();
for (const [language, list] of Object.entries(STOPWORDS)) {
  for (const word of list.split(' ')) WORDS.set(word, [...(WORDS.get(word) ?? []), language]);
}

function countMatches(text: string, pattern: RegExp): number {
  return text.match(new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`))?.length ?? 0;
}

/** The script of most of the letters, when it is not Latin. */
function byScript(letters: string): DetectedLanguage | undefined {
  const counts = new Map<string, number>();
  for (const [pattern, language] of SCRIPTS) {
    const n = countMatches(letters, pattern);
    if (n) counts.set(language, n);
  }
  // Japanese writes kanji (Han) beside kana: any kana makes Han text Japanese; Hangul among Han, Korean.
  if (counts.has('ja') && counts.has('zh')) counts.set('ja', counts.get('ja')! + counts.get('zh')!), counts.delete('zh');
  if (counts.has('ko') && counts.has('zh')) counts.set('ko', counts.get('ko')! + counts.get('zh')!), counts.delete('zh');
  const latin = countMatches(letters, /\p{Script=Latin}/u);
  const best = [...counts].sort((a, b) => b[1] - a[1])[0];
  if (!best || best[1] < latin) return undefined;
  let [language] = best;
  for (const [pattern, other] of LETTERS_OF[language] ?? []) {
    if (pattern.test(letters)) {
      language = other;
      break;
    }
  }
  return { language, confidence: best[1] / (letters.length || 1) };
}

/** Stopwords and tell-tale letters of Latin-script text. */
function byWords(text: string): DetectedLanguage | undefined {
  const scores = new Map<string, number>();
  const add = (language: string, n: number) => scores.set(language, (scores.get(language) ?? 0) + n);
  const words = text.toLowerCase().match(/[\p{L}']+/gu) ?? [];
  for (const word of words) for (const language of WORDS.get(word.replace(/^'+|'+$/g, '')) ?? []) add(language, 1);
  for (const [pattern, languages] of LATIN_LETTERS) {
    const n = countMatches(text, pattern);
    if (n) for (const language of languages) add(language, n / 2);
  }
  const ranked = [...scores].sort((a, b) => b[1] - a[1]);
  const [best, second] = ranked;
  if (!best || best[1] < 1) return undefined;
  // A tie (Danish and Norwegian share most short words) goes to neither unless one is clearly ahead.
  if (second && second[1] === best[1]) return undefined;
  // How far ahead of the runner-up it is: 1 when no other language scored.
  return { language: best[0], confidence: (best[1] - (second?.[1] ?? 0)) / best[1] };
}

/** The language `text` is written in, or undefined when it cannot be told. */
export function detectLanguage(text: string): DetectedLanguage | undefined {
  const letters = (text.match(/\p{L}/gu) ?? []).join('');
  if (!letters) return undefined;
  return byScript(letters) ?? byWords(text);
}
