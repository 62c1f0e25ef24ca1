import { abroadColour, resolveColour } from '../../designer-colours.js';

/*
 * The tool's words as briefs written in other languages say them (issue 39): read as the English words the readers
 * know, before any reader runs, outside quotes only (spelling.ts applies them in this order, after the English
 * shorthand). A table of word classes in French, Spanish, Portuguese, Italian, German, Dutch and Polish, never a
 * brief's sentence. Order matters where one rule reads words another would change: a rule that reads a noun with its
 * style or its verb ("Untertitel im Karaoke-Stil", "dazu Untertitel") comes before the one that reads the noun alone.
 */

/** Ordinal words abroad (German, Spanish, French, Italian, Portuguese, Dutch), for scenes named by their place. */
const ORDINALS_ABROAD: Record<string, string> = Object.fromEntries(
  Object.entries({
    first: 'erste ersten primera primer première premiere prima primeira eerste premier primero primo primeiro',
    second: 'zweite zweiten segunda deuxième deuxieme seconde seconda tweede segundo secondo',
    third: 'dritte dritten tercera troisième troisieme terza terceira derde tercer tercero terzo terceiro',
    fourth: 'vierte vierten cuarta quatrième quatrieme quarta vierde cuarto quarto',
    fifth: 'fünfte fünften quinta cinquième cinquieme vijfde quinto',
    last: 'letzte letzten última ultima dernière derniere laatste',
  }).flatMap(([english, words]) => words.split(' ').map((word) => [word, english])),
);
const SCENE_ABROAD = String.raw`szene|folie|escena|diapositiva|sc[eè]ne|diapo|cena|scena|scène|[ée]cran|pantalla|schermata`;

/** How many times faster, said in the common languages ("deux fois", "4 volte", "drei mal"). */
const TIMES_WORDS: Record<string, number> = { deux: 2, dos: 2, due: 2, duas: 2, zwei: 2, twee: 2, trois: 3, tres: 3, 'três': 3, tre: 3, drei: 3, drie: 3, quatre: 4, cuatro: 4, quattro: 4, quatro: 4, vier: 4 };
const TIMES_ABROAD = Object.keys(TIMES_WORDS).join('|');
function timesAbroad(said: string): string {
  return String(TIMES_WORDS[said.toLowerCase()] ?? Number(said.replace(',', '.')));
}

/** Colour names in Japanese, by the English name they mean. */
const JAPANESE_COLOURS: Record<string, string> = { 白: 'white', 黒: 'black', 赤: 'red', 青: 'blue', 緑: 'green', 黄色: 'yellow', ピンク: 'pink', 金: 'gold', 紫: 'purple', オレンジ: 'orange', グレー: 'grey', 紺: 'navy' };

/** The rules, in the order they apply. */
export const WORDS_ABROAD: [RegExp, string | ((...groups: string[]) => string)][] = [
  // A colour's shade joined to it in German and Dutch ("dunkelgrün", "hellblau", "donkerblauw"): said apart, in English.
  [/(?<![\p{L}])(dunkel|hell|donker|licht)-?(\p{Ll}{3,})(?![\p{L}])/gu, (m: string, shade: string, colour: string) => {
    const name = abroadColour(colour);
    return name ? `${/^(?:dunkel|donker)$/.test(shade) ? 'dark' : 'light'} ${name}` : m;
  }],
  // Or after it, as the Romance languages say it ("azul oscuro", "vert foncé", "verde chiaro").
  [/(?<![\p{L}])(\p{Ll}{3,})\s+(oscuro|oscura|escuro|escura|scuro|scura|fonc[ée]e?|claro|clara|chiaro|chiara|clair|claire)(?![\p{L}])/gu, (m: string, colour: string, shade: string) => {
    const name = abroadColour(colour);
    return name ? `${/^(?:osc|esc|scu|fon)/.test(shade) ? 'dark' : 'light'} ${name}` : m;
  }],
  // Lists and replacements said in French, Spanish, Portuguese, Italian and German ("une liste à puces : …",
  // "remplace la quiche par …").
  [/(?<![\p{L}])(?:liste\s+à\s+puces|lista\s+(?:con|de)\s+viñetas|lista\s+com\s+marcadores|elenco\s+puntato|aufzählung(?:sliste)?(?:\s+mit\s+(?:punkten|spiegelstrichen|stichpunkten))?|stichpunkte)(?![\p{L}])/giu, 'bulleted list'],
  // A heading named before its colon: "Überschrift: …", "Titre : …", "Título: …", "Titolo: …", "Kop: …".
  [/(?<![\p{L}])(?:überschrift|ueberschrift|titel|titre|título|titulo|titolo|kop|kopregel)(?=\s*:)/giu, 'Title'],
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
  // A value said to go to another, abroad: "la formule passe à 15,90 €", "el menú pasa a 12 €", "il prezzo passa a 9 €".
  [/(?<![\p{L}])(?:passe|passent|pasa|pasan|passa|passano|passam)\s+(?:à|a|para)\s+(?=[$€£¥]?\s?\d)/giu, 'is now '],
  // Scenes by their place, said abroad ("Erste Szene:", "segunda escena:", "troisième scène :", "Szene 2:").
  // Two scenes named by their places abroad: "la deuxième et la troisième scène".
  [new RegExp(String.raw`(?<![\p{L}])(?:la|le|el|il|a|o|die)\s+(${Object.keys(ORDINALS_ABROAD).join('|')})\s+(?:et|y|e|und|en)\s+(?:la|le|el|il|a|o|die)\s+(${Object.keys(ORDINALS_ABROAD).join('|')})\s+(?:${SCENE_ABROAD})s?(?![\p{L}])`, 'giu'), (_m: string, a: string, b: string) => `the ${ORDINALS_ABROAD[a.toLowerCase()]} and ${ORDINALS_ABROAD[b.toLowerCase()]} scenes`],
  [new RegExp(String.raw`(?<![\p{L}])(${Object.keys(ORDINALS_ABROAD).join('|')})\s+(?:${SCENE_ABROAD})(?![\p{L}])`, 'giu'), (_m: string, ordinal: string) => `${ORDINALS_ABROAD[ordinal.toLowerCase()]} scene`],
  [new RegExp(String.raw`(?<![\p{L}])(?:${SCENE_ABROAD})\s+(?=\d{1,2}(?![\d\p{L}]))`, 'giu'), 'scene '],
  // A language said with German's preposition ("eine Männerstimme auf Deutsch: …"): as English says it.
  [/(?<![\p{L}])auf\s+(deutsch|englisch|französisch|spanisch|italienisch|portugiesisch|niederländisch)(?![\p{L}])/giu, (_m: string, language: string) => `in ${({ deutsch: 'German', englisch: 'English', französisch: 'French', spanisch: 'Spanish', italienisch: 'Italian', portugiesisch: 'Portuguese', niederländisch: 'Dutch' } as Record<string, string>)[language.toLowerCase()]}`],
  // The frame's shape and snow said in German: "im Quadratformat", "Es soll schneien".
  [/(?<![\p{L}])(?:im\s+)?quadratformat(?![\p{L}])/giu, 'square'],
  [/(?<![\p{L}])(?:es\s+soll\s+)?schneien(?![\p{L}])/giu, 'falling snow'],
  // A scene said with the facts it holds ("une scène avec les dates :", "una escena con las fechas:").
  [new RegExp(String.raw`(?<![\p{L}])(?:une?|una|uma|eine)\s+(?:${SCENE_ABROAD})\s+(?:avec|con|com|mit|met)\s+(?:les|las|los|las|as|os|die|den|de|le|la|i|gli)\s+(?:dates|fechas|daten|datas|date|horaires|horarios|adresse|dirección|endereço)(?=\s*:)`, 'giu'), 'a scene with the dates'],
  // An ordinal alone before its colon, the noun said with the ones before ("deuxième écran : …, troisième : …").
  [new RegExp(String.raw`(?<![\p{L}])(${Object.keys(ORDINALS_ABROAD).join('|')})(?=\s*:)`, 'giu'), (_m: string, ordinal: string) => ORDINALS_ABROAD[ordinal.toLowerCase()]!],
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
  [/(?<![\p{L}\p{N}])(?<!\b(?:de|di|von|van|da)\s+)(\d{1,3})\s+(?:sekunden|secondes|segundos|secondi|seconden)(?![\p{L}])(?!\s+(?:pause|pausa|descanso|repos|rust|ruhe|break)(?![\p{L}]))/giu, '$1 seconds'],
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
  [/(?<![\p{L}])(?:mettez|mets|mettre|mettete|metti|poned|pon|ponle|ponles|ponlo|ponla|ponme|ponga|pongan|pónganle|ponha|põe|coloca|colocad|coloque)(?![\p{L}])/giu, 'put'],
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
  // Karaoke captions said abroad with their noun first: "Untertitel im Karaoke-Stil", "sous-titres style karaoké",
  // "subtítulos tipo karaoke".
  [/(?<![\p{L}])(?:untertitel|sous-titres|subt[íi]tulos|sottotitoli|legendas|ondertiteling)\s+(?:im|en|de|in|em|a|stile|style|estilo|tipo|type|typ|genre|stijl)?\s*(?:karaoke-stil|karaoke-style|style\s+karaok[ée]|estilo\s+karaoke|stile\s+karaoke|karaok[ée])(?![\p{L}])/giu, 'karaoke captions'],
  // The ground said after "on" abroad: "sobre fondo azul", "sur fond rouge", "auf blauem Hintergrund" (as English says
  // it, so the letters' colour said before it stays theirs: "letras amarillas sobre fondo azul").
  [/(?<![\p{L}])(?:sobre|sur|su|auf|op|em)\s+(?:(?:un|el|le|il|o|um|einem|een)\s+)?(?:fondo|fond|sfondo|fundo|achtergrond)\s+([\p{L}]+)(?![\p{L}])/giu, (m: string, colour: string) => (resolveColour(colour) ? `on a ${abroadColour(colour.toLowerCase()) ?? colour} background` : m)],
  // German's article before a voice described ("Eine ruhige, langsame Frauenstimme"): the English one.
  [/(?<![\p{L}])(?:eine|ein)\s+(?=(?:[\p{L}]+,?\s+){0,3}(?:frauenstimme|männerstimme|stimme|sprecherin|sprecher)(?![\p{L}]))/giu, 'a '],
  // Letters in a colour, said abroad: "letras grandes amarillas", "grosses lettres blanches", "große gelbe Buchstaben".
  [/(?<![\p{L}])(?:(?:les|las|los|le|die|de)\s+)?(?:(grandes|grande|grandi|grosses|gros|große|grosse|großen|grossen|grote|groot)\s+)?(?:letras|lettres|lettere|scritte|buchstaben|letters|texto|texte|testo|schrift|tekst)\s+(?:(grandes|grande|grandi|grosses|gros|große|grosse|grote)\s+)?([\p{L}]+)(?![\p{L}])/giu, (m: string, big1?: string, big2?: string, colour?: string) => {
    const name = colour && !/^(?:letters|text)$/i.test(colour) ? resolveColour(colour) : undefined;
    return name ? `${big1 || big2 ? 'big ' : ''}${abroadColour(colour!.toLowerCase()) ?? colour} letters` : m;
  }],
  // (With the subjunctive a wish takes: "una voz que lea el título", "une voix qui lise le titre", "che legga".)
  // The ground with its colour first, as German and Dutch say it ("Weißer Hintergrund", "zwarte achtergrond"): the
  // colour's English name, which the colour readers spell in letters they know.
  [/(?<![\p{L}])([\p{L}]+)\s+(?:hintergrund|achtergrond)(?![\p{L}])/giu, (m: string, colour: string) => {
    const name = abroadColour(colour.toLowerCase());
    return name ? `${name} background` : m;
  }],
  // Or with the colour first, as German and Dutch say it: "gelbe Schrift", "weiße Buchstaben", "witte tekst".
  [/(?<![\p{L}])([\p{L}]+)\s+(?:schrift|buchstaben|text|texte|tekst|letters)(?![\p{L}])/giu, (m: string, colour: string) => {
    // (Before the letters' noun "rot" and "lila", words of their own elsewhere, are colours.)
    const name = abroadColour(colour.toLowerCase()) ?? (/^rot(?:e|en|er|es|em)?$/i.test(colour) ? 'red' : /^lila$/i.test(colour) ? 'purple' : undefined);
    return name && resolveColour(name) ? `${name} letters` : m;
  }],
  // The preposition before letters in a colour, now in English ("con yellow letters", "mit yellow letters"): "with",
  // or it is left in front of the text as a title ("Ein Video mit gelber Schrift: Sommerfest").
  [/(?<![\p{L}])(?:con|com|avec(?:\s+(?:du|de\s+la|des|le|la|les))?|mit|met)\s+(?=(?:big\s+)?[a-z]+\s+letters(?![\p{L}]))/giu, 'with '],
  // The article before the video's noun in German, Dutch and Portuguese ("Ein kurzes Video", "Een filmpje", "Um vídeo").
  [/(?<![\p{L}])(?:ein|eine|een|um|uma)\s+(?=(?:[\p{L}]+\s+){0,2}(?:video|vídeo|filmpje|clip)(?![\p{L}]))/giu, 'a '],
  [/(?<![\p{L}])filmpje(?![\p{L}])/giu, 'video'],
  [/(?<![\p{L}])(?:qui|que|che|die|der)\s+(?:lit|lise|lee|lea|lê|leia|legge|legga|liest)(?![\p{L}])/giu, 'reading'],
  // German puts the verb last: "eine Stimme, die den Titel (vor)liest".
  [/(?:\s*,)?\s*(?<![\p{L}])(?:die|der)\s+(den\s+titel|den\s+text|es|ihn|sie)\s+(?:vor)?liest(?![\p{L}])/giu, (_m: string, what: string) => ` reading ${/titel/i.test(what) ? 'the title' : /text/i.test(what) ? 'the text' : 'it'}`],
  [/(?<=\breading\s+)(?:el|le|il|o|den)\s+(?:t[íi]tulo|titre|titolo|titel)(?![\p{L}])/giu, 'the title'],
  [/(?<=\bspeaking\s+)(?:lentement|despacio|lentamente|langsam|doucement)(?![\p{L}])/giu, 'slowly'],
  [/(?<=\bspeaking\s+)(?:vite|rapidement|r[áa]pido|rapidamente|velozmente|schnell)(?![\p{L}])/giu, 'quickly'],
  [/(?<![\p{L}])(?:une|un)\s+vidéo(?![\p{L}])/giu, 'a video'],
  [/(?<![\p{L}])(?:vidéo|vídeo)(?![\p{L}])/giu, 'video'],
  // A length said after the noun, as the Romance languages and German say it: "une vidéo de 20 secondes".
  [/(?<![\p{L}])(video|vídeo|filmpje)\s+(?:de|di|von|van)\s+(\d{1,3})\s+(?:secondes|segundos|secondi|sekunden|seconden)(?![\p{L}])/giu, '$2 second $1'],
  // Pictures one after another, said abroad: "en diaporama", "como presentación", "als Diashow".
  [/(?<![\p{L}])(?:en\s+diaporama|en\s+(?:presentación|pase\s+de\s+diapositivas)|como\s+(?:presentación|slideshow|diaporama)|em\s+slideshow|als\s+(?:Diashow|Diaschau|diavoorstelling)|in\s+sequenza|a\s+rotazione)(?![\p{L}])/giu, 'as a slideshow'],
  [/(?<![\p{L}])pour(?=\s+(?:instagram|insta|tiktok|youtube|facebook|reels|stories|linkedin)\b)/giu, 'for'],
  // German word order, the verb last: "Preis bitte auf 39 € ändern", "Datum auf 12. Mai ändern".
  [/(?<![\p{L}])(?:den\s+|der\s+|das\s+)?(preis|datum|uhrzeit|zeit|titel|text)\s+(?:(?:bitte|please)\s+)?auf\s+([^.!?\n]{1,30}?)\s+(?:ändern|änderen|setzen|korrigieren)(?![\p{L}])/giu, (_m: string, what: string, value: string) => `change the ${({ preis: 'price', datum: 'date', uhrzeit: 'time', zeit: 'time', titel: 'title', text: 'text' } as Record<string, string>)[what.toLowerCase()]} to ${value}`],
  [/(?<![\p{L}])(?:akzentfarbe|color\s+de\s+acento|couleur\s+d['’]accent|colore\s+d['’]accento|cor\s+de\s+destaque)(?![\p{L}])/giu, 'accent colour'],
  // Pictures set side by side or before and after, said abroad.
  [/(?<![\p{L}])(?:lado\s+a\s+lado|côte\s+à\s+côte|fianco\s+a\s+fianco|nebeneinander|naast\s+elkaar|uno\s+al\s+lado\s+del\s+otro|affiancat[ei]|yan\s+yana|obok\s+siebie)(?![\p{L}])/giu, 'side by side'],
  [/(?<![\p{L}])(?:pantalla\s+dividida|écran\s+(?:partagé|divisé)|schermo\s+diviso|tela\s+dividida|geteilter\s+bildschirm)(?![\p{L}])/giu, 'split screen'],
  [/(?<![\p{L}])(?:el\s+)?antes\s+y\s+(?:el\s+)?después|(?:l['’])?avant\s+et\s+(?:l['’])?après|(?:o\s+)?antes\s+e\s+(?:o\s+)?depois|(?:il\s+)?prima\s+e\s+(?:il\s+)?dopo|vorher\s+und\s+nachher|vorher\s*[\/-]\s*nachher|voor\s*\/\s*na(?![\p{L}])/giu, 'before and after'],
  // Each side labelled: "Vorher: <a>, Nachher: <b>", "Antes: … Después: …".
  [/(?<![\p{L}])(?:vorher|antes|avant|prima|voor)\s*:/giu, 'before:'],
  [/(?<![\p{L}])(?:nachher|después|despues|depois|après|dopo|na)\s*:/giu, 'after:'],
  [/(?<=(?:^|[.!?]\s+))(?:puis|ensuite|luego|después|despues|dann|danach|poi|depois)(?=\s)/giu, 'Then'],
  // The same joined on with "and" ("y después Matrícula gratis"): then.
  [/(?<=[,;:]\s*|\s)(?:y|e|et|und|en)\s+(?:después|despues|depois|puis|ensuite|dann|danach|poi|daarna|dopo|luego)(?=\s)/giu, 'then'],
  // Or alone, before what is shown next ("de 10 à 0 puis 'Ouverture !'", "luego aparece …"). "Después" and "depois"
  // only before a verb of appearing: before a picture they label it ("antes <a>, después <b>"), and "después de" is "after".
  [/(?<=\s)(?:puis|ensuite|luego|dann|danach|daarna)(?=\s*$|\s+["'«“‘„⟪]|\s+(?:aparece|apparaît|erscheint|appare|verschijnt|kommt|vient|viene|sale|surge)(?![\p{L}]))/giu, 'then'],
  [/(?<=\s)(?:después|despues|depois)(?=\s+(?:aparece|apparaît|erscheint|appare|verschijnt|kommt|vient|viene|sale|surge)(?![\p{L}]))/giu, 'then'],
  [/(?<=(?:^|[.!?,;:]\s+))(?:primeiro|primero|d['’]abord|zuerst|prima|eerst)(?=\s)/giu, 'first'],
  [/(?<![\p{L}])(?:(?:e|y|et|und|en)\s+)?(?:no\s+final|ao\s+final|no\s+fim|ao\s+fim|aan\s+het\s+eind(?:e)?)(?![\p{L}])/giu, 'at the end'],
  [/(?<![\p{L}])(?:texto|texte|testo|tekst)\s+(?:grande|gros|grand|grosso|groot)(?![\p{L}])|(?<![\p{L}])gro(?:ß|ss)er\s+text(?![\p{L}])/giu, 'big text'],
  // A speed said in the common languages: "accélère-le deux fois", "acelera x2", "doppelt so schnell".
  [new RegExp(String.raw`(?<![\p{L}])(?:acc[ée]l[èe]re(?:-le|-la|z)?|acelera(?:lo|la|r)?|acelere|accelera(?:lo|la|re)?|velocizza(?:lo|la|rlo|rla|re)?|beschleunige(?:n)?|versnel(?:\s+het)?)\s+(?:(?:le|la|lo|o|a|ihn|es|sie)\s+)?(?:(?:el|le|la|il|o|den|das)\s+(?:clip|v[íi]deo|vid[ée]o)\s+)?(?:(${TIMES_ABROAD}|\d(?:[.,]\d+)?)\s+(?:fois|veces|volte|vezes|mal|keer)|x\s?(\d(?:[.,]\d+)?)|(\d(?:[.,]\d+)?)\s?x)(?![\p{L}])`, 'giu'), (_m: string, said?: string, x?: string, xAfter?: string) => `at ${timesAbroad(said ?? x ?? xAfter ?? '2')}x speed`],
  [new RegExp(String.raw`(?<![\p{L}\p{N}])(?:(${TIMES_ABROAD}|\d(?:[.,]\d+)?)\s+(?:mal\s+so\s+schnell|mal\s+schneller|fois\s+plus\s+vite|veces\s+m[áa]s\s+r[áa]pido|volte\s+pi[uù]\s+veloce|vezes\s+mais\s+r[áa]pido|keer\s+zo\s+snel)|doppelt\s+so\s+schnell)(?![\p{L}])`, 'giu'), (_m: string, said?: string) => `at ${timesAbroad(said ?? '2')}x speed`],

  // Courtesy and the frame's noun, said abroad: "Formato horizontal, por favor", "bitte".
  // (Not inside a numbered item, where it is copy: "2. Un caffè, per favore".)
  [/(?<![\p{L}])(?<!(?:^|\s)\d{1,2}[.)]\s+[^\d\n!?]{0,40})(?:por\s+favor|per\s+favore|s['’]il\s+(?:vous|te)\s+pla[iî]t|bitte)(?![\p{L}])/giu, 'please'],
  [/(?<![\p{L}])formato\s+(horizontal|vertical|cuadrado|quadrado|quadrato|orizzontale|verticale)(?![\p{L}])/giu, '$1 format'],
  // A counter said in the common languages: "um contador subindo de 0 até 120 com a legenda '…'".
  // A countdown said abroad, with its range ("contagem regressiva de 10 até 0", "cuenta atrás de 10 a 0", "compte à
  // rebours de 10 à 0", "Countdown von 10 bis 0"): the English the counter reader knows.
  [/(?<![\p{L}])(?:(?:contagem\s+regressiva|cuenta\s+(?:atr[áa]s|regresiva)|compte\s+[àa]\s+rebours|conto\s+alla\s+rovescia|aftelling)(?:\s+(?:de|desde|da|du|von|van)\s+(\d[\d.,]*)\s+(?:at[ée]|hasta|a|à|bis|fino\s+a|tot)\s+(\d[\d.,]*))?|countdown\s+(?:von|de|da|desde|van)\s+(\d[\d.,]*)\s+(?:bis|at[ée]|hasta|a|à|fino\s+a|tot)\s+(\d[\d.,]*))(?![\p{L}])/giu, (_m: string, from?: string, to?: string, from2?: string, to2?: string) => ((to ?? to2) ? `countdown from ${from ?? from2} to ${to ?? to2}` : 'countdown')],
  // A counter's label said abroad ("com o texto "alunos transformados" embaixo"): "with the text", and "underneath"
  // right after its quote (a segment here starts where a quote ended).
  [/(?<![\p{L}])(?:com|con|avec|mit|met)\s+(?:o|el|le|il|dem|de)\s+(?:texto|texte|testo|text|tekst)(?![\p{L}])/giu, 'with the text'],
  [/^\s+(?:embaixo|abaixo|debajo|en\s+dessous|darunter|sotto|eronder)(?![\p{L}])/giu, ' underneath'],
  [/(?<![\p{L}])(?:contador|compteur|contatore|z[äa]hler)(?:\s+(?:subindo|subiendo|que\s+sube|qui\s+monte|montant|che\s+sale|der\s+hochz[äa]hlt))?(?:\s+(?:(?:de|desde|da|du|von)\s+(\d[\d.,]*)\s+)?(?:at[ée]|hasta|a|à|jusqu['’]à|bis|fino\s+a)\s+(\d[\d.,]*))?(?![\p{L}])/giu, (_m: string, from?: string, to?: string) => (to ? `counter counting up ${from ? `from ${from} ` : ''}to ${to}` : 'counter')],
  // (Said after the figure it labels; "video verticale con la scritta …" is a text of the video's.)
  [/(?<=\d[\p{L}%]*\s+(?:[\p{L}]+\s+){0,2})(?:com\s+a\s+legenda|con\s+la\s+leyenda|avec\s+la\s+l[ée]gende|con\s+la\s+scritta|mit\s+der\s+Beschriftung)(?![\p{L}])/giu, 'labelled'],
  // The tool's own nouns in the languages briefs mix in ("y al final un botón 'Reserva ahora'").
  [/(?<![\p{L}])(?:un|una|um|uma|une|ein|eine|einen)\s+(?:bot[oó]n|bouton|bot[aã]o|pulsante|schaltfl[aä]che)(?![\p{L}])/giu, 'a button'],
  [/(?<![\p{L}])(?:bot[oó]n|bouton|bot[aã]o|pulsante|schaltfl[aä]che)(?![\p{L}])/giu, 'button'],
  // German verb-last replacement: "Bitte Yoga für Senioren durch Zumba ersetzen".
  [/(?<![\p{L}])(?:bitte\s+|please\s+)?([^.!?\n]{1,40}?)\s+durch\s+([^.!?\n]{1,40}?)\s+(?:ersetzen|austauschen)(?![\p{L}])/giu, 'replace $1 with $2'],
  // Adding, said abroad: "puoi aggiungere '…' alla fine?", "añade …", "ajoute …", "adicione …".
  [/(?<![\p{L}])(?:(?:puoi|potresti|puedes|podrías|peux-tu|pouvez-vous|pode|podes|kannst\s+du|können\s+sie)\s+)?(?:aggiungere|aggiungi|añadir|añade|agregar|agrega|ajouter|ajoute|ajoutez|adicionar|adicione|acrescentar|acrescente|hinzufügen|toevoegen)(?![\p{L}])/giu, 'add'],
  // The tool's drawn things said abroad: a bar chart, a progress bar, a wipe between scenes.
  [/(?<![\p{L}])(?:gr[áa]fico\s+de\s+barras|gr[áa]fica\s+de\s+barras|diagramme\s+en\s+barres|graphique\s+(?:en|à)\s+barres|balkendiagramm|säulendiagramm|grafico\s+a\s+barre|staafdiagram)(?![\p{L}])/giu, 'bar chart'],
  [/(?<![\p{L}])(?:gr[áa]fic[oa]\s+de\s+l[íi]neas?|gr[áa]fico\s+de\s+linhas?|graphique\s+(?:en\s+courbes?|lin[ée]aire|en\s+lignes?)|liniendiagramm|kurvendiagramm|grafico\s+a\s+linee|grafico\s+lineare|lijndiagram|lijngrafiek)(?![\p{L}])/giu, 'line chart'],
  [/(?<![\p{L}])(?:grafico\s+a\s+torta|gr[áa]fico\s+(?:de\s+(?:tarta|pastel|pizza|queso|setores)|circular)|diagramme\s+circulaire|camembert|kreisdiagramm|tortendiagramm|taartdiagram|cirkeldiagram)(?![\p{L}])/giu, 'pie chart'],
  [/(?<![\p{L}])(?:barra\s+de\s+progreso|barra\s+de\s+progresso|barre\s+de\s+progression|fortschrittsbalken|barra\s+di\s+avanzamento|voortgangsbalk)(?![\p{L}])/giu, 'progress bar'],
  [/(?<![\p{L}])(?:transi[çc][ãa]o|transici[óo]n|transizione|übergang|overgang)\s+(?:de|en|a|a\s+|con|com|mit|met)?\s*(?:cortina|rideau|tenda|vorhang|gordijn)(?![\p{L}])/giu, 'wipe transition'],
  [/(?<![\p{L}])(?:voor\s+en\s+na)(?![\p{L}])/giu, 'before and after'],
  // A button's link said abroad: "pulsante Prenota ora, con il link officinarossi.it".
  [/(?<![\p{L}])(?:con\s+il\s+link|con\s+el\s+(?:enlace|link)|avec\s+le\s+lien|mit\s+dem\s+link|com\s+o\s+link|met\s+de\s+link)(?![\p{L}])/giu, 'linking to'],
  // Where a thing goes under another: "Embaixo um botão …", "Debajo, …", "En dessous : …", "Darunter …".
  // Joined to a text before it ("… e sotto …", "… y debajo …"): the line under it.
  [/(?<![\p{L}])(?:y|et|und|e|en)\s+(?:debajo|abajo|en\s+dessous|dessous|darunter|sotto|em\s*baixo|abaixo|por\s+baixo|daaronder|eronder)(?![\p{L}])/giu, 'and under it'],
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
  // One after another, said abroad: "una dopo l'altra", "uno tras otro", "l'une après l'autre", "eine nach der anderen".
  [/(?<![\p{L}])(?:un[ao]\s+dopo\s+l['’]altr[ao]|un[ao]\s+tras\s+(?:otr[ao]|la\s+otra|el\s+otro)|un[ao]\s+(?:después|despues)\s+de\s+(?:la\s+)?otr[ao]|l['’]une?\s+après\s+l['’]autre|(?:eine?|einer)\s+nach\s+(?:der|dem)\s+anderen|uma?\s+depois\s+d[ao]\s+outr[ao]|de\s+een\s+na\s+de\s+ander(?:e)?)(?![\p{L}])/giu, 'one after the other'],
  // A text given after its noun, with no colon: "con la scritta Pizza da Gino", "mit dem Text …", "avec le texte …".
  // (With the article of its own language, so an English "the text" or "a text" is left as typed.)
  [/(?<![\p{L}])(?:(?:con|avec|mit|com|met)\s+)?(?:el|le|la|il|o|dem|het|de|un|une|una|um|einem)\s+(?:texto|texte|text|testo|tekst|scritta|aufschrift|schriftzug)\s+(?![\s:])(?=[\p{L}\d"“'«])/giu, (m: string) => (/^(?:con|avec|mit|com|met)\s/i.test(m) ? 'with the text ' : 'the text ')],
  [/(?<![\p{L}])fammi(?![\p{L}])/giu, 'make me'],
  // Texts named abroad before their colon: "scritte:", "textos:", "Texte:".
  [/(?<![\p{L}])(?:scritte|scritta|textos|texte|teksten|napisy)\s*:/giu, 'texts:'],
  // A voice reading it, said in Spanish and Portuguese: "que una voz de mujer lo lea", "que uma voz feminina leia".
  [/(?<![\p{L}])que\s+(una?|uma?)\s+(voz(?:\s+[\p{L}]+){0,3}?)\s+(?:lo|la|los|las|o|a|os|as)\s+(?:lea|leia|lean|leiam)(?![\p{L}])/giu, (_m: string, article: string, voice: string) => `have ${article} ${voice} read it`],
  // Polish: a narrator, a voice, reading, in Polish; balloons; a cheerful look; a title; a date's hour.
  [/(?<![\p{L}])lektor(?:ka)?\s+kobiecy(?![\p{L}])|(?<![\p{L}])głos\s+kobiecy(?![\p{L}])|(?<![\p{L}])kobiecy\s+głos(?![\p{L}])/giu, 'a female voice'],
  [/(?<![\p{L}])lektor\s+męski(?![\p{L}])|(?<![\p{L}])głos\s+męski(?![\p{L}])|(?<![\p{L}])męski\s+głos(?![\p{L}])/giu, 'a male voice'],
  [/(?<![\p{L}])po\s+polsku(?![\p{L}])/giu, 'in Polish'],
  [/(?<![\p{L}])(?:czyta|przeczyta|mówi)(?=\s*:)/giu, 'reads'],
  [/(?<![\p{L}])(?:dużo\s+)?(?:kolorowych\s+)?(?:balonów|balony|baloników)(?![\p{L}])/giu, 'lots of balloons'],
  [/(?<![\p{L}])styl\s+wesoły(?![\p{L}])/giu, 'playful style'],
  [/(?<![\p{L}])godz\.\s*(?=\d)/giu, ''],
  // A price named abroad before its value: "el precio: 12,50 €", "le prix : 9 €", "der Preis: 39 €".
  [/(?<![\p{L}])(?:el|le|il|o|der|de)\s+(?:precio|prix|prezzo|preço|preis|prijs)(?=\s*:)/giu, 'the price'],
  // Pictures in a grid, said abroad: "juntas em grade", "em grelha", "en cuadrícula", "en grille", "in griglia", "im Raster".
  [/(?<![\p{L}])(?:(?:juntas|juntos|juntas?)\s+)?(?:em\s+(?:uma\s+)?grade|em\s+(?:uma\s+)?grelha|en\s+(?:una\s+)?cuadrícula|en\s+grille|in\s+(?:una\s+)?griglia|im\s+raster|in\s+een\s+raster)(?![\p{L}])/giu, 'in a grid'],
  // A date or a time asked instead of another, with no verb: "bitte Samstag, 20. Juli statt 13. Juli".
  [/(?<=(?:^|[,.;:!?]\s*))(?:bitte|please|por\s+favor|s['’]il\s+(?:vous|te)\s+pla[iî]t|per\s+favore)\s+(?!(?:put|use|write|say|show|have|make|change|swap|replace|set|update)\b)(?=[^.!?\n]{1,40}\s(?:instead\s+of|statt|anstatt|au\s+lieu\s+de|en\s+lugar\s+de|en\s+vez\s+de|invece\s+di|em\s+vez\s+de)\s)/giu, 'put '],
  // Japanese: the ground, the letters' colour and a minimal look ("背景は白、文字は黒", "ミニマルなスタイル").
  [/背景(?:は|を|：|:)?\s*(白|黒|赤|青|緑|黄色|ピンク|金|紫|オレンジ|グレー|紺)色?(?:で|に)?/gu, (_m: string, c: string) => ` ${JAPANESE_COLOURS[c]} background, `],
  [/(?:文字|テキスト)(?:は|を|：|:)?\s*(白|黒|赤|青|緑|黄色|ピンク|金|紫|オレンジ|グレー|紺)色?(?:で|に)?/gu, (_m: string, c: string) => ` ${JAPANESE_COLOURS[c]} text, `],
  [/ミニマル(?:な)?(?:スタイル)?/gu, ' minimal style, '],
  // A voice reading the title, said in Japanese: "日本語の女性ナレーションでタイトルを読んでください".
  [/(日本語|英語)(?:の|で)/gu, (_m: string, language: string) => ` in ${language === '日本語' ? 'Japanese' : 'English'} `],
  [/(女性|男性)(?:の)?(?:ナレーション|ナレーター|声|ボイス)(?:で)?/gu, (_m: string, who: string) => ` with a ${who === '女性' ? 'female' : 'male'} voice `],
  [/タイトルを読(?:んで|む|み上げて)(?:ください|下さい)?/gu, ' reading the title '],
  [/ナレーション(?:で|を入れて|付き|をつけて)?/gu, ' with narration '],
  // Captions asked in Japanese ("字幕もつけてください", "字幕を入れて"); "と" between two quotes is "and" ("「A」と「B」"), and
  // before a verb of saying it only closes the words said ("「…」と読み上げて").
  [/字幕(?:も|を)?(?:つけて|付けて|入れて|表示して|出して|付き)?(?:ください|下さい)?/gu, ' with captions '],
  [/^と(?=\s*$)/gu, ' and '],
  [/^と(?=読み上げ|読んで|読む|言って|話して)(?:読み上げて|読んで|読む|言って|話して)(?:ください|下さい)?/gu, ' '],

  // A transition said in Japanese: "ワイプで切り替え", "クロスフェードでつなぐ".
  [/(クロスフェード|フェード|ワイプ|スライド|カット)(?:で|の)?(?:切り替え|切り替える|切り替えて|切替|トランジション|つなぐ|つないで)(?:て|る|ください)?/gu, (_m: string, kind: string) => ` ${({ クロスフェード: 'crossfade', フェード: 'crossfade', ワイプ: 'wipe', スライド: 'slide', カット: 'cut' } as Record<string, string>)[kind]} between scenes, `],
  // The frame's shape and decorations said in Japanese and Arabic: "縦長で", "花火のエフェクト", "فيديو عمودي", "نجوم متلألئة".
  [/縦長|縦型/gu, ' vertical '],
  [/横長|横型/gu, ' landscape '],
  [/正方形/gu, ' square '],
  [/花火/gu, ' fireworks '],
  [/紙吹雪/gu, ' confetti '],
  [/(?<![\p{L}])عمودي(?![\p{L}])/gu, 'vertical'],
  [/(?<![\p{L}])أفقي(?![\p{L}])/gu, 'horizontal'],
  [/(?<![\p{L}])مربع(?![\p{L}])/gu, 'square'],
  [/(?<![\p{L}])نجوم(?:\s+متلألئة)?(?![\p{L}])/gu, 'twinkling stars'],
  [/(?<![\p{L}])(?:ألعاب\s+نارية|الألعاب\s+النارية)(?![\p{L}])/gu, 'fireworks'],
  [/(?<![\p{L}])(?:بالونات|البالونات)(?![\p{L}])/gu, 'balloons'],
  // A joining word abroad before a request the rules above made English ("… senza audio e the text …", "… e put il
  // logo …"): "and", so the request starts a clause of its own (before other words it may be a name's: "Pizza e birra").
  [/(?<![\p{L}])(?:e|y|et|und|en)\s+(?=(?:the\s+text|with\s+the\s+text|put|add|use)\s)/gu, 'and '],
  [/(?<![\p{L}])(?:il|el|le|o|das|het)\s+(?=logo(?![\p{L}]))/giu, 'the '],
  [/(?<![\p{L}])(?:un|una|um|uma|ein|een)\s+(?=(?:video|clip)(?![\p{L}]))/giu, 'a '],
  [/(?<![\p{L}])(?:con|com|avec|mit|met)\s+(?:la|il|el|o|le|dem|de|het)\s+(?=(?:clip|video)(?![\p{L}]))/giu, 'with the '],
  // How a list comes in and is marked, said abroad: "één voor één in beeld", "uno por uno", "geen nummers ervoor".
  [/(?<![\p{L}])(?:één\s+voor\s+één|een\s+voor\s+een|eins?\s+nach\s+dem\s+anderen|einer\s+nach\s+dem\s+anderen|uno\s+(?:por|a|dopo\s+l['’])\s*uno|una\s+(?:por|a|dopo\s+l['’])\s*una|un\s+par\s+un|une\s+par\s+une|um\s+a\s+um|uma\s+a\s+uma|uno\s+alla\s+volta)(?![\p{L}])/giu, 'one by one'],
  [/(?<![\p{L}])(?:in\s+beeld|im\s+bild|à\s+l['’]écran|en\s+pantalla|na\s+tela|sullo\s+schermo)(?![\p{L}])/giu, 'on screen'],
  [/(?<![\p{L}])(?:geen\s+(?:nummers|cijfers)(?:\s+ervoor)?|keine\s+(?:nummern|zahlen|nummerierung)(?:\s+davor)?|pas\s+de\s+num[ée]ros|sin\s+n[úu]meros|sem\s+n[úu]meros|senza\s+numeri)(?![\p{L}])/giu, 'not numbered'],
  [/(?<![\p{L}])(?:gewoon|einfach|juste|solo|só|apenas|solamente)\s+(?:streepjes|striche|tirets|guiones|tra[çc]os|trattini)(?![\p{L}])/giu, 'just dashes'],
  [/(?<![\p{L}])(?:de|die|les|los|os|i)\s+(?:prijzen|preise|prix|precios|preços|prezzi)(?![\p{L}])/giu, 'the prices'],
  // "Then" opening a sentence abroad, before an article ("Dan de prijzen …", "Dann die Preise", "Puis les prix").
  [/(?<=^|[.!?]\s+|\n)(?:dan|daarna|dann|danach|puis|ensuite|luego|después|depois|poi|dopo)\s+(?=(?:de|het|die|der|das|the|les|la|le|el|los|las|o|os|a|as|il|i)\s)/giu, 'Then '],
  // Stories said abroad with the platform after them: "historias de instagram", "stories do instagram", "storie di".
  [/(?<![\p{L}])(?:historias|stories|storys|storie|histórias|verhalen)\s+(?:de|do|da|di|auf|op|en|on|von|van)\s+(instagram|insta|facebook|snapchat)(?![\p{L}])/giu, '$1 stories'],
  // A mood and colours said abroad: "algo divertido", "colores fuertes", "couleurs vives", "kräftige Farben".
  [/(?<![\p{L}])(?:algo|algo\s+bem|quelque\s+chose\s+de|qualcosa\s+di|etwas)\s+(?:divertido|divertida|amusant|drôle|divertente|lustiges|lustig)(?![\p{L}])/giu, 'something fun'],
  [/(?<![\p{L}])(?:colores\s+(?:fuertes|vivos|llamativos)|couleurs\s+(?:vives|fortes|flashy)|cores\s+(?:fortes|vivas)|colori\s+(?:forti|vivaci|accesi)|kräftige\s+farben|knallige\s+farben|felle\s+kleuren)(?![\p{L}])/giu, 'bold colours'],
  // Whose the video is, said abroad before a business's name in capitals: "de mi food truck Tacos El Güero".
  [/(?<![\p{L}])(?:de\s+mi|de\s+nuestro|de\s+nuestra|de\s+mon|de\s+ma|de\s+notre|do\s+meu|da\s+minha|do\s+nosso|da\s+nossa|del\s+mio|della\s+mia|van\s+mijn|van\s+onze|von\s+meinem|von\s+meiner|von\s+unserem|von\s+unserer)\s+(?=(?:[\p{Ll}-]+\s+){1,3}\p{Lu})/gu, 'of my '],
  [/(?<![\p{L}])para(?=\s+(?:instagram|insta|tiktok|youtube|facebook|reels|stories|linkedin)\b)/giu, 'for'],
  [/(?<![\p{L}])(?:quiero|quisiera|je\s+veux|je\s+voudrais|ich\s+möchte|ich\s+will|ich\s+hätte\s+gern|quero|queria|voglio|vorrei|ik\s+wil|ik\s+zou\s+graag)\s+(?=a\s+video\b)/giu, 'I want '],
  // Where it plays, said abroad: "un vídeo corto para la pantalla de la sala de espera", "voor het scherm in onze zaak".
  [/(?<![\p{L}])video\s+(?:corto|corta|courte|court|curto|curta|breve|kurzes|korte)(?![\p{L}])/giu, 'short video'],
  [/(?<![\p{L}])(?:para\s+la\s+pantalla|para\s+a\s+tela|para\s+o\s+ecrã|pour\s+l['’]écran|für\s+den\s+bildschirm|voor\s+het\s+scherm|per\s+lo\s+schermo)(?![\p{L}])/giu, 'for the screen'],
  [/(?<![\p{L}])(?:de\s+la\s+sala\s+de\s+espera|en\s+la\s+sala\s+de\s+espera|da\s+sala\s+de\s+espera|na\s+sala\s+de\s+espera|de\s+la\s+salle\s+d['’]attente|dans\s+la\s+salle\s+d['’]attente|im\s+wartezimmer|in\s+de\s+wachtkamer|della\s+sala\s+d['’]attesa|in\s+sala\s+d['’]attesa)(?![\p{L}])/giu, 'in the waiting room'],
  [/(?<=\bfor\s+the\s+screen\s+)(?:in\s+onze\s+zaak|in\s+unserem\s+laden|in\s+unserem\s+geschäft|dans\s+notre\s+magasin|en\s+nuestra\s+tienda|na\s+nossa\s+loja|nel\s+nostro\s+negozio)(?![\p{L}])/giu, 'in our shop'],
  [/(?<![\p{L}])(?:maak|mach|fais|faites|haz|hazme|faz|fai|crea|créez|crée)\s+(?=a\s+(?:short\s+)?video\b)/giu, 'make '],
  // The business said abroad after its owner ("de mi panadería Pan Dorado"): the English noun the readers know.
  [/(?<=\b(?:my|our)\s+)(?:panadería|panaderia|boulangerie|bäckerei|baeckerei|padaria|panificio|panetteria|bakkerij)(?![\p{L}])/giu, 'bakery'],
  [/(?<=\b(?:my|our)\s+)(?:tienda|loja|negozio|laden|winkel|magasin|boutique|geschäft)(?![\p{L}])/giu, 'shop'],
  // Points counted abroad before their colon ("darunter drei Punkte: …", "tres puntos:", "trois points :"): a list's lead.
  [new RegExp(String.raw`(?<![\p{L}])(${Object.keys(TIMES_WORDS).join('|')}|\d)\s+(?:punkte|puntos|points|pontos|punti|punten|stichpunkte|vorteile|ventajas|avantages)(?=\s*:)`, 'giu'), (_m: string, n: string) => `${TIMES_WORDS[n.toLowerCase()] ?? n} points`],
  // The ground and the letters named first, their colour after ("Hintergrund dunkelgrün, Schrift weiß", "fondo azul").
  [/(?<![\p{L}])(hintergrund|achtergrond|fondo|fond|sfondo|fundo|schrift|buchstaben|tekst|letras|lettres|lettere|scritte|texte|texto|testo)\s*:?\s+(?:(?:colou?r|colore|couleur|farbe|cor)\s+)?((?:dark|light)\s+)?([\p{L}]+)(?![\p{L}])/giu, (m: string, noun: string, shade: string | undefined, colour: string) => {
    const name = abroadColour(colour.toLowerCase()) ?? (resolveColour(colour) && /^[a-z]+$/.test(colour) ? colour : undefined);
    if (!name) return m;
    return `${shade ?? ''}${name} ${/^(?:hintergrund|achtergrond|fondo|fond|sfondo|fundo)$/i.test(noun) ? 'background' : 'letters'}`;
  }],
  // "und" before a place said in English now ("Text oben: "…" und unten: "…""): "and", so the place is the second text's.
  [/(?<![\p{L}])(?:und|y|et|e|en)\s+(?=at\s+the\s+(?:top|bottom|end|start)\b)/giu, 'and '],
  // Japanese and Chinese full stops and commas outside quotes, as the readers' sentences and clauses end.
  [/[。．]\s*/gu, '. '],
  [/[、，]\s*/gu, ', '],
  // Captions said abroad, read last (the rules above read them with their style or their verb first): "subtítulos
  // palabra por palabra", "sottotitoli", "legendas".
  [/(?<![\p{L}])(?:subt[íi]tulos|sous-titres|untertitel|sottotitoli|legendas|ondertitels|ondertiteling)(?![\p{L}])/giu, 'captions'],
];
