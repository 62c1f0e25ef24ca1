import { describe, expect, it } from '@jest/globals';
import { totalDuration, type SceneDocument } from '../../model/scene-document.js';
import { drawnStrings } from '../scene/drawn-strings.js';
import { ctx, layersOf, read, textsOf } from './testing.js';

const all = (doc: SceneDocument) => drawnStrings(doc).flat();
const listsOf = (doc: SceneDocument) => doc.scenes.flatMap((s) => s.layers.flatMap((l) => (l.type === 'list' ? [l] : [])));

/*
 * Rules read from the w74 blind batch (docs/prompt-generalisation.md, "Sixteenth round"), each tested in phrasings
 * of my own, with ones that must not trigger them.
 */

describe('a list given its title in quotes before its colon', () => {
  it.each([
    ["A numbered list titled 'Morning routine': Make the bed, Drink water, Stretch", 'Morning routine', ['Make the bed', 'Drink water', 'Stretch'], true],
    ['a checklist called "Before you leave": lights off, windows shut, alarm on', 'Before you leave', ['lights off', 'windows shut', 'alarm on'], false],
    ["Scene 2: a bullet list headed 'Why us' - Fast, Friendly, Local. Scene 3: 'Call today'", 'Why us', ['Fast', 'Friendly', 'Local'], false],
  ])('%s', (prompt, title, items, numbered) => {
    const doc = read(prompt).document;
    const [list] = listsOf(doc);
    expect(list?.items).toEqual(items);
    expect(list?.numbered).toBe(numbered);
    expect(all(doc)).toContain(title);
  });

  it('leaves a quote with no items after it as a title', () => {
    const doc = read("a list titled 'Our winter menu'").document;
    expect(listsOf(doc)).toEqual([]);
    expect(all(doc)).toContain('Our winter menu');
  });
});

describe('a word naming only the list\'s form, its items after it with no colon', () => {
  it.each([
    ["1: 'Bin day' 2: bullet list Cans, Glass jars, Cardboard, Foil trays. 3: 'Thanks'", ['Cans', 'Glass jars', 'Cardboard', 'Foil trays']],
    ['Show a numbered list brush daily, floss, visit twice a year.', ['brush daily', 'floss', 'visit twice a year']],
  ])('%s', (prompt, items) => {
    expect(listsOf(read(prompt).document)[0]?.items).toEqual(items);
  });

  it.each([
    'We have a bullet list of things to fix.',
    'a bullet list, two items',
  ])('makes no list of prose: %s', (prompt) => {
    expect(listsOf(read(prompt).document)).toEqual([]);
  });

  it('still reads the items after a colon when their manner comes first', () => {
    const doc = read('a numbered list that appears one at a time: Evaporation, Condensation, Precipitation').document;
    expect(listsOf(doc)[0]?.items).toEqual(['Evaporation', 'Condensation', 'Precipitation']);
  });
});

describe('the lit word\'s colour said near "karaoke"', () => {
  it.each([
    ["Narrate 'See you at the market.' Put captions karaoke with yellow word.", '#'],
    ["Narrate 'See you at the market.' karaoke captions with a pink highlight", '#'],
    ["Narrate 'See you at the market.' Karaoke subtitles, word in orange.", '#'],
    ["Narrate 'See you at the market.' with the word in green as karaoke", '#'],
  ])('%s', (prompt) => {
    const doc = read(prompt).document;
    expect(doc.narration?.highlight).toMatch(/^#[0-9a-f]{6}$/i);
    expect(doc.narration?.captionStyle).toBe('karaoke');
  });

  it('takes the colour of the word, not a colour "a" before it', () => {
    const pink = read("Narrate 'Hi.' karaoke captions with a pink highlight").document.narration?.highlight;
    const alone = read("Narrate 'Hi.' karaoke captions, the current word in pink").document.narration?.highlight;
    expect(pink).toBe(alone);
  });

  it('leaves a ground colour said in a karaoke sentence to the ground', () => {
    const doc = read("Narrate 'See you soon.' Karaoke captions on a yellow background.").document;
    expect(doc.narration?.highlight).toBeUndefined();
  });
});

describe('a framing lead and its colon, then the words to show, in a brief that quotes others', () => {
  it('shows the words after the lead', () => {
    const doc = read("New listing video please: 3 bed semi, Mill Road, Ely. End on 'Call us to view'.").document;
    expect(all(doc).join(' | ')).toContain('3 bed semi, Mill Road, Ely');
    expect(all(doc)).toContain('Call us to view');
  });

  it('shows nothing of a lead followed by a request', () => {
    const doc = read("Promo video please: make it bold. End on 'Shop now'.").document;
    expect(all(doc)).toEqual(['Shop now']);
  });
});

describe('a length said before the piece\'s noun, and the look between them', () => {
  it.each([
    ['Make a 15s bold opener: our name, then a counter to 500.', 15, 'bold'],
    ['a 6 second retro bumper for the podcast', 6, 'retro'],
    ['A 20 second outro, "Thanks for watching"', 20, undefined],
  ])('%s', (prompt, seconds, theme) => {
    const doc = read(prompt).document;
    expect(totalDuration(doc)).toBeCloseTo(seconds, 0);
    if (theme) expect(doc.theme).toBe(theme);
    expect(all(doc).join(' ')).not.toMatch(/opener|bumper|outro/i);
  });

  it('keeps words of content between them taken with the length', () => {
    const doc = read("We're launching our report and need a 20-sec stats video. 'Year in numbers'").document;
    expect(all(doc).join(' ')).not.toMatch(/stats/i);
  });
});

describe('a chart\'s labels that are numbers with a unit', () => {
  it('reads "20°C 12" as a label and its value', () => {
    const doc = read('Line chart of enzyme activity: 20°C 12, 30°C 25, 40°C 38, 50°C 14').document;
    const [chart] = layersOf(doc, 0, 'chart');
    expect(chart?.data.map((d) => d.label)).toEqual(['20°C', '30°C', '40°C', '50°C']);
    expect(chart?.data.map((d) => d.value)).toEqual([12, 25, 38, 14]);
  });
});

describe('a scene that asks for the lead\'s facts by kind', () => {
  it('moves the lead\'s title and date to that scene', () => {
    const doc = read("A teaser for 'Night at the Museum' on Friday 14 March. Scene one: title and date. Scene two: 'Free entry'. Scene three: 'Book now'.").document;
    expect(doc.scenes).toHaveLength(3);
    expect(all({ ...doc, scenes: [doc.scenes[0]!] }).join(' | ')).toMatch(/Night at the Museum.*Friday 14 March/);
  });

  it('leaves the lead alone when it holds more than the facts asked for', () => {
    const doc = read("A teaser for 'Night at the Museum' on Friday 14 March, with 'Free entry' under it. Scene one: the title and date. Scene two: 'Book now'.").document;
    expect(all(doc)).toContain('Book now');
    expect(all(doc).join(' | ')).toContain('Night at the Museum');
  });
});

describe('an event said in one sentence: its name, place, date and time', () => {
  it.each([
    ['We would like a video to advertise the Spring Fair at Oakfield Primary School on Saturday 3rd May at 11am. Entry is £2.', 'Spring Fair', 'Oakfield Primary School · Saturday 3rd May at 11am'],
    ['I need a video to promote the Winter Ball at The Grand Hotel on Friday 12th December at 8pm.', 'Winter Ball', 'The Grand Hotel · Friday 12th December at 8pm'],
  ])('%s', (prompt, title, subtitle) => {
    const doc = read(prompt).document;
    expect(textsOf(doc)).toEqual(expect.arrayContaining([`heading:${title}`, `subtitle:${subtitle}`]));
  });

  it('keeps a run of facts typed without stops', () => {
    expect(textsOf(read('quiz night fri 21st 7pm school hall £5 a head teams of 6').document)[0]).toBe('heading:Quiz night');
  });
});

describe('a look said as "something traditional" or "nothing too flashy"', () => {
  it.each([
    ["'Harvest Supper'. Something traditional, nothing too flashy.", 'classic'],
    ["'Carol Service'. A timeless look please.", 'classic'],
    ["'Open Day'. Nothing too flashy.", 'minimal'],
  ])('%s', (prompt, theme) => {
    const doc = read(prompt).document;
    expect(doc.theme).toBe(theme);
    expect(all(doc).join(' ')).not.toMatch(/traditional|flashy|timeless/i);
  });
});

/*
 * Rules read from the w75 and w76 blind batches, each tested in phrasings of my own, with ones that must not trigger.
 */

describe('scenes counted by their ordinals, with or without "one"', () => {
  it.each([
    ["Three slides: first one 'Open mic', second 'Every Thursday', last one 'Free entry'.", ['Open mic', 'Every Thursday', 'Free entry']],
    ["3 scenes. first 'Fresh bread', then 'Baked at 6am', last one just 'Corner Bakery'.", ['Fresh bread', 'Baked at 6am', 'Corner Bakery']],
  ])('%s', (prompt, texts) => {
    const doc = read(prompt).document;
    expect(doc.scenes.map((_, i) => all({ ...doc, scenes: [doc.scenes[i]!] }).join(' | '))).toEqual(texts);
  });
});

describe('a clip\'s sound "turned off"', () => {
  it.each(['with its sound turned off', 'with the sound switched off'])('%s', (words) => {
    const doc = read(`Play the video ${'ast_VIDEOaaaaaaaaaaaaaaaa'} ${words}.`).document;
    const clip = doc.scenes.flatMap((s) => s.layers).find((l) => l.type === 'media');
    expect(clip?.type === 'media' && clip.muted).toBe(true);
  });
});

describe('a call-to-action button said before its words', () => {
  it('draws no "Call-to-action" title', () => {
    const doc = read("Call-to-action button reading 'Book your slot'").document;
    expect(all(doc)).toEqual(['Book your slot']);
  });
});

describe('the lit word\'s colour said "on the word being said"', () => {
  it('is the highlight', () => {
    const doc = read("A voice says 'Tickets on sale now' with karaoke words, pink on the word being said.").document;
    expect(doc.narration?.highlight).toMatch(/^#/);
    expect(all(doc).join(' ')).not.toMatch(/pink|being said/i);
  });
});

describe('scenes numbered in shorthand', () => {
  it('reads "s1:", "s2:" lines as scenes', () => {
    const doc = read("s1: title 'Hello'\ns2: 'Middle'\ns3: 'Bye'").document;
    expect(doc.scenes).toHaveLength(3);
  });

  it('leaves a word starting with s alone', () => {
    expect(read("Sale: 'Everything half price'").document.scenes).toHaveLength(1);
  });
});

describe('pictures one after another "sliding from the side"', () => {
  it('slide into each other', () => {
    const doc = read(`Photos ${'ast_IMAGEaaaaaaaaaaaaaaaa'} and ${'ast_IMAGEaaaaaaaaaaaaaaaa'} one after the other, sliding in from the side.`).document;
    expect(doc.scenes[1]?.transition?.type).toMatch(/^slide/);
  });
});

describe('news the sender announces, before the quoted texts', () => {
  it.each([
    ["We're hiring a Head Chef at The Anchor. End on 'Apply today'.", "We're hiring a Head Chef at The Anchor"],
    ["Now hiring weekend baristas. Close with 'Ask at the counter'.", 'Now hiring weekend baristas'],
  ])('%s', (prompt, text) => {
    expect(all(read(prompt).document)).toContain(text);
  });

  it('leaves a sentence of our own plans out', () => {
    expect(all(read("We're thinking of a short clip. 'Open late'").document)).toEqual(['Open late']);
  });
});

describe('an element asked for on a numbered line among quoted ones', () => {
  it('is read by its reader, not shown as words', () => {
    const doc = read("4 scenes:\n1. 'Fun run'\n2. counter to 2,300 runners\n3. 'Thanks to our sponsors'\n4. 'See you next year'").document;
    expect(layersOf(doc, 1, 'counter')[0]?.to).toBe(2300);
    expect(all(doc).join(' ')).not.toMatch(/counter to/i);
  });
});

describe('each word popping up as the voice says it', () => {
  it('is word-by-word captions', () => {
    const doc = read("A man's voice reads 'Ready, steady, go' with each word popping up on screen as he says it.").document;
    expect(doc.narration?.captionStyle).toBe('word');
  });
});

describe('how a voice speaks, then why', () => {
  it('reads the pace before "so they can follow"', () => {
    const doc = read("Could a man's voice read the steps out, nice and slowly so the kids can follow? 1. Mix 2. Bake").document;
    expect(doc.narration?.voice?.speed).toBeLessThan(1);
  });
});

describe('shouted words after "text", then a quote joined by "+"', () => {
  it('shows both', () => {
    const doc = read("text OPEN LATE + 'every Friday till 10'").document;
    expect(all(doc)).toEqual(expect.arrayContaining(['OPEN LATE', 'every Friday till 10']));
  });
});

describe('a line lifted from a work', () => {
  it.each([
    'Then a line from the book: "All the light we cannot see."',
    'Show an extract from her new novel: "The sea kept its promises."',
  ])('%s is a quote', (prompt) => {
    expect(read(prompt).document.scenes.flatMap((s) => s.layers).some((l) => l.type === 'text' && l.role === 'quote')).toBe(true);
  });
});

describe('a still with a clip inset', () => {
  it('lasts as long as the clip', () => {
    const doc = read(`${'ast_IMAGEaaaaaaaaaaaaaaaa'} as the main picture, and in a small box in the corner play ${'ast_VIDEOaaaaaaaaaaaaaaaa'}.`, undefined, {
      ...ctx,
      assets: new Map([...ctx.assets, ['ast_VIDEOaaaaaaaaaaaaaaaa', { id: 'ast_VIDEOaaaaaaaaaaaaaaaa', kind: 'video', ready: true, seconds: 24 }]]),
    }).document;
    expect(totalDuration(doc)).toBeCloseTo(24, 0);
  });
});

describe('edits of what is there, said by what it is', () => {
  const counter = () => read("Scene 1: 'Our year'. Scene 2: a number counting up to 900 with 'trees planted' under it.").document;

  it('sets the counter named by its label', () => {
    const doc = read('update the trees number to 1,050', counter()).document;
    expect(layersOf(doc, 1, 'counter')[0]?.to).toBe(1050);
  });

  it('leaves a counter whose label is not named', () => {
    const doc = read('update the phone number to 01632 960000', counter()).document;
    expect(layersOf(doc, 1, 'counter')[0]?.to).toBe(900);
  });

  it('swaps the first two items of the list', () => {
    const before = read("'Menu'. Then a list:\n- Soup £5\n- Pie £9\n- Tart £4").document;
    const doc = read('swap the first two dishes', before).document;
    expect(listsOf(doc)[0]?.items).toEqual(['Pie £9', 'Soup £5', 'Tart £4']);
  });

  it('swaps scenes when it names them', () => {
    const before = read("Scene 1: 'A'. Scene 2: 'B'. Scene 3: 'C'.").document;
    expect(all(read('swap the last two slides', before).document)).toEqual(['A', 'C', 'B']);
  });

  it('adds an item "to the end of the list"', () => {
    const before = read('a list: Tea, Coffee, Juice').document;
    expect(listsOf(read("add 'Milk' to the end of the list", before).document)[0]?.items).toEqual(['Tea', 'Coffee', 'Juice', 'Milk']);
  });

  it('changes the line holding the fact "it" refers to', () => {
    const before = read("'Summer Concert', 'Friday 4 July, 6pm, Main Hall', 'All welcome'").document;
    const doc = read('the date has moved, please change it to Saturday 5 July, 6pm, Main Hall', before).document;
    expect(all(doc)).toEqual(['Summer Concert', 'Saturday 5 July, 6pm, Main Hall', 'All welcome']);
  });

  it.each(["venue's changed to The Garage", 'change the venue to The Garage', 'the venue is now The Garage'])('moves the venue: %s', (edit) => {
    const before = read('The Night Owls live at The Lexington, Sat 8 Nov, doors 7pm.').document;
    const doc = read(edit, before).document;
    expect(all(doc).join(' | ')).toContain('The Night Owls live at The Garage');
  });
});

describe('one scene per photo, each with its words', () => {
  it('pairs each picture with the words said with it', () => {
    const img = 'ast_IMAGEaaaaaaaaaaaaaaaa';
    const doc = read(`One scene per photo: ${img} with 'Roses £35', ${img} with 'Tulips £28'. Then a final scene: 'Order by Friday'.`).document;
    expect(doc.scenes.map((_, i) => all({ ...doc, scenes: [doc.scenes[i]!] }).join(' | '))).toEqual(['Roses £35', 'Tulips £28', 'Order by Friday']);
  });

  it('reads captions with a decimal comma as one each', () => {
    const img = 'ast_IMAGEaaaaaaaaaaaaaaaa';
    const doc = read(`photos ${img} ${img} ${img}, each photo with the name and the price: croissant 1,80€, pain au chocolat 2,10€, tarte 4,50€`).document;
    expect(all(doc)).toEqual(['croissant 1,80€', 'pain au chocolat 2,10€', 'tarte 4,50€']);
  });
});

/*
 * Rules read from the w77 and w78 blind batches, each tested in phrasings of my own, with ones that must not trigger.
 */

describe('words on screen one at a time, as the voice says them', () => {
  it.each([
    "Narrate 'Buenos días a todos.' Show each word on screen as she says it.",
    "Narrate 'Buenos días a todos.' Please put the words on screen one by one while he talk.",
  ])('%s', (prompt) => {
    expect(read(prompt).document.narration?.captionStyle).toBe('word');
  });
});

describe('karaoke with "the word lighting up <colour>"', () => {
  it('lights the word in that colour', () => {
    const doc = read("A voice reads 'Sun, sea and sand' with karaoke subtitles, the word lighting up orange.").document;
    expect(doc.narration?.highlight).toMatch(/^#/);
  });
});

describe('a length judged enough', () => {
  it.each(['20 seconds is plenty', '30 secs would be ideal'])('%s is the whole video\'s', (words) => {
    expect(totalDuration(read(`'New stock in'. ${words}.`).document)).toBeCloseTo(Number.parseInt(words, 10), 0);
  });
});

describe('"quote card" names the video', () => {
  it('is not drawn', () => {
    const doc = read('Quote card for our garden show. Quote: "Plant trees you will never sit under." - Anon.').document;
    expect(all(doc).join(' ')).not.toMatch(/quote card|garden show/i);
  });
});

describe('a chart\'s shares said as "N% of … and M% …"', () => {
  it('reads both values', () => {
    const [chart] = layersOf(read('pie chart showing 70% of members walk and 30% cycle').document, 0, 'chart');
    expect(chart?.data.map((d) => d.value)).toEqual([70, 30]);
  });
});

describe('a shouted request for a decoration', () => {
  it('is read, not drawn', () => {
    const doc = read("CONFETTI EVERYWHERE!!! and write 'Happy retirement Sue'").document;
    expect(all(doc)).toEqual(['Happy retirement Sue']);
    expect(doc.scenes[0]!.layers.some((l) => l.type === 'particles')).toBe(true);
  });

  it('leaves shouted copy as copy', () => {
    expect(all(read("GRAND OPENING!!! put 'Saturday 10am' under it").document)).toContain('GRAND OPENING!!!');
  });
});

describe('the look of a video said before "with a voice"', () => {
  it('is the look, not the voice\'s', () => {
    const doc = read("make a calm minimal video with a man's voice saying 'Rest well.'").document;
    expect(doc.theme).toBe('minimal');
    expect(doc.narration?.voice?.gender).toBe('male');
  });
});

describe('a clip small in the bottom corner over the main picture', () => {
  it('is a picture in picture', () => {
    const doc = read(`${'ast_VIDEOaaaaaaaaaaaaaaaa'} as the main picture, and put ${'ast_IMAGEaaaaaaaaaaaaaaaa'} small in the bottom corner over it.`).document;
    expect(doc.scenes[0]!.layers.find((l) => l.type === 'layout')).toMatchObject({ arrangement: 'pip' });
  });
});

describe('a strap "with my name"', () => {
  it('is a lower third', () => {
    const doc = read("a strap with my name Ana Lima - Head Baker. text 'Fresh daily'").document;
    expect(textsOf(doc)).toEqual(expect.arrayContaining(['name:Ana Lima', 'role:Head Baker']));
  });
});

describe('edits said as people correct things', () => {
  it('sets a chart value named by its label "in the chart"', () => {
    const before = read('bar chart of visitors: Jan 120, Feb 140, Mar 160').document;
    const [chart] = layersOf(read('the Feb figure in the chart should be 150', before).document, 0, 'chart');
    expect(chart?.data.map((d) => d.value)).toEqual([120, 150, 160]);
  });

  it('gives the second item of the list new words', () => {
    const before = read('Prices, one by one:\nTrim £20\nColour from £60\nCut & blow dry £35').document;
    expect(listsOf(read('make the second one Colour from £65', before).document)[0]?.items).toEqual(['Trim £20', 'Colour from £65', 'Cut & blow dry £35']);
  });

  it('sets the one counter from "the total is … now"', () => {
    const before = read('a counter going up to £5,000 with the label raised so far').document;
    expect(layersOf(read('the total is £5,600 now', before).document, 0, 'counter')[0]?.to).toBe(5600);
  });

  it('replaces the figure said not to be, keeping its noun', () => {
    const before = read("'Sam passed! 0 minors'").document;
    expect(all(read('oops it was 3 minors not 0', before).document)).toEqual(['Sam passed! 3 minors']);
  });
});

describe('the shape of the video said as "tall"', () => {
  it.each(['tall format please', 'make it tall'])('%s is portrait', (words) => {
    expect(read(`'Hi'. ${words}`).format?.aspect).toBe('portrait');
  });

  it('leaves tall letters alone', () => {
    expect(read("'Hi' in tall letters").format?.aspect).toBeUndefined();
  });
});

describe('a picture captioned with a quote', () => {
  it('labels it, and asks for no captions of speech', () => {
    const img = 'ast_IMAGEaaaaaaaaaaaaaaaa';
    const { document, summary } = read(`Side by side: ${img} on the left captioned 'Before', ${img} on the right captioned 'After'.`);
    expect(summary).not.toMatch(/captions show/);
    const layout = document.scenes[0]!.layers.find((l) => l.type === 'layout');
    expect(layout?.type === 'layout' && layout.cells.map((c) => c.label)).toEqual(['Before', 'After']);
  });
});

describe('numbered spec lines', () => {
  it('end a list before the next number', () => {
    const doc = read('1. title: Winter opening hours\n2. list: Mon closed, Tue 9-5, Wed 9-5\n3. show the list one item at a time').document;
    expect(listsOf(doc)[0]?.items).toEqual(['Mon closed', 'Tue 9-5', 'Wed 9-5']);
  });

  it('keep the next scene\'s number out of a shouted text', () => {
    const doc = read("3 scenes. 1) text DOORS AT SEVEN 2) 'Live music' with stars 3) 'Free entry'").document;
    expect(all(doc)).toEqual(['DOORS AT SEVEN', 'Live music', 'Free entry']);
    expect(doc.scenes[1]!.layers.some((l) => l.type === 'particles')).toBe(true);
  });
});

/*
 * Rules read from the w79 and w80 blind batches, each tested in phrasings of my own, with ones that must not trigger.
 */

describe('a counter\'s number said before "counting up", its label after', () => {
  it.each([
    ["a big 25 counting up with 'years in business' underneath", 25, 'years in business'],
    ["We planted 3,200 trees this year! Could that number count up on screen from zero with 'trees planted' written underneath it?", 3200, 'trees planted'],
  ])('%s', (prompt, to, label) => {
    const doc = read(prompt).document;
    const [counter] = doc.scenes.flatMap((s) => s.layers).filter((l) => l.type === 'counter');
    expect(counter?.type === 'counter' && counter.to).toBe(to);
    expect(counter?.type === 'counter' && counter.suffix.trim()).toBe(label);
  });
});

describe('a chart named, then its title and data after a comma, on a scene line', () => {
  it('is a chart', () => {
    const doc = read("Scene 1: \"Results\"\nScene 2: bar chart, weekly visitors Mon 40, Tue 55, Wed 61\nScene 3: \"Thanks\"").document;
    expect(layersOf(doc, 1, 'chart')[0]?.data.map((d) => d.value)).toEqual([40, 55, 61]);
  });
});

describe('texts after pictures in scenes of their own', () => {
  it('are the last scene\'s, not lost as captions', () => {
    const img = 'ast_IMAGEaaaaaaaaaaaaaaaa';
    const doc = read(`First ${img}, then ${img}. Text: 'Happy 40th' and '1985 - 2025'.`).document;
    expect(all(doc)).toEqual(expect.arrayContaining(['Happy 40th', '1985 - 2025']));
  });
});

describe('an everyday adjective said of a thing', () => {
  it.each([
    ['Numbered steps: 1. Wet your hands 2. Dry with a clean towel', 'classic'],
    ["'Bake sale'. Simple recipes for busy people.", 'classic'],
  ])('is no look: %s', (prompt, theme) => {
    expect(read(prompt).document.theme).toBe(theme);
  });

  it.each(["'Spring sale'. Clean look please.", "'Spring sale'. Keep it simple.", "'Spring sale'. A fun video."])('is the look when said of the video: %s', (prompt) => {
    expect(read(prompt).document.theme).not.toBe('classic');
  });
});

describe('a bar described by what it shows', () => {
  it('is the progress bar', () => {
    const doc = read("'Wash hands'. Also a bar along the bottom showing how far through it is.").document;
    expect(doc.scenes[0]!.layers.find((l) => l.type === 'progress')).toMatchObject({ edge: 'bottom' });
  });
});

describe('a song "instead of the sound from the video"', () => {
  it('mutes the clip', () => {
    const doc = read(`${'ast_VIDEOaaaaaaaaaaaaaaaa'} with ${'ast_AUDIOaaaaaaaaaaaaaaaa'} instead of the sound from the video.`).document;
    const clip = doc.scenes.flatMap((s) => s.layers).find((l) => l.type === 'media');
    expect(clip?.type === 'media' && clip.muted).toBe(true);
  });
});

describe('a list "coming up one at a time"', () => {
  it('reads its items after the colon', () => {
    const doc = read("Then a list of what's on, coming up one at a time: Raffle, Cake stall, Dog show.").document;
    expect(listsOf(doc)[0]?.items).toEqual(['Raffle', 'Cake stall', 'Dog show']);
  });
});

describe('edits said as people say them', () => {
  it('scraps the last scene', () => {
    const before = read("Scene 1: 'A'. Scene 2: 'B'. Scene 3: 'C'.").document;
    expect(all(read('Scrap the last one, the band cancelled.', before).document)).toEqual(['A', 'B']);
  });

  it('sets the counter from "the final total came in at …"', () => {
    const before = read("a number counting up to £3,000 with 'raised' under it").document;
    expect(layersOf(read('the final total came in at £3,240', before).document, 0, 'counter')[0]?.to).toBe(3240);
  });

  it.each(['price reduced to £275,000', "the asking price has been cut to £275,000"])('moves the price: %s', (edit) => {
    const before = read("'14 Elm Court', '2 bed flat, £285,000'").document;
    expect(all(read(edit, before).document)).toContain('2 bed flat, £275,000');
  });
});

describe('a name strap said as "put her name at the bottom: …"', () => {
  it.each([
    'Please put her name at the bottom when she starts talking: Rosa Diaz, Head Teacher.',
    'put my name at the bottom: Rosa Diaz, Head Teacher',
  ])('%s', (prompt) => {
    const doc = read(`${'ast_VIDEOaaaaaaaaaaaaaaaa'}. ${prompt}`).document;
    expect(textsOf(doc)).toEqual(expect.arrayContaining(['name:Rosa Diaz', 'role:Head Teacher']));
  });

  it('leaves "put the name at the bottom" with no name after it alone', () => {
    expect(textsOf(read("'Rosa Diaz'. put the name at the bottom").document)).not.toContain('name:Rosa Diaz');
  });
});

describe('a name spelt anew', () => {
  it.each(["her name's spelt Khloe with a K", "it's spelled Khloe"])('%s', (edit) => {
    const before = read("'Well done Chloe - passed first time!'").document;
    expect(all(read(edit, before).document)).toEqual(['Well done Khloe - passed first time!']);
  });

  it('changes no name far from it', () => {
    const before = read("'Well done Chloe - passed first time!'").document;
    expect(all(read("his name's spelt Bartholomew", before).document)).toEqual(['Well done Chloe - passed first time!']);
  });
});

describe('"the name of dishes: …" for as many pictures', () => {
  it('captions each picture', () => {
    const img = 'ast_IMAGEaaaaaaaaaaaaaaaa';
    const doc = read(`Photos ${img} ${img} ${img} one after other. Write on the screen the name of dishes: Ragù, Risotto, Tiramisù.`).document;
    expect(all(doc)).toEqual(['Ragù', 'Risotto', 'Tiramisù']);
  });
});
