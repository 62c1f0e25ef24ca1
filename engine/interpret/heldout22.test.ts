import { describe, expect, it } from '@jest/globals';
import type { Layer, SceneDocument } from '../../model/scene-document.js';
import { resolveColour } from '../designer-colours.js';
import { drawnStrings } from '../scene/drawn-strings.js';
import { IMG, VID, read } from './testing.js';

const all = (doc: SceneDocument) => drawnStrings(doc).flat();
const edit = (first: string, ...later: string[]) => later.reduce((doc, prompt) => read(prompt, doc).document, read(first).document);
const url = `https://montage.example/api/v1/assets/${IMG}/content`;
const clip = `https://montage.example/api/v1/assets/${VID}/content`;
const layers = (doc: SceneDocument) => doc.scenes.flatMap((s) => s.layers);
const lists = (doc: SceneDocument) => layers(doc).flatMap((l) => (l.type === 'list' ? [l] : []));
const counters = (doc: SceneDocument) => layers(doc).flatMap((l): Extract<Layer, { type: 'counter' }>[] => (l.type === 'counter' ? [l] : []));

/*
 * Rules read from the w107 and w108 blind batches (docs/prompt-generalisation.md, "Twenty-second round"), each tested
 * in phrasings of my own, with ones that must not trigger them.
 */

describe('items numbered with no stop after the number', () => {
  it.each([
    'Packing list: 1 Passport and tickets 2 Phone charger 3 Sun cream and hat',
    'the steps, numbered, one at a time: 1 Warm the pan 2 Crack the eggs 3 Stir slowly and season',
  ])('%s', (prompt) => {
    const [list] = lists(read(prompt).document);
    expect(list?.numbered).toBe(true);
    expect(list?.items).toHaveLength(3);
    expect(list?.items.join('|')).not.toMatch(/^\d|\|\d/);
  });

  it('reads them after the list word and how they come, with no colon', () => {
    const [list] = lists(read('safety video numbered list show one at a time 1 wear your helmet 2 check the brakes 3 keep two hands on the bars 4 ride in single file').document);
    expect(list?.items).toEqual(['Wear your helmet', 'Check the brakes', 'Keep two hands on the bars', 'Ride in single file']);
  });

  it('keeps a one-word item after a colon', () => {
    const [list] = lists(read('Warm-up: 1 jumping jacks 2 lunges 3 arm circles').document);
    expect(list?.items).toEqual(['Jumping jacks', 'Lunges', 'Arm circles']);
  });

  it('ends the last item where a request to the tool starts', () => {
    const { document } = read("numbered list one by one 1 lock the door 2 switch off the lights 3 set the alarm and have a man's voice read this out exactly Lock up checklist for the night shift");
    expect(lists(document)[0]?.items.at(-1)).toBe('Set the alarm');
    expect(document.narration?.text).toMatch(/^Lock up checklist for the night shift/);
  });

  it('does not make a list of figures inside prose', () => {
    expect(lists(read('We opened in 2019 with 3 staff and now have 12 people on the team').document)).toHaveLength(0);
  });
});

describe('words the voice reads, pointed to with "this" and no colon', () => {
  it.each(['get a deep voice to read this out word for word Doors open at seven', 'a woman reads this exactly Welcome to the open day'])('%s', (prompt) => {
    const { document } = read(prompt);
    expect(document.narration?.text).toMatch(/^(?:Doors open at seven|Welcome to the open day)/);
    expect(all(document).join(' ')).not.toMatch(/read|exactly|word for word/i);
  });

  it('leaves "read this out in a calm voice" a request for what is shown', () => {
    expect(read('Title "Sleep well". Read this out in a calm voice.').document.narration?.text).toMatch(/Sleep well/);
  });
});

describe("a counter's new figure in a later prompt", () => {
  const first = "Scene 1: 'Our year'. Scene 2: a line chart of visits Jan 10, Feb 20, Mar 30. Scene 3: a counter up to 800 with the label 'members'.";

  it.each(['scene 3: make it 950', 'Scene 3 - change it to 950', 'for scene 3: set that to 950'])('%s', (prompt) => {
    const doc = edit(first, prompt);
    expect(counters(doc).map((c) => c.to)).toEqual([950]);
    expect(all(doc).join(' ')).not.toMatch(/make it|change it|set that/);
  });

  it.each(['the final count was 1,240', 'the total came to 1,240', 'the count actually ended up being 1,240'])('%s', (prompt) => {
    expect(counters(edit("A counter counting up to 1,100 with 'meals served' underneath.", prompt)).map((c) => c.to)).toEqual([1240]);
  });

  it('keeps a slogan that starts "Make it" as the scene\'s text', () => {
    expect(all(read("Scene 1: Make it count. Scene 2: 'Join today'").document)).toContain('Make it count');
  });
});

describe('a new value whose leading words are already shown', () => {
  it.each([
    ['Deluxe room from £149', 'change the deluxe room price to from £129', 'Deluxe room from £129'],
    ['Tickets only £8', 'change the tickets price to only £6', 'Tickets only £6'],
  ])('%s', (shown, prompt, after) => {
    expect(all(edit(`"${shown}"`, prompt))).toEqual([after]);
  });

  it('keeps the capital the old value had', () => {
    expect(all(edit('"Viernes 4 de julio - Plaza Mayor"', 'Cambia la fecha al sábado 5 de julio'))).toEqual(['Sábado 5 de julio - Plaza Mayor']);
  });
});

describe('dates, corners and clip sounds said abroad', () => {
  it.each([
    ['"Samedi 14 juin, 19h"', 'Change la date au dimanche 15 juin', 'Dimanche 15 juin, 19h'],
    ['"Freitag, 3. Mai - Stadthalle"', 'change the date to Samstag, 4. Mai', 'Samstag, 4. Mai - Stadthalle'],
  ])('%s → %s', (shown, prompt, after) => {
    expect(all(edit(shown, prompt))).toEqual([after]);
  });

  it.each(['oben rechts', 'en haut à droite', 'arriba a la derecha', 'in alto a destra', 'rechtsboven'])('the logo %s goes top right, unshown', (corner) => {
    const { document } = read(`'Sale' ${url} logo ${corner}`);
    expect(all(document)).toEqual(['Sale']);
    expect(JSON.stringify(document)).toMatch(/top-right/);
  });

  it.each(['zonder geluid', 'sin sonido', 'sans le son', 'ohne Ton', 'senza audio'])('a clip %s is muted', (said) => {
    const { document } = read(`${clip} ${said}, then 'Book now'`);
    expect(layers(document).find((l) => l.type === 'media')).toMatchObject({ muted: true });
    expect(all(document)).toEqual(['Book now']);
  });
});

describe('a voice described abroad by a relative clause', () => {
  it.each([
    ['Una voz de hombre, que habla despacio, que dice: « Bienvenidos a la feria. »', 'male'],
    ['Eine Frauenstimme, die langsam spricht, die sagt: „Willkommen im Laden.“', 'female'],
    ['Ein Mann soll auf Deutsch sagen: „Willkommen im Laden.“', 'male'],
  ])('%s', (prompt, gender) => {
    const { document } = read(prompt);
    expect(document.narration?.voice?.gender).toBe(gender);
    expect(all(document).join(' ')).not.toMatch(/voz|stimme|mann|habla|spricht|sagen/i);
  });
});

describe('scenes named by their place abroad, and a quote by someone', () => {
  it('makes one scene for each named scene', () => {
    const { document } = read('Erste Szene: „Willkommen“. Zweite Szene: ein Zitat von Marie Curie: „Nichts im Leben ist zu fürchten.“ Dritte Szene: „Bis bald“.');
    expect(drawnStrings(document)).toEqual([['Willkommen'], ['Nichts im Leben ist zu fürchten.', 'Marie Curie'], ['Bis bald']]);
  });

  it.each(['Primera escena: "Hola". Segunda escena: "Adiós".', 'Première scène : « Bonjour ». Deuxième scène : « Au revoir ».'])('%s', (prompt) => {
    expect(read(prompt).document.scenes).toHaveLength(2);
  });
});

describe('colours and letters said abroad, inflected', () => {
  it.each([
    ['amarillas', 'yellow'],
    ['blancas', 'white'],
    ['gelbe', 'yellow'],
    ['rode', 'red'],
    ['crème', 'cream'],
  ])('%s is %s', (word, english) => {
    expect(resolveColour(word)).toBe(resolveColour(english));
  });

  it.each(['blues', 'greens', 'Rossi', 'Bianchi', 'wit'])('%s is no colour', (word) => {
    expect(resolveColour(word)).toBeUndefined();
  });

  it('sets the text in the colour of "letras grandes amarillas"', () => {
    const { document } = read("'Dos por uno' con letras grandes amarillas sobre fondo azul");
    const text = layers(document).find((l) => l.type === 'text');
    expect(text?.type === 'text' && text.colour).toBe(resolveColour('yellow'));
  });

  it('reads "fond crème" as a cream ground', () => {
    expect(read("'Atelier' sur fond crème").document.background).toEqual({ type: 'solid', colour: resolveColour('cream') });
  });
});

describe('pictures together in one frame, said in plain words', () => {
  it.each(['can all three be on the screen together', 'show them in little boxes', 'put them in small squares'])('%s', (said) => {
    const { document } = read(`${url} ${url} ${url} ${said}`);
    expect(layers(document).find((l) => l.type === 'layout')).toMatchObject({ arrangement: expect.stringMatching(/grid|split/) });
  });
});

describe('a word of the tool typed with a doubled letter once', () => {
  it.each(['a progres bar along the bottom', 'progress bar along the bottom'])('%s', (said) => {
    const { document } = read(`'Open day' with ${said}`);
    expect(all(document)).toEqual(['Open day']);
    expect(JSON.stringify(document)).toMatch(/"progress"/);
  });
});

/* Rules read from the w109 blind batch (the round's first try, scored after the rules above). */

describe('a karaoke colour said after a comma', () => {
  it.each(['the words light up as he says them, karaoke-style, in teal', 'karaoke captions, in teal please'])('%s', (said) => {
    const { document } = read(`A man's voice says: 'Open every day from nine.' ${said}`);
    expect(document.narration?.highlight).toBe(resolveColour('teal'));
  });
});

describe('a value said of "it" with a verb of change', () => {
  it.each(['the landlord dropped it to £995 pcm', 'we have lowered it to £995 pcm, please update'])('%s', (prompt) => {
    expect(all(edit('"1 bed flat, £1,050 pcm"', prompt))).toEqual(['1 bed flat, £995 pcm']);
  });
});

describe('items priced with the sign after the figure', () => {
  it('reads each, decimal comma and all', () => {
    const [list] = lists(read("Para hoy, Café con leche 1,80€, Tostada 2,50€, Zumo de naranja 3€. Fondo amarillo.").document);
    expect(list?.items).toEqual(['Café con leche 1,80€', 'Tostada 2,50€', 'Zumo de naranja 3€']);
  });
});

describe('a pie chart said abroad, its labels as written', () => {
  it.each(['un grafico a torta', 'un gráfico circular', 'ein Tortendiagramm', 'un camembert'])('%s', (said) => {
    const { document } = read(`${said}: Pistacchio 40%, Nocciola 35%, Limone 25%`);
    const chart = layers(document).find((l) => l.type === 'chart');
    expect(chart).toBeDefined();
    expect(all(document)).toContain('Pistacchio');
  });
});

describe('pictures placed by side with no preposition, and a remark in brackets after one', () => {
  it('makes a split, and draws no remark', () => {
    const { document } = read(`Left side put ${url} (the shop front), right side ${url} (me at the counter). Write on it: Open Sundays.`);
    expect(layers(document).find((l) => l.type === 'layout')).toMatchObject({ arrangement: 'split' });
    expect(all(document)).toEqual(['Open Sundays']);
  });

  it('reads "make yellow colour for the writing" as the text colour, not a video\'s framing', () => {
    const text = layers(read("'Hello'. Please make yellow colour for the writing, background black.").document).find((l) => l.type === 'text');
    expect(text?.type === 'text' && text.colour).toBe(resolveColour('yellow'));
  });
});

describe('a line after bulleted lines that has no bullet', () => {
  it('closes the list; it is no item', () => {
    const { document } = read('Opening times:\n- Mon: 9-5\n- Tue: 9-5\n- Wed: Closed\nSee you soon.');
    expect(lists(document)[0]?.items).toEqual(['Mon: 9-5', 'Tue: 9-5', 'Wed: Closed']);
  });
});

describe('small in a corner and full screen, said abroad', () => {
  it.each([`${clip} groot in beeld en linksonder klein ${url}`, `${clip} en plein écran et ${url} petit dans le coin`])('%s', (prompt) => {
    expect(layers(read(prompt).document).find((l) => l.type === 'layout')).toMatchObject({ arrangement: 'pip' });
  });
});

/* Rules read from the w110 blind batch (scored after every rule above). */

describe('hearts, a button and a frame said in Dutch and Italian', () => {
  it.each(['met hartjes die omhoog zweven', 'con dei cuoricini che scendono'])('%s', (said) => {
    expect(JSON.stringify(read(`'Liefde' ${said}`).document)).toMatch(/"hearts"/);
  });

  it('reads "onderaan een knop" as a button, "staand formaat" as portrait, "roze als accentkleur" as the accent', () => {
    const result = read("Tekst: 'Voor jou'. Staand formaat. Onderaan een knop 'Bestel nu'. Roze als accentkleur graag!");
    expect(layers(result.document).some((l) => l.type === 'button')).toBe(true);
    expect(result.format?.aspect).toBe('portrait');
    expect(result.document.accent).toBeDefined();
    expect(all(result.document).join(' ')).not.toMatch(/knop|formaat|accent/i);
  });
});

describe('a German voice described with inflected adjectives, and the lit word', () => {
  it('reads the speed and the colour, and draws none of it', () => {
    const { document } = read('Eine ruhige, langsame Männerstimme soll sagen: „Willkommen.“ Dazu Untertitel im Karaoke-Stil, das gerade gesprochene Wort bitte in Gelb.');
    expect(document.narration?.voice).toMatchObject({ gender: 'male' });
    expect(document.narration?.voice?.speed).toBeLessThan(1);
    expect(document.narration?.highlight).toBe(resolveColour('yellow'));
    expect(all(document).filter((s) => s !== 'Willkommen.')).toEqual([]);
  });
});

describe('an event moved, said of "it"', () => {
  it.each(['she had to move it to Friday 24 October, same time', "we've pushed it back to Friday 24 October"])('%s', (prompt) => {
    expect(all(edit('"Thursday 16 October, 7pm"', prompt))).toEqual(['Friday 24 October, 7pm']);
  });
});

describe('an item swapped in lower case keeps the line\'s capital', () => {
  it('capitalises the new item', () => {
    const doc = edit('Our specials: Fish pie, Lemon tart, Apple crumble', 'swap the lemon tart for sticky toffee pudding');
    expect(lists(doc)[0]?.items).toContain('Sticky toffee pudding');
  });
});

describe('lines after a colon that ends a scene marker', () => {
  it('are all items, the first no title', () => {
    const { document } = read("Title 'Fresh this week' and then:\nRye loaf\nFig rolls\nCheese scones\nPlum cake");
    expect(lists(document)[0]?.items).toEqual(['Rye loaf', 'Fig rolls', 'Cheese scones', 'Plum cake']);
  });
});

describe('my name in a name bar, said before', () => {
  it.each([
    "I'm Ruth Adeyemi, a piano teacher. Put my name and 'Grade 8 tutor' in a name bar.",
    "Hi, I'm Ruth Adeyemi. Add my name and 'Grade 8 tutor' as a lower third.",
  ])('%s', (prompt) => {
    const texts = layers(read(prompt).document).flatMap((l) => (l.type === 'text' ? [`${l.role}:${l.text}`] : []));
    expect(texts).toEqual(['name:Ruth Adeyemi', 'role:Grade 8 tutor']);
  });
});

describe('a name strip given new words, and a list lead that says how the points come', () => {
  it('changes the name strip', () => {
    const doc = edit('Add a name strip for Dr Ana Ruiz, Head Nurse.', 'Could you change the name strip to Dr Tom Bell, Charge Nurse?');
    expect(all(doc)).toEqual(['Dr Tom Bell', 'Charge Nurse']);
  });

  it('draws no title from "a numbered list with the points coming up one at a time:"', () => {
    const { document } = read('Then a numbered list with the points coming up one at a time:\n1. Arrive early\n2. Bring your card\n3. Switch off your phone');
    expect(all(document)).toEqual(['Arrive early', 'Bring your card', 'Switch off your phone']);
  });
});

describe('the ground said after "on" abroad, the letters\' colour before it', () => {
  it.each(['letras grandes amarillas sobre fondo azul', 'grosses lettres jaunes sur fond bleu'])('%s', (said) => {
    const { document } = read(`'Hoy' , ${said}.`);
    expect(all(document)).toEqual(['Hoy']);
    expect(document.background).toEqual({ type: 'solid', colour: resolveColour('blue') });
    const text = layers(document).find((l) => l.type === 'text');
    expect(text?.type === 'text' && text.colour).toBe(resolveColour('yellow'));
  });
});

describe('a new line put under the title in a later prompt', () => {
  it.each(["put 'members only' under it", "stick 'members only' underneath the title"])('%s', (prompt) => {
    expect(all(edit("'Late swim Friday'", prompt))).toEqual(['Late swim Friday', 'Members only']);
  });

  it('still moves words that are there', () => {
    expect(all(edit("'Late swim Friday' and 'Members only'", "put 'Late swim Friday' under 'Members only'"))).toHaveLength(2);
  });
});

describe('a quantity before a decoration is not the text\'s', () => {
  it('ends the text before "lots of"', () => {
    expect(all(read('text says New gel nails from £35, lots of sparkles pls').document)).toEqual(['New gel nails from £35']);
  });
});

describe('words before a new figure that are shown before the old one (one mechanism with the new value\'s lead)', () => {
  it.each([["its attempt 47 not 46", 'Speedrun Attempt #47'], ['it should be episode 12 not 11', 'Podcast Episode 12']])('%s', (prompt, after) => {
    expect(all(edit(`"${after.replace(/\d+$/, (n) => String(Number(n) - 1))}"`, prompt))).toEqual([after]);
  });
});
