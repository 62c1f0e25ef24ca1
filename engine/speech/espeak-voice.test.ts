import { describe, expect, it } from '@jest/globals';
import { BASE_WPM, espeakArgs, espeakLanguage, espeakVoice } from './espeak-voice.js';

describe('espeak-ng voices', () => {
  it('finds the voice of a tag: whole, by alias, or by its language', () => {
    expect(espeakLanguage('en')).toBe('en-us');
    expect(espeakLanguage('en-GB')).toBe('en-gb');
    expect(espeakLanguage('en-GB-scotland')).toBe('en-gb-scotland');
    expect(espeakLanguage('en-AU')).toBe('en-gb');
    expect(espeakLanguage('es-MX')).toBe('es-419');
    expect(espeakLanguage('es-419')).toBe('es-419');
    expect(espeakLanguage('pt-BR')).toBe('pt-br');
    expect(espeakLanguage('fr')).toBe('fr-fr');
    expect(espeakLanguage('zh')).toBe('cmn');
    expect(espeakLanguage('de-AT')).toBe('de');
    expect(espeakLanguage('tlh')).toBeUndefined();
  });

  it('turns a choice into a variant, a pitch and a rate', () => {
    expect(espeakVoice(undefined, undefined)).toEqual({ voice: 'en-us', wpm: BASE_WPM });
    expect(espeakVoice({ gender: 'female' }, 'es')).toEqual({ voice: 'es+f3', wpm: BASE_WPM });
    // A deep voice without a gender is a man's.
    expect(espeakVoice({ pitch: 'low' }, 'en')).toEqual({ voice: 'en-us+m3', pitch: 25, wpm: BASE_WPM });
    expect(espeakVoice({ gender: 'female', pitch: 'high', speed: 0.8, language: 'en-GB' }, 'fr')).toEqual({ voice: 'en-gb+f3', pitch: 72, wpm: 124 });
    expect(espeakVoice({ language: 'tlh' }, undefined).note).toMatch(/no voice for "tlh"/);
    expect(espeakArgs({ voice: 'en-gb+f3', pitch: 72, wpm: 124 })).toEqual(['-v', 'en-gb+f3', '-s', '124', '-p', '72']);
  });
});
