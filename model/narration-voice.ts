import { z } from 'zod';

/*
 * The narration's voice, as the scene document holds it: what was asked for ("a female voice", "a deep voice",
 * "British accent", "slower", "in Spanish"), not how an engine makes it. engine/speech/ turns it into espeak-ng's
 * voice, variant, pitch and rate, or into a neural endpoint's voice name and speed. Every field is optional (no
 * defaults, so a document reads and writes the same): absent means "the usual", and an absent language is detected
 * from the narration's text when it is spoken (engine/speech/detect-language.ts).
 */

/**
 * A BCP 47 language tag: a language, optionally a region and a variant ("es", "en-GB", "es-419", "pt-BR",
 * "en-GB-scotland"). The region is the accent.
 */
export const LanguageTag = z
  .string()
  .max(35)
  .regex(/^[a-zA-Z]{2,3}(?:-(?:[a-zA-Z]{2}|\d{3}|[a-zA-Z\d]{5,8}|x-[a-zA-Z\d]{1,8}))*$/);

export const VOICE_GENDERS = ['female', 'male'] as const;
export const VOICE_PITCHES = ['low', 'high'] as const;
export const MIN_SPEED = 0.5;
export const MAX_SPEED = 2;

export const NarrationVoice = z
  .object({
    language: LanguageTag.optional().meta({
      description: 'BCP 47 tag of the language spoken, its region being the accent ("es", "en-GB", "es-419", "pt-BR"). Absent: detected from the text.',
    }),
    gender: z.enum(VOICE_GENDERS).optional().meta({ description: 'A female or a male voice. Absent: the engine\'s usual voice.' }),
    pitch: z.enum(VOICE_PITCHES).optional().meta({ description: '`low`: a deep voice; `high`: a high one. Absent: the voice\'s own.' }),
    speed: z.number().min(MIN_SPEED).max(MAX_SPEED).optional().meta({ description: 'Speaking rate, 1 being the usual (0.8: slower, 1.25: faster).' }),
  })
  .meta({
    id: 'NarrationVoice',
    description:
      'How the narration is spoken. The offline engine (espeak-ng) renders every choice; an operator-configured neural speech endpoint, when there is one, speaks it instead and falls back to espeak-ng on any failure.',
  });
export type NarrationVoice = z.infer<typeof NarrationVoice>;
