import { COLOURS_ABROAD as COMMON_ABROAD } from '../../designer-colours.js';

/*
 * The lit word of karaoke captions said in the common languages other than English: "con la parola evidenziata in
 * arancione", "con la palabra resaltada en amarillo", "com a palavra destacada em verde", "avec le mot surligné en
 * rose", "das gesprochene Wort in Gelb hervorgehoben", "le mot prononcé en bleu". The colour's own name in that language is read as the English
 * one it translates (the colour words themselves: colour-words.ts).
 */

/**
 * Colour names in Italian, Spanish, Portuguese, French and German, by the English name they mean: the common ones
 * (designer-colours.ts), and here, where a colour is certain, those that are also English words or names.
 */
const COLOURS_ABROAD: Record<string, string> = {
  ...COMMON_ABROAD,
  arancio: 'orange', orange: 'orange', rot: 'red', grün: 'green', rosa: 'pink', rose: 'pink', viola: 'purple', violet: 'purple', lila: 'purple',
  weiß: 'white', oro: 'gold', doré: 'gold', dorée: 'gold', golden: 'gold', turquoise: 'turquoise', türkis: 'turquoise',
};

const COLOUR_ABROAD = Object.keys(COLOURS_ABROAD).sort((a, b) => b.length - a.length).join('|');
const WORD = String.raw`(?:parola|palabra|palavra|mot|wort)`;
const LIT = String.raw`(?:evidenziat[ao]|illuminat[ao]|resaltad[ao]|iluminad[ao]|destacad[ao]|surlign[ée]e?|en\s+surbrillance|mis\s+en\s+(?:valeur|évidence)|hervorgehoben|markiert|leuchtet)`;
const SPOKEN = String.raw`(?:(?:gerade\s+|just\s+)?(?:che\s+si\s+dice|pronunciat[ao]|dit|prononcé|hablad[ao]|falad[ao]|dicha|gesprochene|aktuelle|actual|atual|corrente|attuale)\s+)?`;
const IN = String.raw`(?:(?:bitte|please|por\s+favor|s['’]il\s+vous\s+pla[iî]t|per\s+favore)\s+)?(?:in|en|em|de|au|auf)\s+`;
/** Said before the word, "spoken" marks the lit one too: "das gerade gesprochene Wort in Türkis". */
const SPOKEN_FIRST = String.raw`(?:gerade\s+)?(?:gesprochene|pronunciata|prononcé|hablada|falada)\s+`;
/** Said after the word, "spoken" alone marks the lit one: "le mot prononcé en bleu", "la palabra hablada en rojo". */
// Or as a clause: "la palabra que se está diciendo en amarillo", "le mot qui est prononcé", "a palavra que está sendo dita",
// lit said after it ("la palabra que se dice resaltada en amarillo").
const SPOKEN_AFTER = String.raw`(?:pronunciat[ao]|prononcé|hablad[ao]|falad[ao]|dicha|dita|dit|gesprochene|gesprochen|que\s+se\s+(?:está\s+diciendo|dice|pronuncia|escucha)|qui\s+est\s+(?:dit|prononcé)|que\s+(?:está\s+sendo\s+dita|se\s+diz)|che\s+(?:viene\s+detta|si\s+sente))`;

/**
 * "la parola evidenziata in arancione", "das Wort in Gelb hervorgehoben": the colour group is the foreign name. After
 * karaoke, "the word in <colour>" is the lit one ("subtitulos tipo karaoke con la palabra en amarillo").
 */
export const LIT_WORD_ABROAD = new RegExp(
  String.raw`(?<![\p{L}])(?:(?:con|com|avec|mit|y|e|et|und)\s+)?(?:(?:la|el|a|o|le|das|il)\s+)?(?:${SPOKEN_FIRST}${WORD}\s+${IN}(${COLOUR_ABROAD})|${SPOKEN}${WORD}\s+(?:${SPOKEN}(?:${LIT}\s+${IN}(${COLOUR_ABROAD})|${IN}(${COLOUR_ABROAD})\s+${LIT})|${SPOKEN_AFTER}\s+(?:${LIT}\s+)?${IN}(${COLOUR_ABROAD})))(?![\p{L}])|(?<=karaok[eé][^.!?\n⟪]{0,40}?\s)(?:(?:con|com|avec|mit|y|e|et|und)\s+)?(?:(?:la|el|a|o|le|das|il)\s+)?${WORD}\s+${IN}(${COLOUR_ABROAD})(?![\p{L}])`,
  'iu',
);

/** The English colour name a foreign one means ("arancione": "orange"), if it is one. */
export function colourAbroad(name: string): string | undefined {
  return COLOURS_ABROAD[name.toLowerCase()];
}
