import { describe, expect, it } from '@jest/globals';
import { totalDuration, type SceneDocument } from '../../model/scene-document.js';
import { drawnStrings } from '../scene/drawn-strings.js';
import { layersOf, read, textsOf } from './testing.js';

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
