import type { NarrationVoice } from '../../model/narration-voice.js';

/*
 * A voice choice as espeak-ng arguments: the language's voice (its region the accent: en-gb, es-419, pt-br), a
 * variant for the gender (`+f3`, `+m3`: espeak-ng's variant files set the pitch range and formants of a female or a
 * male voice), the pitch (`-p`, 0-99, 50 the voice's own) and the rate (`-s`, words per minute).
 *
 * Measured on espeak-ng 1.51 (median pitch of one sentence, engine/speech/pitch.ts): en-us 108 Hz, +m3 111 Hz,
 * +m3 -p 25 about 90 Hz, +f3 223 Hz, +f3 -p 72 about 265 Hz. f3 was picked among the female variants (f1-f5, Annie,
 * belinda, linda: 182-266 Hz) as the one in the middle of the usual female range.
 */

/** The rate of a speed of 1: a little under espeak-ng's 175, which narration over pictures needs. */
export const BASE_WPM = 155;
const FEMALE_VARIANT = 'f3';
const MALE_VARIANT = 'm3';
const PITCH = { low: 25, high: 72 } as const;

/** espeak-ng 1.51's languages (`espeak-ng --voices`), lower case: a tag that is one of these is used as it is. */
const ESPEAK_LANGUAGES = new Set(
  (
    'af am an ar as az ba be bg bn bpy bs ca chr-us-qaaa-x-west cmn cmn-latn-pinyin cs cv cy da de el en-029 en-gb ' +
    'en-gb-scotland en-gb-x-gbclan en-gb-x-gbcwmd en-gb-x-rp en-us en-us-nyc eo es es-419 et eu fa fa-latn fi fr-be ' +
    'fr-ch fr-fr ga gd gn grc gu hak haw he hi hr ht hu hy hyw ia id io is it ja jbo ka kk kl kn ko kok ku ky la lb ' +
    'lfn lt ltg lv mi mk ml mr ms mt my nb nci ne nl nog om or pa pap piqd pl pt pt-br py qdb qu quc qya ro ru ru-lv ' +
    'sd shn si sjn sk sl smj sq sr sv sw ta te th tk tn tr tt ug uk ur uz vi vi-vn-x-central vi-vn-x-south yue'
  ).split(' '),
);

/** Tags people write that espeak-ng names otherwise. */
const ALIASES: Record<string, string> = {
  en: 'en-us',
  'en-uk': 'en-gb',
  'en-au': 'en-gb',
  'en-nz': 'en-gb',
  'en-ie': 'en-gb',
  'en-ca': 'en-us',
  'en-scotland': 'en-gb-scotland',
  fr: 'fr-fr',
  'fr-ca': 'fr-fr',
  'es-es': 'es',
  'es-mx': 'es-419',
  'es-ar': 'es-419',
  'es-co': 'es-419',
  'es-us': 'es-419',
  'pt-pt': 'pt',
  zh: 'cmn',
  'zh-cn': 'cmn',
  'zh-tw': 'cmn',
  'zh-hk': 'yue',
  no: 'nb',
  nn: 'nb',
  iw: 'he',
  fil: 'id',
};

/** espeak-ng's voice for a BCP 47 tag: the whole tag, else its alias, else the language alone; undefined if none. */
export function espeakLanguage(tag: string): string | undefined {
  const lower = tag.toLowerCase();
  for (let parts = lower.split('-'); parts.length; parts = parts.slice(0, -1)) {
    const candidate = parts.join('-');
    const named = ALIASES[candidate] ?? candidate;
    if (ESPEAK_LANGUAGES.has(named)) return named;
  }
  return undefined;
}

export interface EspeakVoice {
  /** `-v`: language voice and variant, e.g. `en-gb+f3`. */
  voice: string;
  /** `-p`, when not the voice's own. */
  pitch?: number;
  /** `-s`, words per minute. */
  wpm: number;
  /** When the language asked for has no espeak-ng voice: said in the prompt's result. */
  note?: string;
}

/** The espeak-ng voice for `voice`, speaking `language` (the voice's own or the detected one; default English). */
export function espeakVoice(voice: NarrationVoice | undefined, language: string | undefined): EspeakVoice {
  const tag = voice?.language ?? language ?? 'en';
  let base = espeakLanguage(tag);
  let note: string | undefined;
  if (!base) {
    base = 'en-us';
    note = `espeak-ng has no voice for "${tag}", so the narration was spoken with its English voice`;
  }
  // A deep voice without a gender said is a man's; a high one keeps the language's own (male) voice, higher.
  const gender = voice?.gender ?? (voice?.pitch === 'low' ? 'male' : undefined);
  const variant = gender === 'female' ? FEMALE_VARIANT : gender === 'male' ? MALE_VARIANT : undefined;
  return {
    voice: variant ? `${base}+${variant}` : base,
    ...(voice?.pitch ? { pitch: PITCH[voice.pitch] } : {}),
    wpm: Math.round(BASE_WPM * (voice?.speed ?? 1)),
    ...(note ? { note } : {}),
  };
}

/** The arguments before `-w <wav> -f <text>`. */
export function espeakArgs(v: EspeakVoice): string[] {
  return ['-v', v.voice, '-s', String(v.wpm), ...(v.pitch !== undefined ? ['-p', String(v.pitch)] : [])];
}
