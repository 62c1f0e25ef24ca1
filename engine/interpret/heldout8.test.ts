import { describe, expect, it } from '@jest/globals';
import type { SceneDocument } from '../../model/scene-document.js';
import { drawnStrings } from '../scene/drawn-strings.js';
import { IMG, read, textsOf, VID } from './testing.js';

const all = (doc: SceneDocument) => drawnStrings(doc).flat();
const texts = (prompt: string) => all(read(prompt).document);
const url = `https://montage.example/api/v1/assets/${IMG}/content`;
const lists = (doc: SceneDocument) => doc.scenes.flatMap((s) => s.layers.flatMap((l) => (l.type === 'list' ? [l.items] : [])));
const textColours = (doc: SceneDocument) => doc.scenes.flatMap((s) => s.layers.flatMap((l) => (l.type === 'text' && l.colour ? [l.colour] : [])));

/*
 * Rules read from the w28 blind batch (docs/prompt-generalisation.md, "Ninth round"), each tested in phrasings of
 * my own, including ones that must not trigger it.
 */

describe('"<colour> on <colour>" closing a text is its look, never its words', () => {
  it.each([
    ['then text GRAND OPENING silver on navy', 'GRAND OPENING'],
    ['with the text Last Chance white on red', 'Last Chance'],
    ['text Doors open in yellow text on a black background', 'Doors open'],
  ])('%s', (prompt, shown) => {
    const { document } = read(prompt);
    expect(all(document)).toEqual([shown]);
    expect(textColours(document)).toHaveLength(1);
    expect(document.background).toMatchObject({ type: 'solid' });
  });

  it('words that are no colours stay the text ("Back on track")', () => {
    expect(texts('and text Back on track')).toEqual(['Back on track']);
  });
});

describe('a length said as how long it stays up', () => {
  it.each([
    ['Open today. Keep on screen for 12 seconds', 12],
    ['Open today. should stay up 20 secs', 20],
    ['Open today. stays on screen 8 sec', 8],
  ])('%s', (prompt, seconds) => {
    const { document } = read(prompt);
    expect(all(document)).toEqual(['Open today']);
    expect(document.scenes.reduce((t, s) => t + s.duration, 0)).toBeCloseTo(seconds, 1);
  });

  it('"screen 15 sec" is no fifteenth scene', () => {
    const { document } = read('Big Sale. on screen 6 seconds');
    expect(document.scenes).toHaveLength(1);
    expect(all(document)).toEqual(['Big Sale']);
  });
});

describe('the name a video is for heads it', () => {
  it('after what the business is ("for my bakery Crumb & Co")', () => {
    expect(textsOf(read(`a reel for my bakery Pan de Oro, ${url} with the text "Fresh bread daily"`).document)).toEqual(['heading:Pan de Oro', 'subtitle:Fresh bread daily']);
  });

  it('a street address over pictures, the line said under them under it', () => {
    expect(all(read(`Listing video for 22 Oak Lane. ${url} and under it "2 bed flat"`).document)).toEqual(['22 Oak Lane', '2 bed flat']);
  });

  it('a line said to be the title stays the title', () => {
    expect(textsOf(read(`a post for our cafe Bean Scene: title "Best coffee in town" over ${url}`).document)[0]).toBe('heading:Best coffee in town');
  });

  it('a release and its version: "a changelog video v2.1"', () => {
    expect(texts('make a changelog video v2.1, bullet points: Offline mode, Faster sync, New icons')[0]).toBe('Changelog v2.1');
  });
});

describe('how the items are shown, said after them or before the colon, is no item', () => {
  it.each(['Stretch, Breathe, Rest, show them one by one', 'Stretch, Breathe, Rest, reveal each one at a time'])('%s', (items) => {
    const { document } = read(`tips: ${items}`);
    expect(lists(document)).toEqual([['Stretch', 'Breathe', 'Rest']]);
  });

  it('"stages numbered: …" makes no title of "stages"', () => {
    const { document } = read('stages numbered: Seed, Sprout, Flower');
    expect(all(document)).toEqual(['Seed', 'Sprout', 'Flower']);
    expect(document.scenes[0]!.layers.find((l) => l.type === 'list')).toMatchObject({ numbered: true });
  });
});

describe('a decoration said after a caption is no part of it', () => {
  it.each(['caption Happy birthday Mia, pink hearts floating up', 'caption Happy birthday Mia, confetti'])('%s', (prompt) => {
    const { document } = read(prompt);
    expect(all(document)).toEqual(['Happy birthday Mia']);
    expect(document.scenes[0]!.layers.some((l) => l.type === 'particles')).toBe(true);
  });
});

describe('"before after" said with nothing between, or with an arrow', () => {
  it.each([`before after ${url} ${url}`, `before → after: ${url} ${url}`])('%s', (prompt) => {
    const layout = read(prompt).document.scenes[0]!.layers.find((l) => l.type === 'layout');
    expect(layout).toMatchObject({ arrangement: 'before-after' });
  });
});

describe('stars as a decoration, said with when', () => {
  it('"stars at the end" are particles, "5 stars" is copy', () => {
    const { document } = read('Rated 5 stars by our guests. Stars at the end');
    expect(all(document)).toEqual(['Rated 5 stars by our guests']);
    expect(document.scenes.flatMap((s) => s.layers).some((l) => l.type === 'particles' && l.kind === 'stars')).toBe(true);
  });
});

describe('each on its own slide, said without "its"', () => {
  it.each(['each on own slide', 'each on a separate slide', 'on a slide of their own'])('%s', (manner) => {
    expect(read(`"Bake" "Cool" "Serve" ${manner}`).document.scenes).toHaveLength(3);
  });
});

describe('testimonials with who the author is', () => {
  it('"- Name, <agent noun>" is an attribution with its role, also for a short quote', () => {
    const { document } = read('"Fast and kind" - Omar, shop owner. "Always on time" - Jess, florist.');
    expect(document.scenes.map((s) => textsOf(document, document.scenes.indexOf(s)))).toEqual([
      ['quote:Fast and kind', 'attribution:Omar, shop owner'],
      ['quote:Always on time', 'attribution:Jess, florist'],
    ]);
  });

  it('an edit names a quote by its author: "change Omar\'s to …"', () => {
    const first = read('"Fast and kind" - Omar, shop owner. "Always on time" - Jess, florist.').document;
    const { document } = read('update Jess\'s quote to "Never late"', first);
    expect(textsOf(document, 1)).toEqual(['quote:Never late', 'attribution:Jess, florist']);
    expect(textsOf(document, 0)[0]).toBe('quote:Fast and kind');
  });
});

describe('colours and the frame named in Spanish, French, Portuguese, Italian or German', () => {
  it('"fondo azul", "fond vert": the ground in that colour', () => {
    const ground = (words: string) => {
      const bg = read(`Title "Hola". ${words}`).document.background;
      return bg.type === 'solid' ? bg.colour : '';
    };
    const [plain, blue, green] = [ground(''), ground('fondo azul'), ground('fond vert')];
    expect(new Set([plain, blue, green]).size).toBe(3);
  });

  it.each([
    ['formato cuadrado', 'square'],
    ['format carré', 'square'],
    ['Hochformat', 'portrait'],
  ])('"%s" is the frame\'s shape', (words, aspect) => {
    expect(read(`Title "Hola". ${words}`).format?.aspect).toBe(aspect);
  });

  it('karaoke captions in a colour, said in Spanish word order', () => {
    const { document } = read('Titulo "Pan". voz de mujer que diga: Buenos días a todos. con subtitulos karaoke verde');
    expect((document.narration as { highlight?: string }).highlight).toMatch(/^#/);
    expect(all(document)).not.toContain('con');
  });

  it('a list word and a spaced colon, as French sets it: "Étapes en liste : …"', () => {
    expect(lists(read('Une recette : gâteau. Étapes en liste : mélanger, cuire, servir').document)).toEqual([['mélanger', 'cuire', 'servir']]);
  });
});

describe('a feature called "Dark mode" among items is an item, not the look', () => {
  it('keeps the default ground', () => {
    const plain = read('New in this release: Offline mode, Faster sync, New icons').document.background;
    const { document } = read('New in this release: Dark mode, Faster sync, New icons');
    expect(all(document)).toContain('Dark mode');
    expect(document.background).toEqual(plain);
  });
});

/* Rules read from the w29 blind batch, in phrasings of my own. */

describe('a clip said to play whole, and a name strip', () => {
  it('"play the whole of <clip>" is understood (the default) and a "name strip: …" is a lower third', () => {
    const vid = `https://montage.example/api/v1/assets/${VID}/content`;
    const r = read(`Play the whole of ${vid} and a name strip at the bottom: Sam Lee, Head Chef.`);
    expect(r.summary).not.toMatch(/did not understand/);
    expect(textsOf(r.document)).toEqual(['name:Sam Lee', 'role:Head Chef']);
  });
});

describe('what the business is, then "name": its name, the title', () => {
  it.each(['put my podcast name Night Owls big in the middle', 'our studio name is Clay Corner'])('%s', (prompt) => {
    const r = read(prompt);
    expect(textsOf(r.document)[0]).toMatch(/^heading:(?:Night Owls|Clay Corner)$/);
    expect(r.summary).not.toMatch(/did not understand/);
  });

  it('said in a request to make the video, the name is kept for the title', () => {
    expect(texts('hi I would like a video for our bakery Golden Crust please. Show our 3 loaf: Sourdough £4, Rye £3, Spelt £5.')).toEqual(['Golden Crust', 'Sourdough £4', 'Rye £3', 'Spelt £5']);
  });
});

describe('a cited passage as a quote\'s author', () => {
  it.each(['Psalm 23:1', '2 Timothy 1:7', 'John 3:16-17'])('"…" - %s', (cited) => {
    const { document } = read(`"Be strong and of good courage." - ${cited}`);
    expect(textsOf(document)).toEqual(['quote:Be strong and of good courage.', `attribution:${cited}`]);
  });
});

describe('a numbered spec: a list ends where the next numbered line starts', () => {
  it('the item run stops at the line "4) …"', () => {
    const { document } = read('Brief:\n1) Square.\n2) Points in this order: Free parking; Open late; Dogs welcome.\n3) Soft green background.');
    expect(lists(document)).toEqual([['Free parking', 'Open late', 'Dogs welcome']]);
  });
});

describe('an item named in the plural in an edit', () => {
  it('"muffins are £3 now" changes "Blueberry muffin £2.50"', () => {
    const first = read('Bake sale: Lemon cake £2, Blueberry muffin £2.50, Flapjack £1.50').document;
    expect(all(read('muffins are £3 now', first).document)).toContain('Blueberry muffin £3');
  });
});

describe('a person\'s title said as what it is, "not" the old part', () => {
  it('"his title is Head Coach, not Assistant Coach" changes only that part of the lower third', () => {
    const first = read('Lower third: Tom Reyes, Assistant Coach, Riverside FC. Title "Meet the team"').document;
    const { document } = read('his title is Head Coach, not Assistant Coach', first);
    expect(all(document)).toEqual(expect.arrayContaining(['Tom Reyes', 'Head Coach, Riverside FC', 'Meet the team']));
  });
});

describe('a chart\'s values in brackets after its labels', () => {
  it('"visits by day - Mon, Tue, Wed (40, 55, 62)"', () => {
    const chart = read('line chart of visits by day - Mon, Tue, Wed (40, 55, 62)').document.scenes[0]!.layers.find((l) => l.type === 'chart');
    expect(chart?.type === 'chart' && chart.data).toEqual([{ label: 'Mon', value: 40 }, { label: 'Tue', value: 55 }, { label: 'Wed', value: 62 }]);
  });

  it('after a numbered scene\'s colon, a chart described is the chart, not its words', () => {
    const { document } = read('Scene 1: title "Results". Scene 2: donut chart of spend - Rent, Food, Fun (50, 30, 20).');
    expect(document.scenes[1]!.layers.some((l) => l.type === 'chart')).toBe(true);
  });
});

/* Rules read from the w30 blind batch, in phrasings of my own. */

describe('a logo is no slide of a slideshow', () => {
  it('two quotes after a clip and a logo are the clip\'s texts, not slide captions', () => {
    const vid = `https://montage.example/api/v1/assets/${VID}/content`;
    const { document } = read(`Use ${vid}. Our logo ${url} top left. Text: 'Open Day' and 'Saturday 10am'.`);
    expect(document.scenes).toHaveLength(1);
    expect(all(document)).toEqual(['Open Day', 'Saturday 10am']);
  });
});

describe('"text <name> on <phone>" is the viewer\'s call to act, kept whole', () => {
  it('keeps "Text"', () => {
    expect(texts('it should say Fresh Cuts, then Text Sam on 07700 900123')).toContain('Text Sam on 07700 900123');
  });
});

describe('a date or price moved, said of "it" or of the price', () => {
  const first = () => read('"Quiz Night" and underneath "Friday 4th April, 8pm"').document;
  it('"it\'s been moved to Friday 11th April, same time"', () => {
    expect(all(read("sorry, it's been moved to Friday 11th April, same time", first()).document)).toContain('Friday 11th April, 8pm');
  });
  it('"put the price up to £9 not 8"', () => {
    const menu = read('"Pie and mash £8"').document;
    expect(all(read('can you put the price up to £9 not 8', menu).document)).toEqual(['Pie and mash £9']);
  });
});

describe('the lit word said as "the word she\'s on"', () => {
  it('is the highlight colour', () => {
    const { document } = read('a man reading: "Come and play." karaoke style, with the word he\'s on in orange');
    expect((document.narration as { highlight?: string }).highlight).toMatch(/^#/);
  });
});

describe('a name "on a strip" or "in one of those name bars"', () => {
  it.each(['Put my name on a strip at the bottom: Ana Ruiz, Florist.', 'Add my name in one of those name bars: Ana Ruiz, Florist.'])('%s', (prompt) => {
    expect(textsOf(read(prompt).document)).toEqual(['name:Ana Ruiz', 'role:Florist']);
  });
});

describe('the writer saying who they are is never drawn', () => {
  it.each(["I'm a dog groomer. Title 'Fluffy Friday'", 'I run a small bakery. Title "Fresh Friday"'])('%s', (prompt) => {
    expect(texts(prompt)).toEqual([prompt.includes('Fluffy') ? 'Fluffy Friday' : 'Fresh Friday']);
  });
});

describe('scenes counted by an ordinal before a colon: "1st: …, 2nd: …"', () => {
  it('makes a scene each', () => {
    const { document } = read("1st: 'Doors open', 2nd: 'Music at 8', 3rd: 'Free entry'");
    expect(document.scenes.map((_, i) => textsOf(document, i))).toEqual([['heading:Doors open'], ['heading:Music at 8'], ['heading:Free entry']]);
  });
});

describe('"\'X\' on <picture>" names each slide; a corner text "throughout" is on every slide', () => {
  it('pairs each text with its picture, and spreads the corner line', () => {
    const { document } = read(`'Kitchen' on ${url}, 'Garden' on ${url}. 'Holt Homes' in the corner throughout.`);
    expect(drawnStrings(document)).toEqual([
      ['Kitchen', 'Holt Homes'],
      ['Garden', 'Holt Homes'],
    ]);
  });
});

describe('the words said on a picture given a scene of its own', () => {
  it('"Two slides: \'X\' on <a>, \'Y\' on <b>" keeps each picture\'s words (they were lost)', () => {
    const img2 = `https://montage.example/api/v1/assets/${VID}/content`;
    const { document } = read(`Two slides: 'Kitchen' on ${url}, 'Garden' on ${img2}.`);
    expect(drawnStrings(document)).toEqual([['Kitchen'], ['Garden']]);
  });
});

describe('captions word by word, said as "the words appear one by one under"', () => {
  it('is the word style', () => {
    const { document } = read('a voice saying: "Breathe in. Breathe out." and the words appear one by one underneath');
    expect(document.narration).toMatchObject({ captions: true, captionStyle: 'word' });
  });
});

/* Rules read from the w31 blind batch, in phrasings of my own. */

describe('a length said after the piece\'s noun, or with "like", or in another language', () => {
  it.each([
    ["promo vid 12s vertical. 'Open late' then 'Fri and Sat'", 12],
    ["'Open late' then 'Fri and Sat'. 16:9, like 20 seconds", 20],
    ["un vídeo corto, 10 segundos. 'Abierto' luego 'Hoy'", 10],
  ])('%s', (prompt, seconds) => {
    expect(read(prompt).document.scenes.reduce((t, s) => t + s.duration, 0)).toBeCloseTo(seconds, 1);
  });
});

describe('a text said twice in one scene is drawn once', () => {
  it('keeps one', () => {
    expect(texts("We have a little bakery, 'Crumbs'. Title 'Crumbs' and under it 'Fresh daily'")).toEqual(['Crumbs', 'Fresh daily']);
  });
});

describe('the name it is for, when the only scene said is the last', () => {
  it('opens the video with the name and its details', () => {
    const { document } = read('a promo for our 10k Night Ride in Hyde Park, Friday 3 May. Last scene: a button "Enter now"');
    expect(drawnStrings(document)).toEqual([['10k Night Ride', 'Hyde Park · Friday 3 May'], ['Enter now']]);
  });

  it('a look word inside a name in capitals is no look ("Fun Run", "Bold Street")', () => {
    expect(read('a video for our Bold Street Market, Saturday 4 May').document.theme).toBe('classic');
  });
});

describe('more of the week\'s phrasings', () => {
  it('"it\'s now <date>" moves the date', () => {
    const first = read('"Bake Off" and under it "Saturday 3 May, 2pm"').document;
    expect(all(read("date's moved - it's now Sunday 4 May", first).document)).toContain('Sunday 4 May, 2pm');
  });

  it('"little stars floating in the background" are particles', () => {
    expect(read('Title "Bedtime". Little stars floating in the background').document.scenes[0]!.layers.some((l) => l.type === 'particles' && l.kind === 'stars')).toBe(true);
  });

  it('"Captions: word by word." in a spec', () => {
    expect(read('Narration: "Wash your hands." \nCaptions: word by word.').document.narration).toMatchObject({ captionStyle: 'word' });
  });

  it('a frame\'s shape said in another language beats the platform\'s ("Hochformat für Instagram")', () => {
    expect(read('Text "Hallo". Hochformat für Instagram.').format?.aspect).toBe('portrait');
  });
});
