/*
 * The lit word of karaoke captions said in the common languages other than English: "con la parola evidenziata in
 * arancione", "con la palabra resaltada en amarillo", "com a palavra destacada em verde", "avec le mot surligné en
 * rose", "das gesprochene Wort in Gelb hervorgehoben". The colour's own name in that language is read as the English
 * one it translates (the colour words themselves: colour-words.ts).
 */

/** Colour names in Italian, Spanish, Portuguese, French and German, by the English name they mean. */
const COLOURS_ABROAD: Record<string, string> = {
  arancione: 'orange', arancio: 'orange', naranja: 'orange', laranja: 'orange', orange: 'orange',
  rosso: 'red', rossa: 'red', rojo: 'red', roja: 'red', vermelho: 'red', vermelha: 'red', rouge: 'red', rot: 'red',
  verde: 'green', vert: 'green', verte: 'green', grün: 'green', gruen: 'green',
  blu: 'blue', azzurro: 'blue', azul: 'blue', bleu: 'blue', bleue: 'blue', blau: 'blue',
  giallo: 'yellow', gialla: 'yellow', amarillo: 'yellow', amarilla: 'yellow', amarelo: 'yellow', amarela: 'yellow', jaune: 'yellow', gelb: 'yellow',
  rosa: 'pink', rose: 'pink',
  viola: 'purple', morado: 'purple', morada: 'purple', roxo: 'purple', roxa: 'purple', violet: 'purple', violette: 'purple', lila: 'purple',
  bianco: 'white', bianca: 'white', blanco: 'white', blanca: 'white', branco: 'white', branca: 'white', blanc: 'white', blanche: 'white', weiß: 'white', weiss: 'white',
  oro: 'gold', dorado: 'gold', dorada: 'gold', dourado: 'gold', dourada: 'gold', doré: 'gold', dorée: 'gold', golden: 'gold',
  turchese: 'turquoise', turquesa: 'turquoise', turquoise: 'turquoise', türkis: 'turquoise',
};

const COLOUR_ABROAD = Object.keys(COLOURS_ABROAD).sort((a, b) => b.length - a.length).join('|');
const WORD = String.raw`(?:parola|palabra|palavra|mot|wort)`;
const LIT = String.raw`(?:evidenziat[ao]|illuminat[ao]|resaltad[ao]|iluminad[ao]|destacad[ao]|surlign[ée]e?|en\s+surbrillance|mis\s+en\s+(?:valeur|évidence)|hervorgehoben|markiert|leuchtet)`;
const SPOKEN = String.raw`(?:(?:che\s+si\s+dice|pronunciat[ao]|dit|prononcé|hablad[ao]|falad[ao]|dicha|gesprochene|aktuelle|actual|atual|corrente|attuale)\s+)?`;
const IN = String.raw`(?:in|en|em|de|au|auf)\s+`;

/** "la parola evidenziata in arancione", "das Wort in Gelb hervorgehoben": the colour group is the foreign name. */
export const LIT_WORD_ABROAD = new RegExp(
  String.raw`(?<![\p{L}])(?:(?:con|com|avec|mit|y|e|et|und)\s+)?(?:(?:la|el|a|o|le|das|il)\s+)?${SPOKEN}${WORD}\s+${SPOKEN}(?:${LIT}\s+${IN}(${COLOUR_ABROAD})|${IN}(${COLOUR_ABROAD})\s+${LIT})(?![\p{L}])`,
  'iu',
);

/** The English colour name a foreign one means ("arancione": "orange"), if it is one. */
export function colourAbroad(name: string): string | undefined {
  return COLOURS_ABROAD[name.toLowerCase()];
}
