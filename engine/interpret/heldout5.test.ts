import { describe, expect, it } from '@jest/globals';
import { drawnStrings } from '../scene/drawn-strings.js';
import { read, textsOf } from './testing.js';

const all = (doc: Parameters<typeof drawnStrings>[0]) => drawnStrings(doc).flat();
const layers = (prompt: string) => read(prompt).document.scenes.flatMap((s) => s.layers);
const texts = (prompt: string) => all(read(prompt).document);

/*
 * Rules read from the w23 and w24 blind batches (docs/prompt-generalisation.md, "Eighth round"), each tested in
 * phrasings of my own, including ones that must not trigger it.
 */

describe('a number said inside a slide\'s words, then asked to count', () => {
  it.each([
    'Then a slide saying we planted 300 trees this spring and have that number count up',
    'A slide: we planted 300 trees this spring. Make the number count up.',
  ])('%s', (prompt) => {
    const counter = layers(prompt).find((l) => l.type === 'counter');
    expect(counter).toMatchObject({ to: 300 });
    expect(texts(prompt).join(' | ')).not.toMatch(/count up|number/i);
  });

  it('a slide with no number keeps its words as text', () => {
    expect(texts('Then a slide saying thanks for coming and make the title bigger').join(' ')).toMatch(/thanks for coming/i);
  });
});

describe('a counter\'s label said "with \'…\'"', () => {
  it('sits under the figures, not above as a heading', () => {
    const counter = layers("a big number counting up to 480 with 'books donated'").find((l) => l.type === 'counter');
    expect(counter?.type === 'counter' && counter.suffix).toMatch(/books donated/);
  });
});

describe('a value of a known kind asked for with "make it" / "change it to"', () => {
  const poster = () => read('Text: "Wine Tasting, Friday 7pm, £25 a head".').document;
  it.each([
    ['Actually make it £30, costs went up', '£30', '£25'],
    ['change it to 7:30pm', '7:30pm', '7pm'],
  ])('%s', (edit, shown, gone) => {
    const drawn = all(read(edit, poster()).document).join(' | ');
    expect(drawn).toContain(shown);
    expect(drawn).not.toContain(gone);
  });

  it('"make it bigger" is no value', () => {
    expect(read('make it bigger', poster()).summary).not.toMatch(/→/);
  });

  it('a date with its year replaces the date with its year', () => {
    const doc = read('Save the date: Ana & Raj, 3rd May 2026, Leeds Town Hall').document;
    const drawn = all(read("the date's wrong, it's Sunday 10th May 2026", doc).document).join(' | ');
    expect(drawn).toContain('Sunday 10th May 2026');
    expect(drawn).not.toMatch(/3rd May/);
  });
});

describe('a person named in an edit by their name', () => {
  it("\"change Tom's job title to …\" changes his role line", () => {
    const doc = read('Name tag: Tom Reyes, Sales Lead.').document;
    const drawn = all(read("change Tom's job title to Head of Sales", doc).document);
    expect(drawn).toContain('Head of Sales');
    expect(drawn).not.toContain('Sales Lead');
  });
});

describe('a button named by what it is for', () => {
  it.each([
    ['finish with a signup button - Join today - linking to club.org', 'Join today'],
    ['end with a donate button saying Give now', 'Give now'],
  ])('%s', (prompt, label) => {
    expect(layers(prompt).find((l) => l.type === 'button')).toMatchObject({ text: label });
    expect(texts(prompt).join(' | ')).not.toMatch(/signup|donate/i);
  });

  it('a colour before it is still its colour', () => {
    expect(layers("add a dark green button saying 'Buy'").find((l) => l.type === 'button')).toMatchObject({ text: 'Buy', colour: expect.any(String) });
  });
});

describe('a selling point said with "no"', () => {
  it.each(['No hidden charges.', 'No experience needed.'])('%s is shown', (line) => {
    expect(texts(`Dave's Plumbing. ${line}`).join(' | ')).toContain(line.replace(/\.$/, ''));
  });

  it.each(['No music.', 'No clutter.', 'No rush.'])('%s asks, and is not shown', (line) => {
    expect(texts(`Title 'Spring Sale'. ${line}`).join(' | ')).not.toMatch(new RegExp(line.replace(/\.$/, ''), 'i'));
  });
});

describe('capitalised words put over a picture with "with … across/at …"', () => {
  it('"with Open Late across the middle" shows the words, not the place', () => {
    const drawn = texts('a photo with Open Late across the middle').join(' | ');
    expect(drawn).toContain('Open Late');
    expect(drawn).not.toMatch(/middle/);
  });

  it('"with BEFORE and AFTER written on them" is read by the layout\'s labels, not quoted whole', () => {
    expect(texts('with BEFORE and AFTER written on them').join(' | ')).not.toMatch(/written/);
  });
});

describe('a colour word inside an item\'s name', () => {
  it('"Hot chocolate bar" is a stall, not a chocolate accent', () => {
    const { document } = read('List the stalls: Tombola, Cake stall, Hot chocolate bar, Raffle.');
    expect(document.scenes[0]!.layers.find((l) => l.type === 'list')).toMatchObject({ items: ['Tombola', 'Cake stall', 'Hot chocolate bar', 'Raffle'] });
    expect(document.accent).toBeUndefined();
  });

  it('"gold accents" after a comma is still the accent', () => {
    expect(read('Title "Menu". Navy background, gold accents').document.accent).toBeDefined();
  });
});

describe('what the video is about', () => {
  it('a named event it is about is the title, its date the subtitle', () => {
    const drawn = texts('A short video for the parents about our Summer Fete, Saturday 12th July 1-4pm. List the stalls: Cakes, Books, Plants.');
    expect(drawn).toEqual(expect.arrayContaining(['Summer Fete', 'Saturday 12th July 1-4pm']));
  });

  it('a topic in lower case beside scenes of their own makes no slide', () => {
    const { document } = read('Info video about the new parking rules. Scene 1: "Permits from 1 May". Scene 2: "Apply online".');
    expect(document.scenes).toHaveLength(2);
  });

  it('a topic alone is still the title', () => {
    expect(textsOf(read('A video about the new parking rules.').document)).toEqual(['heading:The new parking rules']);
  });

  it('"A <reel> about the X" drops the article left by the format', () => {
    expect(textsOf(read('A reel about the Spring Fete.').document)[0]).toBe('heading:The Spring Fete');
  });
});

describe('lines said after a scene\'s marker', () => {
  it('short lines of one kind are that scene\'s, as a list with its first line', () => {
    const { document } = read('Scene 1: "Opening hours". Scene 2: "Mon – 9 to 5". Tue – 9 to 1. Wed – closed. Scene 3: "See you soon".');
    expect(document.scenes).toHaveLength(3);
    expect(document.scenes[1]!.layers.find((l) => l.type === 'list')).toMatchObject({ items: ['Mon – 9 to 5', 'Tue – 9 to 1', 'Wed – closed'] });
  });

  it('a label and its value of two words is a line, not dropped', () => {
    expect(texts("Title 'Bins'. Wednesday – Glass.").join(' | ')).toContain('Wednesday – Glass');
  });
});

describe('captions\' pace said after a comma or a dash', () => {
  it.each(['add subtitles, word by word', 'subtitles - word by word'])('%s', (edit) => {
    const doc = read('Title "Hi". A male voice reading: "Welcome back."').document;
    expect(read(edit, doc).document.narration).toMatchObject({ captions: true, captionStyle: 'word' });
  });
});

describe('a title card said with its order', () => {
  it('"Title card first: …" shows only its words', () => {
    expect(texts('Title card first: Ep 7 — Sleep Myths.')).toEqual(['Ep 7 — Sleep Myths']);
  });
});

describe('items given a slide each beside a list word', () => {
  it('"Three tips, one per slide, …: \'A\' \'B\' \'C\'" is three slides', () => {
    const { document } = read("Three tips, one per slide, with a wipe between them: 'Drink water' 'Sleep eight hours' 'Walk daily'");
    expect(document.scenes).toHaveLength(3);
  });

  it('"three photos one after the other … with the words …" keeps its captions on its photos', () => {
    const { document } = read('Show these one after the other: "Day one" and "Day two"');
    expect(document.scenes.length).toBeLessThanOrEqual(2);
  });
});

describe('a caption for each picture said after "each with a caption -"', () => {
  it('captions the pictures in order', () => {
    const doc = read(`slideshow of ast_IMAGEaaaaaaaaaaaaaaaa ast_IMAGEaaaaaaaaaaaaaaaa, each with a caption - Lemon tart, Scones`).document;
    expect(doc.scenes.map((s) => s.layers.flatMap((l) => (l.type === 'text' && l.role === 'caption' ? [l.text] : [])))).toEqual([['Lemon tart'], ['Scones']]);
  });
});

describe('a list point named loosely in an edit', () => {
  const timetable = () => read('Class times:\nMon 7am Yoga\nWed 6pm Pilates\nSat 9am Beginners').document;
  it.each(["move Saturday's class to the top", 'move the sat one to the top'])('%s', (edit) => {
    const list = read(edit, timetable()).document.scenes[0]!.layers.find((l) => l.type === 'list');
    expect(list?.type === 'list' && list.items[0]).toBe('Sat 9am Beginners');
  });

  it('"sold out of X, take it off the menu" removes that point', () => {
    const doc = read('Menu: Fish tacos £8, Halloumi wrap £7, Chips £3').document;
    const list = read('sold out of halloumi, take it off the menu', doc).document.scenes[0]!.layers.find((l) => l.type === 'list');
    expect(list?.type === 'list' && list.items).toEqual(['Fish tacos £8', 'Chips £3']);
  });

  it('"take it off the menu" with nothing said gone changes nothing', () => {
    const doc = read('Menu: Fish tacos £8, Chips £3').document;
    const list = read('take it off the menu', doc).document.scenes[0]!.layers.find((l) => l.type === 'list');
    expect(list?.type === 'list' && list.items).toHaveLength(2);
  });
});
