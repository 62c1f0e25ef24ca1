import { describe, expect, it } from '@jest/globals';
import type { SceneDocument } from '../../model/scene-document.js';
import { drawnStrings } from '../scene/drawn-strings.js';
import { interpretPrompt } from './index.js';
import { AUD, ctx, read } from './testing.js';
import type { InterpretContext, KnownAsset } from './types.js';

const all = (doc: SceneDocument) => drawnStrings(doc).flat();
const edited = (first: string, then: string) => read(then, read(first).document);

/** Two different pictures: a before/after needs two uploads, not one said twice. */
const A = 'ast_PHOTOaaaaaaaaaaaaaaaa';
const B = 'ast_PHOTObbbbbbbbbbbbbbbb';
const two: InterpretContext = { ...ctx, assets: new Map<string, KnownAsset>([...ctx.assets, [A, { id: A, kind: 'image', ready: true }], [B, { id: B, kind: 'image', ready: true }]]) };
const urlOf = (id: string) => `https://montage.example/api/v1/assets/${id}/content`;
const withPhotos = (prompt: string) => interpretPrompt(undefined, prompt.replace('{a}', urlOf(A)).replace('{b}', urlOf(B)), two);
const layouts = (doc: SceneDocument) => doc.scenes.flatMap((s) => s.layers.flatMap((l) => (l.type === 'layout' ? [l.arrangement] : [])));

/*
 * Rules read from the w36 blind batch (docs/prompt-generalisation.md, "Eleventh round"), each tested in phrasings of
 * my own, including ones that must not trigger it.
 */

describe('numbered scenes make the words before them the video’s name, not a scene', () => {
  it.each([
    ["Bloom Florist. Scene 1: 'Fresh every morning'. Scene 2: 'Open 8 till 6'.", ['Fresh every morning', 'Open 8 till 6']],
    ["Riverside Runners spring update\nSlide 1: 'New routes'\nSlide 2: 'Sunday 9am'\nSlide 3: 'All welcome'", ['New routes', 'Sunday 9am', 'All welcome']],
    ["Year in numbers. First a counter up to 1,200 with 'trees planted' under it. Second slide: 'Thank you all'.", null],
    ["Harbour Café - winter menu. 2 slides, fade between them.\n1) 'Soup of the day £4'\n2) 'Hot chocolate £3'", ['Soup of the day £4', 'Hot chocolate £3']],
  ])('%s', (prompt, shown) => {
    const result = read(prompt);
    const name = prompt.split(/[.\n]/)[0]!.trim();
    expect(all(result.document)).not.toContain(name);
    expect(result.summary).toContain(`"${name}" is read as the video's name`);
    if (shown) expect(result.document.scenes.map((s) => all({ ...result.document, scenes: [s] }).join(' / '))).toEqual(shown);
    else expect(result.document.scenes).toHaveLength(2);
  });

  it('a lead with content of its own still opens the video', () => {
    const doc = read("'Grand Opening' over a confetti burst. Scene 2: 'Doors at 10'. Scene 3: 'Free coffee'.").document;
    expect(all(doc)).toContain('Grand Opening');
  });

  it('scenes that are not numbered from one keep the lead as their opening title', () => {
    const doc = read("Bloom Florist. Then 'Fresh every morning', then 'Open 8 till 6'.").document;
    expect(all(doc)).toContain('Bloom Florist');
  });

  it('in an edit, the words before numbered scenes are not reported as a name', () => {
    expect(edited("Scene 1: 'A day out'. Scene 2: 'See you'.", "Sorry. Scene 1: 'A day in'. Scene 2: 'Bye'.").summary).not.toContain("video's name");
  });
});

describe('"before <a> and after <b>" pairs the pictures as a before/after', () => {
  it.each([
    'Here is the lawn before {a} and after {b}, can you show them as a before and after?',
    'The kitchen before {a}, after {b}.',
    "Our garden before {a} and after {b} with 'Makeover' on top",
    'Scene 1: before and after of the van - {a} is before, {b} is after. Scene 2: \'Book now\'.',
  ])('%s', (prompt) => {
    expect(layouts(withPhotos(prompt).document)).toEqual(['before-after']);
  });

  it('"after" between two pictures without a "before" still moves to the next scene', () => {
    expect(layouts(withPhotos('Show {a} and after {b}.').document)).toEqual([]);
  });

  it('"before and after of X" after a scene marker is no text to draw', () => {
    expect(all(withPhotos("Scene 1: before and after of the Audi - {a} is before, {b} is after. Scene 2: 'Bye'.").document).join(' ')).not.toMatch(/Audi/);
  });
});

describe('a phone number is a value of its own kind when corrected', () => {
  it.each([
    ["'Leaks fixed' then 'Call (02) 9555 0187'", 'on the last slide change the number to (02) 9555 0199', 'Call (02) 9555 0199'],
    ["'Leaks fixed' then 'Call Dave on 07700 900123'", 'change the phone number to 07700 900124', 'Call Dave on 07700 900124'],
    ["'Leaks fixed' then 'Text us: +44 20 7946 0018'", 'wrong number, it’s +44 20 7946 0019', 'Text us: +44 20 7946 0019'],
  ])('%s / %s', (first, then, expected) => {
    const shown = all(edited(first, then).document);
    expect(shown).toContain(expected);
    expect(shown).toContain('Leaks fixed');
  });

  it('a price on the same slide is left alone', () => {
    expect(all(edited("'From £40 - call 07700 900123'", 'change the number to 07700 900999').document)).toContain('From £40 - call 07700 900999');
  });
});

describe('contractions typed with a curly apostrophe read as typed on a computer', () => {
  it.each([
    ["'Open late' then 'Tickets £8'", 'wrong price, it’s £9', 'Tickets £9'],
    ["'Open late' then 'Doors 7pm'", 'that’s wrong, it should be 8pm', 'Doors 8pm'],
  ])('%s / %s', (first, then, expected) => {
    expect(all(edited(first, then).document)).toContain(expected);
  });

  it('a name’s possessive keeps its mark', () => {
    expect(all(read('Show Mother’s Day bouquets from $25 on screen').document).join(' ')).toContain('Mother’s Day');
  });
});

describe('music asked quiet after its upload keeps the upload as the soundtrack', () => {
  it.each(["'A' then 'B'. My song {a} quietly underneath.", "'A' then 'B', with my track {a} playing softly"])('%s', (prompt) => {
    const doc = interpretPrompt(undefined, prompt.replace('{a}', `https://montage.example/api/v1/assets/${AUD}/content`), ctx).document;
    expect(doc.soundtrack?.assetId).toBe(AUD);
    expect(doc.soundtrack?.volume ?? 0).toBeLessThan(0);
  });
});

describe('a list described before its lines, with how they arrive after a comma, has no title of the description', () => {
  it.each([
    'Scene 1: title \'Timetable\'.\nScene 2: the classes as a list, one line appearing at a time:\n- Mon Yoga\n- Wed Pilates',
    'Scene 1: \'Menu\'.\nScene 2: our dishes as bullet points, each popping in:\n- Soup\n- Pie',
  ])('%s', (prompt) => {
    const shown = all(read(prompt).document);
    expect(shown.some((t) => /\b(?:as a list|bullet points|appearing|popping)\b/i.test(t))).toBe(false);
    expect(shown).toEqual(expect.arrayContaining([expect.stringMatching(/Yoga|Soup/)]));
  });
});

describe('a lower third whose name and role are quoted either side of a slash', () => {
  it.each(["Scene 1: 'Hello'. Scene 2: lower third with 'Priya Raman' / 'Sales Agent'.", "A name tag 'Priya Raman' · 'Sales Agent' over the clip"])('%s', (prompt) => {
    const layers = read(prompt).document.scenes.flatMap((s) => s.layers.filter((l) => l.type === 'text'));
    expect(layers.filter((l) => l.type === 'text' && l.role === 'role').map((l) => l.type === 'text' && l.text)).toEqual(['Sales Agent']);
  });
});

describe('a range given in a correction replaces the range of its kind', () => {
  it.each([
    ["'Party Sunday 2pm-4pm at Jump Zone'", 'they moved our slot, can you change it to 2:30pm-4:30pm', 'Party Sunday 2:30pm-4:30pm at Jump Zone'],
    ["'Fair: tickets £5-£8, Saturday'", "make it £6-£9", 'Fair: tickets £6-£9, Saturday'],
  ])('%s / %s', (first, then, expected) => {
    expect(all(edited(first, then).document)).toContain(expected);
  });
});

describe('a street said as the address is shown under the title', () => {
  it.each([
    ["'Hola amigos'. Put also the address 1420 SW 8th St, Miami.", '1420 SW 8th St, Miami'],
    ["'Open Day' with our address: 18 Kings Road, Leeds and the website acme.com", '18 Kings Road, Leeds · acme.com'],
    ["'Grand opening' and our location: 5 Mill Lane", '5 Mill Lane'],
  ])('%s', (prompt, street) => {
    const shown = all(read(prompt).document);
    expect(shown).toContain(street);
    expect(shown.join(' ')).not.toMatch(/\baddress\b|\blocation\b/i);
  });
});

describe('a street said as the address in a brief that quoted nothing is shown, never its request', () => {
  it.each([
    ['Estilo Latino salon. Also show the address 1420 SW 8th St, Miami.', 'Estilo Latino salon', '1420 SW 8th St, Miami'],
    ['Bakery open day this Saturday. Put the address 22 Oak Lane, York.', null, '22 Oak Lane, York'],
  ])('%s', (prompt, title, street) => {
    const shown = all(read(prompt).document);
    expect(shown).toContain(street);
    if (title) expect(shown).toContain(title);
    expect(shown.join(' ')).not.toMatch(/\b(?:show|put)\b|\baddress\b/i);
  });
});

describe('"say exactly" after a voice makes the quote spoken, not shown', () => {
  it.each([
    "I want a man's voice, he say exactly: 'Cuts and colour on Calle Ocho.'",
    "A calm female voice should read word for word: 'Cuts and colour on Calle Ocho.'",
  ])('%s', (prompt) => {
    const result = read(prompt);
    expect(result.document.narration?.text).toBe('Cuts and colour on Calle Ocho.');
  });
});

describe('a fact said in passing and then asked for by its kind is shown where it is asked for', () => {
  it('"the date and the place" after the names', () => {
    const shown = all(read("We are getting married on 6 September 2025 at Hollin Hall, Yorkshire. Write 'Save the Date' and our names 'Amy & Joe' and the date and the place.").document);
    expect(shown).toEqual(expect.arrayContaining(['Save the Date', 'Amy & Joe', '6 September 2025 · Hollin Hall, Yorkshire']));
  });

  it('"address + price" in a numbered scene, from the words before the scenes', () => {
    const doc = read("Listing reel - 7 Bay Street, Manly. Offers over $2.1M.\nScene 1: address + price.\nScene 2: 'Book a viewing'.").document;
    expect(doc.scenes.map((s) => all({ ...doc, scenes: [s] }))).toEqual([['7 Bay Street, Manly', 'Offers over $2.1M'], ['Book a viewing']]);
  });

  it.each([
    "Save the date! 'Ellie & Marcus' - 14.09.2025",
    "Numbers appear one at a time: 'A', 'B'. Doors 7pm.",
    "'Quiz night' - the date is 5 May",
  ])('leaves words that give no kind to fill alone: %s', (prompt) => {
    expect(all(read(prompt).document).join(' | ')).not.toMatch(/^(?:7pm|5 May)$/);
    expect(read(prompt).summary).not.toMatch(/(?<!sub)title "(?:7pm|14\.09\.2025)"/);
  });
});

describe('ordinals counted among the scenes of a kind: "the second and third price slides"', () => {
  const texts = (doc: SceneDocument) => doc.scenes.map((s) => all({ ...doc, scenes: [s] }).join(' / '));
  it('counts among the scenes showing a price', () => {
    const first = "'Our menu' then 'Soup £4' then 'Pie £7' then 'Tart £5'";
    expect(texts(edited(first, 'swap the second and third price slides').document)).toEqual(['Our menu', 'Soup £4', 'Tart £5', 'Pie £7']);
  });

  it('counts among the scenes with a picture', () => {
    const first = withPhotos("{a} then 'Hello' then {b} then 'Bye'").document;
    const doc = interpretPrompt(first, 'swap the first and second photo slides', two).document;
    expect(doc.scenes.map((s) => s.layers.find((l) => l.type === 'media')?.type === 'media' ? (s.layers.find((l) => l.type === 'media') as { assetId: string }).assetId : all({ ...doc, scenes: [s] }).join())).toEqual([B, 'Hello', A, 'Bye']);
  });

  it('a word that names no kind counts every scene', () => {
    expect(texts(edited("'A' then 'B' then 'C'", 'swap the second and third lovely slides').document)).toEqual(['A', 'C', 'B']);
  });
});

describe('rules read from the w37 and w38 briefs', () => {
  it('"should read:" before unquoted words makes them the text', () => {
    expect(all(read('Announcement. The heading should read: Spring Fair. The line below it: Saturday 5 April, 10am.').document)).toContain('Spring Fair');
  });

  it('"It should now say <date>" changes the date on screen, not the title', () => {
    const shown = all(edited("'Spring Fair' over 'Saturday 5 April, 10am, Town Hall'", 'The date moved. It should now say Saturday 12 April.').document);
    expect(shown).toEqual(['Spring Fair', 'Saturday 12 April, 10am, Town Hall']);
  });

  it.each(["'Gig night' and a button at the end that says Get tickets", "'Gig night', button at the bottom saying Book now"])('a button whose place is said before its words: %s', (prompt) => {
    const buttons = read(prompt).document.scenes.flatMap((s) => s.layers.filter((l) => l.type === 'button'));
    expect(buttons).toHaveLength(1);
  });

  it.each([
    ["'Kitchen refit' and our number 07700 900461 at the bottom", '07700 900461'],
    ["'Plumbing' - my number is 0412 555 019", '0412 555 019'],
  ])('"our number" before a phone number shows it: %s', (prompt, phone) => {
    expect(all(read(prompt).document).join(' ')).toContain(phone);
  });

  it('a chart label joined by "&" stays one label', () => {
    const chart = read('a donut chart: Food & drink 60%, Rent 30%, Other 10%').document.scenes[0]!.layers.find((l) => l.type === 'chart');
    expect(chart?.type === 'chart' && chart.data.map((d) => d.label)).toEqual(['Food & drink', 'Rent', 'Other']);
  });

  it.each([
    ['bullet points (not numbered), one at a time: Free delivery, Easy returns, Warranty', false],
    ['Steps (numbered): Mix, Bake, Cool', true],
  ])('how a list is marked, said in brackets: %s', (prompt, numbered) => {
    const doc = read(prompt).document;
    const list = doc.scenes.flatMap((s) => s.layers).find((l) => l.type === 'list');
    expect(list?.type === 'list' && list.numbered).toBe(numbered);
    expect(all(doc).join(' ')).not.toMatch(/numbered/i);
  });

  it('items counted and then given a scene each: one scene per item, the words before them the name', () => {
    const result = read('make a video of the 3 planets nearest the sun: Mercury, Venus, Earth. one per scene.');
    expect(result.document.scenes.map((s) => all({ ...result.document, scenes: [s] }).join())).toEqual(['Mercury', 'Venus', 'Earth']);
    expect(result.summary).toContain('"3 planets nearest the sun" is read as the video\'s name');
    // A label that is all its sentence says stays their opening title (briefs.test.ts).
    expect(all(read('Our planets: Mercury, Venus, Earth. Each planet on its own slide.').document)[0]).toBe('Our planets');
  });

  it('"the second one\'s title" edits the second scene', () => {
    expect(all(edited("'A' then 'B' then 'C'", "change the second one's title to 'Bee'").document)).toEqual(['A', 'Bee', 'C']);
  });
});

describe('rules read from the w39 briefs', () => {
  it.each([
    ["'Specials' then 'Almond Croissant £1.60' then 'Sourdough Loaf £4.50'", 'can you change the croissant price to £1.80', 'Almond Croissant £1.80', 'Sourdough Loaf £4.50'],
    ["'Classes' then 'Yoga Monday 7pm' then 'Pilates Wednesday 6pm'", "change the pilates time to 6:30pm", 'Pilates Wednesday 6:30pm', 'Yoga Monday 7pm'],
  ])('a kind word after a name changes that line\'s value only: %s / %s', (first, then, changed, kept) => {
    const shown = all(edited(first, then).document);
    expect(shown).toEqual(expect.arrayContaining([changed, kept]));
  });

  it('a kind word after a name that no line holds changes nothing', () => {
    expect(all(edited("'Almond Croissant £1.60' then 'Sourdough Loaf £4.50'", 'change the muffin price to £2').document)).toEqual(['Almond Croissant £1.60', 'Sourdough Loaf £4.50']);
  });

  it.each(['nothin fancy thx', 'nothing fancy thanks'])('a dropped g reads as the word: %s', (tail) => {
    const result = read(`'The Daily Grind' with our opening hours. ${tail}`);
    expect(all(result.document).join(' ')).not.toMatch(/fancy|thx/i);
  });

  it('a web address said under a button with none is the button\'s', () => {
    const doc = read("Title: 'Thank you!' Then a counter to 500. End with a button saying 'Donate today' and show the address foodbank.org.uk underneath it.").document;
    const button = doc.scenes.flatMap((s) => s.layers).find((l) => l.type === 'button');
    expect(button?.type === 'button' && [button.text, button.url]).toEqual(['Donate today', 'foodbank.org.uk']);
  });

  it.each([
    ['please make the lower third in scene 2 say Sam Patel, Logistics Analyst.', ['Sam Patel', 'Logistics Analyst']],
    ["change the name tag to 'Sam Patel – Analyst'", ['Sam Patel', 'Analyst']],
    ['change the lower third to Sam Patel, Analyst', ['Sam Patel', 'Analyst']],
    // Its look and place are no new words.
    ['make the lower third bigger', ['Sam Patel', 'Operations Coordinator']],
    ['move the lower third to the top', ['Sam Patel', 'Operations Coordinator']],
    ['make the name tag red', ['Sam Patel', 'Operations Coordinator']],
  ])('a lower third given new words: %s', (then, [name, role]) => {
    const doc = edited("Scene 1: 'Welcome'. Scene 2: 'Our team', with a lower third: Sam Patel, Operations Coordinator.", then).document;
    const layers = doc.scenes[1]!.layers.filter((l) => l.type === 'text' && (l.role === 'name' || l.role === 'role'));
    expect(layers.map((l) => l.type === 'text' && l.text)).toEqual([name, role]);
  });
});

describe('"remove X and put Y in its place" replaces X with Y', () => {
  it.each([
    ['Please remove Sunday 8 December from the list and put Saturday 14 December in its place.', ['Friday 6 December', 'Saturday 14 December']],
    ['delete Sunday 8 December and add Monday 9 December instead', ['Friday 6 December', 'Monday 9 December']],
  ])('%s', (then, items) => {
    const doc = edited('The dates as a list: Friday 6 December, Sunday 8 December', then).document;
    expect(doc.scenes.flatMap((s) => s.layers.flatMap((l) => (l.type === 'list' ? l.items : [])))).toEqual(items);
  });
});

describe('dictated marks and requests whose noun another reader took', () => {
  it('"question mark" said aloud is a mark, and a share said aloud is typed as one', () => {
    const shown = all(read("the title is what's in the air question mark. then a slide that says argon is about 1 percent").document);
    expect(shown.join(' ')).not.toMatch(/question mark|percent/);
    expect(shown.join(' ')).toMatch(/1%/);
  });

  it.each(['okay make a landscape video for year eight science. the title is air.', 'so make a square video about our bakery. the title is bread.'])('is never drawn: %s', (prompt) => {
    expect(all(read(prompt).document).join(' ')).not.toMatch(/\bmake\b/i);
  });

  it('"percent" in a prompt that is not dictated keeps its word', () => {
    expect(all(read("Show '50 percent off' big").document)).toContain('50 percent off');
  });
});
