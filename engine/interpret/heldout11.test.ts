import { describe, expect, it } from '@jest/globals';
import type { SceneDocument } from '../../model/scene-document.js';
import { drawnStrings } from '../scene/drawn-strings.js';
import { interpretPrompt } from './index.js';
import { ctx, layersOf, read, VID } from './testing.js';
import type { InterpretContext, KnownAsset } from './types.js';

const all = (doc: SceneDocument) => drawnStrings(doc).flat();
const textsOfScene = (doc: SceneDocument, i: number) => drawnStrings({ ...doc, scenes: [doc.scenes[i]!] }).flat();
const lower = (doc: SceneDocument) => all(doc).map((t) => t.toLowerCase());
const A = 'ast_PHOTOaaaaaaaaaaaaaaaa';
const B = 'ast_PHOTObbbbbbbbbbbbbbbb';
const C = 'ast_PHOTOcccccccccccccccc';
const two: InterpretContext = { ...ctx, assets: new Map<string, KnownAsset>([...ctx.assets, ...[A, B, C].map((id) => [id, { id, kind: 'image', ready: true }] as [string, KnownAsset])]) };
const urlOf = (id: string) => `https://montage.example/api/v1/assets/${id}/content`;
const VID_URL = urlOf(VID);
const withPhotos = (prompt: string) => interpretPrompt(undefined, prompt.replace('{a}', urlOf(A)).replace('{b}', urlOf(B)).replace('{c}', urlOf(C)), two);

/*
 * Rules read from the w40 and w41 blind batches (docs/prompt-generalisation.md, "Twelfth round"), each tested in
 * phrasings of my own, including ones that must not trigger them.
 */

describe('a lower-case prompt: the words after a lead that puts them on screen are shown', () => {
  it.each([
    ['quick promo for the book sale please put the title summer book sale and make the background yellow', 'summer book sale', ['yellow']],
    ['slideshow of the allotment and at the start put welcome to plot 12 and maybe some leaves falling', 'welcome to plot 12', ['maybe', 'leaves']],
    ['party video confetti please text we are moving house and then new address from june', 'we are moving house', ['please']],
    ['our bakery put fresh bagels daily at the bottom and make it square', 'fresh bagels daily', ['bottom', 'square']],
  ])('%s', (prompt, shown, hidden) => {
    const texts = lower(read(prompt).document);
    expect(texts).toContain(shown);
    for (const word of hidden) expect(texts.join(' ')).not.toContain(word);
  });

  it('a look said after the lead is no text ("put the title in bold")', () => {
    expect(lower(read('a video for the fete put the title in bold please').document).join(' ')).not.toMatch(/bold/);
  });
});

describe('a smaller line said with where it goes, then its words', () => {
  it.each([
    ['Poster for the gig: text on top Live at the Crown and smaller at the bottom doors 8pm', ['Live at the Crown', 'doors 8pm']],
    ['Text up top Spring Clearance and small underneath everything half price', ['Spring Clearance', 'everything half price']],
  ])('%s', (prompt, shown) => {
    const doc = read(prompt).document;
    expect(all(doc).map((t) => t.toLowerCase())).toEqual(expect.arrayContaining(shown.map((t) => t.toLowerCase())));
    expect(all(doc).join(' ')).not.toMatch(/smaller|small underneath/);
  });
});

describe('the verb that asks for a shape goes with it', () => {
  it.each([
    ['and then last orders at eleven make it vertical', 'portrait'],
    ['then see you there do this in square', 'square'],
  ])('%s', (prompt, aspect) => {
    const result = read(`“Quiz night” ${prompt}`);
    expect(result.format?.aspect).toBe(aspect);
    expect(all(result.document).join(' ')).not.toMatch(/\b(?:make it|do this)\b/i);
  });
});

describe('words in capitals after "then", set big in the middle, are a scene\'s title', () => {
  it.each([
    ['a countdown from 5 then GRAND OPENING big in the middle, then "Saturday 10am"', 'GRAND OPENING'],
    ['Logo first, then SALE huge in the centre.', 'SALE'],
  ])('%s', (prompt, title) => {
    const doc = read(prompt).document;
    expect(doc.scenes.some((s) => s.layers.some((l) => l.type === 'text' && l.role === 'heading' && l.text === title))).toBe(true);
    expect(all(doc).join(' ')).not.toMatch(/big|huge|middle|centre/i);
  });
});

describe('"stars" said as an item of a list of looks are twinkling stars', () => {
  it.each(['"Open mic night". retro style, stars, upbeat.', '"Stargazing club"; dark blue, stars; square'])('%s', (prompt) => {
    expect(read(prompt).document.scenes.some((s) => s.layers.some((l) => l.type === 'particles' && l.kind === 'stars'))).toBe(true);
  });
  it('a rating is no decoration', () => {
    expect(read('"Rated by our guests", 4.9 stars, thank you').document.scenes.every((s) => s.layers.every((l) => l.type !== 'particles'))).toBe(true);
  });
});

describe('two labels said unquoted in capitals are the pictures\' labels', () => {
  it.each([
    ['{a} and {b} side by side, small labels RAW and EDITED over each one', ['RAW', 'EDITED']],
    ['split screen {a} {b} with labels Day One and Day Two on them', ['Day One', 'Day Two']],
  ])('%s', (prompt, labels) => {
    const doc = withPhotos(prompt).document;
    expect(layersOf(doc, 0, 'layout')[0]?.cells.map((c) => c.label)).toEqual(labels);
  });
});

describe('a form\'s label before a lower third\'s line is not shown', () => {
  it.each([
    ['Add a name strip: Ana Ruiz, role: Head Chef', 'Ana Ruiz', 'Head Chef'],
    ['lower third: Name: Tom Becker, Title - Site Manager', 'Tom Becker', 'Site Manager'],
  ])('%s', (prompt, name, role) => {
    const doc = read(prompt).document;
    expect(layersOf(doc, 0, 'text').filter((l) => l.role === 'name').map((l) => l.text)).toEqual([name]);
    expect(layersOf(doc, 0, 'text').filter((l) => l.role === 'role').map((l) => l.text)).toEqual([role]);
  });
  it('a name strip reading one quote, with another underneath, is the name and its role', () => {
    const doc = read('a name strip reading "Dr Lena Park" and underneath "Head of Radiology"').document;
    expect(layersOf(doc, 0, 'text').map((l) => `${l.role}=${l.text}`)).toEqual(['name=Dr Lena Park', 'role=Head of Radiology']);
  });
});

describe('a numbered scene that only speaks', () => {
  it.each([
    ['Scene 1: "Welcome". Scene 2: a calm male voice reads: "Doors open at nine."'],
    ['Slide 1: "Menu". Slide 2: an older woman says: "Everything is homemade."'],
  ])('%s', (prompt) => {
    const result = read(prompt);
    expect(result.document.scenes).toHaveLength(2);
    expect(result.document.narration).toBeDefined();
    expect(all(result.document).join(' ')).not.toMatch(/voice|woman|reads|says/i);
  });
});

describe('where the video will play is no text', () => {
  it.each(['"Flu jabs this week". No music, it will play in the waiting room.', '"Welcome" - this goes on the lobby TV.', '"Happy hour 5-7". The video will be shown above the bar.'])('%s', (prompt) => {
    expect(all(read(prompt).document)).toHaveLength(1);
  });
});

describe('two addresses pasted with nothing between them are two pictures', () => {
  it.each(['{a}{b} side by side', 'a grid of {a}{b}'])('%s', (prompt) => {
    const doc = withPhotos(prompt).document;
    expect(layersOf(doc, 0, 'layout')[0]?.cells.map((c) => c.assetId)).toEqual([A, B]);
  });
});

describe('a day or a month after a quote and a dash is its date, not its author', () => {
  it.each([
    ['"Summer Fair on the Common" – Sunday 3 August, 11am–5pm', 'Sunday 3 August, 11am–5pm'],
    ['"Open Studios Weekend" — March 14-15', 'March 14-15'],
  ])('%s', (prompt, date) => {
    const doc = read(prompt).document;
    expect(doc.scenes[0]!.layers.some((l) => l.type === 'text' && l.role === 'attribution')).toBe(false);
    expect(all(doc)).toContain(date);
  });
  it('a name after the dash is still the author', () => {
    const doc = read('"Be kind whenever possible." – Dalai Lama').document;
    expect(doc.scenes[0]!.layers.find((l) => l.type === 'text' && l.role === 'attribution')).toMatchObject({ text: 'Dalai Lama' });
  });
  it('and the date can then be changed by saying the new one', () => {
    const doc = read('make it Sunday 10 August', read('"Summer Fair on the Common" – Sunday 3 August, 11am–5pm').document).document;
    expect(all(doc).join(' ')).toContain('Sunday 10 August');
    expect(all(doc).join(' ')).not.toContain('3 August');
  });
});

describe('pictures listed as the scenes announced, and words said on them by their place', () => {
  it.each([
    ['3 scenes: {a}, {b}, {c}, 3 seconds each, dissolving into each other. First one says "Hello", last one says "Goodbye".', ['Hello', '', 'Goodbye']],
    ['two slides: {a} and {b}. The second photo reads "See you soon".', ['', 'See you soon']],
  ])('%s', (prompt, texts) => {
    const doc = withPhotos(prompt).document;
    expect(doc.scenes.map((s) => s.layers.filter((l) => l.type === 'text').map((l) => (l as { text: string }).text).join(' '))).toEqual(texts);
    expect(doc.scenes.every((s) => s.layers.some((l) => l.type === 'media'))).toBe(true);
  });
});

describe('a later scene said to hold the logo alone is an end card', () => {
  const logos = (doc: SceneDocument) => doc.scenes.map((s) => s.layers.filter((l) => l.type === 'logo').map((l) => (l as { placement: string }).placement).join());
  it.each([
    ['"Spring menu is here". Then wipe to a final scene with just our logo {a}.'],
    ['"Open all weekend", then an end card with the logo {a}'],
    ['"Thanks for watching". Last slide: only my logo {a}'],
  ])('%s', (prompt) => {
    const result = withPhotos(prompt);
    expect(logos(result.document)).toEqual(['', 'center']);
    expect(result.summary).toMatch(/2\) logo ast_PHOTOa+ \(centre\)/);
  });
  it('a logo said with other things stays every scene\'s corner mark', () => {
    expect(logos(withPhotos('"Open all weekend", then "See you there" with our logo {a}').document)).toEqual(['top-right', 'top-right']);
  });
});

describe('dictated narration runs on into a request with no "and" before it', () => {
  it.each([
    ['a calm male voice saying hello everyone and welcome to the class use a pale blue background', 'Hello everyone and welcome to the class', /blue|background/i],
    ['narrator saying thanks for coming see you next week and no music please', 'Thanks for coming see you next week', /music/i],
  ])('%s', (prompt, spoken, notSpoken) => {
    const text = read(prompt).document.narration?.text ?? '';
    expect(text).toBe(spoken);
    expect(text).not.toMatch(notSpoken);
  });
  it('a script that asks its listener to use something keeps it', () => {
    expect(read('a voice saying grab a mat and use a soft towel under your knees').document.narration?.text).toMatch(/soft towel under your knees$/);
  });
});

describe('unquoted words said to go on screen end where "on screen" is said', () => {
  it('with the words … on screen and a voice …', () => {
    const doc = read('with the words slow down and rest on screen and a deep voice saying take your time').document;
    expect(all(doc)).toEqual(['slow down and rest']);
  });
});

describe('a scene that asks for the title beside another fact shows the video\'s name', () => {
  it.each([
    ['We need a promo for Harbour Jazz Fest 2026 (2-4 July, Whitby). Three scenes:\n(1) the title and dates\n(2) "Tickets from £25"\n(3) "harbourjazz.uk"', 'Harbour Jazz Fest 2026', '2-4 July'],
    ['Video for the Riverside Book Fair on 12 October. 2 slides. Slide 1: the name and the date. Slide 2: "Free entry"', 'Riverside Book Fair', '12 October'],
  ])('%s', (prompt, name, date) => {
    const doc = read(prompt).document;
    expect(textsOfScene(doc, 0)).toEqual([name, date]);
    expect(all(doc).join(' ')).not.toMatch(/the title|the name/i);
  });
  it('a title asked for alone is left to its readers', () => {
    expect(all(read('Open Day 2026. Two slides. Slide 1: the title in pink. Slide 2: "Welcome"').document).join(' ')).not.toMatch(/Open Day 2026.*Open Day 2026/);
  });
});

/* Rules read from the w42 blind batch. */

describe('a full stop said aloud never breaks an address', () => {
  it('dictated marks beside a web address and a picture', () => {
    const result = withPhotos('photo {a} with the words open today full stop and then visit acme.com');
    expect(result.document.scenes.some((s) => s.layers.some((l) => l.type === 'media' && l.assetId === A))).toBe(true);
    expect(result.summary).not.toMatch(/ignored/);
  });
});

describe('a business name said in a lower-case prompt, even when it opens with a colour word', () => {
  it.each([
    ['and then my company name green thumb landscaping and my number 07911 456789', 'green thumb landscaping'],
    ['our shop name is red door books', 'red door books'],
  ])('%s', (prompt, name) => {
    expect(lower(read(prompt).document)).toContain(name);
  });
});

describe('the tool\'s nouns in other languages', () => {
  it.each(['Y al final un botón "Reserva ahora"', 'Et à la fin un bouton "Réservez"', 'Am Ende ein Button "Jetzt buchen"'])('%s', (prompt) => {
    const doc = read(prompt).document;
    expect(doc.scenes.flatMap((s) => s.layers).some((l) => l.type === 'button')).toBe(true);
    expect(all(doc).join(' ')).not.toMatch(/final|fin\b|Ende/);
  });
});

describe('a list of dates keeps an item\'s own dash, and its title drops "list of"', () => {
  it('Scene 2: List of key dates: …', () => {
    const doc = read("Scene 1: 'Term dates'\nScene 2: List of key dates: Sports day 3 July, Half term 26 - 30 May, Prize giving 18 July\nScene 3: 'See you there'").document;
    expect(layersOf(doc, 1, 'list')[0]?.items).toEqual(['Sports day 3 July', 'Half term 26 - 30 May', 'Prize giving 18 July']);
    expect(textsOfScene(doc, 1)).toContain('Key dates');
  });
});

describe('a sign-off on the last line of a brief that quoted its texts is not shown', () => {
  it.each(['"Open evening Thursday"\nThanks, Dave', "'Book club at 7'\nThank you, Mrs Patel", '"Summer menu"\nCheers, Dr Okafor'])('%s', (prompt) => {
    expect(all(read(prompt).document)).toHaveLength(1);
  });
});

describe('a name and a role said before "as a lower third"', () => {
  it.each([
    ['put my name Sarah Collins and Senior Negotiator as a lower third', 'Sarah Collins', 'Senior Negotiator'],
    ['with the text Tom Reid, Head Brewer as a lower third', 'Tom Reid', 'Head Brewer'],
  ])('%s', (prompt, name, role) => {
    const doc = read(prompt).document;
    expect(layersOf(doc, 0, 'text').map((l) => `${l.role}=${l.text}`)).toEqual([`name=${name}`, `role=${role}`]);
  });
  it('two first names joined by "and" stay one name', () => {
    expect(layersOf(read('"Ben and Holly" as a lower third').document, 0, 'text').map((l) => l.text)).toEqual(['Ben and Holly']);
  });
});

describe('scenes numbered in brackets, one a line', () => {
  it('(1) … (2) … (3) …, with a numbered list inside the second', () => {
    const doc = read("(1) Title: 'Road closures'\n(2) Numbered list: 1. High St 2. Mill Lane 3. Bridge Rd\n(3) 'Plan ahead'").document;
    expect(doc.scenes).toHaveLength(3);
    expect(layersOf(doc, 1, 'list')[0]?.items).toEqual(['High St', 'Mill Lane', 'Bridge Rd']);
    expect(textsOfScene(doc, 2)).toEqual(['Plan ahead']);
  });
});

describe('an edge of a range changed by its name', () => {
  it.each([
    ["'Exhibition 3 March – 30 June'", 'please change the closing date to 14 July', 'Exhibition 3 March – 14 July'],
    ["'Open Mon 9am - 5pm'", 'make the start time 10am', 'Open Mon 10am - 5pm'],
    ["'Sale 1 May – 9 May'", 'the end date should be 12 May', 'Sale 1 May – 12 May'],
  ])('%s, then %s', (first, then, shown) => {
    expect(all(read(then, read(first).document).document)).toEqual([shown]);
  });
});

describe('a quote card with its author after a dash and "attributed to"', () => {
  it('quote card — "…" — attributed to …', () => {
    const doc = read('then a quote card — "Less is more." — attributed to Mies van der Rohe').document;
    expect(layersOf(doc, 0, 'text').map((l) => `${l.role}=${l.text}`)).toEqual(['quote=Less is more.', 'attribution=Mies van der Rohe']);
  });
});

/* Rules read from the w43 blind batch. */

describe('chart labels in any alphabet', () => {
  it('bar chart: Les Quizérables 398, Zürich Zebras 371, Ñandú 355', () => {
    const doc = read('bar chart: Les Quizérables 398, Zürich Zebras 371, Ñandú 355').document;
    expect(layersOf(doc, 0, 'chart')[0]?.data.map((d) => d.label)).toEqual(['Les Quizérables', 'Zürich Zebras', 'Ñandú']);
  });
});

describe('a lower third "with my name …"', () => {
  it.each(['Lower third with my name Jake Morris, Personal Trainer.', 'name strap with her name Dr Ana Silva, Dentist'])('%s', (prompt) => {
    const texts = layersOf(read(prompt).document, 0, 'text');
    expect(texts.map((l) => l.role)).toEqual(['name', 'role']);
    expect(texts[0]!.text).not.toMatch(/name/i);
  });
});

describe('words of other languages for the look and the writer', () => {
  it('"Stile retro", "estilo minimal"', () => {
    expect(read('"Miscela Nonna". Stile retro, grazie').document.theme).toBe('retro');
    expect(read('"Clases de yoga". estilo minimal').document.theme).toBe('minimal');
  });
  it('"Hola, I am director of a school in Valencia" introduces the writer', () => {
    expect(all(read('Hola, I am director of a academia in Valencia. The text is: "Matrícula abierta".').document)).toEqual(['Matrícula abierta']);
  });
});

describe('a business\'s name said as "the name of the school …", to where the part is said', () => {
  it('the name of the school English Corner Valencia in the first part', () => {
    const doc = read('"Clases abiertas". And the name of the school English Corner Valencia in the first part.').document;
    expect(all(doc)).toContain('English Corner Valencia');
    expect(all(doc).join(' ')).not.toMatch(/first part/);
  });
});

describe('a look said with what it matches is no text', () => {
  it.each(['"Open day". Colours blue and yellow like our logo.', '"Open day". Navy and gold to match the website.'])('%s', (prompt) => {
    expect(all(read(prompt).document)).toEqual(['Open day']);
  });
});

describe('slides that slide across from one to the next', () => {
  it('a slide transition', () => {
    const doc = read('"One", then "Two". Could the slides slide across from one to the next?').document;
    expect(doc.scenes[1]!.transition?.type).toMatch(/^slide/);
  });
});

describe('a style said after its noun, and a complaint that is no style', () => {
  it('"too loud" with "Stile retro"', () => {
    expect(read('"Roast day". No sound of the machine (too loud!). Stile retro.').document.theme).toBe('retro');
  });
  it('"style: minimal"', () => {
    expect(read('"Open studio". style: minimal').document.theme).toBe('minimal');
  });
});

describe('a number said with a button and no title is a line at the foot', () => {
  it('a button saying … and our number …', () => {
    const doc = read('then a button at the end saying Get a free quote and our number 07700 900123').document;
    const last = doc.scenes.at(-1)!;
    expect(last.layers.some((l) => l.type === 'button')).toBe(true);
    expect(last.layers.find((l) => l.type === 'text' && l.text.includes('07700 900123'))).toMatchObject({ placement: 'bottom' });
  });
});

describe('a length in brackets right after a clip is the clip\'s', () => {
  it('{clip} (me explaining, 45 sec) plays all the way through', () => {
    const doc = read(`${VID_URL} (me explaining brake pads, 45 sec, keep my voice) plays all the way through. Then "Call us".`).document;
    expect(doc.scenes.length).toBe(2);
    expect(doc.scenes[1]!.duration).toBeLessThan(10);
  });
});

describe('a chart\'s values after the word "values", labelled by a range said after them', () => {
  it.each([
    ['Line chart: growth of our E. coli strain over 5 days, values 2, 5, 11, 24, 40 (thousand cells/ml), x axis Day 1 to Day 5.', ['Day 1', 'Day 2', 'Day 3', 'Day 4', 'Day 5']],
    ['bar chart of attendance, numbers 40, 52, 61 for Week 1 to Week 3', ['Week 1', 'Week 2', 'Week 3']],
  ])('%s', (prompt, labels) => {
    expect(layersOf(read(prompt).document, 0, 'chart')[0]?.data.map((d) => d.label)).toEqual(labels);
  });
});

describe('how a title comes in, said between it and its colon', () => {
  it('Title typing in like a typewriter: …', () => {
    expect(all(read('Title typing in like a typewriter: Quiz Night at The Red Lion. Retro look.').document)).toEqual(['Quiz Night at The Red Lion']);
  });
  it('"Two title slides:" is a count, not a title coming in', () => {
    expect(all(read('Two title slides: Congratulations, Class of 2025 and School of Nursing & Midwifery.').document).join(' ')).not.toMatch(/slides/);
  });
});

describe('an item named with the list\'s own noun', () => {
  it('swap Music and Sport round', () => {
    const doc = read('swap Music and Sport round in the list', read('a numbered list of the rounds: General Knowledge, Music, Picture Round, Sport').document).document;
    expect(layersOf(doc, 0, 'list')[0]?.items).toEqual(['General Knowledge', 'Sport', 'Picture Round', 'Music']);
  });
});

describe('the venue said after the date in the lead, asked for with the date', () => {
  it('Scene 1: title … with the date and venue under it', () => {
    const doc = read("Opening video for PyDay 2026, 9 May, Leeds Town Hall. Scene 1: title PyDay 2026 with the date and venue under it. Scene 2: 'See you there'.").document;
    expect(textsOfScene(doc, 0)).toEqual(['PyDay 2026', '9 May · Leeds Town Hall']);
  });
});

/* Rules read from the w44 blind batch. */

describe('thanks in English and another language closing the prompt', () => {
  it.each(['"Irasshaimase!" Thank you, yoroshiku onegaishimasu.', '"Aula grátis!" Thanks, obrigada!!'])('%s', (prompt) => {
    expect(all(read(prompt).document)).toHaveLength(1);
  });
});

describe('a new value ends where a request the other readers took starts', () => {
  it('change BIAB to £32 and make it square', () => {
    const doc = read('can you change BIAB to £32 and make it square', read('List: Gel manicure £25, BIAB £35, Pedicure £30.').document).document;
    expect(layersOf(doc, 0, 'list')[0]?.items).toEqual(['Gel manicure £25', 'BIAB £32', 'Pedicure £30']);
  });
});

describe('words in capitals after "text" are copy, a decoration word among them too', () => {
  it.each([
    ['before/after {a} {b} bold style text SPARKLE AUTO WASH full valet £35', 'SPARKLE AUTO WASH full valet £35', false],
    ['4 pics {a} {b} in a grid, big bold text COUNTY CUP CHAMPIONS and fireworks', 'COUNTY CUP CHAMPIONS', true],
  ])('%s', (prompt, shown, particles) => {
    const doc = withPhotos(prompt).document;
    expect(all(doc)).toContain(shown);
    expect(doc.scenes.some((s) => s.layers.some((l) => l.type === 'particles'))).toBe(particles);
  });
});

describe('facts asked by kind keep their kind word whole', () => {
  it('"address + price" still reads the address', () => {
    const doc = read("Listing reel - 12 Ocean Road, Bondi. Offers over $1.9M.\nScene 1: address + price.\nScene 2: 'Book a viewing'.").document;
    expect(textsOfScene(doc, 0)).toEqual(['12 Ocean Road, Bondi', 'Offers over $1.9M']);
  });
});

describe('what an edit names, on the scene it says', () => {
  it('change the price on the last one', () => {
    const doc = read('change the price on the last one to €18/hour', read('Three slides:\n1) "Welcome"\n2) "Lunch £5"\n3) "Rooms from €20/hour"').document).document;
    expect(doc.scenes.map((s) => all({ ...doc, scenes: [s] }).join())).toEqual(['Welcome', 'Lunch £5', 'Rooms from €18/hour']);
  });
});

describe('a list\'s lines end where the closing scene is said', () => {
  it('… and in the end "…"', () => {
    const doc = read('Show the class schedule in this order:\nSamba – Monday 7pm\nForró – Wednesday 8pm\nZouk – Friday 7.30pm\nand in the end "First class free!"').document;
    expect(layersOf(doc, 0, 'list')[0]?.items).toEqual(['Samba – Monday 7pm', 'Forró – Wednesday 8pm', 'Zouk – Friday 7.30pm']);
    expect(textsOfScene(doc, 0)).not.toContain('Schedule in this order');
    expect(textsOfScene(doc, doc.scenes.length - 1)).toEqual(['First class free!']);
  });
  it('a button at the end keeps its words', () => {
    const doc = read('text Whiter smile in 1 hour. button at the end Book at Smile Studio').document;
    expect(doc.scenes.flatMap((s) => s.layers).find((l) => l.type === 'button')).toMatchObject({ text: 'Book at Smile Studio' });
  });
});

/* Rules read from the w45 blind batch. */

describe('a price or a date changed by saying what happened to it', () => {
  it.each([
    ["'14 Elm Grove' and '£325,000'", "vendor's dropped the price to £315,000, can you change it", '£315,000'],
    ["'Pączki z różą – £1.80'", 'price is change, now £2.00 for one pączek. please fix', 'Pączki z różą – £2.00'],
    ["'Open mic' and 'Tickets £8'", 'we reduced the price to £6', 'Tickets £6'],
  ])('%s, then %s', (first, then, shown) => {
    expect(all(read(then, read(first).document).document)).toContain(shown);
  });
});

describe('a lower third\'s role said "under it"', () => {
  it.each([
    ['name strip at the bottom: Emily Carter, and under it Grade 5, Chopin Nocturne in E minor', 'Emily Carter', 'Grade 5, Chopin Nocturne in E minor'],
    ['put a name bar on it saying Dave Okafor and underneath DVSA approved driving instructor', 'Dave Okafor', 'DVSA approved driving instructor'],
  ])('%s', (prompt, name, role) => {
    expect(layersOf(read(prompt).document, 0, 'text').map((l) => `${l.role}=${l.text}`)).toEqual([`name=${name}`, `role=${role}`]);
  });
});
