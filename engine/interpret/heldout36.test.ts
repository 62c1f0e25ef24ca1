import { describe, expect, it } from '@jest/globals';
import { resolveColour } from '../designer-colours.js';
import { drawnStrings } from '../scene/drawn-strings.js';
import { read, edited, allDrawn, assetUrl, layersOfType, distinctIds, callerWith } from './testing.js';

/*
 * Rules read from the w133 and w134 blind batches (docs/prompt-generalisation.md, "Thirty-sixth round"), each tested
 * in phrasings of my own, with ones that must not trigger them.
 */

const ids = distinctIds('image', 3);
const ctx = callerWith(ids);
const [P1, P2, P3] = ids.map(assetUrl);

describe('a pace said in a sentence of its own after the voice', () => {
  it.each([
    ["Title: Bees. A man's voice reads it? Quickly please, we only have a minute.", 1.25],
    ['Narrate "Welcome to the farm." Nice and slow.', 0.8],
    ["Can a woman's voice read the steps out? Slowly please, they're 6.", 0.8],
  ])('%s', (prompt, speed) => {
    expect(read(prompt).document.narration?.voice?.speed).toBe(speed);
  });

  it('with no voice asked, or a pace of something else, the voice keeps its speed', () => {
    expect(read('Narrate "Hello there". Fast cuts between scenes.').document.narration?.voice?.speed).toBeUndefined();
    expect(read("Title: 'Go'. Fast.").document.narration).toBeUndefined();
  });
});

describe('a countdown said abroad, and what comes after it', () => {
  it.each([
    "Uma contagem regressiva de 10 até 0 e depois aparece 'Abrimos!'",
    "Una cuenta atrás de 10 a 0 y luego 'Abrimos!'",
    "Un compte à rebours de 10 à 0 puis 'Abrimos!'",
    "Ein Countdown von 10 bis 0, dann 'Abrimos!'",
  ])('%s: the countdown, then the words on a scene of their own', (prompt) => {
    const doc = read(prompt).document;
    expect(layersOfType(doc, 'counter')[0]).toMatchObject({ from: 10, to: 0 });
    expect(drawnStrings(doc).at(-1)).toEqual(['Abrimos!']);
    expect(allDrawn(doc).join(' ')).not.toMatch(/puis|luego|dann/);
  });

  it('"antes <a>, después <b>" still labels a pair of pictures', () => {
    expect(layersOfType(read(`Video del antes y el después: antes ${P1}, después ${P2}.`, undefined, ctx).document, 'layout')).toHaveLength(1);
  });

  it('"después de" is "after", not "then"', () => {
    expect(read('Título: "Después de la lluvia"').document.scenes).toHaveLength(1);
  });
});

describe("karaoke's lit word said abroad with its verb after a clause", () => {
  it.each([
    ['Subtítulos tipo karaoke con la palabra que se dice resaltada en amarillo.', 'yellow'],
    ['Sous-titres karaoké avec le mot qui est prononcé surligné en rose.', 'pink'],
  ])('%s', (captions, colour) => {
    const doc = read(`Narrate "Aprende inglés en tres meses." ${captions}`).document;
    expect(doc.narration?.highlight).toBe(resolveColour(colour));
    expect(allDrawn(doc)).toEqual(['Aprende inglés en tres meses.']);
  });
});

describe('a wine-red ground named abroad', () => {
  it.each(['Titre : « Menu ». Fond bordeaux.', "Titel: 'Menü'. Hintergrund weinrot.", "Título: 'Menú'. Fondo burdeos."])('%s', (prompt) => {
    expect(read(prompt).document.background).toEqual({ type: 'solid', colour: resolveColour('burgundy') });
  });
});

describe("a quote's author said in a sentence of its own", () => {
  it.each([
    ['Quote card: "Fall seven times, stand up eight." It is a Japanese proverb, so please write that underneath.', 'Japanese proverb'],
    ['A quote: "Stay hungry, stay foolish." It\'s by Steve Jobs.', 'Steve Jobs'],
    ['A quote card "Simplicity is the ultimate sophistication." That is Leonardo da Vinci. Put it below the quote please.', 'Leonardo da Vinci'],
  ])('%s', (prompt, author) => {
    const doc = read(prompt).document;
    expect(layersOfType(doc, 'text').filter((t) => t.role === 'attribution').map((t) => t.text)).toEqual([author]);
  });

  it('a remark on the quote is no author', () => {
    const doc = read('Quote card "Be kind, always." It is a nice one.').document;
    expect(layersOfType(doc, 'text').filter((t) => t.role === 'attribution')).toEqual([]);
  });
});

describe('words to show unquoted, run on into the look asked', () => {
  it('"a button that says join today use bold style": the button\'s words, and the look', () => {
    const doc = read('vertical, a button that says join today use bold style and confetti').document;
    expect(layersOfType(doc, 'button').map((b) => b.text)).toEqual(['join today']);
    expect(doc.theme).toBe('bold');
  });

  it('"a title that says fresh bread daily in a retro look"', () => {
    const doc = read('a title that says fresh bread daily in a retro look').document;
    expect(allDrawn(doc)).toEqual(['fresh bread daily']);
    expect(doc.theme).toBe('retro');
  });

  it('a style word inside the words, with no look noun after it, stays', () => {
    expect(allDrawn(read('a title that says Classic cars in bold').document)).toEqual(['Classic cars']);
  });
});

describe('logos compared side by side are the layout\'s pictures', () => {
  it('"split screen: old logo <a> on the left labelled "2015", new logo <b> on the right labelled "2025""', () => {
    const doc = read(`Split screen: old logo ${P1} on the left labelled "2015", new logo ${P2} on the right labelled "2025".`, undefined, ctx).document;
    expect(layersOfType(doc, 'logo')).toEqual([]);
    expect(layersOfType(doc, 'layout')[0]!.cells.map((c) => c.label)).toEqual(['2015', '2025']);
  });

  it('our logo beside a comparison stays a logo', () => {
    const doc = read(`Our logo ${P1} in the corner. ${P2} side by side with ${P3}.`, undefined, ctx).document;
    expect(layersOfType(doc, 'logo')).toHaveLength(1);
    expect(layersOfType(doc, 'layout')[0]!.cells).toHaveLength(2);
  });
});

describe('a narration too short to tell its language, in a prompt written in one', () => {
  it('is spoken in the language the prompt is written in', () => {
    const doc = read('Hola, quiero un video para mi clase. Que una voz de mujer diga: "Respira profundo. Te esperamos en la playa." Con subtítulos, por favor.').document;
    expect(doc.narration?.voice?.language).toBe('es');
  });

  it('an English prompt leaves it to the voice\'s own reading', () => {
    expect(read('Make a video. A woman\'s voice says: "Respira profundo. Te esperamos en la playa."').document.narration?.voice?.language).toBeUndefined();
  });
});

describe('a list\'s lead that says only how it arrives', () => {
  it.each(['a bulleted list shown one at a time', 'Numbered list shown one by one', 'a list appearing one at a time'])('"%s:" is no title', (lead) => {
    const doc = read(`Title "3 habits" then ${lead}: walk early, water before coffee, plan tomorrow tonight`).document;
    expect(allDrawn(doc)).toEqual(['3 habits', 'walk early', 'water before coffee', 'plan tomorrow tonight']);
  });
});

describe('a phone that does something is a thing in the copy, not the frame\'s shape', () => {
  it('"phone stays in the kitchen" keeps the default shape', () => {
    expect(read('A list: phone stays in the kitchen, water before coffee').format).toBeUndefined();
  });

  it('"phone format" is still portrait', () => {
    expect(read("Title 'Hi', phone format").format?.aspect).toBe('portrait');
  });
});

describe('a numbered scene of thanks to someone', () => {
  it('"3) Thank you, team." keeps its thanks', () => {
    expect(drawnStrings(read('3 scenes. 1) Q3 All-Hands 2) Record quarter 3) Thank you, team.').document).at(-1)).toEqual(['Thank you, team']);
  });

  it('a sign-off after the brief is still no text', () => {
    expect(allDrawn(read('A title "Bake sale" on yellow. Thank you, Sarah.').document)).toEqual(['Bake sale']);
  });
});

describe('a day of the week corrected as "the day"', () => {
  it.each(['make the day Wednesday', 'change the day to Wednesday', 'make it Wednesday'])('%s', (edit) => {
    const doc = edited('title "Water shut-off Tuesday", below it "9am to 1pm".', edit);
    expect(allDrawn(doc)).toEqual(['Water shut-off Wednesday', '9am to 1pm']);
  });

  it('a whole date is still corrected as a date', () => {
    expect(allDrawn(edited('title "Fete", below it "Saturday 5th October".', 'change the date to Sunday 6th October'))).toEqual(['Fete', 'Sunday 6th October']);
  });
});

describe('charts and scenes named abroad', () => {
  it.each(['Liniendiagramm', 'Gráfico de líneas', 'Graphique en courbes'])('%s: a line chart', (noun) => {
    expect(layersOfType(read(`${noun}: Jan 31, Feb 29, Mär 28, Apr 26`).document, 'chart')[0]?.kind).toBe('line');
  });

  it.each([
    'Premier écran : « Café », deuxième écran : « Brunch », troisième : « Lyon ».',
    'Primera pantalla: "Café", segunda: "Brunch", tercera: "Lyon".',
  ])('%s: a scene each', (prompt) => {
    expect(drawnStrings(read(prompt).document)).toEqual([['Café'], ['Brunch'], ['Lyon']]);
  });
});

describe('"each slide one word"', () => {
  it('is one word per slide, not a list', () => {
    const doc = read('4-slide promo: "Lisbon", "Porto", "Madeira", "Azores". each slide one word big in the middle').document;
    expect(drawnStrings(doc)).toEqual([['Lisbon'], ['Porto'], ['Madeira'], ['Azores']]);
  });
});
