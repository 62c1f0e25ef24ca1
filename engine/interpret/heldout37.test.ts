import { describe, expect, it } from '@jest/globals';
import { resolveColour } from '../designer-colours.js';
import { drawnStrings } from '../scene/drawn-strings.js';
import { read, edited, allDrawn, assetUrl, layersOfType, distinctIds, callerWith } from './testing.js';

/*
 * Rules read from the w135 blind batch (docs/prompt-generalisation.md, "Thirty-seventh round"), each tested in
 * phrasings of my own, with ones that must not trigger them.
 */

describe('thanks and hellos in Dutch, and thanks "in advance" abroad, are never drawn', () => {
  it.each(['Merci d\'avance !', 'Gracias de antemano.', 'Alvast bedankt!', 'Danke im Voraus.'])('%s', (thanks) => {
    expect(allDrawn(read(`Titre : « Soldes d'été ». ${thanks}`).document)).toEqual(["Soldes d'été"]);
  });

  it('"Hoi!" opening a Dutch prompt', () => {
    expect(allDrawn(read('Hoi! Tekst: "Fijne feestdagen!"').document)).toEqual(['Fijne feestdagen!']);
  });
});

describe('a look and a decoration said in Dutch', () => {
  it('"Lekker speels en vrolijk!" is the look, "sneeuw die naar beneden dwarrelt" falling snow', () => {
    const doc = read('Tekst: "Fijne feestdagen!". Graag met sneeuw die naar beneden dwarrelt. Lekker speels en vrolijk!').document;
    expect(allDrawn(doc)).toEqual(['Fijne feestdagen!']);
    expect(doc.theme).toBe('playful');
    expect(layersOfType(doc, 'particles')[0]?.kind).toBe('snow');
  });

  it('"Vrolijk Kerstfeest" unquoted stays words', () => {
    expect(read('Tekst: "Hallo". Vrolijk Kerstfeest').document.theme).not.toBe('playful');
  });
});

describe('a scene named with the facts it holds', () => {
  it.each([
    "Title: 'Northern Lights'. Then a scene with the dates: 12 April to 30 September 2025.",
    'Titre : « Lumières du Nord ». Ensuite une scène avec les dates : du 12 avril au 30 septembre 2025.',
  ])('%s', (prompt) => {
    const scenes = drawnStrings(read(prompt).document);
    expect(scenes).toHaveLength(2);
    expect(scenes[1]![0]).toMatch(/12 avril|12 April/);
  });
});

describe('the scenes\' length said by name wins over a bare "each" in a scene\'s words', () => {
  it('"1) Brush twice a day, 2 minutes each … about 8 sec per scene": 8 s each', () => {
    const doc = read('3 scenes.\n1) Brush twice a day, 2 minutes each\n2) Floss once a day\n3) See us every 6 months\nabout 8 sec per scene').document;
    expect(doc.scenes.map((s) => s.duration)).toEqual([8, 8, 8]);
  });

  it('"3 seconds each" alone is still the scenes\' length', () => {
    expect(read("2 slides: 'A', 'B'. 3 seconds each").document.scenes.map((s) => s.duration)).toEqual([3, 3]);
  });
});

describe('a counter edited by its scene\'s place', () => {
  it('"make the second one count to 3000 instead"', () => {
    const doc = edited("Scene 1: 'Run 2025'. Scene 2: a counter going up to 2500 with 'runners' under it.", 'make the second one count to 3000 instead');
    expect(layersOfType(doc, 'counter')[0]!.to).toBe(3000);
  });
});

describe('a style word joined to another by a slash is the thing\'s', () => {
  it('"Before clean/aseptic procedures" stays an item, and the look unset', () => {
    const doc = read('A numbered list: Before touching a patient, Before clean/aseptic procedures, After touching a patient.').document;
    expect(layersOfType(doc, 'list')[0]!.items).toEqual(['Before touching a patient', 'Before clean/aseptic procedures', 'After touching a patient']);
    expect(doc.theme).toBe('classic');
  });

  it('"clean and simple" is still the look', () => {
    expect(read("Title 'Hi'. Clean and simple please.").document.theme).toBe('minimal');
  });
});

describe('Italian: a list said "elenco", letters "color crema"', () => {
  it('"Poi un elenco: …. Sfondo rosso bordeaux e scritte color crema"', () => {
    const doc = read('Titolo "Menù del giorno". Poi un elenco: Tagliatelle al ragù, Insalata mista, Caffè. Sfondo rosso bordeaux e scritte color crema.').document;
    expect(layersOfType(doc, 'list')[0]!.items).toEqual(['Tagliatelle al ragù', 'Insalata mista', 'Caffè']);
    expect(layersOfType(doc, 'text')[0]!.colour).toBe(resolveColour('cream'));
  });
});

describe('slides said at the start and at the end of a slideshow', () => {
  const ids = distinctIds('image', 3);
  const ctx = callerWith(ids);
  const urls = ids.map(assetUrl).join(' ');

  it('"put \'…\' at the start and \'…\' at the end": the first picture\'s and the last one\'s', () => {
    const doc = read(`a slideshow of these ${urls} and put "Happy 80th Rosa!" at the start and "We love you" at the end`, undefined, ctx).document;
    const scenes = drawnStrings(doc);
    expect(scenes[0]).toContain('Happy 80th Rosa!');
    expect(scenes.at(-1)).toContain('We love you');
  });

  it('a button said "at the end" stays a button', () => {
    const doc = read(`slideshow of ${urls}. title card 'Lantern' and a button 'Wishlist on Steam' at the end`, undefined, ctx).document;
    expect(layersOfType(doc, 'button').map((b) => b.text)).toEqual(['Wishlist on Steam']);
  });
});

describe('a chart named in a numbered scene, its values after a dash', () => {
  it('"Scene 2: bar chart goals per month - Sep 8, Oct 12, Nov 15"', () => {
    const doc = read("Scene 1: title 'Tigers'. Scene 2: bar chart goals per month - Sep 8, Oct 12, Nov 15").document;
    expect(layersOfType(doc, 'chart')[0]?.data.map((d) => d.value)).toEqual([8, 12, 15]);
  });
});

describe('a contact said after where it goes', () => {
  it('"put the phone number on the screen 555 013 4477"', () => {
    expect(allDrawn(read("Narrate 'Call us.' and put the phone number on the screen 555 013 4477").document)).toEqual(['555 013 4477']);
  });
});

describe('Portuguese and German: a counter, its label, and the voice', () => {
  it('"um contador subindo até 120 com o texto "alunos" embaixo"', () => {
    const doc = read('um contador subindo até 120 com o texto "alunos" embaixo').document;
    expect(layersOfType(doc, 'counter')[0]).toMatchObject({ to: 120 });
    expect(allDrawn(doc).join(' ')).not.toMatch(/com o texto/);
  });

  it('"narração com voz masculina, rápida e animada, dizendo: …" unquoted', () => {
    const doc = read("Title 'Oi'. narração com voz masculina, rápida e animada, dizendo: Mais de cem alunos já mudaram de vida.").document;
    expect(doc.narration?.text).toMatch(/^Mais de cem alunos/);
    expect(doc.narration?.voice?.gender).toBe('male');
  });

  it('"Eine ruhige Frauenstimme soll dazu sagen: „…“", and "30 Sekunden Pause" kept as written', () => {
    const doc = read('Eine Liste: 10 Wiederholungen, 3 Sätze, 30 Sekunden Pause. Eine ruhige Frauenstimme auf Deutsch soll dazu sagen: „Langsam bewegen.“').document;
    expect(doc.narration?.voice?.gender).toBe('female');
    expect(layersOfType(doc, 'list')[0]!.items).toEqual(['10 Wiederholungen', '3 Sätze', '30 Sekunden Pause']);
  });
});
