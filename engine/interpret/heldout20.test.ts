import { describe, expect, it } from '@jest/globals';
import type { SceneDocument } from '../../model/scene-document.js';
import { drawnStrings } from '../scene/drawn-strings.js';
import { styleClause } from './read/roles.js';
import { IMG, VID, read } from './testing.js';

const all = (doc: SceneDocument) => drawnStrings(doc).flat();
const edit = (first: string, ...later: string[]) => later.reduce((doc, prompt) => read(prompt, doc).document, read(first).document);
const counters = (doc: SceneDocument) => doc.scenes.flatMap((s) => s.layers.filter((l) => l.type === 'counter'));

/*
 * Rules read from the w100 blind batch (docs/prompt-generalisation.md, "Twentieth round"), each tested in phrasings
 * of my own, with ones that must not trigger them.
 */

describe('a counter told what to count to by a pronoun', () => {
  it.each(['make it count to 750', 'have it go up to 750', 'let the counter climb all the way to 750'])('%s', (prompt) => {
    const doc = edit('a counter to 600 trees planted, green background', prompt);
    expect(counters(doc).map((l) => l.type === 'counter' && l.to)).toEqual([750]);
    expect(all(doc)).toEqual(['750 trees planted']);
  });

  it('still finds a counter named by its words', () => {
    const doc = edit('a counter to 600 trees planted and another scene with a counter to 40 volunteers', 'change the trees counter to 650');
    expect(counters(doc).map((l) => l.type === 'counter' && l.to)).toEqual([650, 40]);
  });
});

describe("a counter's words replaced by quoting them", () => {
  it('changes the words beside the figure, keeping the figure', () => {
    const doc = edit("count up to 1200 with 'subscribers' under it", "change 'subscribers' to 'subscribers and growing'");
    expect(all(doc)).toEqual(['1,200 subscribers and growing']);
  });

  it('leaves a counter alone when the quoted words are elsewhere', () => {
    const doc = edit("'Thank you' then count up to 1200 with 'subscribers' under it", "change 'Thank you' to 'Merci'");
    expect(all(doc)).toEqual(['Merci', '1,200 subscribers']);
  });
});

describe('one colour swapped for another, said bare', () => {
  const before = read("'OPEN LATE' big on an orange background").document;
  const ground = (doc: SceneDocument) => JSON.stringify(doc.background ?? doc.scenes[0]!.background);

  it.each(['change orange to light blue', 'swap orange for navy', 'switch orange to dark green'])('%s', (prompt) => {
    const doc = edit("'OPEN LATE' big on an orange background", prompt);
    expect(ground(doc)).not.toBe(ground(before));
    expect(all(doc)).toEqual(['OPEN LATE']);
  });

  it('is no swap when no colour follows', () => {
    const doc = edit("'OPEN LATE' big on an orange background", 'change orange to something calmer');
    expect(ground(doc)).toBe(ground(before));
  });
});

describe('a business named after what it is, in a brief that gives nothing else to show', () => {
  it.each([
    ['a 10 second reel for my barber shop Sharp Lines w confetti 🎉', 'Sharp Lines'],
    ['make a story for our bakery Crumb & Co with sparkles', 'Crumb & Co'],
    ['an ad for my little florist Petal Post, gold look', 'Petal Post'],
  ])('%s', (prompt, name) => {
    expect(all(read(prompt).document)).toEqual([name]);
  });

  it('draws nothing of a business left unnamed', () => {
    expect(all(read('a reel for my barber shop with confetti').document)).toEqual([]);
  });
});

describe('a label of the look before its settings', () => {
  it('reads the settings as the look, never as a list', () => {
    const doc = read("Title 'Q3 numbers'. Colours: black background, text in white, bars in orange. A bar chart: Jan 4, Feb 6, Mar 9").document;
    expect(all(doc)).not.toContain('black background');
    expect(doc.scenes.flatMap((s) => s.layers).some((l) => l.type === 'list')).toBe(false);
    expect(JSON.stringify(doc.background ?? doc.scenes[0]!.background)).toMatch(/#000000|black/i);
  });

  it('keeps a list under a label of other things', () => {
    const doc = read('Our flavours: Lemon, Lime, Orange, Mint').document;
    expect(doc.scenes.flatMap((s) => s.layers).filter((l) => l.type === 'list').flatMap((l) => (l.type === 'list' ? l.items : []))).toEqual(['Lemon', 'Lime', 'Orange', 'Mint']);
  });
});

describe('text before a picture named by a bare picture word', () => {
  it('is the text over the picture', () => {
    expect(all(read(`Friday's pick: Margherita $9, picture ${IMG}`).document)).toEqual(['Margherita $9']);
  });

  it('is no text when a request to use the picture follows', () => {
    expect(all(read(`use this pic ${IMG} full screen`).document)).toEqual([]);
  });
});

describe('a phone number said with whom to call', () => {
  it('keeps the name, and heads a closing scene of nothing else', () => {
    const doc = read(`my clip ${VID} from 2 to 8 seconds then at the end call Priya on 07700 900 456`).document;
    expect(drawnStrings(doc).at(-1)).toEqual(['Call Priya 07700 900 456']);
  });

  it('keeps "call me" out of the copy but the number in', () => {
    expect(drawnStrings(read("'Fresh Bread Daily' then call me on 0412 555 019").document)).toEqual([['Fresh Bread Daily'], ['Call 0412 555 019']]);
  });
});

describe('what a clip is, said as "its" after describing it', () => {
  it('is not the scene length: the trim sets it', () => {
    const doc = read(`here is ${VID} of my dog at the beach its about 40 seconds, use 3 seconds to 9 seconds`).document;
    expect(doc.scenes[0]!.duration).toBe(6);
  });

  it('a length asked for still sets it', () => {
    expect(read(`${VID} of my dog at the beach, make it 12 seconds`).document.scenes[0]!.duration).toBe(12);
  });
});

describe('sound taken off, and the reason given for it', () => {
  it.each(['take the sound off because the wind is loud', 'turn the audio off cos my neighbour is shouting'])('%s', (words) => {
    const result = read(`${VID} ${words}`);
    const clip = result.document.scenes[0]!.layers.find((l) => l.type === 'media');
    expect(clip?.type === 'media' && clip.muted).toBe(true);
    expect(result.summary).not.toMatch(/did not understand/);
  });
});

/*
 * Rules read from the w101 blind batch, in phrasings of my own.
 */

describe('a chart value said as where it closed', () => {
  it.each(['March finished at 64', 'actually March landed at 64, sorry', 'March closed out at 64'])('%s', (prompt) => {
    const doc = edit('line chart of signups: Jan 40, Feb 52, Mar 58', prompt);
    const chart = doc.scenes[0]!.layers.find((l) => l.type === 'chart');
    expect(chart?.type === 'chart' && chart.data.map((d) => d.value)).toEqual([40, 52, 64]);
  });
});

describe('a length said roughly in another language, beside the format', () => {
  it.each([
    [`fotos ${IMG} ${IMG}, formato vertical para Instagram, unos 12 segundos`, 12],
    [`photos ${IMG} ${IMG} ${IMG}, format carré, environ 18 secondes`, 18],
  ])('%s', (prompt, seconds) => {
    const doc = read(prompt).document;
    expect(doc.scenes.reduce((sum, s) => sum + s.duration, 0)).toBeCloseTo(seconds, 1);
  });
});

describe('decorations named in other languages', () => {
  it.each([
    ['"Feliz Navidad" con nieve cayendo', 'snow'],
    ['"Bon anniversaire Jules" avec des ballons', 'balloons'],
    ['"Alles Gute" mit Konfetti', 'confetti'],
    ['"Tanti auguri" e cuori', 'hearts'],
  ])('%s', (prompt, kind) => {
    const doc = read(prompt).document;
    const kinds = doc.scenes.flatMap((s) => s.layers.flatMap((l) => (l.type === 'particles' ? [l.kind] : [])));
    expect(kinds).toEqual([kind]);
    expect(all(doc)).toHaveLength(1);
  });

  it('leaves a word that only looks like one alone', () => {
    const doc = read("'Stella's Bakery' on a cream background").document;
    expect(doc.scenes.flatMap((s) => s.layers).some((l) => l.type === 'particles')).toBe(false);
  });
});

describe('a voice described and its verb in another language, before the quote it says', () => {
  it.each([
    [`Foto ${IMG}. Titel "Sommerfest" Eine weibliche Stimme sagt: "Wir sehen uns am Samstag."`, 'Wir sehen uns am Samstag.', 'female'],
    [`Photo ${IMG}. Titre "Portes ouvertes" Une voix d'homme dit : « Venez nombreux. »`, 'Venez nombreux.', 'male'],
  ])('%s', (prompt, words, gender) => {
    const doc = read(prompt).document;
    expect(doc.narration?.text).toBe(words);
    expect(doc.narration?.voice?.gender).toBe(gender);
    expect(all(doc)).not.toContain(words);
  });
});

describe('a look named with its noun in another language', () => {
  it.each([
    ['"Gran apertura" estilo elegante', 'elegant'],
    ['"Kinderfest" verspielter Stil', 'playful'],
    ['"Soldes" style rétro', 'retro'],
  ])('%s', (prompt, theme) => {
    const doc = read(prompt).document;
    expect(doc.theme).toBe(theme);
    expect(all(doc)).toHaveLength(1);
  });
});

describe('"below" said in another language before a button', () => {
  it.each(['Texto: "Tacos 2x1". Debajo un botón "Pide ya".', 'Texto: "Tacos 2x1". Embaixo um botão "Pide ya".'])('%s', (prompt) => {
    expect(all(read(prompt).document)).toEqual(['Tacos 2x1', 'Pide ya']);
  });
});

describe('what stays as it was, said after a replacement', () => {
  it('keeps the old time when only the date changes', () => {
    const doc = edit('Text: "Book Club" and "Thursday 3 April, 6pm"', 'move the date to Thursday 10 April, same time');
    expect(all(doc)).toEqual(['Book Club', 'Thursday 10 April, 6pm']);
  });
});

describe('a dictated run of scenes ends each text before how they change and how long it all is', () => {
  it('keeps "dissolve between them" and "the whole thing" out of the last text', () => {
    const doc = read(`three scenes one per photo ${IMG} ${IMG} ${IMG} first one says Open Day second one says Saturday 10 till 4 third one says Everyone welcome dissolve between them the whole thing about 24 seconds`).document;
    expect(drawnStrings(doc)).toEqual([['Open Day'], ['Saturday 10 till 4'], ['Everyone welcome']]);
    expect(doc.scenes.reduce((sum, s) => sum + s.duration, 0)).toBeCloseTo(24, 1);
  });
});

describe('scenes counted after "then cut to" a clip', () => {
  it('counts "then" and "cut to" as one new scene', () => {
    const doc = read(`Title "Garage Days" typed out. Then cut to ${VID}. Two scenes.`).document;
    expect(doc.scenes).toHaveLength(2);
  });
});

/*
 * Rules read from the w102 blind batch, in phrasings of my own.
 */

describe('a short clause that opens on the ground, in any language', () => {
  it.each(["'Danke!' Hintergrund dunkelblau, bitte", "'Gracias' Fondo en tonos cálidos", "'Merci' fond noir"])('%s', (prompt) => {
    expect(all(read(prompt).document)).toEqual([prompt.split("'")[1]!]);
  });

  it('is the look only when it opens on the ground, not on music or a picture behind', () => {
    expect(styleClause('Hintergrund in warmem Braun')).toBe(true);
    expect(styleClause('background music from the uploads')).toBe(false);
    expect(styleClause('Hintergrundmusik leise')).toBe(false);
    expect(styleClause('Hintergrund Musik leise')).toBe(false);
    expect(styleClause('background image of the shop front')).toBe(false);
  });
});

describe('a speaker in Spanish with the verb in the subjunctive and its manner between', () => {
  it('speaks the quote, slower, and shows none of the manner', () => {
    const doc = read('Que un hombre, tranquilo y algo lento, lea: "Gracias por su visita."').document;
    expect(doc.narration?.text).toBe('Gracias por su visita.');
    expect(doc.narration?.voice?.gender).toBe('male');
    expect(all(doc)).toEqual([]);
  });
});

describe('a label that names the text after it, abroad', () => {
  it.each(['Al final, el nombre de la tienda: Zapatería Luna.', 'À la fin, le nom du salon : Coiffure Belle.'])('%s', (prompt) => {
    expect(all(read(prompt).document)).toEqual([prompt.split(/:\s*/)[1]!.replace(/\.$/, '')]);
  });
});

describe('a counter, a speed and the format said in Portuguese, French or Spanish', () => {
  it('reads "um contador subindo de 0 até 300 com a legenda"', () => {
    const doc = read("um contador subindo de 0 até 300 com a legenda 'árvores plantadas'").document;
    expect(counters(doc).map((l) => l.type === 'counter' && [l.from, l.to])).toEqual([[0, 300]]);
    expect(all(doc)).toEqual(['300 árvores plantadas']);
  });

  it('reads "acelera el clip dos veces" as twice the speed', () => {
    const doc = read(`mi clip ${VID}, acelera el clip dos veces`).document;
    const clip = doc.scenes[0]!.layers.find((l) => l.type === 'media');
    expect(clip?.type === 'media' && clip.speed).toBe(2);
  });

  it('reads "formato vertical, por favor" without drawing it', () => {
    const result = read("'Hola' formato vertical, por favor");
    expect(result.format?.aspect).toBe('portrait');
    expect(all(result.document)).toEqual(['Hola']);
  });
});

describe('a lower third "giving my name"', () => {
  it('draws the name and the role, not the words that asked', () => {
    const doc = read(`${IMG} with a name tag giving my name, Tom Baker, Head Gardener`).document;
    expect(all(doc)).toEqual(['Tom Baker', 'Head Gardener']);
  });
});

describe('a date moved, said with "got"', () => {
  it('changes the date in the line that names the thing', () => {
    const doc = edit("'Open day' and 'sports day june 4'", 'sports day got moved to june 11, update it');
    expect(all(doc)).toEqual(['Open day', 'sports day june 11']);
  });
});

describe('a price said as what a thing costs, in English or German', () => {
  it.each([
    ['the scones cost £2.50 now', 'Scones £2.50'],
    ['Die Scones kosten jetzt £2.50', 'Scones £2.50'],
  ])('%s', (prompt, line) => {
    const doc = edit("'Cream tea' list: Scones £2, Tea £1.50, Cake £3", prompt);
    expect(all(doc)).toContain(line);
  });
});

describe('"make that N" for the one counter', () => {
  it('sets the counter', () => {
    expect(all(edit('a counter to 80 volunteers', 'make that 95, two more signed up'))).toEqual(['95 volunteers']);
  });

  it('leaves a time range to the time', () => {
    expect(all(edit("'Party' 'Sunday 1-3pm' and a counter to 10 guests", 'make it 2-4pm instead'))).toContain('Sunday 2-4pm');
  });
});

describe('a shop name said bare', () => {
  it('is shown', () => {
    expect(all(read("'Spring service' then shop name Harbour Bikes").document)).toContain('Harbour Bikes');
  });
});

/*
 * Rules read from the w103 blind batch, in phrasings of my own.
 */

describe('"vidéo" and "vídeo" are words of their own', () => {
  it('draws nothing of "Une vidéo … pour Instagram"', () => {
    expect(all(read('Une vidéo verticale pour Instagram. Titre : Soldes d’été.').document)).toEqual(['Soldes d’été']);
  });
});

describe('a bulleted list and a replacement said in French or Spanish', () => {
  it('reads "une liste à puces :" and "remplace … par …" (the item named by its first word)', () => {
    const doc = edit('Titre : Nos vins. Puis une liste à puces : Chablis premier cru, Sancerre rouge, Muscadet sur lie.', 'remplace le sancerre par Saint-Joseph stp');
    const list = doc.scenes.flatMap((s) => s.layers).find((l) => l.type === 'list');
    expect(list?.type === 'list' && list.items).toEqual(['Chablis premier cru', 'Saint-Joseph', 'Muscadet sur lie']);
  });

  it('keeps an item\'s price when only its name is replaced', () => {
    const doc = edit("'Tapas' list: Croquetas 6 €, Patatas bravas 5 €, Pulpo 12 €", 'sustituye las croquetas por Gildas');
    expect(all(doc)).toContain('Gildas 6 €');
  });
});

describe('German word order, the verb last', () => {
  it('reads "Preis bitte auf 29 € ändern" as a price change', () => {
    expect(all(edit("Titel 'Winterreifen-Check für 35 €'", 'Preis bitte auf 29 € ändern'))).toEqual(['Winterreifen-Check für 29 €']);
  });

  it('reads "Akzentfarbe Gelb" as the accent', () => {
    expect(read("Titel 'Sale' Akzentfarbe Gelb").summary).toMatch(/yellow accents/);
  });
});

describe('pictures side by side, split or before and after, said abroad', () => {
  it.each([
    [`fotos ${IMG} y ${IMG} lado a lado`, 'split'],
    [`photos ${IMG} ${IMG} en écran partagé`, 'split'],
    [`l'avant et l'après : ${IMG} ${IMG}`, 'before-after'],
  ])('%s', (prompt, arrangement) => {
    const layouts = read(prompt).document.scenes.flatMap((s) => s.layers.filter((l) => l.type === 'layout'));
    expect(layouts.map((l) => l.type === 'layout' && l.arrangement)).toEqual([arrangement]);
  });
});

describe('the sound named, then "turn it off"', () => {
  it('mutes the clip', () => {
    const doc = read(`${VID} the audio has the wind on it so please turn it off`).document;
    const clip = doc.scenes[0]!.layers.find((l) => l.type === 'media');
    expect(clip?.type === 'media' && clip.muted).toBe(true);
  });

  it('is no mute for a light turned off', () => {
    const doc = read(`${VID} the sound is great, turn the lights off at the end`).document;
    const clip = doc.scenes[0]!.layers.find((l) => l.type === 'media');
    expect(clip?.type === 'media' && clip.muted).toBeFalsy();
  });
});

describe('"at the end say" before words in capitals', () => {
  it('is the closing text, never a request drawn', () => {
    const doc = read(`my photos ${IMG} ${IMG} and then at the end say Well done team with confetti`).document;
    expect(drawnStrings(doc).at(-1)).toEqual(['Well done team']);
  });
});
