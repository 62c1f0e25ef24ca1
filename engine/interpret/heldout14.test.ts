import { describe, expect, it } from '@jest/globals';
import type { SceneDocument } from '../../model/scene-document.js';
import { drawnStrings } from '../scene/drawn-strings.js';
import { interpretPrompt } from './index.js';
import { ctx, layersOf, read, textsOf } from './testing.js';
import type { InterpretContext, KnownAsset } from './types.js';

const all = (doc: SceneDocument) => drawnStrings(doc).flat();
const urlOf = (id: string) => `https://montage.example/api/v1/assets/${id}/content`;
const PICS = ['a', 'b', 'c', 'd'].map((k) => `ast_PIC${k.repeat(18)}`);
const context: InterpretContext = {
  ...ctx,
  assets: new Map<string, KnownAsset>([...ctx.assets, ...PICS.map((id) => [id, { id, kind: 'image', ready: true }] as [string, KnownAsset])]),
};
const withPictures = (prompt: string) => interpretPrompt(undefined, prompt.replace(/\{p(\d)\}/g, (_, n: string) => urlOf(PICS[Number(n) - 1]!)), context);
const scenesOf = (doc: SceneDocument) => doc.scenes.map((_, i) => textsOf(doc, i));

/*
 * Rules read from the w52 blind batch (docs/prompt-generalisation.md, "Fourteenth round"), each tested in phrasings
 * of my own, with ones that must not trigger them.
 */

describe('words shown "while" or "when" someone speaks are captions', () => {
  it.each([
    ['A deep male voice says: "Open every day till late." Show the words while he talks.', true],
    ['A woman reads: "Fresh bread daily." Put the text on screen when she speaks.', true],
    ['Narrator: "Welcome to the farm." Words showing one at a time as she speaks.', 'word'],
    ['A calm voice says "Breathe in." Words appearing one at a time while the narrator reads.', 'word'],
  ])('%s', (prompt, style) => {
    const doc = read(prompt).document;
    expect(doc.narration?.captions).toBe(true);
    if (style === 'word') expect(doc.narration?.captionStyle).toBe('word');
    // Only the spoken words are drawn: the request itself never is.
    expect(all(doc).join(' ')).not.toMatch(/while|when|talks|speaks|reads|showing/i);
  });

  it('"show the words" with words of its own after it is still text to show', () => {
    expect(all(read('Show the words Grand Opening in big letters').document)).toEqual(['Grand Opening']);
  });
});

describe('a transition "from one to the other"', () => {
  it.each([
    ["Two slides, slide from one to the other. First: 'Roast dinner'. Second: 'Book a table'", 'slide'],
    ["Three cards, wipe from one card to the next: 'Sale', then 'Today', then 'Only'", 'wipe'],
    ["fade from one to another: 'Winter' then 'Spring'", 'crossfade'],
  ])('%s', (prompt, kind) => {
    const doc = read(prompt).document;
    expect(doc.scenes.length).toBeGreaterThan(1);
    expect(doc.scenes.slice(1).every((s) => s.transition?.type.startsWith(kind))).toBe(true);
    expect(all(doc).join(' ')).not.toMatch(/from one|the other|another|next/i);
  });
});

describe('a length beside the frame\'s shape with no comma ("30 sec vertical") is the whole video\'s', () => {
  it.each([
    ["30 sec vertical, 3 scenes: 'One' / 'Two' / 'Three'", 30, 3],
    ["a 20 second square, two scenes 'Hello' then 'Goodbye'", 20, 2],
    ["vertical 15s, 'Open' and then 'Late'", 15, 2],
  ])('%s', (prompt, seconds, scenes) => {
    const doc = read(prompt).document;
    expect(doc.scenes).toHaveLength(scenes);
    expect(doc.scenes.reduce((t, s) => t + s.duration, 0)).toBeCloseTo(seconds, 0);
  });

  it('a length said of each scene stays each scene\'s', () => {
    const doc = read("vertical, 4 seconds each: 'One' then 'Two'").document;
    expect(doc.scenes.map((s) => s.duration)).toEqual([4, 4]);
  });
});

describe('"colon" said in a dictated prompt is the mark', () => {
  it('"the caption pet of the month colon biscuit"', () => {
    expect(all(withPictures('square post with {p1} and the caption pet of the month colon biscuit at the bottom').document)).toEqual(['pet of the month: biscuit']);
  });

  it('a typed colon or a time keeps "colon" a word, and the body\'s colon is no mark', () => {
    expect(all(read('"Colon cancer screening saves lives"').document)).toEqual(['Colon cancer screening saves lives']);
    expect(all(read('Title: "Awareness month". Talk about colon health').document)).toEqual(['Awareness month', 'Talk about colon health']);
    expect(all(read('a poster about colon cancer awareness, title "Get checked"').document)).toEqual(['Get checked']);
  });
});

describe('"and the caption …" after a list of effects', () => {
  it.each([
    ['use {p1} with a slow zoom in and the caption Pet of the Month at the bottom', 'Pet of the Month'],
    ['use {p1} with a slow zoom in and the caption pet of the month at the bottom', 'pet of the month'],
    ['{p1} with hearts plus a tagline Love your pet', 'Love your pet'],
  ])('%s', (prompt, caption) => {
    expect(all(withPictures(prompt).document)).toEqual([caption]);
  });

  it('"and the title should be …" stays a naming of the title', () => {
    expect(all(read('a grid please and the title should be hollow lane farm shop').document)).toEqual(['hollow lane farm shop']);
  });

  it('"and the caption bigger" asks for a size, draws nothing', () => {
    const first = read('"Sale" with the caption "Today only"').document;
    expect(all(read('make it red and the caption bigger', first).document)).toEqual(['Sale', 'Today only']);
  });
});

describe('"then the words X in big letters": X is the title', () => {
  it('lower case, with a line underneath', () => {
    const doc = read('then the words spring glaze sale in big letters and underneath twenty percent off this weekend only').document;
    expect(textsOf(doc)).toEqual(['heading:spring glaze sale', 'subtitle:twenty percent off this weekend only']);
  });

  it('"then Text Jo on …" is no lead: "Text" is the words\' own', () => {
    const doc = read('say Paws on the Move, then Group walks just £12, then Text Jo on 07123 456789').document;
    expect(all(doc).join(' | ')).toMatch(/Text Jo on 07123 456789/);
  });
});

describe('a slide\'s words said by its place in a slideshow', () => {
  it.each([
    ['a slideshow {p1} {p2} {p3}, text on the first one: The Ivory Collection', 0, 'The Ivory Collection'],
    ['a slideshow {p1} {p2} {p3}. Caption on the second photo - New In', 1, 'New In'],
    ["a slideshow {p1} {p2} {p3}. On the last photo put 'Book now'", 2, 'Book now'],
    ["a slideshow of {p1} {p2} {p3}. Write 'Sold' on the second picture", 1, 'Sold'],
  ])('%s', (prompt, at, words) => {
    const doc = withPictures(prompt).document;
    expect(doc.scenes).toHaveLength(3);
    expect(all(doc)).toEqual([words]);
    expect(drawnStrings(doc)[at]).toEqual([words]);
  });

  it('two said together, the second by its place alone ("… and \'£3\' on the second")', () => {
    const doc = withPictures("{p1} and {p2} one after the other. Put 'Buns are back!' on the first one and '£3 each' on the second.").document;
    expect(drawnStrings(doc).slice(0, 2)).toEqual([['Buns are back!'], ['£3 each']]);
  });

  it('emoji closing unquoted words stay theirs (drawn in colour, as typed)', () => {
    expect(all(withPictures('a slideshow {p1} {p2}, text on the first one: Spring Gowns 🕊️').document)).toEqual(['Spring Gowns 🕊️']);
  });
});

describe('words nothing took are not drawn when they are only filler and mood', () => {
  it('"✨ really elegant vibe pls 🤍 soft crossfades between each one" draws nothing', () => {
    const doc = withPictures('hiii can u make a slideshow {p1} {p2} {p3} ✨ really elegant vibe pls 🤍 soft crossfades between each one').document;
    expect(all(doc)).toEqual([]);
  });

  it('a drawn-out greeting is no request nothing understood', () => {
    const r = withPictures('heyyy make a slideshow {p1} {p2}');
    expect(r.summary).not.toMatch(/did not understand/);
  });

  it('a count of pictures with "I need" before it is understood', () => {
    const r = withPictures('I need a square one with my three photos of the new mugs {p1} {p2} {p3} in a grid');
    expect(r.summary).not.toMatch(/did not understand/);
    expect(layersOf(r.document, 0, 'layout')[0]!.arrangement).toBe('grid');
  });

  it('a mood word beside content is still content', () => {
    expect(all(read('Calm mornings at Lotus Yoga').document)).toEqual(['Calm mornings at Lotus Yoga']);
  });
});

describe('edits: a text named by its role, and a date with "same times"', () => {
  it.each([
    ["swap the subtitle for 'out now everywhere'"],
    ["swap out the subtitle for 'out now everywhere'"],
    ["replace the subtitle by 'out now everywhere'"],
  ])('%s', (edit) => {
    const first = read("big title MIDNIGHT TRAINS and underneath 'new single out friday'").document;
    expect(textsOf(read(edit, first).document)).toEqual(['heading:MIDNIGHT TRAINS', 'subtitle:out now everywhere']);
  });

  it.each([
    ['The date has changed, please make it Thursday 13 March, same times.'],
    ['make it Thursday 13 March, same venue'],
    ["it's been moved to Thursday 13 March, same time"],
  ])('%s', (edit) => {
    const first = read("Title: 'Open Evening'. Subtitle: 'Thursday 6 March, 6–8pm'.").document;
    expect(textsOf(read(edit, first).document)).toEqual(['heading:Open Evening', 'subtitle:Thursday 13 March, 6–8pm']);
  });
});

/* Rules read from the w53 and w54 blind batches. */

describe('scenes numbered "1) 2) 3)" with a figure ending a sentence inside one', () => {
  it('"… Support 28. Keep it clean" is no fourth mark', () => {
    const doc = read('please make 3 scenes. 1) Title "People Team". 2) A counter up to 148. 3) A bar chart of hires: Engineering 62, Sales 41, Support 28. Keep it clean.').document;
    expect(doc.scenes).toHaveLength(3);
    expect(layersOf(doc, 2, 'chart')[0]!.data.map((d) => d.value)).toEqual([62, 41, 28]);
  });
});

describe('a figure with a thousands comma, said changed', () => {
  it.each([['price is now £310,000'], ['the price has gone down to £310,000, vendor reduced']])('%s', (edit) => {
    const first = read("Title: 'Renovated & ready' and the price '£325,000' under it.").document;
    expect(textsOf(read(edit, first).document)).toEqual(['heading:Renovated & ready', 'subtitle:£310,000']);
  });
});

describe('a correction said "<new> not <old>"', () => {
  it.each([
    ["big text 'Happy 6th Birthday Mia!'", "oops she's turning 7 not 6, fix that please", 'Happy 7th Birthday Mia!'],
    ["'Yoga: Monday 7am Hatha, Friday 7am Yin'", 'the Yin class is Saturday not Friday', 'Yoga: Monday 7am Hatha, Saturday 7am Yin'],
    ["'Doors open 7pm'", "put '8pm' instead of 7pm", 'Doors open 8pm'],
    ["'Fresh croissants every morning from 7h'", "please put 'from 6h30' instead of 7h", 'Fresh croissants every morning from 6h30'],
  ])('%s → %s', (prompt, edit, shown) => {
    expect(all(read(edit, read(prompt).document).document)).toEqual([shown]);
  });

  it('words that say how, or a colour, are no correction; nor is a word no text holds', () => {
    const first = read("'Party at 6'").document;
    expect(all(read('make it pink not red', first).document)).toEqual(['Party at 6']);
    expect(all(read('it is fine, not too big', first).document)).toEqual(['Party at 6']);
    expect(all(read('Sunday not Saturday', first).document)).toEqual(['Party at 6']);
  });

  it('"her title is wrong — it should say X, not Y" corrects the lower third', () => {
    const first = withPictures('{p1} with a name strip: Dr. Priya Nair, Principal Dentist.').document;
    expect(all(read('Her title is wrong sorry — it should say Clinical Director, not Principal Dentist', first).document)).toEqual(['Dr. Priya Nair', 'Clinical Director']);
  });

  it('"change her title in the lower third to …"', () => {
    const first = withPictures("{p1} with a lower third reading 'Margaret Oakes, Senior Partner'").document;
    expect(all(read('Please change her title in the lower third to Managing Partner.', first).document)).toEqual(['Margaret Oakes', 'Managing Partner']);
  });
});

describe('a value only the voice says is changed in the narration', () => {
  it('"the date has moved to Saturday 19 October"', () => {
    const first = read('A woman says: "Join us on Saturday 12 October for the open day."').document;
    const doc = read('Apologies, the date has moved to Saturday 19 October.', first).document;
    expect(doc.narration?.text).toBe('Join us on Saturday 19 October for the open day.');
  });
});

describe('a chart\'s parts counted, and its labels and values said apart', () => {
  it.each([
    ['A donut chart with three segments: Programmes 78%, Fundraising 14%, Admin 8%.', ['Programmes', 'Fundraising', 'Admin'], [78, 14, 8]],
    ['A pie chart with 3 parts - Rent 50%, Food 30%, Fun 20%.', ['Rent', 'Food', 'Fun'], [50, 30, 20]],
    ['a bar chart with three bars labelled Daily, Weekly and Rarely, values 62%, 27% and 11%.', ['Daily', 'Weekly', 'Rarely'], [62, 27, 11]],
    ['a bar chart, labels North, South, values 5, 9', ['North', 'South'], [5, 9]],
  ])('%s', (prompt, labels, values) => {
    const doc = read(prompt as string).document;
    expect(doc.scenes).toHaveLength(1);
    const chart = layersOf(doc, 0, 'chart')[0]!;
    expect(chart.data.map((d) => d.label)).toEqual(labels);
    expect(chart.data.map((d) => d.value)).toEqual(values);
    expect(chart.title ?? '').not.toMatch(/segments|parts|bars|labels/i);
  });

  it('"3 tips: …" is still a list', () => {
    expect(layersOf(read('3 tips: drink water, sleep, walk').document, 0, 'list')[0]!.items).toEqual(['drink water', 'sleep', 'walk']);
  });
});

describe('the whole length said "of" the piece', () => {
  it.each([
    ["a 16:9 public notice of approximately 20 seconds. Title: 'Road closed'. Then a list: 'Closed 3–7 March', 'Diversion via Hill Lane'.", 20],
    ["a video of 30 seconds: 'Hello' then 'Bye'", 30],
  ])('%s', (prompt, seconds) => {
    expect(read(prompt).document.scenes.reduce((t, s) => t + s.duration, 0)).toBeCloseTo(seconds, 0);
  });
});

describe('a bulleted spec, and a list said with a comma', () => {
  it('"- vertical / - text: … / - button: …"', () => {
    const r = read('- vertical\n- text: Self assessment deadline 31 January\n- minimal, white background\n- button: Book a call');
    expect(r.format?.aspect).toBe('portrait');
    expect(all(r.document)).toEqual(['Self assessment deadline 31 January', 'Book a call']);
    expect(layersOf(r.document, 0, 'button')[0]!.text).toBe('Book a call');
  });

  it('"a list, Monday 7am Hatha, Wednesday 7am Vinyasa, Friday 7am Yin"', () => {
    const doc = read('Scene one: "Sunrise Yoga". Scene two: a list, Monday 7am Hatha, Wednesday 7am Vinyasa, Friday 7am Yin.').document;
    expect(layersOf(doc, 1, 'list')[0]!.items).toEqual(['Monday 7am Hatha', 'Wednesday 7am Vinyasa', 'Friday 7am Yin']);
  });

  it('"Thanks lovely!" is a sign-off, not a subtitle', () => {
    expect(all(read('"First class free". Thanks lovely!').document)).toEqual(['First class free']);
  });
});

/* Rules read from the w55 and w56 blind batches. */

describe('an age group is never a length', () => {
  it.each([
    ['under 11s training video, 30 seconds total. "Warm-up drills"', 30],
    ['a poster for our under-9s football, "Trials on Saturday"', undefined],
  ])('%s', (prompt, total) => {
    const doc = read(prompt).document;
    if (total === undefined) expect(doc.scenes[0]!.duration).toBeLessThan(9);
    else expect(doc.scenes.reduce((t, s) => t + s.duration, 0)).toBeCloseTo(total, 0);
  });

  it('"keep it under 15s" is still a length', () => {
    expect(read('keep it under 15s, "Hello"').document.scenes[0]!.duration).toBe(15);
  });

  it('"the offer is for over-65s" changes the figure of its form, not a length', () => {
    const first = read('"Free eye tests for over-60s"').document;
    const doc = read('Sorry, the offer is for over-65s, could you change that?', first).document;
    expect(all(doc)).toEqual(['Free eye tests for over-65s']);
    expect(doc.scenes[0]!.duration).toBe(first.scenes[0]!.duration);
  });

  it('a figure of a form no text has changes nothing', () => {
    const first = read('"Open 9 till 5"').document;
    expect(all(read('we are in Q4 now', first).document)).toEqual(['Open 9 till 5']);
  });
});

describe('a showreel said with its length; a counter\'s label after a remark in brackets', () => {
  it('"a 30 second showreel of …" is the whole length', () => {
    const doc = withPictures("a 30 second showreel {p1} {p2} {p3} one after another. Finish on 'Amelia Rose Photography'.").document;
    expect(doc.scenes.reduce((t, s) => t + s.duration, 0)).toBeCloseTo(30, 0);
  });

  it('"to £4,350 (that\'s what we raised!!) with \'raised for …\' written under it"', () => {
    const doc = read("a number counting up from 0 to £4,350 (that's what we raised!!) with 'raised for Little Hearts' written under it").document;
    expect(layersOf(doc, 0, 'counter')[0]!.suffix).toMatch(/raised for Little Hearts/);
    expect(textsOf(doc)).toEqual([]);
  });
});

describe('a quote\'s source, said with words that name one', () => {
  it.each([
    ['a quote card reading "A blistering, unmissable evening" attributed to The Guardian.', 'The Guardian'],
    ['quote: "Best pizza in town, no contest." credited to Time Out', 'Time Out'],
  ])('%s', (prompt, by) => {
    const doc = read(prompt).document;
    expect(textsOf(doc).find((t) => t.startsWith('attribution:'))).toBe(`attribution:${by}`);
  });

  it('and corrected: "the quote was actually from The Stage, not The Guardian"', () => {
    const first = read('a quote card reading "A blistering, unmissable evening" attributed to The Guardian.').document;
    expect(all(read('Apologies, the quote was actually from The Stage, not The Guardian.', first).document)).toEqual(['A blistering, unmissable evening', 'The Stage']);
  });
});

describe('narration asked in other languages\' subjunctive ("que diga", "qu\'elle dise")', () => {
  it.each([
    ["Voz de mujer, lenta, que diga: 'Respira hondo. Te esperamos.'", 'Respira hondo. Te esperamos.'],
    ['Voce di donna che dica: "Benvenuti da noi"', 'Benvenuti da noi'],
    ['Voz de hombre que lea: "Bienvenidos a casa"', 'Bienvenidos a casa'],
  ])('%s', (prompt, spoken) => {
    const doc = read(prompt).document;
    expect(doc.narration?.text).toBe(spoken);
    expect(all(doc)).toEqual([]);
  });
});

describe('"snowy" asks for snow, in a description, not in a name', () => {
  it.each([['a snowy festive video for the choir, "Carols by Candlelight"', 'snow'], ['make it snowy', 'snow']])('%s', (prompt, kind) => {
    expect(read(prompt).document.scenes.flatMap((s) => s.layers).some((l) => l.type === 'particles' && l.kind === kind)).toBe(true);
  });

  it('"Snowy Peaks Lodge" is a name', () => {
    expect(read('"Snowy Peaks Lodge" open now').document.scenes.flatMap((s) => s.layers).some((l) => l.type === 'particles')).toBe(false);
  });
});

describe('edits of values said with words around them', () => {
  it('"it\'s now Saturday 14 December at 7pm": the date and the time, each in its place', () => {
    const first = read("'Carols by Candlelight', 'Sunday 15 December, 6pm, St Dionysius Church'").document;
    expect(all(read("the vicar's moved us! it's now Saturday 14 December at 7pm", first).document)).toEqual(['Carols by Candlelight', 'Saturday 14 December, 7pm, St Dionysius Church']);
  });

  it('"price is now Guide £310,000" where "Guide £325,000" is shown', () => {
    const first = read("Title '3 bed semi', price 'Guide £325,000'").document;
    expect(all(read("vendor's reduced it, price is now Guide £310,000", first).document)).toEqual(['3 bed semi', 'Guide £310,000']);
  });

  it('"change the title to Sports Day 2025, wrong year!!": the slip owned up to is no part of it', () => {
    const first = read("a title 'Sports Day 2024'").document;
    expect(all(read('oh sorry can you change the title to Sports Day 2025, wrong year!!', first).document)).toEqual(['Sports Day 2025']);
  });

  it.each([
    ['DJ Okra pulled out, put Benji Fenn in instead', 'Benji Fenn'],
    ["Sadly DJ Okra can't make it, please use Tom Lee instead", 'Tom Lee'],
  ])('%s', (edit, now) => {
    const first = read('the lineup: The Slow Tides, Marla Quinn, DJ Okra.').document;
    expect(layersOf(read(edit, first).document, 0, 'list')[0]!.items).toEqual(['The Slow Tides', 'Marla Quinn', now]);
  });
});

describe('a voice described with a likeness, and a list after a spaced dash', () => {
  it('"high and fast like a cartoon"', () => {
    const voice = read("a voice saying 'Book Captain Giggles!' maybe a girl voice, high and fast like a cartoon").document.narration?.voice;
    expect(voice?.pitch).toBe('high');
    expect(voice?.speed).toBeGreaterThan(1);
  });

  it('"the concert dates as a list — 12 April – Brahms, 3 May – Sibelius"', () => {
    const doc = read('Scene one: a number counting up to 120. Scene two: the concert dates as a list — 12 April – Brahms, 3 May – Sibelius, 24 May – Mahler.').document;
    expect(layersOf(doc, 1, 'list')[0]!.items).toEqual(['12 April – Brahms', '3 May – Sibelius', '24 May – Mahler']);
  });
});

/* Rules read from the w57 and w58 blind batches. */

describe('corrections with a time said "<new>, not <old>" or with "now opens at"', () => {
  it.each([
    ["'Open Day – Saturday 12 April, 10am to 1pm'", 'I am sorry, the open day now finishes at 2pm, not 1pm.', 'Open Day – Saturday 12 April, 10am to 2pm'],
    ["'Sat 2 Nov, gates 5pm, fireworks 7pm'", 'gates now open at 5.30pm not 5pm', 'Sat 2 Nov, gates 5.30pm, fireworks 7pm'],
  ])('%s → %s', (prompt, edit, shown) => {
    expect(all(read(edit, read(prompt).document).document)).toEqual([shown]);
  });
});

describe('a price said "now" without a verb, or with "now is"', () => {
  it.each([
    ["'Fresh mackerel £3.50 a pair'", 'price now £4 a pair', 'Fresh mackerel £4 a pair'],
    ["'Doner wrap £6.50', 'Mixed grill £12'", 'mixed grill price now is £13 please change', 'Mixed grill £13'],
    ['"Slow-cooked beef ragù £12"', 'The ragù is now £14', 'Slow-cooked beef ragù £14'],
  ])('%s → %s', (prompt, edit, shown) => {
    expect(all(read(edit, read(prompt).document).document)).toContain(shown);
  });
});

describe('scenes named again are no count of new ones; a length after a piece its shape took', () => {
  it('"… a fade between the two scenes" keeps the scenes said before', () => {
    const doc = read('The first scene should be "Every master was once a beginner". The second scene should say "Beginners welcome". A fade between the two scenes.').document;
    expect(drawnStrings(doc)).toEqual([['Every master was once a beginner'], ['Beginners welcome']]);
  });

  it('"square vid 15s for …, slideshow …" lasts 15 s in all', () => {
    const doc = withPictures('square vid 15s for Hartley Roofing. slideshow {p1} {p2} {p3}.').document;
    expect(doc.scenes).toHaveLength(3);
    expect(doc.scenes.reduce((t, s) => t + s.duration, 0)).toBeCloseTo(15, 0);
  });
});

describe('a lower third said with "my name," after a clip; a place in the lower third of the screen', () => {
  it('"Lower third with my name, Priya Shah, Elm Estates" is the strap, not the clip\'s place', () => {
    const doc = withPictures("Use {p1}. Lower third with my name, Priya Shah, Elm Estates. Landscape please.").document;
    expect(textsOf(doc)).toEqual(['name:Priya Shah', 'role:Elm Estates']);
    expect(layersOf(doc, 0, 'media')[0]!.placement).not.toBe('lower-third');
  });

  it('"{p1} in the lower third of the screen" places the picture and draws no name', () => {
    const doc = withPictures('{p1} in the lower third of the screen').document;
    expect(layersOf(doc, 0, 'media')[0]!.placement).toBe('lower-third');
    expect(all(doc)).toEqual([]);
  });
});

describe('a kind of video named in quotes before its noun is no scene', () => {
  it("\"a short 'year in numbers' video\" beside three counted scenes", () => {
    const r = read("We want a short 'year in numbers' video for our AGM. Three scenes please. First: 'Northside Food Bank'. Second: 'Meals served'. Third: 'Thanks'.");
    expect(drawnStrings(r.document)).toEqual([['Northside Food Bank'], ['Meals served'], ['Thanks']]);
    expect(r.summary).not.toMatch(/did not understand/);
  });

  it('a quoted title before "video:" with words after it is still shown', () => {
    expect(all(read('"Summer Sale" video: 50% off').document)).toContain('Summer Sale');
  });
});
