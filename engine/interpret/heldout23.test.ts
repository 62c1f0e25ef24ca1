import { describe, expect, it } from '@jest/globals';
import type { Layer, SceneDocument } from '../../model/scene-document.js';
import { drawnStrings } from '../scene/drawn-strings.js';
import { VID, read } from './testing.js';

const all = (doc: SceneDocument) => drawnStrings(doc).flat();
const edit = (first: string, ...later: string[]) => later.reduce((doc, prompt) => read(prompt, doc).document, read(first).document);
const clip = `https://montage.example/api/v1/assets/${VID}/content`;
const layers = (doc: SceneDocument) => doc.scenes.flatMap((s) => s.layers);
const lists = (doc: SceneDocument) => layers(doc).flatMap((l) => (l.type === 'list' ? [l] : []));
const videos = (doc: SceneDocument) => layers(doc).flatMap((l): Extract<Layer, { type: 'media' }>[] => (l.type === 'media' ? [l] : []));
const counters = (doc: SceneDocument) => layers(doc).flatMap((l): Extract<Layer, { type: 'counter' }>[] => (l.type === 'counter' ? [l] : []));

/*
 * Rules read from the w111 to w114 blind batches (docs/prompt-generalisation.md, "Twenty-third round"), each tested
 * in phrasings of my own, with ones that must not trigger them.
 */

describe('greetings and thanks of the Muslim world', () => {
  it.each([
    ['Assalamu alaikum. Please make a short video for the Hillside Mosque announcing our open day. Jazakallah khair.', 'Hillside Mosque'],
    ['Salaam alaikum! Please make a video for the Crescent Youth Club celebrating our league winners', 'Crescent Youth Club'],
  ])('%s', (prompt, name) => {
    const shown = all(read(prompt).document).join(' | ');
    expect(shown).toContain(name);
    expect(shown).not.toMatch(/alaikum|jazak/i);
  });
});

describe('a name said before what the video does', () => {
  it.each([
    ['Please make a short video for the Riverside Rowing Club announcing our summer regatta', 'Riverside Rowing Club', 'summer regatta'],
    ['a video for Greenfield Library promoting the new reading challenge', 'Greenfield Library', 'new reading challenge'],
  ])('%s', (prompt, name, topic) => {
    const shown = all(read(prompt).document);
    expect(shown).toContain(name);
    expect(shown.join(' | ')).toContain(topic);
    expect(shown.join(' | ')).not.toMatch(/announcing|promoting/i);
  });

  it('leaves a lower-case purpose alone', () => {
    expect(all(read('a video for new parents explaining drop-off').document).join(' ')).not.toMatch(/^New parents$/);
  });
});

describe('something asked for in a dictated run-on ends the words before it', () => {
  it('makes the counter and stops the text before "have a number"', () => {
    const doc = read('video saying thank you to our volunteers this year thats 140 people have a number counting up to 140 with volunteers underneath').document;
    expect(counters(doc)[0]?.to).toBe(140);
    expect(all(doc).join(' | ')).not.toMatch(/have a number/i);
  });
});

describe('a palette said in plurals or by its look is never drawn', () => {
  it.each(['Harvest supper menu: soup, pie, crumble. Show them as a list. Cosy colours, browns and oranges.', 'Harvest supper menu: soup, pie, crumble. Show them as a list. Soft blues and greys.'])('%s', (prompt) => {
    const doc = read(prompt).document;
    expect(lists(doc)[0]?.items).toHaveLength(3);
    expect(all(doc).join(' | ')).not.toMatch(/colours|blues|browns/i);
  });
});

describe('"bouncy" naming a thing is no entrance', () => {
  it('keeps "bouncy castle" as written and still pops on "make it bouncy"', () => {
    expect(all(read('Fun day! Activities: bouncy castle, face painting, raffle.').document)).toContain('bouncy castle');
    const doc = read('"Party time" and make the title bouncy').document;
    expect(layers(doc).some((l) => l.type === 'text' && l.animation?.in === 'pop')).toBe(true);
  });
});

describe('what we will have, said before a colon, is a list', () => {
  it.each([
    ["Open day at Hill Farm. We'll have: tractor rides, a petting zoo, pony rides, cream teas.", 4],
    ['Christmas market! There will be: mulled wine, carol singers, a grotto.', 3],
  ])('%s', (prompt, count) => {
    const doc = read(prompt).document;
    expect(lists(doc)[0]?.items).toHaveLength(count);
    expect(all(doc).join(' | ')).not.toMatch(/we'll have|there will be/i);
  });
});

describe('a reason after a swap is no part of the new words', () => {
  it('drops ", the band pulled out"', () => {
    const doc = edit('Line-up: Jazz trio, Folk duo, Brass band.', 'swap the brass band for a steel band, the band pulled out');
    expect(lists(doc)[0]?.items.map((i) => i.toLowerCase())).toContain('a steel band');
    expect(all(doc).join(' | ')).not.toMatch(/pulled out/);
  });
});

describe('a speed and the sound taken away, said abroad', () => {
  it.each([
    [`${clip} velocizzalo 3 volte e togli l'audio`, 3],
    [`${clip} acelera x4, quita el sonido`, 4],
    [`${clip} drei mal so schnell, Ton entfernen`, 3],
  ])('%s', (prompt, speed) => {
    const [video] = videos(read(prompt).document);
    expect(video?.speed).toBe(speed);
    expect(video?.muted).toBe(true);
  });
});

describe('days of the week abroad start items', () => {
  it.each(['Horaires: lundi 18:00 Zumba, mercredi 19:00 Pilates, samedi 09:00 Yoga', 'Horario: lunes 18:00 Zumba, miércoles 19:00 Pilates, sábado 09:00 Yoga'])('%s', (prompt) => {
    expect(lists(read(prompt).document)[0]?.items).toHaveLength(3);
  });
});

describe('scenes counted and given keep their further sentences', () => {
  it('sets a second sentence under its scene, not as a scene beyond the count', () => {
    const doc = read('Two scenes. First a quote: "Small steps every day." - Coach Ray. Second: Open trials, Saturday 10am. Bring your boots.').document;
    expect(doc.scenes).toHaveLength(2);
    expect(drawnStrings(doc)[1]!.join(' | ')).toContain('Bring your boots');
  });
});

describe('a total made a sum with no "to"', () => {
  it('sets the counter', () => {
    const doc = edit("a counter going up to £4,200 with 'raised so far' under it", 'make the total £5,050 please');
    expect(counters(doc)[0]?.to).toBe(5050);
  });
});

describe('a handle or a web address put on a clip with no title', () => {
  it('draws it at the edge said', () => {
    const doc = read(`${clip} narrate: "Fresh cuts every day." with word captions. put @studio.ink at the top`).document;
    const line = layers(doc).find((l) => l.type === 'text' && l.text === '@studio.ink');
    expect(line?.type === 'text' && line.placement).toBe('top');
  });
});

describe('a size word inside a name is the name', () => {
  it('draws "Little Big Town Radio" and reads no size from it', () => {
    expect(all(read('promo for my podcast Little Big Town Radio').document)).toContain('Little Big Town Radio');
  });
});

describe('edges, seconds, totals and transitions said abroad', () => {
  it('reads a German brief of counted scenes', () => {
    const doc = read('Bitte ein Video für unser Café "Bohne". 2 Szenen, insgesamt 10 Sekunden, Fortschrittsbalken oben, Übergang: Wischen. Szene 1: "Frisch geröstet". Szene 2: "Jeden Tag ab 8 Uhr".').document;
    expect(doc.scenes).toHaveLength(2);
    expect(doc.scenes.reduce((s, x) => s + x.duration, 0)).toBeCloseTo(10, 0);
    expect(layers(doc).find((l) => l.type === 'progress')).toMatchObject({ edge: 'top' });
    expect(doc.scenes[1]!.transition?.type).toMatch(/^wipe/);
    expect(all(doc)).toContain('Bohne');
  });

  it('keeps "balayage" a hair colour and a length said after the video', () => {
    expect(all(read('Prices: Cut £30, Balayage £120, Toner £25').document).join(' ')).toContain('Balayage');
    expect(read('Une vidéo de 20 secondes pour le salon').document.scenes.reduce((s, x) => s + x.duration, 0)).toBe(20);
  });
});

describe('a series named before calendar labels, after a colon', () => {
  it('titles the chart with the series and labels it by month', () => {
    const doc = read('Bar chart for the board: new signups Mar 40, Apr 65, May 90').document;
    const chart = layers(doc).find((l) => l.type === 'chart');
    expect(chart?.type === 'chart' && chart.data.map((d) => d.label)).toEqual(['Mar', 'Apr', 'May']);
    expect(all(doc).join(' | ')).toMatch(/new signups/i);
  });
});

describe('a length said after "each one" with "altogether" is the whole video\'s', () => {
  it('spreads fifteen seconds over three scenes', () => {
    const doc = read("three scenes first one says Open Day second one says Tours at 10 third one says Free parking crossfade between each one fifteen seconds altogether").document;
    expect(doc.scenes).toHaveLength(3);
    expect(doc.scenes.reduce((s, x) => s + x.duration, 0)).toBeCloseTo(15, 0);
  });
});

describe('more of the tool\'s words said abroad', () => {
  it.each([
    ['Voz masculina profunda que diga: "Bienvenidos a casa."', 'low'],
    ['Voce femminile profonda che dice: "Benvenuti."', 'low'],
  ])('a deep voice: %s', (prompt, pitch) => {
    expect(read(prompt).document.narration?.voice?.pitch).toBe(pitch);
  });

  it('reads captions word by word, a ground and sparkles said in Portuguese and Spanish', () => {
    const doc = read('Voz de mujer que lea: Tu nuevo hogar te espera. Con subtítulos palabra por palabra.').document;
    expect(doc.narration?.captionStyle).toBe('word');
    expect(doc.narration?.text).toBe('Tu nuevo hogar te espera.');
    const look = read('"Promoção de verão" quero brilhinhos e fundo azul').document;
    expect(layers(look).some((l) => l.type === 'particles' && l.kind === 'sparkles')).toBe(true);
    expect(all(look).join(' ')).not.toMatch(/fundo|brilhinhos/);
  });

  it('reads between scenes, a transition named after its noun and a name strap in Portuguese', () => {
    const doc = read('Cena 1: «Olá». Cena 2: apresenta o chef com uma barra de nome: Rui Sousa, Chef Executivo. Transições slide.').document;
    expect(layers(doc).some((l) => l.type === 'text' && l.role === 'name' && l.text === 'Rui Sousa')).toBe(true);
    expect(doc.scenes[1]!.transition?.type).toMatch(/^slide/);
    expect(all(doc).join(' ')).not.toMatch(/apresenta|barra/);
  });

  it('reads a part of a clip in German and a square in Polish', () => {
    const [video] = videos(read(`Reel aus ${clip}: nur von Sekunde 12 bis 30, ohne Ton.`).document);
    expect(video?.trim).toMatchObject({ from: 12, to: 30 });
    const square = read('krotki filmik 8 sekund, kwadratowy, napis "Serwis rowerowy"');
    expect(square.format?.aspect).toBe('square');
    expect(square.document.scenes.reduce((s, x) => s + x.duration, 0)).toBe(8);
  });

  it('does not read "die Stelle" as stars', () => {
    expect(layers(read(`${clip} nur die Stelle von Sekunde 2 bis 9`).document).some((l) => l.type === 'particles')).toBe(false);
  });
});

describe('a frame asked by where it is posted or with its ratio spaced', () => {
  it.each(['a video for my whatsapp status: "Eid Mubarak"', 'make a 9 16 video saying "Drop day"'])('%s', (prompt) => {
    expect(read(prompt).format?.aspect).toBe('portrait');
  });
  it('keeps "9 16 inch pizzas" as words', () => {
    expect(read('"We sold 9 16 inch pizzas"').format).toBeUndefined();
  });
});

describe('a URL ends where East Asian writing starts', () => {
  it('reads the picture and the quote after it', () => {
    const doc = read(`写真https://montage.example/api/v1/assets/ast_IMAGEaaaaaaaaaaaaaaaa/contentをゆっくりズームで。下に「醤油ラーメン 900円」と表示してください。`).document;
    expect(layers(doc).some((l) => l.type === 'media')).toBe(true);
    expect(all(doc)).toContain('醤油ラーメン 900円');
  });
});

describe('a later prompt that names the scene after what goes on it', () => {
  it.each([
    ["add 'Price reduced' on the first slide", 0],
    ["put 'Sold' on the second slide please", 1],
  ])('%s', (prompt, scene) => {
    const doc = edit('Three slides: "Welcome", "The kitchen", "Book a viewing".', prompt);
    expect(drawnStrings(doc)[scene]!.join(' ')).toMatch(/Price reduced|Sold/);
    expect(drawnStrings(doc).at(-1)!.join(' ')).not.toMatch(/Price reduced|Sold/);
  });
});

describe('a home or a street described in prose before the quoted texts', () => {
  it('shows the address and the line after it over the first picture', () => {
    const img = `https://montage.example/api/v1/assets/ast_IMAGEaaaaaaaaaaaaaaaa/content`;
    const doc = read(`Just listed. 2 bed flat, 9 Mill Lane, Otley. Offers over £210,000. Slideshow of ${img} ${img}. Final slide: 'Call us' button.`).document;
    expect(drawnStrings(doc)[0]!.join(' | ')).toMatch(/9 Mill Lane/);
    expect(drawnStrings(doc)[0]!.join(' | ')).toMatch(/£210,000/);
  });
});

describe('an item said to have gone up or down', () => {
  it('changes that item\'s price, not the first with the same last word', () => {
    const doc = edit('Menu: beef burger £9, veggie burger £8, fries £3', 'oh wait veggie burger went up to £8.50 can you change that');
    expect(lists(doc)[0]?.items).toEqual(['beef burger £9', 'veggie burger £8.50', 'fries £3']);
  });
});

describe('the name on a quote', () => {
  it.each(['change the name on the quote to Priya S.', "update the testimonial's credit to Priya S"])('%s', (prompt) => {
    const doc = edit('Quote: "Friendly and fast." - Priya, 29', prompt);
    expect(all(doc).join(' | ')).toMatch(/Priya S/);
    expect(all(doc).join(' | ')).not.toMatch(/29/);
  });
});

describe('edits said in French', () => {
  it('swaps two scenes named by their places and puts an hour instead of another', () => {
    const first = 'Trois scènes : 1) « Bienvenue » 2) « Ouvert de 8h à 18h » 3) « Café Lune »';
    const doc = edit(first, 'Finalement, inversez la deuxième et la troisième scène svp', 'et mettez 19h au lieu de 18h');
    expect(drawnStrings(doc).map((s) => s.join(' '))).toEqual(['Bienvenue', 'Café Lune', 'Ouvert de 8h à 19h']);
  });
});

// Rules read from w115 and w116 (written blind during the round, scored before any change for them).

describe('pictures side by side and before and after, said in Dutch and German', () => {
  const img = 'https://montage.example/api/v1/assets/ast_IMAGEaaaaaaaaaaaaaaaa/content';
  it('reads "naast elkaar" as a split', () => {
    const doc = read(`Tekst: 'Nieuw binnen'. Foto's ${img} en ${img} naast elkaar.`).document;
    expect(layers(doc).some((l) => l.type === 'layout')).toBe(true);
  });
  it('reads "Vorher: <a>, Nachher: <b>" as a before/after', () => {
    const doc = read(`Vorher/Nachher Video. Vorher: ${img}, Nachher: ${img}. Text oben: "Bad Familie Kuhn".`).document;
    const layout = layers(doc).find((l) => l.type === 'layout');
    expect(layout?.type === 'layout' && layout.arrangement).toBe('before-after');
  });
});

describe('a menu said in Spanish over a picture, with its price after the list', () => {
  it('lists the dishes and shows the price', () => {
    const img = 'https://montage.example/api/v1/assets/ast_IMAGEaaaaaaaaaaaaaaaa/content';
    const doc = read(`Menú del día jueves: Crema de calabaza, Lasaña de verduras, Fruta. Precio 11 €. usa la foto ${img} de fondo`).document;
    expect(lists(doc)[0]?.items).toEqual(['Crema de calabaza', 'Lasaña de verduras', 'Fruta']);
    expect(all(doc).join(' | ')).toContain('Precio 11 €');
  });
  it('reads "que una voz de mujer lo lea" as narration of the words on screen', () => {
    const doc = read('Menú del día: Sopa, Pollo, Flan. que una voz de mujer lo lea en español con subtítulos').document;
    expect(doc.narration?.voice?.gender).toBe('female');
    expect(doc.narration?.captions).toBe(true);
  });
});

describe('Polish: a narrator, balloons, a cheerful look, an hour', () => {
  it('reads them and draws none of their words', () => {
    const doc = read('Tytuł: „Dzień Dziecka”. Data: niedziela, 1 czerwca, godz. 10:00. Dużo kolorowych balonów! Lektor kobiecy po polsku czyta: „Zapraszamy wszystkich!” Styl wesoły.').document;
    expect(doc.narration?.voice?.gender).toBe('female');
    expect(layers(doc).some((l) => l.type === 'particles' && l.kind === 'balloons')).toBe(true);
    expect(doc.theme).toBe('playful');
    expect(all(doc).join(' | ')).toMatch(/10:00/);
    expect(all(doc).join(' | ')).not.toMatch(/balon|Lektor|Styl/i);
  });
});

describe('a scene\'s role label after its marker is no text', () => {
  it('draws the title without "Title:"', () => {
    const doc = read('Two scenes:\nScene 1 – Title: Spring Open Day\nScene 2 – Tours every hour').document;
    expect(drawnStrings(doc)[0]).toEqual(['Spring Open Day']);
  });
});

describe('"at end" typed without its article', () => {
  it('makes a last scene of the text', () => {
    const doc = read(`${clip} at 2x speed. text at end: HALO DETAILING - mini valet £20`).document;
    expect(drawnStrings(doc).at(-1)).toEqual(['HALO DETAILING - mini valet £20']);
  });
});

describe('the writer\'s purpose said in a sentence is not copy', () => {
  it('leaves "we want to show parents …" unshown', () => {
    const doc = read("We collected 300 coats and want to show families where they went. Donut chart: shelters 50%, schools 30%, clinics 20%. Title: 'Where the coats went'.").document;
    expect(all(doc).join(' | ')).not.toMatch(/want to show/);
  });
});

describe('a length said with how long it may be', () => {
  it.each(['"Open mic night". dont make it too long maybe 12 sec', '"Open mic night", keep it short, about 12s'])('%s', (prompt) => {
    expect(read(prompt).document.scenes.reduce((s, x) => s + x.duration, 0)).toBe(12);
  });
});

describe('a name set "TV style" is a lower third', () => {
  it('reads "my name underneath TV style: …"', () => {
    const img = 'https://montage.example/api/v1/assets/ast_IMAGEaaaaaaaaaaaaaaaa/content';
    const doc = read(`Use ${img} of me with my name underneath TV style: Ruth Okafor – Producer.`).document;
    expect(layers(doc).some((l) => l.type === 'text' && l.role === 'name' && l.text === 'Ruth Okafor')).toBe(true);
  });
});

describe('a card before a clip and a scene after it', () => {
  it('orders the title card, the clip and the last scene', () => {
    const doc = read(`speed up ${clip} 2x. title before it: 'Deploy in one command'. after it a scene with: make deploy`).document;
    expect(doc.scenes).toHaveLength(3);
    expect(drawnStrings(doc)[0]).toEqual(['Deploy in one command']);
    expect(drawnStrings(doc)[2]).toEqual(['make deploy']);
  });
});

// Rules read from w117 (written blind at the round's end, scored before any change for it).

describe('a date typed in lower case takes its capitals', () => {
  it('corrects the day and keeps the month capitalised', () => {
    const doc = edit("'Ava is 5!' then 'Saturday 7th June, 3pm, Ace Bowling'", 'oops its actualy sunday 8th june');
    expect(all(doc).join(' | ')).toContain('Sunday 8th June, 3pm');
  });
});

describe('one decoration swapped for another', () => {
  it.each([
    ['actually swap the snow for stars', 'snow', 'stars'],
    ['change the confetti to balloons', 'confetti', 'balloons'],
  ])('%s', (prompt, from, to) => {
    const doc = edit(`"Winter fair" with falling ${from}`, prompt);
    const kinds = layers(doc).flatMap((l) => (l.type === 'particles' ? [l.kind] : []));
    expect(kinds).toContain(to);
    expect(kinds).not.toContain(from);
  });
});

describe('the lit word said as a clause in Spanish, a grid in Portuguese', () => {
  it('lights the spoken word in the colour said', () => {
    const doc = read('Que una voz de mujer lea esto: "Hola a todos." Con subtítulos tipo karaoke y la palabra que se está diciendo en verde.').document;
    expect(doc.narration?.highlight).toBeDefined();
  });
  it('sets pictures "juntas em grade"', () => {
    const img = 'https://montage.example/api/v1/assets/ast_IMAGEaaaaaaaaaaaaaaaa/content';
    const doc = read(`mostra as fotos ${img} ${img} ${img} juntas em grade, escreve 'Promoção'`).document;
    const layout = layers(doc).find((l) => l.type === 'layout');
    expect(layout?.type === 'layout' && layout.arrangement).toBe('grid');
  });
});

describe('a new value asked instead of the old with no verb', () => {
  it('reads "bitte Samstag, 20. Juli statt 13. Juli"', () => {
    const doc = edit("Titel: 'Sommerfest'. Datum: Samstag, 13. Juli, ab 14 Uhr.", 'bitte Samstag, 20. Juli statt 13. Juli');
    expect(all(doc).join(' | ')).toMatch(/Samstag, 20\.? Juli/);
    expect(all(doc).join(' | ')).not.toMatch(/13\.? Juli|Samstag, Samstag/);
  });
});

describe('the ground, the letters and a minimal look said in Japanese', () => {
  it('reads them and draws none of them', () => {
    const doc = read('タイトルは「春の茶会」。背景は白、文字は黒でお願いします。ミニマルなスタイル。').document;
    expect(doc.theme).toBe('minimal');
    expect(all(doc)).toContain('春の茶会');
    expect(all(doc).join(' ')).not.toMatch(/背景|文字/);
  });
});

describe('"text <words>" right after a clip, and "then" inside a numbered scene', () => {
  it('draws the words after "text"', () => {
    expect(all(read(`${clip} text Big Sale`).document)).toEqual(['Big Sale']);
    expect(all(read(`${clip}, text across the top TRICK SHOT`).document)).toEqual(['TRICK SHOT']);
  });
  it('keeps a numbered scene whole', () => {
    const doc = read("Scene 1: 'Welcome back'. Scene 2: Heading 'Key dates' and then these dates one at a time: Mon 1 Sept, Fri 5 Sept, Thu 9 Oct. Scene 3: 'See you soon'.").document;
    expect(doc.scenes).toHaveLength(3);
    expect(drawnStrings(doc)[1]!.join(' | ')).toMatch(/Key dates/);
  });
});

// Rules read from w118 (written blind at the round's end, scored before any change for it).

describe('a before/after hyphenated, a name strip called by whose it is, shapes and decorations in Japanese and Arabic', () => {
  const img = 'https://montage.example/api/v1/assets/ast_IMAGEaaaaaaaaaaaaaaaa/content';
  it('reads "Vorher-Nachher-Video"', () => {
    const layout = layers(read(`Vorher-Nachher-Video: links ${img} (vorher), rechts ${img} (nachher). Oben „Bad renoviert“.`).document).find((l) => l.type === 'layout');
    expect(layout?.type === 'layout' && layout.arrangement).toBe('before-after');
  });
  it('reads "agent strip at bottom: …" as a lower third', () => {
    const doc = read(`grid of these 4: ${img} ${img} ${img} ${img}. agent strip at bottom: Sam Reid, Harbour Homes`).document;
    expect(layers(doc).some((l) => l.type === 'text' && l.role === 'name' && l.text === 'Sam Reid')).toBe(true);
  });
  it.each([
    ['夏祭りの動画。縦長で。タイトル「夏祭り」。最後に花火のエフェクトを入れてください。', 'fireworks'],
    ['أريد فيديو عمودي. العنوان: «إفطار جماعي». أضف نجوم متلألئة في الخلفية.', 'stars'],
  ])('%s', (prompt, kind) => {
    const result = read(prompt);
    expect(result.format?.aspect).toBe('portrait');
    expect(layers(result.document).some((l) => l.type === 'particles' && l.kind === kind)).toBe(true);
  });
});
